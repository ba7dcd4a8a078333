/**
 * A user's effective rights: the master holds every right; other staff hold the union of their
 * position roles' rights. `User-loginStatus.auth_info` and every route check use these. A session's
 * rights are kept per process for as long as the shop's rights version (bumped by triggers in the
 * same transaction as any change of roles or their rights, migration 0013) stays the same, so a
 * change still applies to the very next request in every process.
 */
import { CAD_COMMANDS } from '../../src/common/cadFunctions';
import { ALL_RIGHT_CODES, isRightCode } from '../../src/common/rights';
import { decodeCadFunctions } from '../../src/common/rightsTree';
import type { Db, Executor } from '../db/schema';

const ALL_RIGHTS: ReadonlySet<string> = new Set(ALL_RIGHT_CODES);
/** Most cached rights sets per database; past it the cache starts over (a set is a few hundred bytes). */
const CACHE_LIMIT = 10_000;
/** Per database, because one process may serve several (the tests do). */
const caches = new WeakMap<Db, Map<string, ReadonlySet<string>>>();

/** `effectiveRights` of `user` as of the shop's rights version `version`, computed once per version. */
export async function cachedRights(db: Db, user: { user_id: number; shop_id: number }, shopMasterId: number | null, version: number): Promise<ReadonlySet<string>> {
  if (user.user_id === shopMasterId) return ALL_RIGHTS;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${user.user_id}:${user.shop_id}:${version}`;
  const known = cache.get(key);
  if (known) return known;
  const rights = await effectiveRights(db, user, shopMasterId);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, rights);
  return rights;
}

export async function effectiveRights(db: Executor, user: { user_id: number; shop_id: number }, shopMasterId: number | null): Promise<Set<string>> {
  if (user.user_id === shopMasterId) return new Set(ALL_RIGHT_CODES);
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('group_rights', 'group_rights.group_id', 'user_groups.group_id')
    .select('group_rights.right_code')
    .distinct()
    .where('user_groups.user_id', '=', user.user_id)
    .where('user_groups.shop_id', '=', user.shop_id)
    .where('group_rights.shop_id', '=', user.shop_id)
    .execute();
  return new Set(rows.map((r) => r.right_code).filter(isRightCode));
}

/** The WebCAD functions a user may use: all for the master, else the union of their roles' allowed ones. */
export async function effectiveCadFunctions(db: Executor, user: { user_id: number; shop_id: number }, shopMasterId: number | null): Promise<Set<string>> {
  if (user.user_id === shopMasterId) return new Set(CAD_COMMANDS);
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('staff_groups', 'staff_groups.group_id', 'user_groups.group_id')
    .select('staff_groups.cad_functions')
    .where('user_groups.user_id', '=', user.user_id)
    .where('staff_groups.shop_id', '=', user.shop_id)
    .execute();
  const allowed = new Set<string>();
  for (const r of rows) for (const c of decodeCadFunctions(r.cad_functions) ?? []) allowed.add(c);
  return allowed;
}
