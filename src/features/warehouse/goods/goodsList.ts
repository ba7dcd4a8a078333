/**
 * The goods list's query: class (with its sub-classes), state, keyword and order as URL parameters
 * (`#/goods?class=4&state=2&q=铰链&order=list_price%20asc&page=2`), how a query becomes the `param`
 * of ErpGoods-getErpGoods (and of the export, which writes the same rows), and the list itself.
 */
import { api } from '../../../api/client';
import { GetErpGoods, GOODS_LIMITS, GOODS_ORDER_FIELDS, GOODS_PAGE_SIZE, GoodsState, type GoodsRecord } from '../../../common/goods';
import { choiceParam, filterCodec, idParam, textParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';

/** The state filter's choices: the list kit's "all" is 0, so a stopped item is 2 here (0 on the wire). */
export const STATE_FILTER = { all: 0, onSale: 1, stopped: 2 } as const;

export interface GoodsFilters {
  /** 0: every class; else the class and every class under it. */
  classId: number;
  state: (typeof STATE_FILTER)[keyof typeof STATE_FILTER];
  /** Part of the number, the name or the barcode. */
  keyword: string;
}

export const GOODS_FILTERS = filterCodec<GoodsFilters>(
  { classId: 0, state: STATE_FILTER.all, keyword: '' },
  {
    classId: idParam('class'),
    state: choiceParam('state', [STATE_FILTER.all, STATE_FILTER.onSale, STATE_FILTER.stopped]),
    keyword: textParam('q', GOODS_LIMITS.keyword),
  },
);

const WIRE_STATE = { [STATE_FILTER.all]: -1, [STATE_FILTER.onSale]: GoodsState.onSale, [STATE_FILTER.stopped]: GoodsState.stopped } as const;

/** The newest first, as the server lists without an order. */
export const DEFAULT_ORDER = 'goods_id desc';

/** The filter part of the `param` (the export takes it without the paging) [API-GOODS-01]. */
export function goodsFilterParam(filters: GoodsFilters, order: string) {
  return {
    class_id: filters.classId || undefined,
    state: WIRE_STATE[filters.state],
    keyword: filters.keyword.trim() || undefined,
    order: order || DEFAULT_ORDER,
  };
}

/** The `param` of ErpGoods-getErpGoods for a query. */
export const goodsListParam = ({ filters, page, pageSize, order }: ListQuery<GoodsFilters>) => ({ curr_page: page, page_count: pageSize, ...goodsFilterParam(filters, order) });

export const GOODS_LIST: ListDefinition<GoodsFilters, GoodsRecord> = {
  filters: GOODS_FILTERS,
  pageSize: GOODS_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sort: { fields: GOODS_ORDER_FIELDS, defaultOrder: DEFAULT_ORDER },
  load: async (query) => {
    const reply = await api.call(GetErpGoods, { param: goodsListParam(query) });
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (row) => row.goods_id,
};
