/**
 * The billable items of the invoice application's step 1 [INV-REQ-03..09]: the billing-month range
 * and the amount range as URL parameters (`#/invoice/request?bill_date_min=2026-01&amount_min=100.00`),
 * 20 items a page (or 50 or 100, `&size=100`), and how a query becomes the `param` of
 * Invoice-getAcctList and Invoice-ajaxMakeOut.
 */
import { api } from '../../../api/client';
import { InvoiceGetAcctList, MAX_PAGE_COUNT, type AcctItem, type AcctListParam } from '../../../common/invoice';
import { amountParam, filterCodec, monthParam } from '../../../components/list/queryCodec';
import type { ListDefinition, ListQuery } from '../../../components/list/usePagedQuery';
import { amountBounds } from './shared';

export interface BillableItemFilters {
  /** Billing months 'YYYY-MM', both included. */
  monthMin?: string;
  monthMax?: string;
  /** Yuan. */
  amountMin?: number;
  amountMax?: number;
}

export const BILLABLE_ITEM_FILTERS = filterCodec<BillableItemFilters>(
  {},
  {
    monthMin: monthParam('bill_date_min'),
    monthMax: monthParam('bill_date_max'),
    amountMin: amountParam('amount_min'),
    amountMax: amountParam('amount_max'),
  },
);

/** The `param` of getAcctList / ajaxMakeOut: months as YYYY-MM, amounts with 2 decimals [INV-REQ-06]. */
export function acctParam({ filters, page, pageSize }: ListQuery<BillableItemFilters>): AcctListParam {
  const param: AcctListParam = { curr_page: page, page_count: pageSize, ...amountBounds({ min: filters.amountMin, max: filters.amountMax }) };
  let [from, to] = [filters.monthMin, filters.monthMax];
  if (from && to && from > to) [from, to] = [to, from];
  if (from) param.bill_date_min = from;
  if (to) param.bill_date_max = to;
  return param;
}

/**
 * The page sizes offered: 20 as SPEC.md gives it [INV-REQ-09], and more, since the selection is
 * cleared whenever the list reloads [INV-REQ-14], a page change included, so one request can only
 * hold one page's items: a month's fees (the demo shop has 22) need a page that holds them all.
 * The largest is the server's page_count maximum.
 */
export const BILLABLE_PAGE_SIZES: readonly number[] = [InvoiceGetAcctList.pageSize, 50, MAX_PAGE_COUNT];

export const BILLABLE_ITEMS: ListDefinition<BillableItemFilters, AcctItem> = {
  filters: BILLABLE_ITEM_FILTERS,
  pageSize: InvoiceGetAcctList.pageSize,
  pageSizes: BILLABLE_PAGE_SIZES,
  load: async (query) => {
    const reply = await api.call(InvoiceGetAcctList, { param: acctParam(query) });
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (item) => item.acct_item_id,
};
