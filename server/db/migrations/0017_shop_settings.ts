import type { Kysely } from 'kysely';
import type { Up } from './helpers';

/**
 * Shop settings (SPEC.md "Shop settings"): the enterprise's own fields on `shops`, and the roles and
 * services it applied for, each with the platform's review: `check_state` 0 pending, -1 refused
 * (why in `comments`), 1 approved (then held: the shop cannot drop it).
 *
 * - `shop_pics`: JSON list of image paths; `industry_class` / `supply_class`: JSON lists of the
 *   chosen class ids (names come from the catalogue in the reader's language).
 * - `service_*`: the contact region's province, city and county ids.
 */
export const m0017_shop_settings: Up = async (db) => {
  const texts = [
    ['company_name', 'varchar(60)'],
    ['tax_no', 'varchar(40)'],
    ['shop_desc', 'text'],
    ['shop_pics', 'text'],
    ['shop_address', 'varchar(100)'],
    ['service_province', 'varchar(12)'],
    ['service_city', 'varchar(12)'],
    ['service_region', 'varchar(12)'],
    ['industry_class', 'text'],
    ['supply_class', 'text'],
  ] as const;
  for (const [column, type] of texts) {
    const empty = column === 'shop_pics' || column.endsWith('_class') ? '[]' : '';
    await db.schema
      .alterTable('shops')
      .addColumn(column, type, (c) => c.notNull().defaultTo(empty))
      .execute();
  }
  await reviewTable(db, 'shop_roles', 'role_id');
  await reviewTable(db, 'shop_services', 'service_type_id');
};

async function reviewTable(db: Kysely<unknown>, table: string, idColumn: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn(idColumn, 'integer', (c) => c.notNull())
    .addColumn('check_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['shop_id', idColumn])
    .execute();
}
