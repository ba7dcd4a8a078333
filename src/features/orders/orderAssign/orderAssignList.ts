/**
 * The order assignment page's list: the order list's query, URL and columns (src/features/orders/
 * orderList/orderList.ts), each order with its assignee (ErpOrders-StoreSellerOrd answers them), and
 * which orders may be assigned (not finished, closed or in the recycle bin: isAssignable).
 */
import { api } from '../../../api/client';
import { declareColumns } from '../../../common/listColumns';
import type { OrderAssignee } from '../../../common/orderAssign';
import { StoreSellerOrd, type OrderSummary } from '../../../common/orders';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import type { ListDefinition } from '../../../components/list/usePagedQuery';
import type { MessageId } from '../../../locales/zh-CN';
import { ORDER_COLUMNS, ORDER_LIST, orderListParam, type OrderFilters } from '../orderList/orderList';

export type AssignRow = OrderSummary & OrderAssignee;

export const ASSIGN_LIST: ListDefinition<OrderFilters, AssignRow> = {
  ...ORDER_LIST,
  load: async (query) => {
    const reply = await api.call(StoreSellerOrd, { param: orderListParam(query) });
    return { rows: reply.data, total: reply.count, facets: reply.states };
  },
  rowKey: (row) => row.order_no,
};

/** The order list's columns that say which order it is and where it stands; its amounts are the order list's business. */
const KEPT = new Set(['order_no', 'store_name', 'cosignee_name', 'delivery_date', 'ord_state', 'create_date']);

export const ASSIGN_COLUMNS = declareColumns<AssignRow, MessageId>([
  ...ORDER_COLUMNS.filter((c) => KEPT.has(c.key)),
  // The person, with the role they were assigned as beneath.
  { key: 'assignee', field: 'assignee_name', title: 'orderAssign.col.assignee', width: fitWidth([textWidth('销售专员 王小明')]), card: 'extra' },
  { key: 'actions', title: 'orderAssign.col.actions', kind: 'actions', width: 80, card: 'actions', exported: false },
]);
