/**
 * Reading staff of a shop as the pages see them (SPEC.md "Staff" record), and the guards every
 * change to a person goes through.
 */
import { contains } from '../db/textMatch';
import { ErrCode } from '../../src/common/api';
import { MY_TEAM_DEPARTMENT_ID } from '../../src/common/constants';
import { StaffState, type StaffListParam, type StaffRecord, type StaffStateValue } from '../../src/common/staff';
import { maskCertId } from '../../src/common/staffRules';
import { formatDate } from '../../src/common/time';
import { effectiveRights } from '../auth/rights';
import type { Executor, SqlDialect, Tx, UserRow } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { AuthedCtx } from '../http/route';
import { refuseForeignRights } from './grants';

/** The person, of the session's shop, locked until the transaction ends on PostgreSQL. */
export async function lockStaff(db: Tx, dialect: SqlDialect, shopId: number, staffId: number): Promise<UserRow> {
  let q = db.selectFrom('users').selectAll().where('shop_id', '=', shopId).where('user_id', '=', staffId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('server.what.staff');
  return row;
}

/**
 * Who may change this person: nobody changes their own state or employment, the master's row is
 * the master's alone, and a sub-account manages only people whose rights it holds itself — else
 * resetting a password would hand it someone else's larger rights.
 */
export async function assertCanManage(ctx: AuthedCtx, db: Executor, target: UserRow, opts: { self?: 'refuse' | 'allow' } = {}): Promise<void> {
  const refusal = await manageRefusal(ctx, db, target, opts);
  if (refusal) throw refusal;
}

/** Whether the session may change this person (the rules of assertCanManage), for what a read shows. */
export async function mayManage(ctx: AuthedCtx, db: Executor, target: UserRow, opts: { self?: 'refuse' | 'allow' } = {}): Promise<boolean> {
  return (await manageRefusal(ctx, db, target, opts)) === null;
}

async function manageRefusal(ctx: AuthedCtx, db: Executor, target: UserRow, opts: { self?: 'refuse' | 'allow' }): Promise<ApiError | null> {
  const masterId = ctx.session.shop.shop_muid;
  if (target.user_id === ctx.session.user.user_id) return opts.self === 'allow' ? null : ApiError.of(ErrCode.NO_RIGHT, 'staff.server.self');
  if (target.user_id === masterId) return ApiError.of(ErrCode.NO_RIGHT, 'staff.server.master');
  if (ctx.session.isMaster) return null;
  try {
    refuseForeignRights(ctx, await effectiveRights(db, target, masterId));
    return null;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
}

/** The role ids given to a person: roles of the shop (others answer not found) whose rights the actor holds. */
export async function assertGrantableGroups(ctx: AuthedCtx, db: Executor, groupIds: readonly number[]): Promise<void> {
  if (!groupIds.length) return;
  const shopId = ctx.session.shop.shop_id;
  const found = await db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', shopId).where('group_id', 'in', groupIds).execute();
  const missing = groupIds.filter((id) => !found.some((g) => g.group_id === id));
  if (missing.length) throw notFound('server.what.role', missing);
  if (ctx.session.isMaster) return;
  const rights = await db.selectFrom('group_rights').select('right_code').distinct().where('shop_id', '=', shopId).where('group_id', 'in', groupIds).execute();
  refuseForeignRights(ctx, new Set(rights.map((r) => r.right_code)));
}

/** Replaces the person's roles. */
export async function setGroups(db: Executor, shopId: number, userId: number, groupIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_groups').where('shop_id', '=', shopId).where('user_id', '=', userId).execute();
  if (groupIds.length) await db.insertInto('user_groups').values(groupIds.map((group_id) => ({ shop_id: shopId, user_id: userId, group_id }))).execute();
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export interface StaffFilter extends Omit<StaffListParam, 'curr_page' | 'page_count' | 'order'> {
  shopId: number;
  masterId: number | null;
}

/** The users of the filter, as a query to select from or count. */
export function staffQuery(db: Executor, f: StaffFilter) {
  let q = db
    .selectFrom('users')
    .leftJoin('departments', (j) => j.onRef('departments.shop_id', '=', 'users.shop_id').onRef('departments.department_id', '=', 'users.department_id'))
    .where('users.shop_id', '=', f.shopId);
  q = f.state === undefined || f.state === '' ? q.where('users.state', 'in', [StaffState.inUse, StaffState.disabled]) : q.where('users.state', '=', f.state);
  if (f.dep_id !== undefined && f.dep_id !== '') q = q.where('users.department_id', '=', f.dep_id);
  if (f.master === 0 && f.masterId !== null) q = q.where('users.user_id', '<>', f.masterId);
  if (f.keyword) {
    const keyword = f.keyword;
    q = q.where((eb) => eb.or(['users.login_name', 'users.full_name', 'users.nick_name', 'users.user_phone'].map((column) => contains(column, keyword))));
  }
  return q;
}

/** The roles held by each of these people: group ids and names by user_id. */
export async function groupsOf(db: Executor, shopId: number, userIds: readonly number[]): Promise<Map<number, { ids: number[]; names: string[] }>> {
  const out = new Map<number, { ids: number[]; names: string[] }>();
  if (!userIds.length) return out;
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('staff_groups', (j) => j.onRef('staff_groups.shop_id', '=', 'user_groups.shop_id').onRef('staff_groups.group_id', '=', 'user_groups.group_id'))
    .select(['user_groups.user_id', 'staff_groups.group_id', 'staff_groups.group_name'])
    .where('user_groups.shop_id', '=', shopId)
    .where('user_groups.user_id', 'in', userIds)
    .orderBy('staff_groups.group_id')
    .execute();
  for (const r of rows) {
    const entry = out.get(r.user_id) ?? { ids: [], names: [] };
    entry.ids.push(r.group_id);
    entry.names.push(r.group_name);
    out.set(r.user_id, entry);
  }
  return out;
}

export type StaffRow = UserRow & { department_name: string | null };

interface RecordContext {
  masterId: number | null;
  myTeamName: string;
  groups: Map<number, { ids: number[]; names: string[] }>;
  /** The edit form gets the ID number in full; lists get it masked. */
  fullCertId?: boolean;
  /** The people whose login is locked now (lockedAccounts). */
  locked?: Set<number>;
}

export function toStaffRecord(row: StaffRow, c: RecordContext): StaffRecord {
  const groups = c.groups.get(row.user_id);
  return {
    staff_id: row.user_id,
    user_id: row.user_id,
    login_name: row.login_name,
    nick_name: row.nick_name,
    full_name: row.full_name,
    department_id: row.department_id,
    department_name: row.department_id === MY_TEAM_DEPARTMENT_ID ? c.myTeamName : (row.department_name ?? ''),
    group_id: groups?.ids.join(',') ?? '',
    group_name: groups?.names.join('、') ?? '',
    user_phone: row.user_phone,
    user_sex: row.user_sex,
    cert_id: c.fullCertId ? row.cert_id : maskCertId(row.cert_id),
    if_chat: row.if_chat,
    state: row.state as StaffStateValue,
    exp_date: row.exp_date > 0 ? formatDate(row.exp_date) : '',
    exp_flag: row.exp_flag,
    auto_renew: row.auto_renew,
    wx_bind: row.wx_bind,
    if_group: row.if_group,
    master: row.user_id === c.masterId ? 1 : 0,
    login_locked: c.locked?.has(row.user_id) ? 1 : 0,
  };
}
