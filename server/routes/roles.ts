/**
 * Position roles and their rights (SPEC.md sections 4, 6 and 7 "Roles and rights").
 *
 * Decisions where the spec is silent:
 * - Deleting a role that staff still hold is refused, naming who holds it: silently taking rights
 *   away could leave staff with no role at all, which the staff form does not allow.
 * - Nobody grants or revokes a right they do not hold themselves (the master holds all).
 * - Every change is written to the staff log.
 */
import { ErrCode } from '../../src/common/api';
import { CAD_COMMANDS } from '../../src/common/cadFunctions';
import { ALL_RIGHTS, type RightsType } from '../../src/common/rights';
import {
  buildRightsTree,
  cadFunctionList,
  decodeCadFunctions,
  decodeRights,
  encodeCadFunctions,
  normaliseSelection,
  storedCadValue,
} from '../../src/common/rightsTree';
import { roleNameRule } from '../../src/common/validation';
import { formatText } from '../../src/locales/format';
import { effectiveCadFunctions } from '../auth/rights';
import type { Executor } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { route, type AuthedCtx } from '../http/route';

const MENU = '岗位角色';

async function findGroup(db: Executor, shopId: number, groupId: number) {
  const row = await db.selectFrom('staff_groups').selectAll().where('group_id', '=', groupId).where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) throw notFound('岗位角色');
  return row;
}

async function groupRights(db: Executor, shopId: number, groupId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('group_rights').select('right_code').where('group_id', '=', groupId).where('shop_id', '=', shopId).execute();
  return new Set(rows.map((r) => r.right_code));
}

/** A role name from the request, checked with the form's rule. */
function roleName(ctx: AuthedCtx): string {
  const name = (ctx.input.str('grpName', { max: 200 }) ?? '').trim();
  const problem = roleNameRule(name);
  if (problem) throw ApiError.of(ErrCode.BAD_REQUEST, problem.id, problem.values);
  return name;
}

async function assertNameFree(db: Executor, shopId: number, name: string, exceptGroupId?: number) {
  let q = db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', shopId).where('group_name', '=', name);
  if (exceptGroupId !== undefined) q = q.where('group_id', '<>', exceptGroupId);
  if (await q.executeTakeFirst()) throw ApiError.of(ErrCode.CONFLICT, 'validation.name.exists', { name });
}

/** A unique-constraint race (two creations at once) answers like the check above. */
function isUniqueViolation(e: unknown): boolean {
  const text = String(e instanceof Error ? e.message : e);
  return /UNIQUE constraint failed|duplicate key value/i.test(text);
}

function refuseForeignChanges(ctx: AuthedCtx, changed: Iterable<string>, label: (code: string) => string) {
  const foreign = [...changed].filter((code) => !ctx.session.rights.has(code));
  if (foreign.length) throw ApiError.of(ErrCode.NO_RIGHT, 'server.cannotGrant', { rights: foreign.map(label).join('、') });
}

const rightName = (code: string) => ALL_RIGHTS.find((r) => r.code === code)?.name ?? code;

export const listGroups = route({
  method: 'POST',
  path: '/shopStaff-ajaxGroup',
  access: { anyOf: ['SF_GROUP_QUERY', 'SF_STAFF_NEW', 'SF_STAFF_EDIT', 'SF_STAFF_QUERY'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const rows = await ctx.db
      .selectFrom('staff_groups')
      .leftJoin('user_groups', 'user_groups.group_id', 'staff_groups.group_id')
      .select((eb) => ['staff_groups.group_id', 'staff_groups.group_name', eb.fn.count<number>('user_groups.user_id').as('staff_count')])
      .where('staff_groups.shop_id', '=', shopId)
      .groupBy(['staff_groups.group_id', 'staff_groups.group_name'])
      .orderBy('staff_groups.group_id')
      .execute();
    return { data: rows.map((r) => ({ group_id: r.group_id, group_name: r.group_name, staff_count: Number(r.staff_count) })) };
  },
});

export const newGroup = route({
  method: 'POST',
  path: '/ShopStaff-newGrp',
  access: { anyOf: ['SF_GROUP_NEW'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const name = roleName(ctx);
    await assertNameFree(ctx.db, shopId, name);
    try {
      const row = await ctx.db
        .insertInto('staff_groups')
        .values({ shop_id: shopId, group_name: name, created_at: ctx.now, cad_functions: '0' })
        .returning('group_id')
        .executeTakeFirstOrThrow();
      await ctx.audit(MENU, '新增岗位角色', `新增岗位角色「${name}」`);
      return { grpID: row.group_id, err_msg: formatText('roles.created') };
    } catch (e) {
      if (isUniqueViolation(e)) throw ApiError.of(ErrCode.CONFLICT, 'validation.name.exists', { name });
      throw e;
    }
  },
});

export const renameGroup = route({
  method: 'POST',
  path: '/ShopStaff-editGrpName',
  access: { anyOf: ['SF_GROUP_NAME_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const group = await findGroup(ctx.db, shopId, ctx.input.int('grpID', { required: true, min: 1 }));
    const name = roleName(ctx);
    if (name === group.group_name) throw ApiError.of(ErrCode.BAD_REQUEST, 'validation.name.unchanged');
    await assertNameFree(ctx.db, shopId, name, group.group_id);
    try {
      await ctx.db.updateTable('staff_groups').set({ group_name: name }).where('group_id', '=', group.group_id).where('shop_id', '=', shopId).execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw ApiError.of(ErrCode.CONFLICT, 'validation.name.exists', { name });
      throw e;
    }
    await ctx.audit(MENU, '修改岗位角色名称', `「${group.group_name}」改名为「${name}」`);
    return { err_msg: formatText('roles.renamed') };
  },
});

export const deleteGroup = route({
  method: 'POST',
  path: '/ShopStaff-deleteGrp',
  access: { anyOf: ['SF_GROUP_DELETE'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const group = await findGroup(ctx.db, shopId, ctx.input.int('grpID', { required: true, min: 1 }));
    await ctx.db.transaction().execute(async (trx) => {
      const holders = await trx
        .selectFrom('user_groups')
        .innerJoin('users', 'users.user_id', 'user_groups.user_id')
        .select(['users.full_name', 'users.login_name'])
        .where('user_groups.group_id', '=', group.group_id)
        .where('user_groups.shop_id', '=', shopId)
        .execute();
      if (holders.length) {
        const names = holders.slice(0, 5).map((h) => h.full_name || h.login_name).join('、') + (holders.length > 5 ? '…' : '');
        throw ApiError.of(ErrCode.CONFLICT, 'server.roleInUse', { name: group.group_name, count: holders.length, names });
      }
      await trx.deleteFrom('group_rights').where('group_id', '=', group.group_id).where('shop_id', '=', shopId).execute();
      await trx.deleteFrom('staff_groups').where('group_id', '=', group.group_id).where('shop_id', '=', shopId).execute();
    });
    await ctx.audit(MENU, '删除岗位角色', `删除岗位角色「${group.group_name}」`);
    return { err_msg: formatText('roles.deleted') };
  },
});

function rightsPayload(held: ReadonlySet<string>, cadAllowed: ReadonlySet<string>) {
  return {
    rightsPlat: buildRightsTree(1, held),
    rightsErp: buildRightsTree(2, held),
    rightsCad: buildRightsTree(3, held),
    cad_functions: cadFunctionList(cadAllowed),
  };
}

export const getGroupRights = route({
  method: 'POST',
  path: '/ShopStaff-getGrpRights',
  access: { anyOf: ['SF_GROUP_QUERY'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    ctx.input.int('ver', { min: 1, max: 9 });
    const group = await findGroup(ctx.db, shopId, ctx.input.int('grpID', { required: true, min: 1 }));
    const held = await groupRights(ctx.db, shopId, group.group_id);
    return { group_id: group.group_id, group_name: group.group_name, ...rightsPayload(held, decodeCadFunctions(group.cad_functions) ?? new Set()) };
  },
});

export const editGroupRights = route({
  method: 'POST',
  path: '/ShopStaff-editGrpRightsNew',
  access: { anyOf: ['SF_GROUP_RIGHTS_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const group = await findGroup(ctx.db, shopId, ctx.input.int('grpID', { required: true, min: 1 }));
    const rightsType = ctx.input.int('rightsType', { required: true, min: 1, max: 3 }) as RightsType;
    const requested = decodeRights(ctx.input.str('grpRights', { required: true, max: 4000 }), rightsType);
    if (!requested) throw badRequest('server.badRightsValue');
    const categoryCodes = ALL_RIGHTS.filter((r) => r.rightsType === rightsType).map((r) => r.code);
    await ctx.db.transaction().execute(async (trx) => {
      const all = await groupRights(trx, shopId, group.group_id);
      const current = new Set<string>(categoryCodes.filter((c) => all.has(c)));
      const next = normaliseSelection(rightsType, requested, current);
      const added = [...next].filter((c) => !current.has(c));
      const removed = [...current].filter((c) => !next.has(c));
      refuseForeignChanges(ctx, [...added, ...removed], rightName);
      if (removed.length) {
        await trx.deleteFrom('group_rights').where('group_id', '=', group.group_id).where('shop_id', '=', shopId).where('right_code', 'in', removed).execute();
      }
      if (added.length) {
        await trx.insertInto('group_rights').values(added.map((right_code) => ({ shop_id: shopId, group_id: group.group_id, right_code }))).execute();
      }
      if (added.length || removed.length) {
        const parts = [added.length ? `授予：${added.map(rightName).join('、')}` : '', removed.length ? `收回：${removed.map(rightName).join('、')}` : ''];
        await ctx.audit(MENU, '修改岗位权限', `「${group.group_name}」${parts.filter(Boolean).join('；')}`, trx);
      }
    });
    return { err_msg: formatText('common.saved') };
  },
});

export const setCadFunctions = route({
  method: 'POST',
  path: '/ShopStaff-setCADFunc',
  access: { anyOf: ['SF_GROUP_RIGHTS_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const group = await findGroup(ctx.db, shopId, ctx.input.int('groupID', { required: true, min: 1 }));
    const value = ctx.input.str('cadFuncs', { required: true, max: 4000 });
    const allowed = decodeCadFunctions(value);
    if (!allowed) throw badRequest('server.badRightsValue');
    if (encodeCadFunctions(allowed) === null) throw ApiError.of(ErrCode.BAD_REQUEST, 'validation.cad.none');
    const current = decodeCadFunctions(group.cad_functions) ?? new Set<string>();
    const changed = CAD_COMMANDS.filter((c) => allowed.has(c) !== current.has(c));
    const mine = await effectiveCadFunctions(ctx.db, ctx.session.user, ctx.session.shop.shop_muid);
    const foreign = changed.filter((c) => !mine.has(c));
    if (foreign.length) throw ApiError.of(ErrCode.NO_RIGHT, 'server.cannotGrant', { rights: foreign.join('、') });
    if (changed.length) {
      await ctx.db.updateTable('staff_groups').set({ cad_functions: storedCadValue(allowed) }).where('group_id', '=', group.group_id).where('shop_id', '=', shopId).execute();
      await ctx.audit(MENU, '修改WebCAD功能', `「${group.group_name}」允许：${[...allowed].join('、')}`);
    }
    return { err_msg: formatText('common.saved') };
  },
});

export const getCadFunctions = route({
  method: 'POST',
  path: '/ShopStaff-getCADFunc',
  access: { anyOf: ['SF_GROUP_QUERY'] },
  async handle(ctx) {
    const group = await findGroup(ctx.db, ctx.session.shop.shop_id, ctx.input.int('groupID', { required: true, min: 1 }));
    return { value: group.cad_functions, cad_functions: cadFunctionList(decodeCadFunctions(group.cad_functions) ?? new Set()) };
  },
});

export const getCadFunctionList = route({
  method: 'POST',
  path: '/ShopStaff-getCADFuncList',
  access: { anyOf: ['SF_GROUP_QUERY', 'SF_MY_RIGHTS'] },
  async handle() {
    return { data: cadFunctionList(new Set()).map(({ ck: _ck, ...f }) => f) };
  },
});

export const myAuth = route({
  method: 'POST',
  path: '/ShopStaff-ajaxMyAuth',
  access: { anyOf: ['SF_MY_RIGHTS'] },
  async handle(ctx) {
    ctx.input.int('ver', { min: 1, max: 9 });
    const cad = await effectiveCadFunctions(ctx.db, ctx.session.user, ctx.session.shop.shop_muid);
    const p = rightsPayload(ctx.session.rights, cad);
    return { platRights: p.rightsPlat, erpRights: p.rightsErp, cadRights: p.rightsCad, cadFunctions: p.cad_functions };
  },
});

export const staffGroups = route({
  method: 'POST',
  path: '/ShopStaff-getStaffGroup',
  access: { anyOf: ['SF_GROUP_QUERY', 'SF_STAFF_QUERY', 'SF_STAFF_NEW', 'SF_STAFF_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const groups = await ctx.db.selectFrom('staff_groups').select(['group_id', 'group_name']).where('shop_id', '=', shopId).orderBy('group_id').execute();
    const members = await ctx.db
      .selectFrom('user_groups')
      .innerJoin('users', 'users.user_id', 'user_groups.user_id')
      .select(['user_groups.group_id', 'users.user_id', 'users.login_name', 'users.nick_name', 'users.full_name'])
      .where('user_groups.shop_id', '=', shopId)
      .where('users.shop_id', '=', shopId)
      .orderBy('users.user_id')
      .execute();
    return {
      data: groups.map((g) => ({
        ...g,
        staff: members.filter((m) => m.group_id === g.group_id).map(({ group_id: _g, ...m }) => m),
      })),
    };
  },
});

export const roleRoutes = [listGroups, newGroup, renameGroup, deleteGroup, getGroupRights, editGroupRights, setCadFunctions, getCadFunctions, getCadFunctionList, myAuth, staffGroups];
