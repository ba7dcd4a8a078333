import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../schema';

/**
 * Triggers that keep a table of counts exact for another table's rows, in the writer's own
 * transaction, whoever writes (handlers, jobs, seeds, bulk imports). Used where a list's total must
 * not grow with the table: the log totals (0011) and the invoice totals (0014).
 *
 * Each counted row adds 1 to several keys of the counts table (its own, and rollups such as "every
 * person"); a deleted row takes 1 away; an update of a column a key is made of moves the row from
 * its old keys to its new ones. On PostgreSQL the additions are deferred to commit, so a
 * transaction takes the shared count rows last and holds them only while it commits (no lock-order
 * cycles with the rows a handler locks), and deletions are counted once per statement.
 */
export interface CountSpec {
  /** The counted table and the counts table. */
  table: string;
  counts: string;
  /** The key columns of `counts`, in its primary key's order (n is the count). */
  columns: readonly string[];
  /** The SQL values of each key a row adds to, given the row's alias (NEW, OLD, or a table alias). */
  keys: (row: string) => readonly (readonly string[])[];
  /** Only rows for which this SQL condition holds are counted. */
  when?: (row: string) => string;
  /** Columns whose update changes a row's keys: such updates move the row's counts. */
  moves?: readonly string[];
}

/**
 * The `day` of a counts row that counts all days at once: a list without a date filter reads its
 * total from this one row rather than summing a row per day (China day numbers are positive).
 */
export const ALL_DAYS = -1;

/** The China day of a time in ms, as SQL. */
export const chinaDay = (time: string) => `CAST((${time} + 28800000) / 86400000 AS integer)`;

const list = (items: readonly string[]) => items.join(', ');

function upsert(spec: CountSpec, row: string, delta: 1 | -1): string {
  const values = spec.keys(row).map((key) => `(${list(key)}, ${delta})`);
  return `INSERT INTO ${spec.counts} (${list(spec.columns)}, n) VALUES ${list(values)}
          ON CONFLICT (${list(spec.columns)}) DO UPDATE SET n = ${spec.counts}.n + ${delta}`;
}

/** Fills the counts from the rows already there, then creates the triggers. */
export async function createCountTriggers(db: Kysely<unknown>, dialect: SqlDialect, spec: CountSpec): Promise<void> {
  for (const key of spec.keys('r')) {
    const positions = spec.columns.map((_, i) => i + 1);
    await sql
      .raw(
        `INSERT INTO ${spec.counts} (${list(spec.columns)}, n)
         SELECT ${list(key)}, COUNT(*) FROM ${spec.table} r ${spec.when ? `WHERE ${spec.when('r')}` : ''} GROUP BY ${list(positions.map(String))}`,
      )
      .execute(db);
  }
  if (dialect === 'postgres') await postgresTriggers(db, spec);
  else await sqliteTriggers(db, spec);
}

async function sqliteTriggers(db: Kysely<unknown>, spec: CountSpec): Promise<void> {
  const when = (row: string) => (spec.when ? `WHEN ${spec.when(row)}` : '');
  await sql.raw(`CREATE TRIGGER ${spec.table}_count_insert AFTER INSERT ON ${spec.table} ${when('NEW')} BEGIN ${upsert(spec, 'NEW', 1)}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER ${spec.table}_count_delete AFTER DELETE ON ${spec.table} ${when('OLD')} BEGIN ${upsert(spec, 'OLD', -1)}; END`).execute(db);
  if (spec.moves?.length) {
    // Two triggers, as either side may be outside `when`.
    await sql.raw(`CREATE TRIGGER ${spec.table}_count_move_out AFTER UPDATE OF ${list(spec.moves)} ON ${spec.table} ${when('OLD')} BEGIN ${upsert(spec, 'OLD', -1)}; END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${spec.table}_count_move_in AFTER UPDATE OF ${list(spec.moves)} ON ${spec.table} ${when('NEW')} BEGIN ${upsert(spec, 'NEW', 1)}; END`).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>, spec: CountSpec): Promise<void> {
  const guarded = (row: string, body: string) => (spec.when ? `IF ${spec.when(row)} THEN ${body}; END IF;` : `${body};`);
  await sql
    .raw(
      `CREATE FUNCTION ${spec.table}_count_add() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' THEN ${guarded('OLD', upsert(spec, 'OLD', -1))} END IF;
         ${guarded('NEW', upsert(spec, 'NEW', 1))}
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  const events = spec.moves?.length ? `INSERT OR UPDATE OF ${list(spec.moves)}` : 'INSERT';
  await sql
    .raw(
      `CREATE CONSTRAINT TRIGGER ${spec.table}_count_add AFTER ${events} ON ${spec.table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${spec.table}_count_add()`,
    )
    .execute(db);
  // Deletions: one statement takes away every deleted row's counts, grouped by key.
  const expanded = spec
    .keys('g')
    .map((key) => `SELECT ${key.map((v, i) => `${v} AS ${spec.columns[i]}`).join(', ')} FROM gone g ${spec.when ? `WHERE ${spec.when('g')}` : ''}`)
    .join(' UNION ALL ');
  const match = spec.columns.map((c) => `${spec.counts}.${c} = d.${c}`).join(' AND ');
  await sql
    .raw(
      `CREATE FUNCTION ${spec.table}_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE ${spec.counts} SET n = ${spec.counts}.n - d.k
         FROM (SELECT ${list(spec.columns)}, COUNT(*) AS k FROM (${expanded}) e GROUP BY ${list(spec.columns)}) d
         WHERE ${match};
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${spec.table}_count_delete AFTER DELETE ON ${spec.table} REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ${spec.table}_count_delete()`)
    .execute(db);
}

/** Removes the triggers createCountTriggers made on `table` (to create them again with other keys). */
export async function dropCountTriggers(db: Kysely<unknown>, dialect: SqlDialect, table: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_add ON ${table}`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_delete ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${table}_count_add()`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${table}_count_delete()`).execute(db);
    return;
  }
  for (const name of ['insert', 'delete', 'move_out', 'move_in']) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_${name}`).execute(db);
}
