/**
 * ErpOrders-syncMesSale (SPEC.md section 7 "Shop"; REQUIREMENTS API-SHOP-07, SYSCFG-17, SYSCFG-18):
 * sends one order's detail with its quotation to the production MES (server/orders/mes.ts) and
 * answers '同步成功'. Another shop's order number is "not found".
 *
 * The right: the spec names none for the call. The sync is offered by the system configuration
 * (SYSCFG-17/18; the page needs SF_BASE_CONFIG_EDIT, SPEC.md section 2) and sends an order on as
 * confirming does with ErpPush on, so either SF_BASE_CONFIG_EDIT or SF_STORE_ORD_CONFIRM may call
 * it (docs/DESIGN.md "Rights of the routes").
 */
import { SyncMesSale } from '../../../src/common/orders';
import { route } from '../../http/route';
import { syncOrderToMes } from '../../orders/mes';

export const syncMesSale = route(SyncMesSale, {
  access: { anyOf: ['SF_BASE_CONFIG_EDIT', 'SF_STORE_ORD_CONFIRM'] },
  async handle(ctx) {
    await syncOrderToMes(ctx, ctx.fields.order_no);
    return { err_msg: ctx.t('order.server.mes.synced') };
  },
});

export const mesSyncRoutes = [syncMesSale];
