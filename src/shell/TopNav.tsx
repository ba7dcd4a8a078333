/**
 * [ROUTE-01] The top navigation of the four areas (index.html, erp.html, depot.html,
 * finance.html), above 680 px. Plain links rather than a menu: all four always show, shrinking
 * (ellipsis) before any is hidden.
 */
import { useIntl } from 'react-intl';
import { AREAS, type Area } from '../common/constants';
import { AREA_ICONS } from './areaIcons';
import { followLink } from './followLink';

/** `short`: the bottom bar's shorter labels (tablets, where English names would not fit). */
export function TopNav({ area, icons = true, short = false }: { area: Area; icons?: boolean; short?: boolean }) {
  const intl = useIntl();
  return (
    <nav className="area-nav" aria-label={intl.formatMessage({ id: 'shell.areas' })}>
      {AREAS.map((a) => {
        const name = intl.formatMessage({ id: `area.${a}` });
        const label = short ? intl.formatMessage({ id: `shell.tab.${a}` }) : name;
        return (
          <a
            key={a}
            href={`${a}.html`}
            onClick={followLink}
            title={name}
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
