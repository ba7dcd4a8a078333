/**
 * Server-side sessions: the browser holds a random token in an HttpOnly cookie; the database holds
 * only its SHA-256. Sessions expire when idle and at an absolute limit, and are rows in the database
 * so several server processes behave as one.
 */
import { sql } from 'kysely';
import { compiledQuery, type Arg } from '../db/compiled';
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
 * The shop's columns, read beside the person's in the session query under a `shop__` prefix (the
 * two tables share column names). Every column of ShopRow must be listed: the type says so.
 */
const SHOP_COLUMNS = {
  shop_id: true,
  shop_name: true,
  shop_muid: true,
  shop_logo: true,
  self_account: true,
  new_erp: true,
  can_pay: true,
  env: true,
  shop_props: true,
  archive_config: true,
  agent_name: true,
  agent_phone: true,
  created_at: true,
  balance: true,
  staff_check: true,
  log_retention_days: true,
} satisfies Record<keyof ShopRow, true>;
const SHOP_KEYS = Object.keys(SHOP_COLUMNS) as (keyof ShopRow)[];
const SHOP_PREFIX = 'shop__';

/** The session of a token with its person, their shop and the shop's rights version: one query on two primary keys. */
const sessionQuery = compiledQuery((db, tokenHash: Arg<string>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .innerJoin('shops', 'shops.shop_id', 'users.shop_id')
    .leftJoin('rights_versions', 'rights_versions.shop_id', 'shops.shop_id')
    .selectAll('users')
    .select(['sessions.shop_id as session_shop_id', 'sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at', 'rights_versions.version as rights_version'])
    .select(SHOP_KEYS.map((c) => sql.ref(`shops.${c}`).as(`${SHOP_PREFIX}${c}`)))
    .where('sessions.token_hash', '=', tokenHash),
);

type SessionQueryRow = UserRow & {
  session_shop_id: number;
  session_expires_at: number;
  session_last_seen_at: number;
  rights_version: number | null;
} & Record<string, unknown>;

/** Splits the session query's row into the person and the shop. */
function splitRow(row: SessionQueryRow): { user: UserRow; shop: ShopRow } {
  const user = {} as Record<string, unknown>;
  const shop = {} as Record<string, unknown>;
  for (const key in row) {
    if (key.startsWith(SHOP_PREFIX)) shop[key.slice(SHOP_PREFIX.length)] = row[key];
    else if (!key.startsWith('session_') && key !== 'rights_version') user[key] = row[key];
  }
  return { user: user as unknown as UserRow, shop: shop as unknown as ShopRow };
}

/**
 * The session of a token, checked on every request in one indexed query (compiled once): the
 * session with its person, their shop and its rights version. Rights come from the process's cache
 * while that version holds (server/auth/rights.ts), so a change applies on the very next request
 * everywhere.
 */
export async function loadSession(db: Db, token: string | undefined, t: SessionTimes): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = await sha256Hex(token);
  const row = (await sessionQuery.first(db, tokenHash)) as SessionQueryRow | undefined;
  if (!row) return null;
  const { user, shop } = splitRow(row);
  const live = row.session_expires_at > t.now && row.session_last_seen_at + t.idleMs > t.now;
  // An expired session; a disabled or departed account, an expired seat, or one moved out of the
  // session's shop: the session ends at once.
  if (!live || accountRefusal(user, t.now) || user.shop_id !== row.session_shop_id) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (t.now - row.session_last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: t.now }).where('token_hash', '=', tokenHash).execute();
  }
  const rights = await cachedRights(db, user, shop.shop_muid, row.rights_version ?? 0);
  return { tokenHash, user, shop, isMaster: user.user_id === shop.shop_muid, rights };
}

export async function endSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function endAllSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
