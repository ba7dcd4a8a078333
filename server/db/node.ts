/**
 * Database connections for Node hosts (the server and the tests): SQLite via better-sqlite3, or
 * PostgreSQL (server/db/nodePostgres.ts, loaded only when asked for: pg weighs about 10 MiB).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type SqliteDatabase } from 'kysely';
import { ImmediateSqliteDialect } from './writeTransaction';
import { readDirectly } from './compiled';
import type { Database, Db, SqlDialect } from './schema';

export interface NodeDatabase {
  db: Db;
  dialect: SqlDialect;
  close(): Promise<void>;
}

export function openSqlite(file: string): NodeDatabase {
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  // Outside a transaction, a read on this connection runs at once, in one piece, between any other
  // two: what Kysely's lock gives. Within one (another request's, between its awaits), it would see
  // what that transaction has not committed, so it waits for the lock like any other query.
  readDirectly(db, (text, parameters) => (sqlite.inTransaction ? undefined : database.prepare(text).all(parameters)));
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Most statements kept prepared: far more than the product's distinct queries, so the cache never churns in use. */
const STATEMENT_CACHE_SIZE = 2000;

/**
 * better-sqlite3 with each SQL text prepared once and its statement reused: Kysely asks for a new
 * statement on every query, and preparing was a tenth of the time of a cheap request. Queries run
 * one at a time on this connection (Kysely's driver holds a lock), so a statement is never in use
 * twice; SQLite re-prepares a statement itself when a migration changes the schema under it.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        // The oldest first: queries built with a varying number of parameters should not pile up.
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/** DATABASE_URL=postgres://... selects PostgreSQL; otherwise an SQLite file in DATA_DIR (default ./data). */
export function openFromEnv(env: NodeJS.ProcessEnv = process.env): NodeDatabase {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // Required here, not imported at the top: pg is loaded only by a host on PostgreSQL. (A dynamic
    // import() would leave Node's ESM loader to find the .ts file when run from source.)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { openPostgres } = require('./nodePostgres') as typeof import('./nodePostgres');
    return openPostgres(url);
  }
  return openSqlite(join(env.DATA_DIR ?? 'data', 'erp.sqlite'));
}
