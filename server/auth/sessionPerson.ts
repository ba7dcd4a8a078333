/**
 * The person behind a session, with their shop and effective rights, kept per process while the
 * shop's version holds. Triggers change that version in the writer's own transaction whenever a
 * role, a right, a person or the shop changes (migrations 0013 and 0016), and the session's own
 * query reads it on every request, so a change reaches the very next request in every process while
 * an unchanged shop costs one narrow query per request.
 *
 * The rows handed out are shared by every request of the person while the version holds and must
 * never be changed; they are replaced, as new objects, when it moves. Something derived from them
 * may be kept in a WeakMap keyed by the row (server/routes/shell/user.ts does for the status reply).
 */
import { sql } from 'kysely';
import { compiledQuery, type Arg } from '../db/compiled';
import type { Db, ShopRow, UserRow } from '../db/schema';
import { ALL_RIGHT_CODES } from '../../src/common/rights';
import { effectiveRights } from './rights';

/** A master's rights, one set shared by every master (and so one auth_info text: server/routes/shell/user.ts). */
const EVERY_RIGHT: ReadonlySet<string> = new Set(ALL_RIGHT_CODES);

export interface SessionPerson {
  user: UserRow;
  shop: ShopRow;
  /** Shared with other requests of the same version: never changed. */
  rights: ReadonlySet<string>;
  /** The shop's version these were read at. */
  version: number;
}

/** Most people kept per database; past it the cache starts over (an entry is a few KiB). */
const CACHE_LIMIT = 5_000;
/** Per database, because one process may serve several (the tests do). */
const caches = new WeakMap<Db, Map<number, SessionPerson>>();

/**
 * The shop's columns, read beside the person's under a `shop__` prefix (the two tables share column
 * names). Every column of ShopRow must be listed: the type says so.
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

/** A person with their shop and its version, in one query on two primary keys (compiled once). */
const personQuery = compiledQuery((db, userId: Arg<number>) =>
  db
    .selectFrom('users')
    .innerJoin('shops', 'shops.shop_id', 'users.shop_id')
    .leftJoin('rights_versions', 'rights_versions.shop_id', 'shops.shop_id')
    .selectAll('users')
    .select('rights_versions.version as shop_version')
    .select(SHOP_KEYS.map((c) => sql.ref(`shops.${c}`).as(`${SHOP_PREFIX}${c}`)))
    .where('users.user_id', '=', userId),
);

type PersonQueryRow = UserRow & { shop_version: number | null } & Record<string, unknown>;

/** Splits the person query's row into the person and the shop. */
function splitRow(row: PersonQueryRow): { user: UserRow; shop: ShopRow } {
  const user = {} as Record<string, unknown>;
  const shop = {} as Record<string, unknown>;
  for (const key in row) {
    if (key.startsWith(SHOP_PREFIX)) shop[key.slice(SHOP_PREFIX.length)] = row[key];
    else if (key !== 'shop_version') user[key] = row[key];
  }
  return { user: user as unknown as UserRow, shop: shop as unknown as ShopRow };
}

/**
 * The person `userId` as of the shop's version `version` (read by the caller's session query): from
 * the cache while it holds, else read again. Undefined when the person is gone.
 */
export async function sessionPerson(db: Db, userId: number, version: number): Promise<SessionPerson | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const known = cache.get(userId);
  if (known && known.version === version) return known;
  const row = (await personQuery.first(db, userId)) as PersonQueryRow | undefined;
  if (!row) return undefined;
  const { user, shop } = splitRow(row);
  // Rights read after the row are at least as new as it: kept under the row's version, they are
  // replaced when a later request reads a newer one. Nothing older is ever kept under a newer one.
  const rights = user.user_id === shop.shop_muid ? EVERY_RIGHT : await effectiveRights(db, user, shop.shop_muid);
  const person: SessionPerson = { user: Object.freeze(user), shop: Object.freeze(shop), rights, version: row.shop_version ?? 0 };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(userId, person);
  return person;
}
