/**
 * Server-side sessions: the browser holds a random token in an HttpOnly cookie; the database holds
 * only its SHA-256. Sessions expire when idle and at an absolute limit, and are rows in the database
 * so several server processes behave as one.
 */
import type { Executor, ShopRow, UserRow } from '../db/schema';
import { newSessionToken, sha256Hex } from './crypto';
import { effectiveRights } from './rights';
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
  rights: Set<string>;
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

export async function loadSession(db: Executor, token: string | undefined, t: SessionTimes): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= t.now || row.last_seen_at + t.idleMs <= t.now) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  const user = await db.selectFrom('users').selectAll().where('user_id', '=', row.user_id).executeTakeFirst();
  const shop = user && (await db.selectFrom('shops').selectAll().where('shop_id', '=', user.shop_id).executeTakeFirst());
  // A disabled or departed account, an expired seat, or one moved out of the session's shop loses its sessions at once.
  if (!user || !shop || accountRefusal(user, t.now) || user.shop_id !== row.shop_id) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (t.now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: t.now }).where('token_hash', '=', tokenHash).execute();
  }
  const rights = await effectiveRights(db, user, shop.shop_muid);
  return { tokenHash, user, shop, isMaster: user.user_id === shop.shop_muid, rights };
}

export async function endSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function endAllSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
