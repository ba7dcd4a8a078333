/**
 * Totals of the login and staff logs read from their day counts (migration 0011), so that a list's
 * total costs at most one row per day of its range, however many rows the log holds.
 */
import { LOG_KIND } from '../db/migrations/0011_log_counts';
import { sumOfCounts } from '../db/counts';
import type { Executor } from '../db/schema';

export interface CountedFilter {
  kind: keyof typeof LOG_KIND;
  /** [from, to) in ms; open where absent. */
  from?: number;
  to?: number;
  user_id?: number;
  /** Login logs only. */
  source_id?: number;
}

/**
 * The number of the shop's rows matching `f`, or undefined when the counts cannot tell it (a bound
 * inside a day, a person id that no row can have): the caller then counts the rows.
 */
export async function countedTotal(db: Executor, shopId: number, f: CountedFilter): Promise<number | undefined> {
  // User 0 in the counts stands for failed logins under unknown names, which have no user id.
  if (f.user_id !== undefined && f.user_id <= 0) return undefined;
  const keys = { shop_id: shopId, log_kind: LOG_KIND[f.kind], user_id: f.user_id ?? -1, source_id: f.kind === 'staff' ? 0 : (f.source_id ?? -1) };
  return sumOfCounts(db, 'log_counts', keys, f);
}
