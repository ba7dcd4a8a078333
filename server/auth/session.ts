/**
 * Server-side sessions: the browser holds a random token in an HttpOnly cookie; the database holds
 * only its SHA-256. Sessions expire when idle and at an absolute limit, and are rows in the database
 * so several server processes behave as one.
 */
import { compiledQuery, type Arg } from '../db/compiled';
import type { Db, Executor, ShopRow, UserRow } from '../db/schema';
import { newSessionToken, sha256Hex } from './crypto';
import { sessionPerson } from './sessionPerson';
import type { LoginFailReason } from '../../src/common/session';
import { StaffState } from '../../src/common/staff';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';

export const DEFAULT_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const DEFAULT_SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads read-only. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  tokenHash: string;
  /** Shared with the person's other requests while the shop's version holds: never changed. */
  user: UserRow;
  shop: ShopRow;
  isMaster: boolean;
  /** Shared with other requests of the same shop version: never changed. */
  rights: ReadonlySet<string>;
  /** The person's unread chat messages, as of this request. */
  unread: number;
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
export function accountRefusal(user: Pick<UserRow, 'state' | 'exp_date'>, now: number): { reason: LoginFailReason; id: ServerMessageId } | null {
  if (user.state === StaffState.left) return { reason: 'left', id: 'staff.server.accountLeft' };
  if (user.state !== StaffState.inUse) return { reason: 'disabled', id: 'server.accountDisabled' };
  if (Number(user.exp_date) > 0 && Number(user.exp_date) <= now) return { reason: 'expired', id: 'staff.server.seatExpired' };
  return null;
}

/** Most token hashes remembered; past it the memory starts over. */
const TOKEN_HASHES_LIMIT = 10_000;
const tokenHashes = new Map<string, string>();

/**
 * The stored hash of a session token. Hashing is a tenth of a session check's time, and a browser
 * sends the same token with every request, so a process keeps the hashes of the tokens it has seen
 * (only what the request itself carries; nothing here outlives the process).
 */
async function tokenHashOf(token: string): Promise<string> {
  let hash = tokenHashes.get(token);
  if (hash === undefined) {
    hash = await sha256Hex(token);
    if (tokenHashes.size >= TOKEN_HASHES_LIMIT) tokenHashes.clear();
    tokenHashes.set(token, hash);
  }
  return hash;
}

/**
 * The session of a token with its shop's version, and the person's unread chat count (which the
 * shell polls with the session status, and which changes without the shop's version): one query on
 * primary keys (compiled once), the only one a request makes while the shop is unchanged.
 */
const sessionQuery = compiledQuery((db, tokenHash: Arg<string>) =>
  db
    .selectFrom('sessions')
    .leftJoin('rights_versions', 'rights_versions.shop_id', 'sessions.shop_id')
    .leftJoin('chat_inbox', (join) => join.onRef('chat_inbox.user_id', '=', 'sessions.user_id').onRef('chat_inbox.shop_id', '=', 'sessions.shop_id'))
    .select(['sessions.user_id', 'sessions.shop_id', 'sessions.expires_at', 'sessions.last_seen_at', 'rights_versions.version', 'chat_inbox.unread'])
    .where('sessions.token_hash', '=', tokenHash),
);

/**
 * The session of a token, checked on every request: the session row and its shop's version, then
 * the person, their shop and rights, kept per process while that version holds
 * (server/auth/sessionPerson.ts), so a change applies on the very next request everywhere.
 */
export async function loadSession(db: Db, token: string | undefined, t: SessionTimes): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = await tokenHashOf(token);
  const row = await sessionQuery.first(db, tokenHash);
  if (!row) return null;
  const person = await sessionPerson(db, row.user_id, row.version ?? 0);
  const live = row.expires_at > t.now && row.last_seen_at + t.idleMs > t.now;
  // An expired session; a disabled or departed account, an expired seat, or one moved out of the
  // session's shop: the session ends at once.
  if (!live || !person || accountRefusal(person.user, t.now) || person.user.shop_id !== row.shop_id) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (t.now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: t.now }).where('token_hash', '=', tokenHash).execute();
  }
  const { user, shop, rights } = person;
  return { tokenHash, user, shop, isMaster: user.user_id === shop.shop_muid, rights, unread: Number(row.unread ?? 0) };
}

export async function endSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function endAllSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
