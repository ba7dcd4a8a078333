/**
 * Orders of the session's shop (issue 29; REQUIREMENTS API-ORD): creating and editing an order's
 * content, the list, one order, and the moves of its state machine (src/common/orders.ts
 * ORDER_MOVES). Every write is one transaction with its order-log row; every move is one guarded
 * update (`WHERE ord_state = from …`), so of two moves at once one wins and the other is told the
 * order has changed, and a refused call changes nothing and logs nothing.
 */
import { sql } from 'kysely';
import { ErrCode } from '../../../src/common/api';
import { localized } from '../../../src/common/messages/format';
import type { ServerMessageId } from '../../../src/common/messages/zh-CN';
import { fenToYuan } from '../../../src/common/money';
import {
  AjaxOrder,
  AlterOrd,
  CLEAR_ALL,
  CloseOrd,
  EDITABLE_STATES,
  MOVE_CALLS,
  moveRuleFor,
  ORDER_MOVES,
  NewOrd,
  OrdState,
  RealClearOrd,
  SendClearRecVCode,
  SendClearVCode,
  StoreSellerOrd,
  submitProblem,
  type OrderData,
  type OrderListFilter,
  type OrderMove,
  type OrdStateValue,
} from '../../../src/common/orders';
import { checkCodeRule } from '../../../src/common/staffRules';
import { DAY_MS, dayStartMs } from '../../../src/common/time';
import { isUniqueViolation } from '../../db/errors';
import { contains } from '../../db/textMatch';
import { pageOf } from '../../db/paging';
import type { Tx } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { route, type AuthedCtx, type AuthedRoute } from '../../http/route';
import { auditText, type AuditText, type AuditValue } from '../../logs/auditText';
import { assertOwnCustomer, contentSize, nextOrderNo, repriceOrder, writeContent } from '../../orders/content';
import { assigneesOf, NO_ASSIGNEE } from '../../orders/assignments';
import { writeOrderLog } from '../../orders/orderLog';
import { binCount, binEmpty, clearCodeRefusal, clearPurpose, deleteBinned, emptyBin, hasReceipts, hasReceiptsRefusal, ORDER_MENU, sendClearCode } from '../../orders/clear';
import { syncAfterMove } from '../../orders/mes';
import { setTotalCoveringPaid } from '../../orders/payments';
import { orderQuery, orderRow, readOrder, SUMMARY_COLUMNS, toSummary } from '../../orders/read';
import { assertNoOpenSubOrders } from '../../orders/subOrders';

type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** The state an order is in, for a message: the recycle bin first, then its state. */
const stateText = (o: Pick<OrderRow, 'ord_state' | 'is_deleted'>) => localized(o.is_deleted ? 'order.server.state.deleted' : (`order.server.state.${o.ord_state as OrdStateValue}` as ServerMessageId));

/** "The order has changed": the caller's view of it is not what it is now. */
const changed = (o: Pick<OrderRow, 'ord_state' | 'is_deleted'>) => ApiError.of(ErrCode.CONFLICT, 'order.server.changed', { state: stateText(o) });

/** Refuses a custom number the customer's other order has (the unique index settles a race). */
async function assertCustomNoFree(db: Tx, shopId: number, d: OrderData, exceptOrderId?: number): Promise<void> {
  if (!d.custom_order_no || d.store_crm_id === undefined) return;
  let q = db.selectFrom('orders').select('order_no').where('shop_id', '=', shopId).where('store_crm_id', '=', d.store_crm_id).where('custom_order_no', '=', d.custom_order_no);
  if (exceptOrderId !== undefined) q = q.where('order_id', '<>', exceptOrderId);
  const holder = await q.executeTakeFirst();
  if (holder) throw ApiError.of(ErrCode.CONFLICT, 'order.server.customNoTaken', { no: d.custom_order_no, order: holder.order_no });
}

/** The order's header columns from its document. */
const headerOf = (d: OrderData) => ({
  custom_order_no: d.custom_order_no,
  store_crm_id: d.store_crm_id ?? null,
  cosignee_name: d.cosignee_name,
  cosignee_phone: d.cosignee_phone,
  cosignee_address: d.cosignee_address,
  delivery_date: d.delivery_date,
  remark: d.remark,
});

/** A write that met the custom-number index at once with another: who holds it now. */
async function withCustomNoRace<T>(ctx: AuthedCtx, d: OrderData, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!isUniqueViolation(e) || !d.custom_order_no) throw e;
    const holder = await ctx.db
      .selectFrom('orders')
      .select('order_no')
      .where('shop_id', '=', ctx.session.shop.shop_id)
      .where('store_crm_id', '=', d.store_crm_id ?? null)
      .where('custom_order_no', '=', d.custom_order_no)
      .executeTakeFirst();
    throw ApiError.of(ErrCode.CONFLICT, 'order.server.customNoTaken', { no: d.custom_order_no, order: holder?.order_no ?? '' });
  }
}

export const newOrd = route(NewOrd, {
  access: { anyOf: ['SF_STORE_ORD_NEW'] },
  async handle(ctx) {
    const d = ctx.fields.data;
    const shopId = ctx.session.shop.shop_id;
    const orderNo = await withCustomNoRace(ctx, d, () =>
      ctx.write(async ({ db }) => {
        await assertOwnCustomer(db, shopId, d.store_crm_id);
        await assertCustomNoFree(db, shopId, d);
        const no = await nextOrderNo(db, shopId, ctx.now);
        const times = { created_at: ctx.now, updated_at: ctx.now, state_at: ctx.now };
        const { order_id: orderId } = await db
          .insertInto('orders')
          .values({ shop_id: shopId, order_no: no, ...headerOf(d), ord_state: OrdState.draft, creator_id: ctx.session.user.user_id, ...times })
          .returning('order_id')
          .executeTakeFirstOrThrow();
        const total = await writeContent(db, shopId, orderId, d);
        await db.updateTable('orders').set({ total_fen: total }).where('shop_id', '=', shopId).where('order_id', '=', orderId).execute();
        await writeOrderLog(db, ctx, { order_no: no, ...headerOf(d) }, auditText('order.server.log.created', { ...contentSize(d), total: fenToYuan(total) }), { from: 0, to: total });
        return no;
      }),
    );
    return { order_no: orderNo, err_msg: ctx.t('order.server.created', { order: orderNo }) };
  },
});

/** What an edit changed, field by field, for the order log. */
function changesOf(before: OrderRow, beforeStore: string, beforeSize: { rooms: number; lines: number }, d: OrderData, afterStore: string, total: number): AuditValue[] {
  const pairs: [ServerMessageId, string, string][] = [
    ['order.server.field.store', beforeStore, afterStore],
    ['order.server.field.customOrderNo', before.custom_order_no, d.custom_order_no],
    ['order.server.field.cosigneeName', before.cosignee_name, d.cosignee_name],
    ['order.server.field.cosigneePhone', before.cosignee_phone, d.cosignee_phone],
    ['order.server.field.cosigneeAddress', before.cosignee_address, d.cosignee_address],
    ['order.server.field.deliveryDate', before.delivery_date, d.delivery_date],
    ['order.server.field.remark', before.remark, d.remark],
  ];
  const none = auditText('order.server.log.none');
  const text = (s: string): AuditValue => s || none;
  const out: AuditValue[] = pairs.filter(([, a, b]) => a !== b).map(([field, a, b]) => auditText('order.server.log.change', { field: auditText(field), from: text(a), to: text(b) }));
  const after = contentSize(d);
  if (after.rooms !== beforeSize.rooms || after.lines !== beforeSize.lines) {
    out.push(auditText('order.server.log.change', { field: auditText('order.server.field.lines'), from: auditText('order.server.log.linesChange', beforeSize), to: auditText('order.server.log.linesChange', after) }));
  }
  if (total !== Number(before.total_fen)) out.push(auditText('order.server.log.change', { field: auditText('order.server.field.total'), from: fenToYuan(Number(before.total_fen)), to: fenToYuan(total) }));
  return out;
}

async function customerName(db: Tx, shopId: number, crmId: number | null | undefined): Promise<string> {
  if (crmId == null) return '';
  return (await db.selectFrom('customers').select('z_name').where('shop_id', '=', shopId).where('crm_id', '=', crmId).executeTakeFirst())?.z_name ?? '';
}

async function sizeOf(db: Tx, shopId: number, orderId: number) {
  const count = async (table: 'order_rooms' | 'order_plates' | 'order_goods') =>
    // The order's own content: its sub-orders' lines (sub_order_id set) are theirs.
    Number((await db.selectFrom(table).select(sql<number | string>`count(*)`.as('n')).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('sub_order_id', 'is', null).executeTakeFirstOrThrow()).n);
  return { rooms: await count('order_rooms'), lines: (await count('order_plates')) + (await count('order_goods')) };
}

export const alterOrd = route(AlterOrd, {
  access: { anyOf: ['SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT'] },
  async handle(ctx) {
    const { order_no: orderNo, data: d } = ctx.fields;
    const shopId = ctx.session.shop.shop_id;
    await withCustomNoRace(ctx, d, () =>
      ctx.write(async ({ db }) => {
        const before = await orderRow(db, shopId, orderNo);
        if (before.is_deleted || !EDITABLE_STATES.includes(before.ord_state as OrdStateValue)) throw ApiError.of(ErrCode.CONFLICT, 'order.server.notEditable', { state: stateText(before) });
        if (before.price_lock) throw ApiError.of(ErrCode.CONFLICT, 'order.server.priceLocked');
        if (before.ord_state !== OrdState.draft && !ctx.session.rights.has('SF_STORE_ORD_EDIT') && !ctx.session.isMaster) throw ApiError.of(ErrCode.NO_RIGHT, 'order.server.editRight');
        await assertOwnCustomer(db, shopId, d.store_crm_id);
        await assertCustomNoFree(db, shopId, d, before.order_id);
        const beforeStore = await customerName(db, shopId, before.store_crm_id);
        const beforeSize = await sizeOf(db, shopId, before.order_id);
        // Guarded: an edit meets the state it was checked against, or changes nothing.
        const claimed = await db
          .updateTable('orders')
          .set({ ...headerOf(d), updated_at: ctx.now })
          .where('shop_id', '=', shopId)
          .where('order_id', '=', before.order_id)
          .where('ord_state', '=', before.ord_state)
          .where('price_lock', '=', 0)
          .where('is_deleted', '=', 0)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw changed(await orderRow(db, shopId, orderNo));
        const total = await writeContent(db, shopId, before.order_id, d);
        // Never below what was paid (a payment taken on a submitted or received order).
        await setTotalCoveringPaid(db, shopId, before.order_id, total);
        const changes = changesOf(before, beforeStore, beforeSize, d, await customerName(db, shopId, d.store_crm_id), total);
        await writeOrderLog(db, ctx, { order_no: orderNo, ...headerOf(d) }, auditText('order.server.log.altered', { changes: changes.length ? changes : [auditText('order.server.log.none')] }), {
          from: Number(before.total_fen),
          to: total,
        });
      }),
    );
    return { order_no: orderNo, err_msg: ctx.t('order.server.saved') };
  },
});

export const ajaxOrder = route(AjaxOrder, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    return { order: await readOrder(ctx.db, ctx.session.shop.shop_id, ctx.fields.order_no) };
  },
});

const LIST_ORDER = { create_date: 'o.created_at', delivery_date: 'o.delivery_date', order_no: 'o.order_no', total: 'o.total_fen' } as const;

/** The list's filter but its state (the state tabs count by it). */
function listQuery(ctx: AuthedCtx, f: OrderListFilter) {
  let q = orderQuery(ctx.db, ctx.session.shop.shop_id).where('o.is_deleted', '=', f.is_deleted);
  if (f.order_no) q = q.where('o.order_no', '=', f.order_no);
  if (f.custom_order_no) q = q.where('o.custom_order_no', '=', f.custom_order_no);
  if (f.store_crm_id !== undefined) q = q.where('o.store_crm_id', '=', f.store_crm_id);
  if (f.cosignee_name) q = q.where(contains('o.cosignee_name', f.cosignee_name));
  if (f.date_min) q = q.where('o.created_at', '>=', dayStartMs(f.date_min));
  if (f.date_max) q = q.where('o.created_at', '<', dayStartMs(f.date_max) + DAY_MS);
  return q;
}

/** Whether the filter is only the recycle-bin flag and the state: the kept counts answer it. */
const onlyKept = (f: OrderListFilter) => !f.order_no && !f.custom_order_no && f.store_crm_id === undefined && !f.cosignee_name && !f.date_min && !f.date_max;

/** The orders of each state under the filter (the state tabs), by the kept counts where they can tell. */
async function stateCounts(ctx: AuthedCtx, f: OrderListFilter): Promise<Record<string, number>> {
  const rows = onlyKept(f)
    ? await ctx.db.selectFrom('order_counts').select(['ord_state', 'n']).where('shop_id', '=', ctx.session.shop.shop_id).where('is_deleted', '=', f.is_deleted).execute()
    : await listQuery(ctx, f).select(['o.ord_state', sql<number | string>`count(*)`.as('n')]).groupBy('o.ord_state').execute();
  const out: Record<string, number> = {};
  for (const r of rows) if (Number(r.n) > 0) out[String(r.ord_state)] = Number(r.n);
  return out;
}

export const storeSellerOrd = route(StoreSellerOrd, {
  // The order list's right, or the assignment page's (SF_BATCH_PROCESS_QUERY, §2), which lists the same orders to hand them out.
  access: { anyOf: ['SF_STORE_ORD_LIST', 'SF_BATCH_PROCESS_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    let q = listQuery(ctx, f);
    if (f.ord_state !== undefined) q = q.where('o.ord_state', '=', f.ord_state);
    const { field, direction } = f.order;
    const rows = q.select(SUMMARY_COLUMNS).orderBy(LIST_ORDER[field], direction).orderBy('o.order_id', direction);
    const states = await stateCounts(ctx, f);
    // The state tabs' counts are the total too, where the filter is only the state.
    const fromStates = f.ord_state === undefined ? Object.values(states).reduce((a, b) => a + b, 0) : (states[String(f.ord_state)] ?? 0);
    const page = await pageOf(rows, f, async () => (onlyKept(f) ? fromStates : undefined));
    // The page's assignees in one indexed read of its order ids, not a join of the list's query: its count and plan stay as they were.
    const assignees = await assigneesOf(ctx.db, ctx.session.shop.shop_id, page.rows.map((r) => r.order_id));
    return { data: page.rows.map((r) => ({ ...toSummary(r), ...(assignees.get(r.order_id) ?? NO_ASSIGNEE) })), count: page.total, states };
  },
});

// ---- the state machine ----

/** The checks a move makes of the order beyond its state (issue 29's guards). */
async function guard(db: Tx, move: OrderMove, o: OrderRow, reason: string): Promise<void> {
  if (move === 'submitOrd') {
    const missing = submitProblem({ ...o, store_crm_id: o.store_crm_id ?? undefined }, (await sizeOf(db, o.shop_id, o.order_id)).lines);
    if (missing) throw badRequest(missing);
  }
  if (move === 'closeOrd' && o.ord_state !== OrdState.arrived && Number(o.paid_fen) > 0) throw ApiError.of(ErrCode.CONFLICT, 'order.server.hasPayments');
  if (move === 'closeOrd' && o.ord_state === OrdState.arrived) {
    const due = Number(o.total_fen) - Number(o.paid_fen);
    if (due > 0 && !reason) throw badRequest('order.server.dueReason', { due: fenToYuan(due) });
  }
  if (move === 'realClearOrd' && (await hasReceipts(db, o.shop_id, o.order_id))) throw hasReceiptsRefusal();
}

/** The log text of a move that was made. */
function moveText(move: OrderMove, o: OrderRow, total: number, reason: string): AuditText {
  const yuan = fenToYuan(total);
  switch (move) {
    case 'confirmOrd':
      return auditText('order.server.log.confirmOrd', { total: yuan });
    case 'lockPrice':
      return auditText('order.server.log.lockPrice', { total: yuan });
    case 'closeOrd': {
      if (o.ord_state !== OrdState.arrived) return auditText('order.server.log.close');
      const due = total - Number(o.paid_fen);
      return due > 0 ? auditText('order.server.log.finishDue', { due: fenToYuan(due), reason }) : auditText('order.server.log.finish');
    }
    default:
      return auditText(`order.server.log.${move}` as 'order.server.log.submitOrd');
  }
}

/** The toast of a move that was made. */
const movedToast = (move: OrderMove, from: OrderRow): ServerMessageId =>
  move === 'closeOrd' ? (from.ord_state === OrdState.arrived ? 'order.server.moved.finish' : 'order.server.moved.close') : (`order.server.moved.${move}` as ServerMessageId);

/**
 * A check a move makes in its transaction once the order's state and guards allow the move (the SMS
 * code of realClearOrd). A refusal it answers is thrown after the transaction commits what the check
 * wrote (a wrong code's count must stick), so the move itself changes nothing.
 */
type MoveCheck = (db: Tx, o: OrderRow) => Promise<ApiError | null>;

/**
 * Makes `move` of order `orderNo`: checked, one guarded update (or, for 'gone', one guarded delete
 * with its staff-log row), repriced when confirming, logged.
 */
async function moveOrder(ctx: AuthedCtx, move: OrderMove, orderNo: string, reason = '', check?: MoveCheck): Promise<ServerMessageId> {
  const shopId = ctx.session.shop.shop_id;
  const made = await ctx.write(async ({ db, audit }): Promise<{ toast: ServerMessageId } | { refusal: ApiError }> => {
    const o = await orderRow(db, shopId, orderNo);
    const rule = moveRuleFor(move, o);
    if (!rule) throw changed(o);
    ctx.requireRight(rule.right);
    await guard(db, move, o, reason);
    const refusal = check ? await check(db, o) : null;
    if (refusal) return { refusal };
    if (rule.setsDeleted === 'gone') {
      if (!(await deleteBinned(db, shopId, o.order_no))) throw changed(await orderRow(db, shopId, orderNo));
      await writeOrderLog(db, ctx, o, moveText(move, o, Number(o.total_fen), reason));
      await audit(ORDER_MENU, 'order.server.audit.fn.realClear', auditText('order.server.audit.realClear', { order: o.order_no, cosignee: o.cosignee_name || auditText('order.server.log.none') }));
      return { toast: movedToast(move, o) };
    }
    const set = {
      ...(rule.to !== undefined && { ord_state: rule.to, state_at: ctx.now }),
      ...(rule.locks && { price_lock: 1 }),
      // 'gone' returned above: what is left is a recycle-bin flag to set.
      ...(rule.setsDeleted !== undefined && { is_deleted: rule.setsDeleted }),
      updated_at: ctx.now,
    };
    const moved = await db
      .updateTable('orders')
      .set(set)
      .where('shop_id', '=', shopId)
      .where('order_id', '=', o.order_id)
      .where('ord_state', '=', o.ord_state)
      .where('price_lock', '=', o.price_lock)
      .where('is_deleted', '=', o.is_deleted)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw changed(await orderRow(db, shopId, orderNo));
    // Not closed nor finished while a sub-order is open; asked after the update holds the order's row (server/orders/subOrders.ts).
    if (move === 'closeOrd') await assertNoOpenSubOrders(db, shopId, o.order_id);
    let total = Number(o.total_fen);
    if (move === 'confirmOrd') {
      total = await repriceOrder(db, shopId, o.order_id, o.store_crm_id ?? undefined);
      await setTotalCoveringPaid(db, shopId, o.order_id, total);
    }
    await writeOrderLog(db, ctx, o, moveText(move, o, total, reason), { from: Number(o.total_fen), to: total });
    // [SYSCFG-10] Confirming sends the order to the MES in this transaction while ErpPush is on.
    await syncAfterMove(ctx, { db, audit }, move, o);
    return { toast: movedToast(move, o) };
  });
  if ('refusal' in made) throw made.refusal;
  return made.toast;
}

/** One route per move that takes only the order's number, each needing its move's right. */
const moveRoutes: AuthedRoute[] = (Object.keys(MOVE_CALLS) as (keyof typeof MOVE_CALLS)[]).map((move) =>
  route(MOVE_CALLS[move], {
    access: { anyOf: [ORDER_MOVES[move].right] },
    async handle(ctx) {
      return { err_msg: ctx.t(await moveOrder(ctx, move, ctx.fields.order_no)) };
    },
  }),
);

export const closeOrd = route(CloseOrd, {
  access: { anyOf: ['SF_STORE_ORD_CLOSE'] },
  async handle(ctx) {
    return { err_msg: ctx.t(await moveOrder(ctx, 'closeOrd', ctx.fields.order_no, ctx.fields.reason ?? '')) };
  },
});

// ---- deleting for good from the recycle bin (server/orders/clear.ts; the contract's decisions in src/common/orders.ts) ----

const clearAccess = { anyOf: [ORDER_MOVES.realClearOrd.right] };

export const sendClearVCode = route(SendClearVCode, {
  access: clearAccess,
  async handle(ctx) {
    return ctx.write(async (tx) => {
      const o = await orderRow(tx.db, ctx.session.shop.shop_id, ctx.fields.order_no);
      // Each SMS costs the shop: a code only for an order realClearOrd would delete now, refused as it would be.
      if (!moveRuleFor('realClearOrd', o)) throw changed(o);
      if (await hasReceipts(tx.db, o.shop_id, o.order_id)) throw hasReceiptsRefusal();
      return sendClearCode(ctx, tx, {
        purpose: clearPurpose(o.order_no),
        text: (code, minutes) => ctx.t('order.server.clearCodeText', { code, order: o.order_no, minutes }),
        audit: (phone) => auditText('order.server.audit.codeSent', { phone, order: o.order_no }),
      });
    });
  },
});

export const sendClearRecVCode = route(SendClearRecVCode, {
  access: clearAccess,
  async handle(ctx) {
    return ctx.write(async (tx) => {
      const count = await binCount(tx.db, ctx.session.shop.shop_id);
      if (count === 0) throw binEmpty();
      return sendClearCode(ctx, tx, {
        purpose: clearPurpose(CLEAR_ALL),
        text: (code, minutes) => ctx.t('order.server.binCodeText', { code, count, minutes }),
        audit: (phone) => auditText('order.server.audit.binCodeSent', { phone }),
      });
    });
  },
});

/** One order: the 'gone' move with its code checked in the move's transaction; CLEAR_ALL: the whole bin. */
export const realClearOrd = route(RealClearOrd, {
  access: clearAccess,
  async handle(ctx) {
    const { order_no: orderNo, code } = ctx.fields;
    const problem = checkCodeRule(code, true);
    if (problem) throw badRequest(problem.id, problem.values);
    if (orderNo === CLEAR_ALL) {
      const { deleted, kept } = await emptyBin(ctx, code);
      const toast = kept.length ? ctx.t('order.server.binEmptiedKept', { count: deleted.length, kept: kept.length, orders: kept }) : ctx.t('order.server.binEmptied', { count: deleted.length });
      return { deleted: deleted.length, kept, err_msg: toast };
    }
    const toast = await moveOrder(ctx, 'realClearOrd', orderNo, '', (db, o) => clearCodeRefusal(ctx, db, o.order_no, code));
    return { deleted: 1, kept: [], err_msg: ctx.t(toast) };
  },
});

export const orderRoutes = [newOrd, alterOrd, ajaxOrder, storeSellerOrd, closeOrd, ...moveRoutes, sendClearVCode, sendClearRecVCode, realClearOrd];
