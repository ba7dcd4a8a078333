/**
 * Reading orders as the wire shows them: the summary the list pages, and the whole order with its
 * rooms, boards and goods lines (StoreOrders-ajaxOrder). Money is fen in the rows, yuan on the wire.
 */
import { fenToYuan } from '../../src/common/money';
import { areaText, type OrderRecord, type OrderRoom, type OrderSummary, type OrdStateValue } from '../../src/common/orders';
import { formatDateTime } from '../../src/common/time';
import type { Executor, SqlDialect, Tx } from '../db/schema';
import { notFound } from '../http/errors';

/** The shop's orders with their customer's name (select what the caller needs). */
export function orderQuery(db: Executor, shopId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'o.shop_id').onRef('c.crm_id', '=', 'o.store_crm_id'))
    .where('o.shop_id', '=', shopId);
}

/** The columns of an order summary. */
export const SUMMARY_COLUMNS = [
  'o.order_id',
  'o.order_no',
  'o.custom_order_no',
  'o.store_crm_id',
  'c.z_name as store_name',
  'o.cosignee_name',
  'o.cosignee_phone',
  'o.cosignee_address',
  'o.delivery_date',
  'o.remark',
  'o.ord_state',
  'o.price_lock',
  'o.is_deleted',
  'o.total_fen',
  'o.paid_fen',
  'o.created_at',
  'o.updated_at',
] as const;

interface SummaryRow {
  order_no: string;
  custom_order_no: string;
  store_crm_id: number | null;
  store_name: string | null;
  cosignee_name: string;
  cosignee_phone: string;
  cosignee_address: string;
  delivery_date: string;
  remark: string;
  ord_state: number;
  price_lock: number;
  is_deleted: number;
  total_fen: number | string;
  paid_fen: number | string;
  created_at: number | string;
  updated_at: number | string;
}

export function toSummary(r: SummaryRow): OrderSummary {
  const total = Number(r.total_fen);
  const paid = Number(r.paid_fen);
  return {
    order_no: r.order_no,
    custom_order_no: r.custom_order_no,
    store_crm_id: r.store_crm_id ?? 0,
    store_name: r.store_name ?? '',
    cosignee_name: r.cosignee_name,
    cosignee_phone: r.cosignee_phone,
    cosignee_address: r.cosignee_address,
    delivery_date: r.delivery_date,
    remark: r.remark,
    ord_state: r.ord_state as OrdStateValue,
    price_lock: r.price_lock ? 1 : 0,
    is_deleted: r.is_deleted ? 1 : 0,
    total: fenToYuan(total),
    paid: fenToYuan(paid),
    due: fenToYuan(Math.max(0, total - paid)),
    create_date: formatDateTime(Number(r.created_at)),
    update_date: formatDateTime(Number(r.updated_at)),
  };
}

/** The order row `orderNo` of the shop (locked on PostgreSQL when `lock`), or "order not found". */
export async function orderRow(db: Executor | Tx, shopId: number, orderNo: string, lock?: { dialect: SqlDialect }) {
  let q = db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('order_no', '=', orderNo);
  if (lock?.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('order.server.what.order');
  return row;
}

/** A quantity in hundredths as text with at most 2 decimals. */
const qtyText = (centi: number) => String(centi / 100);

/** The whole order `orderNo` of the shop. */
export async function readOrder(db: Executor, shopId: number, orderNo: string): Promise<OrderRecord> {
  const row = await orderQuery(db, shopId).select(SUMMARY_COLUMNS).where('o.order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw notFound('order.server.what.order');
  return { ...toSummary(row), rooms: await readRooms(db, shopId, row.order_id) };
}

/**
 * The rooms of order `orderId` with their boards and goods lines: the order's own content, or, with
 * `subOrderId`, that sub-order's (its lines share the order's tables, migration 0030).
 */
export async function readRooms(db: Executor, shopId: number, orderId: number, subOrderId: number | null = null): Promise<OrderRoom[]> {
  const op = subOrderId === null ? 'is' : '=';
  const [rooms, plates, lines] = await Promise.all([
    db.selectFrom('order_rooms').select(['room_id', 'room_name']).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('sub_order_id', op, subOrderId).orderBy('sort').execute(),
    db
      .selectFrom('order_plates as p')
      .innerJoin('goods as g', (j) => j.onRef('g.shop_id', '=', 'p.shop_id').onRef('g.goods_id', '=', 'p.goods_id'))
      .select(['p.plate_id', 'p.room_id', 'p.plate_name', 'p.length_mm', 'p.width_mm', 'p.thickness_mm', 'p.goods_id', 'g.goods_name', 'p.qty', 'p.grain', 'p.edges', 'p.area_mm2', 'p.unit_price_fen', 'p.amount_fen'])
      .where('p.shop_id', '=', shopId)
      .where('p.order_id', '=', orderId)
      .where('p.sub_order_id', op, subOrderId)
      .orderBy('p.room_id')
      .orderBy('p.sort')
      .execute(),
    db
      .selectFrom('order_goods as l')
      .innerJoin('goods as g', (j) => j.onRef('g.shop_id', '=', 'l.shop_id').onRef('g.goods_id', '=', 'l.goods_id'))
      .innerJoin('units as u', (j) => j.onRef('u.shop_id', '=', 'g.shop_id').onRef('u.unit_id', '=', 'g.unit_id'))
      .select(['l.line_id', 'l.room_id', 'l.goods_id', 'g.goods_no', 'g.goods_name', 'u.unit_name', 'l.qty_centi', 'l.unit_price_fen', 'l.amount_fen'])
      .where('l.shop_id', '=', shopId)
      .where('l.order_id', '=', orderId)
      .where('l.sub_order_id', op, subOrderId)
      .orderBy('l.room_id')
      .orderBy('l.sort')
      .execute(),
  ]);
  return rooms.map((room) => {
    const roomPlates = plates.filter((p) => p.room_id === room.room_id);
    const roomLines = lines.filter((l) => l.room_id === room.room_id);
    const total = [...roomPlates, ...roomLines].reduce((n, x) => n + Number(x.amount_fen), 0);
    return {
      room_id: room.room_id,
      room_name: room.room_name,
      plates: roomPlates.map((p) => ({
        plate_id: p.plate_id,
        room_id: p.room_id,
        plate_name: p.plate_name,
        length: p.length_mm,
        width: p.width_mm,
        thickness: p.thickness_mm,
        goods_id: p.goods_id,
        goods_name: p.goods_name,
        qty: p.qty,
        grain: p.grain,
        edges: p.edges,
        area: areaText(Number(p.area_mm2)),
        unit_price: fenToYuan(Number(p.unit_price_fen)),
        amount: fenToYuan(Number(p.amount_fen)),
      })),
      goods: roomLines.map((l) => ({
        line_id: l.line_id,
        room_id: l.room_id,
        goods_id: l.goods_id,
        goods_no: l.goods_no,
        goods_name: l.goods_name,
        unit_name: l.unit_name,
        qty: qtyText(Number(l.qty_centi)),
        unit_price: fenToYuan(Number(l.unit_price_fen)),
        amount: fenToYuan(Number(l.amount_fen)),
      })),
      total: fenToYuan(total),
    };
  });
}
