/**
 * The order reminders' query: the kind as the URL's one filter (`#/orders/remind?kind=overdue&page=2`),
 * how a query becomes the `param` of StoreOrders-remindList, and the columns, declared once for the
 * table and the phone's cards. The server orders each kind (the most urgent first), so the list has
 * no sort of its own.
 */
import { api } from '../../../api/client';
import { declareColumns } from '../../../common/listColumns';
import { REMIND_KINDS, REMIND_PAGE_SIZE, RemindList, type RemindKind, type RemindListParam, type RemindRow } from '../../../common/orderRemind';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { filterCodec, type FilterParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';
import type { MessageId } from '../../../locales/zh-CN';
import { STATE_NAME } from '../orderList/orderList';

export interface RemindFilters {
  kind: RemindKind;
}

const kindParam: FilterParam<RemindKind> = { name: 'kind', parse: (raw) => REMIND_KINDS.find((k) => k === raw), format: (kind) => kind };

export const REMIND_FILTERS = filterCodec<RemindFilters>({ kind: 'due_soon' }, { kind: kindParam });

/** The `param` of StoreOrders-remindList for a query. */
export function remindListParam({ filters, page, pageSize }: ListQuery<RemindFilters>): RemindListParam {
  return { curr_page: page, page_count: pageSize, kind: filters.kind };
}

/**
 * What a load says besides its rows, as the list kit's facets: each kind's count (the tabs) and the
 * shop's windows in days (the rule shown under the tabs), which the server judged this page by.
 */
export const WINDOW_FACETS = { due: 'due_days', stuck: 'stuck_days' } as const;

export const REMIND_LIST: ListDefinition<RemindFilters, RemindRow> = {
  filters: REMIND_FILTERS,
  pageSize: REMIND_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  load: async (query) => {
    const reply = await api.call(RemindList, { param: remindListParam(query) });
    return { rows: reply.data, total: reply.count, facets: { ...reply.kinds, [WINDOW_FACETS.due]: reply.windows.due_days, [WINDOW_FACETS.stuck]: reply.windows.stuck_days } };
  },
  rowKey: (row) => row.order_no,
};

const DAY_WIDTH = fitWidth([textWidth('2026-12-31')]);

/**
 * The reminders' columns; the page renders the order number (a link to it in the order list) and
 * the standing (days left, late or in the state, by the tab). On a card the number heads it and the
 * standing sits beside it: what the reminder is about, at a glance.
 */
export const REMIND_COLUMNS = declareColumns<RemindRow, MessageId>([
  { key: 'order_no', field: 'order_no', title: 'orderRemind.col.orderNo', width: fitWidth([textWidth('D202612310001')]), card: 'title' },
  { key: 'standing', title: 'orderRemind.col.standing', width: 104, card: 'extra' },
  { key: 'store_name', field: 'store_name', title: 'orderRemind.col.customer', width: 136 },
  { key: 'cosignee_name', field: 'cosignee_name', title: 'orderRemind.col.consignee', width: 84 },
  { key: 'delivery_date', field: 'delivery_date', title: 'orderRemind.col.delivery', kind: 'date', width: DAY_WIDTH },
  { key: 'ord_state', field: 'ord_state', title: 'orderRemind.col.state', kind: 'state', width: 88, states: STATE_NAME },
  { key: 'state_at', field: 'state_at', title: 'orderRemind.col.stateAt', kind: 'date', width: DAY_WIDTH, optional: true },
  { key: 'total', field: 'total', title: 'orderRemind.col.total', kind: 'money', width: fitWidth([textWidth('¥12,345.67')]), optional: true },
]);
