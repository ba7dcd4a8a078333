import type { Up } from './helpers';

/**
 * Order assignment (issue 29 "Assignment"; StoreOrders-sendPersonnel): who follows an order up now.
 *
 * - One row per assigned order (primary key shop_id, order_id): the assignee, the position role they
 *   were chosen as, who assigned them and when. Assigning again replaces the row (one guarded upsert,
 *   server/orders/assignments.ts); the history — who assigned whom, and who had it before — is the
 *   order log, written in the same transaction, so it shows on the order's log tab and /staff/logs.
 * - A table of its own rather than columns on `orders`: SQLite cannot add a composite foreign key to
 *   an existing table, and the (shop_id, id) keys are what keep an order from naming another shop's
 *   person (the tenant keys of 0006). The row goes with its order (cascade) when that is deleted for good.
 * - `group_id` has no foreign key on purpose: a role may be deleted once nobody holds it any more,
 *   and an assignment made under it must not stop that; its name is read by a left join ('' once gone)
 *   and the order log keeps the name it had.
 * - The index on the assignee answers "how many open orders does this person have" for the staff
 *   list of the assign dialog.
 */
export const m0031_order_assignments: Up = async (db) => {
  await db.schema
    .createTable('order_assignments')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('assigned_by', 'integer')
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_assignments_pk', ['shop_id', 'order_id'])
    .addForeignKeyConstraint('order_assignments_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('order_assignments_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'])
    .addForeignKeyConstraint('order_assignments_by_fk', ['shop_id', 'assigned_by'], 'users', ['shop_id', 'user_id'])
    .execute();
  await db.schema.createIndex('order_assignments_user').on('order_assignments').columns(['shop_id', 'user_id']).execute();
};
