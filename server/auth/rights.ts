/**
 * A user's effective rights: the master holds every right; other staff hold the union of their
 * position roles' rights. `User-loginStatus.auth_info` and every route check use these; a session
 * keeps them per process while its shop's version holds (server/auth/sessionPerson.ts).
 */
import { CAD_COMMANDS } from '../../src/common/cadFunctions';
import { ALL_RIGHT_CODES, isRightCode } from '../../src/common/rights';
import { decodeCadFunctions } from '../../src/common/rightsTree';
import type { Executor } from '../db/schema';

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
