/**
 * The order drawer's sub-orders against the real backend and the demo sub-orders: each listed with
 * its number, state, reason and rooms; only the moves its state allows and the user's rights hold;
 * confirm and close ask first; a new sub-order offered only on a price-locked order to a user who
 * may edit orders; nothing shown on an order that still changes itself.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, confirmOpenDialog, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import { login } from '../../../api/user';
import { api } from '../../../api/client';
import { AjaxOrder } from '../../../common/orders';
import { OrderDrawer } from './OrderDrawer';
import { OrderSubOrders } from './OrderSubOrders';

const backend = setupTestBackend();

/** A demo sub-order of the demo shop in `state`, with its order's number. */
const demoSubOrder = (state: number) =>
  backend.current.db
    .selectFrom('sub_orders')
    .innerJoin('orders', (j) => j.onRef('orders.order_id', '=', 'sub_orders.order_id').onRef('orders.shop_id', '=', 'sub_orders.shop_id'))
    .innerJoin('shops', 'shops.shop_id', 'sub_orders.shop_id')
    .select(['sub_orders.sub_order_id', 'sub_orders.sub_order_no', 'sub_orders.reason', 'orders.order_no'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('sub_orders.sub_state', '=', state)
    .orderBy('sub_orders.sub_order_id')
    .executeTakeFirstOrThrow();

const subState = async (subOrderId: number) => (await backend.current.db.selectFrom('sub_orders').select('sub_state').where('sub_order_id', '=', subOrderId).executeTakeFirstOrThrow()).sub_state;

async function showSubOrders(orderNo: string) {
  const { order } = await api.call(AjaxOrder, { order_no: orderNo });
  const onChanged = jest.fn();
  renderPage(<OrderSubOrders order={order} onChanged={onChanged} />, '/orders/list');
  return onChanged;
}

const subCard = async (subOrderNo: string) => (await screen.findByRole('heading', { name: subOrderNo })).closest<HTMLElement>('[data-testid="order-sub"]')!;
const moveNames = (subOrderNo: string) => within(screen.getByRole('group', { name: `补单 ${subOrderNo} 的操作` })).getAllByRole('button').map((b) => (b.textContent ?? '').replace(/\s+/g, ''));

describe('the drawer\'s sub-orders', () => {
  it('[API-ORD-29] lists the order\'s sub-orders with number, state, reason and boards; a draft offers submit, close and edit, and submitting moves it to submitted', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const draft = await demoSubOrder(0);
    const onChanged = await showSubOrders(draft.order_no);
    const card = await subCard(draft.sub_order_no);
    expect(draft.sub_order_no).toMatch(new RegExp(`^${draft.order_no}-\\d+$`));
    expect(card).toHaveTextContent('草稿');
    expect(card).toHaveTextContent(draft.reason);
    expect(within(card).getAllByTestId('order-room').length).toBeGreaterThan(0);
    expect(moveNames(draft.sub_order_no)).toEqual(['提交补单', '关闭补单', '修改补单']);
    await user.click(within(card).getByRole('button', { name: '提交补单' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(await subState(draft.sub_order_id)).toBe(1);
    await waitFor(() => expect(moveNames(draft.sub_order_no)).toEqual(['确认补单', '关闭补单', '修改补单']));
  });

  it('closing a sub-order asks first: cancelled it stays open, confirmed it is closed and offers nothing more', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const submitted = await demoSubOrder(1);
    await showSubOrders(submitted.order_no);
    const card = await subCard(submitted.sub_order_no);
    await user.click(within(card).getByRole('button', { name: '关闭补单' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent(`关闭补单 ${submitted.sub_order_no}？`));
    await user.click(button('取消', document.querySelector<HTMLElement>('.ant-modal-confirm')!));
    expect(await subState(submitted.sub_order_id)).toBe(1);
    await user.click(within(card).getByRole('button', { name: '关闭补单' }));
    await confirmOpenDialog();
    await waitFor(async () => expect(await subState(submitted.sub_order_id)).toBe(9));
    await waitFor(() => expect(screen.queryByRole('group', { name: `补单 ${submitted.sub_order_no} 的操作` })).toBeNull());
    expect(await subCard(submitted.sub_order_no)).toHaveTextContent('已关闭');
  });

  it('[API-ORD-28] a price-locked order offers a new sub-order, which opens the sub-order form of that order', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const draft = await demoSubOrder(0);
    await showSubOrders(draft.order_no);
    await user.click(await screen.findByRole('button', { name: /新建补单/ }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/orders/edit?parent=${encodeURIComponent(draft.order_no)}`);
  });

  it('a user without SF_STORE_ORD_EDIT sees the sub-orders and the moves of the rights held, but no new sub-order and no edit', async () => {
    const draft = await demoSubOrder(0);
    const viewer = await addStaffWithRights(backend.current.db, 'sub_viewer', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_SUBMIT']);
    await login(viewer);
    await showSubOrders(draft.order_no);
    await subCard(draft.sub_order_no);
    expect(moveNames(draft.sub_order_no)).toEqual(['提交补单']);
    expect(screen.queryByRole('button', { name: /新建补单/ })).toBeNull();
  });

  it('with SF_STORE_ORD_EDIT (and the list) a user gets the new sub-order and the edit, but no move whose right is missing', async () => {
    const draft = await demoSubOrder(0);
    const editor = await addStaffWithRights(backend.current.db, 'sub_editor', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_EDIT']);
    await login(editor);
    await showSubOrders(draft.order_no);
    await subCard(draft.sub_order_no);
    expect(moveNames(draft.sub_order_no)).toEqual(['修改补单']);
    expect(screen.getByRole('button', { name: /新建补单/ })).toBeInTheDocument();
  });

  it('the drawer of an order whose price is not locked neither asks for sub-orders nor shows the section; a finished order without any shows none once read', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = recordCalls(backend);
    const orderIn = (state: number, priceLock: 0 | 1) =>
      backend.current.db
        .selectFrom('orders')
        .innerJoin('shops', 'shops.shop_id', 'orders.shop_id')
        .leftJoin('sub_orders', (j) => j.onRef('sub_orders.order_id', '=', 'orders.order_id').onRef('sub_orders.shop_id', '=', 'orders.shop_id'))
        .select('orders.order_no')
        .where('shops.shop_name', '=', '演示家具厂')
        .where('orders.ord_state', '=', state)
        .where('orders.price_lock', '=', priceLock)
        .where('orders.is_deleted', '=', 0)
        .where('sub_orders.sub_order_id', 'is', null)
        .orderBy('orders.order_id')
        .executeTakeFirstOrThrow();
    const draft = await orderIn(0, 0);
    const view = renderPage(<OrderDrawer orderNo={draft.order_no} onClose={() => undefined} />, '/orders/list');
    await screen.findByTestId('order-memos');
    expect(screen.queryByTestId('order-subs')).toBeNull();
    expect(calls.filter((c) => c.path.includes('subOrdsInfo'))).toHaveLength(0);
    view.unmount();

    const finished = await orderIn(6, 1);
    renderPage(<OrderSubOrders order={(await api.call(AjaxOrder, { order_no: finished.order_no })).order} />, '/orders/list');
    await waitFor(() => expect(calls.filter((c) => c.path.includes('subOrdsInfo'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('order-subs')).toBeNull());
    expect(screen.queryByRole('heading', { name: '补单' })).toBeNull();
  });
});
