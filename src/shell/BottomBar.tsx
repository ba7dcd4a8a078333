/** [SHELL-29] Under 680 px: a fixed bar at the bottom with the four areas, replacing the top navigation. */
import { useIntl } from 'react-intl';
import { AREAS, type Area } from '../common/constants';
import { AREA_ICONS } from './areaIcons';
import { followLink } from './followLink';

export function BottomBar({ area }: { area: Area }) {
  const intl = useIntl();
  return (
    <nav className="area-bottom-bar" aria-label={intl.formatMessage({ id: 'shell.areas' })}>
      {AREAS.map((a) => (
        <a
          key={a}
          href={`${a}.html`}
          onClick={followLink}
          title={intl.formatMessage({ id: `area.${a}` })}
          className={a === area ? 'area-bottom-item area-bottom-item--active' : 'area-bottom-item'}
          aria-current={a === area ? 'page' : undefined}
        >
          <span className="area-bottom-icon" aria-hidden="true">{AREA_ICONS[a]}</span>
          <span className="area-bottom-label">{intl.formatMessage({ id: `shell.tab.${a}` })}</span>
        </a>
      ))}
    </nav>
  );
}
