/**
 * Contracts of an order's payments (SPEC.md section 7 "Orders"; REQUIREMENTS API-ORD-07..13; issue
 * 29 "Payments"), the receipt as the wire carries it, and the rules of a receipt that the record
 * payment dialog and the server share.
 *
 * Decisions where the spec is silent:
 * - A receipt is an amount in yuan with at most 2 decimals (integer fen on the server), a method
 *   (cash, bank transfer, WeChat, Alipay; 'online' only through the payment provider), the day it
 *   was paid (not after today in the shop's calendar) and a comment. It must fit what is due: the
 *   order's paid total never exceeds its total.
 * - Money is taken on an order from submission to arrival (states 1–5): not on a draft (the shop has
 *   not accepted it), a finished or a closed order, nor one in the recycle bin.
 * - The receipts are a ledger: each row keeps the order's paid total after it; only its comment may
 *   change afterwards. A mistaken receipt is corrected by a refund, which the finance issue brings.
 * - Purchase documents (ajaxBuyPaymentList, setBuyPayment) belong to the warehouse issue and do not
 *   exist yet: those two calls answer an empty list and "not found" for any document number, and
 *   will read the purchase documents once they exist.
 */
import { post, replyOf } from './contract';
import { int, text } from './fields';
import { yuanToFen } from './money';
import { formatDate, isDay } from './time';
import { charLength, type RuleResult } from './validation';

/** order_payments.method. */
export const PayMethod = { cash: 1, bank: 2, wechat: 3, alipay: 4, online: 5 } as const;
export type PayMethodValue = (typeof PayMethod)[keyof typeof PayMethod];
export const PAY_METHODS: readonly PayMethodValue[] = [1, 2, 3, 4, 5];
/** The methods a clerk records by hand; 'online' is recorded by the payment provider's confirmation. */
export const MANUAL_PAY_METHODS: readonly PayMethodValue[] = [1, 2, 3, 4];

/** The order states that take money: submitted to arrived (not draft 0, finished 6, closed 9). */
export const PAYABLE_STATES: readonly number[] = [1, 2, 3, 4, 5];
/** Whether an order takes a payment now (its state and the recycle bin; the amount is checked against `due`). */
export const isPayable = (o: { ord_state: number; is_deleted: number }) => o.is_deleted === 0 && PAYABLE_STATES.includes(o.ord_state);

export const PAYMENT_LIMITS = { comment: 200 } as const;

// ---- rules (the dialog and the server) ----

/** The amount: more than 0, at most 2 decimals, at most `dueFen` when given. */
export function paymentAmountRule(value: string, dueFen?: number): RuleResult {
  const fen = yuanToFen(value.trim());
  if (fen === null || fen <= 0) return { id: 'payment.rule.amount' };
  if (dueFen !== undefined && fen > dueFen) return { id: 'payment.rule.overDue', values: { due: (dueFen / 100).toFixed(2) } };
  return null;
}

/** The method of a receipt recorded by hand. */
export const paymentMethodRule = (value: number | string | undefined): RuleResult =>
  MANUAL_PAY_METHODS.includes(Number(value) as PayMethodValue) && /^\d$/.test(String(value)) ? null : { id: 'payment.rule.method' };

/** The day paid: a real day, not after `today` ('YYYY-MM-DD', the shop's calendar). */
export function paidDateRule(value: string, today: string): RuleResult {
  if (!isDay(value)) return { id: 'payment.rule.paidDate' };
  return value > today ? { id: 'payment.rule.paidDateFuture', values: { today } } : null;
}

export const paymentCommentRule = (value: string): RuleResult => (charLength(value.trim()) > PAYMENT_LIMITS.comment ? { id: 'payment.rule.comment', values: { max: PAYMENT_LIMITS.comment } } : null);

/** Today in the shop's calendar (UTC+8), as the paid-date rule judges it. */
export const shopToday = (now: number) => formatDate(now);

// ---- records on the wire ----

/** A receipt (ErpOrders-ajaxPaymentList), in yuan. */
export interface PaymentRow {
  payment_id: number;
  amount: string;
  method: PayMethodValue;
  /** 'YYYY-MM-DD' */
  paid_date: string;
  comment: string;
  /** The order's paid total right after this receipt. */
  paid_after: string;
  /** Who recorded it ('' for the payment provider's confirmation). */
  nick_name: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_date: string;
}

/** The money of an order (ErpOrders-erpPayData): total, paid, due, and the paid amount by method. */
export interface PayData {
  order_no: string;
  ord_state: number;
  is_deleted: 0 | 1;
  total: string;
  paid: string;
  due: string;
  /** Every method, in PAY_METHODS order, with what was received by it and how many receipts. */
  methods: { method: PayMethodValue; amount: string; count: number }[];
}

// ---- calls ----

const orderNo = text({ required: true, max: 40 });
const receiptFields = {
  order_no: orderNo,
  /** Yuan, at most 2 decimals. */
  amount: text({ required: true, max: 20 }),
  method: int({ required: true }),
  /** 'YYYY-MM-DD' */
  paid_date: text({ required: true, max: 10 }),
  comment: text({ max: PAYMENT_LIMITS.comment }),
};

/** [API-ORD-10] Records a receipt of an order: refused above what is due, on a draft, finished or closed order and in the recycle bin. */
export const SetPayment = post('/ErpOrders-setPayment', { fields: receiptFields, reply: replyOf<{ payment_id: number; paid: string; due: string }>() });
/** [API-ORD-07] The receipts of an order, oldest first. */
export const AjaxPaymentList = post('/ErpOrders-ajaxPaymentList', { fields: { order_no: orderNo }, reply: replyOf<{ data: PaymentRow[] }>() });
/** [API-ORD-09] Changes a receipt's comment (the only part of a receipt that changes). */
export const SetPayMentComment = post('/ErpOrders-setPayMentComment', { fields: { payment_id: int({ required: true, min: 1 }), comment: text({ max: PAYMENT_LIMITS.comment }) } });
/** [API-ORD-11] An order's total, paid, due and the paid amount by method. */
export const ErpPayData = post('/ErpOrders-erpPayData', { fields: { order_no: orderNo }, reply: replyOf<{ data: PayData }>() });
/**
 * [API-ORD-12] Asks the payment provider for an online payment of `amount` on an order: the stored
 * request's id, the link the payer opens and the text its QR code carries (the page draws the code).
 */
export const ErpCcbPayOnline = post('/ErpOrders-erpCcbPayOnline', {
  fields: { order_no: orderNo, amount: text({ required: true, max: 20 }) },
  reply: replyOf<{ request_id: number; amount: string; pay_url: string; qr_text: string; sandbox: boolean }>(),
});
/** [API-ORD-08] The payments of a purchase document: none exists yet (the warehouse issue), so an empty list for any number. */
export const AjaxBuyPaymentList = post('/ErpOrders-ajaxBuyPaymentList', { fields: { order_no: orderNo }, reply: replyOf<{ data: PaymentRow[] }>() });
/** [API-ORD-13] Records a payment of a purchase document: none exists yet, so "not found" for any number (after the fields' checks). */
export const SetBuyPayment = post('/ErpOrders-setBuyPayment', { fields: receiptFields });
