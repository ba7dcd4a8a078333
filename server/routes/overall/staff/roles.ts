/**
 * Position roles and their rights (SPEC.md sections 4, 6 and 7 "Roles and rights").
 *
 * Decisions where the spec is silent:
 * - Deleting a role that staff still hold is refused, naming who holds it: silently taking rights
 *   away could leave staff with no role at all, which the staff form does not allow.
 * - Nobody grants or revokes a right they do not hold themselves (the master holds all).
 * - Every change is written to the staff log in the transaction of the change.
 * - A change that depends on what a role holds now (its rights, its WebCAD functions, its holders)
 *   reads the role under a row lock inside its transaction (PostgreSQL `FOR UPDATE`; SQLite runs
 *   one write transaction at a time), so two editors at once cannot lose each other's change and a
 *   role cannot be deleted while someone is being given it.
 */
import { ErrCode } from '../../../../src/common/api';
import { CAD_COMMANDS } from '../../../../src/common/cadFunctions';
import { ALL_RIGHTS, type RightsType } from '../../../../src/common/rights';
import {
  AjaxGroup,
  AjaxMyAuth,
  DeleteGrp,
  EditGrpName,
  EditGrpRightsNew,
  GetCADFunc,
  GetCADFuncList,
  GetGrpRights,
  GetStaffGroup,
  NewGrp,
  SetCADFunc,
} from '../../../../src/common/roles';
import {
  buildRightsTree,
  cadFunctionList,
  decodeCadFunctions,
  decodeRights,
  encodeCadFunctions,
  normaliseSelection,
  storedCadValue,
} from '../../../../src/common/rightsTree';
import { roleNameRule } from '../../../../src/common/validation';
import type { ServerMessageId } from '../../../../src/common/messages/zh-CN';
import { effectiveCadFunctions } from '../../../auth/rights';
import type { Executor, SqlDialect, Tx } from '../../../db/schema';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { route } from '../../../http/route';
import { auditText } from '../../../logs/auditText';
import { namedSetKit, ruledName } from '../../../kits/namedSet';
import { refuseForeignRights } from '../../../staff/grants';

/** The staff log's menu (岗位角色). */
const MENU = 'route.staff.group' satisfies ServerMessageId;

async function findGroup(db: Executor, shopId: number, groupId: number) {
  const row = await db.selectFrom('staff_groups').selectAll().where('group_id', '=', groupId).where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) throw notFound('server.what.role');
  return row;
}

/** The role, locked until the transaction ends (PostgreSQL; SQLite's writer already runs alone). */
async function lockGroup(trx: Tx, dialect: SqlDialect, shopId: number, groupId: number) {
  let q = trx.selectFrom('staff_groups').selectAll().where('group_id', '=', groupId).where('shop_id', '=', shopId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('server.what.role');
  return row;
}

async function groupRights(db: Executor, shopId: number, groupId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('group_rights').select('right_code').where('group_id', '=', groupId).where('shop_id', '=', shopId).execute();
  return new Set(rows.map((r) => r.right_code));
}

const roles = namedSetKit({
  table: 'staff_groups',
  id: 'group_id',
  name: 'group_name',
  what: 'server.what.role',
  async insert(db, ctx, name) {
    const row = await db
      .insertInto('staff_groups')
      .values({ shop_id: ctx.session.shop.shop_id, group_name: name, created_at: ctx.now, cad_functions: '0' })
      .returning('group_id')
      .executeTakeFirstOrThrow();
    return row.group_id;
  },
  async usedBy(db, shopId, groupId) {
    const holders = await db
      .selectFrom('user_groups')
      .innerJoin('users', 'users.user_id', 'user_groups.user_id')
      .select(['users.full_name', 'users.login_name'])
      .where('user_groups.group_id', '=', groupId)
      .where('user_groups.shop_id', '=', shopId)
      .orderBy('users.user_id')
      .execute();
    return holders.map((h) => h.full_name || h.login_name);
  },
  inUse: 'server.roleInUse',
  // A role's rights go with it.
  async deleteOwned(db, shopId, groupId) {
    await db.deleteFrom('group_rights').where('group_id', '=', groupId).where('shop_id', '=', shopId).execute();
  },
  audit: {
    menu: MENU,
    created: { fn: 'audit.fn.roleCreated', text: (name) => auditText('audit.role.created', { name }) },
    renamed: { fn: 'audit.fn.roleRenamed', text: (old, name) => auditText('audit.role.renamed', { old, name }) },
    deleted: { fn: 'audit.fn.roleDeleted', text: (name) => auditText('audit.role.deleted', { name }) },
  },
});

export const listGroups = route(AjaxGroup, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the roles list (SF_GROUP_QUERY, §2), the role picker of the staff form and org filter, and the role an order is assigned by (/orders/assign).
  access: { anyOf: ['SF_GROUP_QUERY', 'SF_STAFF_NEW', 'SF_STAFF_EDIT', 'SF_STAFF_QUERY', 'SF_BATCH_PROCESS_QUERY', 'SF_STORE_ORD_ASSIGN'] },
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

export const newGroup = route(NewGrp, {
  access: { anyOf: ['SF_GROUP_NEW'] },
  async handle(ctx) {
    const grpID = await roles.create(ctx, ruledName(ctx.fields.grpName, roleNameRule));
    return { grpID, err_msg: ctx.t('roles.created') };
  },
});

export const renameGroup = route(EditGrpName, {
  access: { anyOf: ['SF_GROUP_NAME_EDIT'] },
  async handle(ctx) {
    const groupId = ctx.fields.grpID;
    await roles.rename(ctx, groupId, ruledName(ctx.fields.grpName, roleNameRule));
    return { err_msg: ctx.t('roles.renamed') };
  },
});

export const deleteGroup = route(DeleteGrp, {
  access: { anyOf: ['SF_GROUP_DELETE'] },
  async handle(ctx) {
    // The refusal names every holder (RoleInUseReply), so the page can say whose role to change.
    await roles.remove(ctx, ctx.fields.grpID);
    return { err_msg: ctx.t('roles.deleted') };
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

export const getGroupRights = route(GetGrpRights, {
  access: { anyOf: ['SF_GROUP_QUERY'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const group = await findGroup(ctx.db, shopId, ctx.fields.grpID);
    const held = await groupRights(ctx.db, shopId, group.group_id);
    return { group_id: group.group_id, group_name: group.group_name, ...rightsPayload(held, decodeCadFunctions(group.cad_functions) ?? new Set()) };
  },
});

export const editGroupRights = route(EditGrpRightsNew, {
  access: { anyOf: ['SF_GROUP_RIGHTS_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const groupId = ctx.fields.grpID;
    const rightsType = ctx.fields.rightsType as RightsType;
    const requested = decodeRights(ctx.fields.grpRights, rightsType);
    if (!requested) throw badRequest('server.badRightsValue');
    const categoryCodes = ALL_RIGHTS.filter((r) => r.rightsType === rightsType).map((r) => r.code);
    await ctx.write(async ({ db, audit }) => {
      const group = await lockGroup(db, ctx.deps.dialect, shopId, groupId);
      const all = await groupRights(db, shopId, group.group_id);
      const current = new Set<string>(categoryCodes.filter((c) => all.has(c)));
      const next = normaliseSelection(rightsType, requested, current);
      const added = [...next].filter((c) => !current.has(c));
      const removed = [...current].filter((c) => !next.has(c));
      refuseForeignRights(ctx, [...added, ...removed]);
      if (removed.length) {
        await db.deleteFrom('group_rights').where('group_id', '=', group.group_id).where('shop_id', '=', shopId).where('right_code', 'in', removed).execute();
      }
      if (added.length) {
        await db.insertInto('group_rights').values(added.map((right_code) => ({ shop_id: shopId, group_id: group.group_id, right_code }))).execute();
      }
      if (added.length || removed.length) {
        // Rights by code: the log shows their names in the reader's language.
        const granted = added.length ? auditText('audit.role.granted', { rights: added.map((right) => ({ right })) }) : null;
        const revoked = removed.length ? auditText('audit.role.revoked', { rights: removed.map((right) => ({ right })) }) : null;
        const name = group.group_name;
        const content = granted && revoked ? auditText('audit.role.rightsBoth', { name, granted, revoked }) : auditText('audit.role.rights', { name, change: (granted ?? revoked)! });
        await audit(MENU, 'audit.fn.roleRights', content);
      }
    });
    return { err_msg: ctx.t('common.saved') };
  },
});

export const setCadFunctions = route(SetCADFunc, {
  access: { anyOf: ['SF_GROUP_RIGHTS_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const groupId = ctx.fields.groupID;
    const allowed = decodeCadFunctions(ctx.fields.cadFuncs);
    if (!allowed) throw badRequest('server.badRightsValue');
    if (encodeCadFunctions(allowed) === null) throw ApiError.of(ErrCode.BAD_REQUEST, 'validation.cad.none');
    await ctx.write(async ({ db, audit }) => {
      // What changes is judged against the stored value read under the lock, not an earlier read.
      const group = await lockGroup(db, ctx.deps.dialect, shopId, groupId);
      const current = decodeCadFunctions(group.cad_functions) ?? new Set<string>();
      const changed = CAD_COMMANDS.filter((c) => allowed.has(c) !== current.has(c));
      if (!changed.length) return;
      const mine = await effectiveCadFunctions(db, ctx.session.user, ctx.session.shop.shop_muid);
      const foreign = changed.filter((c) => !mine.has(c));
      if (foreign.length) throw ApiError.of(ErrCode.NO_RIGHT, 'server.cannotGrant', { rights: foreign });
      await db.updateTable('staff_groups').set({ cad_functions: storedCadValue(allowed) }).where('group_id', '=', group.group_id).where('shop_id', '=', shopId).execute();
      await audit(MENU, 'audit.fn.roleCad', auditText('audit.role.cad', { name: group.group_name, functions: [...allowed] }));
    });
    return { err_msg: ctx.t('common.saved') };
  },
});

export const getCadFunctions = route(GetCADFunc, {
  access: { anyOf: ['SF_GROUP_QUERY'] },
  async handle(ctx) {
    const group = await findGroup(ctx.db, ctx.session.shop.shop_id, ctx.fields.groupID);
    return { value: group.cad_functions, cad_functions: cadFunctionList(decodeCadFunctions(group.cad_functions) ?? new Set()) };
  },
});

export const getCadFunctionList = route(GetCADFuncList, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the function catalogue is shown on the roles page and on my rights.
  access: { anyOf: ['SF_GROUP_QUERY', 'SF_MY_RIGHTS'] },
  async handle() {
    return { data: cadFunctionList(new Set()).map(({ ck: _ck, ...f }) => f) };
  },
});

export const myAuth = route(AjaxMyAuth, {
  access: { anyOf: ['SF_MY_RIGHTS'] },
  async handle(ctx) {
    const cad = await effectiveCadFunctions(ctx.db, ctx.session.user, ctx.session.shop.shop_muid);
    const p = rightsPayload(ctx.session.rights, cad);
    return { platRights: p.rightsPlat, erpRights: p.rightsErp, cadRights: p.rightsCad, cadFunctions: p.cad_functions };
  },
});

export const staffGroups = route(GetStaffGroup, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): who holds a role: the roles page, the org list and the staff form.
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
