/**
 * Write transactions (writeTransaction.ts): they take SQLite's write lock when they begin, a
 * contention error runs the whole transaction again (what the failed attempt wrote is gone), other
 * errors are not retried, and contention that outlasts the attempts is answered as ErrCode.BUSY.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { ApiError } from '../http/errors';
import { isRetryableConflict } from './errors';
import { openSqlite } from './node';
import type { Db } from './schema';
import { inWriteTransaction, retryDelayMs, WRITE_ATTEMPTS } from './writeTransaction';

let dir: string;
let db: Db;
let close: () => Promise<void>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'panel-erp-tx-'));
  ({ db, close } = openSqlite(join(dir, 'erp.sqlite')));
  await sql`CREATE TABLE marks (n integer)`.execute(db);
});
afterEach(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const noWait = { wait: async () => {} };
const busyError = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
const marks = async () => (await sql<{ n: number }>`SELECT n FROM marks ORDER BY n`.execute(db)).rows.map((r) => r.n);

it('takes the write lock when it begins: another connection cannot start writing before the first write', async () => {
  const other = new SQLite(join(dir, 'erp.sqlite'));
  other.pragma('busy_timeout = 0');
  try {
    await inWriteTransaction(db, async (trx) => {
      await sql`SELECT count(*) FROM marks`.execute(trx);
      expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
    });
    other.exec('BEGIN IMMEDIATE');
    other.exec('ROLLBACK');
  } finally {
    other.close();
  }
});

it('runs the whole transaction again after contention; what a failed attempt wrote is rolled back', async () => {
  let attempts = 0;
  const retried: number[] = [];
  const result = await inWriteTransaction(
    db,
    async (trx) => {
      attempts += 1;
      await sql`INSERT INTO marks VALUES (${attempts})`.execute(trx);
      if (attempts < 3) throw busyError();
      return 'done';
    },
    { ...noWait, onRetry: (attempt) => retried.push(attempt) },
  );
  expect(result).toBe('done');
  expect(attempts).toBe(3);
  expect(retried).toEqual([1, 2]);
  expect(await marks()).toEqual([3]);
});

it('does not retry other errors', async () => {
  let attempts = 0;
  await expect(
    inWriteTransaction(
      db,
      async () => {
        attempts += 1;
        throw new Error('a rule refused it');
      },
      noWait,
    ),
  ).rejects.toThrow('a rule refused it');
  expect(attempts).toBe(1);
});

it('answers ErrCode.BUSY, never an internal error, when contention outlasts the attempts', async () => {
  let attempts = 0;
  const failure = await inWriteTransaction(
    db,
    async () => {
      attempts += 1;
      throw busyError();
    },
    noWait,
  ).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ApiError);
  expect((failure as ApiError).code).toBe(ErrCode.BUSY);
  expect(attempts).toBe(WRITE_ATTEMPTS);
});

it('recognises contention on both databases and in the browser host', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  expect(isRetryableConflict(withCode('40001'))).toBe(true); // PostgreSQL serialization failure
  expect(isRetryableConflict(withCode('40P01'))).toBe(true); // PostgreSQL deadlock
  expect(isRetryableConflict(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
  expect(isRetryableConflict(new Error('database is locked'))).toBe(true); // sql.js names no code
  expect(isRetryableConflict(withCode('23505'))).toBe(false);
  expect(isRetryableConflict(new Error('UNIQUE constraint failed: departments.name'))).toBe(false);
});

it('waits a random, growing time between attempts, never more than about a second', () => {
  expect(retryDelayMs(1, () => 0)).toBe(20);
  expect(retryDelayMs(1, () => 1)).toBe(40);
  expect(retryDelayMs(3, () => 0.5)).toBeGreaterThan(retryDelayMs(1, () => 0.5));
  expect(retryDelayMs(20, () => 1)).toBe(1000);
});
