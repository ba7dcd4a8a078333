/**
 * The overall-area dashboard's figures for the logged-in user's shop. Each figure is answered only
 * to a user holding a right to see it (null otherwise), always counted inside the session's shop.
 */
import { DASHBOARD_INVOICE_RIGHTS, DashboardSummaryCall, type DashboardSummary } from '../../../src/common/dashboard';
import { fenToYuan } from '../../../src/common/format';
import { route } from '../../http/route';


export const dashboardSummary = route(DashboardSummaryCall, {
  access: 'user',
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const holds = (...codes: readonly string[]) => codes.some((c) => ctx.session.rights.has(c));
    const summary: DashboardSummary = { pending_invoice_amount: null, pending_invoice_count: null, staff_count: null, role_count: null };

    if (holds(...DASHBOARD_INVOICE_RIGHTS)) {
      const row = await ctx.db
        .selectFrom('invoices')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('fen')])
        .where('shop_id', '=', shopId)
        .where('invoice_state', '=', 1)
        .executeTakeFirstOrThrow();
      summary.pending_invoice_amount = fenToYuan(Number(row.fen ?? 0));
      summary.pending_invoice_count = Number(row.n);
    }
    if (holds('SF_STAFF_QUERY')) {
      const row = await ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .where('state', '=', 1)
        .executeTakeFirstOrThrow();
      summary.staff_count = Number(row.n);
    }
    if (holds('SF_GROUP_QUERY')) {
      const row = await ctx.db
        .selectFrom('staff_groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      summary.role_count = Number(row.n);
    }
    return { ...summary };
  },
});

export const dashboardRoutes = [dashboardSummary];
