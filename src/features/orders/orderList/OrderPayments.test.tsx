/**
 * The payments section of the order drawer against the real backend and the demo receipts
 * (server/db/seeds/orderPayments.ts): the ledger of an order, the record-payment dialog judging
 * with the server's rules and the drawer's order read again after a receipt, and the dialog shown
 * only to holders of the payment right on an order that takes money.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { api } from '../../../api/client';
import { AjaxOrder } from '../../../common/orders';
import { OrderPayments } from './OrderPayments';

const backend = setupTestBackend();

/** A demo order in `state` (not in the recycle bin) whose paid total is more than 0 and less than its total. */
async function partlyPaid(state: number) {
  const o = await backend.current.db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.shop_id', 'orders.shop_id')
    .select(['orders.order_id', 'orders.order_no'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('orders.ord_state', '=', state)
    .where('orders.is_deleted', '=', 0)
    .where('orders.paid_fen', '>', 0)
    .whereRef('orders.paid_fen', '<', 'orders.total_fen')
    .orderBy('orders.order_id')
    .executeTakeFirstOrThrow();
  return o;
}

const receipts = (orderId: number) => backend.current.db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('payment_id').execute();
const rows = (container: ParentNode) => [...container.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

describe('order payments', () => {
  it('[API-ORD-07] [API-ORD-10] lists the receipts with the balance after each; records a payment judged by the server\'s rules; the drawer\'s order is read again', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    const { order_id: orderId, order_no: orderNo } = await partlyPaid(5);
    const before = await receipts(orderId);
    const { order } = await api.call(AjaxOrder, { order_no: orderNo });
    const onChanged = jest.fn();
    renderPage(<OrderPayments order={order} onChanged={onChanged} />, '/orders/list');
    const section = await screen.findByTestId('order-payments');
    await waitFor(() => expect(rows(section)).toHaveLength(before.length));
    const first = [...rows(section)[0].querySelectorAll('td')].map((td) => td.textContent);
    expect(first).toEqual(expect.arrayContaining([before[0].paid_date]));
    expect(section).toHaveTextContent(`已收 ${order.paid} 元，未收 ${order.due} 元`);

    await user.click(within(section).getByRole('button', { name: '登记收款' }));
    const dialog = await screen.findByRole('dialog', { name: `登记收款 · ${orderNo}` });
    const amount = within(dialog).getByLabelText('收款金额（元）');
    expect(amount).toHaveValue(order.due);
    // More than is due: the dialog says so, and nothing is sent.
    await user.clear(amount);
    await user.type(amount, String(Number(order.due) + 1));
    await user.click(within(dialog).getByRole('button', { name: '确认收款' }));
    expect(await within(dialog).findByText(`收款金额不能超过未收金额 ${order.due} 元`)).toBeInTheDocument();
    expect(callsTo(calls, '/ErpOrders-setPayment')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(dialog).getByRole('radio', { name: '现金' }));
    await user.type(within(dialog).getByLabelText('备注'), '尾款一部分');
    await user.click(within(dialog).getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const after = await receipts(orderId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ method: 1, comment: '尾款一部分' });
    expect(Number(after.at(-1)!.amount_fen)).toBe(1250);
    await waitFor(() => expect(rows(section)).toHaveLength(before.length + 1));
    expect(rows(section).at(-1)).toHaveTextContent('现金');
  });

  it('[API-ORD-12] the online payment shows the sandbox provider\'s QR code and link for the amount asked, and records nothing yet', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { order_id: orderId, order_no: orderNo } = await partlyPaid(5);
    const before = await receipts(orderId);
    const { order } = await api.call(AjaxOrder, { order_no: orderNo });
    renderPage(<OrderPayments order={order} />, '/orders/list');
    const section = await screen.findByTestId('order-payments');
    await user.click(within(section).getByRole('button', { name: '在线收款' }));
    const dialog = await screen.findByRole('dialog', { name: `在线收款 · ${orderNo}` });
    const amount = await within(dialog).findByLabelText('收款金额（元）');
    await user.clear(amount);
    await user.type(amount, '8.8');
    await user.click(within(dialog).getByRole('button', { name: '生成收款码' }));
    const qr = await within(dialog).findByTestId('order-pay-qr');
    const request = await backend.current.db.selectFrom('online_pay_requests').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(request.amount_fen)).toBe(880);
    expect(qr).toHaveTextContent(`请求号 ${request.request_id}`);
    expect(within(qr).getByRole('link', { name: /付款链接/ })).toHaveAttribute('href', expect.stringContaining(request.token));
    expect(await receipts(orderId)).toHaveLength(before.length);
  });

  it('shows no record button without the payment right, nor on an order that takes no money', async () => {
    await logInAs(DEMO_ACCOUNTS.sales);
    const { order_no: orderNo } = await partlyPaid(5);
    const { order } = await api.call(AjaxOrder, { order_no: orderNo });
    const view = renderPage(<OrderPayments order={order} />, '/orders/list');
    const section = await screen.findByTestId('order-payments');
    await waitFor(() => expect(rows(section).length).toBeGreaterThan(0));
    expect(within(section).queryByRole('button', { name: '登记收款' })).toBeNull();
    view.unmount();

    await logInAs(DEMO_ACCOUNTS.master);
    const closed = await backend.current.db.selectFrom('orders').select('order_no').where('ord_state', '=', 9).where('is_deleted', '=', 0).executeTakeFirstOrThrow();
    const { order: closedOrder } = await api.call(AjaxOrder, { order_no: closed.order_no });
    renderPage(<OrderPayments order={closedOrder} />, '/orders/list');
    const closedSection = await screen.findByTestId('order-payments');
    expect(await within(closedSection).findByText('还没有收款')).toBeInTheDocument();
    expect(within(closedSection).queryByRole('button', { name: '登记收款' })).toBeNull();
  });
});
