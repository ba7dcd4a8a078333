/**
 * Prepares a data directory for the benchmark: the demo database plus bulk orders, so that the demo
 * shop holds `total` orders (issue 29: the order list at 100,000 orders against 1,000, and confirmOrd
 * under 50 connections on orders of its own).
 *   node -r esbuild-register scripts/fill-orders.ts <DATA_DIR> <total>
 *
 * Orders: over the last year, for the shop's customers in turn (one in twenty with none); states as
 * a shop's book looks: mostly finished, then every open state, a few closed, one in fifty in the
 * recycle bin; each with one room and one hardware line priced at the item's list price, so that
 * every order can be moved (a received order confirmed: the bench's confirmOrd). Numbers 'B' and a
 * sequence, apart from the shop's own 'D' numbers. The kept counts follow by the orders' triggers.
 */
import { fillArgs, fillInBatches, openDemoDatabase, runFill } from './fillKit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The states in the proportions of a shop's book (out of 20). */
const STATES = [6, 6, 6, 6, 6, 6, 6, 6, 0, 1, 2, 2, 3, 3, 4, 4, 5, 5, 9, 2];

async function main() {
  const { dir, total } = fillArgs('fill-orders.ts');
  const { sqlite, shopId } = await openDemoDatabase(dir);
  try {
    const ids = (query: string) => (sqlite.prepare(query).all(shopId) as { id: number }[]).map((r) => r.id);
    const customers = ids('SELECT crm_id AS id FROM customers WHERE shop_id = ? AND state = 1 ORDER BY crm_id');
    const staff = ids('SELECT user_id AS id FROM users WHERE shop_id = ? ORDER BY user_id');
    const hinge = sqlite.prepare('SELECT goods_id, list_price_fen FROM goods WHERE shop_id = ? AND kind = 2 AND state = 1 ORDER BY goods_id LIMIT 1').get(shopId) as { goods_id: number; list_price_fen: number };
    const have = (sqlite.prepare('SELECT COUNT(*) AS n FROM orders WHERE shop_id = ?').get(shopId) as { n: number }).n;
    const need = Math.max(0, total - have);
    const now = Date.now();
    const order = sqlite.prepare(
      `INSERT INTO orders (shop_id, order_no, custom_order_no, store_crm_id, cosignee_name, cosignee_phone, cosignee_address, delivery_date, remark,
         ord_state, price_lock, is_deleted, total_fen, paid_fen, creator_id, created_at, updated_at, state_at)
       VALUES (?, ?, '', ?, ?, ?, '佛山市顺德区建设路 8 号', ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const room = sqlite.prepare('INSERT INTO order_rooms (shop_id, order_id, sort, room_name) VALUES (?, ?, 0, ?)');
    const line = sqlite.prepare('INSERT INTO order_goods (shop_id, order_id, room_id, sort, goods_id, unit_price_fen, amount_fen, qty_centi) VALUES (?, ?, ?, 0, ?, ?, ?, ?)');
    fillInBatches(sqlite, need, (i) => {
      const state = STATES[i % STATES.length];
      const qty = 1 + (i % 12);
      const amount = hinge.list_price_fen * qty;
      const at = now - Math.floor(((i + 1) / (need + 1)) * 365 * DAY_MS);
      // Unpaid: the receipts are a ledger of their own (order_payments), which the list bench does not read.
      const paid = 0;
      const delivery = new Date(at + 20 * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);
      const crm = i % 20 === 19 ? null : (customers[i % customers.length] ?? null);
      const result = order.run(
        shopId,
        `B${String(i + 1).padStart(8, '0')}`,
        crm,
        `收货人${i % 500}`,
        `139${String(i % 100_000_000).padStart(8, '0')}`,
        delivery,
        state,
        state >= 4 && state !== 9 ? 1 : 0,
        i % 50 === 49 && (state === 0 || state === 9) ? 1 : 0,
        amount,
        paid,
        staff[i % staff.length] ?? null,
        at,
        at,
        at,
      );
      const orderId = Number(result.lastInsertRowid);
      const roomId = Number(room.run(shopId, orderId, '主卧').lastInsertRowid);
      line.run(shopId, orderId, roomId, hinge.goods_id, hinge.list_price_fen, amount, qty * 100);
    });
    const counted = (sqlite.prepare('SELECT COUNT(*) AS n FROM orders WHERE shop_id = ?').get(shopId) as { n: number }).n;
    console.log(`orders of the demo shop: ${counted}`);
  } finally {
    sqlite.close();
  }
}

runFill(main);
