/** [SHELL-29] Under 680 px: a fixed bar at the bottom with the areas of the top navigation (useVisibleAreas), replacing it. */
import { useIntl } from 'react-intl';
import type { Area } from '../common/constants';
import { AREA_ICONS } from './areaIcons';
import { followLink } from './followLink';
import { useVisibleAreas } from './useVisibleAreas';

export function BottomBar({ area }: { area: Area }) {
  const intl = useIntl();
  const areas = useVisibleAreas(area);
  return (
    <nav className="area-bottom-bar" aria-label={intl.formatMessage({ id: 'shell.areas' })}>
      {areas.map((a) => (
        <a
          key={a}
          href={`${a}.html`}
          onClick={followLink}
          title={intl.formatMessage({ id: `area.${a}` })}
          className={a === area ? 'area-bottom-item area-bottom-item--active' : 'area-bottom-item'}
          aria-current={a === area ? 'page' : undefined}
        >
          <span className="area-bottom-icon" aria-hidden="true">{AREA_ICONS[a]}</span>
          <span className="area-bottom-label">{intl.formatMessage({ id: `area.${a}` })}</span>
        </a>
      ))}
    </nav>
  );
}
