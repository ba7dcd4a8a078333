/**
 * System notices against the real backend: when the popup opens by itself (a new set of ids, at
 * least one notice), polling every 5 minutes and at once after login, the five renderers (markdown
 * without raw HTML), the bell that reopens them and the 300 ms hover previews.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { api } from '../../api/client';
import { NoticeLists, type Notice } from '../../common/shell';
import { login } from '../../api/user';
import { AppProviders } from '../../app/AppProviders';
import * as navigation from '../../app/navigation';
import { JUST_LOGGED_IN_KEY, NOTICES_SEEN_KEY, noticeIdSet, readSeenNoticeIds, shouldOpenNotices } from '../../app/notices/noticesSlice';
import type { AreaDefinition } from '../areaRoute';
import { createAppStore } from '../../app/store';
import { zhCN } from '../../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { renderApp } from '../../../tests/helpers/renderApp';
import { renderLoginPage } from '../../../tests/helpers/renderLogin';
import { findShellHeader } from '../../../tests/helpers/shellHeader';
import { AreaLayout } from '../AreaLayout';
import { NoticeContent } from './NoticeContent';

const backend = setupTestBackend();

const AREA: AreaDefinition = {
  area: 'index',
  home: '/home',
  routes: [{ path: '/home', page: lazy(async () => ({ default: () => <p>home page</p> })) }],
};

/** Counts the calls the page makes to `path` during this test. */
function countCalls(path: string): { readonly count: number } {
  let count = 0;
  backend.current.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

async function allNotices(): Promise<Notice[]> {
  return (await api.call(NoticeLists, {}, { silent: true })).data;
}

beforeEach(() => {
  jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

const FAKE_TIMERS: Parameters<typeof jest.useFakeTimers>[0] = { advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] };

async function renderLoggedIn(account: string = DEMO_ACCOUNTS.master, { justLoggedIn = true, fakeTimers = false } = {}) {
  await login({ login_name: account, password: DEMO_PASSWORD });
  // Installed before the session loads, so the poll's own timer is a fake one.
  if (fakeTimers) jest.useFakeTimers(FAKE_TIMERS);
  if (justLoggedIn) sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
  const view = renderApp(
    <Routes>
      <Route path="*" element={<AreaLayout definition={AREA} />} />
    </Routes>,
    { route: '/home' },
  );
  await findShellHeader();
  return view;
}

const popup = () => screen.findByRole('dialog', { name: new RegExp(zhCN['notice.title']) });

describe('when the popup opens', () => {
  it('[SHELL-16] [SHELL-17] [SHELL-21] right after login the notices are fetched at once and a new set of ids opens the popup', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const ids = noticeIdSet(await allNotices());
    expect(ids.length).toBe(5);
    const calls = countCalls('/Notice-lists');
    await renderLoggedIn();
    const dialog = await popup();
    expect(calls.count).toBe(1);
    expect(sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
    // The set shown is remembered, for the next comparison and for the dashboard.
    expect(JSON.parse(localStorage.getItem(NOTICES_SEEN_KEY) ?? 'null')).toEqual(ids);
    expect(within(dialog).getByText(`1 / ${ids.length}`)).toBeInTheDocument();
  });

  it('[SHELL-18] does not open when the set of ids equals the stored set', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    localStorage.setItem(NOTICES_SEEN_KEY, JSON.stringify([...noticeIdSet(await allNotices())].reverse()));
    const calls = countCalls('/Notice-lists');
    await renderLoggedIn();
    await waitFor(() => expect(calls.count).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[SHELL-17] opens again when one notice is added to a set seen before', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const ids = noticeIdSet(await allNotices());
    localStorage.setItem(NOTICES_SEEN_KEY, JSON.stringify(ids.slice(1)));
    await renderLoggedIn();
    expect(await popup()).toBeInTheDocument();
    expect(readSeenNoticeIds()).toEqual(ids);
  });

  it('[SHELL-19] does not open when there are no notices', async () => {
    await backend.current.db.updateTable('notices').set({ active: 0 }).execute();
    const calls = countCalls('/Notice-lists');
    await renderLoggedIn();
    await waitFor(() => expect(calls.count).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the decision itself: a differing non-empty set opens, an equal or empty one does not', () => {
    const n = (...ids: number[]) => ids.map((notice_id) => ({ notice_id }));
    expect(shouldOpenNotices(n(1, 2), [])).toBe(true);
    expect(shouldOpenNotices(n(2, 1), [1, 2])).toBe(false);
    expect(shouldOpenNotices(n(1, 2, 3), [1, 2])).toBe(true);
    expect(shouldOpenNotices(n(1), [1, 2])).toBe(true);
    expect(shouldOpenNotices(n(), [1, 2])).toBe(false);
    expect(shouldOpenNotices(n(), [])).toBe(false);
  });
});

describe('the login flag', () => {
  it('[SHELL-21] the login page sets the flag after a successful login, and only then', async () => {
    await renderLoginPage();
    const submit = async (password: string) => {
      fireEvent.change(await screen.findByLabelText(zhCN['login.name']), { target: { value: DEMO_ACCOUNTS.master } });
      fireEvent.change(screen.getByLabelText(zhCN['login.password']), { target: { value: password } });
      fireEvent.click(screen.getByRole('button', { name: new RegExp(zhCN['login.submit'].split('').join('\\s*')) }));
    };
    await submit('not-the-password');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
    await submit(DEMO_PASSWORD);
    await waitFor(() => expect(sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBe('1'));
  });
});

describe('polling', () => {
  it('[SHELL-20] [SHELL-21] without the login flag nothing is fetched at once; then Notice-lists (and the chat count) every 300000 ms', async () => {
    const notices = countCalls('/Notice-lists');
    const chat = countCalls('/Chat-unread');
    await renderLoggedIn(DEMO_ACCOUNTS.master, { justLoggedIn: false, fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(299_000));
    expect(notices.count).toBe(0);
    expect(chat.count).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(notices.count).toBe(1));
    await waitFor(() => expect(chat.count).toBe(1));
    // A new set of ids opens the popup at a poll too.
    expect(await popup()).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(299_000));
    expect(notices.count).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(notices.count).toBe(2));
    await waitFor(() => expect(chat.count).toBe(2));
  });
});

describe('renderers', () => {
  function renderNotice(notice: Notice) {
    return render(
      <AppProviders store={createAppStore()}>
        <NoticeContent notice={notice} />
      </AppProviders>,
    );
  }

  async function seeded(type: number): Promise<Notice> {
    await login({ login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });
    const notice = (await allNotices()).find((n) => n.notice_type === type);
    if (!notice) throw new Error(`no seeded notice of type ${type}`);
    // [SHELL-22]
    expect(Object.keys(notice)).toEqual(expect.arrayContaining(['notice_id', 'notice_type', 'component_type', 'notice_content']));
    return notice;
  }

  it('[SHELL-23] type 1 is plain text (markup in it stays text)', async () => {
    const notice = await seeded(1);
    const { container } = renderNotice(notice);
    expect(screen.getByText(notice.notice_content as string)).toBeInTheDocument();
    renderNotice({ ...notice, notice_content: '**不是粗体** <b>也不是</b>' });
    expect(screen.getByText('**不是粗体** <b>也不是</b>')).toBeInTheDocument();
    expect(container.querySelector('b, strong')).toBeNull();
  });

  it('[SHELL-24] type 2 is a list of images', async () => {
    const notice = await seeded(2);
    const { container } = renderNotice(notice);
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/notices/invoice-request.svg', '/notices/report-market.svg']);
  });

  it('[SHELL-25] type 3 is markdown: headings, emphasis and links render', async () => {
    const notice = await seeded(3);
    renderNotice(notice);
    expect(screen.getByRole('heading', { level: 2, name: '11 月版本更新' })).toBeInTheDocument();
    expect(screen.getByText('发票管理').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: '申请开票' });
    expect(link).toHaveAttribute('href', '/index.html#/invoice/request');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('[SHELL-25] markdown never renders raw HTML: <script>, event handlers and javascript: links are inert', () => {
    const hostile: Notice = {
      notice_id: 99,
      notice_type: 3,
      component_type: 'markdown',
      create_date: '',
      is_read: 0,
      notice_content: [
        '# 公告',
        '<script>window.__pwned = true</script>',
        '<img src="x" onerror="window.__pwned = true">',
        '<a href="javascript:window.__pwned=true">html link</a>',
        '[点我](javascript:window.__pwned=true)',
        '![图](javascript:window.__pwned=true)',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
    };
    const { container } = renderNotice(hostile);
    expect(screen.getByRole('heading', { name: '公告' })).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.innerHTML).not.toContain('<img src="x"');
    const link = screen.getByText('点我').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('[SHELL-26] type 4 is a carousel of images', async () => {
    const notice = await seeded(4);
    const { container } = renderNotice(notice);
    expect(container.querySelector('.ant-carousel')).not.toBeNull();
    const srcs = new Set([...container.querySelectorAll('.ant-carousel img')].map((img) => img.getAttribute('src')));
    expect([...srcs].sort()).toEqual(['/notices/banner-1.svg', '/notices/banner-2.svg', '/notices/banner-3.svg']);
  });

  it('[SHELL-27] type 5 is a list of videos with controls', async () => {
    const notice = await seeded(5);
    const { container } = renderNotice(notice);
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((v) => v.getAttribute('src'))).toEqual(['/notices/workshop-tour.webm']);
    expect(videos[0]).toHaveAttribute('controls');
  });
});

describe('the popup and the bell', () => {
  it('[SHELL-16] pages through the notices and closes with 我知道了; the bell reopens them', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const count = (await allNotices()).length;
    await renderLoggedIn();
    const dialog = await popup();
    expect(within(dialog).getByRole('button', { name: zhCN['notice.previous'] })).toBeDisabled();
    for (let i = 1; i < count; i++) await userEvent.click(within(dialog).getByRole('button', { name: zhCN['notice.next'] }));
    expect(within(dialog).getByText(`${count} / ${count}`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: zhCN['notice.gotIt'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: zhCN['notice.title'] }));
    expect(within(await popup()).getByText(`1 / ${count}`)).toBeInTheDocument();
  });

  it('[SHELL-16] opens at the first notice this user has not read (read on any device), and reading it is recorded', async () => {
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    const ids = noticeIdSet(await allNotices());
    const db = backend.current.db;
    const master = await db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', DEMO_ACCOUNTS.master).executeTakeFirstOrThrow();
    await db.insertInto('notice_reads').values(ids.slice(0, 2).map((notice_id) => ({ shop_id: master.shop_id, user_id: master.user_id, notice_id, read_at: 1 }))).execute();
    await renderLoggedIn();
    expect(within(await popup()).getByText(`3 / ${ids.length}`)).toBeInTheDocument();
    await waitFor(async () => expect((await allNotices()).filter((n) => n.is_read === 1).map((n) => n.notice_id)).toEqual(ids.slice(0, 3)));
  });

  it('[SHELL-16] the bell fetches the notices first when none were loaded', async () => {
    const calls = countCalls('/Notice-lists');
    await renderLoggedIn(DEMO_ACCOUNTS.master, { justLoggedIn: false });
    expect(calls.count).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: zhCN['notice.title'] }));
    expect(await popup()).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('[SHELL-28] the notice preview and the QR code open after a 300 ms hover, not before', async () => {
    await renderLoggedIn(DEMO_ACCOUNTS.master, { justLoggedIn: false });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    for (const [label, testId] of [
      [zhCN['notice.title'], 'notice-preview'],
      [zhCN['shell.qr.label'], 'qr-panel'],
    ] as const) {
      const trigger = screen.getByRole('button', { name: label });
      fireEvent.mouseEnter(trigger);
      await act(() => jest.advanceTimersByTimeAsync(250));
      expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByTestId(testId)).toBeInTheDocument();
      fireEvent.mouseLeave(trigger);
      await act(() => jest.advanceTimersByTimeAsync(1000));
    }
  });
});

describe('addresses in notices', () => {
  const HOSTILE = [
    'javascript:window.__pwned=true',
    'data:image/svg+xml,<svg onload="window.__pwned=true">',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://evil.example/a.png',
  ];
  const notice = (notice_type: Notice['notice_type'], notice_content: Notice['notice_content']): Notice => ({
    notice_id: 100 + notice_type,
    notice_type,
    component_type: 'test',
    create_date: '',
    notice_content,
    is_read: 0,
  });
  const renderNotice = (n: Notice) =>
    render(
      <AppProviders store={createAppStore()}>
        <NoticeContent notice={n} />
      </AppProviders>,
    ).container;
  const addresses = (container: HTMLElement, selector: string) => [...container.querySelectorAll(selector)].map((el) => el.getAttribute('src'));

  it('[SHELL-24] [SHELL-26] [SHELL-27] images, carousel slides and videos render only same-origin paths', () => {
    const content = ['/notices/ok.svg', ...HOSTILE];
    expect(addresses(renderNotice(notice(2, content)), 'img')).toEqual(['/notices/ok.svg']);
    expect(new Set(addresses(renderNotice(notice(4, content)), '.ant-carousel img'))).toEqual(new Set(['/notices/ok.svg']));
    expect(addresses(renderNotice(notice(5, content)), 'video')).toEqual(['/notices/ok.svg']);
    // A single hostile address (not in a list) renders nothing at all.
    expect(renderNotice(notice(5, HOSTILE[0])).querySelector('video')).toBeNull();
  });

  it('[SHELL-25] markdown images follow the same rule, and links are never script or data URLs', () => {
    const markdown = [
      '![ok](/notices/ok.svg)',
      // (Markdown itself percent-encodes a backslash, so `/\\host` cannot be written there.)
      ...HOSTILE.filter((url) => !url.includes('\\')).map((url, i) => `![bad${i}](<${url}>)`),
      '[help](https://help.example.com/a)',
      '[vb](vbscript:msgbox)',
      '[data](data:text/html,<script>alert(1)</script>)',
      '[js](JavaScript:alert(1))',
    ].join('\n\n');
    const container = renderNotice(notice(3, markdown));
    expect(addresses(container, 'img')).toEqual(['/notices/ok.svg']);
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('href', 'https://help.example.com/a');
    for (const name of ['vb', 'data', 'js']) expect(screen.getByText(name).closest('a')?.getAttribute('href') ?? null).toBeNull();
    const targets = [...container.querySelectorAll('[src], [href]')].map((el) => el.getAttribute('src') ?? el.getAttribute('href'));
    expect(targets.sort()).toEqual(['/notices/ok.svg', 'https://help.example.com/a']);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
