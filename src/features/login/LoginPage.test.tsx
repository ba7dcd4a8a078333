/** The login page, logging in through the real backend (msw -> server/app.ts over in-memory SQLite). */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loginStatus, login } from '../../api/user';
import { setLanguage } from '../../app/i18n';
import * as navigation from '../../app/navigation';
import { zhCN } from '../../locales/zh-CN';
import { enUS } from '../../locales/en-US';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { renderApp } from '../../../tests/helpers/renderApp';
import LoginPage from './LoginPage';

const backend = setupTestBackend();

let navigate: jest.SpyInstance;
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => setLanguage('zh-CN'));
});

function renderLogin(route = '/login') {
  return renderApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route },
  );
}

async function fillAndSubmit(name: string, password: string) {
  const user = userEvent.setup();
  const nameInput = await screen.findByLabelText(zhCN['login.name']);
  if (name) await user.type(nameInput, name);
  if (password) await user.type(screen.getByLabelText(zhCN['login.password']), password);
  await user.click(screen.getByRole('button', { name: new RegExp(zhCN['login.submit'].split('').join('\\s*')) }));
}

describe('login page', () => {
  it('shows the product, the account-or-phone and password fields and a submit button', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: zhCN['app.name'] })).toBeInTheDocument();
    expect(screen.getByLabelText(zhCN['login.name'])).toBeInTheDocument();
    expect(screen.getByLabelText(zhCN['login.password'])).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: /登\s*录/ })).toHaveAttribute('type', 'submit');
    expect(screen.getByText(zhCN['login.demoHint'])).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before calling the server', async () => {
    const requests: string[] = [];
    backend.current.server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    renderLogin();
    await waitFor(() => expect(requests).toContain('/api/User-loginStatus'));
    await fillAndSubmit('', '');
    expect(await screen.findByText(zhCN['validation.login.nameRequired'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['validation.login.passwordRequired'])).toBeInTheDocument();
    expect(requests).not.toContain('/api/User-login');
    backend.current.server.events.removeAllListeners();
  });

  it("shows the server's message inline when the password is wrong, and stays", async () => {
    renderLogin();
    await fillAndSubmit(DEMO_ACCOUNTS.master, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(zhCN['server.loginFailed']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect((await loginStatus()).user_info.user_id).toBe(-1);
  });

  it("[PAGES-08] logs in as demo_admin through the backend, shows 'Logging in, loading...' and goes to index.html", async () => {
    renderLogin();
    await fillAndSubmit(DEMO_ACCOUNTS.master, DEMO_PASSWORD);
    expect(await screen.findByText(zhCN['app.loading'])).toBeInTheDocument();
    expect(enUS['app.loading']).toBe('Logging in, loading...');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
    const status = await loginStatus();
    expect(status.user_info.login_name).toBe(DEMO_ACCOUNTS.master);
  });

  it('logs in with the phone number as well', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const phone = (await loginStatus()).user_info.user_phone;
    backend.current.jar.clear();
    renderLogin();
    await fillAndSubmit(phone, DEMO_PASSWORD);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
  });

  it('goes to a safe redirect of this site after logging in', async () => {
    renderLogin(`/login?redirect=${encodeURIComponent('erp.html#/orders/list')}`);
    await fillAndSubmit(DEMO_ACCOUNTS.sales, DEMO_PASSWORD);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/erp.html#/orders/list'));
  });

  it('ignores a redirect to another site', async () => {
    renderLogin(`/login?redirect=${encodeURIComponent('https://evil.example/index.html')}`);
    await fillAndSubmit(DEMO_ACCOUNTS.master, DEMO_PASSWORD);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
  });

  it('goes straight on when already logged in', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    renderLogin();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
    expect(screen.getByText(zhCN['app.loading'])).toBeInTheDocument();
  });

  it('switches to English and back', async () => {
    renderLogin();
    await userEvent.click(await screen.findByText('English'));
    expect(await screen.findByLabelText(enUS['login.name'])).toBeInTheDocument();
    expect(localStorage.getItem('erp.lang')).toBe('en-US');
    await userEvent.click(screen.getByText('中文'));
    expect(await screen.findByLabelText(zhCN['login.name'])).toBeInTheDocument();
  });
});
