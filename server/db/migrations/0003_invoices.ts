import { sql } from 'kysely';
import { withId, type Up } from './helpers';

/**
 * Stored files, mailing addresses, invoice info, billable items and invoices.
 *
 * - Money is integer fen (bigint); timestamps are epoch ms (bigint); "no date" is 0, so sorting by
 *   issue_date is the same on SQLite and PostgreSQL (which order NULLs differently).
 * - A billable item is held by at most one pending or issued invoice: `acct_items.invoice_id`
 *   names that invoice (NULL when billable). A request claims its items with one guarded UPDATE
 *   (... WHERE invoice_id IS NULL) and checks the affected row count, in the same transaction
 *   as the invoice insert; a withdraw sets the column back to NULL. `invoice_items` keeps the
 *   history of which items each invoice carried, withdrawn ones included.
 * - The list pages in SQL: indexes on (shop_id, sort column, invoice_id) serve each sort of the
 *   whitelist, and (shop_id, invoice_state, create_date, invoice_id) the state filter.
 */
export const m0003_invoices: Up = async (db, dialect) => {
  await withId(db.schema.createTable('files'), 'file_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_shop').on('files').columns(['shop_id']).execute();

  await withId(db.schema.createTable('mail_addresses'), 'address_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('receiver', 'varchar(60)', (c) => c.notNull())
    .addColumn('province_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('province_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('city_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('region_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('region_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('address_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('postcode', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull())
    .addColumn('mail', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_addresses_shop').on('mail_addresses').columns(['shop_id', 'address_id']).execute();
  // At most one default address per shop, whatever happens concurrently.
  await db.schema
    .createIndex('mail_addresses_one_default')
    .on('mail_addresses')
    .columns(['shop_id'])
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('invoice_infos')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.shop_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('issue_type', 'integer', (c) => c.notNull())
    .addColumn('invoice_type', 'integer', (c) => c.notNull())
    .addColumn('invoice_header', 'varchar(200)', (c) => c.notNull())
    .addColumn('address_id', 'integer', (c) => c.notNull().references('mail_addresses.address_id'))
    .addColumn('tax_no', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_no', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_address', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_phone', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_date', 'bigint', (c) => c.notNull())
    .addColumn('update_date', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('invoices'), 'invoice_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('invoice_state', 'integer', (c) => c.notNull())
    .addColumn('invoice_no', 'varchar(40)')
    .addColumn('file_id', 'integer', (c) => c.references('files.file_id'))
    .addColumn('issue_date', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_date', 'bigint', (c) => c.notNull())
    .addColumn('update_date', 'bigint', (c) => c.notNull())
    // What was asked for, as it was when asked (the info and the address may change later).
    .addColumn('issue_type', 'integer', (c) => c.notNull())
    .addColumn('invoice_type', 'integer', (c) => c.notNull())
    .addColumn('invoice_header', 'varchar(200)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_no', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_address', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_phone', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('address_id', 'integer', (c) => c.notNull())
    .addColumn('receiver', 'varchar(60)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull())
    .addColumn('mail', 'varchar(100)', (c) => c.notNull())
    .addColumn('postcode', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('mail_address', 'varchar(400)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_no').on('invoices').columns(['invoice_no']).unique().execute();
  await db.schema.createIndex('invoices_shop_create').on('invoices').columns(['shop_id', 'create_date', 'invoice_id']).execute();
  await db.schema.createIndex('invoices_shop_amount').on('invoices').columns(['shop_id', 'amount', 'invoice_id']).execute();
  await db.schema.createIndex('invoices_shop_issue').on('invoices').columns(['shop_id', 'issue_date', 'invoice_id']).execute();
  await db.schema.createIndex('invoices_shop_state').on('invoices').columns(['shop_id', 'invoice_state', 'create_date', 'invoice_id']).execute();

  await withId(db.schema.createTable('acct_items'), 'acct_item_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('item_type_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('item_source_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('billing_cycle_id', 'varchar(7)', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.invoice_id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('acct_items_shop_month').on('acct_items').columns(['shop_id', 'billing_cycle_id', 'acct_item_id']).execute();
  await db.schema.createIndex('acct_items_invoice').on('acct_items').columns(['invoice_id']).execute();

  await db.schema
    .createTable('invoice_items')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.invoice_id'))
    .addColumn('acct_item_id', 'integer', (c) => c.notNull().references('acct_items.acct_item_id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_items_pk', ['invoice_id', 'acct_item_id'])
    .execute();
  await db.schema.createIndex('invoice_items_item').on('invoice_items').columns(['acct_item_id']).execute();
};
