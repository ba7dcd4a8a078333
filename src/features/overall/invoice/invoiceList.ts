/**
 * The invoice list's query [INV-LIST-03..05, INV-LIST-10..12]: its filters as URL parameters
 * (`#/invoice/list?page=2&order=amount+asc&state=1&amount_min=100.00&create_date_min=2026-01-01`),
 * its sort fields and page size, and how a query becomes the `param` of Invoice-getLists.
 */
import { api } from '../../../api/client';
import { declareColumns } from '../../../common/listColumns';
import type { MessageId } from '../../../locales/zh-CN';
import { DEFAULT_INVOICE_ORDER, INVOICE_ORDER_FIELDS, InvoiceGetLists, INVOICE_STATE_NAME, INVOICE_STATES, MAX_PAGE_COUNT, type InvoiceListParam, type InvoiceRow, type InvoiceState } from '../../../common/invoice';
import { amountParam, choiceParam, dayParam, filterCodec } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';
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
  pageSize: InvoiceGetLists.pageSize,
  pageSizes: PAGE_SIZES,
  sort: { fields: INVOICE_ORDER_FIELDS, defaultOrder: DEFAULT_INVOICE_ORDER },
  load: async (query) => {
    const reply = await api.call(InvoiceGetLists, { param: invoiceListParam(query) });
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (row) => row.invoice_id,
};

/**
 * The list's columns [INV-LIST-14] [INV-LIST-20], declared once for the table, the cards and the
 * export; each width fits its title (with the sort arrows) and usual content in zh-CN and en-US. The
 * action column's width is the page's, from its buttons in the UI's language.
 */
export const INVOICE_COLUMNS = declareColumns<InvoiceRow, MessageId>([
  { key: 'invoice_no', field: 'invoice_no', title: 'invoice.list.invoiceNo', width: 190, card: 'title', sheetWidth: 24 },
  { key: 'amount', field: 'amount', title: 'invoice.list.amount', kind: 'money', width: 140, sortField: 'amount', sheetWidth: 14 },
  { key: 'item_count', field: 'item_count', title: 'invoice.list.items', kind: 'number', width: 72, sheetWidth: 8 },
  { key: 'create_date', field: 'create_date', title: 'invoice.list.createDate', kind: 'date', width: 144, sortField: 'create_date', sheetWidth: 12 },
  { key: 'invoice_state', field: 'invoice_state', title: 'invoice.list.state', kind: 'state', states: INVOICE_STATE_NAME, width: 124, sortField: 'invoice_state', card: 'extra', sheetWidth: 10 },
  { key: 'issue_date', field: 'issue_date', title: 'invoice.list.issueDate', kind: 'date', width: 116, sortField: 'issue_date', sheetWidth: 12 },
  { key: 'comments', field: 'comments', title: 'invoice.list.comments', width: 320, onScreen: false, sheetWidth: 40 },
  { key: 'actions', title: 'invoice.list.actions', kind: 'actions', width: 128, card: 'actions' },
]);

/** Every row of the applied filters, for the export: page after page of the largest size the server gives. */
export async function allInvoices(query: ListQuery<InvoiceFilters>): Promise<InvoiceRow[]> {
  const rows: InvoiceRow[] = [];
  for (let page = 1; ; page++) {
    const reply = await api.call(InvoiceGetLists, { param: invoiceListParam({ ...query, page, pageSize: MAX_PAGE_COUNT }) });
    rows.push(...reply.data);
    if (reply.data.length < MAX_PAGE_COUNT || rows.length >= reply.count) return rows;
  }
}
