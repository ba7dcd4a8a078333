import { sql } from 'kysely';
import { withId, type Up } from './helpers';

/**
 * Sub-orders (补单, issue 29; src/common/subOrders.ts): additions to and corrections of an order
 * whose price is locked, each with its own number (`{order_no}-1`, `-2` …), reason, lines and state.
 *
 * - `sub_orders` is the sub-order's header. Every row carries shop_id and names its order and its
 *   creator by composite (shop_id, id) keys, as in 0027, so no sub-order hangs on another shop's
 *   order; it goes with its order (ON DELETE CASCADE) when that is deleted for good.
 * - `seq` is the sub-order's place under its order, unique per order: newSubOrd takes the next one
 *   while it holds the order's row (FOR UPDATE on PostgreSQL, SQLite's one writer), and the unique
 *   index refuses a second taker should anything slip past; `sub_order_no` is unique in the shop.
 * - The lines are the order's own tables (order_rooms, order_plates, order_goods) with a
 *   `sub_order_id`: NULL for the order's own content, the sub-order's id for its lines, and
 *   `order_id` the parent's in both. So a sub-order's lines are written, priced and read by the same
 *   functions as an order's (server/orders/content.ts, read.ts), and "is this goods item in use"
 *   sees them without knowing of sub-orders. The order's readers take `sub_order_id IS NULL`.
 *   On PostgreSQL the column is a composite key to its sub-order; SQLite cannot add a table
 *   constraint to an existing table (only rebuilding the three tables could), and nothing needs the
 *   cascade there: a sub-order is never deleted but with its order, whose key takes the lines along.
 * - Money is integer fen: `total_fen` is the sub-order's lines' sum (the prices its confirmation
 *   fixed, once confirmed).
 */
export const m0030_sub_orders: Up = async (db, dialect) => {
  await withId(db.schema.createTable('sub_orders'), 'sub_order_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sub_order_no', 'varchar(48)', (c) => c.notNull())
    .addColumn('reason', 'varchar(400)', (c) => c.notNull())
    /** 0 draft, 1 submitted, 3 confirmed, 9 closed (src/common/subOrders.ts SubOrdState). */
    .addColumn('sub_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('state_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sub_orders_shop_sub_key', ['shop_id', 'sub_order_id'])
    .addForeignKeyConstraint('sub_orders_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('sub_orders_creator_fk', ['shop_id', 'creator_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  await db.schema.createIndex('sub_orders_shop_no').on('sub_orders').columns(['shop_id', 'sub_order_no']).unique().execute();
  // An order's sub-orders in their order, and the one number each place gives.
  await db.schema.createIndex('sub_orders_order_seq').on('sub_orders').columns(['shop_id', 'order_id', 'seq']).unique().execute();

  for (const table of ['order_rooms', 'order_plates', 'order_goods']) {
    await db.schema.alterTable(table).addColumn('sub_order_id', 'integer').execute();
    if (dialect === 'postgres') {
      await db.schema
        .alterTable(table)
        .addForeignKeyConstraint(`${table}_sub_order_fk`, ['shop_id', 'sub_order_id'], 'sub_orders', ['shop_id', 'sub_order_id'], (c) => c.onDelete('cascade'))
        .execute();
    }
    // A sub-order's rooms and lines; the order's own (NULL) stay on the existing indexes.
    await db.schema
      .createIndex(`${table}_sub_order`)
      .on(table)
      .columns(['shop_id', 'sub_order_id'])
      .where(sql.ref('sub_order_id'), 'is not', null)
      .execute();
  }
};
