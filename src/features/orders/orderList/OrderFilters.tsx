/**
 * The order list's filter bar (order number, customer, consignee; the customer's number and the
 * creation days under "more") and its state tabs with their counts, shared by the order list and the
 * order assignment page, which list the same orders (ErpOrders-StoreSellerOrd) by the same URL.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../app/useT';
import { ORD_STATES, type OrderSummary, type OrdStateValue } from '../../../common/orders';
import { dateRangeField, textField } from '../../../components/list/fields';
import { ListTabs } from '../../../components/list/ListTabs';
import { SearchActions } from '../../../components/list/SearchActions';
import type { PagedQuery } from '../../../components/list/usePagedQuery';
import { useRight } from '../../../components/RequireRight';
import { SearchBar, type SearchField } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import { searchCustomers, SearchSelect } from '../custFollow/SearchSelect';
import { ALL_STATES, BIN, ORDER_FILTERS, STATE_NAME, type OrderFilters, type StateTab } from './orderList';

const ID = 'order-list';

export type OrderQuery<Row extends OrderSummary = OrderSummary> = PagedQuery<OrderFilters, Row>;

/**
 * The customer filter of a list whose filters hold `customer` (0: all) and its name: chosen by
 * searching the shop's customers (any type: dealers, partners and retail customers order). Its
 * name rides along in the URL, so the filter read back shows who it is without asking the server.
 */
export function customerField<F extends { customer: number; customerName: string }, Row>(list: PagedQuery<F, Row>, id: string, label: string, placeholder: string): SearchField {
  const chosen = list.draft.customer;
  return {
    key: 'customer',
    label,
    htmlFor: `${id}-customer`,
    node: (
      <SearchSelect
        id={`${id}-customer`}
        search={searchCustomers}
        placeholder={placeholder}
        minWidth={180}
        value={chosen ? { id: chosen, name: list.draft.customerName || `#${chosen}` } : null}
        onChange={(entry) => list.setDraft({ customer: entry?.id ?? 0, customerName: entry?.name ?? '' } as Partial<F>)}
      />
    ),
  };
}

/** The filters as their URL parameters: equal filters, equal text. */
function filtersText(filters: OrderFilters): string {
  const params = new URLSearchParams();
  ORDER_FILTERS.write(filters, params);
  return params.toString();
}

/**
 * Back to no filter in the part of the list shown (the orders in use or the recycle bin): the
 * inputs and the URL, from page 1. The list's filtered flag leaves the recycle bin out, so an
 * empty bin says so rather than offering to clear filters.
 */
export function withinBin<Row extends OrderSummary>(list: OrderQuery<Row>) {
  const bin = list.query.filters.bin;
  const cleared: OrderFilters = { ...ORDER_FILTERS.defaults, bin };
  const reset = () => {
    list.setDraft(cleared);
    list.setFilters(cleared);
  };
  return { ...list, reset, filtered: filtersText(list.query.filters) !== filtersText(cleared) };
}

export function OrderFiltersBar<Row extends OrderSummary>({ list }: { list: OrderQuery<Row> }) {
  const t = useT();
  const isPhone = useIsPhone();
  // The customer search is the customer pages' (CrmSearch-fetchShop): shown to those who may read customers.
  const mayPickCustomer = useRight(['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY']);
  const fields = [
    textField(list, ID, 'orderNo', t('orderList.filter.orderNo'), { maxLength: 40, placeholder: t('orderList.filter.orderNoPlaceholder') }),
    ...(mayPickCustomer ? [customerField(list, ID, t('orderList.filter.customer'), t('orderList.filter.anyCustomer'))] : []),
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

/** The recycle bin's tab key (the others are states). */
const BIN_TAB = 'bin';

/**
 * A tab per state of `states` (and one for all) with its count, then the recycle bin (unless `bin`
 * is false); the list shows in the chosen tab's panel. The counts are of the part shown: in the
 * bin, only the bin's.
 */
export function StateTabs<Row extends OrderSummary>({ list, children, states = ORD_STATES, bin = true }: { list: OrderQuery<Row>; children: ReactNode; states?: readonly OrdStateValue[]; bin?: boolean }) {
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
        ...states.map((state) => ({ key: String(state), label: t(STATE_NAME[state]), count: inBin || !counts ? undefined : (counts[String(state)] ?? 0) })),
        ...(bin ? [{ key: BIN_TAB, label: t('orderList.bin.deleted'), count: inBin ? all : undefined }] : []),
      ]}
    >
      {children}
    </ListTabs>
  );
}

