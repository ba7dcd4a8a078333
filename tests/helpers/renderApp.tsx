/** Renders UI inside the app's providers (store, intl, antd) and a memory router. */
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { bootRequested } from '../../src/app/session/sessionSlice';
import { createAppStore, type AppStore } from '../../src/app/store';
import { AREA_ENTRY, type Area } from '../../src/common/constants';
import { CurrentRouteContext } from '../../src/components/currentRoute';
import { AREA_CATALOGUE } from '../../src/routes/allAreas';
import { AreaCatalogueContext } from '../../src/shell/areaCatalogue';
import { findRoute, trailOf } from '../../src/shell/routeTrail';

export interface RenderAppOptions {
  /** The route inside the page's hash, e.g. '/login?redirect=erp.html'. */
  route?: string;
  /** Dispatch the start-up of this area (loads the session through the backend). */
  boot?: Area | false;
  store?: AppStore;
  /** A data router, whose `router` the result then carries: a test moves through the history with it, as the browser's Back and Forward do. */
  dataRouter?: boolean;
}

/**
 * antd's CSS-in-JS styles are collected but not put into the jsdom document (`mock="server"`):
 * jsdom re-reads every style sheet on each getComputedStyle, and role queries call it for each
 * element and its ancestors, so with antd's few hundred sheets one query over the shell cost
 * seconds and a test of a menu and a dialog twenty. jsdom lays nothing out either way; what the
 * styles look like is for the browser tests (tests/e2e).
 */
/**
 * What the entry and the layout give a page in the product: the catalogue of every area's routes,
 * and the route matching the address (a page rendered here on its own still shows its title and
 * breadcrumb; inside the layout, the layout's own match takes over).
 */
function AsRouted({ area, children }: { area: Area; children: ReactNode }) {
  const { pathname } = useLocation();
  const route = findRoute([...AREA_CATALOGUE.areas[area].routes, ...AREA_CATALOGUE.shellRoutes], pathname);
  const current = route ? { title: route.title, trail: trailOf(area, route) } : null;
  return (
    <AreaCatalogueContext.Provider value={AREA_CATALOGUE}>
      <CurrentRouteContext.Provider value={current}>{children}</CurrentRouteContext.Provider>
    </AreaCatalogueContext.Provider>
  );
}

export function renderApp(ui: ReactNode, { route = '/', boot = 'index', store = createAppStore(), dataRouter = false }: RenderAppOptions = {}) {
  if (boot) store.dispatch(bootRequested({ entry: AREA_ENTRY[boot] }));
  const routed = <AsRouted area={boot || 'index'}>{ui}</AsRouted>;
  const router = dataRouter ? createMemoryRouter([{ path: '*', element: routed }], { initialEntries: [route] }) : null;
  const view = render(
    <StyleProvider mock="server">
      <AppProviders store={store}>{router ? <RouterProvider router={router} /> : <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>}</AppProviders>
    </StyleProvider>,
  );
  return { store, router, ...view };
}
