/** The login page, logging in through the real backend (msw -> server/app.ts over in-memory SQLite). */
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, RawIntlProvider, type IntlConfig } from 'react-intl';
import { loginStatus, login } from '../../api/user';
import { BaseProviders } from '../../app/BaseProviders';
import { setLanguage } from '../../app/i18n';
import * as navigation from '../../app/navigation';
import { zhCN } from '../../locales/zh-CN';
import { enUS } from '../../locales/en-US';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { renderLoginPage } from '../../../tests/helpers/renderLogin';
import { checkLoggedIn } from './LoginApp';
import LoginPage from './LoginPage';
import { loginPageMessages } from './messages';

const backend = setupTestBackend();

let navigate: jest.SpyInstance;
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

/** The login page, once the start-up's User-loginStatus has answered (a logged-out visitor sees the form). */
const renderLogin = (route = '/login') => renderLoginPage(route);

/** antd spaces out two Chinese characters ('登 录'). */
const submitButton = () => screen.getByRole('button', { name: /^\s*(登\s*录|Log in)\s*$/ });

/**
 * Fills the form the way a password manager or a paste does, one change per field: these tests are
 * about the login flow, and typing 20 keys into an antd form costs seconds on a loaded machine.
 */
async function fillAndSubmit(name: string, password: string, labels: { name: string; password: string } = { name: zhCN['login.name'], password: zhCN['login.password'] }) {
  const user = userEvent.setup();
  for (const [label, value] of [
    [labels.name, name],
    [labels.password, password],
  ] as const) {
    if (!value) continue;
    await user.click(await screen.findByLabelText(label));
    await user.paste(value);
  }
  await user.click(submitButton());
}

describe('login page', () => {
  it('shows the product, the account-or-phone and password fields and a submit button', async () => {
    await renderLogin();
    expect(await screen.findByRole('heading', { name: zhCN['app.name'] })).toBeInTheDocument();
    expect(screen.getByLabelText(zhCN['login.name'])).toBeInTheDocument();
    expect(screen.getByLabelText(zhCN['login.password'])).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: /登\s*录/ })).toHaveAttribute('type', 'submit');
    expect(screen.getByText(zhCN['login.demoHint'])).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before calling the server', async () => {
    const requests: string[] = [];
    backend.current.server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    await renderLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText(zhCN['validation.login.nameRequired'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['validation.login.passwordRequired'])).toBeInTheDocument();
    expect(requests).toEqual(['/api/User-loginStatus']);
  });

  it("shows the server's message inline when the password is wrong, and stays", async () => {
    const { unmount } = await renderLogin();
    await fillAndSubmit(DEMO_ACCOUNTS.master, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(zhCN['server.loginFailed']);
    // The form is usable again once the server has answered.
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    unmount();
    expect((await loginStatus()).user_info.user_id).toBe(-1);
  });

  it("[PAGES-08] logs in as demo_admin through the backend, shows 'Logging in, loading...' and goes to index.html", async () => {
    act(() => setLanguage('en-US'));
    const { unmount } = await renderLogin();
    await fillAndSubmit(DEMO_ACCOUNTS.master, DEMO_PASSWORD, { name: enUS['login.name'], password: enUS['login.password'] });
    expect(await screen.findByText('Logging in, loading...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
    // The page has gone on; the server holds the session.
    unmount();
    const status = await loginStatus();
    expect(status.user_info.login_name).toBe(DEMO_ACCOUNTS.master);
  });

  it('logs in with the phone number as well', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const phone = (await loginStatus()).user_info.user_phone;
    backend.current.jar.clear();
    const { unmount } = await renderLogin();
    await fillAndSubmit(phone, DEMO_PASSWORD);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
    unmount();
    expect((await loginStatus()).user_info.login_name).toBe(DEMO_ACCOUNTS.master);
  });

  it('goes to a safe redirect of this site after logging in', async () => {
    await renderLogin(`/login?redirect=${encodeURIComponent('erp.html#/orders/list')}`);
    await fillAndSubmit(DEMO_ACCOUNTS.sales, DEMO_PASSWORD);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/erp.html#/orders/list'));
  });

  it('ignores a redirect to another site', async () => {
    await renderLogin(`/login?redirect=${encodeURIComponent('https://evil.example/index.html')}`);
    await fillAndSubmit(DEMO_ACCOUNTS.master, DEMO_PASSWORD);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('goes straight on when already logged in', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    await renderLoginPage('/login', { settle: false });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('index.html'));
    expect(screen.getByText(zhCN['app.loading'])).toBeInTheDocument();
    expect(screen.queryByLabelText(zhCN['login.name'])).not.toBeInTheDocument();
  });

  it('switches to English and back', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByText('English'));
    expect(await screen.findByLabelText(enUS['login.name'])).toBeInTheDocument();
    expect(localStorage.getItem('erp.lang')).toBe('en-US');
    await user.click(screen.getByText(enUS['lang.zh-CN']));
    expect(await screen.findByLabelText(zhCN['login.name'])).toBeInTheDocument();
    expect(localStorage.getItem('erp.lang')).toBe('zh-CN');
  });

  it('any other hash of user.html shows the login form at #/login', async () => {
    await renderLoginPage('/elsewhere?redirect=erp.html');
    expect(await screen.findByLabelText(zhCN['login.name'])).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it("needs no message beyond its own pack (src/locales/packs): the form, its rules, a refusal and 'Logging in, loading...'", async () => {
    // Only the login pack: a message the page shows and the pack lacks is a console error, which fails the test.
    const intl = createIntl({ locale: 'zh-CN', messages: loginPageMessages(zhCN) as IntlConfig['messages'] });
    window.location.hash = '#/login';
    const loggedIn = checkLoggedIn();
    render(
      <StyleProvider mock="server">
        <BaseProviders>
          <RawIntlProvider value={intl}>
            <LoginPage loggedIn={loggedIn} />
          </RawIntlProvider>
        </BaseProviders>
      </StyleProvider>,
    );
    await act(() => loggedIn);
    expect(screen.getByText(zhCN['lang.en-US'])).toBeInTheDocument();
    await fillAndSubmit('', '');
    expect(await screen.findByText(zhCN['validation.login.nameRequired'])).toBeInTheDocument();
    await fillAndSubmit(DEMO_ACCOUNTS.master, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(zhCN['server.loginFailed']);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.setup().clear(screen.getByLabelText(zhCN['login.password']));
    await fillAndSubmit('', DEMO_PASSWORD, { name: zhCN['login.name'], password: zhCN['login.password'] });
    expect(await screen.findByText(zhCN['app.loading'])).toBeInTheDocument();
    expect(Object.keys(loginPageMessages(enUS))).toEqual(Object.keys(loginPageMessages(zhCN)));
  });
});
