/** The full-page loading state: 'Logging in, loading...' [PAGES-08]. */
import { Spin } from 'antd';
import { FormattedMessage } from 'react-intl';

export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <FormattedMessage id="app.loading" />
    </div>
  );
}
