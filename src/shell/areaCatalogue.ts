/**
 * What the shell knows of the product beyond the area being shown: every area's route table (the
 * top navigation, the phone's bottom bar, the dashboard's quick links), the pages the shell adds to
 * every area, and every area's menu icons on demand. The entry hands it to the shell
 * (src/entries/startApp.tsx, from src/routes/allAreas.ts); the shell and the pages read it here, so
 * nothing below the entries imports a route table.
 */
import { createContext, useContext } from 'react';
import { canAccess, type AuthInfo } from '../common/access';
import { AREAS, type Area } from '../common/constants';
import type { AreaDefinition, AreaRoute, RouteIcons } from './areaRoute';

export interface AreaCatalogue {
  areas: Readonly<Record<Area, AreaDefinition>>;
  /** Pages every area has (personal settings), reached from the personal menu, not the area menu. */
  shellRoutes: readonly AreaRoute[];
  /** Every area's menu icons, loaded when first asked for (each area's page carries only its own). */
  loadIcons: () => Promise<Readonly<Record<Area, RouteIcons>>>;
}

const noRoutes = (area: Area): AreaDefinition => ({ area, routes: [] });

/** Outside an area page (a component rendered on its own): no routes. */
const EMPTY_CATALOGUE: AreaCatalogue = {
  areas: { index: noRoutes('index'), erp: noRoutes('erp'), depot: noRoutes('depot'), finance: noRoutes('finance') },
  shellRoutes: [],
  loadIcons: () => Promise.resolve({ index: {}, erp: {}, depot: {}, finance: {} }),
};

export const AreaCatalogueContext = createContext<AreaCatalogue>(EMPTY_CATALOGUE);

export function useAreaCatalogue(): AreaCatalogue {
  return useContext(AreaCatalogueContext);
}

/** The link to `path` of `area` from a page of `from`: in-page for the same area, else '<area>.html#<path>'. */
export function routeHref(from: Area, area: Area, path: string): { inPage: boolean; href: string } {
  return area === from ? { inPage: true, href: path } : { inPage: false, href: `${area}.html#${path}` };
}

/**
 * The areas in which the user can open at least one page: a route of the area's table whose right
 * they hold, or which needs none. The others are left out of the top navigation and the bottom bar.
 */
export function openableAreas(areas: AreaCatalogue['areas'], auth: AuthInfo): Area[] {
  return AREAS.filter((area) => areas[area].routes.some((r) => canAccess(auth, r.right)));
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
export function quickLinks(areas: AreaCatalogue['areas'], auth: AuthInfo, exclude: readonly string[] = []): AreaLinks[] {
  return AREAS.map((area) => ({
    area,
    routes: areas[area].routes.filter(
      (r) => r.menu && !r.underDevelopment && !r.path.includes(':') && !exclude.includes(`${area}:${r.path}`) && canAccess(auth, r.right),
    ),
  })).filter((a) => a.routes.length > 0);
}
