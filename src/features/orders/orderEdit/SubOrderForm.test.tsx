/**
 * The sub-order form (/orders/edit?parent= and ?sub_order_no=) against the real backend and the demo
 * shop: a new sub-order of a price-locked order typed as an order's rooms and stored with its reason
 * and number; no reason refused at its field with nothing sent; a draft sub-order edited from what it
 * holds; a confirmed one read-only; an order whose price is not locked refused with the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { demoGoodsOf, fillBoard, typeInto } from '../../../../tests/helpers/orderForm';
import { api } from '../../../api/client';
import { formatYuan } from '../../../components/list/fields';
import { subOrderCall, SubOrdsInfo } from '../../../common/subOrders';
import OrderEditPage from './OrderEditPage';

const backend = setupTestBackend();

/** A demo order of the demo shop in `state` with the price lock `priceLock`, in use. */
const demoOrder = (state: number, priceLock: 0 | 1) =>
  backend.current.db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.shop_id', 'orders.shop_id')
    .select(['orders.order_id', 'orders.order_no', 'orders.store_crm_id'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('orders.ord_state', '=', state)
    .where('orders.price_lock', '=', priceLock)
    .where('orders.is_deleted', '=', 0)
    .orderBy('orders.order_id')
    .executeTakeFirstOrThrow();

/** A demo sub-order of the demo shop in `state`. */
const demoSubOrder = (state: number) =>
  backend.current.db
    .selectFrom('sub_orders')
    .innerJoin('shops', 'shops.shop_id', 'sub_orders.shop_id')
    .select(['sub_orders.sub_order_no', 'sub_orders.reason'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('sub_orders.sub_state', '=', state)
    .orderBy('sub_orders.sub_order_id')
    .executeTakeFirstOrThrow();

const subOrdersOf = async (orderNo: string) => (await api.call(subOrderCall(SubOrdsInfo, orderNo), {})).data;

/** The page at `query`, for the demo shop's master (logged in by beforeEach). */
function openForm(query: string) {
  const calls = recordCalls(backend);
  renderPage(<OrderEditPage />, `/orders/edit?${query}`);
  return { calls, user: setupUser() };
}

const save = () => screen.getByRole('button', { name: /保\s*存/ });

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await logInAs(DEMO_ACCOUNTS.master);
});

describe('sub-order form', () => {
  it('[API-ORD-30] a new sub-order of a price-locked order: its reason and a board typed as an order\'s, stored under the order\'s number with its reason and board, then back to the order', async () => {
    const order = await demoOrder(3, 1);
    const before = await subOrdersOf(order.order_no);
    const { calls, user } = openForm(`parent=${encodeURIComponent(order.order_no)}`);
    expect(await screen.findByText(`订单 ${order.order_no} 的新补单`)).toBeInTheDocument();
    const board = await demoGoodsOf(backend.current.db, 1);
    await user.type(screen.getByLabelText('补单原因'), '客户追加鞋柜一组');
    const [room] = screen.getAllByTestId('order-room');
    await typeInto(user, within(room).getByRole('textbox', { name: '空间名称' }), '玄关');
    await fillBoard(user, room, 1, board, ['1200', '350', '18'], '2');
    // Priced as the order's customer pays (the quotation of the order's customer), as typed.
    await waitFor(() => expect(within(room).getByTestId('board-amount')).toHaveTextContent(/^¥[\d,]+\.\d\d$/));
    const shown = within(room).getByTestId('board-amount').textContent;
    await user.click(save());
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(`/orders/list?no=${encodeURIComponent(order.order_no)}`), {
      onTimeout: (e) => new Error(`${e.message}\n${[...document.querySelectorAll('.ant-form-item-explain-error, [role=alert]')].map((n) => n.textContent).join(' | ')}`),
    });
    expect(callsTo(calls, '/StoreOrders-newSubOrd')).toHaveLength(1);
    const after = await subOrdersOf(order.order_no);
    expect(after).toHaveLength(before.length + 1);
    const made = after.find((s) => !before.some((b) => b.sub_order_no === s.sub_order_no))!;
    expect(made.sub_order_no).toBe(`${order.order_no}-${before.length + 1}`);
    expect(made).toMatchObject({ reason: '客户追加鞋柜一组', sub_state: 0 });
    expect(made.rooms.map((r) => r.room_name)).toEqual(['玄关']);
    expect(made.rooms[0].plates.map((p) => [p.plate_name, p.length, p.width, p.thickness, p.qty, p.goods_id])).toEqual([['门板1', 1200, 350, 18, 2, board.goods_id]]);
    expect(`¥${formatYuan(made.rooms[0].plates[0].amount)}`).toBe(shown);
  }, 60_000);

  it('a sub-order without a reason is refused at the reason field, keeps the boards typed and sends nothing', async () => {
    const order = await demoOrder(3, 1);
    const { calls, user } = openForm(`parent=${encodeURIComponent(order.order_no)}`);
    await screen.findByText(`订单 ${order.order_no} 的新补单`);
    const board = await demoGoodsOf(backend.current.db, 1);
    const [room] = screen.getAllByTestId('order-room');
    await fillBoard(user, room, 1, board, ['900', '300', '18'], '1');
    await user.type(screen.getByLabelText('补单原因'), '   ');
    await user.click(save());
    expect(await screen.findByText('请填写补单原因')).toBeInTheDocument();
    expect(screen.getByLabelText('补单原因')).toHaveFocus();
    expect(within(room).getByRole('textbox', { name: '第 1 行长 (mm)' })).toHaveValue('900');
    expect(callsTo(calls, '/StoreOrders-newSubOrd')).toHaveLength(0);
  }, 30_000);

  it('[API-ORD-31] a draft sub-order opens with its reason and boards, and a changed reason is stored with its lines kept', async () => {
    const draft = await demoSubOrder(0);
    const orderNo = draft.sub_order_no.replace(/-\d+$/, '');
    const [stored] = (await subOrdersOf(orderNo)).filter((s) => s.sub_order_no === draft.sub_order_no);
    const { calls, user } = openForm(`sub_order_no=${encodeURIComponent(draft.sub_order_no)}`);
    expect(await screen.findByText(`修改补单 ${draft.sub_order_no}`)).toBeInTheDocument();
    expect(screen.getByLabelText('补单原因')).toHaveValue(draft.reason);
    const [room] = screen.getAllByTestId('order-room');
    expect(within(room).getByRole('textbox', { name: '空间名称' })).toHaveValue(stored.rooms[0].room_name);
    expect(within(room).getByRole('textbox', { name: '第 1 行长 (mm)' })).toHaveValue(String(stored.rooms[0].plates[0].length));
    await typeInto(user, screen.getByLabelText('补单原因'), '复尺后加做层板两块');
    await user.click(save());
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(`/orders/list?no=${encodeURIComponent(orderNo)}`));
    expect(callsTo(calls, '/StoreOrders-alterSubOrd')).toHaveLength(1);
    const [changed] = (await subOrdersOf(orderNo)).filter((s) => s.sub_order_no === draft.sub_order_no);
    expect(changed.reason).toBe('复尺后加做层板两块');
    expect(changed.rooms.map((r) => r.plates.map((p) => [p.plate_name, p.length, p.width, p.qty]))).toEqual(stored.rooms.map((r) => r.plates.map((p) => [p.plate_name, p.length, p.width, p.qty])));
  }, 30_000);

  it('a confirmed sub-order is read-only: its state said, with the way back to the order, and no form', async () => {
    const confirmed = await demoSubOrder(3);
    openForm(`sub_order_no=${encodeURIComponent(confirmed.sub_order_no)}`);
    expect(await screen.findByText(`补单 ${confirmed.sub_order_no} 已确认，不能再修改`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回订单列表/ })).toHaveAttribute('href', `/orders/list?no=${encodeURIComponent(confirmed.sub_order_no.replace(/-\d+$/, ''))}`);
    expect(screen.queryByLabelText('补单原因')).toBeNull();
  });

  it('an order whose price is not locked takes no sub-order: the server\'s reason is shown, no form', async () => {
    const order = await demoOrder(3, 0);
    openForm(`parent=${encodeURIComponent(order.order_no)}`);
    expect(await screen.findByText('订单未锁价，不能补单：请直接修改订单')).toBeInTheDocument();
    expect(screen.queryByLabelText('补单原因')).toBeNull();
  });
});
