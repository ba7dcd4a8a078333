/**
 * Money received on orders (issue 29 "Payments"): the one guarded update that takes a receipt, the
 * ledger row it leaves, and the guard that keeps an order's total at or above what was paid. Shared
 * by the payment routes, the online payment's confirmation (an operator's command, no session) and
 * the order routes that change a total.
 *
 * A receipt is decided by the database, not by a read before the write: `paid_fen + a <= total_fen`
 * and the payable states sit in the UPDATE's WHERE, so of fifty receipts at once exactly those that
 * fit are taken (SQLite runs them one after another; PostgreSQL re-checks the WHERE on the row as
 * the previous writer left it), and the paid total the ledger row keeps is the one RETURNING gives.
 */
import { sql } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { localized } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { fenToYuan } from '../../src/common/money';
import { isPayable, PAYABLE_STATES, shopToday, type PayMethodValue } from '../../src/common/orderPayments';
import type { Db, Tx } from '../db/schema';
import { inWriteTransaction } from '../db/writeTransaction';
import { ApiError, notFound } from '../http/errors';
import { auditText, renderAudit, type AuditText } from '../logs/auditText';
import type { LoggedOrder } from './orderLog';
import { orderRow } from './read';

/** What a taken receipt leaves of the order: the columns the log and the reply need. */
export interface PaidOrder extends LoggedOrder {
  order_id: number;
  paid_fen: number;
  total_fen: number;
}

/**
 * Raises the paid total of order `orderNo` by `amountFen` if, at that moment, it fits what is due and
 * the order takes money; answers the order as the update left it, or null when nothing was changed.
 */
export async function takePayment(db: Tx, shopId: number, orderNo: string, amountFen: number, now: number): Promise<PaidOrder | null> {
  const row = await db
    .updateTable('orders')
    .set({ paid_fen: sql<number>`paid_fen + ${amountFen}`, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('order_no', '=', orderNo)
    .where(sql<boolean>`paid_fen + ${amountFen} <= total_fen`)
    .where('ord_state', 'in', PAYABLE_STATES)
    .where('is_deleted', '=', 0)
    .returning(['order_id', 'order_no', 'custom_order_no', 'store_crm_id', 'cosignee_name', 'cosignee_address', 'paid_fen', 'total_fen'])
    .executeTakeFirst();
  return row ? { ...row, paid_fen: Number(row.paid_fen), total_fen: Number(row.total_fen) } : null;
}

/** The state an order is in, for a message: the recycle bin first, then its state. */
const stateText = (o: { ord_state: number; is_deleted: number }) => localized(o.is_deleted ? 'order.server.state.deleted' : (`order.server.state.${o.ord_state}` as ServerMessageId));

/** Why order `orderNo` did not take `amountFen` (read after the refused update): not found, its state, or over what is due. */
export async function refusal(db: Tx, shopId: number, orderNo: string, amountFen: number): Promise<ApiError> {
  const o = await orderRow(db, shopId, orderNo);
  if (!isPayable(o)) return ApiError.of(ErrCode.CONFLICT, 'payment.server.notPayable', { state: stateText(o) });
  const due = Math.max(0, Number(o.total_fen) - Number(o.paid_fen));
  return ApiError.of(ErrCode.CONFLICT, 'payment.server.overDue', { amount: fenToYuan(amountFen), due: fenToYuan(due) });
}

/** Refuses (before anything is written) an order that does not take `amountFen` now; answers the order. */
export async function assertPayable(db: Tx, shopId: number, orderNo: string, amountFen: number) {
  const o = await orderRow(db, shopId, orderNo);
  if (!isPayable(o) || Number(o.paid_fen) + amountFen > Number(o.total_fen)) throw await refusal(db, shopId, orderNo, amountFen);
  return o;
}

export interface Receipt {
  shopId: number;
  order: PaidOrder;
  amountFen: number;
  method: PayMethodValue;
  paidDate: string;
  comment: string;
  creatorId: number | null;
  now: number;
}

/** The ledger row of a receipt just taken, with the order's paid total after it. */
export async function writeReceipt(db: Tx, r: Receipt): Promise<number> {
  const { payment_id: paymentId } = await db
    .insertInto('order_payments')
    .values({
      shop_id: r.shopId,
      order_id: r.order.order_id,
      amount_fen: r.amountFen,
      method: r.method,
      paid_date: r.paidDate,
      comment: r.comment,
      paid_after_fen: r.order.paid_fen,
      creator_id: r.creatorId,
      created_at: r.now,
    })
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  return paymentId;
}

/** The log text of a receipt. */
export const receivedText = (r: Receipt): AuditText =>
  auditText('payment.server.log.received', { amount: fenToYuan(r.amountFen), method: auditText(`payment.method.${r.method}` as 'payment.method.1'), date: r.paidDate, paid: fenToYuan(r.order.paid_fen) });

/**
 * Sets order `orderId`'s total to `totalFen` unless what was paid is more: then refuses, and the
 * caller's transaction (an edit, a confirmation's repricing) changes nothing. One guarded update, so
 * a receipt taken meanwhile is counted.
 */
export async function setTotalCoveringPaid(db: Tx, shopId: number, orderId: number, totalFen: number): Promise<void> {
  const r = await db.updateTable('orders').set({ total_fen: totalFen }).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('paid_fen', '<=', totalFen).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return;
  const o = await db.selectFrom('orders').select('paid_fen').where('shop_id', '=', shopId).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  throw ApiError.of(ErrCode.CONFLICT, 'payment.server.totalBelowPaid', { total: fenToYuan(totalFen), paid: fenToYuan(Number(o.paid_fen)) });
}

/** The login name an operator's confirmation is logged under (it has no session). */
export const OPERATOR_LOGIN = 'operator';

/** An order-log row written without a session (the operator's confirmation): by no user, under OPERATOR_LOGIN. */
async function writeOperatorLog(db: Tx, shopId: number, order: LoggedOrder, text: AuditText, now: number): Promise<void> {
  const store = order.store_crm_id == null ? undefined : await db.selectFrom('customers').select('z_name').where('shop_id', '=', shopId).where('crm_id', '=', order.store_crm_id).executeTakeFirst();
  await db
    .insertInto('order_logs')
    .values({
      shop_id: shopId,
      user_id: null,
      login_name: OPERATOR_LOGIN,
      nick_name: OPERATOR_LOGIN,
      order_no: order.order_no,
      custom_order_no: order.custom_order_no,
      store_name: store?.z_name ?? '',
      cosignee_name: order.cosignee_name,
      cosignee_address: order.cosignee_address,
      action: renderAudit(text, 'zh-CN').slice(0, 200),
      texts: JSON.stringify(text),
      oper_date: now,
      old_total_fen: null,
      new_total_fen: null,
    })
    .execute();
}

/** What a confirmation did: recorded the receipt now, or found it recorded by an earlier one. */
export interface Confirmation {
  paymentId: number;
  amountFen: number;
  orderNo: string;
  already: boolean;
}

/**
 * Confirms online payment request `requestId` as paid (the sandbox's operator command; a real
 * provider's notification): one guarded `state 0 → 1`, then the receipt (method online) by the same
 * guarded update as any receipt, in one transaction. A second confirmation finds the state taken and
 * answers the receipt the first recorded; a request the order can no longer take (closed, over what
 * is due) is refused and stays waiting.
 */
export async function confirmOnlinePayment(db: Db, requestId: number, now: number): Promise<Confirmation> {
  return inWriteTransaction(db, async (tx) => {
    const req = await tx
      .selectFrom('online_pay_requests as r')
      .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'r.shop_id').onRef('o.order_id', '=', 'r.order_id'))
      .select(['r.shop_id', 'r.amount_fen', 'r.state', 'r.payment_id', 'o.order_no'])
      .where('r.request_id', '=', requestId)
      .executeTakeFirst();
    if (!req) throw notFound('payment.server.what.request');
    const amountFen = Number(req.amount_fen);
    const claimed = await tx.updateTable('online_pay_requests').set({ state: 1, paid_at: now }).where('request_id', '=', requestId).where('state', '=', 0).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const done = await tx.selectFrom('online_pay_requests').select('payment_id').where('request_id', '=', requestId).executeTakeFirstOrThrow();
      return { paymentId: done.payment_id ?? 0, amountFen, orderNo: req.order_no, already: true };
    }
    const order = await takePayment(tx, req.shop_id, req.order_no, amountFen, now);
    if (!order) throw await refusal(tx, req.shop_id, req.order_no, amountFen);
    const receipt: Receipt = { shopId: req.shop_id, order, amountFen, method: 5, paidDate: shopToday(now), comment: '', creatorId: null, now };
    const paymentId = await writeReceipt(tx, receipt);
    await tx.updateTable('online_pay_requests').set({ payment_id: paymentId }).where('request_id', '=', requestId).execute();
    await writeOperatorLog(tx, req.shop_id, order, auditText('payment.server.log.onlinePaid', { amount: fenToYuan(amountFen), request: requestId, paid: fenToYuan(order.paid_fen) }), now);
    return { paymentId, amountFen, orderNo: req.order_no, already: false };
  });
}
