/**
 * Order memos for the demo (issue 29): 150 on the demo shop's orders by several of its staff (a
 * hundred orders with one, fifty of them with a second), some altered later; four on the second
 * shop's orders, so that isolation shows on /orders/memo. Each is written after its order was
 * created; everything is derived from the seed time and the orders, so every host seeds the same.
 */
import { DAY_MS } from '../../../src/common/time';
import type { Executor } from '../schema';
import type { FeatureSeed, SeededDemo } from '../seed';

const MEMOS = [
  '客户要求周六上午送货',
  '已电话确认收货地址',
  '门板颜色改为暖白，已与客户确认',
  '柜体尺寸需现场复尺',
  '客户催单，请优先安排生产',
  '定金已收，余款到货后结清',
  '五金换成缓冲铰链',
  '送货前一天电话联系收货人',
  '小区需登记车牌，提前报备',
  '背板改为 9mm',
  '安装师傅已预约周日',
  '客户对报价有疑问，需再沟通',
  '拆单完成，等待审核',
  '抽屉滑轨改为三节全拉出',
  '客户临时出差，交货推迟一周',
];

const HOUR_MS = 3_600_000;

interface ShopMemoSeed {
  shop: string;
  count: number;
  /** The authors by login name (those the seed made). */
  authors: readonly string[];
  /** Memos per order at most (the first orders get the extra ones). */
  distinctOrders: number;
}

const DEMO: ShopMemoSeed = { shop: '演示家具厂', count: 150, authors: ['demo_admin', 'demo_sales', 'zhou_sales', 'wu_sales', 'lin_prod', 'feng_install', 'demo_finance'], distinctOrders: 100 };
const SOUTH: ShopMemoSeed = { shop: '南方板材定制', count: 4, authors: ['south_admin', 'south_clerk1'], distinctOrders: 3 };

async function seedShopMemos(db: Executor, demo: SeededDemo, seed: ShopMemoSeed): Promise<void> {
  const shopId = demo.shops[seed.shop];
  const authors = seed.authors.map((login) => demo.users[login]).filter((id): id is number => id !== undefined);
  const orders = await db.selectFrom('orders').select(['order_id', 'created_at']).where('shop_id', '=', shopId).orderBy('order_id').execute();
  if (!orders.length || !authors.length) return;
  const rows = Array.from({ length: seed.count }, (_, i) => {
    // 37 is prime to the demo's 300 orders: the memos spread over the year's orders.
    const order = orders[((i % seed.distinctOrders) * 37) % orders.length];
    const opened = Number(order.created_at);
    // Hours to days after the order; never before it, and not after the seed's time unless the order itself is.
    const written = Math.max(opened + 60_000, Math.min(opened + ((i % 10) + 1) * 3 * HOUR_MS + (i % 4) * DAY_MS, demo.now - (seed.count - i) * 60_000));
    const altered = i % 6 === 0 ? Math.max(written, Math.min(written + 2 * HOUR_MS, demo.now)) : written;
    return { shop_id: shopId, order_id: order.order_id, author_id: authors[i % authors.length], content: MEMOS[(i * 7) % MEMOS.length], created_at: written, updated_at: altered };
  });
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('order_memos').values(rows.slice(i, i + 100)).execute();
}

export const seedOrderMemos: FeatureSeed = async (db, demo) => {
  for (const seed of [DEMO, SOUTH]) await seedShopMemos(db, demo, seed);
};

/** What the demo memos say, as typed by the shops: data, in any language of the UI. */
export const DEMO_MEMO_TEXTS: readonly string[] = MEMOS;
