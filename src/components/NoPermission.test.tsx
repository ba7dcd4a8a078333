/** The no-permission page of SPEC.md 'Other pages' [PAGES-01..07]. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { login } from '../api/user';
import { setLanguage } from '../app/i18n';
import * as navigation from '../app/navigation';
import { AREA_DEFINITIONS } from '../routes/allAreas';
import { zhCN } from '../locales/zh-CN';
import { AreaLayout } from '../shell/AreaLayout';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { NoPermission } from './NoPermission';

setupTestBackend();
beforeEach(() => {
  jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

async function renderAs(account: string, ui: React.ReactNode, route = '/') {
  await login({ login_name: account, password: DEMO_PASSWORD });
  const view = renderApp(ui, { route, boot: 'index' });
  await waitFor(() => expect(view.store.getState().session.status).toBe('ready'));
  return view;
}

describe('no-permission page', () => {
  it('[PAGES-01] [PAGES-02] [PAGES-03] [PAGES-05] [PAGES-06] [PAGES-07] a sub-account opening a forbidden route: SOS, the description, the sub-account advice, in the "Permission restricted" wrapper', async () => {
    await renderAs(
      DEMO_ACCOUNTS.sales,
      <Routes>
        <Route path="*" element={<AreaLayout definition={AREA_DEFINITIONS.index} />} />
      </Routes>,
      '/staff/group',
    );
    const page = await screen.findByTestId('no-permission');
    expect(within(page).getByTestId('no-permission-status')).toHaveTextContent(/^SOS$/);
    expect(within(page).getByText(zhCN['noAuth.description'])).toBeInTheDocument();
    expect(within(page).getByText(zhCN['noAuth.sub'])).toBeInTheDocument();
    expect(within(page).queryByText(zhCN['noAuth.master'])).not.toBeInTheDocument();
    expect(within(page).getByRole('heading', { name: zhCN['noAuth.title'] })).toBeInTheDocument();
    const crumbs = page.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(within(crumbs).getByText(zhCN['noAuth.breadcrumb.errorPage'])).toBeInTheDocument();
    expect(within(crumbs).getByText(zhCN['noAuth.breadcrumb.errorResult'])).toBeInTheDocument();
    // A way back to the dashboard, which everyone may open.
    expect(within(page).getByRole('link', { name: zhCN['pending.back'] })).toHaveAttribute('href', '/shops/dashboard');
  });

  it('[PAGES-04] shows the main account the value-added package advice instead', async () => {
    await renderAs(DEMO_ACCOUNTS.master, <NoPermission />);
    const page = await screen.findByTestId('no-permission');
    expect(within(page).getByText(zhCN['noAuth.master'])).toBeInTheDocument();
    expect(within(page).queryByText(zhCN['noAuth.sub'])).not.toBeInTheDocument();
  });

  it('[PAGES-01] [PAGES-02] takes another status code and description', async () => {
    await renderAs(DEMO_ACCOUNTS.sales, <NoPermission status="403" description="只读账号" />);
    expect(await screen.findByTestId('no-permission-status')).toHaveTextContent(/^403$/);
    expect(screen.getByText('只读账号')).toBeInTheDocument();
    expect(screen.queryByText(zhCN['noAuth.description'])).not.toBeInTheDocument();
  });

  it("[PAGES-03] [PAGES-05] [PAGES-06] [PAGES-07] in English the sub-account reads the spec's own texts", async () => {
    act(() => setLanguage('en-US'));
    await renderAs(DEMO_ACCOUNTS.sales, <NoPermission />);
    const page = await screen.findByTestId('no-permission');
    expect(within(page).getByText('Sorry! You currently have no permission to access this page')).toBeInTheDocument();
    expect(within(page).getByText('If you are a sub-account, please contact the administrator for authorization')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { name: 'Permission restricted' })).toBeInTheDocument();
    const crumbs = page.querySelector('.ant-breadcrumb') as HTMLElement;
    expect([...crumbs.querySelectorAll('.ant-breadcrumb-link')].map((c) => c.textContent)).toEqual(['Error page', 'Error result']);
  });

  it("[PAGES-04] in English the main account reads the spec's own text", async () => {
    act(() => setLanguage('en-US'));
    await renderAs(DEMO_ACCOUNTS.master, <NoPermission />);
    const page = await screen.findByTestId('no-permission');
    expect(within(page).getByText('If you are the main account, please buy the corresponding value-added package')).toBeInTheDocument();
  });
});
