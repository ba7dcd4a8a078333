/**
 * Receipts of the demo orders (issue 29 "Payments"): the seeded orders carry no money, so the ones
 * that took it give it here, consistently with their state — confirmed and in-production orders a
 * deposit or nothing, arrived orders paid in full or in part, finished ones in full; drafts,
 * submitted, received and closed orders nothing (closing is refused while money was taken). Each
 * order's receipts (one to three, mixed methods, dated after the order was created and not after the
 * seed) sum exactly to its paid total, and each keeps the paid total after it, as the ledger does.
 * Everything follows from the order's id and the seed time, so every host seeds the same.
 */
import { OrdState } from '../../../src/common/orders';
import { PayMethod, type PayMethodValue } from '../../../src/common/orderPayments';
import { DAY_MS, formatDate } from '../../../src/common/time';
import { sql } from 'kysely';
import type { FeatureSeed } from '../seed';

/** The share of the total an order in `state` has paid, by its id: 0, a deposit, part or all. */
function paidShare(state: number, id: number): number {
  if (state === OrdState.finished) return 1;
  if (state === OrdState.arrived) return id % 3 === 0 ? 0.6 : 1;
  if (state === OrdState.production) return id % 4 === 0 ? 0 : 0.3;
  if (state === OrdState.confirmed) return id % 3 === 0 ? 0 : 0.3;
  return 0;
}

const METHODS: readonly PayMethodValue[] = [PayMethod.bank, PayMethod.wechat, PayMethod.cash, PayMethod.alipay, PayMethod.bank, PayMethod.online];
const COMMENTS = ['定金', '', '尾款', '', '对公转账', ''];

/** What the demo receipts' comments hold: the shop's data, shown as typed in any language. */
export const DEMO_PAYMENT_TEXTS: readonly string[] = COMMENTS.filter(Boolean);

/** An order's paid total cut into one to three receipts that add up to it exactly (the last takes the rest). */
function instalments(paidFen: number, id: number): number[] {
  const count = paidFen < 100_00 ? 1 : 1 + (id % 3);
  const parts: number[] = [];
  let left = paidFen;
  for (let k = 0; k < count - 1; k++) {
    const part = Math.round((paidFen * (k === 0 ? 0.5 : 0.3)) / 100) * 100;
    parts.push(part);
    left -= part;
  }
  parts.push(left);
  return parts.filter((p) => p > 0);
}

export const seedOrderPayments: FeatureSeed = async (db, demo) => {
  const orders = await db
    .selectFrom('orders')
    .select(['order_id', 'shop_id', 'ord_state', 'total_fen', 'created_at', 'creator_id'])
    .where('is_deleted', '=', 0)
    .where('ord_state', 'in', [OrdState.confirmed, OrdState.production, OrdState.arrived, OrdState.finished])
    .orderBy('order_id')
    .execute();
  const rows = orders.flatMap((o) => {
    const total = Number(o.total_fen);
    const paid = Math.min(total, Math.round((total * paidShare(o.ord_state, o.order_id)) / 100) * 100);
    // A full payment is the total to the fen, whatever the rounding above made of it.
    const target = paidShare(o.ord_state, o.order_id) === 1 ? total : paid;
    let after = 0;
    return instalments(target, o.order_id).map((amount, k) => {
      after += amount;
      const at = Math.min(demo.now, Number(o.created_at) + (1 + k * 9) * DAY_MS);
      return {
        shop_id: o.shop_id,
        order_id: o.order_id,
        amount_fen: amount,
        method: METHODS[(o.order_id + k) % METHODS.length],
        paid_date: formatDate(at),
        comment: COMMENTS[(o.order_id + k) % COMMENTS.length],
        paid_after_fen: after,
        creator_id: o.creator_id,
        created_at: at,
      };
    });
  });
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('order_payments').values(rows.slice(i, i + 300)).execute();
  // Each order's paid total is its receipts' sum: one statement, so the two cannot disagree.
  await db
    .updateTable('orders')
    .set({
      paid_fen: sql<number>`(select coalesce(sum(p.amount_fen), 0) from order_payments p where p.shop_id = orders.shop_id and p.order_id = orders.order_id)`,
    })
    .execute();
};
