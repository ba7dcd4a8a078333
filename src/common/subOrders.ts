/**
 * Contracts of the sub-orders (补单; SPEC.md section 7 "createSubOrdInfo-orderNo-{no},
 * subOrdsInfo-orderNo-{no}, newSubOrd, alterSubOrd"; REQUIREMENTS API-ORD-28..31; issue 29): an
 * order whose price is locked gets its additions and corrections as sub-orders, each with its own
 * number, reason, lines and lifecycle, and the order cannot be finished while one is open.
 *
 * Decisions where the spec is silent:
 * - A sub-order may be made of an order whose price is locked and that is confirmed, in production
 *   or arrived (3, 4, 5), not in the recycle bin. Its number is `{order_no}-{n}`, n counting the
 *   order's sub-orders from 1, never reused (a closed sub-order keeps its number).
 * - Its `data` is `{ reason, rooms }`: the reason is required (at most 200 characters); the rooms
 *   are the order's rooms (src/common/orders.ts orderRoomSchema: boards and goods lines, the same
 *   limits), priced as the order's customer pays, in integer fen on the server.
 * - Its own state machine, SUB_ORDER_MOVES: 0 draft → 1 submitted → 3 confirmed (today's prices
 *   fixed into its lines) or 9 closed; a draft may be closed too. It is "open" while 0 or 1; closing
 *   or finishing its order (closeOrd) is refused while any is open.
 * - The two `-orderNo-{no}` calls carry the order's number in the path, as the spec writes them:
 *   their contracts keep the spec's path with the placeholder, and `subOrderCall(Contract, no)` is
 *   the contract at one order's path (the server mounts the placeholder, server/http/pathParams.ts).
 *   Method POST, as every call of the spec that states none.
 * - A confirmed sub-order's amount is owed beside its order's (`subOrdsInfo` answers the totals);
 *   the order's own total does not change, since its price is locked.
 */
import * as v from 'valibot';
import { post, replyOf, type AnyEndpoint } from './contract';
import { json, text } from './fields';
import { ORDER_LIMITS, orderRoomSchema, type OrderRoom, type OrderSummary } from './orders';
import { boundedText, jsonObject, problem } from './params';
import type { RightCode } from './rights';

// ---- states ----

/** sub_orders.sub_state. */
export const SubOrdState = { draft: 0, submitted: 1, confirmed: 3, closed: 9 } as const;
export type SubOrdStateValue = (typeof SubOrdState)[keyof typeof SubOrdState];
export const SUB_ORD_STATES: readonly SubOrdStateValue[] = [0, 1, 3, 9];

/** The states in which a sub-order is open: its order may not be closed or finished, and alterSubOrd may replace its content. */
export const OPEN_SUB_STATES: readonly SubOrdStateValue[] = [SubOrdState.draft, SubOrdState.submitted];

/** The order states a sub-order may be made in (with the price locked, not in the recycle bin). */
export const SUB_ORDER_PARENT_STATES = [3, 4, 5] as const;

/** The calls that move a sub-order (each body `sub_order_no`), by their path's last word. */
export type SubOrderMove = 'submitSubOrd' | 'confirmSubOrd' | 'closeSubOrd';

export interface SubMoveRule {
  from: readonly SubOrdStateValue[];
  to: SubOrdStateValue;
  /** As the order's move of the same meaning (src/common/orders.ts ORDER_MOVES), so a role's rights mean the same. */
  right: RightCode;
}

/**
 * The sub-order's state machine (besides newSubOrd → 0 and alterSubOrd in OPEN_SUB_STATES, both
 * SF_STORE_ORD_EDIT). Each move is one guarded update (`… AND sub_state = from`).
 */
export const SUB_ORDER_MOVES: Readonly<Record<SubOrderMove, SubMoveRule>> = {
  submitSubOrd: { from: [SubOrdState.draft], to: SubOrdState.submitted, right: 'SF_STORE_ORD_SUBMIT' },
  confirmSubOrd: { from: [SubOrdState.submitted], to: SubOrdState.confirmed, right: 'SF_STORE_ORD_CONFIRM' },
  closeSubOrd: { from: [SubOrdState.draft, SubOrdState.submitted], to: SubOrdState.closed, right: 'SF_STORE_ORD_CLOSE' },
};

// ---- the sub-order document (newSubOrd / alterSubOrd `data`) ----

export const SUB_ORDER_LIMITS = { reason: 200 } as const;

/** `data` of newSubOrd and alterSubOrd: the reason and the whole content (what it leaves out is cleared). */
export const subOrderDataSchema = v.pipe(
  jsonObject({
    reason: v.pipe(
      boundedText(SUB_ORDER_LIMITS.reason),
      v.check((s) => s !== '', problem('subOrder.server.reasonRequired')),
    ),
    rooms: v.pipe(v.optional(v.array(orderRoomSchema), []), v.maxLength(ORDER_LIMITS.rooms, problem('param.tooMany', { max: ORDER_LIMITS.rooms }))),
  }),
  v.check((d) => d.rooms.reduce((n, r) => n + r.plates.length, 0) <= ORDER_LIMITS.plates, problem('param.tooMany', { max: ORDER_LIMITS.plates })),
  v.check((d) => d.rooms.reduce((n, r) => n + r.goods.length, 0) <= ORDER_LIMITS.goods, problem('param.tooMany', { max: ORDER_LIMITS.goods })),
);
export type SubOrderData = v.InferOutput<typeof subOrderDataSchema>;
export type SubOrderDataInput = v.InferInput<typeof subOrderDataSchema>;

// ---- records on the wire ----

/** A sub-order with its lines (subOrdsInfo). Money in yuan with 2 decimals. */
export interface SubOrderRecord {
  sub_order_no: string;
  order_no: string;
  /** Its place under the order: the n of `{order_no}-{n}`. */
  seq: number;
  reason: string;
  sub_state: SubOrdStateValue;
  total: string;
  /** Who made it. */
  creator_name: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_date: string;
  update_date: string;
  rooms: OrderRoom[];
}

/** What making a sub-order of an order needs to know (createSubOrdInfo). */
export interface SubOrderNewInfo {
  /** The order, as the list shows it. */
  order: OrderSummary;
  /** Whether newSubOrd would accept a sub-order of it now, and if not why, in the reader's language ('' when allowed). */
  allowed: boolean;
  why_not: string;
  /** The number a sub-order made now would take (a later one takes the next, should another be made first). */
  next_sub_order_no: string;
  /** Its sub-orders so far, and those still open. */
  count: number;
  open: number;
}

/** An order's sub-orders (subOrdsInfo): each with its lines, and the sums by state. */
export interface SubOrdersInfo {
  order: OrderSummary;
  data: SubOrderRecord[];
  /** Yuan: the confirmed sub-orders' sum (owed beside the order's total), the open ones', and the order's total with the confirmed. */
  totals: { confirmed: string; open: string; with_order: string };
}

// ---- calls ----

const orderNo = text({ required: true, max: 40 });
/** `{order_no}-{n}`: the order's number (at most 40) and a dash and up to 4 digits. */
const subOrderNo = text({ required: true, max: 48 });

/** [API-ORD-28] What a new sub-order of order `{no}` needs: the order's facts, whether allowed (and why not), the next number. */
export const CreateSubOrdInfo = post('/StoreOrders-createSubOrdInfo-orderNo-{no}', { fields: {}, reply: replyOf<SubOrderNewInfo>() });
/** [API-ORD-29] The sub-orders of order `{no}` with their lines, states and totals. */
export const SubOrdsInfo = post('/StoreOrders-subOrdsInfo-orderNo-{no}', { fields: {}, reply: replyOf<SubOrdersInfo>() });

/**
 * A contract whose path holds the order's number (`-orderNo-{no}`) at order `no`: the same method,
 * fields and reply, its path filled in (encoded, so any number travels as one path segment).
 */
export function subOrderCall<E extends AnyEndpoint>(endpoint: E, no: string): E {
  return { ...endpoint, path: endpoint.path.replace('{no}', encodeURIComponent(no)) as `/${string}` };
}

/** [API-ORD-30] Makes a draft sub-order of order `order_no` (price locked; 3, 4 or 5). */
export const NewSubOrd = post('/StoreOrders-newSubOrd', { fields: { order_no: orderNo, data: json(subOrderDataSchema) }, reply: replyOf<{ sub_order_no: string }>() });
/** [API-ORD-31] Replaces the reason and content of a draft or submitted sub-order. */
export const AlterSubOrd = post('/StoreOrders-alterSubOrd', { fields: { sub_order_no: subOrderNo, data: json(subOrderDataSchema) }, reply: replyOf<{ sub_order_no: string }>() });

const subMoveCall = (path: `/${string}`) => post(path, { fields: { sub_order_no: subOrderNo } });
/** The product's own moves of a sub-order (SUB_ORDER_MOVES); docs/DESIGN.md lists them with their rights. */
export const SubmitSubOrd = subMoveCall('/StoreOrders-submitSubOrd');
export const ConfirmSubOrd = subMoveCall('/StoreOrders-confirmSubOrd');
export const CloseSubOrd = subMoveCall('/StoreOrders-closeSubOrd');

/** The call of each move, for the server's one move function and the tests. */
export const SUB_MOVE_CALLS = { submitSubOrd: SubmitSubOrd, confirmSubOrd: ConfirmSubOrd, closeSubOrd: CloseSubOrd } as const satisfies Record<SubOrderMove, unknown>;
