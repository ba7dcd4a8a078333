/** Database connections for Node hosts (the server and the tests): SQLite via better-sqlite3, or PostgreSQL. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db, SqlDialect } from './schema';

// bigint (int8) and numeric come back as numbers: timestamps in ms and counts fit easily.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export function openPostgres(connectionString: string, options: { searchPath?: string; max?: number } = {}): NodeDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** DATABASE_URL=postgres://... selects PostgreSQL; otherwise an SQLite file in DATA_DIR (default ./data). */
export function openFromEnv(env: NodeJS.ProcessEnv = process.env): NodeDatabase {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  return openSqlite(join(env.DATA_DIR ?? 'data', 'erp.sqlite'));
}
