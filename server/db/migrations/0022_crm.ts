import { withId, type Up } from './helpers';

/**
 * Customers (CRM) of a shop, their parameters and follow-ups (SPEC.md "Dealer/CRM" entity,
 * section 7 CRM calls; issue 28).
 *
 * - `crm_tags`, `crm_levels`, `crm_sources`: the shop's customer parameters, each a named set
 *   (server/kits/namedSet.ts) unique by name in the shop. A tag belongs to one crm_type (the dealer
 *   picker filters dealers by their tags); levels and sources serve every type.
 * - `customers`: the ids are global (like invoices), and (shop_id, crm_id) is unique so that every
 *   reference to a customer (its dealer, its follow-ups, later orders) carries the shop in its key,
 *   as migration 0006 does for every tenant link. A nullable reference (no tag, no dealer, no owner)
 *   is NULL: a composite key with a NULL column is not checked. The phone is unique in the shop.
 *   crm_type: 1 retail customer, 2 designer/partner, 3 dealer; state 1 in use, 0 stopped.
 *   The region is kept as the invoice addresses keep it: the codes and their names at saving time.
 * - `cust_follows`: who followed up which customer, how (1 phone, 2 visit, 3 WeChat, 4 other),
 *   what, and the next date 'YYYY-MM-DD' (NULL: none). They go with their customer.
 */
export const m0022_crm: Up = async (db, dialect) => {
  const param = async (table: string, id: string, name: string, withType: boolean) => {
    let t = withId(db.schema.createTable(table), id, dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
      .addColumn(name, 'varchar(40)', (c) => c.notNull());
    if (withType) t = t.addColumn('crm_type', 'integer', (c) => c.notNull());
    await t
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint(`${table}_shop_${id}_key`, ['shop_id', id])
      .addUniqueConstraint(`${table}_shop_name_key`, ['shop_id', name])
      .execute();
  };
  await param('crm_tags', 'tag_id', 'tag_name', true);
  await param('crm_levels', 'level_id', 'level_name', false);
  await param('crm_sources', 'source_id', 'source_name', false);
  // The tags of a type, as Crm-ajaxGetTags lists them.
  await db.schema.createIndex('crm_tags_shop_type').on('crm_tags').columns(['shop_id', 'crm_type']).execute();

  await withId(db.schema.createTable('customers'), 'crm_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('z_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('z_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('crm_type', 'integer', (c) => c.notNull())
    .addColumn('tag_id', 'integer')
    .addColumn('cust_level', 'integer')
    .addColumn('parent_id', 'integer')
    .addColumn('province_id', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('city_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('district_id', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('district_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_id', 'integer')
    .addColumn('source_id', 'integer')
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('customers_shop_crm_key', ['shop_id', 'crm_id'])
    .addUniqueConstraint('customers_shop_phone_key', ['shop_id', 'z_phone'])
    .addForeignKeyConstraint('customers_tag_fk', ['shop_id', 'tag_id'], 'crm_tags', ['shop_id', 'tag_id'])
    .addForeignKeyConstraint('customers_level_fk', ['shop_id', 'cust_level'], 'crm_levels', ['shop_id', 'level_id'])
    .addForeignKeyConstraint('customers_source_fk', ['shop_id', 'source_id'], 'crm_sources', ['shop_id', 'source_id'])
    .addForeignKeyConstraint('customers_owner_fk', ['shop_id', 'owner_id'], 'users', ['shop_id', 'user_id'])
    .addForeignKeyConstraint('customers_parent_fk', ['shop_id', 'parent_id'], 'customers', ['shop_id', 'crm_id'])
    .execute();
  // The list's filters (type and tag, the dealer picker's), a dealer's customers, and the parameters' use counts.
  await db.schema.createIndex('customers_shop_type_tag').on('customers').columns(['shop_id', 'crm_type', 'tag_id']).execute();
  await db.schema.createIndex('customers_shop_tag').on('customers').columns(['shop_id', 'tag_id']).execute();
  await db.schema.createIndex('customers_shop_parent').on('customers').columns(['shop_id', 'parent_id']).execute();
  await db.schema.createIndex('customers_shop_level').on('customers').columns(['shop_id', 'cust_level']).execute();
  await db.schema.createIndex('customers_shop_source').on('customers').columns(['shop_id', 'source_id']).execute();
  await db.schema.createIndex('customers_shop_owner').on('customers').columns(['shop_id', 'owner_id']).execute();

  await withId(db.schema.createTable('cust_follows'), 'follow_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('crm_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('method', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('next_date', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('cust_follows_crm_fk', ['shop_id', 'crm_id'], 'customers', ['shop_id', 'crm_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('cust_follows_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  // The follow-up list newest first, by customer, by staff, and due dates (today / overdue).
  await db.schema.createIndex('cust_follows_shop_created').on('cust_follows').columns(['shop_id', 'created_at']).execute();
  await db.schema.createIndex('cust_follows_shop_crm').on('cust_follows').columns(['shop_id', 'crm_id', 'follow_id']).execute();
  await db.schema.createIndex('cust_follows_shop_user').on('cust_follows').columns(['shop_id', 'user_id', 'created_at']).execute();
  await db.schema.createIndex('cust_follows_shop_next').on('cust_follows').columns(['shop_id', 'next_date']).execute();
};
