/**
 * The order list (/orders/list, SF_STORE_ORD_LIST): the shop's orders filtered by order number,
 * the customer's number, customer, consignee and creation days, a tab per state with its count
 * (under the other filters), the orders in use or the recycle bin, sorted and paged, all in the
 * URL; a table on wide screens and cards on a phone (with a sort menu, as cards have no column
 * heads). The order number opens the order drawer: the order read-only, room by room.
 */
import { Button, Card, Typography } from 'antd';
import { lazy, useState, type ReactNode } from 'react';
import { useT, type Translate } from '../../../app/useT';
import { ORD_STATES, type OrderSummary } from '../../../common/orders';
import { fitWidth, tagWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { dateRangeField, textField } from '../../../components/list/fields';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { SearchActions } from '../../../components/list/SearchActions';
import { SortMenu } from '../../../components/list/SortMenu';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { SearchBar, type SearchField } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import { ListTabs } from '../../../components/list/ListTabs';
import { NewOrderButton } from '../orderEdit/NewOrderButton';
import { EmptyBinButton } from './ClearForGoodDialog';
import { searchCustomers, SearchSelect } from '../custFollow/SearchSelect';
import { ALL_STATES, BIN, ORDER_COLUMNS, ORDER_FILTERS, ORDER_LIST, STATE_NAME, type OrderFilters, type StateTab } from './orderList';
import { OrderStateTag } from './OrderStateTag';
import './orderList.css';

// Shown on demand: loaded the first time an order opens, so the list arrives without it.
const OrderDrawer = lazy(() => import(/* webpackChunkName: "order-drawer" */ './OrderDrawer').then((m) => ({ default: m.OrderDrawer })));

const ID = 'order-list';

type OrderQuery = PagedQuery<OrderFilters, OrderSummary>;

/** The customer, chosen by searching the shop's customers (any type: dealers, partners and retail customers order). */
function customerField(list: OrderQuery, label: string, placeholder: string): SearchField {
  const id = list.draft.customer;
  return {
    key: 'customer',
    label,
    htmlFor: `${ID}-customer`,
    node: (
      <SearchSelect
        id={`${ID}-customer`}
        search={searchCustomers}
        placeholder={placeholder}
        minWidth={180}
        value={id ? { id, name: list.draft.customerName || `#${id}` } : null}
        onChange={(entry) => list.setDraft({ customer: entry?.id ?? 0, customerName: entry?.name ?? '' })}
      />
    ),
  };
}

/**
 * Back to no filter in the part of the list shown (the orders in use or the recycle bin): the
 * inputs and the URL, from page 1. The list's filtered flag leaves the recycle bin out, so an
 * empty bin says so rather than offering to clear filters.
 */
/** The filters as their URL parameters: equal filters, equal text. */
function filtersText(filters: OrderFilters): string {
  const params = new URLSearchParams();
  ORDER_FILTERS.write(filters, params);
  return params.toString();
}

function withinBin(list: OrderQuery) {
  const bin = list.query.filters.bin;
  const cleared: OrderFilters = { ...ORDER_FILTERS.defaults, bin };
  const reset = () => {
    list.setDraft(cleared);
    list.setFilters(cleared);
  };
  return { ...list, reset, filtered: filtersText(list.query.filters) !== filtersText(cleared) };
}

function OrderFiltersBar({ list }: { list: OrderQuery }) {
  const t = useT();
  const isPhone = useIsPhone();
  // The customer search is the customer pages' (CrmSearch-fetchShop): shown to those who may read customers.
  const mayPickCustomer = useRight(['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY']);
  const fields = [
    textField(list, ID, 'orderNo', t('orderList.filter.orderNo'), { maxLength: 40, placeholder: t('orderList.filter.orderNoPlaceholder') }),
    ...(mayPickCustomer ? [customerField(list, t('orderList.filter.customer'), t('orderList.filter.anyCustomer'))] : []),
    textField(list, ID, 'consignee', t('orderList.filter.consignee'), { maxLength: 20, placeholder: t('orderList.filter.consigneePlaceholder') }),
  ];
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={fields}
      more={[
        textField(list, ID, 'customNo', t('orderList.filter.customNo'), { maxLength: 40, placeholder: t('orderList.filter.customNoPlaceholder') }),
        dateRangeField(list, ID, 'from', 'to', t('orderList.filter.dates')),
      ]}
      actions={<SearchActions list={withinBin(list)} />}
    />
  );
}

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

/** The recycle bin's tab key (the others are states). */
const BIN_TAB = 'bin';

/**
 * A tab per state (and one for all) with its count, then the recycle bin; the list shows in the
 * chosen tab's panel. The counts are of the part shown: in the bin, only the bin's.
 */
function StateTabs({ list, children }: { list: OrderQuery; children: ReactNode }) {
  const t = useT();
  const inBin = list.query.filters.bin === BIN.deleted;
  const counts = list.facets;
  const all = counts && Object.values(counts).reduce((sum, n) => sum + n, 0);
  const active = inBin ? BIN_TAB : String(list.query.filters.state);
  const choose = (key: string) =>
    list.setFilters(key === BIN_TAB ? { ...list.query.filters, bin: BIN.deleted, state: ALL_STATES } : { ...list.query.filters, bin: BIN.inUse, state: Number(key) as StateTab });
  return (
    <ListTabs
      className="order-state-tabs"
      label={t('orderList.states')}
      active={active}
      onChange={choose}
      tabs={[
        { key: String(ALL_STATES), label: t('orderList.state.all'), count: inBin ? undefined : all },
        ...ORD_STATES.map((state) => ({ key: String(state), label: t(STATE_NAME[state]), count: inBin || !counts ? undefined : (counts[String(state)] ?? 0) })),
        { key: BIN_TAB, label: t('orderList.bin.deleted'), count: inBin ? all : undefined },
      ]}
    >
      {children}
    </ListTabs>
  );
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
