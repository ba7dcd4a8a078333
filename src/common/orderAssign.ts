/**
 * Contracts of order assignment (SPEC.md section 2 "/orders/assign: SF_BATCH_PROCESS_QUERY" and
 * section 7 "StoreOrders-sendPersonnel, ajaxGetGroupStaff"; REQUIREMENTS API-ORD-15, API-ORD-16;
 * issue 29 "Assignment"): the staff of a position role, and handing orders to one of them.
 *
 * Decisions where the spec is silent:
 * - An order has at most one assignee at a time (the person who follows it up), chosen among the
 *   holders of a position role; the role it was assigned as is kept beside the person. Assigning
 *   again replaces the assignee; who assigned whom, when, and who had it before, is the order log
 *   (server/orders/assignments.ts), so the history is the order's own log tab.
 * - The role's param is `group_id`, the spec's name of a position role's id (section 3, "Position
 *   role (group)"); a batch names its orders in `order_nos`, a JSON list.
 * - An order can be assigned from draft to arrived (states 0–5) while not in the recycle bin: a
 *   finished (6) or closed (9) order has nobody left to follow it, and a deleted one is not worked on.
 * - A batch checks every order on its own, in its own transaction, and answers what it did with each
 *   (`data`: one entry per distinct order number, in the order sent); one order refused never stops
 *   the others. The person and the role are checked once, before any order: when they are not the
 *   shop's (or the person does not hold the role, or has left), nothing is assigned and the call is
 *   refused as a whole.
 * - Rights: the staff list is read with the page's right (SF_BATCH_PROCESS_QUERY) or the assign
 *   right; assigning needs SF_STORE_ORD_ASSIGN (an action right of the 订单操作 group), which is
 *   enough alone.
 */
import * as v from 'valibot';
import { post, replyOf } from './contract';
import { int, json } from './fields';
import { problem, textOr } from './params';
import type { OrdStateValue } from './orders';

/** The most orders one sendPersonnel assigns (the list's largest page, with room for a few pages' selection). */
export const ASSIGN_MAX_ORDERS = 200;
/** The states an order can be assigned in (not finished 6 nor closed 9; and not in the recycle bin). */
export const ASSIGNABLE_STATES: readonly OrdStateValue[] = [0, 1, 2, 3, 4, 5];
/** Whether an order takes an assignee now. */
export const isAssignable = (o: { ord_state: number; is_deleted: number }) => o.is_deleted === 0 && ASSIGNABLE_STATES.includes(o.ord_state as OrdStateValue);

/** `order_nos`: order numbers (text or digits), at least one, at most ASSIGN_MAX_ORDERS; repeats count once, in the order first sent. */
export const orderNosSchema = v.pipe(
  v.array(
    v.pipe(
      textOr(''),
      v.check((s) => s !== '' && [...s].length <= 40, problem('assign.server.badOrderNo')),
    ),
  ),
  v.minLength(1, problem('assign.server.noOrders')),
  v.maxLength(ASSIGN_MAX_ORDERS, problem('param.tooMany', { max: ASSIGN_MAX_ORDERS })),
  v.transform((nos) => [...new Set(nos)]),
);

/** A holder of a position role, as the assign dialog lists them (the staff shape of User-getUserInfoByShopID). */
export interface GroupStaffEntry {
  user_id: number;
  login_name: string;
  nick_name: string;
  full_name: string;
  phone: string;
  department_id: number;
  department_name: string;
  /** The orders assigned to this person now that can still be worked on (states 0–5, not in the recycle bin): the load to balance. */
  assigned: number;
}

/** What a batch did with one order. */
export interface AssignResult {
  order_no: string;
  /** true: the order is assigned to the person now (newly, or it already was: `err_msg` says which). */
  ok: boolean;
  /** What was done, or why not ("order not found", "order is closed" …), in the request's language. */
  err_msg: string;
}

/** The assignee of an order as the order list and ajaxOrder answer it ('' and 0 when nobody). */
export interface OrderAssignee {
  assignee_id: number;
  /** Full name, else nickname, else login name. */
  assignee_name: string;
  /** The position role it was assigned as ('' when that role was deleted since). */
  assignee_group: string;
}

const groupId = int({ required: true, min: 1 });

/**
 * [API-ORD-16] The in-use staff of the shop holding the position role `group_id`, by name; the role's
 * name with them. Another shop's role: "not found".
 */
export const AjaxGetGroupStaff = post('/StoreOrders-ajaxGetGroupStaff', {
  fields: { group_id: groupId },
  reply: replyOf<{ group_id: number; group_name: string; data: GroupStaffEntry[] }>(),
});

/**
 * [API-ORD-15] Assigns each order of `order_nos` to the person `user_id` as a holder of the role
 * `group_id`: `data` says, per order, whether it is assigned and what was done (an order of another
 * shop is "not found" there); `err_msg` counts the assigned and refused ones. A person or role not
 * of the shop, a person not holding the role or not in use: the whole call is refused, nothing assigned.
 */
export const SendPersonnel = post('/StoreOrders-sendPersonnel', {
  fields: { order_nos: json(orderNosSchema), user_id: int({ required: true, min: 1 }), group_id: groupId },
  reply: replyOf<{ data: AssignResult[] }>(),
});
