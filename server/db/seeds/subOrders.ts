/**
 * Sub-orders (补单) for the demo (issue 29): four of the demo shop's newest price-locked orders get
 * one each, one in every state of the sub-order's life: a draft and a closed one on orders confirmed
 * or in production, a submitted one on an order in production, a confirmed one on an arrived order
 * (which stays free to finish: no open sub-order holds it). Each is a board of its order's first
 * room, priced as the order's customer pays; everything is derived from the orders and the seed
 * time, so every host seeds the same.
 */
import { plateAmount } from '../../../src/common/orders';
import { SubOrdState, type SubOrdStateValue } from '../../../src/common/subOrders';
import { DAY_MS } from '../../../src/common/time';
import { pricedGoods } from '../../orders/quote';
import type { Executor } from '../schema';
import type { FeatureSeed } from '../seed';

interface SubOrderSeed {
  reason: string;
  state: SubOrdStateValue;
  /** The order states it may hang on. */
  parents: readonly number[];
  plate: readonly [name: string, length: number, width: number, pieces: number];
}

const SUB_ORDERS: readonly SubOrderSeed[] = [
  { reason: '客户要求加做一块层板', state: SubOrdState.draft, parents: [3, 4], plate: ['层板', 864, 560, 1] },
  { reason: '门板尺寸复尺后更正', state: SubOrdState.submitted, parents: [4], plate: ['门板', 2390, 448, 2] },
  { reason: '安装时损坏一块侧板，补做', state: SubOrdState.confirmed, parents: [5], plate: ['侧板', 2400, 580, 1] },
  { reason: '客户追加抽屉，后又取消', state: SubOrdState.closed, parents: [3, 4], plate: ['抽屉面板', 448, 180, 2] },
];

async function seedShopSubOrders(db: Executor, shopId: number, creatorId: number | undefined, now: number): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['order_id', 'order_no', 'ord_state', 'store_crm_id', 'updated_at'])
    .where('shop_id', '=', shopId)
    .where('price_lock', '=', 1)
    .where('is_deleted', '=', 0)
    .orderBy('order_id', 'desc')
    .execute();
  const used = new Set<number>();
  for (const seed of SUB_ORDERS) {
    const order = orders.find((o) => !used.has(o.order_id) && seed.parents.includes(o.ord_state));
    if (!order) continue;
    used.add(order.order_id);
    const room = await db.selectFrom('order_rooms').select('room_name').where('shop_id', '=', shopId).where('order_id', '=', order.order_id).where('sub_order_id', 'is', null).orderBy('sort').executeTakeFirst();
    const board = await db.selectFrom('order_plates').select('goods_id').where('shop_id', '=', shopId).where('order_id', '=', order.order_id).where('sub_order_id', 'is', null).orderBy('plate_id').executeTakeFirst();
    if (!room || !board) continue;
    const price = (await pricedGoods(db, shopId, order.store_crm_id ?? undefined, [board.goods_id])).get(board.goods_id)!.price_fen;
    const [plateName, length, width, qty] = seed.plate;
    const { areaMm2, amountFen } = plateAmount({ length, width, qty }, price);
    // A day after the order last changed, never after the seed; a moved one an hour later.
    const created = Math.min(now, Number(order.updated_at) + DAY_MS);
    const moved = seed.state === SubOrdState.draft ? created : Math.min(now, created + 3_600_000);
    const { sub_order_id: subId } = await db
      .insertInto('sub_orders')
      .values({ shop_id: shopId, order_id: order.order_id, seq: 1, sub_order_no: `${order.order_no}-1`, reason: seed.reason, sub_state: seed.state, total_fen: amountFen, creator_id: creatorId ?? null, created_at: created, updated_at: moved, state_at: moved })
      .returning('sub_order_id')
      .executeTakeFirstOrThrow();
    const line = { shop_id: shopId, order_id: order.order_id, sub_order_id: subId };
    const { room_id: roomId } = await db.insertInto('order_rooms').values({ ...line, sort: 0, room_name: room.room_name }).returning('room_id').executeTakeFirstOrThrow();
    await db
      .insertInto('order_plates')
      .values({ ...line, room_id: roomId, sort: 0, goods_id: board.goods_id, plate_name: plateName, length_mm: length, width_mm: width, thickness_mm: 18, qty, grain: 1, edges: '四边 1mm', area_mm2: areaMm2, unit_price_fen: price, amount_fen: amountFen })
      .execute();
  }
}

export const seedSubOrders: FeatureSeed = async (db, demo) => {
  await seedShopSubOrders(db, demo.shops['演示家具厂'], demo.users.demo_admin, demo.now);
};

/** What the demo sub-orders say, as typed by the shop: data, in any language of the UI (their boards' names are the orders'). */
export const DEMO_SUB_ORDER_TEXTS: readonly string[] = SUB_ORDERS.map((s) => s.reason);
