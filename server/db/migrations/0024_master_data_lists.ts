import { createCountTriggers, type CountSpec } from './countTriggers';
import type { Up } from './helpers';

/**
 * The customer list (Crm-getErpCrmByTags) and the goods list (ErpGoods-getErpGoods) as fast at
 * 100,000 rows as at 1,000 (issue 28, `npm run bench -- --only=masterdata`).
 *
 * - Totals kept by triggers (./countTriggers.ts), as the invoices' and the logs': `customer_counts`
 *   per shop, type, tag (0: none) and state, `goods_counts` per shop, class, state and kind. A list
 *   filtered by those alone sums a few rows of them instead of counting the shop's rows (half a
 *   second at 100,000, the joins of the page included).
 * - A name or keyword filter still counts its rows; these indexes hold the text it reads, so the
 *   count reads the index of the other filters' range and not every row behind it: customers by
 *   type, tag and name (the dealer picker: a tag and a name), goods by class, state and the three
 *   texts the keyword searches (number, name, barcode).
 */
export const m0024_master_data_lists: Up = async (db, dialect) => {
  await db.schema
    .createTable('customer_counts')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('crm_type', 'integer', (col) => col.notNull())
    .addColumn('tag_id', 'integer', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('customer_counts_pk', ['shop_id', 'crm_type', 'tag_id', 'state'])
    .execute();
  await createCountTriggers(db, dialect, CUSTOMER_COUNTS);
  await db.schema
    .createTable('goods_counts')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('class_id', 'integer', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('goods_counts_pk', ['shop_id', 'class_id', 'state', 'kind'])
    .execute();
  await createCountTriggers(db, dialect, GOODS_COUNTS);

  await db.schema.createIndex('customers_shop_type_tag_name').on('customers').columns(['shop_id', 'crm_type', 'tag_id', 'z_name']).execute();
  await db.schema.createIndex('goods_shop_class_state_text').on('goods').columns(['shop_id', 'class_id', 'state', 'goods_no', 'goods_name', 'barcode']).execute();
};

/** The customers counted per shop, type, tag (0: none) and state. */
export const CUSTOMER_COUNTS: CountSpec = {
  table: 'customers',
  counts: 'customer_counts',
  columns: ['shop_id', 'crm_type', 'tag_id', 'state'],
  keys: (r) => [[`${r}.shop_id`, `${r}.crm_type`, `COALESCE(${r}.tag_id, 0)`, `${r}.state`]],
  moves: ['shop_id', 'crm_type', 'tag_id', 'state'],
};

/** The goods counted per shop, class, state and kind. */
export const GOODS_COUNTS: CountSpec = {
  table: 'goods',
  counts: 'goods_counts',
  columns: ['shop_id', 'class_id', 'state', 'kind'],
  keys: (r) => [[`${r}.shop_id`, `${r}.class_id`, `${r}.state`, `${r}.kind`]],
  moves: ['shop_id', 'class_id', 'state', 'kind'],
};
