/**
 * Contracts of the order calls (SPEC.md section 7 "CRM, goods, orders and others"; REQUIREMENTS
 * API-ORD; issue 29), the order record they carry, and the order's state machine: one table that the
 * server enforces and the pages read to show only the actions an order's state allows.
 *
 * Decisions where the spec is silent:
 * - An order belongs to a dealer or a customer of the shop (`store_crm_id`, the CRM's id) and is
 *   delivered to a consignee. A draft may be incomplete; submitting it needs the dealer, the
 *   consignee's name, an 11-digit mobile and an address, and at least one board or goods line.
 * - Rooms hold boards (板件: length × width × thickness in whole mm, a board goods item, a number of
 *   pieces, the grain and the edge banding) and goods lines (a goods item and a quantity with at most
 *   2 decimals: hinges by the piece, edge banding by the metre).
 * - A board's area is length × width × pieces in m² (3 decimals on the wire); its amount is the area
 *   times the board item's price. A goods line's amount is its price times its quantity. Prices are
 *   the dealer's price list, else the list of the dealer's level, else the item's list price
 *   (server/orders/quote.ts); every amount is integer fen on the server, yuan with 2 decimals on
 *   the wire.
 * - `order_no` is `prefix + YYYYMMDD + 4-digit sequence of the day` (the prefix 'D'), from a counter
 *   per shop and day taken in the creating transaction, so concurrent creations never share one.
 */
import * as v from 'valibot';
import { post, replyOf, type NoFields } from './contract';
import type { OrderLogRow } from './logs';
import type { OrderAssignee } from './orderAssign';
import { int, json, text } from './fields';
import {
  boundedText,
  jsonObject,
  optChoice,
  optDay,
  optId,
  orderEntry,
  pagingEntries,
  paramObject,
  problem,
  requiredId,
  textOr,
} from './params';
import type { RightCode } from './rights';
import { normalizeNumber } from './normalize';
import { isDay } from './time';
import { isPhone } from './validation';

// ---- states ----

/** orders.ord_state. */
export const OrdState = { draft: 0, submitted: 1, received: 2, confirmed: 3, production: 4, arrived: 5, finished: 6, closed: 9 } as const;
export type OrdStateValue = (typeof OrdState)[keyof typeof OrdState];
export const ORD_STATES: readonly OrdStateValue[] = [0, 1, 2, 3, 4, 5, 6, 9];

/** The calls that move an order (each body `order_no`), by their path's last word. */
export type OrderMove = 'submitOrd' | 'recOrd' | 'confirmOrd' | 'lockPrice' | 'process' | 'orderArrival' | 'closeOrd' | 'clear' | 'recoverOrd' | 'realClearOrd';

/** What a move needs of the order and what it makes of it. */
export interface MoveRule {
  /** The states it starts from. */
  from: readonly OrdStateValue[];
  /** The state it leaves (absent: the state stays, a flag changes). */
  to?: OrdStateValue;
  /** The price lock it needs (absent: either). */
  priceLock?: 0 | 1;
  /** It sets the price lock. */
  locks?: true;
  /** The recycle-bin flag it needs, and the one it leaves ('gone': the row is deleted). */
  deleted: 0 | 1;
  setsDeleted?: 0 | 1 | 'gone';
  /** The right it needs. */
  right: RightCode;
}

/**
 * The state machine (issue 29's table). closeOrd has two rows: a closing (0–3 → 9) and a finishing
 * (5 → 6); the server picks the row whose `from` holds the order's state.
 */
export const ORDER_MOVES: Readonly<Record<Exclude<OrderMove, 'closeOrd'>, MoveRule>> & { closeOrd: readonly [MoveRule, MoveRule] } = {
  submitOrd: { from: [OrdState.draft], priceLock: 0, to: OrdState.submitted, deleted: 0, right: 'SF_STORE_ORD_SUBMIT' },
  recOrd: { from: [OrdState.submitted], priceLock: 0, to: OrdState.received, deleted: 0, right: 'SF_STORE_ORD_RECEIVE' },
  confirmOrd: { from: [OrdState.received], priceLock: 0, to: OrdState.confirmed, deleted: 0, right: 'SF_STORE_ORD_CONFIRM' },
  lockPrice: { from: [OrdState.confirmed], priceLock: 0, locks: true, deleted: 0, right: 'SF_STORE_ORD_LOCK_PRICE' },
  process: { from: [OrdState.confirmed], priceLock: 1, to: OrdState.production, deleted: 0, right: 'SF_STORE_ORD_PRODUCE' },
  orderArrival: { from: [OrdState.production], priceLock: 1, to: OrdState.arrived, deleted: 0, right: 'SF_STORE_ORD_PRODUCE' },
  closeOrd: [
    { from: [OrdState.draft, OrdState.submitted, OrdState.received, OrdState.confirmed], to: OrdState.closed, deleted: 0, right: 'SF_STORE_ORD_CLOSE' },
    { from: [OrdState.arrived], to: OrdState.finished, deleted: 0, right: 'SF_STORE_ORD_CLOSE' },
  ],
  clear: { from: [OrdState.draft, OrdState.closed], deleted: 0, setsDeleted: 1, right: 'SF_STORE_ORD_DELETE' },
  recoverOrd: { from: ORD_STATES, deleted: 1, setsDeleted: 0, right: 'SF_STORE_ORD_DELETE' },
  realClearOrd: { from: ORD_STATES, deleted: 1, setsDeleted: 'gone', right: 'SF_STORE_ORD_DELETE' },
};

/** The states whose content alterOrd may replace (with the price unlocked); 1 and 2 need SF_STORE_ORD_EDIT. */
export const EDITABLE_STATES: readonly OrdStateValue[] = [OrdState.draft, OrdState.submitted, OrdState.received];

/** The rule of `move` that applies to an order in `state` with `priceLock` and `deleted`, or undefined. */
export function moveRuleFor(move: OrderMove, order: { ord_state: number; price_lock: number; is_deleted: number }): MoveRule | undefined {
  const rules: readonly MoveRule[] = move === 'closeOrd' ? ORDER_MOVES.closeOrd : [ORDER_MOVES[move]];
  return rules.find(
    (r) => r.from.includes(order.ord_state as OrdStateValue) && r.deleted === order.is_deleted && (r.priceLock === undefined || r.priceLock === order.price_lock),
  );
}

// ---- limits ----

export const ORDER_LIMITS = {
  custom_order_no: 40,
  cosignee_name: 20,
  cosignee_address: 120,
  remark: 500,
  room_name: 20,
  plate_name: 30,
  edges: 20,
  rooms: 30,
  plates: 300,
  goods: 100,
  /** Largest board side and thickness, mm. */
  side_mm: 6000,
  thickness_mm: 100,
  plate_qty: 9999,
  /** Largest goods quantity. */
  goods_qty: 99999,
} as const;

export const ORDER_PAGE_SIZE = 20;
/** orders.grain: none, along the length, along the width. */
export const Grain = { none: 0, length: 1, width: 2 } as const;

// ---- the order document (newOrd / alterOrd `data`) ----

/** A whole number of mm from 1 to `max`. */
const mm = (max: number) =>
  v.pipe(
    textOr(''),
    v.check((s) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= max, problem('order.rule.badSize', { max })),
    v.transform(Number),
  );

/** A goods quantity: more than 0, at most 2 decimals, at most ORDER_LIMITS.goods_qty; as hundredths. */
const goodsQty = v.pipe(
  textOr(''),
  v.check((s) => /^\d{1,5}(\.\d{1,2})?$/.test(s) && Number(s) > 0 && Number(s) <= ORDER_LIMITS.goods_qty, problem('order.rule.badQty', { max: ORDER_LIMITS.goods_qty })),
  v.transform((s) => Math.round(Number(s) * 100)),
);

const plateSchema = jsonObject({
  plate_name: v.pipe(
    boundedText(ORDER_LIMITS.plate_name),
    v.check((s) => s !== '', problem('order.rule.plateNameRequired')),
  ),
  length: mm(ORDER_LIMITS.side_mm),
  width: mm(ORDER_LIMITS.side_mm),
  thickness: mm(ORDER_LIMITS.thickness_mm),
  goods_id: requiredId('order.rule.boardRequired'),
  qty: v.pipe(
    textOr(''),
    v.check((s) => /^\d{1,4}$/.test(s) && Number(s) >= 1 && Number(s) <= ORDER_LIMITS.plate_qty, problem('order.rule.badPieces', { max: ORDER_LIMITS.plate_qty })),
    v.transform(Number),
  ),
  grain: v.pipe(
    textOr(String(Grain.none)),
    v.check((s) => /^[012]$/.test(s), problem('param.badChoice', { choices: [Grain.none, Grain.length, Grain.width] })),
    v.transform(Number),
  ),
  /** The edge banding, as the shop writes it (e.g. '四边 1mm'). */
  edges: boundedText(ORDER_LIMITS.edges),
});

const goodsLineSchema = jsonObject({ goods_id: requiredId('order.rule.goodsRequired'), qty: goodsQty });

const roomSchema = jsonObject({
  room_name: v.pipe(
    boundedText(ORDER_LIMITS.room_name),
    v.check((s) => s !== '', problem('order.rule.roomNameRequired')),
  ),
  plates: v.optional(v.array(plateSchema), []),
  goods: v.optional(v.array(goodsLineSchema), []),
});

/** A room with its boards and goods lines: the order's content, and a sub-order's (src/common/subOrders.ts). */
export const orderRoomSchema = roomSchema;

/** `data` of StoreOrders-newOrd and StoreOrders-alterOrd: the whole content (what it leaves out is cleared). */
export const orderDataSchema = v.pipe(
  jsonObject({
    /** The dealer or customer (0 or absent: not chosen yet, a draft). */
    store_crm_id: optId,
    custom_order_no: boundedText(ORDER_LIMITS.custom_order_no),
    cosignee_name: boundedText(ORDER_LIMITS.cosignee_name),
    cosignee_phone: v.pipe(
      textOr(''),
      // A pasted '139 2233 4455', '+86…' or full-width digits reads as the number it stands for.
      v.transform((s) => normalizeNumber(s, 'mobile')),
      v.check((s) => s === '' || isPhone(s), problem('order.rule.phoneFormat')),
    ),
    cosignee_address: boundedText(ORDER_LIMITS.cosignee_address),
    delivery_date: v.pipe(
      textOr(''),
      v.check((s) => s === '' || isDay(s), problem('param.badDay')),
    ),
    remark: boundedText(ORDER_LIMITS.remark),
    rooms: v.pipe(v.optional(v.array(roomSchema), []), v.maxLength(ORDER_LIMITS.rooms, problem('param.tooMany', { max: ORDER_LIMITS.rooms }))),
  }),
  v.check((d) => d.rooms.reduce((n, r) => n + r.plates.length, 0) <= ORDER_LIMITS.plates, problem('param.tooMany', { max: ORDER_LIMITS.plates })),
  v.check((d) => d.rooms.reduce((n, r) => n + r.goods.length, 0) <= ORDER_LIMITS.goods, problem('param.tooMany', { max: ORDER_LIMITS.goods })),
);
export type OrderData = v.InferOutput<typeof orderDataSchema>;
export type OrderDataInput = v.InferInput<typeof orderDataSchema>;

/** What submitting needs beyond a valid draft (submitOrd's guard), as the first message id missing; `lines`: its boards and goods lines. */
export function submitProblem(d: Pick<OrderData, 'store_crm_id' | 'cosignee_name' | 'cosignee_phone' | 'cosignee_address'>, lines: number) {
  if (d.store_crm_id === undefined) return 'order.submit.dealerRequired' as const;
  if (!d.cosignee_name) return 'order.submit.cosigneeRequired' as const;
  if (!d.cosignee_phone) return 'order.submit.phoneRequired' as const;
  if (!d.cosignee_address) return 'order.submit.addressRequired' as const;
  if (lines === 0) return 'order.submit.linesRequired' as const;
  return null;
}

// ---- records on the wire ----

export interface OrderPlate {
  plate_id: number;
  room_id: number;
  plate_name: string;
  length: number;
  width: number;
  thickness: number;
  goods_id: number;
  goods_name: string;
  qty: number;
  grain: number;
  edges: string;
  /** m², 3 decimals. */
  area: string;
  /** Yuan per m², and the amount. */
  unit_price: string;
  amount: string;
}

export interface OrderGoodsLine {
  line_id: number;
  room_id: number;
  goods_id: number;
  goods_no: string;
  goods_name: string;
  unit_name: string;
  /** Up to 2 decimals. */
  qty: string;
  unit_price: string;
  amount: string;
}

export interface OrderRoom {
  room_id: number;
  room_name: string;
  plates: OrderPlate[];
  goods: OrderGoodsLine[];
  /** The room's amount, yuan. */
  total: string;
}

/** An order as the list answers it. */
export interface OrderSummary {
  order_no: string;
  custom_order_no: string;
  store_crm_id: number;
  store_name: string;
  cosignee_name: string;
  cosignee_phone: string;
  cosignee_address: string;
  delivery_date: string;
  remark: string;
  ord_state: OrdStateValue;
  price_lock: 0 | 1;
  is_deleted: 0 | 1;
  total: string;
  paid: string;
  due: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_date: string;
  update_date: string;
}

/** An order with its rooms, boards and goods (StoreOrders-ajaxOrder). */
export interface OrderRecord extends OrderSummary {
  rooms: OrderRoom[];
}

// ---- calls ----

const orderNo = text({ required: true, max: 40 });

/** The list's sort fields. */
export const ORDER_ORDER_FIELDS = ['create_date', 'delivery_date', 'order_no', 'total'] as const;

/** `param` of ErpOrders-StoreSellerOrd. */
export const orderListParamSchema = paramObject({
  ...pagingEntries(ORDER_PAGE_SIZE),
  order_no: boundedText(40),
  custom_order_no: boundedText(ORDER_LIMITS.custom_order_no),
  store_crm_id: optId,
  cosignee_name: boundedText(ORDER_LIMITS.cosignee_name),
  /** Absent or -1: every state. */
  ord_state: optChoice(ORD_STATES, -1),
  date_min: optDay,
  date_max: optDay,
  /** 1: the recycle bin; absent or 0: the orders in use. */
  is_deleted: v.pipe(
    textOr('0'),
    v.check((s) => s === '0' || s === '1', problem('param.badChoice', { choices: [0, 1] })),
    v.transform((s) => (s === '1' ? 1 : 0)),
  ),
  order: orderEntry(ORDER_ORDER_FIELDS, 'create_date desc'),
});
export type OrderListFilter = v.InferOutput<typeof orderListParamSchema>;

/** [API-ORD-26] */
export const NewOrd = post('/StoreOrders-newOrd', { fields: { data: json(orderDataSchema) }, reply: replyOf<{ order_no: string }>() });
/** [API-ORD-27] Replaces the content of a draft, submitted or received order whose price is not locked. */
export const AlterOrd = post('/StoreOrders-alterOrd', { fields: { order_no: orderNo, data: json(orderDataSchema) }, reply: replyOf<{ order_no: string }>() });
/** [API-ORD-32] */
export const AjaxOrder = post('/StoreOrders-ajaxOrder', { fields: { order_no: orderNo }, reply: replyOf<{ order: OrderRecord }>() });
/** [API-ORD-02] Each order with its assignee (StoreOrders-sendPersonnel; 0 and '' when nobody). */
export const StoreSellerOrd = post('/ErpOrders-StoreSellerOrd', {
  fields: { param: json(orderListParamSchema, { required: false }) },
  reply: replyOf<{ data: (OrderSummary & OrderAssignee)[]; count: number; states: Record<string, number> }>(),
  pageSize: ORDER_PAGE_SIZE,
});

const moveCall = (path: `/${string}`) => post(path, { fields: { order_no: orderNo } });
/** [API-ORD-46] */
export const SubmitOrd = moveCall('/StoreOrders-submitOrd');
/** [API-ORD-44] */
export const RecOrd = moveCall('/StoreOrders-recOrd');
/** [API-ORD-45] */
export const ConfirmOrd = moveCall('/StoreOrders-confirmOrd');
/** [API-ORD-25] */
export const LockPrice = moveCall('/StoreOrders-lockPrice');
/** [API-ORD-35] */
export const ProcessOrd = moveCall('/StoreOrders-process');
/** [API-ORD-40] */
export const OrderArrival = moveCall('/StoreOrders-orderArrival');
/** [API-ORD-20] Closes (0–3) or finishes (5) an order; finishing with money due needs a reason. */
export const CloseOrd = post('/StoreOrders-closeOrd', { fields: { order_no: orderNo, reason: text({ max: 200 }) } });
/** [API-ORD-36] Into the recycle bin (a draft or a closed order). */
export const ClearOrd = moveCall('/StoreOrders-clear');
/** [API-ORD-38] Out of the recycle bin. */
export const RecoverOrd = moveCall('/StoreOrders-recoverOrd');

// ---- permanent deletion from the recycle bin (realClearOrd) ----
//
// Deleting for good cannot be undone, so it needs a six-digit code sent by SMS to the shop master's
// phone (the SMS provider, as the staff codes: server/staff/smsCodes.ts): sendClearVCode for one
// order, sendClearRecVCode for emptying the whole bin. A code is bound to what it was sent for (one
// order's number, or the bin), lives 10 minutes, survives 5 wrong tries and is used up by the
// deletion; a new one is sent at most once every two minutes per phone (SMS_RESEND_SECONDS), and
// the phone is the master's, so an order's code and the bin's share that wait. The deletion keeps
// the order's log rows (and writes one more), its rooms, lines and memos go with it, and it never
// deletes an order with receipts in its ledger (none reaches the bin through the calls: a draft
// takes no money and closeOrd refuses an order with payments).

/** `order_no` of StoreOrders-realClearOrd that empties the whole recycle bin, with the code of sendClearRecVCode (no order number is 'all': they are 'D' + digits). */
export const CLEAR_ALL = 'all';

/** What sending a code answers: seconds until another may be asked for, and the phone it went to, masked (138****8000). */
export interface ClearCodeReply {
  resend_after: number;
  phone: string;
}

/** [API-ORD-42] Sends the code for deleting one order of the recycle bin for good. */
export const SendClearVCode = post('/StoreOrders-sendClearVCode', { fields: { order_no: orderNo }, reply: replyOf<ClearCodeReply>() });
/** [API-ORD-43] Sends the code for emptying the recycle bin (refused while it is empty). */
export const SendClearRecVCode = post<NoFields, ClearCodeReply>('/StoreOrders-sendClearRecVCode');
/**
 * [API-ORD-37] Deletes an order of the recycle bin for good (`order_no` and the code of
 * sendClearVCode), or every order in it (`order_no` = CLEAR_ALL and the code of
 * sendClearRecVCode). Answers how many were deleted and, emptying the bin, the orders kept because
 * they have receipts; one order with receipts is refused. A wrong or expired code deletes nothing.
 */
export const RealClearOrd = post('/StoreOrders-realClearOrd', {
  fields: { order_no: orderNo, code: text({ required: true, max: 6 }) },
  reply: replyOf<{ deleted: number; kept: string[] }>(),
});

/** The move of each call, for the server's one transition function and the tests. */
export const MOVE_CALLS = {
  submitOrd: SubmitOrd,
  recOrd: RecOrd,
  confirmOrd: ConfirmOrd,
  lockPrice: LockPrice,
  process: ProcessOrd,
  orderArrival: OrderArrival,
  clear: ClearOrd,
  recoverOrd: RecoverOrd,
} as const satisfies Partial<Record<OrderMove, unknown>>;

/**
 * The states whose order may be sent to the production MES (SYSCFG-18 "confirmed order sync"):
 * confirmed and later, when its lines and prices are settled; a draft, submitted or received order
 * may still change, and a closed one will not be made. Never from the recycle bin.
 */
export const MES_SYNC_STATES: readonly OrdStateValue[] = [OrdState.confirmed, OrdState.production, OrdState.arrived, OrdState.finished];
export const isMesSyncable = (o: { ord_state: number; is_deleted: number }) => !o.is_deleted && MES_SYNC_STATES.includes(o.ord_state as OrdStateValue);

/**
 * [API-SHOP-07] [SYSCFG-18] Sends the order's detail with its quotation to the MES (server/orders/mes.ts);
 * answers '同步成功'. Refused for an order not in MES_SYNC_STATES.
 */
export const SyncMesSale = post('/ErpOrders-syncMesSale', { fields: { order_no: orderNo } });


// ---- the quotation ----

/** A board's area in mm² (length × width × pieces) and its amount in fen (area in m² × price per m², to the fen). */
export function plateAmount(p: { length: number; width: number; qty: number }, priceFen: number) {
  const areaMm2 = p.length * p.width * p.qty;
  return { areaMm2, amountFen: Math.round((areaMm2 * priceFen) / 1_000_000) };
}

/** A goods line's amount in fen: price × quantity (in hundredths), rounded to the fen. */
export const goodsAmount = (qtyCenti: number, priceFen: number) => Math.round((qtyCenti * priceFen) / 100);

/** An area of mm² as m² with 3 decimals, as the wire writes it. */
export const areaText = (areaMm2: number) => (Math.round(areaMm2 / 1000) / 1000).toFixed(3);

/** A priced line of the quotation: its goods item and price, in the order of the content sent or stored. */
export interface OfferLine {
  goods_id: number;
  goods_name: string;
  /** Yuan per m² for a board, per unit for goods; and the amount. */
  unit_price: string;
  amount: string;
  /** Boards only: m², 3 decimals. */
  area?: string;
}

export interface OfferRoom {
  room_name: string;
  plates: OfferLine[];
  goods: OfferLine[];
  total: string;
}

/** The quotation of an order or of a draft's content: each room's priced lines and total, and the order's total (yuan). */
export interface OrderOffer {
  store_crm_id: number;
  rooms: OfferRoom[];
  total: string;
}

/**
 * [API-ORD-24] The quotation: of a stored order (`order_no`: its lines as priced, the snapshot once
 * confirmed), or of a content not stored yet (`data`, as newOrd takes it: priced for its customer as
 * newOrd would price it, nothing written), so the order form shows amounts as the clerk types.
 */
export const GetOffer = post('/StoreOrders-getOffer', {
  fields: { order_no: text({ max: 40 }), data: json(v.nullable(orderDataSchema), { required: false }) },
  reply: replyOf<{ offer: OrderOffer }>(),
});

/** A change of an order's quotation (StoreOrders-getProposalLog): who, when, the total before and after. */
export interface ProposalLogRow {
  log_id: number;
  nick_name: string;
  login_name: string;
  /** What changed the quotation, in the reader's language. */
  action: string;
  old_total: string;
  new_total: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  oper_date: string;
}

/** [API-ORD-23] Every change of an order's quotation, newest first. */
export const GetProposalLog = post('/StoreOrders-getProposalLog', { fields: { order_no: orderNo }, reply: replyOf<{ data: ProposalLogRow[] }>() });

// ---- one order's parts ----

/** A room of an order with its boards' count, pieces and area, and its amount (ErpOrders-platesRooms). */
export interface OrderRoomSummary {
  room_id: number;
  room_name: string;
  plates: number;
  pieces: number;
  /** m², 3 decimals. */
  area: string;
  total: string;
}

/** [API-ORD-03] The goods lines of one order, each with its room's name. */
export const GetOrdItem = post('/ErpOrders-getOrdItem', { fields: { order_no: orderNo }, reply: replyOf<{ data: (OrderGoodsLine & { room_name: string })[] }>() });
/** [API-ORD-04] The rooms of one order. */
export const PlatesRooms = post('/ErpOrders-platesRooms', { fields: { order_no: orderNo }, reply: replyOf<{ data: OrderRoomSummary[] }>() });
/** [API-ORD-05] The boards of one order, or of one of its rooms (`room_id`). */
export const Plates = post('/ErpOrders-plates', { fields: { order_no: orderNo, room_id: int({ min: 1 }) }, reply: replyOf<{ data: (OrderPlate & { room_name: string })[] }>() });
/** [API-ORD-33] One order's log, newest first: the same rows as the log page's order tab. */
export const GetOrderLogs = post('/StoreOrders-getOrderLogs', { fields: { order_no: orderNo }, reply: replyOf<{ data: OrderLogRow[] }>() });
