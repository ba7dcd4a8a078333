import { sql } from 'kysely';
import { ALL_DAYS, createCountTriggers, dropCountTriggers } from './countTriggers';
import { INVOICE_DAY_COUNTS } from './0014_invoice_counts';
import type { Up } from './helpers';

/**
 * The invoice counts also over all days (`day = ALL_DAYS`), per state and over all states: the
 * list's first page, which has no date filter, reads its total from one row instead of adding up a
 * row for every day the shop has invoices on (some 700 rows after two years). The triggers of 0014
 * are made again with the added keys, and the counts refilled from the invoices.
 */
export const m0015_invoice_counts_all_days: Up = async (db, dialect) => {
  await dropCountTriggers(db, dialect, 'invoices');
  await sql`DELETE FROM invoice_counts`.execute(db);
  await createCountTriggers(db, dialect, {
    ...INVOICE_DAY_COUNTS,
    keys: (r) => [...INVOICE_DAY_COUNTS.keys(r), [`${r}.shop_id`, `${r}.invoice_state`, String(ALL_DAYS)], [`${r}.shop_id`, '-1', String(ALL_DAYS)]],
  });
};
