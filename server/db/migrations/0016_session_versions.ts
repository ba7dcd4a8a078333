import { sql, type Kysely } from 'kysely';
import { BUMP, postgresTrigger } from './0013_rights_versions';
import type { Up } from './helpers';

/**
 * The shop's version (rights_versions.version) also changes with the rows a session reads of its
 * person and shop, so a server process may keep those rows in memory between requests and check
 * them with the session's own query (server/auth/sessionPerson.ts): a person disabled, moved, or
 * given a new phone, and a shop changed, reach the very next request in every process.
 *
 * People are counted on every change (a new person changes no session, but is rare enough not to
 * matter); shops only on update: a shop's first version is written on its first change, and a
 * deleted shop must not get a version row again.
 */
export const m0016_session_versions: Up = async (db, dialect) => {
  if (dialect === 'postgres') {
    await postgresTrigger(db, 'users', 'session', ['INSERT', 'UPDATE', 'DELETE']);
    await postgresTrigger(db, 'shops', 'session', ['UPDATE']);
  } else {
    await sqliteTrigger(db, 'users', 'INSERT', ['NEW']);
    await sqliteTrigger(db, 'users', 'UPDATE', ['OLD', 'NEW']);
    await sqliteTrigger(db, 'users', 'DELETE', ['OLD']);
    await sqliteTrigger(db, 'shops', 'UPDATE', ['NEW']);
  }
};

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

/** Bumps the version of the shop of each of `rows` (OLD, NEW: a person moved changes both shops). */
async function sqliteTrigger(db: Kysely<unknown>, table: string, event: Event, rows: readonly ('OLD' | 'NEW')[]): Promise<void> {
  const bumps = rows.map((row) => `${BUMP(`${row}.shop_id`, 'sqlite')};`).join(' ');
  await sql.raw(`CREATE TRIGGER ${table}_session_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${bumps} END`).execute(db);
}
