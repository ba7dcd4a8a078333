/**
 * The order list (/orders/list, SF_STORE_ORD_LIST): the shop's orders filtered by order number,
 * the customer's number, customer, consignee and creation days, a tab per state with its count
 * (under the other filters), the orders in use or the recycle bin, sorted and paged, all in the
 * URL; a table on wide screens and cards on a phone (with a sort menu, as cards have no column
 * heads). The order number opens the order drawer: the order read-only, room by room.
 */
import { Button, Card, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useT, type Translate } from '../../../app/useT';
import { ORD_STATES, type OrderSummary } from '../../../common/orders';
import { fitWidth, tagWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { SortMenu } from '../../../components/list/SortMenu';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useIsPhone } from '../../../components/useViewport';
import { NewOrderButton } from '../orderEdit/NewOrderButton';
import { EmptyBinButton } from './ClearForGoodDialog';
import { BIN, ORDER_COLUMNS, ORDER_LIST, STATE_NAME } from './orderList';
import { OrderFiltersBar, StateTabs, withinBin, type OrderQuery } from './OrderFilters';
import { OrderStateTag } from './OrderStateTag';
import './orderList.css';

// Shown on demand: loaded the first time an order opens, so the list arrives without it.
const OrderDrawer = lazy(() => import(/* webpackChunkName: "order-drawer" */ './OrderDrawer').then((m) => ({ default: m.OrderDrawer })));

const SORTS = [
  ['create_date desc', 'orderList.sort.createdDesc'],
  ['create_date asc', 'orderList.sort.createdAsc'],
  ['delivery_date asc', 'orderList.sort.deliveryAsc'],
  ['delivery_date desc', 'orderList.sort.deliveryDesc'],
  ['total desc', 'orderList.sort.totalDesc'],
  ['total asc', 'orderList.sort.totalAsc'],
  ['order_no asc', 'orderList.sort.orderNo'],
] as const;

/** The cards' order (a table sorts by its column heads). */
function OrderSortMenu({ list }: { list: OrderQuery }) {
  const t = useT();
  return <SortMenu order={list.query.order} label={t('orderList.sort.label')} options={SORTS.map(([order, label]) => ({ order, label: t(label) }))} onChange={list.setOrder} />;
}

/** The order number, which opens the order. */
function OrderNoLink({ row, onOpen }: { row: OrderSummary; onOpen: (orderNo: string) => void }) {
  const t = useT();
  return (
    <Button type="link" size="small" className="order-no" onClick={() => onOpen(row.order_no)} aria-label={t('orderList.open', { no: row.order_no })}>
      {row.order_no}
    </Button>
  );
}

/** The state column's width: the longest state's tag, or the price lock's, in the UI's language. */
const stateWidth = (t: Translate) => fitWidth([...ORD_STATES.map((s) => tagWidth(t(STATE_NAME[s]))), tagWidth(t('orderList.priceLocked')) + 16, textWidth(t('orderList.col.state'))]);

function useOrderColumns(onOpen: (orderNo: string) => void) {
  const t = useT();
  return useDeclaredColumns(ORDER_COLUMNS, {
    order_no: { render: (_: unknown, row: OrderSummary) => <OrderNoLink row={row} onOpen={onOpen} /> },
    custom_order_no: { render: (_: unknown, row: OrderSummary) => row.custom_order_no || '—', cardRender: (row: OrderSummary) => row.custom_order_no },
    store_name: { render: (_: unknown, row: OrderSummary) => row.store_name || <Typography.Text type="secondary">{t('orderList.noCustomer')}</Typography.Text> },
    ord_state: { width: stateWidth(t), render: (_: unknown, row: OrderSummary) => <OrderStateTag order={row} /> },
  });
}

export default function OrderListPage() {
  const t = useT();
  const isPhone = useIsPhone();
  const list = usePagedQuery(ORDER_LIST);
  const [opened, setOpened] = useState<string | null>(null);
  const settings = useColumnSettings('orders', useOrderColumns(setOpened));
  const inBin = list.query.filters.bin === BIN.deleted;
  const shown = withinBin(list);
  return (
    <div className="order-list-page page-stack">
      <PageHeader extra={<NewOrderButton />} />
      <Card size="small">
        <OrderFiltersBar list={list} />
      </Card>
      <Card size="small">
        <ListToolbar
          settings={settings}
          extra={
            <>
              {inBin && list.view.total > 0 && <EmptyBinButton onEmptied={list.reload} />}
              {isPhone && <OrderSortMenu list={list} />}
            </>
          }
        />
        <StateTabs list={list}>
          <ResponsiveList<OrderSummary>
            {...list.view}
            columns={settings.columns}
            density={settings.density}
            empty={<ListEmpty list={shown} noMatch={t('orderList.noMatch')} clear={t('orderList.clearFilters')} empty={t(inBin ? 'orderList.binEmpty' : 'orderList.empty')} />}
            testIds={{ cards: 'order-cards', card: 'order-card' }}
          />
        </StateTabs>
      </Card>
      <LazyBoundary fallback={null}>{opened && <OrderDrawer orderNo={opened} onClose={() => setOpened(null)} onChanged={list.reload} />}</LazyBoundary>
    </div>
  );
}
