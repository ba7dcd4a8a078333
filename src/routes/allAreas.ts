/**
 * The route tables of the four areas together, with the pages the shell adds to every area: the
 * catalogue each entry hands to the shell (src/shell/areaCatalogue.ts) for the top navigation and
 * the pages that link across areas (the dashboard's quick links).
 */
import type { Area } from '../common/constants';
import type { AreaCatalogue } from '../shell/areaCatalogue';
import type { AreaDefinition } from '../shell/areaRoute';
import { depotArea } from './depotRoutes';
import { erpArea } from './erpRoutes';
import { financeArea } from './financeRoutes';
import { indexArea } from './indexRoutes';
import { SHELL_ROUTES } from './shellRoutes';

export const AREA_DEFINITIONS: Record<Area, AreaDefinition> = {
  index: indexArea,
  erp: erpArea,
  depot: depotArea,
  finance: financeArea,
};

export const AREA_CATALOGUE: AreaCatalogue = {
  areas: AREA_DEFINITIONS,
  shellRoutes: SHELL_ROUTES,
  // The other areas' icons are decorative: a chunk of their own, after the page.
  loadIcons: () => import(/* webpackChunkName: "area-icons" */ './allAreaIcons').then((m) => m.AREA_ROUTE_ICONS),
};
