/**
 * Server-side sessions: the browser holds a random token in an HttpOnly cookie; the database holds
 * only its SHA-256. Sessions expire when idle and at an absolute limit, and are rows in the database
 * so several server processes behave as one.
 */
import type { Db, Executor, ShopRow, UserRow } from '../db/schema';
import { newSessionToken, sha256Hex } from './crypto';
import { cachedRights } from './rights';
import type { LoginFailReason } from '../../src/common/session';
import { StaffState } from '../../src/common/staff';
import type { MessageId } from '../../src/locales/zh-CN';

export const DEFAULT_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const DEFAULT_SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads read-only. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  tokenHash: string;
  user: UserRow;
  shop: ShopRow;
  isMaster: boolean;
  /** Shared with other requests of the same rights version: never changed. */
  rights: ReadonlySet<string>;
}

export interface SessionTimes {
  now: number;
  idleMs: number;
  maxMs: number;
}

export async function createSession(db: Executor, user: UserRow, ip: string, now: number, maxMs: number, client: { browser: string; os: string } = { browser: '', os: '' }): Promise<string> {
  const { token, tokenHash } = await newSessionToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, user_id: user.user_id, shop_id: user.shop_id, ip, created_at: now, last_seen_at: now, expires_at: now + maxMs, browser: client.browser, os: client.os })
    .execute();
  return token;
}

/** Why this account may not be logged in now (disabled, left, seat expired), or null. */
export function accountRefusal(user: Pick<UserRow, 'state' | 'exp_date'>, now: number): { reason: LoginFailReason; id: MessageId } | null {
  if (user.state === StaffState.left) return { reason: 'left', id: 'staff.server.accountLeft' };
  if (user.state !== StaffState.inUse) return { reason: 'disabled', id: 'server.accountDisabled' };
  if (Number(user.exp_date) > 0 && Number(user.exp_date) <= now) return { reason: 'expired', id: 'staff.server.seatExpired' };
  return null;
}

/**
 * The session of a token, checked on every request in two indexed queries: the session with its
 * person, and the shop with its rights version. Rights come from the process's cache while that
 * version holds (server/auth/rights.ts), so a change applies on the very next request everywhere.
 */
export async function loadSession(db: Db, token: string | undefined, t: SessionTimes): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.shop_id as session_shop_id', 'sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { session_shop_id: sessionShopId, session_expires_at: expiresAt, session_last_seen_at: lastSeenAt, ...user } = row;
  const shopRow =
    expiresAt > t.now && lastSeenAt + t.idleMs > t.now
      ? await db
          .selectFrom('shops')
          .leftJoin('rights_versions', 'rights_versions.shop_id', 'shops.shop_id')
          .selectAll('shops')
          .select('rights_versions.version as rights_version')
          .where('shops.shop_id', '=', user.shop_id)
          .executeTakeFirst()
      : undefined;
  // An expired session; a disabled or departed account, an expired seat, or one moved out of the
  // session's shop: the session ends at once.
  if (!shopRow || accountRefusal(user, t.now) || user.shop_id !== sessionShopId) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  const { rights_version: rightsVersion, ...shop } = shopRow;
  if (t.now - lastSeenAt > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: t.now }).where('token_hash', '=', tokenHash).execute();
  }
  const rights = await cachedRights(db, user, shop.shop_muid, rightsVersion ?? 0);
  return { tokenHash, user, shop, isMaster: user.user_id === shop.shop_muid, rights };
}

export async function endSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function endAllSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
