import { withId, type Up } from './helpers';

/**
 * Staff and departments (SPEC.md "Org structure"): the person's own fields, their employment and
 * paid seat, the shop's balance and its entries, SMS check codes and the SMS outbox.
 *
 * - `users.state`: 1 in use, 0 disabled, -1 left (fired). `if_group` remembers that a fired person
 *   held roles, so reinstating them asks for roles again.
 * - Seats: `exp_date` 0 means the seat never expires (the master, and shops that do not sell seats);
 *   `exp_flag` is set by the seat job once a seat has expired; `auto_renew` is 0 or 1 month.
 * - `shops.balance` is the shop's money in fen, changed only together with a `balance_entries` row in
 *   one transaction; `shops.staff_check` is the check flag (new staff need an SMS code).
 * - `sms_codes` holds one pending code per (shop, phone): its hash, expiry and failed attempts.
 * - Department names are unique in their shop.
 */
export const m0009_staff: Up = async (db, dialect) => {
  await db.schema.alterTable('users').addColumn('user_sex', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('cert_id', 'varchar(18)', (c) => c.notNull().defaultTo('')).execute();
  for (const column of ['if_chat', 'exp_date', 'exp_flag', 'auto_renew', 'wx_bind', 'if_group'] as const) {
    await db.schema
      .alterTable('users')
      .addColumn(column, column === 'exp_date' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createIndex('users_shop_state').on('users').columns(['shop_id', 'state', 'department_id']).execute();
  await db.schema.createIndex('users_renewal').on('users').columns(['auto_renew', 'exp_date']).execute();

  await db.schema.alterTable('shops').addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('shops').addColumn('staff_check', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.createIndex('departments_shop_name').on('departments').columns(['shop_id', 'department_name']).unique().execute();

  await withId(db.schema.createTable('balance_entries'), 'entry_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    /** 1 top-up, 2 seat bought, 3 seat renewed automatically. */
    .addColumn('balance_type', 'integer', (c) => c.notNull())
    /** Signed fen: a top-up is positive, a seat negative. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** The balance before this entry, fen. */
    .addColumn('pre_amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    /** The seat's period (0 for a top-up). */
    .addColumn('eff_date', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('exp_date', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The person whose seat this paid for (null for a top-up). */
    .addColumn('user_id', 'integer')
    .addColumn('months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('balance_entries_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  await db.schema.createIndex('balance_entries_shop_time').on('balance_entries').columns(['shop_id', 'created_at']).execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sms_codes_pk', ['shop_id', 'phone'])
    .execute();

  await withId(db.schema.createTable('sms_outbox'), 'sms_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'created_at']).execute();
};
