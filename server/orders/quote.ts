/**
 * The prices of an order's lines (issue 29 "Quotation"): the customer's price list, else the list of
 * the customer's level, else the goods item's list price. Within a list a goods item's own line wins,
 * then the line of its class or of the nearest class above it. Every amount is integer fen.
 */
import type { OrderOffer, OrderRecord } from '../../src/common/orders';
import type { Executor } from '../db/schema';
import { PRICE_TARGET } from '../goods/priceLists';

/** The price list that prices the customer's orders, or undefined (list prices). */
async function customerPriceList(db: Executor, shopId: number, crmId: number | undefined): Promise<number | undefined> {
  if (crmId === undefined) return undefined;
  const customer = await db.selectFrom('customers').select('cust_level').where('shop_id', '=', shopId).where('crm_id', '=', crmId).executeTakeFirst();
  const own = await db
    .selectFrom('price_assignments')
    .select('pricelist_id')
    .where('shop_id', '=', shopId)
    .where('target_type', '=', PRICE_TARGET.dealer)
    .where('target_id', '=', crmId)
    .executeTakeFirst();
  if (own) return own.pricelist_id;
  if (!customer?.cust_level) return undefined;
  const byLevel = await db
    .selectFrom('price_assignments')
    .select('pricelist_id')
    .where('shop_id', '=', shopId)
    .where('target_type', '=', PRICE_TARGET.level)
    .where('target_id', '=', customer.cust_level)
    .executeTakeFirst();
  return byLevel?.pricelist_id;
}

/** A goods item as the order reads it: its kind (boards are 1), name and list price. */
export interface PricedGoods {
  goods_id: number;
  goods_name: string;
  kind: number;
  class_id: number;
  list_price_fen: number;
  /** The price the customer pays, per unit (per m² for a board). */
  price_fen: number;
}

/** The shop's goods `goodsIds` with the price the customer pays; ids not the shop's are left out. */
export async function pricedGoods(db: Executor, shopId: number, crmId: number | undefined, goodsIds: readonly number[]): Promise<Map<number, PricedGoods>> {
  const out = new Map<number, PricedGoods>();
  if (!goodsIds.length) return out;
  const ids = [...new Set(goodsIds)];
  const rows = [];
  // In chunks: a statement takes a bounded number of parameters.
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('goods')
        .select(['goods_id', 'goods_name', 'kind', 'class_id', 'list_price_fen'])
        .where('shop_id', '=', shopId)
        .where('goods_id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  const listId = await customerPriceList(db, shopId, crmId);
  const byGoods = new Map<number, number>();
  const byClass = new Map<number, number>();
  const parents = new Map<number, number | null>();
  if (listId !== undefined) {
    const lines = await db.selectFrom('price_lines').select(['goods_id', 'class_id', 'unit_price_fen']).where('shop_id', '=', shopId).where('pricelist_id', '=', listId).execute();
    for (const l of lines) {
      if (l.goods_id !== null) byGoods.set(l.goods_id, Number(l.unit_price_fen));
      if (l.class_id !== null) byClass.set(l.class_id, Number(l.unit_price_fen));
    }
    if (byClass.size) {
      for (const c of await db.selectFrom('goods_classes').select(['class_id', 'parent_id']).where('shop_id', '=', shopId).execute()) parents.set(c.class_id, c.parent_id);
    }
  }
  /** The class line of the class or of the nearest class above it (a tree is at most 3 deep). */
  const classPrice = (classId: number): number | undefined => {
    for (let c: number | null | undefined = classId, depth = 0; c != null && depth < 10; c = parents.get(c), depth++) {
      const price = byClass.get(c);
      if (price !== undefined) return price;
    }
    return undefined;
  };
  for (const r of rows) {
    const list = Number(r.list_price_fen);
    out.set(r.goods_id, { ...r, list_price_fen: list, price_fen: byGoods.get(r.goods_id) ?? classPrice(r.class_id) ?? list });
  }
  return out;
}

/**
 * The quotation of a stored order (StoreOrders-getOffer with `order_no`, and the document sent to the
 * MES, server/orders/mes.ts): its lines as priced, the prices confirming fixed, once confirmed.
 */
export function storedOffer(order: OrderRecord): OrderOffer {
  return {
    store_crm_id: order.store_crm_id,
    rooms: order.rooms.map((room) => ({
      room_name: room.room_name,
      plates: room.plates.map((p) => ({ goods_id: p.goods_id, goods_name: p.goods_name, unit_price: p.unit_price, amount: p.amount, area: p.area })),
      goods: room.goods.map((g) => ({ goods_id: g.goods_id, goods_name: g.goods_name, unit_price: g.unit_price, amount: g.amount })),
      total: room.total,
    })),
    total: order.total,
  };
}
