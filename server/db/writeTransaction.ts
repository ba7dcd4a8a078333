/**
 * How every write transaction runs, on both databases and in all three hosts.
 *
 * SQLite: the Node host runs one process per core (`WORKERS`) on one database file. A transaction
 * opened with a plain (deferred) `BEGIN` reads first and asks for the write lock only at its first
 * write; if another process committed in between, SQLite answers SQLITE_BUSY at once, without
 * waiting for `busy_timeout`, because waiting could not help a snapshot that is already stale. So
 * write transactions begin with `BEGIN IMMEDIATE` (ImmediateSqliteDialect): they take the write lock
 * first, waiting for it within the busy timeout, and everything they read is then current. Readers
 * outside transactions never wait for writers (WAL).
 *
 * PostgreSQL: transactions run at READ COMMITTED, guarded by row locks and advisory locks; a deadlock
 * (40P01) or a serialization failure (40001) rolls the transaction back.
 *
 * Either way, a transaction that still meets such a contention error is rolled back and run again,
 * whole, a bounded number of times with random waits in between, before anything is answered. A
 * transaction never half applies, and a reply is never an internal error for contention alone: if
 * the attempts run out the caller gets ErrCode.BUSY, which says "try again", not "something broke".
 */
import { SqliteDialect, SqliteDriver, CompiledQuery, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { ApiError } from '../http/errors';
import { isRetryableConflict } from './errors';
import type { Db, Tx } from './schema';

/** SQLite's driver with write transactions that take the write lock when they begin. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SqliteDialect whose transactions begin with `BEGIN IMMEDIATE` (see the top of this file). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How often a transaction is run before contention is answered as ErrCode.BUSY. */
export const WRITE_ATTEMPTS = 6;

/** The wait before attempt `n + 1` (n >= 1): random, growing, at most about a second. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(1000, 20 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WriteTransactionOptions {
  /** Told of each retried conflict (the Node host logs them: a steady stream means the lock is held too long). */
  onRetry?: (attempt: number, error: unknown) => void;
  /** Replaced in tests to avoid real waits. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs `fn` in a write transaction and answers what it resolves to; rolls back on any error. On a
 * contention error the whole of `fn` runs again in a new transaction, so `fn` must keep its effects
 * inside the transaction (what it changes elsewhere, it must be able to do twice).
 */
export async function inWriteTransaction<T>(db: Db, fn: (trx: Tx) => Promise<T>, options: WriteTransactionOptions = {}): Promise<T> {
  const wait = options.wait ?? pause;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (e) {
      if (!isRetryableConflict(e)) throw e;
      if (attempt >= WRITE_ATTEMPTS) throw ApiError.of(ErrCode.BUSY, 'server.busy');
      options.onRetry?.(attempt, e);
      await wait(retryDelayMs(attempt));
    }
  }
}
