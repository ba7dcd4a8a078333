/**
 * Order assignment (issue 29 "Assignment"; migration 0031): the holders of a position role, the
 * person an order is assigned to, and assigning one order — one guarded upsert with its order-log
 * row and staff-log row in one transaction, so a refused order writes nothing and the order log is
 * the assignment's history (who assigned whom, and who had it before).
 */
import { ErrCode } from '../../src/common/api';
import { localized, type TextValues } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { ASSIGNABLE_STATES, isAssignable, type AssignResult, type GroupStaffEntry, type OrderAssignee } from '../../src/common/orderAssign';
import type { OrdStateValue } from '../../src/common/orders';
import { StaffState } from '../../src/common/staff';
import { sql } from 'kysely';
import type { Executor, Tx } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { AuthedCtx } from '../http/route';
import { auditText } from '../logs/auditText';
import { writeOrderLog } from './orderLog';
import { orderRow } from './read';

/** How a person is named in the assignment's messages and the list: full name, else nickname, else login. */
const nameOf = (u: { full_name: string; nick_name: string; login_name: string }) => u.full_name || u.nick_name || u.login_name;

/** The person and role a batch assigns to, checked once. */
export interface Assignee {
  user_id: number;
  name: string;
  group_id: number;
  group_name: string;
}

/** The role `groupId` of the shop, or "position role not found" (another shop's role included). */
export async function shopGroup(db: Executor, shopId: number, groupId: number) {
  const group = await db.selectFrom('staff_groups').select(['group_id', 'group_name']).where('shop_id', '=', shopId).where('group_id', '=', groupId).executeTakeFirst();
  if (!group) throw notFound('server.what.role');
  return group;
}

/**
 * The person `userId` as a holder of role `groupId`: both of the shop ("not found" otherwise), the
 * person in use and holding the role (refused otherwise). Checked before any order of a batch, since
 * every order would be refused alike.
 */
export async function assigneeFor(db: Executor, shopId: number, userId: number, groupId: number): Promise<Assignee> {
  const group = await shopGroup(db, shopId, groupId);
  const user = await db.selectFrom('users').select(['user_id', 'full_name', 'nick_name', 'login_name', 'state']).where('shop_id', '=', shopId).where('user_id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('server.what.staff');
  const name = nameOf(user);
  if (user.state !== StaffState.inUse) throw ApiError.of(ErrCode.CONFLICT, 'assign.server.personOff', { name });
  const holds = await db.selectFrom('user_groups').select('user_id').where('shop_id', '=', shopId).where('user_id', '=', userId).where('group_id', '=', groupId).executeTakeFirst();
  if (!holds) throw ApiError.of(ErrCode.CONFLICT, 'assign.server.notHolder', { name, role: group.group_name });
  return { user_id: user.user_id, name, group_id: group.group_id, group_name: group.group_name };
}

/** The in-use holders of role `groupId`, by name, each with how many open orders they follow now. */
export async function groupStaff(db: Executor, shopId: number, groupId: number): Promise<GroupStaffEntry[]> {
  const rows = await db
    .selectFrom('user_groups as ug')
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'ug.shop_id').onRef('u.user_id', '=', 'ug.user_id'))
    .leftJoin('departments as d', (j) => j.onRef('d.shop_id', '=', 'u.shop_id').onRef('d.department_id', '=', 'u.department_id'))
    .select(['u.user_id', 'u.login_name', 'u.nick_name', 'u.full_name', 'u.user_phone', 'u.department_id', 'd.department_name'])
    .where('ug.shop_id', '=', shopId)
    .where('ug.group_id', '=', groupId)
    .where('u.state', '=', StaffState.inUse)
    .orderBy('u.user_id')
    .execute();
  if (!rows.length) return [];
  const loads = await db
    .selectFrom('order_assignments as a')
    .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'a.shop_id').onRef('o.order_id', '=', 'a.order_id'))
    .select(['a.user_id', sql<number | string>`count(*)`.as('n')])
    .where('a.shop_id', '=', shopId)
    .where(
      'a.user_id',
      'in',
      rows.map((r) => r.user_id),
    )
    .where('o.is_deleted', '=', 0)
    .where('o.ord_state', 'in', ASSIGNABLE_STATES)
    .groupBy('a.user_id')
    .execute();
  const loadOf = new Map(loads.map((l) => [l.user_id, Number(l.n)]));
  return rows.map((r) => ({
    user_id: r.user_id,
    login_name: r.login_name,
    nick_name: r.nick_name,
    full_name: r.full_name,
    phone: r.user_phone,
    department_id: r.department_id,
    department_name: r.department_name ?? '',
    assigned: loadOf.get(r.user_id) ?? 0,
  }));
}

/** The assignees of the shop's orders `orderIds` (a page of the list: one indexed read, not a join of the list's query). */
export async function assigneesOf(db: Executor, shopId: number, orderIds: readonly number[]): Promise<Map<number, OrderAssignee>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_assignments as a')
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'a.shop_id').onRef('u.user_id', '=', 'a.user_id'))
    .leftJoin('staff_groups as g', (j) => j.onRef('g.shop_id', '=', 'a.shop_id').onRef('g.group_id', '=', 'a.group_id'))
    .select(['a.order_id', 'a.user_id', 'u.full_name', 'u.nick_name', 'u.login_name', 'g.group_name'])
    .where('a.shop_id', '=', shopId)
    .where('a.order_id', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((r) => [r.order_id, { assignee_id: r.user_id, assignee_name: nameOf(r), assignee_group: r.group_name ?? '' }]));
}

/** An order without an assignee, as the list answers it. */
export const NO_ASSIGNEE: OrderAssignee = { assignee_id: 0, assignee_name: '', assignee_group: '' };

/** The order's current assignee with their name, read in the assigning transaction. */
async function currentAssignee(db: Tx, shopId: number, orderId: number) {
  const row = await db
    .selectFrom('order_assignments as a')
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'a.shop_id').onRef('u.user_id', '=', 'a.user_id'))
    .select(['a.user_id', 'a.group_id', 'u.full_name', 'u.nick_name', 'u.login_name'])
    .where('a.shop_id', '=', shopId)
    .where('a.order_id', '=', orderId)
    .executeTakeFirst();
  return row && { user_id: row.user_id, group_id: row.group_id, name: nameOf(row) };
}

/**
 * Assigns order `orderId` to `who` in one statement that carries its own guard: the row is written
 * only while the order is assignable (in the recycle bin, finished or closed: nothing), replacing the
 * order's assignee if it had one. Answers whether it wrote.
 */
async function writeAssignment(db: Tx, shopId: number, orderId: number, who: Assignee, by: number, at: number): Promise<boolean> {
  // Typed casts: PostgreSQL reads an untyped parameter of a SELECT list as text.
  const int = (n: number) => sql<number>`cast(${n} as integer)`;
  const written = await db
    .insertInto('order_assignments')
    .columns(['shop_id', 'order_id', 'user_id', 'group_id', 'assigned_by', 'assigned_at'])
    .expression(
      db
        .selectFrom('orders')
        .select(['shop_id', 'order_id', int(who.user_id).as('user_id'), int(who.group_id).as('group_id'), int(by).as('assigned_by'), sql<number>`cast(${at} as bigint)`.as('assigned_at')])
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .where('is_deleted', '=', 0)
        .where('ord_state', 'in', ASSIGNABLE_STATES),
    )
    .onConflict((oc) =>
      oc.columns(['shop_id', 'order_id']).doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        group_id: eb.ref('excluded.group_id'),
        assigned_by: eb.ref('excluded.assigned_by'),
        assigned_at: eb.ref('excluded.assigned_at'),
      })),
    )
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The state an order is in, for a refusal: the recycle bin first, then its state. */
const stateText = (o: { ord_state: number; is_deleted: number }) =>
  localized(o.is_deleted ? 'order.server.state.deleted' : (`order.server.state.${o.ord_state as OrdStateValue}` as ServerMessageId));

/**
 * Assigns the shop's order `orderNo` to `who`, in a transaction of its own, and says what was done:
 * "not found" for a number the shop has no order of, refused when the order cannot be assigned, left
 * as it is when `who` already follows it as that role. A refusal is the order's entry in the batch's
 * report, not the batch's end; only a fault (not an ApiError) ends the batch.
 */
export async function assignOrder(ctx: AuthedCtx, who: Assignee, orderNo: string): Promise<AssignResult> {
  const shopId = ctx.session.shop.shop_id;
  try {
    const said = await ctx.write(async ({ db, audit }): Promise<{ id: ServerMessageId; values: TextValues }> => {
      // Locked on PostgreSQL, so the assignee replaced is the one named in the log (two batches on one order take turns).
      const o = await orderRow(db, shopId, orderNo, { dialect: ctx.deps.dialect });
      if (!isAssignable(o)) throw ApiError.of(ErrCode.CONFLICT, 'assign.server.notAssignable', { state: stateText(o) });
      const before = await currentAssignee(db, shopId, o.order_id);
      if (before && before.user_id === who.user_id && before.group_id === who.group_id) return { id: 'assign.server.already', values: { name: who.name } };
      if (!(await writeAssignment(db, shopId, o.order_id, who, ctx.session.user.user_id, ctx.now))) {
        throw ApiError.of(ErrCode.CONFLICT, 'order.server.changed', { state: stateText(await orderRow(db, shopId, orderNo)) });
      }
      const role = who.group_name;
      await writeOrderLog(db, ctx, o, before ? auditText('assign.server.log.reassigned', { from: before.name, name: who.name, role }) : auditText('assign.server.log.assigned', { name: who.name, role }));
      await audit('assign.server.menu', 'assign.server.fn', auditText('assign.server.audit', { order: o.order_no, name: who.name, role }));
      return before ? { id: 'assign.server.reassigned', values: { from: before.name, name: who.name } } : { id: 'assign.server.assigned', values: { name: who.name } };
    });
    return { order_no: orderNo, ok: true, err_msg: ctx.t(said.id, said.values) };
  } catch (e) {
    if (e instanceof ApiError) return { order_no: orderNo, ok: false, err_msg: e.messageIn(ctx.locale) };
    throw e;
  }
}
