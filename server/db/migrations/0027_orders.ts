import { sql } from 'kysely';
import { createCountTriggers, type CountSpec } from './countTriggers';
import { withId, type Up } from './helpers';

/**
 * Orders (issue 29): an order of a dealer or customer of the shop, its rooms, the boards and goods
 * lines of each room, and the counter its numbers come from.
 *
 * - Every row carries shop_id, and every reference is a composite (shop_id, id) key, so no order,
 *   line or customer of one shop can name another shop's rows.
 * - `orders.order_no` is unique in the shop; the dealer's own number (`custom_order_no`) is unique
 *   per customer when given (a partial unique index: '' is "none").
 * - `order_numbers` keeps the last sequence of each shop and day, bumped by one guarded upsert in
 *   the creating transaction, so two creations never take one number.
 * - Money is integer fen; a board's area is mm² (length × width × pieces), a goods quantity is in
 *   hundredths.
 * - `order_counts` (by triggers, as the goods' and the invoices' totals) holds the number of orders
 *   per shop, recycle-bin flag and state: the list's total and its state tabs without counting rows.
 * - `order_logs.texts` keeps a row's text as catalogue messages (like the staff log) so the order
 *   log shows in the reader's language; `action` keeps the zh-CN text the spec's column shows; a row
 *   that changed the order's total keeps it before and after (the quotation's history).
 */
export const m0027_orders: Up = async (db, dialect) => {
  await withId(db.schema.createTable('orders'), 'order_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('custom_order_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('store_crm_id', 'integer')
    .addColumn('cosignee_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('cosignee_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('cosignee_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('ord_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_lock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    /** When the order entered its state: the reminders' "stuck in one state". */
    .addColumn('state_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('orders_shop_order_key', ['shop_id', 'order_id'])
    .addForeignKeyConstraint('orders_crm_fk', ['shop_id', 'store_crm_id'], 'customers', ['shop_id', 'crm_id'])
    .addForeignKeyConstraint('orders_creator_fk', ['shop_id', 'creator_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  await db.schema.createIndex('orders_shop_no').on('orders').columns(['shop_id', 'order_no']).unique().execute();
  await db.schema
    .createIndex('orders_crm_custom_no')
    .on('orders')
    .columns(['shop_id', 'store_crm_id', 'custom_order_no'])
    .unique()
    .where(sql.ref('custom_order_no'), '<>', '')
    .execute();
  // The list: newest first in or out of the recycle bin, by state, by customer and state.
  await db.schema.createIndex('orders_shop_list').on('orders').columns(['shop_id', 'is_deleted', 'created_at']).execute();
  await db.schema.createIndex('orders_shop_state').on('orders').columns(['shop_id', 'is_deleted', 'ord_state', 'created_at']).execute();
  await db.schema.createIndex('orders_shop_crm').on('orders').columns(['shop_id', 'store_crm_id', 'is_deleted', 'ord_state', 'created_at']).execute();

  await withId(db.schema.createTable('order_rooms'), 'room_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('room_name', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('order_rooms_shop_room_key', ['shop_id', 'room_id'])
    .addForeignKeyConstraint('order_rooms_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('order_rooms_order').on('order_rooms').columns(['shop_id', 'order_id', 'sort']).execute();

  const line = (table: string, id: string) =>
    withId(db.schema.createTable(table), id, dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('room_id', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('goods_id', 'integer', (c) => c.notNull())
      .addColumn('unit_price_fen', 'bigint', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addForeignKeyConstraint(`${table}_order_fk`, ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
      .addForeignKeyConstraint(`${table}_room_fk`, ['shop_id', 'room_id'], 'order_rooms', ['shop_id', 'room_id'], (c) => c.onDelete('cascade'))
      .addForeignKeyConstraint(`${table}_goods_fk`, ['shop_id', 'goods_id'], 'goods', ['shop_id', 'goods_id']);
  await line('order_plates', 'plate_id')
    .addColumn('plate_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('length_mm', 'integer', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('thickness_mm', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('grain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edges', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('area_mm2', 'bigint', (c) => c.notNull())
    .execute();
  await line('order_goods', 'line_id')
    .addColumn('qty_centi', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['order_plates', 'order_goods']) {
    await db.schema.createIndex(`${table}_order`).on(table).columns(['shop_id', 'order_id', 'room_id', 'sort']).execute();
    // "Is this goods item in use" (ErpGoods-delGoods) and the sales statistics by goods.
    await db.schema.createIndex(`${table}_goods`).on(table).columns(['shop_id', 'goods_id']).execute();
  }

  await db.schema
    .createTable('order_numbers')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_numbers_pk', ['shop_id', 'day'])
    .execute();

  await db.schema
    .createTable('order_counts')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('is_deleted', 'integer', (c) => c.notNull())
    .addColumn('ord_state', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['shop_id', 'is_deleted', 'ord_state'])
    .execute();
  await createCountTriggers(db, dialect, ORDER_COUNTS);

  await db.schema.alterTable('order_logs').addColumn('texts', 'text', (c) => c.notNull().defaultTo('')).execute();
  // The quotation's changes are the log rows that changed its total (StoreOrders-getProposalLog).
  await db.schema.alterTable('order_logs').addColumn('old_total_fen', 'bigint').execute();
  await db.schema.alterTable('order_logs').addColumn('new_total_fen', 'bigint').execute();
  await db.schema.createIndex('order_logs_shop_order').on('order_logs').columns(['shop_id', 'order_no', 'oper_date']).execute();
};

/** The orders counted per shop, recycle-bin flag and state. */
export const ORDER_COUNTS: CountSpec = {
  table: 'orders',
  counts: 'order_counts',
  columns: ['shop_id', 'is_deleted', 'ord_state'],
  keys: (r) => [[`${r}.shop_id`, `${r}.is_deleted`, `${r}.ord_state`]],
  moves: ['shop_id', 'is_deleted', 'ord_state'],
};
