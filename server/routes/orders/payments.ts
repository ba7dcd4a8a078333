/**
 * Payments of the session's shop's orders (issue 29 "Payments"; REQUIREMENTS API-ORD-07..13):
 * recording a receipt, the receipts and the money of an order, a receipt's comment, and an online
 * payment asked of the payment provider. Writes need SF_STORE_ORD_PAYMENT (money moves: an
 * important right), reads the order list's SF_STORE_ORD_LIST. Every write is one transaction with its
 * order-log row; a receipt is one guarded update (server/orders/payments.ts), never a read then a write.
 */
import { ErrCode } from '../../../src/common/api';
import { fenToYuan, yuanToFen } from '../../../src/common/money';
import {
  AjaxBuyPaymentList,
  AjaxPaymentList,
  ErpCcbPayOnline,
  ErpPayData,
  paidDateRule,
  PAY_METHODS,
  paymentAmountRule,
  paymentCommentRule,
  paymentMethodRule,
  SetBuyPayment,
  SetPayment,
  SetPayMentComment,
  shopToday,
  type PayMethodValue,
} from '../../../src/common/orderPayments';
import { formatDateTime } from '../../../src/common/time';
import type { RuleResult } from '../../../src/common/validation';
import { ApiError, notFound } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { writeOrderLog } from '../../orders/orderLog';
import { assertPayable, receivedText, refusal, takePayment, writeReceipt, type Receipt } from '../../orders/payments';
import { orderRow } from '../../orders/read';
import { sandboxPayments } from '../../payments/provider';

/** Refuses the first rule that fails, with its message (each names its field). */
function check(...results: RuleResult[]): void {
  const failed = results.find((r) => r !== null);
  if (failed) throw ApiError.of(ErrCode.BAD_REQUEST, failed.id, failed.values);
}

/** A receipt's fields, checked by the rules the dialog uses; the amount in fen. */
function receiptInput(ctx: AuthedCtx & { fields: { amount: string; method: number; paid_date: string; comment?: string } }) {
  const { amount, method, paid_date: paidDate } = ctx.fields;
  const comment = ctx.fields.comment ?? '';
  check(paymentAmountRule(amount), paymentMethodRule(method), paidDateRule(paidDate, shopToday(ctx.now)), paymentCommentRule(comment));
  return { amountFen: yuanToFen(amount) ?? 0, method: method as PayMethodValue, paidDate, comment };
}

export const setPayment = route(SetPayment, {
  access: { anyOf: ['SF_STORE_ORD_PAYMENT'] },
  async handle(ctx) {
    const input = receiptInput(ctx);
    const shopId = ctx.session.shop.shop_id;
    const { paymentId, order } = await ctx.write(async ({ db }) => {
      const taken = await takePayment(db, shopId, ctx.fields.order_no, input.amountFen, ctx.now);
      if (!taken) throw await refusal(db, shopId, ctx.fields.order_no, input.amountFen);
      const receipt: Receipt = { shopId, order: taken, ...input, creatorId: ctx.session.user.user_id, now: ctx.now };
      const id = await writeReceipt(db, receipt);
      await writeOrderLog(db, ctx, taken, receivedText(receipt));
      return { paymentId: id, order: taken };
    });
    return {
      payment_id: paymentId,
      paid: fenToYuan(order.paid_fen),
      due: fenToYuan(order.total_fen - order.paid_fen),
      err_msg: ctx.t('payment.server.saved', { amount: fenToYuan(input.amountFen) }),
    };
  },
});

export const ajaxPaymentList = route(AjaxPaymentList, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const o = await orderRow(ctx.db, shopId, ctx.fields.order_no);
    const rows = await ctx.db
      .selectFrom('order_payments as p')
      .leftJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'p.shop_id').onRef('u.user_id', '=', 'p.creator_id'))
      .select(['p.payment_id', 'p.amount_fen', 'p.method', 'p.paid_date', 'p.comment', 'p.paid_after_fen', 'p.created_at', 'u.full_name', 'u.nick_name', 'u.login_name'])
      .where('p.shop_id', '=', shopId)
      .where('p.order_id', '=', o.order_id)
      .orderBy('p.payment_id')
      .execute();
    return {
      data: rows.map((r) => ({
        payment_id: r.payment_id,
        amount: fenToYuan(Number(r.amount_fen)),
        method: r.method as PayMethodValue,
        paid_date: r.paid_date,
        comment: r.comment,
        paid_after: fenToYuan(Number(r.paid_after_fen)),
        nick_name: r.full_name || r.nick_name || r.login_name || '',
        create_date: formatDateTime(Number(r.created_at)),
      })),
    };
  },
});

export const setPayMentComment = route(SetPayMentComment, {
  access: { anyOf: ['SF_STORE_ORD_PAYMENT'] },
  async handle(ctx) {
    const comment = ctx.fields.comment ?? '';
    check(paymentCommentRule(comment));
    const shopId = ctx.session.shop.shop_id;
    await ctx.write(async ({ db }) => {
      const p = await db
        .selectFrom('order_payments as p')
        .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'p.shop_id').onRef('o.order_id', '=', 'p.order_id'))
        .select(['p.payment_id', 'p.comment', 'o.order_no', 'o.custom_order_no', 'o.store_crm_id', 'o.cosignee_name', 'o.cosignee_address'])
        .where('p.shop_id', '=', shopId)
        .where('p.payment_id', '=', ctx.fields.payment_id)
        .executeTakeFirst();
      if (!p) throw notFound('payment.server.what.payment');
      if (p.comment === comment) return;
      await db.updateTable('order_payments').set({ comment }).where('shop_id', '=', shopId).where('payment_id', '=', p.payment_id).execute();
      const none = auditText('order.server.log.none');
      await writeOrderLog(db, ctx, p, auditText('payment.server.log.comment', { from: p.comment || none, to: comment || none }));
    });
    return { err_msg: ctx.t('payment.server.commentSaved') };
  },
});

export const erpPayData = route(ErpPayData, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const o = await orderRow(ctx.db, shopId, ctx.fields.order_no);
    const sums = await ctx.db
      .selectFrom('order_payments')
      .select((eb) => ['method', eb.fn.sum<number | string>('amount_fen').as('fen'), eb.fn.countAll<number | string>().as('n')])
      .where('shop_id', '=', shopId)
      .where('order_id', '=', o.order_id)
      .groupBy('method')
      .execute();
    const total = Number(o.total_fen);
    const paid = Number(o.paid_fen);
    return {
      data: {
        order_no: o.order_no,
        ord_state: o.ord_state,
        is_deleted: o.is_deleted ? (1 as const) : (0 as const),
        total: fenToYuan(total),
        paid: fenToYuan(paid),
        due: fenToYuan(Math.max(0, total - paid)),
        methods: PAY_METHODS.map((method) => {
          const s = sums.find((r) => r.method === method);
          return { method, amount: fenToYuan(Number(s?.fen ?? 0)), count: Number(s?.n ?? 0) };
        }),
      },
    };
  },
});

export const erpCcbPayOnline = route(ErpCcbPayOnline, {
  access: { anyOf: ['SF_STORE_ORD_PAYMENT'] },
  async handle(ctx) {
    check(paymentAmountRule(ctx.fields.amount));
    const amountFen = yuanToFen(ctx.fields.amount) ?? 0;
    const shopId = ctx.session.shop.shop_id;
    const provider = ctx.deps.payments ?? sandboxPayments();
    const reply = await ctx.write(async ({ db }) => {
      // A request is not money yet: it is checked against what is due now, and its confirmation is the guarded receipt.
      const o = await assertPayable(db, shopId, ctx.fields.order_no, amountFen);
      const asked = await provider.request(db, { shopId, orderId: o.order_id, orderNo: o.order_no, amountFen, creatorId: ctx.session.user.user_id, at: ctx.now });
      await writeOrderLog(db, ctx, o, auditText('payment.server.log.onlineRequested', { amount: fenToYuan(amountFen), request: asked.requestId }));
      return asked;
    });
    return {
      request_id: reply.requestId,
      amount: fenToYuan(amountFen),
      pay_url: reply.payUrl,
      qr_text: reply.qrText,
      sandbox: reply.sandbox,
      err_msg: ctx.t('payment.server.requested', { amount: fenToYuan(amountFen) }),
    };
  },
});

// Purchase documents come with the warehouse issue; until they exist no document number names one.

export const ajaxBuyPaymentList = route(AjaxBuyPaymentList, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle() {
    return { data: [] };
  },
});

export const setBuyPayment = route(SetBuyPayment, {
  access: { anyOf: ['SF_STORE_ORD_PAYMENT'] },
  async handle(ctx) {
    receiptInput(ctx);
    throw notFound('payment.server.what.buyOrder');
  },
});

export const paymentRoutes = [setPayment, ajaxPaymentList, setPayMentComment, erpPayData, erpCcbPayOnline, ajaxBuyPaymentList, setBuyPayment];
