/**
 * Staff of the session's shop (SPEC.md "Org structure" and "Staff form"; REQUIREMENTS ORG,
 * STAFF-FORM, API-STAFF, PICKER).
 *
 * Decisions where the spec is silent:
 * - users.state: 1 in use, 0 disabled, -1 left. The on-the-job tab lists 1 and 0; firing moves a
 *   person to -1 and takes their roles (remembered in if_group, so reinstating asks for roles again).
 * - Nobody changes their own state or employment; the master's row is the master's own; a sub-account
 *   manages only people whose rights it holds, and gives only roles whose rights it holds.
 * - Disabling or firing ends the person's sessions in the same transaction; role changes apply on
 *   the person's next request, because a session's rights are read on every request.
 * - Login names and phones are unique across all shops (login is global), login names compared
 *   without case; a login name cannot be 11 digits, so it never reads as a phone at login.
 * - With the shop's check flag on, a new person needs the SMS code sent to their phone, and so does
 *   an edit that changes the phone.
 */
import { ErrCode } from '../../../../src/common/api';
import { SEAT_TRIAL_DAYS, STAFF_PICKER_PAGE_SIZE } from '../../../../src/common/constants';
import {
  AjaxEditStaff,
  AjaxNewStaff,
  EsPost,
  FireStaff,
  GetCheckCode,
  GetStaff,
  GetStaffPicker,
  NsPost,
  ReinstateStaff,
  ShopStaffUnlockLogin,
  StaffState,
  UnbindWx,
  UserCheck,
} from '../../../../src/common/staff';
import { rolesRule, staffPhoneRule } from '../../../../src/common/staffRules';
import { maskPhone } from '../../../../src/common/validation';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword } from '../../../auth/crypto';
import { endAllSessionsOf } from '../../../auth/session';
import { clearAccountAttempts, lockedAccounts } from '../../../auth/throttle';
import { isUniqueViolation } from '../../../db/errors';
import type { Updateable } from 'kysely';
import type { Executor, UsersTable } from '../../../db/schema';
import { pageOf } from '../../../db/paging';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { route, type AuthedCtx, type WriteTx } from '../../../http/route';
import { createStaff } from '../../../staff/createStaff';
import { checkCode, sendCheckCode } from '../../../staff/smsCodes';
import { staffChanges } from '../../../staff/staffChanges';
import { auditText, type AuditValue } from '../../../logs/auditText';
import { readStaffForm, staffEditParamSchema, type StaffChanges } from '../../../staff/staffForm';
import { assertCanManage, assertGrantableGroups, groupsOf, lockStaff, mayManage, setGroups, staffQuery, toStaffRecord, type StaffRow } from '../../../staff/staffRecords';
import { outboxSms } from '../../../sms';
import { listDepartments, ORG_MENU } from '../../../staff/departments';
import { DAY_MS } from '../../../../src/common/time';

const MENU = ORG_MENU;

/** A person in the staff log: the full name with the account, or the account alone. */
const who = (u: { login_name: string; full_name: string }): AuditValue => (u.full_name ? auditText('audit.staff.who', { name: u.full_name, login: u.login_name }) : u.login_name);

async function recordsOf(ctx: AuthedCtx, db: Executor, rows: StaffRow[], fullCertId = false) {
  const shopId = ctx.session.shop.shop_id;
  const ids = rows.map((r) => r.user_id);
  const [groups, locked] = await Promise.all([groupsOf(db, shopId, ids), lockedAccounts(db, ids, ctx.now)]);
  return rows.map((r) => toStaffRecord(r, { masterId: ctx.session.shop.shop_muid, myTeamName: ctx.t('staff.myTeam'), groups, fullCertId, locked }));
}

export const getStaff = route(GetStaff, {
  access: { anyOf: ['SF_STAFF_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const filter = { ...f, shopId: ctx.session.shop.shop_id, masterId: ctx.session.shop.shop_muid };
    const rows = staffQuery(ctx.db, filter)
      .selectAll('users')
      .select('departments.department_name')
      .orderBy(`users.${f.order.field}`, f.order.direction)
      .orderBy('users.user_id');
    const page = await pageOf(rows, f);
    return { staff: await recordsOf(ctx, ctx.db, page.rows), staffCnt: page.total };
  },
});

export const pickStaff = route(GetStaffPicker, {
  // The pages that choose people (the staff and log filters); phones are not for every login.
  access: { anyOf: ['SF_STAFF_QUERY', 'SF_LOGINLOG_QUERY', 'SF_STAFF_LOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const filter = { shopId: ctx.session.shop.shop_id, masterId: ctx.session.shop.shop_muid, state: StaffState.inUse, master: 1 as const, keyword: f.keyword };
    const rows = staffQuery(ctx.db, filter).select(['users.user_id', 'users.login_name', 'users.nick_name', 'users.user_phone']).orderBy('users.user_id');
    // The picker's page size is fixed: its wire has no page_count.
    const { total, rows: staff } = await pageOf(rows, { curr_page: f.curr_page, page_count: STAFF_PICKER_PAGE_SIZE });
    return { staff, staffCnt: total };
  },
});

async function formOptions(ctx: AuthedCtx) {
  const shopId = ctx.session.shop.shop_id;
  const department = await listDepartments(ctx.db, shopId, ctx.t('staff.myTeam'));
  const group = await ctx.db.selectFrom('staff_groups').select(['group_id', 'group_name']).where('shop_id', '=', shopId).orderBy('group_id').execute();
  return { department, group, ifCheck: ctx.session.shop.staff_check };
}

export const ajaxNewStaff = route(AjaxNewStaff, {
  access: { anyOf: ['SF_STAFF_NEW'] },
  handle: formOptions,
});

export const ajaxEditStaff = route(AjaxEditStaff, {
  access: { anyOf: ['SF_STAFF_EDIT'] },
  async handle(ctx) {
    const staffId = ctx.fields.staffID;
    const row = await ctx.db
      .selectFrom('users')
      .leftJoin('departments', (j) => j.onRef('departments.shop_id', '=', 'users.shop_id').onRef('departments.department_id', '=', 'users.department_id'))
      .selectAll('users')
      .select('departments.department_name')
      .where('users.shop_id', '=', ctx.session.shop.shop_id)
      .where('users.user_id', '=', staffId)
      .executeTakeFirst();
    if (!row) throw notFound('server.what.staff');
    // The full ID number only for someone the caller may change (and their own); others see it masked.
    const [userInfo] = await recordsOf(ctx, ctx.db, [row], await mayManage(ctx, ctx.db, row, { self: 'allow' }));
    return { userInfo, ...(await formOptions(ctx)) };
  },
});

/** Null when the login name and phone are free (apart from `exceptUser`), else the refusal. */
async function takenBy(db: Executor, fields: { login_name?: string; user_phone?: string }, exceptUser?: number): Promise<ApiError | null> {
  if (fields.login_name !== undefined) {
    let q = db.selectFrom('users').select('user_id').where((eb) => eb(eb.fn('lower', ['login_name']), '=', fields.login_name!.toLowerCase()));
    if (exceptUser) q = q.where('user_id', '<>', exceptUser);
    if (await q.executeTakeFirst()) return ApiError.of(ErrCode.CONFLICT, 'staff.server.nameTaken', { name: fields.login_name });
  }
  if (fields.user_phone !== undefined) {
    let q = db.selectFrom('users').select('user_id').where('user_phone', '=', fields.user_phone);
    if (exceptUser) q = q.where('user_id', '<>', exceptUser);
    if (await q.executeTakeFirst()) return ApiError.of(ErrCode.CONFLICT, 'staff.server.phoneTaken', { phone: fields.user_phone });
  }
  return null;
}

/** Runs a write that may meet the unique name/phone index: a race answers like the check. */
async function withUniqueGuard<T>(fields: { login_name?: string; user_phone?: string }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw ApiError.of(ErrCode.CONFLICT, fields.login_name ? 'staff.server.nameTaken' : 'staff.server.phoneTaken', { name: fields.login_name ?? '', phone: fields.user_phone ?? '' });
    throw e;
  }
}

export const userCheck = route(UserCheck, {
  access: { anyOf: ['SF_STAFF_NEW', 'SF_STAFF_EDIT'] },
  async handle(ctx) {
    const { name, phone, staffID: except } = ctx.fields;
    if (name === undefined && phone === undefined) throw badRequest('server.fieldRequired', { field: 'name' });
    const taken = await takenBy(ctx.db, { login_name: name, user_phone: phone }, except);
    if (taken) throw taken;
    return {};
  },
});

export const getCheckCode = route(GetCheckCode, {
  access: { anyOf: ['SF_STAFF_NEW', 'SF_STAFF_EDIT'] },
  async handle(ctx) {
    const phone = ctx.fields.phoneNbr ?? '';
    const problem = staffPhoneRule(phone);
    if (problem) throw badRequest(problem.id);
    const sms = ctx.deps.sms ?? outboxSms(ctx.logger, { demo: ctx.deps.demo });
    const resendAfter = await ctx.write(async ({ db, audit }) => {
      // Each SMS costs the shop, and a phone that belongs to an account could never be saved: it
      // gets no code, and the refusal is the one the save would give.
      const taken = await takenBy(db, { user_phone: phone });
      if (taken) throw taken;
      return sendCheckCode(db, {
        shopId: ctx.session.shop.shop_id,
        phone,
        now: ctx.now,
        sms,
        text: (code, minutes) => ctx.t('staff.server.codeText', { code, minutes }),
      }).then(async (wait) => {
        await audit(MENU, 'audit.fn.staffCodeSent', auditText('audit.staff.codeSent', { phone: maskPhone(phone) }));
        return wait;
      });
    });
    return { resend_after: resendAfter, err_msg: ctx.t('staff.codeSent') };
  },
});

/**
 * Checks the SMS code of `phone` in its own transaction when the shop asks for one: a wrong code is
 * counted and refused; a right one is used up by `write`, which runs in that same transaction.
 */
async function withCheckCode<T>(ctx: AuthedCtx, phone: string | undefined, code: string | undefined, write: (tx: WriteTx) => Promise<T>): Promise<T> {
  const outcome = await ctx.write(async (tx) => {
    if (phone !== undefined && code !== undefined && (await checkCode(tx.db, ctx.session.shop.shop_id, phone, code, ctx.now)) === 'wrong') return { wrong: true as const };
    return { wrong: false as const, value: await write(tx) };
  });
  if (outcome.wrong) throw badRequest('staff.server.codeWrong');
  return outcome.value;
}

async function assertDepartment(db: Executor, shopId: number, depId: number | undefined): Promise<void> {
  if (depId === undefined) return;
  const dep = await db.selectFrom('departments').select('department_id').where('shop_id', '=', shopId).where('department_id', '=', depId).executeTakeFirst();
  if (!dep) throw notFound('server.what.department');
}

export const newStaff = route(NsPost, {
  access: { anyOf: ['SF_STAFF_NEW'] },
  async handle(ctx) {
    const shop = ctx.session.shop;
    const form = readStaffForm(ctx.fields, true, shop.staff_check === 1);
    // A taken name or phone is said before the code is judged: no code can be had for a taken phone,
    // so "the code has expired" would send the user after one in vain.
    const takenFirst = await takenBy(ctx.db, form);
    if (takenFirst) throw takenFirst;
    // Hashed before the transaction: it takes the write lock when it begins, and a hash takes long.
    const password = await hashPassword(form.password!, ctx.deps.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS);
    const staffID = await withUniqueGuard(form, () =>
      withCheckCode(ctx, form.check_code && form.user_phone, form.check_code, async ({ db, audit }) => {
        const taken = await takenBy(db, form);
        if (taken) throw taken;
        await assertDepartment(db, shop.shop_id, form.department_id);
        await assertGrantableGroups(ctx, db, form.group_ids ?? []);
        const id = await createStaff(
          db,
          {
            shopId: shop.shop_id,
            login_name: form.login_name!,
            user_phone: form.user_phone!,
            password,
            full_name: form.full_name ?? '',
            nick_name: form.nick_name ?? '',
            department_id: form.department_id,
            group_ids: form.group_ids,
            user_sex: form.user_sex,
            cert_id: form.cert_id,
            if_chat: form.if_chat,
            // A shop that sells seats gives a new person a short free start; the others' seats never end.
            exp_date: shop.can_pay === 1 ? ctx.now + SEAT_TRIAL_DAYS * DAY_MS : 0,
          },
          { iterations: ctx.deps.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS, now: ctx.now },
        );
        await audit(MENU, 'audit.fn.staffCreated', auditText('audit.staff.created', { who: who({ login_name: form.login_name!, full_name: form.full_name ?? '' }) }));
        return id;
      }),
    );
    return { staffID, err_msg: ctx.t('staff.created') };
  },
});

/** The columns an edit changes (only what differs from the stored row), and the names of the changed fields for the log. */
async function columnsOf(form: StaffChanges, row: StaffRow, iterations: number): Promise<{ set: Updateable<UsersTable>; changed: string[] }> {
  const set: Updateable<UsersTable> = {};
  const changed: string[] = [];
  const plain = ['login_name', 'full_name', 'nick_name', 'user_phone', 'user_sex', 'cert_id', 'department_id', 'if_chat'] as const;
  for (const key of plain) {
    if (form[key] !== undefined && form[key] !== row[key]) {
      Object.assign(set, { [key]: form[key] });
      changed.push(key);
    }
  }
  if (form.password) {
    const pw = await hashPassword(form.password, iterations);
    Object.assign(set, { password_hash: pw.hash, password_salt: pw.salt, password_iterations: pw.iterations });
    changed.push('password');
  }
  return { set, changed };
}

async function editStaff(ctx: AuthedCtx): Promise<{ err_msg: string }> {
  const shop = ctx.session.shop;
  const param = ctx.input.json('param', staffEditParamSchema);
  const { staffID, ...fields } = param;
  const form = readStaffForm(fields, false, false);
  const changedPhone = async (db: Executor) => {
    const row = await db.selectFrom('users').select('user_phone').where('shop_id', '=', shop.shop_id).where('user_id', '=', staffID).executeTakeFirst();
    return form.user_phone !== undefined && row !== undefined && row.user_phone !== form.user_phone;
  };
  // A new phone needs its code when the shop checks phones.
  const needsCode = shop.staff_check === 1 && (await changedPhone(ctx.db));
  if (needsCode) {
    Object.assign(form, readStaffForm({ checkCode: fields.checkCode }, false, true));
    // As for a new person: a taken phone is said before its code is judged.
    const taken = await takenBy(ctx.db, { user_phone: form.user_phone }, staffID);
    if (taken) throw taken;
  }
  return withUniqueGuard(form, () =>
    withCheckCode(ctx, needsCode ? form.user_phone : undefined, form.check_code, async ({ db, audit }) => {
      const row = { ...(await lockStaff(db, ctx.deps.dialect, shop.shop_id, staffID)), department_name: null };
      await assertCanManage(ctx, db, row, { self: 'allow' });
      const { set, changed } = await columnsOf(form, row, ctx.deps.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS);
      const groupsBefore = (await groupsOf(db, shop.shop_id, [row.user_id])).get(row.user_id)?.ids ?? [];
      const groupsChanged = form.group_ids !== undefined && [...form.group_ids].sort().join() !== [...groupsBefore].sort().join();
      if (!changed.length && !groupsChanged) throw badRequest('staff.noChange');
      const taken = await takenBy(db, { login_name: set.login_name as string | undefined, user_phone: set.user_phone as string | undefined }, row.user_id);
      if (taken) throw taken;
      await assertDepartment(db, shop.shop_id, set.department_id as number | undefined);
      if (Object.keys(set).length) await db.updateTable('users').set(set).where('shop_id', '=', shop.shop_id).where('user_id', '=', row.user_id).execute();
      let roles: { before: string[]; after: string[] } | null = null;
      if (groupsChanged) {
        await assertGrantableGroups(ctx, db, form.group_ids!);
        if (row.state === StaffState.left) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.notOnJob');
        const before = (await groupsOf(db, shop.shop_id, [row.user_id])).get(row.user_id)?.names ?? [];
        await setGroups(db, shop.shop_id, row.user_id, form.group_ids!);
        roles = { before, after: (await groupsOf(db, shop.shop_id, [row.user_id])).get(row.user_id)?.names ?? [] };
        changed.push('roles');
      }
      const changes = await staffChanges(db, row, set, changed.includes('password'), roles);
      await audit(MENU, 'audit.fn.staffEdited', auditText('audit.staff.edited', { who: who(row), fields: changes.map((c) => auditText(c.field)) }), { changes });
      return { err_msg: ctx.t('staff.saved') };
    }),
  );
}

async function toggleState(ctx: AuthedCtx, staffId: number, state: 0 | 1): Promise<{ err_msg: string }> {
  const shopId = ctx.session.shop.shop_id;
  await ctx.write(async ({ db, audit }) => {
    const row = await lockStaff(db, ctx.deps.dialect, shopId, staffId);
    await assertCanManage(ctx, db, row);
    if (row.state === StaffState.left) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.notOnJob');
    if (row.state === state) return;
    await db.updateTable('users').set({ state }).where('shop_id', '=', shopId).where('user_id', '=', staffId).execute();
    // A disabled person is logged out at once.
    if (state === StaffState.disabled) await endAllSessionsOf(db, staffId);
    const disabled = state === StaffState.disabled;
    await audit(MENU, disabled ? 'audit.fn.staffDisabled' : 'audit.fn.staffEnabled', auditText(disabled ? 'audit.staff.disabled' : 'audit.staff.enabled', { who: who(row) }));
  });
  return { err_msg: ctx.t(state === StaffState.disabled ? 'staff.disabled' : 'staff.enabled') };
}

export const esPost = route(EsPost, {
  access: { anyOf: ['SF_STAFF_EDIT'] },
  async handle(ctx) {
    // The state toggle sends staffID and state; an edit sends param [API-STAFF-11] [API-STAFF-12].
    if (!ctx.input.has('param') && ctx.input.has('state')) {
      const state = ctx.input.int('state', { required: true, min: 0, max: 1 }) as 0 | 1;
      return toggleState(ctx, ctx.input.int('staffID', { required: true, min: 1 }), state);
    }
    return editStaff(ctx);
  },
});

export const fireStaff = route(FireStaff, {
  access: { anyOf: ['SF_STAFF_DELETE'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const staffId = ctx.fields.staffID;
    await ctx.write(async ({ db, audit }) => {
      const row = await lockStaff(db, ctx.deps.dialect, shopId, staffId);
      await assertCanManage(ctx, db, row);
      if (row.state === StaffState.left) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.notOnJob');
      const held = (await groupsOf(db, shopId, [staffId])).get(staffId)?.ids ?? [];
      await db.updateTable('users').set({ state: StaffState.left, if_group: held.length ? 1 : 0, auto_renew: 0 }).where('shop_id', '=', shopId).where('user_id', '=', staffId).execute();
      await setGroups(db, shopId, staffId, []);
      await endAllSessionsOf(db, staffId);
      await audit(MENU, 'audit.fn.staffFired', auditText('audit.staff.fired', { who: who(row) }));
    });
    return { err_msg: ctx.t('staff.fired') };
  },
});

export const reinstateStaff = route(ReinstateStaff, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): undoing a firing: the right that fires.
  access: { anyOf: ['SF_STAFF_DELETE'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const staffId = ctx.fields.staffID;
    const groupIds = ctx.fields.staffArr ?? [];
    await ctx.write(async ({ db, audit }) => {
      const row = await lockStaff(db, ctx.deps.dialect, shopId, staffId);
      await assertCanManage(ctx, db, row);
      if (row.state !== StaffState.left) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.notLeft');
      // Someone who held roles comes back with roles [ORG-38] [ORG-39].
      const problem = row.if_group === 1 ? rolesRule(groupIds) : null;
      if (problem) throw badRequest(problem.id);
      await assertGrantableGroups(ctx, db, groupIds);
      await db.updateTable('users').set({ state: StaffState.inUse, if_group: 0 }).where('shop_id', '=', shopId).where('user_id', '=', staffId).execute();
      await setGroups(db, shopId, staffId, groupIds);
      await audit(MENU, 'audit.fn.staffReinstated', auditText('audit.staff.reinstated', { who: who(row) }));
    });
    return { err_msg: ctx.t('staff.reinstated') };
  },
});

export const unbindWx = route(UnbindWx, {
  access: { anyOf: ['SF_STAFF_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const staffId = ctx.fields.staff_id;
    await ctx.write(async ({ db, audit }) => {
      const row = await lockStaff(db, ctx.deps.dialect, shopId, staffId);
      await assertCanManage(ctx, db, row, { self: 'allow' });
      if (row.wx_bind !== 1) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.notBound');
      await db.updateTable('users').set({ wx_bind: 0 }).where('shop_id', '=', shopId).where('user_id', '=', staffId).execute();
      await audit(MENU, 'audit.fn.wxUnbound', auditText('audit.staff.wxUnbound', { who: who(row) }));
    });
    return { err_msg: ctx.t('staff.wxUnbound') };
  },
});

export const unlockLogin = route(ShopStaffUnlockLogin, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): an edit of the person's account (staff edit), under the rule of every staff action.
  access: { anyOf: ['SF_STAFF_EDIT'] },
  async handle(ctx) {
    const staffId = ctx.fields.staff_id;
    return ctx.write(async ({ db, audit }) => {
      // The rule of every staff action: not oneself, the master only by the master, a sub-account
      // only people whose rights it holds.
      const staff = await lockStaff(db, ctx.deps.dialect, ctx.session.shop.shop_id, staffId);
      await assertCanManage(ctx, db, staff);
      const cleared = await clearAccountAttempts(db, staff.user_id);
      await audit('menuGroup.staff', 'audit.fn.loginUnlocked', auditText('audit.staff.loginUnlocked', { login: staff.login_name, count: cleared }));
      return { cleared, err_msg: ctx.t('staff.unlocked') };
    });
  },
});

export const staffRoutes = [getStaff, pickStaff, ajaxNewStaff, ajaxEditStaff, userCheck, getCheckCode, newStaff, esPost, fireStaff, reinstateStaff, unbindWx, unlockLogin];
