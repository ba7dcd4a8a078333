/**
 * The follow-up list (/custfollow) against the real backend and the demo shop's follow-ups
 * (server/db/seeds/crm.ts: some customers' latest follow-up due today, some overdue): the customer
 * and staff filters searching CrmSearch-fetchShop / CrmSearch-fetchUser, the due filter and its tags,
 * the filters in the URL, and a follow-up added from the page that then shows under "due today".
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { formatDate } from '../../../common/time';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { setLanguage } from '../../../app/i18n';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import CustFollowPage from './CustFollowPage';

const backend = setupTestBackend();

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const customerNames = () => rows().map((r) => r.querySelector('.follow-customer-name')?.textContent ?? '');
/** A chip of the due filter (it applies at once). */
const dueChip = (name: string) => within(screen.getByRole('group', { name: '到期' })).getByRole('checkbox', { name });
const lastParam = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/CustFollow-getFollows');
  return JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as Record<string, unknown>;
};

/** The demo shop's follow-ups with their customer's and writer's names. */
const follows = () =>
  backend.current.db
    .selectFrom('cust_follows as f')
    .innerJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'f.shop_id').onRef('c.crm_id', '=', 'f.crm_id'))
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'f.shop_id').onRef('u.user_id', '=', 'f.user_id'))
    .innerJoin('shops as s', 's.shop_id', 'f.shop_id')
    .select(['f.follow_id', 'f.crm_id', 'c.z_name', 'u.full_name', 'u.login_name', 'f.next_date', 'f.content'])
    .where('s.shop_name', '=', '演示家具厂')
    .execute();

/** The customers whose latest follow-up is due `today` (the due filter's rule). */
async function dueToday(today: string): Promise<string[]> {
  const latest = new Map<number, { next_date: string | null; z_name: string; follow_id: number }>();
  for (const f of await follows()) if ((latest.get(f.crm_id)?.follow_id ?? 0) < f.follow_id) latest.set(f.crm_id, f);
  return [...latest.values()].filter((f) => f.next_date === today).map((f) => f.z_name);
}

async function renderFollows(route = '/custfollow') {
  const calls = recordCalls(backend);
  const view = renderPage(<CustFollowPage />, route, { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

/** Types into a search select and picks the option `name`. */
async function pick(user: ReturnType<typeof setupUser>, box: HTMLElement, keyword: string, name: string) {
  await user.click(box);
  await user.type(box, keyword);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === name);
    expect(found).toBeDefined();
    return found!;
  });
  await user.click(option);
}

describe('follow-up list', () => {
  it('lists the shop\'s own follow-ups, 20 a page, newest first, from /CustFollow-getFollows', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderFollows();
    expect(lastParam(calls)).toMatchObject({ curr_page: 1, page_count: 20 });
    expect(rows()).toHaveLength(20);
    const own = new Set((await follows()).map((f) => f.z_name));
    for (const name of customerNames()) expect(own.has(name)).toBe(true);
    // Columns: customer, staff, method, content, date, next follow-up.
    const heads = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(heads).toEqual(expect.arrayContaining(['客户', '跟进人', '跟进方式', '跟进内容', '跟进时间', '下次跟进']));
  });

  it('[API-CRM-02] the customer filter searches CrmSearch-fetchShop by name, goes to the URL and the query', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls, router } = await renderFollows();
    const target = (await follows())[0];
    await pick(user, screen.getByRole('combobox', { name: '客户' }), target.z_name.slice(0, 2), target.z_name);
    expect(callsTo(calls, '/CrmSearch-fetchShop').some((c) => c.body.get('keyword') === target.z_name.slice(0, 2))).toBe(true);
    await user.click(button('搜索'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ crm_id: target.crm_id, curr_page: 1 }));
    const expected = (await follows()).filter((f) => f.crm_id === target.crm_id).length;
    await waitFor(() => expect(customerNames()).toEqual(Array(expected).fill(target.z_name)));
    expect(router!.state.location.search).toContain(`crm=${target.crm_id}`);
  });

  it('[API-CRM-03] the staff filter searches CrmSearch-fetchUser; read back from the URL it shows who, and asks for their follow-ups', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const writer = (await follows())[0];
    const name = writer.full_name || writer.login_name;
    const user = setupUser();
    const { calls, unmount } = await renderFollows();
    await pick(user, screen.getByRole('combobox', { name: '跟进人' }), name, name);
    expect(callsTo(calls, '/CrmSearch-fetchUser').length).toBeGreaterThan(0);
    await user.click(button('搜索'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ user_id: expect.any(Number) }));
    const userId = lastParam(calls).user_id as number;
    const staff = () => rows().map((r) => r.children[1].textContent);
    await waitFor(() => expect(new Set(staff())).toEqual(new Set([name])));
    // The same filter from a link: asked for at once, and the field shows who it is.
    unmount();
    const again = await renderFollows(`/custfollow?user=${userId}&uname=${encodeURIComponent(name)}&from=2000-01-01`);
    await waitFor(() => expect(lastParam(again.calls)).toMatchObject({ user_id: userId, date_min: '2000-01-01' }));
    expect(screen.getByRole('combobox', { name: '跟进人' }).closest('.ant-select')).toHaveTextContent(name);
  });

  it('due today: the chip asks due=today at once, and each row says "今天到期" in a tag', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls, router } = await renderFollows();
    await user.click(dueChip('今天到期'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ due: 'today' }));
    const expected = await dueToday(formatDate(Date.now()));
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(customerNames().sort()).toEqual([...expected].sort()));
    for (const row of rows()) expect(within(row).getByText('今天到期')).toHaveClass('ant-tag');
    expect(router!.state.location.search).toContain('due=1');
  });

  it('a next date carries "已逾期" or "今天到期" only on the customer\'s latest follow-up (a kept promise is not due)', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const today = formatDate(Date.now());
    const all = await follows();
    const isLatest = (f: (typeof all)[number]) => !all.some((g) => g.crm_id === f.crm_id && g.follow_id > f.follow_id);
    const { calls } = await renderFollows('/custfollow?size=100');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(100, all.length)));
    for (const row of rows()) {
      const f = all.find((g) => String(g.follow_id) === row.dataset.rowKey)!;
      const due = f.next_date && isLatest(f) ? (f.next_date === today ? '今天到期' : f.next_date < today ? '已逾期' : '') : '';
      expect([...row.querySelectorAll('.follow-next .ant-tag')].map((tag) => tag.textContent)).toEqual(due ? [due] : []);
    }
    expect(all.some((f) => f.next_date && f.next_date < today && !isLatest(f))).toBe(true);
    await user.click(dueChip('已逾期'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ due: 'overdue' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(rows().every((r) => r.querySelector('.follow-next .ant-tag')?.textContent === '已逾期')).toBe(true));
  });

  it('adds a follow-up from the page with the server\'s rules; due today, it shows under "due today"', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderFollows();
    await user.click(button('新增跟进'));
    const dialog = await screen.findByRole('dialog', { name: '新增跟进' });
    // Nothing chosen or typed: the rules say what is missing, nothing is sent.
    await user.click(button('保存', dialog));
    expect(await within(dialog).findByText('请选择客户')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写跟进内容')).toBeInTheDocument();
    expect(callsTo(calls, '/CustFollow-addFollow')).toHaveLength(0);
    const customer = (await follows())[0];
    await pick(user, within(dialog).getByRole('combobox', { name: '客户' }), customer.z_name, customer.z_name);
    await user.click(within(dialog).getByRole('radio', { name: '拜访' }));
    await user.type(within(dialog).getByLabelText('跟进内容'), '到店看样，约定今天回电');
    const today = formatDate(Date.now());
    const date = within(dialog).getByLabelText('下次跟进日期');
    await user.click(date);
    await user.type(date, `${today}{Enter}`);
    await user.click(button('保存', dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增跟进' })).toBeNull());
    const added = callsTo(calls, '/CustFollow-addFollow')[0].body;
    expect(Object.fromEntries(added)).toEqual({ crm_id: String(customer.crm_id), method: '2', content: '到店看样，约定今天回电', next_date: today });
    await user.click(dueChip('今天到期'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('到店看样，约定今天回电'));
    expect(within(rows()[0]).getByText('今天到期')).toBeInTheDocument();
  });

  it('a phone shows cards, the due tags on them; in English the due chips and tags are English', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      const user = setupUser();
      renderPage(<CustFollowPage />, '/custfollow?due=1');
      await waitFor(() => expect(screen.getAllByTestId('follow-card').length).toBeGreaterThan(0));
      expect(document.querySelector('.ant-table')).toBeNull();
      for (const card of screen.getAllByTestId('follow-card')) expect(within(card).getByText('今天到期', { selector: '.ant-tag' })).toBeInTheDocument();
      act(() => setLanguage('en-US'));
      await waitFor(() => expect(within(screen.getAllByTestId('follow-card')[0]).getByText('Due today', { selector: '.ant-tag' })).toBeInTheDocument());
      await user.click(within(screen.getByRole('group', { name: 'Due' })).getByRole('checkbox', { name: 'Overdue' }));
      await waitFor(() => expect(within(screen.getAllByTestId('follow-card')[0]).getByText('Overdue', { selector: '.ant-tag' })).toBeInTheDocument());
    } finally {
      act(() => setLanguage('zh-CN'));
      undo();
    }
  });

  it('without SF_ERP_STORE_MEMO_NEW there is no "new follow-up"', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'memo_viewer', ['SF_ERP_STORE_MEMO_QUERY']);
    await logInAs(sub.login_name);
    await renderFollows();
    expect(screen.queryByRole('button', { name: /新增跟进/ })).toBeNull();
  });
  it('on a 1280 px screen (986 px for the table) every column shows and the table is no wider, in both languages', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const heads = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent ?? '');
    // The table's width: its columns' widths, as antd lays them out.
    const tableWidth = () => [...document.querySelectorAll<HTMLElement>('.ant-table colgroup col')].reduce((sum, col) => sum + parseFloat(col.style.width || '0'), 0);
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(986);
    try {
      await renderFollows('/custfollow?due=1');
      await waitFor(() => expect(heads()).toEqual(['客户', '跟进人', '跟进方式', '跟进内容', '跟进时间', '下次跟进']));
      expect(tableWidth()).toBeGreaterThan(0);
      expect(tableWidth()).toBeLessThanOrEqual(986);
      act(() => setLanguage('en-US'));
      await waitFor(() => expect(heads()).toEqual(['Customer', 'Staff', 'Method', 'Content', 'Followed up', 'Next follow-up']));
      expect(tableWidth()).toBeLessThanOrEqual(986);
    } finally {
      act(() => setLanguage('zh-CN'));
      width.mockRestore();
    }
  });
});
