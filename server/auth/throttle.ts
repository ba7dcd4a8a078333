/**
 * Brute-force defence for logins. Failures are counted per account and per address (rows in the
 * database, so it holds across processes). An account is slowed after 3 failures and refused for a
 * growing while after 5, never longer than 15 minutes at a time, so the master can always get back
 * in. An address trying many accounts is refused for 15 minutes.
 */
import type { Executor } from '../db/schema';

const WINDOW_MS = 30 * 60 * 1000;
const MAX_LOCK_MS = 15 * 60 * 1000;
const IP_LIMIT = 20;

export const accountKey = (loginName: string) => `acct:${loginName.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** How long the next attempt must wait after `fails` consecutive failures (ms). */
export function accountLockMs(fails: number): number {
  if (fails < 3) return 0;
  if (fails < 5) return 5_000;
  return Math.min(30_000 * 2 ** (fails - 5), MAX_LOCK_MS);
}

export function ipLockMs(fails: number): number {
  return fails >= IP_LIMIT ? MAX_LOCK_MS : 0;
}

/** Milliseconds until any of `keys` may try again (0 = now). */
export async function lockedFor(db: Executor, keys: string[], now: number): Promise<number> {
  const rows = await db.selectFrom('login_attempts').select(['locked_until']).where('attempt_key', 'in', keys).execute();
  return Math.max(0, ...rows.map((r) => r.locked_until - now));
}

export async function recordFailure(db: Executor, key: string, now: number, lockMs: (fails: number) => number): Promise<void> {
  const row = await db.selectFrom('login_attempts').selectAll().where('attempt_key', '=', key).executeTakeFirst();
  const fresh = !row || now - row.window_start > WINDOW_MS;
  const fails = fresh ? 1 : row.fail_count + 1;
  const values = { fail_count: fails, window_start: now, locked_until: now + lockMs(fails) };
  await db
    .insertInto('login_attempts')
    .values({ attempt_key: key, ...values })
    .onConflict((oc) => oc.column('attempt_key').doUpdateSet(values))
    .execute();
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempt_key', '=', key).execute();
}
