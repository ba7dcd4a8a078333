/**
 * The operator's confirmation of a sandbox online payment (README "Online payments"):
 *   node build/server/main.cjs confirm-payment <request_id>
 * run beside the server, with the same DATA_DIR or DATABASE_URL. It records the receipt of the
 * request once (server/orders/payments.ts confirmOnlinePayment): confirming again says it was
 * already recorded and changes nothing. Exit code 0 when the request is paid, 1 otherwise.
 */
import { fenToYuan } from '../../src/common/money';
import { openFromEnv } from '../db/node';
import { ApiError } from '../http/errors';
import { confirmOnlinePayment } from '../orders/payments';

export async function runConfirmPayment(args: readonly string[], out: (line: string) => void = console.log): Promise<number> {
  const id = Number(args[0]);
  if (!/^\d{1,9}$/.test(args[0] ?? '') || id < 1) {
    out('usage: confirm-payment <request_id>   (the number shown with the online payment)');
    return 1;
  }
  const { db, close } = openFromEnv();
  try {
    const done = await confirmOnlinePayment(db, id, Date.now());
    out(
      done.already
        ? `request ${id} was already confirmed: payment ${done.paymentId} of ${fenToYuan(done.amountFen)} yuan on order ${done.orderNo}; nothing recorded again`
        : `request ${id} confirmed: payment ${done.paymentId} of ${fenToYuan(done.amountFen)} yuan recorded on order ${done.orderNo}`,
    );
    return 0;
  } catch (e) {
    out(`request ${id} not confirmed: ${e instanceof ApiError ? e.messageIn('en-US') : String(e)}`);
    return 1;
  } finally {
    await close();
  }
}

