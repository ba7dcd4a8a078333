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
import { MY_TEAM_DEPARTMENT_ID } from '../../../../src/common/constants';
import { AjaxDepartment, DeleteDep, EditDep, NewDep } from '../../../../src/common/staff';
import { departmentNameRule } from '../../../../src/common/staffRules';
import { insertDepartment } from '../../../db/seed';
import { route } from '../../../http/route';
import { namedSetKit, ruledName } from '../../../kits/namedSet';
import { auditText } from '../../../logs/auditText';
import { listDepartments, ORG_MENU } from '../../../staff/departments';
import { pricingStrategy } from '../../../staff/seats';

const departments = namedSetKit({
  table: 'departments',
  id: 'department_id',
  name: 'department_name',
  what: 'server.what.department',
  fixed: { ids: [MY_TEAM_DEPARTMENT_ID], message: 'staff.server.myTeamFixed' },
  async insert(db, ctx, name) {
    // Ids are numbered per shop, the next read from the table: one creation per shop at a time.
    const shopId = ctx.session.shop.shop_id;
    if (ctx.deps.dialect === 'postgres') await db.selectFrom('shops').select('shop_id').where('shop_id', '=', shopId).forUpdate().execute();
    return insertDepartment(db, shopId, name);
  },
  // Staff on the job or left: a department that still lists anyone is not deleted.
  async usedBy(db, shopId, depId) {
    const members = await db.selectFrom('users').select(['full_name', 'login_name']).where('shop_id', '=', shopId).where('department_id', '=', depId).orderBy('user_id').execute();
    return members.map((m) => m.full_name || m.login_name);
  },
  inUse: 'staff.server.depInUse',
  audit: {
    menu: ORG_MENU,
    created: { fn: 'audit.fn.depCreated', text: (name) => auditText('audit.dep.created', { name }) },
    renamed: { fn: 'audit.fn.depRenamed', text: (old, name) => auditText('audit.dep.renamed', { old, name }) },
    deleted: { fn: 'audit.fn.depDeleted', text: (name) => auditText('audit.dep.deleted', { name }) },
  },
});

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
    const depID = await departments.create(ctx, ruledName(ctx.fields.depName, departmentNameRule));
    return { depID, err_msg: ctx.t('staff.depCreated') };
  },
});

export const editDepartment = route(EditDep, {
  access: { anyOf: ['SF_DEP_EDIT'] },
  async handle(ctx) {
    await departments.rename(ctx, ctx.fields.depID, ruledName(ctx.fields.depName, departmentNameRule));
    return { err_msg: ctx.t('staff.depRenamed') };
  },
});

export const deleteDepartment = route(DeleteDep, {
  access: { anyOf: ['SF_DEP_DELETE'] },
  async handle(ctx) {
    await departments.remove(ctx, ctx.fields.depID);
    return { err_msg: ctx.t('staff.depDeleted') };
  },
});

export const departmentRoutes = [ajaxDepartment, newDepartment, editDepartment, deleteDepartment];
