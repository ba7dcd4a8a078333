/**
 * The order list's query: order number, customer's number, customer, consignee, creation days,
 * state and the recycle bin as URL parameters
 * (`#/orders/list?no=D202601050003&crm=12&cname=华美&state=1&bin=1&order=total+desc&page=2`), how a
 * query becomes the `param` of ErpOrders-StoreSellerOrd, and the list's columns, declared once for
 * the table and the phone's cards. The chosen customer's name rides along in the URL, so a filter
 * read back from it shows who it is without asking the server (as the follow-up list does).
 */
import { api } from '../../../api/client';
import { declareColumns } from '../../../common/listColumns';
import { ORD_STATES, ORDER_LIMITS, ORDER_ORDER_FIELDS, ORDER_PAGE_SIZE, StoreSellerOrd, type OrderSummary, type OrdStateValue } from '../../../common/orders';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { choiceParam, dayParam, filterCodec, idParam, textParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';
import type { MessageId } from '../../../locales/zh-CN';

/** Every state (the "all" tab): the wire's -1. */
export const ALL_STATES = -1;
export type StateTab = typeof ALL_STATES | OrdStateValue;

/** The orders in use, or those in the recycle bin (the wire's `is_deleted`). */
export const BIN = { inUse: 0, deleted: 1 } as const;
export type BinChoice = (typeof BIN)[keyof typeof BIN];

export interface OrderFilters {
  /** The whole order number (the server matches it exactly). */
  orderNo: string;
  /** The customer's own whole number. */
  customNo: string;
  /** A customer (0: every one) and its name. */
  customer: number;
  customerName: string;
  /** Part of the consignee's name. */
  consignee: string;
  /** Days the orders were created, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  state: StateTab;
  bin: BinChoice;
}

export const ORDER_FILTERS = filterCodec<OrderFilters>(
  { orderNo: '', customNo: '', customer: 0, customerName: '', consignee: '', state: ALL_STATES, bin: BIN.inUse },
  {
    orderNo: textParam('no', 40),
    customNo: textParam('cno', ORDER_LIMITS.custom_order_no),
    customer: idParam('crm'),
    customerName: textParam('cname'),
    consignee: textParam('consignee', ORDER_LIMITS.cosignee_name),
    from: dayParam('from'),
    to: dayParam('to'),
    state: choiceParam<StateTab>('state', [ALL_STATES, ...ORD_STATES]),
    bin: choiceParam<BinChoice>('bin', [BIN.inUse, BIN.deleted]),
  },
);

/** The newest first, as the server lists without an order. */
export const DEFAULT_ORDER = 'create_date desc';

/** The `param` of ErpOrders-StoreSellerOrd for a query [API-ORD-02]. */
export function orderListParam({ filters, page, pageSize, order }: ListQuery<OrderFilters>) {
  return {
    curr_page: page,
    page_count: pageSize,
    order_no: filters.orderNo.trim() || undefined,
    custom_order_no: filters.customNo.trim() || undefined,
    store_crm_id: filters.customer || undefined,
    cosignee_name: filters.consignee.trim() || undefined,
    ord_state: filters.state,
    date_min: filters.from,
    date_max: filters.to,
    is_deleted: filters.bin,
    order: order || DEFAULT_ORDER,
  };
}

export const ORDER_LIST: ListDefinition<OrderFilters, OrderSummary> = {
  filters: ORDER_FILTERS,
  pageSize: ORDER_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sort: { fields: ORDER_ORDER_FIELDS, defaultOrder: DEFAULT_ORDER },
  load: async (query) => {
    const reply = await api.call(StoreSellerOrd, { param: orderListParam(query) });
    // The state tabs count under the filters but the state.
    return { rows: reply.data, total: reply.count, facets: reply.states };
  },
  rowKey: (row) => row.order_no,
};

/** The state of each value of `ord_state`, by its message. */
export const STATE_NAME: Readonly<Record<OrdStateValue, MessageId>> = {
  0: 'orderList.state.0',
  1: 'orderList.state.1',
  2: 'orderList.state.2',
  3: 'orderList.state.3',
  4: 'orderList.state.4',
  5: 'orderList.state.5',
  6: 'orderList.state.6',
  9: 'orderList.state.9',
};

/** An amount of five figures and cents whole ('¥12,345.67'). */
const MONEY_WIDTH = fitWidth([textWidth('¥12,345.67')]);

/**
 * The order list's columns; the page renders the order number (it opens the order), the customer,
 * the state (with the price lock) and sizes the state to its tags in the UI's language. The widths
 * are the least their content needs (src/components/list/columnWidth.ts); where they do not fit
 * (a 1280 px screen has about 986 px for the table) the amount paid and then the customer's number
 * give way (they stay on the phone's cards and in the drawer); narrower, the table scrolls.
 */
export const ORDER_COLUMNS = declareColumns<OrderSummary, MessageId>([
  // 'D' + day + a 4-digit sequence, whole.
  { key: 'order_no', field: 'order_no', title: 'orderList.col.orderNo', width: fitWidth([textWidth('D202612310001')]), sortField: 'order_no', card: 'title' },
  { key: 'custom_order_no', field: 'custom_order_no', title: 'orderList.col.customNo', width: 104, optional: true },
  { key: 'store_name', field: 'store_name', title: 'orderList.col.customer', width: 136 },
  { key: 'cosignee_name', field: 'cosignee_name', title: 'orderList.col.consignee', width: 84 },
  { key: 'delivery_date', field: 'delivery_date', title: 'orderList.col.delivery', kind: 'date', width: fitWidth([textWidth('2026-12-31')]), sortField: 'delivery_date' },
  { key: 'ord_state', field: 'ord_state', title: 'orderList.col.state', kind: 'state', width: 96, card: 'extra', states: STATE_NAME },
  { key: 'total', field: 'total', title: 'orderList.col.total', kind: 'money', width: MONEY_WIDTH, sortField: 'total' },
  { key: 'paid', field: 'paid', title: 'orderList.col.paid', kind: 'money', width: MONEY_WIDTH, optional: true },
  { key: 'due', field: 'due', title: 'orderList.col.due', kind: 'money', width: MONEY_WIDTH },
  { key: 'create_date', field: 'create_date', title: 'orderList.col.created', kind: 'date', width: fitWidth([textWidth('2026-12-31')]), sortField: 'create_date' },
]);
