import { chinaDay, createCountTriggers, type CountSpec } from './countTriggers';
import type { Up } from './helpers';

/**
 * Invoice totals that do not grow with the shop's invoices (issue "Fast on a cheap phone": the
 * invoice list's first page as fast at 100,000 invoices as at 1,000). `invoice_counts` holds the
 * shop's invoices per state and China day of request, and (`invoice_state = -1`) over all states;
 * triggers keep it exact in every writer's transaction, a withdrawal or an issue moving a row from
 * one state to another (./countTriggers.ts).
 */
export const m0014_invoice_counts: Up = async (db, dialect) => {
  await db.schema
    .createTable('invoice_counts')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('invoice_state', 'integer', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_counts_pk', ['shop_id', 'invoice_state', 'day'])
    .execute();
  await createCountTriggers(db, dialect, INVOICE_DAY_COUNTS);
};

/** The invoices counted per shop, state (-1: all) and China day of request. */
export const INVOICE_DAY_COUNTS: CountSpec = {
  table: 'invoices',
  counts: 'invoice_counts',
  columns: ['shop_id', 'invoice_state', 'day'],
  keys: (r) => [
    [`${r}.shop_id`, `${r}.invoice_state`, chinaDay(`${r}.create_date`)],
    [`${r}.shop_id`, '-1', chinaDay(`${r}.create_date`)],
  ],
  moves: ['shop_id', 'invoice_state', 'create_date'],
};
