/**
 * The goods sales statistics' query: the grouping (by goods item, class or customer), customer,
 * goods keyword and order days as URL parameters (`#/goodssale?by=class&crm=12&from=2026-01-01`),
 * how a query becomes the `param` of storeOrders-getOrdSale (and of its export, which writes the
 * same rows), and the list itself with the totals of every row under the filters.
 */
import { api } from '../../../api/client';
import { GetOrdSale, SALE_GROUPS, SALE_ORDER_FIELDS, SALE_PAGE_SIZE, type SaleGroup, type SaleRow } from '../../../common/orderSales';
import { choiceParam, dayParam, filterCodec, idParam, textParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';

export interface SaleFilters {
  group: SaleGroup;
  /** One customer (0: all) and its name. */
  customer: number;
  customerName: string;
  /** Part of the goods number or name. */
  keyword: string;
  /** The orders' creation days, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
}

export const SALE_FILTERS = filterCodec<SaleFilters>(
  { group: 'goods', customer: 0, customerName: '', keyword: '' },
  {
    group: choiceParam<SaleGroup>('by', SALE_GROUPS),
    customer: idParam('crm'),
    customerName: textParam('cname'),
    keyword: textParam('q', 40),
    from: dayParam('from'),
    to: dayParam('to'),
  },
);

/** The best-selling first, as the server answers without an order. */
export const DEFAULT_ORDER = 'amount desc';

/** The filter part of the `param` (the export takes it without the paging) [API-ORD-47]. */
export function saleFilterParam(filters: SaleFilters, order: string) {
  return {
    group_by: filters.group,
    store_crm_id: filters.customer || undefined,
    keyword: filters.keyword.trim() || undefined,
    date_min: filters.from,
    date_max: filters.to,
    order: order || DEFAULT_ORDER,
  };
}

export const SALE_LIST: ListDefinition<SaleFilters, SaleRow> = {
  filters: SALE_FILTERS,
  pageSize: SALE_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sort: { fields: SALE_ORDER_FIELDS, defaultOrder: DEFAULT_ORDER },
  load: async ({ filters, page, pageSize, order }: ListQuery<SaleFilters>) => {
    const reply = await api.call(GetOrdSale, { param: { curr_page: page, page_count: pageSize, ...saleFilterParam(filters, order) } });
    return { rows: reply.data, total: reply.count, totals: { ...reply.total } };
  },
  rowKey: (row) => row.group_id,
};

/** The narrowing of the lines behind a summary row (storeOrders-ajaxSord): its goods item, class or customer. */
export function lineScope(group: SaleGroup, row: SaleRow): { goods_id?: number; class_id?: number; store_crm_id?: number } {
  if (group === 'goods') return { goods_id: row.group_id };
  if (group === 'class') return { class_id: row.group_id };
  return { store_crm_id: row.group_id };
}
