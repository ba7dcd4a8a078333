/**
 * The order memo list's query: order number, author, text and days as URL parameters
 * (`#/orders/memo?no=D202611200003&author=李&q=送货&from=2026-11-01&to=2026-11-27&page=2`), how a query
 * becomes the `param` of StoreOrders-memo (newest first, the server's only order), and the columns,
 * declared once for the table and the phone's cards.
 */
import { api } from '../../../api/client';
import { declareColumns } from '../../../common/listColumns';
import { MEMO_FILTER_MAX, MEMO_PAGE_SIZE, OrderMemoList, type MemoListParam, type OrderMemo } from '../../../common/orderMemos';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { dayParam, filterCodec, textParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';
import type { MessageId } from '../../../locales/zh-CN';

export interface MemoFilters {
  /** The whole order number (the server matches it exactly, as the order list does). */
  orderNo: string;
  /** Part of the author's name or account. */
  author: string;
  /** Part of the memo's text. */
  keyword: string;
  /** Days the memos were written, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
}

export const MEMO_FILTERS = filterCodec<MemoFilters>(
  { orderNo: '', author: '', keyword: '' },
  {
    orderNo: textParam('no', 40),
    author: textParam('author', MEMO_FILTER_MAX),
    keyword: textParam('q', MEMO_FILTER_MAX),
    from: dayParam('from'),
    to: dayParam('to'),
  },
);

/** The `param` of StoreOrders-memo for a query [API-ORD-14]. */
export function memoListParam({ filters, page, pageSize }: ListQuery<MemoFilters>): MemoListParam {
  return {
    curr_page: page,
    page_count: pageSize,
    order_no: filters.orderNo.trim() || undefined,
    author: filters.author.trim() || undefined,
    keyword: filters.keyword.trim() || undefined,
    date_min: filters.from,
    date_max: filters.to,
  };
}

export const MEMO_LIST: ListDefinition<MemoFilters, OrderMemo> = {
  filters: MEMO_FILTERS,
  pageSize: MEMO_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  load: async (query) => {
    const reply = await api.call(OrderMemoList, { param: memoListParam(query) });
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (row) => row.memo_id,
};

/**
 * The memo list's columns; the page renders the order (its number, a link to it in the order list
 * for those who may open that, and its customer and consignee beneath), the content (with "edited")
 * and the actions. The widths are the least their content needs; the content takes the rest and
 * wraps.
 */
export const MEMO_COLUMNS = declareColumns<OrderMemo, MessageId>([
  { key: 'order', field: 'order_no', title: 'orderMemo.col.order', width: fitWidth([textWidth('D202612310001')], 150), card: 'title' },
  { key: 'content', field: 'content', title: 'orderMemo.col.content', width: 280, card: 'note' },
  { key: 'author', field: 'author_name', title: 'orderMemo.col.author', width: 96 },
  // The whole 'YYYY-MM-DD HH:mm:ss'.
  { key: 'time', field: 'created_at', title: 'orderMemo.col.time', kind: 'datetime', width: fitWidth([textWidth('2026-11-27 14:30:00')]), card: 'extra' },
  { key: 'actions', title: 'orderMemo.col.actions', kind: 'actions', width: 96, exported: false },
]);
