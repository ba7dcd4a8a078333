/**
 * The layout of the four areas, parameterised by the area and its route table: session gate
 * (loading, or off to the login page when logged out), header, the area menu, and the routes, each
 * behind its right, in an error boundary, loaded lazily.
 */
import { Button, Layout, Menu, Result, Spin } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AREA_ENTRY } from '../common/constants';
import { canAccess } from '../common/rights';
import { navigateTo } from '../app/navigation';
import { loginUrlFrom } from '../app/redirect';
import type { AreaDefinition, AreaRoute } from '../app/routes/types';
import { bootRequested, selectAuthInfo, selectHasLogin, selectSessionStatus } from '../app/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../app/store';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageLoading } from '../components/FullPageLoading';
import { NoPermission } from '../components/NoPermission';
import { AreaHeader } from './AreaHeader';
import { AreaPlaceholderPage } from './AreaPlaceholderPage';
import { useDocumentTitle } from './useDocumentTitle';
import { useMediaQuery } from './useViewport';

function PageLoading() {
  return (
    <div style={{ padding: 64, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/** A route's page, or the no-permission page when the user lacks its right. */
function RouteGate({ route }: { route: AreaRoute }) {
  const auth = useAppSelector(selectAuthInfo);
  if (!canAccess(auth, route.right)) return <NoPermission />;
  const Page = route.page;
  return <Page />;
}

function AreaFrame({ definition }: { definition: AreaDefinition }) {
  const intl = useIntl();
  const location = useLocation();
  const auth = useAppSelector(selectAuthInfo);
  const wide = useMediaQuery('(min-width: 992px)');

  const menuRoutes = useMemo(() => definition.routes.filter((r) => r.menu && canAccess(auth, r.right)), [definition.routes, auth]);
  const selected = menuRoutes.find((r) => matchPath({ path: r.path, end: false }, location.pathname))?.path;

  return (
    <Layout className="area-layout">
      <AreaHeader area={definition.area} />
      <Layout>
        {wide && menuRoutes.length > 0 && (
          <Layout.Sider width={208} className="area-sider">
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              style={{ borderInlineEnd: 'none', paddingTop: 8 }}
              items={menuRoutes.map((r) => ({
                key: r.path,
                icon: r.menu?.icon,
                label: <Link to={r.path}>{r.menu ? intl.formatMessage({ id: r.menu.label }) : r.path}</Link>,
              }))}
            />
          </Layout.Sider>
        )}
        <Layout.Content className="area-content">
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<PageLoading />}>
              <Routes>
                {definition.routes.map((r) => (
                  <Route key={r.path} path={r.path} element={<RouteGate route={r} />} />
                ))}
                <Route
                  path="*"
                  element={definition.home ? <Navigate to={definition.home} replace /> : <AreaPlaceholderPage area={definition.area} />}
                />
              </Routes>
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export function AreaLayout({ definition }: { definition: AreaDefinition }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const hasLogin = useAppSelector(selectHasLogin);
  const mustLogIn = status === 'ready' && !hasLogin;
  useDocumentTitle(`area.${definition.area}`);

  useEffect(() => {
    if (mustLogIn) navigateTo(loginUrlFrom(window.location.href));
  }, [mustLogIn]);

  if (status === 'failed') {
    return (
      <Result
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
  if (status !== 'ready' || !hasLogin) return <FullPageLoading />;
  return <AreaFrame definition={definition} />;
}
