import { sql } from 'kysely';
import { withId, type Up } from './helpers';

/**
 * Goods master data and price lists (issue 28; src/common/goods.ts, src/common/pricing.ts).
 *
 * - Ids are numbered by the database across shops (a goods item is named by its id in orders and
 *   stock documents of its own shop only); each table also has a unique (shop_id, id) so that rows
 *   of the same shop reference each other by the pair: a goods item of shop A cannot be put in a
 *   class or unit of shop B, nor a price line of A name B's goods, even by a write that forgets its
 *   shop filter (tests/api/tenantKeys.test.ts).
 * - `goods_classes.parent_id` is NULL for a top class (the wire shows 0); names are unique in the
 *   shop, so an import or a person can name a class by its name alone.
 * - `goods.goods_no` is unique in the shop: the index is what makes two saves of one number at once
 *   end with exactly one. Prices are integer fen; sizes in mm as doubles (edge banding is 0.8 mm).
 * - `goods_settings`: one row per shop, written on its first save (none read as the defaults).
 * - `price_lines` name either a goods item or a class (exactly one); one line per item or class a
 *   list (a unique index over the pair: NULLs differ, so the other kind of line is not counted). `price_assignments` give a list to a customer level (target_type 1) or a dealer
 *   (target_type 2) by the CRM's plain id: the CRM tables are another feature's, so no key to them;
 *   a level or dealer has at most one list.
 */
export const m0023_goods: Up = async (db, dialect) => {
  await withId(db.schema.createTable('goods_classes'), 'class_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('class_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_classes_shop_class_key', ['shop_id', 'class_id'])
    .addForeignKeyConstraint('goods_classes_parent_fk', ['shop_id', 'parent_id'], 'goods_classes', ['shop_id', 'class_id'])
    .execute();
  await db.schema.createIndex('goods_classes_shop_name').on('goods_classes').columns(['shop_id', 'class_name']).unique().execute();
  await db.schema.createIndex('goods_classes_shop_parent').on('goods_classes').columns(['shop_id', 'parent_id']).execute();

  await withId(db.schema.createTable('units'), 'unit_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('unit_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('units_shop_unit_key', ['shop_id', 'unit_id'])
    .execute();
  await db.schema.createIndex('units_shop_name').on('units').columns(['shop_id', 'unit_name']).unique().execute();

  let goods = withId(db.schema.createTable('goods'), 'goods_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('goods_no', 'varchar(80)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull())
    .addColumn('spec', 'varchar(120)', (c) => c.notNull().defaultTo(''));
  for (const column of ['model', 'colour', 'material', 'brand', 'pattern', 'grade', 'origin']) {
    goods = goods.addColumn(column, 'varchar(60)', (c) => c.notNull().defaultTo(''));
  }
  for (const column of ['length_mm', 'width_mm', 'thickness_mm']) goods = goods.addColumn(column, 'double precision');
  await goods
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('list_price_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('barcode', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('min_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_shop_goods_key', ['shop_id', 'goods_id'])
    .addForeignKeyConstraint('goods_class_fk', ['shop_id', 'class_id'], 'goods_classes', ['shop_id', 'class_id'])
    .addForeignKeyConstraint('goods_unit_fk', ['shop_id', 'unit_id'], 'units', ['shop_id', 'unit_id'])
    .addCheckConstraint('goods_kind_check', sql`kind between 1 and 4`)
    .addCheckConstraint('goods_prices_check', sql`list_price_fen >= 0 and cost_price_fen >= 0`)
    .execute();
  await db.schema.createIndex('goods_shop_no').on('goods').columns(['shop_id', 'goods_no']).unique().execute();
  // The list's filters (class, state, kind) and its order (newest first), and the barcode scan.
  await db.schema.createIndex('goods_shop_class').on('goods').columns(['shop_id', 'class_id', 'goods_id']).execute();
  await db.schema.createIndex('goods_shop_state_kind').on('goods').columns(['shop_id', 'state', 'kind', 'goods_id']).execute();
  await db.schema.createIndex('goods_shop_unit').on('goods').columns(['shop_id', 'unit_id']).execute();
  await db.schema.createIndex('goods_shop_barcode').on('goods').columns(['shop_id', 'barcode']).execute();

  await db.schema
    .createTable('goods_settings')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.shop_id'))
    .addColumn('goods_no_prefix', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('default_unit_id', 'integer')
    .addColumn('allow_negative_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('goods_settings_unit_fk', ['shop_id', 'default_unit_id'], 'units', ['shop_id', 'unit_id'])
    .execute();

  await withId(db.schema.createTable('price_lists'), 'pricelist_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('price_lists_shop_list_key', ['shop_id', 'pricelist_id'])
    .execute();
  await db.schema.createIndex('price_lists_shop_name').on('price_lists').columns(['shop_id', 'name']).unique().execute();

  await db.schema
    .createTable('price_lines')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('pricelist_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('unit_price_fen', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('price_lines_list_fk', ['shop_id', 'pricelist_id'], 'price_lists', ['shop_id', 'pricelist_id'])
    .addForeignKeyConstraint('price_lines_goods_fk', ['shop_id', 'goods_id'], 'goods', ['shop_id', 'goods_id'])
    .addForeignKeyConstraint('price_lines_class_fk', ['shop_id', 'class_id'], 'goods_classes', ['shop_id', 'class_id'])
    .addCheckConstraint('price_lines_target_check', sql`(goods_id is null) <> (class_id is null) and unit_price_fen >= 0`)
    .execute();
  await db.schema.createIndex('price_lines_list_goods').on('price_lines').columns(['pricelist_id', 'goods_id']).unique().execute();
  await db.schema.createIndex('price_lines_list_class').on('price_lines').columns(['pricelist_id', 'class_id']).unique().execute();
  // "Which lists name this goods item / class": the in-use checks of a delete.
  await db.schema.createIndex('price_lines_shop_goods').on('price_lines').columns(['shop_id', 'goods_id']).execute();
  await db.schema.createIndex('price_lines_shop_class').on('price_lines').columns(['shop_id', 'class_id']).execute();

  await db.schema
    .createTable('price_assignments')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    /** 1 a customer level, 2 a dealer. */
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('pricelist_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_assignments_pk', ['shop_id', 'target_type', 'target_id'])
    .addForeignKeyConstraint('price_assignments_list_fk', ['shop_id', 'pricelist_id'], 'price_lists', ['shop_id', 'pricelist_id'])
    .execute();
  await db.schema.createIndex('price_assignments_list').on('price_assignments').columns(['shop_id', 'pricelist_id']).execute();
};
