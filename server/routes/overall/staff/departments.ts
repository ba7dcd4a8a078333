/**
 * Departments of the session's shop (SPEC.md "Org structure"; REQUIREMENTS ORG-01..15, API-STAFF-02..05).
 *
 * Decisions where the spec is silent:
 * - Department 0 is the shop's My team: listed first, never renamed or deleted.
 * - A department that still has staff (on the job or left) cannot be deleted; the refusal names them,
 *   as a role deletion does, so the page can say whom to move.
 * - Ids are numbered per shop; creating one locks the shop row (PostgreSQL) so two at once cannot
 *   pick the same id. Names are unique in the shop (a unique index backs the check under races).
 */
import { ErrCode } from '../../../../src/common/api';
import { MY_TEAM_DEPARTMENT_ID } from '../../../../src/common/constants';
import { AjaxDepartment, DeleteDep, EditDep, NewDep, type Department, type DepartmentInUseReply } from '../../../../src/common/staff';
import { departmentNameRule } from '../../../../src/common/staffRules';
import { truncatedList } from '../../../../src/locales/format';
import type { MessageId } from '../../../../src/locales/zh-CN';
import { insertDepartment } from '../../../db/seed';
import type { Executor, SqlDialect, Tx } from '../../../db/schema';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { route, type AuthedCtx } from '../../../http/route';
import { nameTaken, withNameGuard } from '../../../http/uniqueNames';
import { auditText } from '../../../logs/auditText';
import { pricingStrategy } from '../../../staff/seats';

/** The staff log's menu of the org page (组织架构). */
export const ORG_MENU = 'route.staff.org' satisfies MessageId;

/** The shop's departments, My team first, each with how many on-the-job staff it has. */
export async function listDepartments(db: Executor, shopId: number, myTeamName: string): Promise<Department[]> {
  const rows = await db
    .selectFrom('departments')
    .leftJoin('users', (j) => j.onRef('users.shop_id', '=', 'departments.shop_id').onRef('users.department_id', '=', 'departments.department_id').on('users.state', '>=', 0))
    .select((eb) => ['departments.department_id', 'departments.department_name', eb.fn.count<number>('users.user_id').as('staff_count')])
    .where('departments.shop_id', '=', shopId)
    .groupBy(['departments.department_id', 'departments.department_name'])
    .orderBy('departments.department_id')
    .execute();
  return rows.map((r) => ({
    department_id: r.department_id,
    // My team is named in the reader's language; the stored name is the zh-CN one.
    department_name: r.department_id === MY_TEAM_DEPARTMENT_ID ? myTeamName : r.department_name,
    staff_count: Number(r.staff_count),
  }));
}

/** The department's name from the request, checked with the dialog's rule. */
function departmentName(ctx: AuthedCtx): string {
  const name = (ctx.input.str('depName', { max: 200 }) ?? '').trim();
  const problem = departmentNameRule(name);
  if (problem) throw badRequest(problem.id, problem.values);
  return name;
}


async function assertNameFree(db: Executor, shopId: number, name: string, exceptId?: number) {
  let q = db.selectFrom('departments').select('department_id').where('shop_id', '=', shopId).where('department_name', '=', name);
  if (exceptId !== undefined) q = q.where('department_id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw nameTaken(name);
}

/** The department, locked until the transaction ends on PostgreSQL; My team and unknown ids refused. */
async function changeableDepartment(db: Tx, dialect: SqlDialect, shopId: number, depId: number) {
  if (depId === MY_TEAM_DEPARTMENT_ID) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.myTeamFixed');
  let q = db.selectFrom('departments').selectAll().where('shop_id', '=', shopId).where('department_id', '=', depId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('server.what.department');
  return row;
}

export const ajaxDepartment = route(AjaxDepartment, {
  // The org page's list (ORG-01), which needs SF_STAFF_QUERY; the staff form gets its departments from its own call.
  access: { anyOf: ['SF_STAFF_QUERY'] },
  async handle(ctx) {
    const department = await listDepartments(ctx.db, ctx.session.shop.shop_id, ctx.t('staff.myTeam'));
    return { data: { department, pricing_strategy: pricingStrategy(ctx.t) } };
  },
});

export const newDepartment = route(NewDep, {
  access: { anyOf: ['SF_DEP_NEW'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const name = departmentName(ctx);
    const depID = await withNameGuard(name, () =>
      ctx.write(async ({ db, audit }) => {
        // One creation per shop at a time: the next id is read from the table.
        if (ctx.deps.dialect === 'postgres') await db.selectFrom('shops').select('shop_id').where('shop_id', '=', shopId).forUpdate().execute();
        await assertNameFree(db, shopId, name);
        const id = await insertDepartment(db, shopId, name);
        await audit(ORG_MENU, 'audit.fn.depCreated', auditText('audit.dep.created', { name }));
        return id;
      }),
    );
    return { depID, err_msg: ctx.t('staff.depCreated') };
  },
});

export const editDepartment = route(EditDep, {
  access: { anyOf: ['SF_DEP_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const depId = ctx.input.int('depID', { required: true, min: 0 });
    const name = departmentName(ctx);
    await withNameGuard(name, () =>
      ctx.write(async ({ db, audit }) => {
        const dep = await changeableDepartment(db, ctx.deps.dialect, shopId, depId);
        if (dep.department_name === name) throw ApiError.of(ErrCode.BAD_REQUEST, 'validation.name.unchanged');
        await assertNameFree(db, shopId, name, depId);
        await db.updateTable('departments').set({ department_name: name }).where('shop_id', '=', shopId).where('department_id', '=', depId).execute();
        await audit(ORG_MENU, 'audit.fn.depRenamed', auditText('audit.dep.renamed', { old: dep.department_name, name }));
      }),
    );
    return { err_msg: ctx.t('staff.depRenamed') };
  },
});

export const deleteDepartment = route(DeleteDep, {
  access: { anyOf: ['SF_DEP_DELETE'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const depId = ctx.input.int('depID', { required: true, min: 0 });
    await ctx.write(async ({ db, audit }) => {
      // Locked first: someone being moved into it meanwhile waits, then finds it gone.
      const dep = await changeableDepartment(db, ctx.deps.dialect, shopId, depId);
      const members = await db
        .selectFrom('users')
        .select(['full_name', 'login_name'])
        .where('shop_id', '=', shopId)
        .where('department_id', '=', depId)
        .orderBy('user_id')
        .execute();
      if (members.length) {
        const all = members.map((m) => m.full_name || m.login_name);
        const reply: DepartmentInUseReply = { holders: all };
        throw ApiError.of(ErrCode.CONFLICT, 'staff.server.depInUse', { name: dep.department_name, count: all.length, names: truncatedList(all, 5) }, { ...reply });
      }
      await db.deleteFrom('departments').where('shop_id', '=', shopId).where('department_id', '=', depId).execute();
      await audit(ORG_MENU, 'audit.fn.depDeleted', auditText('audit.dep.deleted', { name: dep.department_name }));
    });
    return { err_msg: ctx.t('staff.depDeleted') };
  },
});

export const departmentRoutes = [ajaxDepartment, newDepartment, editDepartment, deleteDepartment];
