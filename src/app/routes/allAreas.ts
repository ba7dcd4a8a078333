/** The route tables of the four areas together, for pages that link across areas (the dashboard's quick links). */
import { AREAS, type Area } from '../../common/constants';
import { canAccess, type AuthInfo } from '../../common/access';
import { depotArea } from './depotRoutes';
import { erpArea } from './erpRoutes';
import { financeArea } from './financeRoutes';
import { indexArea } from './indexRoutes';
import type { AreaDefinition, AreaRoute } from './types';

export const AREA_DEFINITIONS: Record<Area, AreaDefinition> = {
  index: indexArea,
  erp: erpArea,
  depot: depotArea,
  finance: financeArea,
};

/** The link to `path` of `area` from a page of `from`: in-page for the same area, else '<area>.html#<path>'. */
export function routeHref(from: Area, area: Area, path: string): { inPage: boolean; href: string } {
  return area === from ? { inPage: true, href: path } : { inPage: false, href: `${area}.html#${path}` };
}

/**
 * The areas in which the user can open at least one page: a route of the area's table whose right
 * they hold, or which needs none. The others are left out of the top navigation and the bottom bar.
 */
export function openableAreas(auth: AuthInfo): Area[] {
  return AREAS.filter((area) => AREA_DEFINITIONS[area].routes.some((r) => canAccess(auth, r.right)));
}

export interface AreaLinks {
  area: Area;
  routes: AreaRoute[];
}

/**
 * The menu pages of every area the user may open, area by area in the order of the top navigation
 * (areas with none left out). Pages with URL parameters, placeholders under development and the
 * pages in `exclude` are left out.
 */
export function quickLinks(auth: AuthInfo, exclude: readonly string[] = []): AreaLinks[] {
  return AREAS.map((area) => ({
    area,
    routes: AREA_DEFINITIONS[area].routes.filter(
      (r) => r.menu && !r.underDevelopment && !r.path.includes(':') && !exclude.includes(`${area}:${r.path}`) && canAccess(auth, r.right),
    ),
  })).filter((a) => a.routes.length > 0);
}
