/**
 * An order's content (rooms, boards, goods lines) written from its document, priced as the customer
 * pays (./quote.ts), and its number taken from the shop's counter of the day.
 */
import { sql } from 'kysely';
import { GoodsKind } from '../../src/common/goods';
import type { OrderData } from '../../src/common/orders';
import { formatDate } from '../../src/common/time';
import type { Executor, Tx } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { goodsAmount, plateAmount } from '../../src/common/orders';
import { pricedGoods } from './quote';

/** The prefix of every order number. */
export const ORDER_NO_PREFIX = 'D';

/**
 * The next order number of the shop's day: 'D' + YYYYMMDD + the day's sequence (4 digits, more past
 * 9999). One upsert bumps the counter and reads it back, in the creating transaction: on PostgreSQL
 * the row lock makes concurrent creations take turns, and SQLite's writer runs alone.
 */
export async function nextOrderNo(db: Tx, shopId: number, now: number): Promise<string> {
  const date = formatDate(now).replace(/-/g, '');
  const row = await db
    .insertInto('order_numbers')
    .values({ shop_id: shopId, day: Number(date), seq: 1 })
    .onConflict((oc) => oc.columns(['shop_id', 'day']).doUpdateSet({ seq: sql<number>`order_numbers.seq + 1` }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return `${ORDER_NO_PREFIX}${date}${String(row.seq).padStart(4, '0')}`;
}

/** Refuses a customer that is not the shop's. */
export async function assertOwnCustomer(db: Executor, shopId: number, crmId: number | undefined): Promise<void> {
  if (crmId === undefined) return;
  const found = await db.selectFrom('customers').select('crm_id').where('shop_id', '=', shopId).where('crm_id', '=', crmId).executeTakeFirst();
  if (!found) throw notFound('crm.what.customer', [crmId]);
}

/** The number of rooms and of lines of a document. */
export const contentSize = (d: Pick<OrderData, 'rooms'>) => ({ rooms: d.rooms.length, lines: d.rooms.reduce((n, r) => n + r.plates.length + r.goods.length, 0) });

/** A document's lines priced for its customer: each room's boards and goods lines with price and amount in fen. */
export interface PricedContent {
  rooms: {
    plates: (OrderData['rooms'][number]['plates'][number] & { goods_name: string; price: number; areaMm2: number; amountFen: number })[];
    goods: (OrderData['rooms'][number]['goods'][number] & { goods_name: string; price: number; amountFen: number })[];
    totalFen: number;
  }[];
  totalFen: number;
}

/**
 * Prices a document as its customer pays today. Every goods item must be the shop's, and a board's
 * material a board item; nothing is written (the order form's quotation asks this as the clerk types).
 */
export async function priceContent(db: Executor, shopId: number, d: Pick<OrderData, 'store_crm_id' | 'rooms'>): Promise<PricedContent> {
  const ids = d.rooms.flatMap((r) => [...r.plates.map((p) => p.goods_id), ...r.goods.map((g) => g.goods_id)]);
  const goods = await pricedGoods(db, shopId, d.store_crm_id, ids);
  const missing = [...new Set(ids.filter((id) => !goods.has(id)))];
  if (missing.length) throw notFound('goods.what.goods', missing);
  for (const room of d.rooms) {
    const notBoard = room.plates.map((p) => goods.get(p.goods_id)!).find((g) => g.kind !== GoodsKind.board);
    if (notBoard) throw badRequest('order.server.notBoard', { name: notBoard.goods_name });
  }
  const rooms = d.rooms.map((room) => {
    const plates = room.plates.map((p) => {
      const { price_fen: price, goods_name } = goods.get(p.goods_id)!;
      return { ...p, goods_name, price, ...plateAmount(p, price) };
    });
    const lines = room.goods.map((g) => {
      const { price_fen: price, goods_name } = goods.get(g.goods_id)!;
      return { ...g, goods_name, price, amountFen: goodsAmount(g.qty, price) };
    });
    return { plates, goods: lines, totalFen: [...plates, ...lines].reduce((n, l) => n + l.amountFen, 0) };
  });
  return { rooms, totalFen: rooms.reduce((n, r) => n + r.totalFen, 0) };
}

/**
 * Replaces order `orderId`'s rooms and lines by the document's, priced for its customer; answers the
 * total in fen. `subOrderId`: the content of that sub-order of the order (migration 0030) instead of
 * the order's own (null), which the sub-order's lines never touch, nor it theirs.
 */
export async function writeContent(db: Tx, shopId: number, orderId: number, d: Pick<OrderData, 'store_crm_id' | 'rooms'>, subOrderId: number | null = null): Promise<number> {
  const priced = await priceContent(db, shopId, d);
  // The lines go with their rooms (the foreign keys cascade); deleted explicitly all the same.
  for (const table of ['order_plates', 'order_goods', 'order_rooms'] as const) {
    await db.deleteFrom(table).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('sub_order_id', subOrderId === null ? 'is' : '=', subOrderId).execute();
  }
  for (const [sort, room] of d.rooms.entries()) {
    const { room_id: roomId } = await db
      .insertInto('order_rooms')
      .values({ shop_id: shopId, order_id: orderId, sub_order_id: subOrderId, sort, room_name: room.room_name })
      .returning('room_id')
      .executeTakeFirstOrThrow();
    const line = { shop_id: shopId, order_id: orderId, sub_order_id: subOrderId, room_id: roomId };
    const plates = priced.rooms[sort].plates.map((p, i) => ({
      ...line,
      sort: i,
      goods_id: p.goods_id,
      plate_name: p.plate_name,
      length_mm: p.length,
      width_mm: p.width,
      thickness_mm: p.thickness,
      qty: p.qty,
      grain: p.grain,
      edges: p.edges,
      area_mm2: p.areaMm2,
      unit_price_fen: p.price,
      amount_fen: p.amountFen,
    }));
    const lines = priced.rooms[sort].goods.map((g, i) => ({ ...line, sort: i, goods_id: g.goods_id, qty_centi: g.qty, unit_price_fen: g.price, amount_fen: g.amountFen }));
    if (plates.length) await db.insertInto('order_plates').values(plates).execute();
    if (lines.length) await db.insertInto('order_goods').values(lines).execute();
  }
  return priced.totalFen;
}

/**
 * Prices every line of order `orderId` again as its customer pays today (confirming snapshots them);
 * answers the new total. `subOrderId`: the lines of that sub-order of the order instead of its own.
 */
export async function repriceOrder(db: Tx, shopId: number, orderId: number, crmId: number | undefined, subOrderId: number | null = null): Promise<number> {
  const op = subOrderId === null ? 'is' : '=';
  const plates = await db
    .selectFrom('order_plates')
    .select(['plate_id', 'goods_id', 'length_mm', 'width_mm', 'qty'])
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('sub_order_id', op, subOrderId)
    .execute();
  const lines = await db.selectFrom('order_goods').select(['line_id', 'goods_id', 'qty_centi']).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('sub_order_id', op, subOrderId).execute();
  const goods = await pricedGoods(db, shopId, crmId, [...plates.map((p) => p.goods_id), ...lines.map((l) => l.goods_id)]);
  let total = 0;
  for (const p of plates) {
    const price = goods.get(p.goods_id)!.price_fen;
    const { amountFen } = plateAmount({ length: p.length_mm, width: p.width_mm, qty: p.qty }, price);
    total += amountFen;
    await db.updateTable('order_plates').set({ unit_price_fen: price, amount_fen: amountFen }).where('shop_id', '=', shopId).where('plate_id', '=', p.plate_id).execute();
  }
  for (const l of lines) {
    const price = goods.get(l.goods_id)!.price_fen;
    const amount = goodsAmount(Number(l.qty_centi), price);
    total += amount;
    await db.updateTable('order_goods').set({ unit_price_fen: price, amount_fen: amount }).where('shop_id', '=', shopId).where('line_id', '=', l.line_id).execute();
  }
  return total;
}
