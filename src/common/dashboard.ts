/** The dashboard summary (POST /api/Dashboard-summary), shared by the server and the dashboard page. */
import { post, type NoFields } from './contract';
export interface DashboardSummary {
  /** Sum of the shop's pending (state 1) invoices in yuan ('1234.50'); null without SF_INVOICE_LIST or SF_INVOICE_MAKE_OUT. */
  pending_invoice_amount: string | null;
  /** How many invoices are pending; null like the amount. */
  pending_invoice_count: number | null;
  /** Active staff of the shop (the master included); null without SF_STAFF_QUERY. */
  staff_count: number | null;
  /** Position roles of the shop; null without SF_GROUP_QUERY. */
  role_count: number | null;
}

/** Rights that let the dashboard show the pending invoice amount. */
export const DASHBOARD_INVOICE_RIGHTS = ['SF_INVOICE_LIST', 'SF_INVOICE_MAKE_OUT'] as const;

/** POST /Dashboard-summary. */
export const DashboardSummaryCall = post<NoFields, DashboardSummary>('/Dashboard-summary');
