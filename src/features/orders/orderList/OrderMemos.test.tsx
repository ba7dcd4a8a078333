/**
 * The order drawer's memo section against the real backend: one order's memos newest first, adding
 * one (a blank one refused by the shared rule before any call), editing and deleting it, and an
 * order in the recycle bin shown read-only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { OrderMemos } from './OrderMemos';

const backend = setupTestBackend();

const items = () => screen.queryAllByTestId('order-memo');

/** An order of the demo shop with memos (in use or in the recycle bin), and its memos newest first. */
async function orderWithMemos(deleted = 0) {
  const db = backend.current.db;
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('shops as s', 's.shop_id', 'o.shop_id')
    .select(['o.order_id', 'o.order_no'])
    .where('s.shop_name', '=', '演示家具厂')
    .where('o.is_deleted', '=', deleted)
    .where((eb) => eb.exists(eb.selectFrom('order_memos as m').select('m.memo_id').whereRef('m.order_id', '=', 'o.order_id')))
    .orderBy('o.order_id')
    .executeTakeFirst();
  const memos = order ? await db.selectFrom('order_memos').select(['memo_id', 'content']).where('order_id', '=', order.order_id).orderBy('created_at', 'desc').orderBy('memo_id', 'desc').execute() : [];
  return { order, memos };
}

describe('the order drawer\'s memos', () => {
  it('[API-ORD-14] [API-ORD-17] [API-ORD-18] [API-ORD-19] lists the order\'s memos, adds one, edits and deletes it', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { order, memos } = await orderWithMemos();
    const calls = recordCalls(backend);
    renderPage(<OrderMemos orderNo={order!.order_no} inBin={false} />, '/orders/list');
    await waitFor(() => expect(items().map((li) => li.querySelector('.memo-content')!.textContent)).toEqual(memos.map((m) => m.content)));
    expect(JSON.parse(callsTo(calls, '/StoreOrders-memo')[0].body.get('param') ?? '{}')).toMatchObject({ order_no: order!.order_no });

    // A blank memo is refused by the form, before any call.
    await user.click(button('添加备忘'));
    expect(await screen.findByText('请填写备忘内容')).toBeInTheDocument();
    expect(callsTo(calls, '/StoreOrders-addMemo')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '写下这个订单需要记住的事' }), '送货前一天电话联系');
    await user.click(button('添加备忘'));
    expect(await screen.findByText('备忘已添加')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(memos.length + 1));
    const added = items()[0];
    expect(added).toHaveTextContent('送货前一天电话联系');
    expect(added).toHaveTextContent('陈建国');
    expect(screen.getByRole('textbox', { name: '写下这个订单需要记住的事' })).toHaveValue('');

    await user.click(within(added).getByRole('button', { name: /^编辑 / }));
    const dialog = await screen.findByRole('dialog', { name: `编辑备忘 · ${order!.order_no}` });
    const box = within(dialog).getByRole('textbox');
    await user.clear(box);
    await user.type(box, '送货前两天电话联系');
    await user.click(button('保存', dialog));
    expect(await screen.findByText('备忘已修改')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('送货前两天电话联系'));

    await user.click(within(items()[0]).getByRole('button', { name: /^删除 / }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent('删除这条备忘？'));
    await confirmOpenDialog();
    expect(await screen.findByText('备忘已删除')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(memos.length));
    expect(screen.queryByText('送货前两天电话联系')).toBeNull();
  });

  it('an order in the recycle bin shows its memos without the box or the actions; an order without memos says so', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const db = backend.current.db;
    const { order } = await orderWithMemos();
    await db.updateTable('orders').set({ is_deleted: 1 }).where('order_id', '=', order!.order_id).execute();
    const view = renderPage(<OrderMemos orderNo={order!.order_no} inBin />, '/orders/list');
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(编辑|删除) / })).toHaveLength(0);
    view.unmount();

    const bare = await db
      .selectFrom('orders as o')
      .innerJoin('shops as s', 's.shop_id', 'o.shop_id')
      .select('o.order_no')
      .where('s.shop_name', '=', '演示家具厂')
      .where('o.is_deleted', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('order_memos as m').select('m.memo_id').whereRef('m.order_id', '=', 'o.order_id'))))
      .executeTakeFirstOrThrow();
    renderPage(<OrderMemos orderNo={bare.order_no} inBin={false} />, '/orders/list');
    expect(await screen.findByText('这个订单还没有备忘')).toBeInTheDocument();
  });
});
