/**
 * Goods sales statistics (/goodssale, SF_GOODS_SALE_GROUP_QUERY, 商品销售统计): what the shop sold in
 * its confirmed orders, by goods item, goods class or customer (storeOrders-getOrdSale), under the
 * order days, a customer and a goods keyword, sorted and paged, all in the URL; the totals of every
 * row under the filters above the table; the .xlsx of the same rows (storeOrders-exportOrdSale); a
 * row opens the order lines behind it (storeOrders-ajaxSord). A table on wide screens, cards on a phone.
 */
import { Button, Card, Segmented, Typography } from 'antd';
import { lazy, useState } from 'react';
import { api } from '../../../api/client';
import { useT } from '../../../app/useT';
import { ExportOrdSale, SALE_GROUPS, saleColumns, type SaleGroup, type SaleRow } from '../../../common/orderSales';
import { useDeclaredColumns } from '../../../components/list/declare';
import { dateRangeField, formatYuan, textField } from '../../../components/list/fields';
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
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import type { MessageId } from '../../../locales/zh-CN';
import { customerField } from '../orderList/OrderFilters';
import { saleFilterParam, SALE_LIST, type SaleFilters } from './goodsSaleList';
import './goodsSale.css';

// Loaded the first time a row opens.
const SaleLinesDrawer = lazy(() => import(/* webpackChunkName: "sale-lines" */ './SaleLinesDrawer').then((m) => ({ default: m.SaleLinesDrawer })));

const ID = 'goods-sale';

type SaleQuery = PagedQuery<SaleFilters, SaleRow>;

const GROUP_NAME: Readonly<Record<SaleGroup, MessageId>> = { goods: 'goodsSale.group.goods', class: 'goodsSale.group.class', dealer: 'goodsSale.group.dealer' };

function SaleFiltersBar({ list }: { list: SaleQuery }) {
  const t = useT();
  const isPhone = useIsPhone();
  // The customer search is the customer pages' (CrmSearch-fetchShop): shown to those who may read customers.
  const mayPickCustomer = useRight(['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY']);
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={[
        dateRangeField(list, ID, 'from', 'to', t('goodsSale.filter.dates')),
        ...(mayPickCustomer ? [customerField(list, ID, t('goodsSale.filter.customer'), t('goodsSale.filter.anyCustomer'))] : []),
        textField(list, ID, 'keyword', t('goodsSale.filter.keyword'), { maxLength: 40, placeholder: t('goodsSale.filter.keywordPlaceholder') }),
      ]}
      actions={<SearchActions list={list} />}
    />
  );
}

/** The grouping, applied at once (from page 1, the filters kept). */
function GroupSwitch({ list }: { list: SaleQuery }) {
  const t = useT();
  const group = list.query.filters.group;
  return (
    <div className="sale-group">
      <Typography.Text id={`${ID}-group`}>{t('goodsSale.group')}</Typography.Text>
      <Segmented<SaleGroup>
        // Named in the page's language (antd's own name is an English 'segmented control').
        aria-label={t('goodsSale.group')}
        value={group}
        options={SALE_GROUPS.map((g) => ({ value: g, label: t(GROUP_NAME[g]) }))}
        onChange={(next) => list.setFilters({ ...list.query.filters, group: next })}
      />
    </div>
  );
}

/** Every row's figures under the filters, not only the page's. */
function Totals({ list }: { list: SaleQuery }) {
  const t = useT();
  const totals = list.totals;
  if (!totals) return null;
  return (
    <Typography.Paragraph className="sale-totals" data-testid="sale-totals">
      <Typography.Text strong>{t('goodsSale.totals')}</Typography.Text>{' '}
      {t('goodsSale.totals.figures', { orders: totals.orders, pieces: totals.pieces, area: totals.area, qty: totals.qty, amount: formatYuan(totals.amount) })}
    </Typography.Paragraph>
  );
}

const SORTS = [
  ['amount desc', 'sales.col.amount'],
  ['orders desc', 'sales.col.orders'],
  ['area desc', 'sales.col.area'],
  ['qty desc', 'sales.col.qty'],
] as const;

function useSaleColumns(group: SaleGroup, open: (row: SaleRow) => void) {
  const t = useT();
  return useDeclaredColumns(saleColumns(group), {
    // Opens the lines behind the row (a dealer row of orders with no customer has none to narrow by).
    group_name: {
      render: (_: unknown, row: SaleRow) =>
        group === 'dealer' && row.group_id === 0 ? (
          row.group_name
        ) : (
          <Button type="link" size="small" className="sale-open" onClick={() => open(row)} aria-label={t('goodsSale.open', { name: row.group_name })}>
            {row.group_name}
          </Button>
        ),
    },
  });
}

export default function GoodsSalePage() {
  const t = useT();
  const isPhone = useIsPhone();
  const list = usePagedQuery(SALE_LIST);
  const group = list.query.filters.group;
  const [opened, setOpened] = useState<{ group: SaleGroup; row: SaleRow } | null>(null);
  const settings = useColumnSettings(`goodsSale.${group}`, useSaleColumns(group, (row) => setOpened({ group, row })));
  // The applied filters and order, not the inputs' draft: the file holds what the list shows.
  const exportRows = async () => {
    await api.download(ExportOrdSale, { param: saleFilterParam(list.query.filters, list.query.order) }, { fileName: 'goods-sales.xlsx' });
  };
  return (
    <div className="goods-sale-page page-stack">
      <PageHeader />
      <Card size="small">
        <SaleFiltersBar list={list} />
      </Card>
      <Card size="small">
        <Typography.Paragraph type="secondary" className="sale-hint">
          {t('goodsSale.hint')}
        </Typography.Paragraph>
        <div className="sale-head">
          <GroupSwitch list={list} />
          <Totals list={list} />
        </div>
        <ListToolbar
          settings={settings}
          onExport={exportRows}
          extra={isPhone && <SortMenu order={list.query.order} label={t('goodsSale.sort')} options={SORTS.map(([order, label]) => ({ order, label: t(label) }))} onChange={list.setOrder} />}
        />
        <ResponsiveList<SaleRow>
          {...list.view}
          columns={settings.columns}
          density={settings.density}
          empty={<ListEmpty list={list} noMatch={t('goodsSale.noMatch')} clear={t('goodsSale.clearFilters')} empty={t('goodsSale.empty')} />}
          testIds={{ cards: 'sale-cards', card: 'sale-card' }}
        />
      </Card>
      <LazyBoundary fallback={null}>{opened && <SaleLinesDrawer group={opened.group} row={opened.row} filters={list.query.filters} onClose={() => setOpened(null)} />}</LazyBoundary>
    </div>
  );
}
