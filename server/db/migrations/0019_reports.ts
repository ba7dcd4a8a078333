import { withId, type Up } from './helpers';

/**
 * Report templates (SPEC.md "My published reports", "Report market", section 7 "Reports").
 *
 * - `report_library`: a shop's own print templates (what its pages print with, where market
 *   downloads land). Ids are numbered per shop, so the key is (shop_id, report_id); `content` is the
 *   template's JSON (a .mrt document); one default per (shop, type) is kept by the handlers;
 *   `recycled` 1 is the recycle bin; `source_id` the market template it came from (0: none).
 * - `market_reports`: templates shops published. Its id is global (the market spans shops), and
 *   (shop_id, report_id) is unique too, so rows of the publishing shop can reference it by the pair.
 *   `report_logo` is the JSON of the cover image paths ({"thumbs": [...], "logos": [...]}); the
 *   covers are files of the publishing shop. `state` 0 waits for review, 1 is in the market.
 *   `created_by` references the publishing shop's user by (shop_id, user_id).
 * - `market_downloads`: which shop took which template (one row per pair: a second download of the
 *   same template neither counts nor copies again); `library_id` is the copy in that shop's library.
 */
export const m0019_reports: Up = async (db, dialect) => {
  await db.schema
    .createTable('report_library')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('report_id', 'integer', (c) => c.notNull())
    .addColumn('report_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('report_type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recycled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_library_pk', ['shop_id', 'report_id'])
    .execute();
  await db.schema.createIndex('report_library_shop_type').on('report_library').columns(['shop_id', 'report_type', 'recycled']).execute();

  await withId(db.schema.createTable('market_reports'), 'report_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('report_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('report_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('report_type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('report_logo', 'text', (c) => c.notNull().defaultTo('{"thumbs":[],"logos":[]}'))
    .addColumn('view_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('down_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('market_reports_shop_report_key', ['shop_id', 'report_id'])
    .addForeignKeyConstraint('market_reports_user_fk', ['shop_id', 'created_by'], 'users', ['shop_id', 'user_id'])
    .execute();
  // The market's sort menu over published rows, and each shop's own list newest first.
  for (const column of ['view_cnt', 'down_cnt', 'created_at']) {
    await db.schema.createIndex(`market_reports_state_${column}`).on('market_reports').columns(['state', column]).execute();
  }
  await db.schema.createIndex('market_reports_shop_created').on('market_reports').columns(['shop_id', 'created_at']).execute();

  await db.schema
    .createTable('market_downloads')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    // Another shop's template: no key, since every key of a tenant row stays inside its own shop
    // (tests/api/tenantKeys.test.ts); deleting a template deletes its downloads in the same transaction.
    .addColumn('report_id', 'integer', (c) => c.notNull())
    // No key to the library: the copy may be deleted there later, and the download still happened.
    .addColumn('library_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_downloads_pk', ['shop_id', 'report_id'])
    .addForeignKeyConstraint('market_downloads_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'])
    .execute();
};
