/**
 * The header's chat button, the customer-service loader, the personal menu (settings, password,
 * language, log out) and the what's-new dialog, against the real backend.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { updateLogs } from '../api/shell';
import type { UpdateLog } from '../common/shell';
import { login, loginStatus } from '../api/user';
import { getLanguage } from '../app/i18n';
import * as navigation from '../app/navigation';
import type { AreaDefinition } from './areaRoute';
import { LOGIN_PATH, VERSION_LABEL } from '../common/constants';
import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { findShellHeader, shellHeader } from '../../tests/helpers/shellHeader';
import { setViewportWidth } from '../../tests/helpers/viewport';
import { AreaLayout } from './AreaLayout';
import { unreadBadgeCount } from './ChatButton';
import { CUSTOMER_SERVICE, CUSTOMER_SERVICE_SCRIPT_ID, loadCustomerServiceScript, openCustomerService, withVisitor, type Visitor } from './customerService';
import { whatsNewSeenKey } from './whatsNew';

const backend = setupTestBackend();

const UPDATE_JSON = JSON.parse(readFileSync(path.join(__dirname, '../../public/update.json'), 'utf8')) as UpdateLog[];

const AREA: AreaDefinition = {
  area: 'index',
  home: '/home',
  routes: [{ path: '/home', page: lazy(async () => ({ default: () => <p>home page</p> })) }],
};

let navigate: jest.SpyInstance;
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
  // The static file, as the Node host and the dev server serve it from public/.
  backend.current.server.use(http.get('*/update.json', () => HttpResponse.json(UPDATE_JSON)));
});
afterEach(() => {
  // In the document's head, which the shared tidying after each test leaves alone.
  document.getElementById(CUSTOMER_SERVICE_SCRIPT_ID)?.remove();
});

async function renderLoggedIn(account: string = DEMO_ACCOUNTS.master) {
  await login({ login_name: account, password: DEMO_PASSWORD });
  const view = renderApp(
    <Routes>
      <Route path="*" element={<AreaLayout definition={AREA} />} />
    </Routes>,
    { route: '/home' },
  );
  await findShellHeader();
  return view;
}

const header = shellHeader;
const chatButton = () => within(header()).getByRole('button', { name: new RegExp(zhCN['shell.chat']) });
/** The personal menu's button, in either language ('{name} 的个人菜单', 'Personal menu of {name}'). */
const personalMenu = (name: string = DEMO_ACCOUNTS.master) => screen.getByRole('button', { name: new RegExp(`\\b${name}\\b`) });

async function chooseFromPersonalMenu(label: string, account?: string) {
  await userEvent.click(personalMenu(account));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(label) }));
}

describe('after-sales chat', () => {
  it('[SHELL-03] the chat button shows the unread count from User-loginStatus (demo_admin: 3)', async () => {
    await renderLoggedIn(DEMO_ACCOUNTS.master);
    expect(chatButton()).toHaveTextContent(zhCN['shell.chat']);
    const badge = header().querySelector('.area-chat-badge .ant-badge-count');
    expect(badge).toHaveAttribute('title', '3');
  });

  it('[SHELL-04] over 99 unread (demo_sales: 120) the badge shows dots', async () => {
    await renderLoggedIn(DEMO_ACCOUNTS.sales);
    const badge = header().querySelector('.area-chat-badge .ant-badge-count');
    expect(badge).toHaveAttribute('title', '...');
    expect(badge).not.toHaveTextContent('120');
    expect(unreadBadgeCount(99)).toBe(99);
    expect(unreadBadgeCount(100)).toBe('...');
    expect(unreadBadgeCount(0)).toBe(0);
  });

  it('[SHELL-03] without a configured chat page, the button shows the after-sales contact', async () => {
    await renderLoggedIn(DEMO_ACCOUNTS.master);
    await userEvent.click(chatButton());
    const panel = await screen.findByText(zhCN['shell.chat.unread'].replace('{count}', '3'));
    expect(panel).toBeInTheDocument();
    expect(screen.getByText('佛山板式家具服务中心')).toBeInTheDocument();
  });

  it('[SHELL-03] with a configured chat page, the button opens it with the visitor details', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const visitor: Visitor = { user_id: 7, login_name: 'demo_admin', user_phone: '13800138000', shop_id: 1, shop_name: '演示家具厂' };
    expect(openCustomerService(visitor, { chatUrl: '', scriptUrl: '' })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(openCustomerService(visitor, { chatUrl: 'https://kefu.example.com/chat?channel=erp', scriptUrl: '' })).toBe(true);
    const url = new URL(open.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://kefu.example.com/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: 'erp',
      visitor_id: '7',
      visitor_name: 'demo_admin',
      visitor_phone: '13800138000',
      visitor_shop: '演示家具厂',
      visitor_shop_id: '1',
    });
    expect(open.mock.calls[0][1]).toBe('_blank');
  });

  it('[SHELL-05] the customer-service script is injected with the visitor details; nothing when none is configured', () => {
    const visitor: Visitor = { user_id: 12, login_name: 'demo_sales', user_phone: '13912345678', shop_id: 1, shop_name: '演示家具厂' };
    expect(CUSTOMER_SERVICE.scriptUrl).toBe('');
    expect(loadCustomerServiceScript(visitor)).toBeNull();
    expect(document.getElementById(CUSTOMER_SERVICE_SCRIPT_ID)).toBeNull();

    const config = { chatUrl: '', scriptUrl: 'https://kefu.example.com/widget.js?v=2' };
    const script = loadCustomerServiceScript(visitor, config)!;
    expect(script.parentNode).toBe(document.head);
    expect(script.async).toBe(true);
    const src = new URL(script.src);
    expect(src.searchParams.get('v')).toBe('2');
    expect(src.searchParams.get('visitor_name')).toBe('demo_sales');
    expect(src.searchParams.get('visitor_phone')).toBe('13912345678');
    expect(src.searchParams.get('visitor_shop')).toBe('演示家具厂');
    expect(script.dataset).toMatchObject({ visitorId: '12', visitorName: 'demo_sales', visitorPhone: '13912345678', visitorShop: '演示家具厂', visitorShopId: '1' });
    // Once only; another visitor replaces it.
    expect(loadCustomerServiceScript(visitor, config)).toBe(script);
    expect(document.querySelectorAll(`#${CUSTOMER_SERVICE_SCRIPT_ID}`)).toHaveLength(1);
    const other = loadCustomerServiceScript({ ...visitor, login_name: 'demo_admin' }, config)!;
    expect(other).not.toBe(script);
    expect(document.querySelectorAll(`#${CUSTOMER_SERVICE_SCRIPT_ID}`)).toHaveLength(1);
    expect(withVisitor('/kefu', visitor)).toMatch(/^http:\/\/localhost\/kefu\?visitor_id=12&/);
  });
});

describe('personal menu', () => {
  it('[SHELL-06] has personal settings, password change and log out (and the language)', async () => {
    await renderLoggedIn();
    await userEvent.click(personalMenu());
    for (const label of [zhCN['route.personal.settings'], zhCN['session.changePassword'], zhCN['lang.zh-CN'], zhCN['lang.en-US'], zhCN['session.logout']]) {
      expect(await screen.findByRole('menuitem', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByText(zhCN['shell.language'])).toBeInTheDocument();
  });

  it('[SHELL-06] personal settings opens /personal/settings', async () => {
    await renderLoggedIn();
    await chooseFromPersonalMenu(zhCN['route.personal.settings']);
    expect(await screen.findByRole('heading', { name: zhCN['route.personal.settings'] })).toBeInTheDocument();
    expect(screen.getByText(zhCN['personal.master'])).toBeInTheDocument();
  });

  it('[SHELL-06] [I18N-01] the language switch changes the whole shell to en-US and back', async () => {
    await renderLoggedIn();
    await chooseFromPersonalMenu('English');
    expect(getLanguage()).toBe('en-US');
    expect(await within(header()).findByText(enUS['shell.chat'])).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: new RegExp(enUS['area.erp']) })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
    expect(screen.getByRole('note')).toHaveTextContent(enUS['shell.demo.text']);
    // In en-US the switch names Chinese in Chinese (中文), as a reader of Chinese looks for it.
    await chooseFromPersonalMenu(enUS['lang.zh-CN']);
    expect(getLanguage()).toBe('zh-CN');
    expect(await within(header()).findByText(zhCN['shell.chat'])).toBeInTheDocument();
  });

  it('[SHELL-06] changing the password checks the shared rules, shows the server message in place, and on success goes to the login page', async () => {
    const { unmount } = await renderLoggedIn();
    await chooseFromPersonalMenu(zhCN['session.changePassword']);
    const dialog = await screen.findByRole('dialog', { name: zhCN['session.changePassword'] });
    const field = (label: string) => within(dialog).getByLabelText(label);
    const ok = () => within(dialog).getByRole('button', { name: /确\s*定/ });

    const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

    fill(zhCN['session.oldPassword'], DEMO_PASSWORD);
    fill(zhCN['session.newPassword'], '123');
    fill(zhCN['session.newPassword2'], '1234');
    await userEvent.click(ok());
    expect(await within(dialog).findByText(zhCN['validation.password.length'])).toBeInTheDocument();
    expect(within(dialog).getByText(zhCN['validation.password.mismatch'])).toBeInTheDocument();

    fill(zhCN['session.oldPassword'], 'wrong-password');
    fill(zhCN['session.newPassword'], 'new-pass-2026');
    fill(zhCN['session.newPassword2'], 'new-pass-2026');
    await userEvent.click(ok());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(zhCN['server.oldPasswordWrong']);
    // Still logged in. Asked while the dialog is open: inside waitFor, as its error list animates meanwhile.
    await waitFor(async () => expect((await loginStatus()).user_info.user_id).toBeGreaterThan(0));

    fill(zhCN['session.oldPassword'], DEMO_PASSWORD);
    await userEvent.click(ok());
    expect(await screen.findByText(zhCN['session.passwordChanged'])).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(LOGIN_PATH), { timeout: 3000 });
    // The page has gone to the login page; what is left to check is the server's side.
    unmount();
    expect((await loginStatus()).user_info.user_id).toBe(-1);
    expect((await login({ login_name: DEMO_ACCOUNTS.master, password: 'new-pass-2026' })).err_code).toBe(0);
  });

  it("[SESSION-24] log out from the personal menu asks '确认注销登录？'", async () => {
    await renderLoggedIn();
    await chooseFromPersonalMenu(zhCN['session.logout']);
    expect(await screen.findByRole('dialog', { name: '确认注销登录？' })).toBeInTheDocument();
  });
});

describe("what's new", () => {
  it("[API-SESS-06] [API-SESS-08] update.json is read through the Local instance (no /api prefix)", async () => {
    const urls: string[] = [];
    backend.current.server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url).pathname));
    const logs = await updateLogs();
    expect(urls).toEqual(['/update.json']);
    // The newest entry is the version the shell shows (SPEC.md section 1).
    expect(logs[0]).toMatchObject({ version: '20231120-1' });
    expect(logs.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.date) && l.notes.length > 0)).toBe(true);
  });

  it("[SHELL-07] [SHELL-08] [SHELL-09] the what's-new dialog lists update.json; the 'new' badge shows until it has been seen once", async () => {
    await renderLoggedIn();
    const button = within(header()).getByRole('button', { name: zhCN['shell.whatsNew'] });
    const badge = () => button.closest('.ant-badge')?.querySelector('.ant-badge-count');
    expect(badge()).toHaveAttribute('title', 'new');
    await userEvent.click(button);
    // The dialog loads when first opened; found by its title's text, since jsdom's rc ids are all
    // 'test-id' and the button's tooltip, shown meanwhile, holds one too.
    const dialog = (await screen.findByText(zhCN['shell.whatsNew.title'])).closest<HTMLElement>('[role="dialog"]')!;
    expect(await within(dialog).findByText('20231120-1')).toBeInTheDocument();
    for (const log of UPDATE_JSON) {
      expect(within(dialog).getByText(log.version)).toBeInTheDocument();
      expect(within(dialog).getByText(log.notes[0])).toBeInTheDocument();
    }
    await waitFor(() => expect(badge() ?? null).toBeNull());
  });

  it("[SHELL-10] 'seen' is remembered per user id: another user still sees the badge", async () => {
    const me = await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    localStorage.setItem(whatsNewSeenKey(me.user_id), VERSION_LABEL);
    const { unmount } = await renderLoggedIn(DEMO_ACCOUNTS.master);
    const badgeOf = () => within(header()).getByRole('button', { name: zhCN['shell.whatsNew'] }).closest('.ant-badge')?.querySelector('.ant-badge-count') ?? null;
    expect(badgeOf()).toBeNull();
    unmount();
    await renderLoggedIn(DEMO_ACCOUNTS.sales);
    expect(badgeOf()).toHaveAttribute('title', 'new');
  });

  it("[SHELL-09] on a phone the what's-new entry is in the personal menu, with its badge", async () => {
    setViewportWidth(375);
    await renderLoggedIn();
    await userEvent.click(personalMenu());
    const entry = await screen.findByRole('menuitem', { name: new RegExp(zhCN['shell.whatsNew']) });
    expect(within(entry).getByText('new')).toBeInTheDocument();
    await userEvent.click(entry);
    expect(await screen.findByRole('dialog', { name: zhCN['shell.whatsNew.title'] })).toBeInTheDocument();
  });
});
