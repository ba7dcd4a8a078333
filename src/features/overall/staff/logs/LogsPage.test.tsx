/**
 * /staff/logs (REQUIREMENTS LOGS) against the real backend and the demo shop's seeded logs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, catchDownloads, confirmOpenDialog, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import dayjs from 'dayjs';
import LogsPage from './LogsPage';

const backend = setupTestBackend();
const ROUTE = '/staff/logs';

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const lastParam = (calls: ReturnType<typeof recordCalls>, path: string) => JSON.parse(callsTo(calls, path).at(-1)!.body.get('param')!) as Record<string, unknown>;

/** The open select's option titled `title`. */
const option = (title: string) => waitFor(() => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`)!);

async function renderLogs(route = ROUTE) {
  const calls = recordCalls(backend);
  renderPage(<LogsPage />, route);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return calls;
}

describe('log management', () => {
  it('[LOGS-01] [LOGS-02] [LOGS-03] [LOGS-04] [LOGS-05] [LOGS-06] the master sees the four tabs; scheduling has the new and the old version', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderLogs();
    // The fifth, who is online, is for the holder of SF_SESSION_MANAGE (the master holds every right).
    expect(tabNames()).toEqual(['登录日志', '员工日志', '订单日志', '排产日志', '在线会话']);
    await user.click(screen.getByRole('tab', { name: '排产日志' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '新版' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: '旧版' })).toBeInTheDocument();
  });

  it('[LOGS-07] has the breadcrumb 商户管理 > 员工管理 > 日志管理', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderLogs();
    const crumbs = [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);
    expect(crumbs).toEqual(['商户管理', '员工管理', '日志管理']);
  });

  it('[LOGS-03] [LOGS-04] [LOGS-05] [LOGS-06] with only SF_STAFF_LOG_QUERY only the staff tab shows: no login, order or scheduling logs', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'log_reader', ['SF_STAFF_LOG_QUERY']);
    await logInAs(sub.login_name);
    await renderLogs();
    expect(tabNames()).toEqual(['员工日志']);
  });

  it('[LOGS-03] [LOGS-04] [LOGS-05] [LOGS-06] with only SF_LOGINLOG_QUERY the login, order and scheduling tabs show, and not the staff tab', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'login_log_reader', ['SF_LOGINLOG_QUERY']);
    await logInAs(sub.login_name);
    const user = setupUser();
    const calls = await renderLogs();
    expect(tabNames()).toEqual(['登录日志', '订单日志', '排产日志']);
    await user.click(screen.getByRole('tab', { name: '订单日志' }));
    await waitFor(() => expect(callsTo(calls, '/ShopLogs-getOrdersLogs').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('tab', { name: '订单日志' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('[LOGS-14] [LOGS-15] login logs: 20 a page, from a month ago to today', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = await renderLogs();
    const param = lastParam(calls, '/ShopLogs-getLoginLogs');
    expect(param).toMatchObject({ curr_page: 1, page_count: 20, start_date: dayjs().subtract(1, 'month').format('YYYY-MM-DD'), end_date: dayjs().format('YYYY-MM-DD') });
    expect(rows()).toHaveLength(20);
  });

  it('[LOGS-14] [LOGS-15] order logs: 20 a page, from a month ago to today', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = await renderLogs(`${ROUTE}?tab=order`);
    const param = lastParam(calls, '/ShopLogs-getOrdersLogs');
    expect(param).toMatchObject({ curr_page: 1, page_count: 20, open_dateL: dayjs().subtract(1, 'month').format('YYYY-MM-DD'), open_dateU: dayjs().format('YYYY-MM-DD') });
    expect(rows()).toHaveLength(20);
  });

  it('[LOGS-12] [LOGS-13] filters login logs by a person from the staff picker and by a source from ShopLogs-ajaxLoginLogs', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderLogs();
    expect(callsTo(calls, '/ShopLogs-ajaxLoginLogs')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '全部人员' }));
    await user.click(await within(document.querySelector<HTMLElement>('.staff-picker-pop')!).findByText('demo_sales'));
    await user.click(screen.getByRole('combobox', { name: '登录来源' }));
    await user.click(await option('微信'));
    await user.click(button('查询'));
    await waitFor(() => expect(lastParam(calls, '/ShopLogs-getLoginLogs')).toMatchObject({ login_source: 3 }));
    const param = lastParam(calls, '/ShopLogs-getLoginLogs');
    const sales = await backend.current.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    expect(param.user_id).toBe(sales.user_id);
  });

  it('[LOGS-16] [LOGS-17] [LOGS-20] staff logs: 20 a page from a month ago; deleting the selected rows asks, then calls ShopLogs-delLogs with their ids', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderLogs(`${ROUTE}?tab=staff`);
    expect(lastParam(calls, '/ShopLogs-list')).toMatchObject({ curr_page: 1, page_count: 20, start_date: dayjs().subtract(1, 'month').format('YYYY-MM-DD') });
    const [first, second] = rows();
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    await user.click(button('删除日志 (2)'));
    await confirmOpenDialog();
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(JSON.parse(callsTo(calls, '/ShopLogs-delLogs')[0].body.get('logsID')!)).toEqual([Number(first.dataset.rowKey), Number(second.dataset.rowKey)]);
  });

  it('[LOGS-21] clearing asks, calls ShopLogs-clearLogs and says 清空成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderLogs(`${ROUTE}?tab=staff`);
    await user.click(button('清空日志'));
    await confirmOpenDialog();
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    expect(callsTo(calls, '/ShopLogs-clearLogs')).toHaveLength(1);
  });

  it('[LOGS-18] [LOGS-19] without SF_STAFF_LOG_DELETE the buttons are disabled and selecting a row says 无权限操作!', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'log_reader', ['SF_STAFF_LOG_QUERY']);
    await logInAs(sub.login_name);
    const user = setupUser();
    await renderLogs();
    expect(button('删除日志')).toBeDisabled();
    expect(button('清空日志')).toBeDisabled();
    await user.click(within(rows()[0]).getByRole('checkbox'));
    expect(await screen.findByText('无权限操作!')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('checkbox')).not.toBeChecked();
  });

  it('[LOGS-22] [LOGS-23] scheduling logs: the new version sends the range to the second; the old filters by operation type', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderLogs(`${ROUTE}?tab=pd`);
    const param = lastParam(calls, '/shopLogs-pdLogsNew');
    expect(param.start_time).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(param.end_time).toBe(`${dayjs().format('YYYY-MM-DD')} 23:59:59`);
    await user.click(screen.getByRole('tab', { name: '旧版' }));
    await waitFor(() => expect(callsTo(calls, '/shopLogs-pdLogs').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('combobox', { name: '操作类型' }));
    await user.click(await option('作废'));
    await user.click(button('查询'));
    await waitFor(() => expect(lastParam(calls, '/shopLogs-pdLogs')).toMatchObject({ opt_type: 3 }));
  });

  it('[LOGS-08] [LOGS-09] on a phone the logs are cards', async () => {
    const restore = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      recordCalls(backend);
      renderPage(<LogsPage />, `${ROUTE}?tab=order`);
      await waitFor(() => expect(screen.getAllByTestId('log-card').length).toBeGreaterThan(0));
      expect(document.querySelector('.ant-table')).toBeNull();
    } finally {
      restore();
    }
  });
});

/** The list's URL query, shown beside the page. */
function UrlQuery() {
  return <output data-testid="url">{useLocation().search}</output>;
}

describe('page size', () => {
  it('[LOGS-14] offers 10, 20, 50 or 100 rows a page: a new size starts again from page 1 and is kept in the URL', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    renderPage(
      <>
        <LogsPage />
        <UrlQuery />
      </>,
      `${ROUTE}?tab=order&page=2`,
    );
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(lastParam(calls, '/ShopLogs-getOrdersLogs')).toMatchObject({ curr_page: 2, page_count: 20 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    await user.click(await option('50 条/页'));
    await waitFor(() => expect(lastParam(calls, '/ShopLogs-getOrdersLogs')).toMatchObject({ curr_page: 1, page_count: 50 }));
    const query = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
    expect(query.get('size')).toBe('50');
    expect(query.get('page')).toBeNull();
    expect(query.get('tab')).toBe('order');
  });
});

describe('column settings', () => {
  const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

  it('[LOGS-10] [LOGS-11] hides a column for this user, the choice saved on the server', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderLogs();
    expect(headers()).toContain('IP 地址');
    await user.click(button('列设置'));
    const dialog = await screen.findByRole('dialog', { name: '显示的列' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'IP 地址' }));
    await user.click(button('确定', dialog));
    await waitFor(() => expect(headers()).not.toContain('IP 地址'));
    expect(Object.fromEntries(callsTo(calls, '/User-saveSetting')[0].body)).toEqual({ key: 'table.loginLogs.hidden', value: '["login_ip"]' });
    const stored = await backend.current.db.selectFrom('user_settings').select(['setting_key', 'value']).execute();
    expect(stored).toEqual([{ setting_key: 'table.loginLogs.hidden', value: '["login_ip"]' }]);
  });

  it('[LOGS-11] a saved choice applies on a fresh page; reset to default forgets it', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const master = await backend.current.db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow();
    await backend.current.db.insertInto('user_settings').values({ ...master, setting_key: 'table.loginLogs.hidden', value: '["login_ip","client"]', updated_at: Date.now() }).execute();
    const user = setupUser();
    await renderLogs();
    await waitFor(() => expect(headers()).not.toContain('IP 地址'));
    expect(headers()).not.toContain('浏览器 / 系统');
    await user.click(button('列设置'));
    await user.click(button('恢复默认', await screen.findByRole('dialog', { name: '显示的列' })));
    await waitFor(() => expect(headers()).toContain('IP 地址'));
    expect(await backend.current.db.selectFrom('user_settings').selectAll().execute()).toEqual([]);
  });
});

describe('density', () => {
  const table = () => document.querySelector('.ant-table')!;

  it('[LOGS-11] the row density is chosen from a menu (large, middle, small) and saved on the server for this user', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderLogs();
    expect(table()).toHaveClass('ant-table-medium');
    await user.click(button('密度'));
    const items = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-dropdown-menu-item')];
      expect(found).toHaveLength(3);
      return found;
    });
    expect(items.map((i) => i.textContent)).toEqual(['宽松', '默认', '紧凑']);
    await user.click(items[2]);
    await waitFor(() => expect(table()).toHaveClass('ant-table-small'));
    await waitFor(() => expect(callsTo(calls, '/User-saveSetting')).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, '/User-saveSetting')[0].body)).toEqual({ key: 'table.loginLogs.density', value: 'small' });
    expect(await backend.current.db.selectFrom('user_settings').select(['setting_key', 'value']).execute()).toEqual([{ setting_key: 'table.loginLogs.density', value: 'small' }]);
  });

  it('[LOGS-11] a saved density applies on a fresh page', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const master = await backend.current.db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow();
    await backend.current.db.insertInto('user_settings').values({ ...master, setting_key: 'table.loginLogs.density', value: 'large', updated_at: Date.now() }).execute();
    await renderLogs();
    // antd's large table carries neither the medium nor the small class.
    await waitFor(() => expect(table()).not.toHaveClass('ant-table-medium'));
    expect(table()).not.toHaveClass('ant-table-small');
  });
});

describe('who is online', () => {
  it('the master sees the shop\'s open sessions and ends another person\'s at once', async () => {
    // demo_sales logs in elsewhere (another client of the same backend).
    const sales = await backend.current.db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    await backend.current.db.insertInto('sessions').values({ token_hash: 'ab'.repeat(32), ...sales, ip: '10.40.0.1', created_at: Date.now(), last_seen_at: Date.now(), expires_at: Date.now() + 3_600_000, browser: 'Chrome 128', os: 'Windows 10' }).execute();
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    recordCalls(backend);
    renderPage(<LogsPage />, `${ROUTE}?tab=sessions`);
    const row = await waitFor(() => {
      const found = rows().find((r) => r.textContent?.includes('10.40.0.1'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(row).toHaveTextContent('demo_sales');
    expect(row).toHaveTextContent('Chrome 128 · Windows 10');
    expect(rows().find((r) => r.textContent?.includes('demo_admin'))).toHaveTextContent('当前设备');
    await user.click(within(row).getByRole('button', { name: '结束会话 demo_sales 10.40.0.1' }));
    await confirmOpenDialog();
    expect(await screen.findByText('已结束该会话')).toBeInTheDocument();
    expect(await backend.current.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', 'ab'.repeat(32)).execute()).toEqual([]);
    await waitFor(() => expect(rows().some((r) => r.textContent?.includes('10.40.0.1'))).toBe(false));
  });
});

describe('export', () => {
  it('exports the applied filter (not just the page) to an .xlsx file named by the list and the day', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { saved, restore } = catchDownloads();
    try {
      const calls = await renderLogs(`${ROUTE}?tab=order&page=2`);
      await user.click(button('导出 Excel'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toMatch(/^logs-order-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
      // An .xlsx file is a ZIP archive.
      expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
      const sent = callsTo(calls, '/ShopLogs-export')[0];
      expect(sent.method).toBe('GET');
      const param = JSON.parse(sent.query.get('param')!) as Record<string, unknown>;
      expect(param).toMatchObject({ open_dateL: dayjs().subtract(1, 'month').format('YYYY-MM-DD'), open_dateU: dayjs().format('YYYY-MM-DD') });
      expect(param).not.toHaveProperty('curr_page');
      expect(await screen.findByText(`已导出 ${saved[0].name}`)).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
