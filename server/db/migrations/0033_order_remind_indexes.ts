import type { Up } from './helpers';

/**
 * Indexes of the order reminders (issue 29, /orders/remind: server/routes/orders/remind.ts): the
 * orders due soon and overdue are a range of delivery days read in that order, the stuck ones a
 * range of state_at read oldest first, each of the shop's orders outside the recycle bin. Without
 * them every reminder page would read all of a shop's orders (100,000 after some years) to sort a
 * few dozen; the board's grouped count reads the first one's columns alone.
 */
export const m0033_order_remind_indexes: Up = async (db) => {
  await db.schema.createIndex('orders_shop_delivery').on('orders').columns(['shop_id', 'is_deleted', 'delivery_date', 'ord_state']).execute();
  await db.schema.createIndex('orders_shop_state_at').on('orders').columns(['shop_id', 'is_deleted', 'state_at', 'ord_state']).execute();
};
