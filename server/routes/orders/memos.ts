/**
 * Order memos of the session's shop (issue 29; REQUIREMENTS API-ORD-14, 17, 18, 19; contracts in
 * src/common/orderMemos.ts): the list across the shop's orders (and one order's, for its drawer),
 * and adding, altering and deleting one.
 *
 * Rights (docs/DESIGN.md, "Rights of the routes"):
 * - reading: SF_ERP_ORDER_MEMO_QUERY (the /orders/memo page, SPEC.md section 2) or SF_STORE_ORD_LIST
 *   (the order drawer of /orders/list shows the order's memos);
 * - adding: SF_STORE_ORD_LIST — whoever may see the shop's orders may note on them; the order must
 *   be the shop's (another shop's number is "not found") and not in the recycle bin;
 * - altering and deleting: the memo's author, or SF_ERP_ORDER_MEMO_EDIT (held alone it suffices, so
 *   the route admits it beside SF_STORE_ORD_LIST). Who may is checked inside the write's transaction
 *   and again by the update itself (`WHERE memo_id AND shop_id [AND author_id]`), so a memo deleted
 *   or reassigned meanwhile is never changed on a stale check.
 * Every write logs its order-log row in its transaction; a refused call changes and logs nothing.
 */
import { ErrCode } from '../../../src/common/api';
import { AddMemo, AlterMemo, DelMemo, memoContentRule, OrderMemoList, type MemoListFilter, type OrderMemo } from '../../../src/common/orderMemos';
import type { RightCode } from '../../../src/common/rights';
import { DAY_MS, dayStartMs, formatDateTime } from '../../../src/common/time';
import { pageOf } from '../../db/paging';
import type { Executor, Tx } from '../../db/schema';
import { contains } from '../../db/textMatch';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { writeOrderLog } from '../../orders/orderLog';
import { orderRow } from '../../orders/read';

const MEMO_READ: readonly RightCode[] = ['SF_ERP_ORDER_MEMO_QUERY', 'SF_STORE_ORD_LIST'];
const MEMO_EDIT: RightCode = 'SF_ERP_ORDER_MEMO_EDIT';

/** The memo's content as stored, or the rule's refusal. */
function checkedContent(value: string | undefined): string {
  const problem = memoContentRule(value ?? '');
  if (problem) throw badRequest(problem.id, problem.values);
  return (value ?? '').trim();
}

const inBin = () => ApiError.of(ErrCode.CONFLICT, 'memo.server.orderDeleted');

/** The shop's memos with their order and author (select what the caller needs). */
function memoQuery(db: Executor, shopId: number) {
  return db
    .selectFrom('order_memos as m')
    .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'm.shop_id').onRef('o.order_id', '=', 'm.order_id'))
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'm.shop_id').onRef('u.user_id', '=', 'm.author_id'))
    .where('m.shop_id', '=', shopId);
}

function listQuery(ctx: AuthedCtx, f: MemoListFilter) {
  const dialect = ctx.deps.dialect;
  let q = memoQuery(ctx.db, ctx.session.shop.shop_id).leftJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'o.shop_id').onRef('c.crm_id', '=', 'o.store_crm_id'));
  if (f.order_no) q = q.where('o.order_no', '=', f.order_no);
  if (f.author) {
    const author = f.author;
    q = q.where((eb) => eb.or([contains('u.full_name', author, dialect), contains('u.login_name', author, dialect)]));
  }
  if (f.keyword) q = q.where(contains('m.content', f.keyword, dialect));
  if (f.date_min) q = q.where('m.created_at', '>=', dayStartMs(f.date_min));
  if (f.date_max) q = q.where('m.created_at', '<', dayStartMs(f.date_max) + DAY_MS);
  return q;
}

export const memoList = route(OrderMemoList, {
  access: { anyOf: MEMO_READ },
  async handle(ctx) {
    const f = ctx.fields.param;
    const me = ctx.session.user.user_id;
    const mayEdit = ctx.session.rights.has(MEMO_EDIT);
    const rows = listQuery(ctx, f)
      .select(['m.memo_id', 'o.order_no', 'o.custom_order_no', 'c.z_name', 'o.cosignee_name', 'o.is_deleted', 'm.author_id', 'u.full_name', 'u.login_name', 'm.content', 'm.created_at', 'm.updated_at'])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.memo_id', 'desc');
    const page = await pageOf(rows, f);
    const data = page.rows.map(
      (r): OrderMemo => ({
        memo_id: r.memo_id,
        order_no: r.order_no,
        custom_order_no: r.custom_order_no,
        store_name: r.z_name ?? '',
        cosignee_name: r.cosignee_name,
        order_deleted: r.is_deleted ? 1 : 0,
        author_id: r.author_id,
        author_name: r.full_name || r.login_name,
        content: r.content,
        created_at: formatDateTime(Number(r.created_at)),
        updated_at: formatDateTime(Number(r.updated_at)),
        editable: !r.is_deleted && (mayEdit || r.author_id === me) ? 1 : 0,
      }),
    );
    return { data, count: page.total };
  },
});

export const addMemo = route(AddMemo, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const content = checkedContent(ctx.fields.content);
    const shopId = ctx.session.shop.shop_id;
    const memoId = await ctx.write(async ({ db }) => {
      // Locked on PostgreSQL: a move into the recycle bin or a permanent deletion meanwhile waits.
      const order = await orderRow(db, shopId, ctx.fields.order_no, { dialect: ctx.deps.dialect });
      if (order.is_deleted) throw inBin();
      const row = await db
        .insertInto('order_memos')
        .values({ shop_id: shopId, order_id: order.order_id, author_id: ctx.session.user.user_id, content, created_at: ctx.now, updated_at: ctx.now })
        .returning('memo_id')
        .executeTakeFirstOrThrow();
      await writeOrderLog(db, ctx, order, auditText('memo.server.log.added', { content }));
      return row.memo_id;
    });
    return { memo_id: memoId, err_msg: ctx.t('memo.server.added') };
  },
});

/**
 * The memo `memoId` of the shop with its order, for a change by the session's person: locked on
 * PostgreSQL (memo and order), "not found" for another shop's, refused in the recycle bin or to
 * someone neither its author nor holding SF_ERP_ORDER_MEMO_EDIT. Answers the guard the change's
 * statement must repeat.
 */
async function memoForChange(ctx: AuthedCtx, db: Tx, memoId: number) {
  const shopId = ctx.session.shop.shop_id;
  let q = memoQuery(db, shopId)
    .select(['m.memo_id', 'm.author_id', 'm.content', 'u.full_name', 'u.login_name', 'o.order_no', 'o.custom_order_no', 'o.store_crm_id', 'o.cosignee_name', 'o.cosignee_address', 'o.is_deleted'])
    .where('m.memo_id', '=', memoId);
  if (ctx.deps.dialect === 'postgres') q = q.forUpdate(['m', 'o']);
  const memo = await q.executeTakeFirst();
  if (!memo) throw notFound('memo.server.what.memo');
  if (memo.is_deleted) throw inBin();
  const mayEdit = ctx.session.rights.has(MEMO_EDIT);
  const me = ctx.session.user.user_id;
  if (!mayEdit && memo.author_id !== me) throw ApiError.of(ErrCode.NO_RIGHT, 'memo.server.notAuthor');
  return { memo, author: memo.full_name || memo.login_name, guard: { shopId, memoId, authorId: mayEdit ? undefined : me } };
}

type Guard = Awaited<ReturnType<typeof memoForChange>>['guard'];

/** Whether the guarded statement met its memo: a memo deleted meanwhile is "not found". */
function metOne(result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) {
  if (Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) !== 1) throw notFound('memo.server.what.memo');
}

export const alterMemo = route(AlterMemo, {
  access: { anyOf: ['SF_STORE_ORD_LIST', MEMO_EDIT] },
  async handle(ctx) {
    const content = checkedContent(ctx.fields.content);
    await ctx.write(async ({ db }) => {
      const { memo, author, guard } = await memoForChange(ctx, db, ctx.fields.memo_id);
      let q = db.updateTable('order_memos').set({ content, updated_at: ctx.now }).where('shop_id', '=', guard.shopId).where('memo_id', '=', guard.memoId);
      if (guard.authorId !== undefined) q = q.where('author_id', '=', guard.authorId);
      metOne(await q.executeTakeFirst());
      await writeOrderLog(db, ctx, memo, auditText('memo.server.log.altered', { author, from: memo.content, to: content }));
    });
    return { err_msg: ctx.t('memo.server.saved') };
  },
});

export const delMemo = route(DelMemo, {
  access: { anyOf: ['SF_STORE_ORD_LIST', MEMO_EDIT] },
  async handle(ctx) {
    await ctx.write(async ({ db }) => {
      const { memo, author, guard } = await memoForChange(ctx, db, ctx.fields.memo_id);
      metOne(await guardedDelete(db, guard).executeTakeFirst());
      await writeOrderLog(db, ctx, memo, auditText('memo.server.log.deleted', { author, content: memo.content }));
    });
    return { err_msg: ctx.t('memo.server.deleted') };
  },
});

function guardedDelete(db: Tx, guard: Guard) {
  const q = db.deleteFrom('order_memos').where('shop_id', '=', guard.shopId).where('memo_id', '=', guard.memoId);
  return guard.authorId === undefined ? q : q.where('author_id', '=', guard.authorId);
}

export const memoRoutes = [memoList, addMemo, alterMemo, delMemo];
