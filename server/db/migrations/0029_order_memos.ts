import { withId, type Up } from './helpers';

/**
 * Order memos (订单备忘, issue 29): notes staff write on an order (StoreOrders-addMemo …), listed per
 * order in the order drawer and across the shop's orders on /orders/memo.
 *
 * - Every row carries shop_id and names its order and author by composite (shop_id, id) keys, so a
 *   memo cannot hang on another shop's order nor be signed by another shop's person.
 * - A memo goes with its order (ON DELETE CASCADE): the permanent deletion of an order (realClearOrd)
 *   leaves no memo behind; the order log keeps what was written.
 * - `updated_at` equals `created_at` until the memo is altered.
 */
export const m0029_order_memos: Up = async (db, dialect) => {
  await withId(db.schema.createTable('order_memos'), 'memo_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_memos_shop_memo_key', ['shop_id', 'memo_id'])
    .addForeignKeyConstraint('order_memos_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('order_memos_author_fk', ['shop_id', 'author_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  // One order's memos, newest first (the drawer), and the shop's memos by date (/orders/memo).
  await db.schema.createIndex('order_memos_order').on('order_memos').columns(['shop_id', 'order_id', 'created_at']).execute();
  await db.schema.createIndex('order_memos_shop_created').on('order_memos').columns(['shop_id', 'created_at']).execute();
  // The author filter of /orders/memo.
  await db.schema.createIndex('order_memos_author').on('order_memos').columns(['shop_id', 'author_id', 'created_at']).execute();
};
