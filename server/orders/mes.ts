/**
 * The MES sync of orders (issue 29; REQUIREMENTS SYSCFG-10, SYSCFG-17, SYSCFG-18, API-SHOP-07): an
 * order's detail with its quotation goes to the production MES through the MES provider
 * (server/deps.ts), by ErpOrders-syncMesSale ('manual') and, while the shop's ErpPush is on (absent
 * is on), by confirming the order ('confirm').
 *
 * Decisions where the spec is silent:
 * - What is sent is what the order's own readers answer: StoreOrders-ajaxOrder's record (readOrder)
 *   and StoreOrders-getOffer's quotation (storedOffer), so the MES gets exactly what the shop sees.
 * - Only an order in MES_SYNC_STATES (src/common/orders.ts: confirmed and later, not in the recycle
 *   bin) is sent: before confirming its lines and prices may still change, and SYSCFG-18 speaks of
 *   "confirmed order sync". Sending the same order again is allowed (the MES takes the newer one).
 * - A send is one transaction with its staff-log row and, sent by syncMesSale, its order-log row, so
 *   a refused or failed sync leaves nothing and every sent document is on record. The automatic send
 *   is in the confirm's own transaction (an order is never confirmed without being sent, nor sent
 *   unconfirmed) and writes no order-log row of its own: the order log keeps one row per change of
 *   the order, and the confirm's row already stands for this step; the staff log and the outbox
 *   row (trigger 'confirm') say it was sent.
 * - The default provider writes the mes_outbox table inside that transaction. A real MES would not
 *   be called from there (see MesProvider): a relay would deliver the outbox rows after the commit.
 */
import { ErrCode } from '../../src/common/api';
import { localized } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { isMesSyncable, type OrderMove } from '../../src/common/orders';
import { isErpPushOn, readShopProps, type ShopProps } from '../../src/common/shopConfig';
import { parseJsonObject } from '../db/jsonColumns';
import type { Tx } from '../db/schema';
import type { MesDocument, MesProvider } from '../deps';
import { ApiError } from '../http/errors';
import type { AuthedCtx, WriteTx } from '../http/route';
import { auditText } from '../logs/auditText';
import { writeOrderLog } from './orderLog';
import { storedOffer } from './quote';
import { orderRow, readOrder } from './read';

type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** The staff log files a sync under the order list, where orders are acted on. */
const MENU = 'route.erp.ordersList' satisfies ServerMessageId;

/** The default MES provider: each document becomes a mes_outbox row of the sending transaction. */
export function outboxMes(): MesProvider {
  return {
    async send(db, d) {
      await db.insertInto('mes_outbox').values({ shop_id: d.shopId, order_no: d.orderNo, payload: JSON.stringify(d.payload), trigger: d.trigger, sent_at: d.at }).execute();
    },
  };
}

/** Sends order `o` as it is now in `tx`, with its staff-log row; answers the document's total (yuan). */
async function send(ctx: AuthedCtx, tx: WriteTx, o: OrderRow, trigger: MesDocument['trigger']): Promise<string> {
  const shopId = ctx.session.shop.shop_id;
  // Read inside the transaction: on confirming, the state and the prices the confirm just fixed.
  const order = await readOrder(tx.db, shopId, o.order_no);
  await (ctx.deps.mes ?? outboxMes()).send(tx.db, { shopId, orderNo: o.order_no, payload: { order, offer: storedOffer(order) }, trigger, at: ctx.now });
  const text = trigger === 'manual' ? auditText('order.server.mes.audit.manual', { order: o.order_no }) : auditText('order.server.mes.audit.confirm', { order: o.order_no });
  await tx.audit(MENU, 'order.server.mes.audit.fn', text);
  return order.total;
}

/** The state an order is in, for a message: the recycle bin first, then its state. */
const stateText = (o: OrderRow) => localized(o.is_deleted ? 'order.server.state.deleted' : (`order.server.state.${o.ord_state}` as ServerMessageId));

/** ErpOrders-syncMesSale: sends the shop's order `orderNo`, or refuses (not found, not syncable) sending nothing. */
export async function syncOrderToMes(ctx: AuthedCtx, orderNo: string): Promise<void> {
  await ctx.write(async (tx) => {
    // Locked (PostgreSQL) so that a move at the same moment comes before or after the whole send.
    const o = await orderRow(tx.db, ctx.session.shop.shop_id, orderNo, { dialect: ctx.deps.dialect });
    if (!isMesSyncable(o)) throw ApiError.of(ErrCode.CONFLICT, 'order.server.mes.notSyncable', { state: stateText(o) });
    const total = await send(ctx, tx, o, 'manual');
    await writeOrderLog(tx.db, ctx, o, auditText('order.server.mes.log.synced', { total }));
  });
}

/** [SYSCFG-10] Whether the shop sends orders on confirming: ErpPush as stored now, absent meaning on. */
async function erpPushOn(db: Tx, shopId: number): Promise<boolean> {
  const row = await db.selectFrom('shops').select('shop_props').where('shop_id', '=', shopId).executeTakeFirst();
  return isErpPushOn(readShopProps(parseJsonObject<ShopProps>(row?.shop_props ?? '{}')));
}

/**
 * Called by every move of the state machine in its transaction, after the move: confirming an order
 * (`o` as it was before) sends it, when the shop's ErpPush is on. Other moves send nothing.
 */
export async function syncAfterMove(ctx: AuthedCtx, tx: WriteTx, move: OrderMove, o: OrderRow): Promise<void> {
  if (move === 'confirmOrd' && (await erpPushOn(tx.db, ctx.session.shop.shop_id))) await send(ctx, tx, o, 'confirm');
}
