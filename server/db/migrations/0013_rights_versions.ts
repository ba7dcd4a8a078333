import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../schema';
import type { Up } from './helpers';

/**
 * A version of each shop's rights, so a server process may keep a person's effective rights in
 * memory and still apply a change on the very next request, in every process (issue "Fast on a
 * cheap phone": the session check without recomputing rights).
 *
 * Triggers change `rights_versions.version` whenever a role's rights or a person's roles change, so
 * no writer can forget it. It is a table of its own, not a column of `shops`, whose row every
 * balance change locks. On PostgreSQL the bump is deferred to commit: it commits with the change,
 * and the row is locked only while committing.
 */
const TABLES = ['user_groups', 'group_rights'] as const;

export const m0013_rights_versions: Up = async (db, dialect) => {
  await db.schema
    .createTable('rights_versions')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.shop_id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO rights_versions (shop_id, version) SELECT shop_id, 0 FROM shops`.execute(db);
  for (const table of TABLES) {
    if (dialect === 'postgres') await postgresTrigger(db, table);
    else await sqliteTriggers(db, table);
  }
};

/**
 * A new version is a random number rather than the next one: a database put back to an earlier
 * state (the demo's reset, a test's fresh copy) would otherwise count up to versions a process has
 * already cached other rights under.
 */
export const BUMP = (shop: string, dialect: SqlDialect) => {
  const fresh = dialect === 'postgres' ? 'floor(random() * 2147483647)::integer' : '(abs(random()) % 2147483647)';
  return `INSERT INTO rights_versions (shop_id, version) VALUES (${shop}, ${fresh}) ON CONFLICT (shop_id) DO UPDATE SET version = ${fresh}`;
};

async function sqliteTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const [event, row] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const) {
    await sql.raw(`CREATE TRIGGER ${table}_rights_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${BUMP(`${row}.shop_id`, 'sqlite')}; END`).execute(db);
  }
  // A row moved to another shop changes that shop's rights too.
  await sql.raw(`CREATE TRIGGER ${table}_rights_update_old AFTER UPDATE OF shop_id ON ${table} BEGIN ${BUMP('OLD.shop_id', 'sqlite')}; END`).execute(db);
}

/**
 * The PostgreSQL trigger bumping the version of the shop of each row of `table` that `events`
 * change (a row moved to another shop: both), deferred to commit. `purpose` names it (migration
 * 0016 adds the 'session' ones).
 */
export async function postgresTrigger(db: Kysely<unknown>, table: string, purpose = 'rights', events: readonly ('INSERT' | 'UPDATE' | 'DELETE')[] = ['INSERT', 'UPDATE', 'DELETE']): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION ${table}_${purpose}_bump() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' THEN ${BUMP('OLD.shop_id', 'postgres')}; END IF;
         IF TG_OP <> 'DELETE' THEN ${BUMP('NEW.shop_id', 'postgres')}; END IF;
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE CONSTRAINT TRIGGER ${table}_${purpose}_bump AFTER ${events.join(' OR ')} ON ${table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${table}_${purpose}_bump()`,
    )
    .execute(db);
}
