/**
 * The layout of the four areas, parameterised by the area and its route table: the session gate
 * (loading; nothing at all, and off to the login page, when logged out [ROUTE-10]), then either a
 * full-screen board (no chrome, no back-to-top [ROUTE-38]) or the shell: header, demo banner, the
 * area menu (a sider on desktops, collapsed on tablets, a drawer on phones), the routes (each
 * behind its right, in an error boundary, loaded lazily), footer, the phone's bottom bar, the
 * back-to-top arrow and the notice popup.
 */
import { FullscreenExitOutlined } from '@ant-design/icons';
import './shell.css';
import { Button, Layout, Spin } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AREA_ENTRY, type Area } from '../common/constants';
import { canAccess } from '../common/access';
import { navigateTo } from '../app/navigation';
import { loginUrlFrom } from '../app/redirect';
import type { AreaDefinition, AreaRoute } from './areaRoute';
import { bootRequested, selectAuthInfo, selectHasLogin, selectSessionStatus, selectShopInfo, selectUserInfo } from '../app/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../app/store';
import { selectNoticePopupOpen } from '../app/notices/noticesSlice';
import { AfterPaint } from '../components/AfterPaint';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageLoading } from '../components/FullPageLoading';
import { ShownOnce } from '../components/Lazy';
import { LazyResult } from '../components/LazyResult';
import { AppFooter } from './AppFooter';
import { AreaHeader } from './AreaHeader';
import { AreaMenu, routeAt, useVisibleMenu } from './areaMenu';
import { useAreaCatalogue } from './areaCatalogue';
import { trailOf } from './routeTrail';
import { CurrentRouteContext } from '../components/currentRoute';
import { BackToTop } from './BackToTop';
import { BottomBar } from './BottomBar';
import { loadCustomerServiceScript } from './customerService';
import { DemoBanner } from './DemoBanner';
import { isAddressAt } from './hashAddress';
import { ShopLogo } from './ShopLogo';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { usePrefetchMenu } from './usePrefetchMenu';
import { useLayoutKind } from '../components/useViewport';

// Shown by few pages, or only on demand: each loads when first shown (src/components/Lazy.tsx).
const NoPermission = lazy(() => import(/* webpackChunkName: "no-permission" */ '../components/NoPermission').then((m) => ({ default: m.NoPermission })));
const AreaPlaceholderPage = lazy(() => import(/* webpackChunkName: "area-placeholder" */ './AreaPlaceholderPage').then((m) => ({ default: m.AreaPlaceholderPage })));
const Drawer = lazy(() => import(/* webpackChunkName: "drawer" */ 'antd/es/drawer'));
const NoticePopup = lazy(() => import(/* webpackChunkName: "notice-popup" */ './notices/NoticePopup').then((m) => ({ default: m.NoticePopup })));

/** The notice popup [SHELL-16], loaded the first time it opens (most page loads never open it). */
function Notices() {
  const open = useAppSelector(selectNoticePopupOpen);
  return (
    <ShownOnce when={open}>
      <NoticePopup />
    </ShownOnce>
  );
}

function PageLoading() {
  return (
    <div className="area-page-loading">
      <Spin />
    </div>
  );
}

/**
 * A route's page, or the no-permission page when the user lacks its right; either way with the
 * matched route (its title and breadcrumb) around it for the page header.
 */
function RouteGate({ area, route }: { area: Area; route: AreaRoute }) {
  const auth = useAppSelector(selectAuthInfo);
  const current = useMemo(() => ({ title: route.title, trail: trailOf(area, route) }), [area, route]);
  const Page = route.page;
  return <CurrentRouteContext.Provider value={current}>{canAccess(auth, route.right) ? <Page /> : <NoPermission />}</CurrentRouteContext.Provider>;
}

function AreaRoutes({ definition }: { definition: AreaDefinition }) {
  const location = useLocation();
  const { shellRoutes } = useAreaCatalogue();
  return (
    <ErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {definition.routes.map((r) => (
            <Route key={r.path} path={r.path} element={<RouteGate area={definition.area} route={r} />} />
          ))}
          {shellRoutes.filter((s) => !definition.routes.some((r) => r.path === s.path)).map((r) => (
            <Route key={r.path} path={r.path} element={<RouteGate area={definition.area} route={r} />} />
          ))}
          <Route path="*" element={definition.home ? <HomeRedirect to={definition.home} /> : <AreaPlaceholderPage area={definition.area} />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * [ROUTE-12] An address with no page of its own (the area's root) goes to the area's home page,
 * unless the address bar has already moved on: the router takes a new address in a transition, and
 * redirecting from the old one would undo a link opened while the page was starting.
 */
export function HomeRedirect({ to }: { to: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isAddressAt(location)) void navigate(to, { replace: true });
  }, [location, navigate, to]);
  return null;
}

/** [SHELL-05] The customer-service provider's script, with the visitor's details (nothing when none is configured). */
function useCustomerServiceScript(): void {
  const user = useAppSelector(selectUserInfo);
  const shop = useAppSelector(selectShopInfo);
  const { user_id, login_name, user_phone } = user;
  const { shop_id, shop_name } = shop;
  useEffect(() => {
    loadCustomerServiceScript({ user_id, login_name, user_phone, shop_id, shop_name });
  }, [user_id, login_name, user_phone, shop_id, shop_name]);
}

/** A full-screen board: the page alone, with a small way out. */
function FullScreenFrame({ definition }: { definition: AreaDefinition }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="area-fullscreen">
      <AreaRoutes definition={definition} />
      <Button
        className="area-fullscreen-exit"
        shape="circle"
        icon={<FullscreenExitOutlined />}
        aria-label={intl.formatMessage({ id: 'shell.exitFullScreen' })}
        title={intl.formatMessage({ id: 'shell.exitFullScreen' })}
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(definition.home ?? '/'))}
      />
    </div>
  );
}

function AreaFrame({ definition }: { definition: AreaDefinition }) {
  const intl = useIntl();
  const location = useLocation();
  const shop = useAppSelector(selectShopInfo);
  const kind = useLayoutKind();
  const menu = useVisibleMenu(definition.routes);
  const hasMenu = menu.length > 0;
  // The drawer is open at the page where it was opened: moving to another page closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOpenAt(open ? location.pathname : null);
  const [tabletExpanded, setTabletExpanded] = useState(false);
  useCustomerServiceScript();
  usePrefetchMenu(definition.routes, menu, location.pathname);

  const open = routeAt(definition.routes, location.pathname);
  if (open?.fullScreen) return <FullScreenFrame definition={definition} />;

  const phone = kind === 'phone';
  return (
    <Layout className={`area-layout area-layout--${kind}`}>
      <AreaHeader area={definition.area} onOpenMenu={hasMenu ? () => setDrawerOpen(true) : undefined} />
      <Layout hasSider={!phone && hasMenu} className="area-body">
        {!phone && hasMenu && (
          <Layout.Sider
            className="area-sider"
            width={220}
            collapsedWidth={64}
            theme="light"
            collapsible={kind === 'tablet'}
            collapsed={kind === 'tablet' && !tabletExpanded}
            onCollapse={(collapsed) => setTabletExpanded(!collapsed)}
            trigger={kind === 'tablet' ? undefined : null}
          >
            <nav aria-label={intl.formatMessage({ id: 'shell.menu' })}>
              <AreaMenu routes={definition.routes} collapsed={kind === 'tablet' && !tabletExpanded} />
            </nav>
          </Layout.Sider>
        )}
        <Layout className="area-main">
          <DemoBanner />
          <Layout.Content className="area-content">
            <AreaRoutes definition={definition} />
          </Layout.Content>
          {/* Below the fold (shell.css), in a commit after the rest of the shell's. */}
          <AfterPaint>
            <AppFooter />
          </AfterPaint>
        </Layout>
      </Layout>
      {phone && hasMenu && (
        <ShownOnce when={drawerOpen}>
          <Drawer
            className="area-drawer"
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={272}
            title={
              <span className="area-drawer-title">
                <ShopLogo src={shop.shop_logo} name={shop.shop_name} size={28} />
                <span>{intl.formatMessage({ id: `area.${definition.area}` })}</span>
              </span>
            }
          >
            <nav aria-label={intl.formatMessage({ id: 'shell.menu' })}>
              <AreaMenu routes={definition.routes} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Drawer>
        </ShownOnce>
      )}
      {phone && <BottomBar area={definition.area} />}
      {/* Neither shows when a page opens. */}
      <AfterPaint>
        <BackToTop />
        <Notices />
      </AfterPaint>
    </Layout>
  );
}

/** What the layout shows for the session: loading, the retry of a failed load, nothing (logged out), or the shell. */
type Gate = 'loading' | 'failed' | 'loggedOut' | 'shell';
const selectGate = (state: Parameters<typeof selectSessionStatus>[0]): Gate => {
  const status = selectSessionStatus(state);
  if (status === 'failed') return 'failed';
  if (status !== 'ready') return 'loading';
  return selectHasLogin(state) ? 'shell' : 'loggedOut';
};

export function AreaLayout({ definition }: { definition: AreaDefinition }) {
  const dispatch = useAppDispatch();
  // The store's updates render at once and in one piece; the shell, the largest render of the
  // start-up, comes in the background instead, in slices the browser can paint between, while the
  // loading state stays on screen (on a slow phone, one long task of a few hundred ms otherwise).
  const gate = useDeferredValue(useAppSelector(selectGate));
  const mustLogIn = gate === 'loggedOut';
  useDocumentTitle(`area.${definition.area}`);

  useEffect(() => {
    if (mustLogIn) navigateTo(loginUrlFrom(window.location.href));
  }, [mustLogIn]);

  if (gate === 'failed') {
    return (
      <LazyResult
        status="warning"
        title={<FormattedMessage id="shell.loadFailed" />}
        extra={
          <Button type="primary" onClick={() => dispatch(bootRequested({ entry: AREA_ENTRY[definition.area] }))}>
            <FormattedMessage id="shell.retry" />
          </Button>
        }
      />
    );
  }
  // [ROUTE-10] Logged out: nothing of the layout, while the login page loads.
  if (mustLogIn) return null;
  if (gate === 'loading') return <FullPageLoading />;
  return <AreaFrame definition={definition} />;
}
