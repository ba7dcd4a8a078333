import { chinaDay, createCountTriggers, type CountSpec } from './countTriggers';
import type { Up } from './helpers';

/**
 * Log totals that do not grow with the log (issue "Log management", scale: a shop with a million
 * login-log and staff-log rows answers its first page as fast as with a thousand).
 *
 * `log_counts` holds, per shop, log kind and day (China time), how many rows each person
 * (`user_id`) from each login source (`source_id`) has, plus rollups: `user_id = -1` is every
 * person, `source_id = -1` every source (staff-log rows have source 0). A list whose filters are
 * whole days, a person and a source sums at most one row per day instead of counting the rows.
 *
 * The counts are kept by triggers (./countTriggers.ts), so every writer (a handler's audit, a login,
 * the retention job, the seeds, a bulk import) keeps them exact in its own transaction without
 * knowing of them. Log rows are never updated, only inserted and deleted. A person whose name was
 * unknown at a failed login (no user) is counted as user 0.
 */

/** The kinds of log counted; the values are stored. */
export const LOG_KIND = { login: 1, staff: 2 } as const;

const COLUMNS = ['shop_id', 'log_kind', 'user_id', 'source_id', 'day'] as const;

/** Login-log rows: per person and source, and the rollups over each and both. */
const LOGIN: CountSpec = {
  table: 'login_logs',
  counts: 'log_counts',
  columns: COLUMNS,
  when: (r) => `${r}.shop_id IS NOT NULL`,
  keys: (r) => {
    const [shop, kind, user, source, day] = [`${r}.shop_id`, String(LOG_KIND.login), `COALESCE(${r}.user_id, 0)`, `${r}.source_id`, chinaDay(`${r}.login_time`)];
    return [
      [shop, kind, user, source, day],
      [shop, kind, '-1', source, day],
      [shop, kind, user, '-1', day],
      [shop, kind, '-1', '-1', day],
    ];
  },
};

/** Staff-log rows have a single source (0): per person, and over all of them. */
const STAFF: CountSpec = {
  table: 'staff_logs',
  counts: 'log_counts',
  columns: COLUMNS,
  keys: (r) => {
    const [shop, kind, day] = [`${r}.shop_id`, String(LOG_KIND.staff), chinaDay(`${r}.oper_date`)];
    return [
      [shop, kind, `${r}.user_id`, '0', day],
      [shop, kind, '-1', '0', day],
    ];
  },
};

export const m0011_log_counts: Up = async (db, dialect) => {
  await db.schema
    .createTable('log_counts')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('log_kind', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('source_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    // The day last: a filter fixes the first four and reads a range of days.
    .addPrimaryKeyConstraint('log_counts_pk', [...COLUMNS])
    .execute();
  for (const spec of [LOGIN, STAFF]) await createCountTriggers(db, dialect, spec);
  // The lists filtered by a person read that person's rows in time order.
  await db.schema.createIndex('login_logs_shop_user_time').on('login_logs').columns(['shop_id', 'user_id', 'login_time']).execute();
  await db.schema.createIndex('staff_logs_shop_user_date').on('staff_logs').columns(['shop_id', 'user_id', 'oper_date']).execute();
};
