/**
 * Sub-orders (补单) of the session's shop's price-locked orders (src/common/subOrders.ts; issue 29;
 * REQUIREMENTS API-ORD-28..31): what a new one needs, an order's sub-orders, making and editing one,
 * and its moves. Every write is one transaction with its order-log row (on the parent order, whose
 * log the order drawer shows) and its staff-log row; every move is one guarded update
 * (`… AND sub_state = from`), so of two moves at once one wins and the other is told it changed.
 * A sub-order's lines are the order's line tables' rows with its sub_order_id, written and priced by
 * the order's own functions (server/orders/content.ts) for the order's customer.
 */
import { sql } from 'kysely';
import { ErrCode } from '../../../src/common/api';
import { fenToYuan } from '../../../src/common/money';
import {
  AlterSubOrd,
  CreateSubOrdInfo,
  NewSubOrd,
  OPEN_SUB_STATES,
  SUB_MOVE_CALLS,
  SUB_ORDER_MOVES,
  SubOrdsInfo,
  SubOrdState,
  type SubOrderData,
  type SubOrderMove,
  type SubOrdStateValue,
} from '../../../src/common/subOrders';
import { isUniqueViolation } from '../../db/errors';
import type { Tx } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { pathParam } from '../../http/pathParams';
import { route, type AuthedCtx, type AuthedRoute } from '../../http/route';
import { auditText, type AuditText } from '../../logs/auditText';
import { ORDER_MENU } from '../../orders/clear';
import { contentSize, repriceOrder, writeContent } from '../../orders/content';
import { writeOrderLog } from '../../orders/orderLog';
import { orderQuery, orderRow, SUMMARY_COLUMNS, toSummary } from '../../orders/read';
import { nextSubSeq, parentRefusal, readSubOrders, subOrderNoOf, subOrderRow, subStateText, type SubOrderRow } from '../../orders/subOrders';

/** The longest order number a path may carry (as the order calls' `order_no` field). */
const ORDER_NO_MAX = 40;

/** "The sub-order has changed": the caller's view of it is not what it is now. */
const changed = (s: Pick<SubOrderRow, 'sub_state'>) => ApiError.of(ErrCode.CONFLICT, 'subOrder.server.changed', { state: subStateText(s.sub_state) });

const isOpen = (s: Pick<SubOrderRow, 'sub_state'>) => OPEN_SUB_STATES.includes(s.sub_state as SubOrdStateValue);

/** The order of the `-orderNo-{no}` path with its summary columns, or "order not found" (another shop's number too). */
async function pathOrder(ctx: AuthedCtx, path: string) {
  const no = pathParam(ctx.hono, path, ORDER_NO_MAX);
  const row = await orderQuery(ctx.db, ctx.session.shop.shop_id).select(SUMMARY_COLUMNS).where('o.order_no', '=', no).executeTakeFirst();
  if (!row) throw notFound('order.server.what.order');
  return row;
}

/** The parent order of a sub-order (the sub-order's key holds it to the shop's own). */
async function parentOf(db: Tx, shopId: number, s: SubOrderRow) {
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('order_id', '=', s.order_id).executeTakeFirstOrThrow();
}

/** The content a sub-order's document gives, priced for the order's customer. */
const contentOf = (o: { store_crm_id: number | null }, d: SubOrderData) => ({ store_crm_id: o.store_crm_id ?? undefined, rooms: d.rooms });

export const createSubOrdInfo = route(CreateSubOrdInfo, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const row = await pathOrder(ctx, CreateSubOrdInfo.path);
    // The order's standing first; then whether this caller may make one.
    const refusal = parentRefusal(row) ?? (ctx.session.isMaster || ctx.session.rights.has('SF_STORE_ORD_EDIT') ? null : ApiError.of(ErrCode.NO_RIGHT, 'server.noRight'));
    const counts = await ctx.db
      .selectFrom('sub_orders')
      .select(['sub_state', sql<number | string>`count(*)`.as('n')])
      .where('shop_id', '=', shopId)
      .where('order_id', '=', row.order_id)
      .groupBy('sub_state')
      .execute();
    const count = counts.reduce((n, c) => n + Number(c.n), 0);
    const open = counts.filter(isOpen).reduce((n, c) => n + Number(c.n), 0);
    return {
      order: toSummary(row),
      allowed: refusal === null,
      why_not: refusal ? refusal.messageIn(ctx.locale) : '',
      next_sub_order_no: subOrderNoOf(row.order_no, await nextSubSeq(ctx.db, shopId, row.order_id)),
      count,
      open,
    };
  },
});

export const subOrdsInfo = route(SubOrdsInfo, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const row = await pathOrder(ctx, SubOrdsInfo.path);
    const data = await readSubOrders(ctx.db, ctx.session.shop.shop_id, row);
    // Summed in fen, from the yuan each record shows (exact: 2 decimals).
    const sum = (states: readonly number[]) => data.filter((s) => states.includes(s.sub_state)).reduce((n, s) => n + Math.round(Number(s.total) * 100), 0);
    const confirmed = sum([SubOrdState.confirmed]);
    return {
      order: toSummary(row),
      data,
      totals: { confirmed: fenToYuan(confirmed), open: fenToYuan(sum(OPEN_SUB_STATES)), with_order: fenToYuan(Number(row.total_fen) + confirmed) },
    };
  },
});

/** How often newSubOrd runs again when the number it took was taken after all (the unique index's word). */
const NUMBER_ATTEMPTS = 3;

export const newSubOrd = route(NewSubOrd, {
  access: { anyOf: ['SF_STORE_ORD_EDIT'] },
  async handle(ctx) {
    const { order_no: orderNo, data: d } = ctx.fields;
    const shopId = ctx.session.shop.shop_id;
    const make = () =>
      ctx.write(async ({ db, audit }) => {
        // The order's row held (FOR UPDATE; SQLite's writer runs alone) until this commits: concurrent
        // sub-orders of it take turns for their numbers, and closeOrd cannot finish it in between.
        const o = await orderRow(db, shopId, orderNo, { dialect: ctx.deps.dialect });
        const refusal = parentRefusal(o);
        if (refusal) throw refusal;
        const seq = await nextSubSeq(db, shopId, o.order_id);
        const no = subOrderNoOf(o.order_no, seq);
        const times = { created_at: ctx.now, updated_at: ctx.now, state_at: ctx.now };
        const { sub_order_id: subId } = await db
          .insertInto('sub_orders')
          .values({ shop_id: shopId, order_id: o.order_id, seq, sub_order_no: no, reason: d.reason, sub_state: SubOrdState.draft, creator_id: ctx.session.user.user_id, ...times })
          .returning('sub_order_id')
          .executeTakeFirstOrThrow();
        const total = await writeContent(db, shopId, o.order_id, contentOf(o, d), subId);
        await db.updateTable('sub_orders').set({ total_fen: total }).where('shop_id', '=', shopId).where('sub_order_id', '=', subId).execute();
        const text = auditText('subOrder.server.log.created', { sub: no, reason: d.reason, ...contentSize(d), total: fenToYuan(total) });
        await writeOrderLog(db, ctx, o, text);
        await audit(ORDER_MENU, 'subOrder.server.audit.fn.created', text);
        return no;
      });
    for (let attempt = 1; ; attempt++) {
      try {
        const no = await make();
        return { sub_order_no: no, err_msg: ctx.t('subOrder.server.created', { sub: no }) };
      } catch (e) {
        if (!isUniqueViolation(e) || attempt >= NUMBER_ATTEMPTS) throw e;
      }
    }
  },
});

export const alterSubOrd = route(AlterSubOrd, {
  access: { anyOf: ['SF_STORE_ORD_EDIT'] },
  async handle(ctx) {
    const { sub_order_no: subNo, data: d } = ctx.fields;
    const shopId = ctx.session.shop.shop_id;
    await ctx.write(async ({ db, audit }) => {
      const s = await subOrderRow(db, shopId, subNo);
      if (!isOpen(s)) throw ApiError.of(ErrCode.CONFLICT, 'subOrder.server.notEditable', { state: subStateText(s.sub_state) });
      const o = await parentOf(db, shopId, s);
      // Guarded: the edit meets the state it was checked against, or changes nothing.
      const claimed = await db
        .updateTable('sub_orders')
        .set({ reason: d.reason, updated_at: ctx.now })
        .where('shop_id', '=', shopId)
        .where('sub_order_id', '=', s.sub_order_id)
        .where('sub_state', '=', s.sub_state)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw changed(await subOrderRow(db, shopId, subNo));
      const total = await writeContent(db, shopId, o.order_id, contentOf(o, d), s.sub_order_id);
      await db.updateTable('sub_orders').set({ total_fen: total }).where('shop_id', '=', shopId).where('sub_order_id', '=', s.sub_order_id).execute();
      const text = auditText('subOrder.server.log.altered', { sub: subNo, reason: d.reason, ...contentSize(d), from: fenToYuan(Number(s.total_fen)), to: fenToYuan(total) });
      await writeOrderLog(db, ctx, o, text);
      await audit(ORDER_MENU, 'subOrder.server.audit.fn.altered', text);
    });
    return { sub_order_no: subNo, err_msg: ctx.t('subOrder.server.saved') };
  },
});

/** The boards and goods lines of sub-order `subId`. */
async function lineCount(db: Tx, shopId: number, subId: number): Promise<number> {
  let n = 0;
  for (const table of ['order_plates', 'order_goods'] as const) {
    n += Number((await db.selectFrom(table).select(sql<number | string>`count(*)`.as('n')).where('shop_id', '=', shopId).where('sub_order_id', '=', subId).executeTakeFirstOrThrow()).n);
  }
  return n;
}

/** The order-log text of a sub-order's move. */
function moveText(move: SubOrderMove, no: string, totalFen: number): AuditText {
  if (move === 'closeSubOrd') return auditText('subOrder.server.log.closeSubOrd', { sub: no });
  return auditText(move === 'submitSubOrd' ? 'subOrder.server.log.submitSubOrd' : 'subOrder.server.log.confirmSubOrd', { sub: no, total: fenToYuan(totalFen) });
}

/** Makes `move` of sub-order `subNo`: checked, one guarded update, repriced when confirming, logged. */
async function moveSubOrder(ctx: AuthedCtx, move: SubOrderMove, subNo: string): Promise<void> {
  const rule = SUB_ORDER_MOVES[move];
  const shopId = ctx.session.shop.shop_id;
  await ctx.write(async ({ db, audit }) => {
    const s = await subOrderRow(db, shopId, subNo);
    if (!rule.from.includes(s.sub_state as SubOrdStateValue)) throw changed(s);
    if (move === 'submitSubOrd' && (await lineCount(db, shopId, s.sub_order_id)) === 0) throw badRequest('subOrder.server.linesRequired');
    const o = await parentOf(db, shopId, s);
    const moved = await db
      .updateTable('sub_orders')
      .set({ sub_state: rule.to, state_at: ctx.now, updated_at: ctx.now })
      .where('shop_id', '=', shopId)
      .where('sub_order_id', '=', s.sub_order_id)
      .where('sub_state', '=', s.sub_state)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw changed(await subOrderRow(db, shopId, subNo));
    let total = Number(s.total_fen);
    if (move === 'confirmSubOrd') {
      // Confirming fixes today's prices into the lines, as confirmOrd does the order's.
      total = await repriceOrder(db, shopId, o.order_id, o.store_crm_id ?? undefined, s.sub_order_id);
      await db.updateTable('sub_orders').set({ total_fen: total }).where('shop_id', '=', shopId).where('sub_order_id', '=', s.sub_order_id).execute();
    }
    const text = moveText(move, subNo, total);
    await writeOrderLog(db, ctx, o, text);
    await audit(ORDER_MENU, `subOrder.server.audit.fn.${move}`, text);
  });
}

/** One route per move of a sub-order, each needing its move's right. */
const subMoveRoutes: AuthedRoute[] = (Object.keys(SUB_MOVE_CALLS) as SubOrderMove[]).map((move) =>
  route(SUB_MOVE_CALLS[move], {
    access: { anyOf: [SUB_ORDER_MOVES[move].right] },
    async handle(ctx) {
      await moveSubOrder(ctx, move, ctx.fields.sub_order_no);
      return { err_msg: ctx.t(`subOrder.server.moved.${move}`) };
    },
  }),
);

export const subOrderRoutes = [createSubOrdInfo, subOrdsInfo, newSubOrd, alterSubOrd, ...subMoveRoutes];
