/**
 * Brute-force defence for logins and password changes (the rules are written down in README.md,
 * "Login throttling").
 *
 * Every attempt claims a slot on its counters BEFORE the password is checked, in one guarded upsert
 * per counter: the statement that counts the attempt also sets the wait the count earns, and refuses
 * (returns no row) while an earlier wait is running. However many requests arrive at once, no more
 * passwords are checked than the rules allow. Counters are rows in the database, so every process
 * sees the same ones.
 *
 * Counters, for a login on account A from address X:
 * - A+X      — progressive: 3 tries free, then 5 s, 5 s, 30 s doubling up to 15 minutes.
 * - A        — all addresses that never logged in to A: 10 tries free, then growing waits. An address
 *              A logged in from before is familiar and skips this and the next counter, so guessing
 *              from elsewhere can never lock the owner out of their usual office.
 * - X        — all accounts tried from an unfamiliar address: a higher ceiling of 30, then 15 minutes.
 * A name that matches no account is counted under that name, the same way, so answers never reveal
 * which names exist. A successful login clears its counters; the shop master can clear a staff
 * member's (unlockStaff).
 */
import { sql, type Expression } from 'kysely';
import type { Executor } from '../db/schema';

/** A counter forgets its attempts this long after the last one. */
export const WINDOW_MS = 30 * 60 * 1000;
export const MAX_WAIT_MS = 15 * 60 * 1000;
/** A successful login from an address makes it familiar to that account for this long. */
export const FAMILIAR_MS = 90 * 24 * 3600 * 1000;

/** The wait earned by the n-th attempt in a window (ms), per counter kind. */
export type WaitCurve = (attempts: number) => number;

export const pairWait: WaitCurve = (n) => (n < 3 ? 0 : n < 5 ? 5_000 : Math.min(30_000 * 2 ** (n - 5), MAX_WAIT_MS));
export const accountWait: WaitCurve = (n) => (n < 10 ? 0 : Math.min(30_000 * 2 ** Math.floor((n - 10) / 5), MAX_WAIT_MS));
export const addressWait: WaitCurve = (n) => (n < 30 ? 0 : MAX_WAIT_MS);
/** Wrong current passwords on a password change: 5 free, then 30 s doubling up to 15 minutes. */
export const passwordChangeWait: WaitCurve = (n) => (n < 5 ? 0 : Math.min(30_000 * 2 ** (n - 5), MAX_WAIT_MS));

/** Who a login attempt is counted against: the resolved account, or the typed name when none matched. */
export function loginSubject(userId: number | null, typedName: string): string {
  return userId !== null ? `u${userId}` : `n:${typedName.trim().toLowerCase()}`;
}

export const pairKey = (subject: string, ip: string) => `pair:${subject}|${ip}`;
export const accountKey = (subject: string) => `acct:${subject}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const passwordChangeKey = (userId: number) => `pwd:u${userId}`;

/**
 * The curve as SQL over the new attempt count, as a CASE of its steps until it stops changing
 * (every curve here reaches its ceiling within a few dozen attempts).
 */
function waitSql(curve: WaitCurve, attempts: Expression<number>) {
  const steps: { upTo: number; wait: number }[] = [];
  let n = 1;
  for (; n < 200 && !(curve(n) === MAX_WAIT_MS || (n > 40 && curve(n) === curve(n + 1))); n++) {
    if (steps.length && steps[steps.length - 1].wait === curve(n)) steps[steps.length - 1].upTo = n;
    else steps.push({ upTo: n, wait: curve(n) });
  }
  const whens = steps.map((s) => sql`WHEN ${attempts} <= ${sql.lit(s.upTo)} THEN ${sql.lit(s.wait)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(curve(n))} END`;
}

/**
 * Claims one attempt on `key`: returns the attempt's number in the window, or null while the key's
 * wait runs (nothing is counted then). One statement, so two concurrent claims never share a number.
 */
export async function claimAttempt(db: Executor, key: string, now: number, curve: WaitCurve): Promise<number | null> {
  // Literals, not parameters: PostgreSQL would type a parameter beside integer literals as int4.
  const next = sql<number>`(CASE WHEN login_attempts.window_start < ${sql.lit(now - WINDOW_MS)} THEN 1 ELSE login_attempts.fail_count + 1 END)`;
  const row = await db
    .insertInto('login_attempts')
    .values({ attempt_key: key, fail_count: 1, window_start: now, locked_until: now + curve(1) })
    .onConflict((oc) =>
      oc
        .column('attempt_key')
        .doUpdateSet({ fail_count: next, window_start: now, locked_until: sql<number>`${sql.lit(now)} + ${waitSql(curve, next)}` })
        .where('login_attempts.locked_until', '<=', now),
    )
    .returning('fail_count')
    .executeTakeFirst();
  return row ? Number(row.fail_count) : null;
}

/** Milliseconds until `key` may be tried again (0 = now). */
export async function waitLeft(db: Executor, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('login_attempts').select('locked_until').where('attempt_key', '=', key).executeTakeFirst();
  return row ? Math.max(0, Number(row.locked_until) - now) : 0;
}

export async function clearAttempts(db: Executor, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('login_attempts').where('attempt_key', 'in', keys).execute();
}

/**
 * Deletes counters whose window has passed and whose wait is over (they would restart at 1 anyway),
 * so names and addresses tried once do not pile up.
 */
export async function purgeStaleAttempts(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('window_start', '<', now - WINDOW_MS).where('locked_until', '<', now).execute();
}

/** Clears every login counter of an account (all its address pairs too): the master's unlock. */
export async function clearAccountAttempts(db: Executor, userId: number): Promise<number> {
  const subject = loginSubject(userId, '');
  const result = await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb('attempt_key', '=', accountKey(subject)), eb('attempt_key', 'like', `${pairKey(subject, '')}%`)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Which of these accounts cannot log in right now because guessing locked them, from anywhere
 * (their account counter) or from some address (an account + address counter): the org page marks
 * them so the master can unlock them (clearAccountAttempts).
 */
export async function lockedAccounts(db: Executor, userIds: readonly number[], now: number): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempt_key')
    .where('locked_until', '>', now)
    .where((eb) =>
      eb.or([
        eb('attempt_key', 'in', userIds.map((id) => accountKey(loginSubject(id, '')))),
        ...userIds.map((id) => eb('attempt_key', 'like', `${pairKey(loginSubject(id, ''), '')}%`)),
      ]),
    )
    .execute();
  const locked = new Set<number>();
  for (const { attempt_key } of rows) {
    const id = /^(?:acct|pair):u(\d+)(?:\||$)/.exec(attempt_key)?.[1];
    if (id) locked.add(Number(id));
  }
  return locked;
}

/** True when the account logged in successfully from this address within FAMILIAR_MS. */
export async function isFamiliarAddress(db: Executor, userId: number | null, ip: string, now: number): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('login_logs')
    .select('login_id')
    .where('user_id', '=', userId)
    .where('login_ip', '=', ip)
    .where('success', '=', 1)
    .where('login_time', '>', now - FAMILIAR_MS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface LoginClaim {
  /** Null when the attempt may check its password; else the milliseconds to wait. */
  refusedFor: number | null;
  /** The counters a success clears: the pair, the address and the account. */
  keys: string[];
}

/**
 * Counts a login attempt on its counters, the attacker's own first (pair, then address), so a
 * refused attempt never spends the shared account counter.
 */
export async function claimLogin(db: Executor, subject: string, ip: string, familiar: boolean, now: number): Promise<LoginClaim> {
  const counters: [string, WaitCurve][] = [[pairKey(subject, ip), pairWait]];
  if (!familiar) counters.push([addressKey(ip), addressWait], [accountKey(subject), accountWait]);
  const keys = [pairKey(subject, ip), addressKey(ip), accountKey(subject)];
  for (const [key, curve] of counters) {
    if ((await claimAttempt(db, key, now, curve)) === null) {
      return { refusedFor: Math.max(1000, await waitLeft(db, key, now)), keys };
    }
  }
  return { refusedFor: null, keys };
}
