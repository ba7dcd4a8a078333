/**
 * The calls that delete orders of the recycle bin for good [API-ORD-37] [API-ORD-42] [API-ORD-43]
 * (the contract and its decisions in src/common/orders.ts): ask for a code, which the server sends
 * to the shop master's phone, then delete with the code the master reads out. One order and the
 * whole bin have codes of their own; a code of one does not work for the other. A refusal (wrong
 * or expired code, resend too soon) rejects with the server's message, as every api call does.
 */
import { api } from '../../../api/client';
import { CLEAR_ALL, RealClearOrd, SendClearRecVCode, SendClearVCode } from '../../../common/orders';

/** Sends the code for deleting `orderNo` for good; answers the masked phone and the seconds before another may be asked for. */
export const sendClearCode = (orderNo: string) => api.call(SendClearVCode, { order_no: orderNo });

/** Sends the code for emptying the recycle bin (refused while it is empty). */
export const sendEmptyBinCode = () => api.call(SendClearRecVCode);

/** Deletes `orderNo` (in the recycle bin) for good with the code of sendClearCode. */
export const clearOrderForGood = (orderNo: string, code: string) => api.call(RealClearOrd, { order_no: orderNo, code });

/** Deletes every order of the recycle bin (those with receipts are kept and named in `kept`) with the code of sendEmptyBinCode. */
export const emptyRecycleBin = (code: string) => api.call(RealClearOrd, { order_no: CLEAR_ALL, code });
