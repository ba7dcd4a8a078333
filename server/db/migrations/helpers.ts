import type { CreateTableBuilder, Kysely } from 'kysely';
import type { SqlDialect } from '../schema';

/** A migration step: gets the database and its dialect, so a step can differ where SQL does. */
export type Up = (db: Kysely<unknown>, dialect: SqlDialect) => Promise<void>;

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, column: string, dialect: SqlDialect) {
  return dialect === 'postgres'
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

