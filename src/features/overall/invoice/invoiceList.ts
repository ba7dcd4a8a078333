/**
 * The invoice list's query [INV-LIST-03..05, INV-LIST-10..12]: its filters as URL parameters
 * (`#/invoice/list?page=2&order=amount+asc&state=1&amount_min=100.00&create_date_min=2026-01-01`),
 * its sort fields and page size, and how a query becomes the `param` of Invoice-getLists.
 */
import { getLists } from '../../../api/invoice';
import { INVOICE_PAGE_SIZE } from '../../../common/constants';
import { DEFAULT_INVOICE_ORDER, INVOICE_ORDER_FIELDS, INVOICE_STATES, type InvoiceListParam, type InvoiceRow, type InvoiceState } from '../../../common/invoice';
import { amountParam, choiceParam, dayParam, filterCodec } from '../../../components/list/queryCodec';
import type { ListDefinition, ListQuery } from '../../../components/list/usePagedQuery';
import { amountBounds } from './shared';

export interface InvoiceFilters {
  /** 0 = all. */
  state: 0 | InvoiceState;
  /** Yuan. */
  amountMin?: number;
  amountMax?: number;
  /** Application days 'YYYY-MM-DD', both included. */
  dateMin?: string;
  dateMax?: string;
}

export const INVOICE_FILTERS = filterCodec<InvoiceFilters>(
  { state: 0 },
  {
    state: choiceParam('state', [0, ...INVOICE_STATES]),
    amountMin: amountParam('amount_min'),
    amountMax: amountParam('amount_max'),
    dateMin: dayParam('create_date_min'),
    dateMax: dayParam('create_date_max'),
  },
);

/** The `param` of Invoice-getLists for a query [API-INV-11]. */
export function invoiceListParam({ filters, page, pageSize, order }: ListQuery<InvoiceFilters>): InvoiceListParam {
  const param: InvoiceListParam = { curr_page: page, page_count: pageSize, order, invoice_state: filters.state, ...amountBounds({ min: filters.amountMin, max: filters.amountMax }) };
  if (filters.dateMin) param.create_date_min = filters.dateMin;
  if (filters.dateMax) param.create_date_max = filters.dateMax;
  return param;
}

export const INVOICE_LIST: ListDefinition<InvoiceFilters, InvoiceRow> = {
  filters: INVOICE_FILTERS,
  pageSize: INVOICE_PAGE_SIZE,
  sort: { fields: INVOICE_ORDER_FIELDS, defaultOrder: DEFAULT_INVOICE_ORDER },
  load: async (query) => {
    const reply = await getLists(invoiceListParam(query));
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (row) => row.invoice_id,
};
