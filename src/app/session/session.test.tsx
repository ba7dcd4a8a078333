/**
 * The session slice and its sagas, against the real backend (msw -> server/app.ts over in-memory
 * SQLite): loading the session, the derived flags, the defaults, the local-storage cache, log-out.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { login, loginStatus } from '../../api/user';
import { sessionFlags } from '../../common/session';
import { enUS } from '../../locales/en-US';
import { zhCN, type MessageId } from '../../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { renderApp } from '../../../tests/helpers/renderApp';
import { findShellHeader, shellHeader } from '../../../tests/helpers/shellHeader';
import { setLanguage } from '../i18n';
import { indexArea } from '../../routes/indexRoutes';
import * as navigation from '../navigation';
import { AreaLayout } from '../../shell/AreaLayout';
import { createAppStore, type AppStore } from '../store';
import { SESSION_STORAGE_KEYS } from './sessionSaga';
import {
  bootRequested,
  initialSessionState,
  selectHasLogin,
  selectHasShop,
  selectIsMaster,
  selectSession,
  sessionLoaded,
  sessionReducer,
} from './sessionSlice';

const backend = setupTestBackend();

/** A store that has loaded the session of `account` (or of nobody) from the backend. */
async function loadedStore(account?: string): Promise<AppStore> {
  if (account) await login({ login_name: account, password: DEMO_PASSWORD });
  const store = createAppStore();
  store.dispatch(bootRequested({ entry: 'CF-Index' }));
  await waitFor(() => expect(store.getState().session.status).toBe('ready'));
  return store;
}

describe('derived flags', () => {
  it('[SESSION-01] the login state is unknown until User-loginStatus has answered', async () => {
    const store = createAppStore();
    expect(store.getState().session.status).toBe('unknown');
    store.dispatch(bootRequested({ entry: 'CF-Index' }));
    expect(store.getState().session.status).toBe('unknown');
    await waitFor(() => expect(store.getState().session.status).toBe('ready'));
  });

  it('[SESSION-02] hasLogin is true exactly when user_id > 0', async () => {
    expect(selectHasLogin((await loadedStore()).getState())).toBe(false);
    backend.current.jar.clear();
    const store = await loadedStore(DEMO_ACCOUNTS.sales);
    expect(selectSession(store.getState()).user_info.user_id).toBeGreaterThan(0);
    expect(selectHasLogin(store.getState())).toBe(true);
    expect(sessionFlags({ user_id: 0 }, { shop_id: 1, shop_muid: 0 }).hasLogin).toBe(false);
    expect(sessionFlags({ user_id: 1 }, { shop_id: 1, shop_muid: 2 }).hasLogin).toBe(true);
  });

  it('[SESSION-03] hasShop is true exactly when shop_id > 0', async () => {
    expect(selectHasShop((await loadedStore()).getState())).toBe(false);
    const store = await loadedStore(DEMO_ACCOUNTS.master);
    expect(selectSession(store.getState()).shop_info.shop_id).toBeGreaterThan(0);
    expect(selectHasShop(store.getState())).toBe(true);
    expect(sessionFlags({ user_id: 5 }, { shop_id: 0, shop_muid: 5 }).hasShop).toBe(false);
  });

  it("[SESSION-04] isMaster is true exactly when user_id equals the shop's master user id", async () => {
    const master = await loadedStore(DEMO_ACCOUNTS.master);
    const { user_info, shop_info } = selectSession(master.getState());
    expect(user_info.user_id).toBe(shop_info.shop_muid);
    expect(selectIsMaster(master.getState())).toBe(true);

    backend.current.jar.clear();
    const sub = await loadedStore(DEMO_ACCOUNTS.finance);
    expect(selectHasLogin(sub.getState())).toBe(true);
    expect(selectIsMaster(sub.getState())).toBe(false);

    backend.current.jar.clear();
    expect(selectIsMaster((await loadedStore()).getState())).toBe(false);
  });
});

describe('entry', () => {
  it('[SESSION-11] the session holds entry, one of CF-Index, CF-Erp, CF-Depot or CF-Finance, set by the page that boots', () => {
    expect(initialSessionState.entry).toBe('CF-Index');
    for (const entry of ['CF-Index', 'CF-Erp', 'CF-Depot', 'CF-Finance'] as const) {
      expect(sessionReducer(initialSessionState, bootRequested({ entry })).entry).toBe(entry);
    }
  });
});

describe('defaults when absent', () => {
  const empty = sessionReducer(initialSessionState, sessionLoaded({}));

  it.each([
    ['SESSION-12', 'user id defaults to -1', () => empty.user_info.user_id, -1],
    ['SESSION-13', "login name defaults to 'Please log in'", () => empty.user_info.login_name, 'Please log in'],
    ['SESSION-14', 'phone defaults to 13000000000', () => empty.user_info.user_phone, '13000000000'],
    ['SESSION-16', 'shop id defaults to -1', () => empty.shop_info.shop_id, -1],
    ['SESSION-17', "shop name defaults to 'Please log in'", () => empty.shop_info.shop_name, 'Please log in'],
    ['SESSION-18', 'avatar defaults to empty', () => empty.user_info.avatar, ''],
    ['SESSION-18', 'shop logo defaults to empty', () => empty.shop_info.shop_logo, ''],
    ['SESSION-19', "role defaults to 'wait'", () => empty.user_info.user_type, 'wait'],
  ])('[%s] when absent, %s', (_id, _what, actual, expected) => {
    expect(actual()).toBe(expected);
  });

  // Its ID written out in the title, as citations are read: the rows above are also cited by name
  // elsewhere (tests/api/session.test.ts), this one only here (the server knows every caller's IP).
  it("[SESSION-15] when absent, IP defaults to '{ip}'", () => {
    expect(empty.user_info.user_ip).toBe('{ip}');
  });

  it('[SESSION-12] [SESSION-16] the initial state and a logged-out reply carry the same defaults', async () => {
    expect(initialSessionState.user_info.user_id).toBe(-1);
    expect(initialSessionState.shop_info.shop_id).toBe(-1);
    const { user_info, shop_info } = selectSession((await loadedStore()).getState());
    expect(user_info).toMatchObject({ user_id: -1, login_name: 'Please log in', user_phone: '13000000000', avatar: '', user_type: 'wait' });
    expect(shop_info).toMatchObject({ shop_id: -1, shop_name: 'Please log in', shop_logo: '' });
  });

  it('keeps the fields a partial reply does carry', () => {
    const state = sessionReducer(initialSessionState, sessionLoaded({ user_info: { user_id: 7, login_name: 'x' } }));
    expect(state.user_info).toMatchObject({ user_id: 7, login_name: 'x', user_phone: '13000000000', user_type: 'wait' });
  });
});

describe('local-storage cache', () => {
  it('[SESSION-20] login name, phone, IP and env are cached in local storage', async () => {
    const store = await loadedStore(DEMO_ACCOUNTS.master);
    const { user_info, shop_info } = selectSession(store.getState());
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEYS.loginName)).toBe(DEMO_ACCOUNTS.master));
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.phone)).toBe(user_info.user_phone);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.ip)).toBe(user_info.user_ip);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.env)).toBe(shop_info.env);
  });
});

describe('log out', () => {
  async function renderLoggedIn() {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const view = renderApp(
      <Routes>
        <Route path="*" element={<AreaLayout definition={indexArea} />} />
      </Routes>,
      { route: '/shops/dashboard' },
    );
    await findShellHeader();
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEYS.phone)).not.toBeNull());
    return { ...view, navigate };
  }

  /** Log out is an entry of the personal menu in the header [SHELL-06], in the language of `messages`. */
  async function chooseLogout(messages: Record<MessageId, string>) {
    const user = userEvent.setup();
    await user.click(within(shellHeader()).getByRole('button', { name: messages['shell.personalMenu'].replace('{name}', DEMO_ACCOUNTS.master) }));
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(messages['session.logout']) }));
  }

  it("[SESSION-24] choosing log out asks '确认注销登录？'; cancelling keeps the session", async () => {
    const { navigate, unmount } = await renderLoggedIn();
    await chooseLogout(zhCN);
    const dialog = await screen.findByRole('dialog', { name: '确认注销登录？' });
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
    unmount();
    expect((await loginStatus()).user_info.user_id).toBeGreaterThan(0);
  });

  it("[SESSION-25] [SESSION-26] [SESSION-27] [SESSION-28] confirmed log out calls GET /User-ajaxLoginOut, says 'Logout successful', forgets the phone and goes to user.html#/login", async () => {
    act(() => setLanguage('en-US'));
    const { navigate, unmount } = await renderLoggedIn();
    const seen: string[] = [];
    backend.current.server.events.on('request:start', ({ request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`));
    await chooseLogout(enUS);
    const dialog = await screen.findByRole('dialog', { name: enUS['session.logoutConfirm'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    // [SESSION-25]
    await waitFor(() => expect(seen).toContain('GET /api/User-ajaxLoginOut'));
    // [SESSION-26]
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    // [SESSION-27]
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEYS.phone)).toBeNull());
    // [SESSION-28]
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('user.html#/login'));
    // The page has left; the server no longer knows the session.
    unmount();
    expect((await loginStatus()).user_info.user_id).toBe(-1);
  });
});
