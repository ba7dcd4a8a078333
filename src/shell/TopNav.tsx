/**
 * [ROUTE-01] The top navigation of the areas (index.html, erp.html, depot.html, finance.html) the
 * user can open (useVisibleAreas), above 680 px. Plain links rather than a menu: all always show,
 * shrinking (ellipsis) before any is hidden. The areas bear the same names as in the phone's
 * bottom bar.
 */
import { useIntl } from 'react-intl';
import type { Area } from '../common/constants';
import { AREA_ICONS } from './areaIcons';
import { followLink } from './followLink';
import { useVisibleAreas } from './useVisibleAreas';

export function TopNav({ area, icons = true }: { area: Area; icons?: boolean }) {
  const intl = useIntl();
  const areas = useVisibleAreas(area);
  return (
    <nav className="area-nav" aria-label={intl.formatMessage({ id: 'shell.areas' })}>
      {areas.map((a) => {
        const name = intl.formatMessage({ id: `area.${a}` });
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
            <span className="area-nav-label">{name}</span>
          </a>
        );
      })}
    </nav>
  );
}
