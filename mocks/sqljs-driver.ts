/**
 * sql.js (SQLite compiled to WebAssembly) behind Kysely's SqliteDatabase interface, the subset of
 * better-sqlite3 that Kysely's SqliteDialect uses. Each prepared statement is freed after its one
 * use (Kysely prepares a statement per query), so nothing leaks in the WebAssembly heap.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { BindParams, Database as SqlJsDatabase, SqlValue, Statement } from 'sql.js';

function toSqlValue(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  // Byte arrays (BLOBs), also Buffers and arrays made in another realm, where instanceof fails.
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof Date) return value.getTime();
  throw new TypeError(`sql.js cannot bind a parameter of type ${Object.prototype.toString.call(value)}`);
}

function bindParams(parameters: ReadonlyArray<unknown>): BindParams {
  return parameters.map(toSqlValue);
}

class SqlJsStatement implements SqliteStatement {
  readonly reader: boolean;
  private statement: Statement | null;

  constructor(
    private readonly db: SqlJsDatabase,
    private readonly sql: string,
  ) {
    this.statement = db.prepare(sql);
    // A statement returns rows when it has result columns: SELECT, PRAGMA queries, and
    // INSERT/UPDATE/DELETE ... RETURNING alike.
    this.reader = this.statement.getColumnNames().length > 0;
  }

  /** The prepared statement for one use; it is freed by `done`. */
  private take(parameters: ReadonlyArray<unknown>): Statement {
    const statement = this.statement ?? this.db.prepare(this.sql);
    this.statement = null;
    statement.bind(bindParams(parameters));
    return statement;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const statement = this.take(parameters);
    try {
      const rows: unknown[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
    }
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number; lastInsertRowid: number } {
    const statement = this.take(parameters);
    try {
      while (statement.step()) {
        // Run to completion; a writing statement yields no rows.
      }
    } finally {
      statement.free();
    }
    const changes = this.db.getRowsModified();
    const last = this.db.exec('SELECT last_insert_rowid() AS id')[0]?.values[0]?.[0];
    return { changes, lastInsertRowid: typeof last === 'number' ? last : 0 };
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    const statement = this.take(parameters);
    try {
      while (statement.step()) yield statement.getAsObject();
    } finally {
      statement.free();
    }
  }
}

/** Wraps an open sql.js database for `new SqliteDialect({ database })`. */
export function sqlJsDatabase(db: SqlJsDatabase): SqliteDatabase {
  return {
    prepare: (sql: string) => new SqlJsStatement(db, sql),
    close: () => db.close(),
  };
}
