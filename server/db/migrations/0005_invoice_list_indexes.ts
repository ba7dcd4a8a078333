import type { Up } from './helpers';

/**
 * The invoice list filtered by state and amount range (and sorted by amount) is served from one
 * index, count included; without it a shop with 100,000 invoices read every matching row twice.
 */
export const m0005_invoice_list_indexes: Up = async (db) => {
  await db.schema.createIndex('invoices_shop_state_amount').on('invoices').columns(['shop_id', 'invoice_state', 'amount', 'invoice_id']).execute();
};
