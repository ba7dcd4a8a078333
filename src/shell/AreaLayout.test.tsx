/** The area layout: session gate, header, the route table, rights, placeholder areas. */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { login } from '../api/user';
import * as navigation from '../app/navigation';
import { erpArea } from '../app/routes/erpRoutes';
import { indexArea } from '../app/routes/indexRoutes';
import type { AreaDefinition } from '../app/routes/types';
import { zhCN } from '../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { AreaLayout } from './AreaLayout';

setupTestBackend();

let navigate: jest.SpyInstance;
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderArea(definition: AreaDefinition, route: string) {
  return renderApp(
    <Routes>
      <Route path="*" element={<AreaLayout definition={definition} />} />
    </Routes>,
    { route, boot: definition.area },
  );
}

describe('area layout', () => {
  it("[PAGES-08] shows 'Logging in, loading...' until the session is known", async () => {
    renderArea(indexArea, '/shops/dashboard');
    expect(screen.getByText(zhCN['app.loading'])).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('sends a logged-out visitor to user.html#/login, remembering the page', async () => {
    renderArea(indexArea, '/shops/dashboard');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0][0]).toMatch(/^user\.html#\/login\?redirect=/);
  });

  it('redirects the overall-area root to /shops/dashboard and greets the user in the shell', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    renderArea(indexArea, '/');
    expect(await screen.findByText(zhCN['dashboard.welcome'].replace('{name}', DEMO_ACCOUNTS.master))).toBeInTheDocument();
    expect(screen.getAllByText('演示家具厂').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: zhCN['session.logout'] })).toBeInTheDocument();
    expect(screen.getByText(zhCN['dashboard.role.master'])).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the placeholder of an area whose pages are not built yet', async () => {
    await login({ login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });
    renderArea(erpArea, '/');
    expect(await screen.findByText(zhCN['shell.placeholder.text'])).toBeInTheDocument();
    expect(screen.getAllByText(zhCN['area.erp']).length).toBeGreaterThan(0);
  });

  it('shows the no-permission page on a route whose right the user lacks', async () => {
    await login({ login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });
    const guarded: AreaDefinition = {
      area: 'index',
      routes: [{ path: '/staff/logs', right: 'SF_LOGINLOG_QUERY,SF_STAFF_LOG_QUERY', page: indexArea.routes[0].page }],
    };
    renderArea(guarded, '/staff/logs');
    expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['noAuth.sub'])).toBeInTheDocument();
  });
});
