/**
 * Every route of SPEC.md section 2, rendered in its area through the real backend: a user without
 * the route's right gets the no-permission page, the master (who holds every right) gets the page
 * [ROUTE-12..82]; pages whose content is not shown name themselves and say so. Routes that accept
 * any of several rights are opened with bundles: each alternative alone, none, and every other
 * right of the catalogue.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { login } from '../api/user';
import * as navigation from '../app/navigation';
import { setLanguage } from '../app/i18n';
import { AREAS, type Area } from '../common/constants';
import { ALL_RIGHT_CODES, isRightCode, type RightCode } from '../common/rights';
import { zhCN, type MessageId } from '../locales/zh-CN';
import { AreaLayout } from '../shell/AreaLayout';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { sampleUrl, SPEC_ROUTES } from '../../tests/helpers/specRoutes';
import { addStaffWithRights } from '../../tests/helpers/webStaff';
import { AREA_DEFINITIONS } from './allAreas';
import { isPendingPage } from './defineRoutes';

const backend = setupTestBackend();

beforeEach(() => {
  jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

const probe: { navigate: NavigateFunction | null; pathname: string } = { navigate: null, pathname: '' };
function RouterProbe() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    probe.navigate = navigate;
    probe.pathname = pathname;
  }, [navigate, pathname]);
  return null;
}

async function renderArea(area: Area, route: string) {
  const view = renderApp(
    <>
      <Routes>
        <Route path="*" element={<AreaLayout definition={AREA_DEFINITIONS[area]} />} />
      </Routes>
      <RouterProbe />
    </>,
    { route, boot: area },
  );
  await waitFor(() => expect(view.store.getState().session.status).toBe('ready'));
  return view;
}

async function go(url: string) {
  await act(async () => {
    await probe.navigate?.(url);
  });
}

/** Logs in a new sub-account whose only role holds exactly `rights`. */
async function logInHolding(rights: readonly RightCode[]) {
  await login(await addStaffWithRights(backend.current.db, 'gate_holder', rights));
}

const labelOf = (area: Area, path: string): MessageId => AREA_DEFINITIONS[area].routes.find((r) => r.path === path)!.title!;

/**
 * The route's page opened: a pending page titled with its label, or (a real page) the page's chunk
 * has loaded and rendered without the no-permission page or the error page.
 */
async function expectPage(area: Area, path: string) {
  const route = AREA_DEFINITIONS[area].routes.find((r) => r.path === path)!;
  if (!isPendingPage(route.page)) {
    await waitFor(() => expect(document.querySelector('.area-page-loading')).toBeNull());
    // A full-screen page (the workshop board) has no shell around it: its content is the whole window.
    await waitFor(() => expect(document.querySelector('.area-content, .area-fullscreen')?.textContent).toBeTruthy());
    expect(screen.queryByTestId('no-permission')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-page')).not.toBeInTheDocument();
    expect(screen.queryByText(zhCN['error.boundary.title'])).not.toBeInTheDocument();
    if (path === '/shops/dashboard') expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    return;
  }
  const page = await screen.findByTestId('pending-page');
  expect(within(page).getAllByText(zhCN[labelOf(area, path)]).length).toBeGreaterThan(0);
  expect(screen.queryByTestId('no-permission')).not.toBeInTheDocument();
}

async function expectNoPermission() {
  const page = await screen.findByTestId('no-permission');
  expect(within(page).getByText('SOS')).toBeInTheDocument();
  expect(within(page).getByText(zhCN['noAuth.description'])).toBeInTheDocument();
  expect(screen.queryByTestId('pending-page')).not.toBeInTheDocument();
}

describe.each(AREAS)('the %s area', (area) => {
  const routes = SPEC_ROUTES.filter((r) => r.area === area);

  it(`[ROUTE-08] a sub-account with no rights gets the no-permission page on every gated route and the page on the others (${routes
    .map((r) => r.id)
    .filter((id, i, all) => all.indexOf(id) === i)
    .join(' ')})`, async () => {
    await logInHolding([]);
    await renderArea(area, sampleUrl(routes[0].path));
    for (const r of routes) {
      await go(sampleUrl(r.path));
      if (r.right) await expectNoPermission();
      else await expectPage(area, r.path);
    }
  });

  it(`the master gets every page of the area (${[...new Set(routes.map((r) => r.id))].join(' ')})`, async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    await renderArea(area, sampleUrl(routes[0].path));
    for (const r of routes) {
      await go(sampleUrl(r.path));
      await expectPage(area, r.path);
    }
  });
});

/** The routes whose right, as the spec gives it, is a list of alternatives. */
const ALTERNATIVES = SPEC_ROUTES.filter((r) => r.right?.includes(',')).map((r) => {
  const rights = r.right!.split(',').filter(isRightCode);
  return { ...r, rights };
});

describe.each(ALTERNATIVES)('[ROUTE-05] $id $path, open to a holder of any of its rights', ({ area, path, rights }) => {
  it('has at least two alternatives, all of them catalogue rights', () => {
    expect(rights.length).toBeGreaterThanOrEqual(2);
  });

  it.each(rights.map((right) => [right]))('opens for a holder of %s alone', async (right) => {
    await logInHolding([right]);
    await renderArea(area, sampleUrl(path));
    await expectPage(area, path);
  });

  it('opens for a holder of all of them', async () => {
    await logInHolding(rights);
    await renderArea(area, sampleUrl(path));
    await expectPage(area, path);
  });

  it('stays closed to a holder of none of them', async () => {
    await logInHolding([]);
    await renderArea(area, sampleUrl(path));
    await expectNoPermission();
  });

  it('stays closed to a holder of every other right of the catalogue', async () => {
    await logInHolding(ALL_RIGHT_CODES.filter((code) => !rights.includes(code)));
    await renderArea(area, sampleUrl(path));
    await expectNoPermission();
  });
});

describe('single routes', () => {
  it('[ROUTE-12] the root route of the overall area redirects to /shops/dashboard', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    await renderArea('index', '/');
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    await waitFor(() => expect(probe.pathname).toBe('/shops/dashboard'));
  });

  it('[ROUTE-30] the /webcad placeholders say they are under development', async () => {
    act(() => setLanguage('en-US'));
    await login({ login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });
    await renderArea('index', '/webcad/files/send');
    for (const path of ['/webcad/files/send', '/webcad/modules/deploy', '/webcad/materials/deploy']) {
      await go(path);
      const page = await screen.findByTestId('pending-page');
      expect(page).toHaveTextContent(/under development/i);
    }
  });

  it('a pending page names itself with the breadcrumb area > group > page and says its content is not available yet', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    await renderArea('depot', '/buy/orders');
    const page = await screen.findByTestId('pending-page');
    const crumbs = page.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(crumbs.textContent).toContain(zhCN['area.depot']);
    expect(crumbs.textContent).toContain(zhCN['menuGroup.purchase']);
    expect(crumbs.textContent).toContain(zhCN['route.depot.buyOrders']);
    expect(within(page).getByText(zhCN['pending.text'])).toBeInTheDocument();
    expect(document.title).toContain(zhCN['route.depot.buyOrders']);
  });

  it('[ROUTE-40] /process/configMulti opens behind the process configuration right and highlights the /process/config entry', async () => {
    await logInHolding(['SF_ERP_SHOP_PROCESS_QUERY']);
    await renderArea('erp', '/process/configMulti');
    await expectPage('erp', '/process/configMulti');
    const entry = document.querySelector('.area-menu .ant-menu-item-selected');
    expect(entry).toHaveTextContent(zhCN['route.erp.processConfig']);
    expect(entry?.querySelector('a')).toHaveAttribute('href', '/process/config');
  });
});
