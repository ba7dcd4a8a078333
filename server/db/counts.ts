/**
 * Totals read from a counts table kept by triggers (migrations/countTriggers.ts): the sum of the
 * counts of some fixed keys over a range of China days, at most one row per day, however many rows
 * were counted; without a range, one row where the table keeps an all-days row.
 */
import { sql } from 'kysely';
import { ALL_DAYS } from './migrations/countTriggers';
import type { Database, Executor } from './schema';
import { DAY_MS } from '../../src/common/time';

/** China time, in which the counts' days begin. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The China day number of `ms` when it is the start of a day; otherwise undefined. */
function dayNumber(ms: number): number | undefined {
  const shifted = ms + CHINA_OFFSET_MS;
  return shifted % DAY_MS === 0 ? shifted / DAY_MS : undefined;
}

type CountsTable = 'log_counts' | 'invoice_counts';

/** The counts tables that keep an all-days row per key (migration 0015). */
const ALL_DAYS_TABLES: ReadonlySet<CountsTable> = new Set(['invoice_counts']);

/**
 * The counted rows with these key values whose time is in [from, to) (open where absent), or
 * undefined when a bound falls inside a day, which the counts cannot tell: the caller then counts.
 */
export async function sumOfCounts<T extends CountsTable>(
  db: Executor,
  table: T,
  keys: Partial<Record<Exclude<keyof Database[T], 'day' | 'n'>, number>>,
  { from, to }: { from?: number; to?: number },
): Promise<number | undefined> {
  const first = from === undefined ? undefined : dayNumber(from);
  const end = to === undefined ? undefined : dayNumber(to);
  if ((from !== undefined && first === undefined) || (to !== undefined && end === undefined)) return undefined;
  // The union of counts tables narrowed to their common columns (day and n) and the given keys.
  let q = db.selectFrom(table as CountsTable).select(sql<number>`COALESCE(SUM(n), 0)`.as('n'));
  for (const [column, value] of Object.entries(keys)) q = q.where(sql.ref(column), '=', value as number);
  if (first === undefined && end === undefined && ALL_DAYS_TABLES.has(table)) {
    q = q.where('day', '=', ALL_DAYS);
  } else {
    // Day rows only: the all-days row must not be added to them.
    q = q.where('day', '>=', first ?? 0);
    if (end !== undefined) q = q.where('day', '<', end);
  }
  return Number((await q.executeTakeFirstOrThrow()).n);
}
