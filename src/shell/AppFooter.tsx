/** [SHELL-13] The footer: the company's copyright, the ICP filing number and the version. */
import { FormattedMessage } from 'react-intl';
import { VERSION_LABEL } from '../common/constants';
import { COPYRIGHT_SINCE, ICP_FILING_NUMBER, ICP_FILING_URL } from './brand';

export function AppFooter() {
  const year = Math.max(new Date().getFullYear(), COPYRIGHT_SINCE);
  return (
    <footer className="area-footer">
      <span>
        <FormattedMessage id="shell.footer.copyright" values={{ since: COPYRIGHT_SINCE, year }} />
      </span>
      <span className="area-footer-sep" aria-hidden="true">
        ·
      </span>
      <a href={ICP_FILING_URL} target="_blank" rel="noopener noreferrer">
        {ICP_FILING_NUMBER}
      </a>
      <span className="area-footer-sep" aria-hidden="true">
        ·
      </span>
      <span>
        <FormattedMessage id="shell.version" values={{ version: VERSION_LABEL }} />
      </span>
    </footer>
  );
}
