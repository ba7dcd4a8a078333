/**
 * The payment provider behind ErpOrders-erpCcbPayOnline (issue 29): it turns an online payment
 * request into something the payer can pay (a link, a QR code). Like the SMS provider, it is handed
 * the transaction of the write that asks, so what it records is kept only when that write commits.
 *
 * The default is a sandbox: the request is stored with a random token, the link points at no real
 * bank, and an operator confirms the payment with `confirm-payment <request_id>` (README "Online
 * payments"; server/payments/confirm.ts), which records the receipt once. A deployment with a real
 * acquirer provides its own PaymentProvider in AppDeps, and calls the same confirmation from the
 * acquirer's notification; nothing else changes.
 */
import type { Executor } from '../db/schema';

/** An online payment to ask for. */
export interface PayRequest {
  shopId: number;
  orderId: number;
  orderNo: string;
  amountFen: number;
  creatorId: number;
  /** When it is asked (the app's clock), epoch ms. */
  at: number;
}

/** What the payer is shown. */
export interface PayRequestReply {
  requestId: number;
  /** The link the payer opens. */
  payUrl: string;
  /** What the QR code carries (the page draws it). */
  qrText: string;
  /** True for the sandbox: the page says no real money moves. */
  sandbox: boolean;
}

export interface PaymentProvider {
  request(db: Executor, request: PayRequest): Promise<PayRequestReply>;
}

/** The sandbox's links: the reserved .invalid domain, so nobody mistakes one for a real payment page. */
export const SANDBOX_PAY_BASE = 'https://pay.sandbox.invalid/ccb';

/** Hex token of 16 random bytes (Web Crypto: Node 20 and the browser host alike). */
function token(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function sandboxPayments(): PaymentProvider {
  return {
    async request(db, r) {
      const t = token();
      const { request_id: requestId } = await db
        .insertInto('online_pay_requests')
        .values({ shop_id: r.shopId, order_id: r.orderId, amount_fen: r.amountFen, token: t, state: 0, creator_id: r.creatorId, created_at: r.at, paid_at: null, payment_id: null })
        .returning('request_id')
        .executeTakeFirstOrThrow();
      const payUrl = `${SANDBOX_PAY_BASE}?request_id=${requestId}&order_no=${encodeURIComponent(r.orderNo)}&token=${t}`;
      return { requestId, payUrl, qrText: payUrl, sandbox: true };
    },
  };
}
