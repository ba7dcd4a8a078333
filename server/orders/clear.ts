/**
 * Deleting orders of the recycle bin for good (issue 29's realClearOrd row; REQUIREMENTS API-ORD-37,
 * API-ORD-42, API-ORD-43; the contract and its decisions in src/common/orders.ts): the shop master's
 * phone the codes go to, what a code is bound to, sending one, the guarded delete, and the emptying
 * of the whole bin. The routes are in server/routes/orders/orders.ts, where one order's deletion is
 * the state machine's 'gone' move (the same state check, right and guarded write as every move).
 *
 * The codes are the staff codes (server/staff/smsCodes.ts: hashed, 10 minutes, 5 wrong tries, one a
 * minute per phone), sent through the SMS provider and bound to what they were sent for.
 */
import { sql } from 'kysely';
import { ErrCode } from '../../src/common/api';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { CLEAR_ALL, moveRuleFor } from '../../src/common/orders';
import { maskPhone } from '../../src/common/validation';
import type { Executor, ShopRow, Tx } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import type { AuthedCtx, WriteTx } from '../http/route';
import { auditText, type AuditText, type AuditValue } from '../logs/auditText';
import { outboxSms } from '../sms';
import { checkCode, sendCheckCode } from '../staff/smsCodes';
import { writeOrderLog } from './orderLog';

/** The staff-log menu the deletions and their codes are filed under. */
export const ORDER_MENU = 'route.erp.ordersList' satisfies ServerMessageId;

/** Most order numbers the staff-log row of an emptied bin names; the order log has a row for each. */
const AUDIT_ORDERS = 20;

/**
 * What a deletion code is for (smsCodes binds it into the code's hash): one order by its number, or
 * the whole bin by CLEAR_ALL, which no order number is. So the code of one order deletes no other
 * order and does not empty the bin.
 */
export const clearPurpose = (orderNo: string) => `orderClear:${orderNo}`;

/** The shop master's mobile, where deletion codes go; refused when the master has none. */
export async function masterPhone(db: Executor | Tx, shop: Pick<ShopRow, 'shop_id' | 'shop_muid'>): Promise<string> {
  const row =
    shop.shop_muid == null ? undefined : await db.selectFrom('users').select('user_phone').where('shop_id', '=', shop.shop_id).where('user_id', '=', shop.shop_muid).executeTakeFirst();
  if (!row?.user_phone) throw ApiError.of(ErrCode.CONFLICT, 'order.server.noMasterPhone');
  return row.user_phone;
}

/**
 * Whether the order has receipts in its ledger. Such an order is never deleted: a receipt is money
 * the shop took and keeps its order (no cascade, migration 0028). None reaches the bin through the
 * calls (a draft takes no money, closeOrd refuses an order with payments); this guards rows written
 * otherwise, with a refusal instead of a foreign-key error.
 */
export async function hasReceipts(db: Executor | Tx, shopId: number, orderId: number): Promise<boolean> {
  return (await db.selectFrom('order_payments').select('payment_id').where('shop_id', '=', shopId).where('order_id', '=', orderId).limit(1).executeTakeFirst()) !== undefined;
}

/** The refusal of an order with receipts. */
export const hasReceiptsRefusal = () => ApiError.of(ErrCode.CONFLICT, 'order.server.clearHasPayments');

/**
 * Deletes an order of the recycle bin for good: one guarded delete (`… AND is_deleted = 1`), false
 * when the order is no longer there (recovered or deleted at the same time). Its rooms, boards, goods
 * lines, memos, assignment, waiting online-payment requests and files' rows go with it by ON DELETE
 * CASCADE (migrations 0027–0029 and later; foreign keys are on for every connection), and its files'
 * bytes are deleted here. Its order-log rows stay: they name the order by number, not by row.
 */
export async function deleteBinned(db: Tx, shopId: number, orderNo: string): Promise<boolean> {
  // Its files' ids first: the order's rows name them, and go with it. Nothing adds a file to an
  // order in the recycle bin (server/routes/orders/orderFiles.ts), so these are all of them.
  const files = await db
    .selectFrom('order_files as f')
    .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'f.shop_id').onRef('o.order_id', '=', 'f.order_id'))
    .select('f.file_id')
    .where('f.shop_id', '=', shopId)
    .where('o.order_no', '=', orderNo)
    .execute();
  const gone = await db.deleteFrom('orders').where('shop_id', '=', shopId).where('order_no', '=', orderNo).where('is_deleted', '=', 1).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) return false;
  if (files.length) await db.deleteFrom('files').where('shop_id', '=', shopId).where('file_id', 'in', files.map((f) => f.file_id)).execute();
  return true;
}

interface CodeToSend {
  purpose: string;
  /** The SMS text in the caller's language, with the code and its lifetime filled in. */
  text: (code: string, minutes: number) => string;
  /** The staff-log row, given the masked phone. */
  audit: (phone: string) => AuditText;
}

/**
 * Sends a deletion code to the shop master's phone inside the caller's transaction, with its
 * staff-log row, as ShopStaff-getCheckCode sends a staff code; answers its reply (the wait before
 * another may be sent, the phone masked, the toast).
 */
export async function sendClearCode(ctx: AuthedCtx, { db, audit }: WriteTx, code: CodeToSend) {
  const phone = await masterPhone(db, ctx.session.shop);
  const sms = ctx.deps.sms ?? outboxSms(ctx.logger, { demo: ctx.deps.demo });
  const wait = await sendCheckCode(db, { shopId: ctx.session.shop.shop_id, phone, now: ctx.now, sms, text: code.text, purpose: code.purpose });
  await audit(ORDER_MENU, 'order.server.audit.fn.codeSent', code.audit(maskPhone(phone)));
  return { resend_after: wait, phone: maskPhone(phone), err_msg: ctx.t('order.server.codeSent', { phone: maskPhone(phone) }) };
}

/**
 * Checks a deletion code in the caller's transaction: null when right (used up with the caller's
 * write), the refusal to throw once the transaction has committed the count when wrong; an expired
 * or missing code is refused at once (server/staff/smsCodes.ts checkCode).
 */
export async function clearCodeRefusal(ctx: AuthedCtx, db: Tx, orderNo: string, code: string): Promise<ApiError | null> {
  const outcome = await checkCode(db, ctx.session.shop.shop_id, await masterPhone(db, ctx.session.shop), code, ctx.now, clearPurpose(orderNo));
  return outcome === 'wrong' ? badRequest('staff.server.codeWrong') : null;
}

/** The orders of the shop's recycle bin, oldest first. */
const binnedOrders = (db: Tx, shopId: number) => db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('is_deleted', '=', 1).orderBy('order_id').execute();

/** How many orders the shop's recycle bin holds. */
export async function binCount(db: Tx, shopId: number): Promise<number> {
  const row = await db.selectFrom('orders').select(sql<number | string>`count(*)`.as('n')).where('shop_id', '=', shopId).where('is_deleted', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The bin is empty: nothing to send a code for, nor to delete. */
export const binEmpty = () => ApiError.of(ErrCode.CONFLICT, 'order.server.binEmpty');

/**
 * Empties the shop's recycle bin with the bin's code, in one transaction: every order in it but
 * those with receipts is deleted by the guarded delete, each with its order-log row, and one
 * staff-log row names them. An order recovered meanwhile makes the whole call "changed" and deletes
 * nothing; a wrong code is counted and refused, deleting nothing. Answers the numbers deleted and kept.
 */
export async function emptyBin(ctx: AuthedCtx, code: string): Promise<{ deleted: string[]; kept: string[] }> {
  const shopId = ctx.session.shop.shop_id;
  const done = await ctx.write(async ({ db, audit }) => {
    const binned = (await binnedOrders(db, shopId)).filter((o) => moveRuleFor('realClearOrd', o));
    // Refused before the code is judged, so that the code stays good for when there is something to delete.
    if (binned.length === 0) throw binEmpty();
    const refusal = await clearCodeRefusal(ctx, db, CLEAR_ALL, code);
    if (refusal) return { refusal };
    const deleted: string[] = [];
    const kept: string[] = [];
    for (const o of binned) {
      if (await hasReceipts(db, shopId, o.order_id)) {
        kept.push(o.order_no);
        continue;
      }
      if (!(await deleteBinned(db, shopId, o.order_no))) throw ApiError.of(ErrCode.CONFLICT, 'order.server.binChanged');
      await writeOrderLog(db, ctx, o, auditText('order.server.log.binEmptied'));
      deleted.push(o.order_no);
    }
    const named: AuditValue[] = deleted.length > AUDIT_ORDERS ? [...deleted.slice(0, AUDIT_ORDERS), '…'] : deleted;
    if (deleted.length) await audit(ORDER_MENU, 'order.server.audit.fn.binEmptied', auditText('order.server.audit.binEmptied', { count: deleted.length, orders: named }));
    return { deleted, kept };
  });
  if ('refusal' in done) throw done.refusal;
  return done;
}
