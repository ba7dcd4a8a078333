import { sql } from 'kysely';
import { withId, type Up } from './helpers';

/**
 * The MES outbox (issue 29, SYSCFG-17/18, API-SHOP-07): every order document the default MES
 * provider "sent" (server/orders/mes.ts), by ErpOrders-syncMesSale ('manual') or by confirming an
 * order with ErpPush on ('confirm'), with the time it was sent.
 *
 * - The order is named by its number, not by a key to `orders`: a document once sent stays what it
 *   was, also after the order is permanently deleted (realClearOrd), as its order-log rows do.
 * - `payload` is the JSON the MES gets: the order detail (StoreOrders-ajaxOrder's record) and its
 *   quotation (StoreOrders-getOffer's), as they were at that moment.
 * - A relay delivering to a real MES would read it in `mes_id` order; the index answers "what was
 *   sent of this order" (the tests, an operator).
 */
export const m0032_mes_outbox: Up = async (db, dialect) => {
  await withId(db.schema.createTable('mes_outbox'), 'mes_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('trigger', 'varchar(10)', (c) => c.notNull().check(sql`"trigger" in ('manual', 'confirm')`))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mes_outbox_order').on('mes_outbox').columns(['shop_id', 'order_no', 'sent_at']).execute();
};
