/**
 * The order memos (/orders/memo) against the real backend and the demo shop's memos
 * (server/db/seeds/orderMemos.ts): the list newest first with its total, the filters in the URL and
 * the query, editing and deleting a memo (after a confirmation), and who is offered the actions.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, logInAsFinanceWith, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { setLanguage } from '../../../app/i18n';
import OrderMemoPage from './OrderMemoPage';

const backend = setupTestBackend();

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const rowKeys = () => rows().map((r) => Number(r.getAttribute('data-row-key')));
const lastParam = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/StoreOrders-memo');
  return JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as Record<string, unknown>;
};

/** The demo shop's memos, newest first (the list's order), with their order and author. */
const memos = () =>
  backend.current.db
    .selectFrom('order_memos as m')
    .innerJoin('shops as s', 's.shop_id', 'm.shop_id')
    .innerJoin('orders as o', 'o.order_id', 'm.order_id')
    .innerJoin('users as u', 'u.user_id', 'm.author_id')
    .select(['m.memo_id', 'm.content', 'o.order_no', 'u.login_name'])
    .where('s.shop_name', '=', '演示家具厂')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.memo_id', 'desc')
    .execute();

async function renderMemos(route = '/orders/memo') {
  const calls = recordCalls(backend);
  const view = renderPage(<OrderMemoPage />, route, { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

describe('order memos', () => {
  it('[API-ORD-14] lists the shop\'s memos newest first, 20 a page, with the order, content, author and time', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderMemos();
    expect(lastParam(calls)).toMatchObject({ curr_page: 1, page_count: 20 });
    const all = await memos();
    expect(rowKeys()).toEqual(all.slice(0, 20).map((m) => m.memo_id));
    expect(screen.getByText(`共 ${all.length} 条`)).toBeInTheDocument();
    const first = rows()[0];
    expect(first).toHaveTextContent(all[0].order_no);
    expect(first).toHaveTextContent(all[0].content);
    // The order number leads to the order in the order list.
    expect(within(first).getByRole('link', { name: `在订单列表中查看订单 ${all[0].order_no}` })).toHaveAttribute('href', expect.stringContaining(`/orders/list?no=${all[0].order_no}`));
    act(() => setLanguage('en-US'));
    try {
      await waitFor(() => expect([...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent)).toEqual(expect.arrayContaining(['Order', 'Memo', 'Author', 'Time', 'Actions'])));
    } finally {
      act(() => setLanguage('zh-CN'));
    }
  });

  it('[API-ORD-14] filters by order number, text, author and days, in the URL and the query', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const all = await memos();
    const { calls, router } = await renderMemos(`/orders/memo?no=${all[0].order_no}&from=2025-01-01&to=2026-12-31`);
    expect(lastParam(calls)).toMatchObject({ order_no: all[0].order_no, date_min: '2025-01-01', date_max: '2026-12-31' });
    await waitFor(() => expect(rowKeys()).toEqual(all.filter((m) => m.order_no === all[0].order_no).map((m) => m.memo_id)));
    await user.type(screen.getByLabelText('内容'), '送货');
    await user.click(button('搜索'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ order_no: all[0].order_no, keyword: '送货' }));
    expect(router!.state.location.search).toContain(`q=${encodeURIComponent('送货')}`);
    await user.type(screen.getByLabelText('作者'), '王丽华');
    await user.click(button('搜索'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ author: '王丽华', keyword: '送货' }));
    expect(router!.state.location.search).toContain(`author=${encodeURIComponent('王丽华')}`);
  });

  it('[API-ORD-18] [API-ORD-19] the author edits a memo in a dialog and deletes one after a confirmation', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderMemos();
    const [first, second] = rows();
    const no = first.querySelector('.memo-order a')!.textContent!;
    await user.click(within(first).getByRole('button', { name: `编辑 ${no}` }));
    const dialog = await screen.findByRole('dialog', { name: `编辑备忘 · ${no}` });
    const box = within(dialog).getByRole('textbox');
    await user.clear(box);
    await user.click(button('保存', dialog));
    expect(await within(dialog).findByText('请填写备忘内容')).toBeInTheDocument();
    await user.type(box, '改为周日上午送货');
    await user.click(button('保存', dialog));
    expect(await screen.findByText('备忘已修改')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/改为周日上午送货\s*\(已编辑\)/));

    const gone = Number(second.getAttribute('data-row-key'));
    const secondNo = second.querySelector('.memo-order a')!.textContent!;
    await user.click(within(second).getByRole('button', { name: `删除 ${secondNo}` }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent('删除这条备忘？'));
    await confirmOpenDialog();
    expect(await screen.findByText('备忘已删除')).toBeInTheDocument();
    await waitFor(() => expect(rowKeys()).not.toContain(gone));
    expect(await backend.current.db.selectFrom('order_memos').select('memo_id').where('memo_id', '=', gone).executeTakeFirst()).toBeUndefined();
  });

  it('on a phone the memos are cards: the order heads each, with its content, author, time and actions', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const undo = phoneViewport();
    try {
      renderPage(<OrderMemoPage />, '/orders/memo', { dataRouter: true });
      const cards = await screen.findAllByTestId('memo-card');
      expect(cards).toHaveLength(20);
      const [first] = await memos();
      expect(cards[0]).toHaveTextContent(first.order_no);
      expect(cards[0]).toHaveTextContent(first.content);
      expect(within(cards[0]).getByRole('button', { name: `编辑 ${first.order_no}` })).toBeInTheDocument();
      expect(document.querySelector('.ant-table')).toBeNull();
    } finally {
      undo();
    }
  });

  it('without SF_ERP_ORDER_MEMO_EDIT the actions show on one\'s own memos only', async () => {
    // (The role editor adds the group's first right, SF_STORE_ORD_LIST, as it does for every group.)
    await logInAsFinanceWith(['SF_ERP_ORDER_MEMO_QUERY']);
    await renderMemos();
    const all = await memos();
    for (const row of rows()) {
      const memo = all.find((m) => m.memo_id === Number(row.getAttribute('data-row-key')))!;
      expect([memo.memo_id, within(row).queryAllByRole('button', { name: /^(编辑|删除) / }).length]).toEqual([memo.memo_id, memo.login_name === DEMO_ACCOUNTS.finance ? 2 : 0]);
    }
    expect(rows().some((row) => within(row).queryAllByRole('button', { name: /^编辑 / }).length > 0)).toBe(true);
  });
});
