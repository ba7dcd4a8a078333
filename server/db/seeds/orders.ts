/**
 * Orders for the demo (issue 29): the demo shop gets 300 over the last year, the oldest finished, older ones arrived or
 * closed, newer ones in every state of the order's life, a few in the recycle bin; the second shop a
 * few, so that isolation is visible. Each has rooms with boards and goods lines priced as the
 * customer pays (server/orders/quote.ts). Everything is derived from the seed time, so every host
 * seeds the same; rows go in by the hundred, so seeding stays quick for every test that starts from it.
 */
import { GoodsKind } from '../../../src/common/goods';
import { OrdState, type OrdStateValue } from '../../../src/common/orders';
import { DAY_MS, formatDate } from '../../../src/common/time';
import { ORDER_NO_PREFIX } from '../../orders/content';
import { goodsAmount, plateAmount } from '../../../src/common/orders';
import { pricedGoods, type PricedGoods } from '../../orders/quote';
import type { FeatureSeed } from '../seed';
import type { Insertable } from 'kysely';
import type { Executor, OrdersTable } from '../schema';

const ROOMS = ['主卧', '次卧', '厨房', '客厅', '书房', '儿童房', '衣帽间', '阳台'];
const PLATES = [
  ['侧板', 2400, 580],
  ['顶板', 900, 580],
  ['底板', 900, 580],
  ['层板', 864, 560],
  ['背板', 2380, 880],
  ['门板', 2390, 448],
  ['抽屉面板', 448, 180],
] as const;
const CONSIGNEES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周婷', '吴昊'];
const STREETS = ['广东省佛山市顺德区大良街道新城路 18 号', '广东省广州市天河区珠江新城华夏路 66 号', '广东省佛山市禅城区季华五路 9 号', '湖南省长沙市岳麓区麓谷大道 120 号'];
const REMARKS = ['', '', '周末送货', '电梯到 18 楼', '先送主卧'];

/** How an order of this age (0 the oldest … 1 the newest) stands, and whether its price is locked. */
function standing(i: number, total: number): { state: OrdStateValue; lock: 0 | 1 } {
  const age = i / total;
  if (i % 5 === 0 && age < 0.7) return { state: OrdState.closed, lock: 0 };
  // The oldest are finished (paid in full by the payments seed); the later ones of that year still wait at arrived.
  if (age < 0.7) return { state: age < 0.5 ? OrdState.finished : OrdState.arrived, lock: 1 };
  if (age < 0.85) return i % 3 === 0 ? { state: OrdState.confirmed, lock: 1 } : { state: OrdState.production, lock: 1 };
  const recent: OrdStateValue[] = [OrdState.draft, OrdState.submitted, OrdState.received, OrdState.confirmed];
  return { state: recent[i % recent.length], lock: 0 };
}

interface ShopOrderSeed {
  shop: string;
  count: number;
  /** Days the orders spread over, ending this many days before the seed. */
  days: number;
  endDaysAgo: number;
  /** How many of the drafts and closed orders are in the recycle bin. */
  deleted: number;
}

const seedShopOrders = async (db: Executor, shopId: number, now: number, creatorId: number, seed: ShopOrderSeed) => {
  const customers = await db.selectFrom('customers').select(['crm_id', 'crm_type']).where('shop_id', '=', shopId).where('state', '=', 1).orderBy('crm_id').execute();
  const goods = await db.selectFrom('goods').select(['goods_id', 'kind']).where('shop_id', '=', shopId).where('state', '=', 1).orderBy('goods_id').execute();
  const boards = goods.filter((g) => g.kind === GoodsKind.board).map((g) => g.goods_id);
  const others = goods.filter((g) => g.kind === GoodsKind.hardware || g.kind === GoodsKind.finished).map((g) => g.goods_id);
  const dealers = customers.filter((c) => c.crm_type === 3).map((c) => c.crm_id);
  const buyers = [...dealers, ...dealers, ...customers.map((c) => c.crm_id)];
  if (!boards.length || !buyers.length) return;
  const prices = new Map<number, Map<number, PricedGoods>>();
  for (const crmId of new Set(buyers)) prices.set(crmId, await pricedGoods(db, shopId, crmId, [...boards, ...others]));

  const perDay = new Map<number, number>();
  let deleted = 0;
  const orders: Insertable<OrdersTable>[] = [];
  const contents: SeedContent[] = [];
  for (let i = 0; i < seed.count; i++) {
    const created = now - (seed.endDaysAgo + Math.round(((seed.count - 1 - i) / seed.count) * seed.days)) * DAY_MS + (i % 9) * 3_600_000;
    const day = Number(formatDate(created).replace(/-/g, ''));
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const crmId = buyers[(i * 7) % buyers.length];
    const priced = prices.get(crmId)!;
    const rooms = ROOMS.slice(i % 5, (i % 5) + 1 + (i % 3)).map((room_name, r) => ({
      room_name,
      plates: PLATES.slice(0, 3 + ((i + r) % 4)).map(([plate_name, length, width], p) => ({ plate_name, length, width, thickness: 18, goods_id: boards[(i + r + p) % boards.length], qty: 1 + ((i + p) % 4), grain: p % 3, edges: '四边 1mm' })),
      goods: others.length ? [{ goods_id: others[(i + r) % others.length], qty: 100 * (2 + (i % 6)) }] : [],
    }));
    let total = 0;
    for (const room of rooms) {
      for (const p of room.plates) total += plateAmount(p, priced.get(p.goods_id)!.price_fen).amountFen;
      for (const g of room.goods) total += goodsAmount(g.qty, priced.get(g.goods_id)!.price_fen);
    }
    const { state, lock } = standing(i, seed.count);
    const binned = (state === OrdState.draft || state === OrdState.closed) && deleted < seed.deleted && i % 4 === 0;
    if (binned) deleted += 1;
    const updated = Math.min(now, created + (state === OrdState.draft ? 0 : 2 * DAY_MS));
    orders.push({
      shop_id: shopId,
      order_no: `${ORDER_NO_PREFIX}${day}${String(seq).padStart(4, '0')}`,
      custom_order_no: i % 3 === 0 ? `KH-${String(10000 + i)}` : '',
      store_crm_id: crmId,
      cosignee_name: CONSIGNEES[i % CONSIGNEES.length],
      cosignee_phone: `139${String(20000000 + i * 37).padStart(8, '0')}`,
      cosignee_address: STREETS[i % STREETS.length],
      delivery_date: formatDate(created + (20 + (i % 15)) * DAY_MS),
      remark: REMARKS[i % REMARKS.length],
      ord_state: state,
      price_lock: lock,
      is_deleted: binned ? 1 : 0,
      total_fen: total,
      creator_id: creatorId,
      created_at: created,
      updated_at: updated,
      state_at: updated,
    });
    contents.push({ rooms, priced });
  }
  await writeSeedContent(db, shopId, orders, contents);
  await db
    .insertInto('order_numbers')
    .values([...perDay].map(([day, seq]) => ({ shop_id: shopId, day, seq })))
    .execute();
};

interface SeedPlate {
  plate_name: string;
  length: number;
  width: number;
  thickness: number;
  goods_id: number;
  qty: number;
  grain: number;
  edges: string;
}
interface SeedContent {
  rooms: { room_name: string; plates: SeedPlate[]; goods: { goods_id: number; qty: number }[] }[];
  priced: Map<number, PricedGoods>;
}

/** Inserts `rows` a chunk at a time, answering the ids RETURNING gives in the rows' order. */
async function insertChunks<R>(rows: readonly R[], size: number, insert: (chunk: R[]) => Promise<number[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) ids.push(...(await insert(rows.slice(i, i + size))));
  return ids;
}

/** The orders and their rooms and lines, a few hundred rows a statement. */
async function writeSeedContent(db: Executor, shopId: number, orders: Insertable<OrdersTable>[], contents: SeedContent[]): Promise<void> {
  const orderIds = await insertChunks(orders, 100, async (chunk) => (await db.insertInto('orders').values(chunk).returning('order_id').execute()).map((r) => r.order_id));
  const rooms = contents.flatMap((c, o) => c.rooms.map((room, sort) => ({ shop_id: shopId, order_id: orderIds[o], sort, room_name: room.room_name, room, priced: c.priced })));
  const roomIds = await insertChunks(rooms, 200, async (chunk) =>
    (await db.insertInto('order_rooms').values(chunk.map(({ room: _room, priced: _priced, ...row }) => row)).returning('room_id').execute()).map((r) => r.room_id),
  );
  const plates = rooms.flatMap((r, i) =>
    r.room.plates.map((p, sort) => {
      const price = r.priced.get(p.goods_id)!.price_fen;
      const { areaMm2, amountFen } = plateAmount(p, price);
      return {
        shop_id: shopId,
        order_id: r.order_id,
        room_id: roomIds[i],
        sort,
        goods_id: p.goods_id,
        plate_name: p.plate_name,
        length_mm: p.length,
        width_mm: p.width,
        thickness_mm: p.thickness,
        qty: p.qty,
        grain: p.grain,
        edges: p.edges,
        area_mm2: areaMm2,
        unit_price_fen: price,
        amount_fen: amountFen,
      };
    }),
  );
  const lines = rooms.flatMap((r, i) =>
    r.room.goods.map((g, sort) => {
      const price = r.priced.get(g.goods_id)!.price_fen;
      return { shop_id: shopId, order_id: r.order_id, room_id: roomIds[i], sort, goods_id: g.goods_id, qty_centi: g.qty, unit_price_fen: price, amount_fen: goodsAmount(g.qty, price) };
    }),
  );
  for (let i = 0; i < plates.length; i += 500) await db.insertInto('order_plates').values(plates.slice(i, i + 500)).execute();
  for (let i = 0; i < lines.length; i += 500) await db.insertInto('order_goods').values(lines.slice(i, i + 500)).execute();
}

const DEMO: ShopOrderSeed = { shop: '演示家具厂', count: 300, days: 365, endDaysAgo: 0, deleted: 6 };
const SOUTH: ShopOrderSeed = { shop: '南方板材定制', count: 6, days: 30, endDaysAgo: 400, deleted: 1 };

export const seedOrders: FeatureSeed = async (db, demo) => {
  for (const [seed, master] of [
    [DEMO, 'demo_admin'],
    [SOUTH, 'south_admin'],
  ] as const) {
    await seedShopOrders(db, demo.shops[seed.shop], demo.now, demo.users[master], seed);
  }
};

/** What the demo orders show on the pages, as typed in any language (the English pages' check leaves the shop's own data alone). */
export const DEMO_ORDER_TEXTS: readonly string[] = [...ROOMS, ...PLATES.map((p) => p[0]), ...CONSIGNEES, ...STREETS, ...REMARKS.filter(Boolean), '四边 1mm'];
