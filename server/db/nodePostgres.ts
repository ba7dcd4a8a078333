/** PostgreSQL connections for Node hosts (DATABASE_URL=postgres://...): a pg pool under Kysely. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { NodeDatabase } from './node';
import type { Database } from './schema';

// bigint (int8) and numeric come back as numbers: timestamps in ms and counts fit easily.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openPostgres(connectionString: string, options: { searchPath?: string; max?: number } = {}): NodeDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
