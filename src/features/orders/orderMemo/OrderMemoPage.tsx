/**
 * The order memos (/orders/memo, SF_ERP_ORDER_MEMO_QUERY, 订单备忘): the notes staff wrote on the
 * shop's orders, newest first, filtered by order number, author, text and days in the URL; a table on
 * wide screens and cards on a phone. Each shows its order (a link to it in the order list, for those
 * who may open that), the content, the author and the time; its author, or a holder of
 * SF_ERP_ORDER_MEMO_EDIT, may edit it or delete it (after a confirmation). Memos are added in the
 * order drawer of /orders/list, where the order is in view.
 */
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../../app/useT';
import type { OrderMemo } from '../../../common/orderMemos';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { dateRangeField, textField } from '../../../components/list/fields';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { RowActions, rowActionsWidth } from '../../../components/list/RowActions';
import { SearchActions } from '../../../components/list/SearchActions';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import { memoActionLabels, MemoContent, useMemoActions } from './MemoDialog';
import { MEMO_COLUMNS, MEMO_LIST, type MemoFilters } from './orderMemoList';

const ID = 'memo-list';

type MemoQuery = PagedQuery<MemoFilters, OrderMemo>;

function MemoFiltersBar({ list }: { list: MemoQuery }) {
  const t = useT();
  const isPhone = useIsPhone();
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={[
        textField(list, ID, 'orderNo', t('orderMemo.filter.orderNo'), { maxLength: 40, placeholder: t('orderMemo.filter.orderNoPlaceholder') }),
        textField(list, ID, 'keyword', t('orderMemo.filter.keyword'), { maxLength: 40, placeholder: t('orderMemo.filter.keywordPlaceholder') }),
      ]}
      more={[
        textField(list, ID, 'author', t('orderMemo.filter.author'), { maxLength: 40, placeholder: t('orderMemo.filter.authorPlaceholder') }),
        dateRangeField(list, ID, 'from', 'to', t('orderMemo.filter.dates')),
      ]}
      actions={<SearchActions list={list} />}
    />
  );
}

/** The order: its number (a link to it in the order list for those who may open that), its customer and consignee beneath. */
function MemoOrder({ row, canOpen }: { row: OrderMemo; canOpen: boolean }) {
  const t = useT();
  const who = [row.store_name, row.cosignee_name].filter(Boolean).join(' · ');
  return (
    <span className="memo-order">
      {canOpen ? (
        <Link to={{ pathname: '/orders/list', search: `?${new URLSearchParams({ no: row.order_no }).toString()}` }} aria-label={t('orderMemo.openOrder', { no: row.order_no })}>
          {row.order_no}
        </Link>
      ) : (
        <span>{row.order_no}</span>
      )}
      {who && <Typography.Text type="secondary">{who}</Typography.Text>}
      {row.order_deleted === 1 && <Tag>{t('orderMemo.inBin')}</Tag>}
    </span>
  );
}

function useMemoColumns(actionsOf: ReturnType<typeof useMemoActions>['actionsOf']) {
  const t = useT();
  const canOpen = useRight('SF_STORE_ORD_LIST');
  return useDeclaredColumns(MEMO_COLUMNS, {
    order: { render: (_: unknown, row: OrderMemo) => <MemoOrder row={row} canOpen={canOpen} /> },
    content: { render: (_: unknown, row: OrderMemo) => <MemoContent row={row} /> },
    actions: {
      width: Math.max(fitWidth([textWidth(t('orderMemo.col.actions'))]), rowActionsWidth(memoActionLabels(t))),
      render: (_: unknown, row: OrderMemo) => <RowActions name={row.order_no} actions={actionsOf(row)} />,
    },
  });
}

export default function OrderMemoPage() {
  const t = useT();
  const list = usePagedQuery(MEMO_LIST);
  const actions = useMemoActions(list.reload);
  const settings = useColumnSettings('orderMemo', useMemoColumns(actions.actionsOf));
  return (
    <div className="memo-page page-stack">
      <PageHeader />
      <Card size="small">
        <MemoFiltersBar list={list} />
      </Card>
      <Card size="small">
        <ListToolbar settings={settings} />
        <ResponsiveList<OrderMemo>
          {...list.view}
          columns={settings.columns}
          density={settings.density}
          empty={<ListEmpty list={list} noMatch={t('orderMemo.noMatch')} clear={t('orderMemo.clearFilters')} empty={t('orderMemo.empty')} />}
          testIds={{ cards: 'memo-cards', card: 'memo-card' }}
        />
      </Card>
      {actions.dialog}
    </div>
  );
}
