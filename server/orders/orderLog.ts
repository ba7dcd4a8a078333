/**
 * The order log (订单日志, the log page's order tab and StoreOrders-getOrderLogs): one row per change
 * of an order, written in the change's transaction, so a refused or failed call leaves none. The row
 * keeps the spec's columns (who, the order's numbers, customer and consignee at that moment, the
 * action in zh-CN) and the action as a catalogue message (`texts`), shown in the reader's language.
 */
import type { Selectable } from 'kysely';
import type { OrderLogRow } from '../../src/common/logs';
import type { Locale } from '../../src/common/messages/format';
import { formatDateTime } from '../../src/common/time';
import { renderAudit, type AuditText } from '../logs/auditText';
import type { Database, Tx } from '../db/schema';
import type { AuthedCtx } from '../http/route';

/** What a log row records of the order. */
export interface LoggedOrder {
  order_no: string;
  custom_order_no: string;
  store_crm_id: number | null | undefined;
  cosignee_name: string;
  cosignee_address: string;
}

/** A change of the order's total in fen (the quotation's history). */
export interface TotalChange {
  from: number;
  to: number;
}

export async function writeOrderLog(db: Tx, ctx: AuthedCtx, order: LoggedOrder, text: AuditText, total?: TotalChange): Promise<void> {
  const store =
    order.store_crm_id == null
      ? undefined
      : await db.selectFrom('customers').select('z_name').where('shop_id', '=', ctx.session.shop.shop_id).where('crm_id', '=', order.store_crm_id).executeTakeFirst();
  await db
    .insertInto('order_logs')
    .values({
      shop_id: ctx.session.shop.shop_id,
      user_id: ctx.session.user.user_id,
      login_name: ctx.session.user.login_name,
      nick_name: ctx.session.user.full_name || ctx.session.user.nick_name,
      order_no: order.order_no,
      custom_order_no: order.custom_order_no,
      store_name: store?.z_name ?? '',
      cosignee_name: order.cosignee_name,
      cosignee_address: order.cosignee_address,
      action: renderAudit(text, 'zh-CN').slice(0, 200),
      texts: JSON.stringify(text),
      oper_date: ctx.now,
      old_total_fen: total && total.from !== total.to ? total.from : null,
      new_total_fen: total && total.from !== total.to ? total.to : null,
    })
    .execute();
}

/** A log row's action in `locale`: its stored message where it has one, else the zh-CN text. */
export function orderLogAction(row: { action: string; texts: string }, locale: Locale): string {
  if (locale === 'zh-CN' || !row.texts) return row.action;
  try {
    return renderAudit(JSON.parse(row.texts) as AuditText, locale);
  } catch {
    return row.action;
  }
}

/** An order-log row on the wire (the log page's order tab, StoreOrders-getOrderLogs), its action in `locale`. */
export const orderLogRow = (r: Selectable<Database['order_logs']>, locale: Locale): OrderLogRow => ({
  log_id: r.log_id,
  login_name: r.login_name,
  nick_name: r.nick_name,
  order_no: r.order_no,
  custom_order_no: r.custom_order_no,
  store_name: r.store_name,
  cosignee_name: r.cosignee_name,
  cosignee_address: r.cosignee_address,
  action: orderLogAction(r, locale),
  oper_date: r.oper_date > 0 ? formatDateTime(r.oper_date) : '',
});
