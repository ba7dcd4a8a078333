/**
 * [ROUTE-01] The top navigation of the four areas (index.html, erp.html, depot.html,
 * finance.html), above 680 px. Plain links rather than a menu: all four always show, shrinking
 * (ellipsis) before any is hidden.
 */
import { useIntl } from 'react-intl';
import { AREAS, type Area } from '../common/constants';
import { AREA_ICONS } from './areaIcons';
import { followLink } from './followLink';

export function TopNav({ area, icons = true }: { area: Area; icons?: boolean }) {
  const intl = useIntl();
  return (
    <nav className="area-nav" aria-label={intl.formatMessage({ id: 'shell.areas' })}>
      {AREAS.map((a) => {
        const label = intl.formatMessage({ id: `area.${a}` });
        return (
          <a
            key={a}
            href={`${a}.html`}
            onClick={followLink}
            title={label}
            className={a === area ? 'area-nav-item area-nav-item--active' : 'area-nav-item'}
            aria-current={a === area ? 'page' : undefined}
          >
            {icons && (
              <span className="area-nav-icon" aria-hidden="true">
                {AREA_ICONS[a]}
              </span>
            )}
            <span className="area-nav-label">{label}</span>
          </a>
        );
      })}
    </nav>
  );
}
