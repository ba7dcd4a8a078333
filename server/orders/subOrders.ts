/**
 * Sub-orders (补单) of an order, as the routes (server/routes/orders/subOrders.ts) and the order's
 * own moves (closeOrd's guard) read them: one sub-order by its number, an order's sub-orders with
 * their lines, whether a sub-order may be made of an order, and the open ones that keep the order
 * from being closed or finished. Rules and states: src/common/subOrders.ts.
 */
import { sql, type Selectable, type SqlBool } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { localized } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { fenToYuan } from '../../src/common/money';
import type { OrdStateValue } from '../../src/common/orders';
import { OPEN_SUB_STATES, SUB_ORDER_PARENT_STATES, SubOrdState, type SubOrderRecord, type SubOrdStateValue } from '../../src/common/subOrders';
import { formatDateTime } from '../../src/common/time';
import type { Database, Executor, SqlDialect, Tx } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { readRooms } from './read';

export type SubOrderRow = Selectable<Database['sub_orders']>;

/** The sub-order `subOrderNo` of the shop (locked on PostgreSQL when `lock`), or "sub-order not found". */
export async function subOrderRow(db: Executor, shopId: number, subOrderNo: string, lock?: { dialect: SqlDialect }): Promise<SubOrderRow> {
  let q = db.selectFrom('sub_orders').selectAll().where('shop_id', '=', shopId).where('sub_order_no', '=', subOrderNo);
  if (lock?.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('subOrder.server.what.subOrder');
  return row;
}

/** A sub-order's state in the reader's language, for a message. */
export const subStateText = (state: number) => localized(`subOrder.server.state.${state as SubOrdStateValue}` as ServerMessageId);

/**
 * Why no sub-order may be made of an order as it stands (a message with its values), or null: it
 * must be price-locked, confirmed, in production or arrived, and not in the recycle bin.
 */
export function parentRefusal(o: { ord_state: number; price_lock: number; is_deleted: number }): ApiError | null {
  if (o.is_deleted) return ApiError.of(ErrCode.CONFLICT, 'subOrder.server.parentState', { state: localized('order.server.state.deleted') });
  if (!(SUB_ORDER_PARENT_STATES as readonly number[]).includes(o.ord_state)) {
    return ApiError.of(ErrCode.CONFLICT, 'subOrder.server.parentState', { state: localized(`order.server.state.${o.ord_state as OrdStateValue}` as ServerMessageId) });
  }
  if (!o.price_lock) return ApiError.of(ErrCode.CONFLICT, 'subOrder.server.parentNotLocked');
  return null;
}

/** The place the next sub-order of order `orderId` takes (its number's n): one past the last, closed ones counted. */
export async function nextSubSeq(db: Executor, shopId: number, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('sub_orders')
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** `{order_no}-{n}`. */
export const subOrderNoOf = (orderNo: string, seq: number) => `${orderNo}-${seq}`;

/** The numbers of order `orderId`'s open sub-orders (draft or submitted), in their order. */
export async function openSubOrderNos(db: Executor, shopId: number, orderId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sub_orders')
    .select('sub_order_no')
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('sub_state', 'in', [...OPEN_SUB_STATES])
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.sub_order_no);
}

/**
 * Refuses closing or finishing order `orderId` while a sub-order of it is open. closeOrd asks this
 * after its guarded update of the order's row: a newSubOrd at the same time either committed first
 * (and is seen here, in a statement begun after the update waited for it) or waits for the order's
 * row and then finds the order no longer open for sub-orders.
 */
export async function assertNoOpenSubOrders(db: Tx, shopId: number, orderId: number): Promise<void> {
  const open = await openSubOrderNos(db, shopId, orderId);
  if (open.length) throw ApiError.of(ErrCode.CONFLICT, 'subOrder.server.openSubOrders', { nos: open });
}

/** Order `orderId`'s sub-orders, in their order, each with its lines and who made it. */
export async function readSubOrders(db: Executor, shopId: number, order: { order_id: number; order_no: string }): Promise<SubOrderRecord[]> {
  const rows = await db
    .selectFrom('sub_orders as s')
    .leftJoin('users as u', (j) => j.onRef('u.shop_id', '=', 's.shop_id').onRef('u.user_id', '=', 's.creator_id'))
    .select(['s.sub_order_id', 's.sub_order_no', 's.seq', 's.reason', 's.sub_state', 's.total_fen', 's.created_at', 's.updated_at', 'u.full_name', 'u.nick_name'])
    .where('s.shop_id', '=', shopId)
    .where('s.order_id', '=', order.order_id)
    .orderBy('s.seq')
    .execute();
  const out: SubOrderRecord[] = [];
  for (const r of rows) {
    out.push({
      sub_order_no: r.sub_order_no,
      order_no: order.order_no,
      seq: r.seq,
      reason: r.reason,
      sub_state: r.sub_state as SubOrdStateValue,
      total: fenToYuan(Number(r.total_fen)),
      creator_name: r.full_name || r.nick_name || '',
      create_date: formatDateTime(Number(r.created_at)),
      update_date: formatDateTime(Number(r.updated_at)),
      rooms: await readRooms(db, shopId, order.order_id, r.sub_order_id),
    });
  }
  return out;
}

/**
 * The condition that line `alias` of order_plates or order_goods counts with its order's sales: the
 * order's own (sub_order_id NULL) or a confirmed sub-order's. For readers that sum lines across
 * orders (the goods sales statistics); an open or closed sub-order's lines are not sold.
 */
export const soldLineCondition = (alias: string) =>
  sql<SqlBool>`(${sql.ref(`${alias}.sub_order_id`)} is null or exists (select 1 from sub_orders so where so.shop_id = ${sql.ref(`${alias}.shop_id`)} and so.sub_order_id = ${sql.ref(`${alias}.sub_order_id`)} and so.sub_state = ${SubOrdState.confirmed}))`;
