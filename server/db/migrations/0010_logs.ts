import { withId, type Up } from './helpers';

/**
 * Logs that stand up in a review (SPEC.md "Log management"):
 *
 * - `login_logs` and `sessions` gain the browser and operating system the login came from (parsed
 *   from its user agent when it is written): the login log and the list of who is online show them.
 * - `staff_logs` gains `changes` (JSON: the before and after of each field an edit changed) and
 *   `kept`: 1 for the rows that record a deletion of logs, which no delete or clear removes.
 * - `order_logs`, `pd_logs` (scheduling, old format: one row per plan with its steps) and
 *   `pd_logs_new` (one row per operation), each with its (shop, time) index: every list is a range
 *   of one shop's rows in time order.
 * - `shops.log_retention_days`: rows older than this are purged by the log job (default 365).
 * - `user_settings`: a user's own settings kept on the server (the log tables' visible columns), so
 *   they follow the user to another browser.
 */
export const m0010_logs: Up = async (db, dialect) => {
  for (const table of ['login_logs', 'sessions'] as const) {
    for (const column of ['browser', 'os'] as const) {
      await db.schema.alterTable(table).addColumn(column, 'varchar(60)', (c) => c.notNull().defaultTo('')).execute();
    }
  }
  await db.schema.alterTable('staff_logs').addColumn('changes', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('staff_logs').addColumn('kept', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('shops').addColumn('log_retention_days', 'integer', (c) => c.notNull().defaultTo(365)).execute();

  await withId(db.schema.createTable('order_logs'), 'log_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('user_id', 'integer')
    .addColumn('login_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('custom_order_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('store_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('cosignee_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('cosignee_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(200)', (c) => c.notNull())
    .addColumn('oper_date', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('order_logs_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  await db.schema.createIndex('order_logs_shop_date').on('order_logs').columns(['shop_id', 'oper_date']).execute();

  const plan = (name: string) =>
    withId(db.schema.createTable(name), 'log_id', dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
      .addColumn('plan_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('custom_order_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .addColumn('store_crm_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cosignee_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .addColumn('cosignee_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('plan_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('machine_name', 'varchar(60)', (c) => c.notNull().defaultTo(''));
  await plan('pd_logs')
    .addColumn('create_uid', 'integer')
    .addColumn('create_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_nick_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('cut_uid', 'integer')
    .addColumn('cut_opr_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('cut_opr_nick_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('cut_finish_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('nullify_uid', 'integer')
    .addColumn('nullify_opr_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('nullify_opr_nick_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('nullify_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('pd_logs_shop_time').on('pd_logs').columns(['shop_id', 'create_time']).execute();
  await plan('pd_logs_new')
    .addColumn('operation_type', 'integer', (c) => c.notNull())
    .addColumn('operation_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('operation_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_nick_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'integer')
    .addColumn('operatior_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('operatior_nick_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('pd_logs_new_shop_time').on('pd_logs_new').columns(['shop_id', 'operation_time']).execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('setting_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['shop_id', 'user_id', 'setting_key'])
    .addForeignKeyConstraint('user_settings_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'], (fk) => fk.onDelete('cascade'))
    .execute();
};
