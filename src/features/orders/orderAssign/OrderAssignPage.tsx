/**
 * Order assignment (/orders/assign, SF_BATCH_PROCESS_QUERY, 订单分配): the shop's orders with the
 * order list's filters, state tabs, sort and paging in the URL, each with the person following it up
 * (and the role they were assigned as). With SF_STORE_ORD_ASSIGN, orders that can still be worked on
 * are ticked and assigned together (or one from its row) to a holder of a position role; the server
 * checks each order and the dialog shows what was done with each. A table on wide screens, cards on
 * a phone.
 */
import { Button, Card, Typography } from 'antd';
import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../app/useT';
import { ASSIGNABLE_STATES, isAssignable } from '../../../common/orderAssign';
import { useDeclaredColumns } from '../../../components/list/declare';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { singleActionBatch } from '../../../components/list/BatchBar';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { OrderFiltersBar, StateTabs, withinBin } from '../orderList/OrderFilters';
import { OrderStateTag } from '../orderList/OrderStateTag';
import { ASSIGN_COLUMNS, ASSIGN_LIST, type AssignRow } from './orderAssignList';
import './orderAssign.css';

// Loaded the first time orders are assigned.
const AssignDialog = lazy(() => import(/* webpackChunkName: "assign-dialog" */ './AssignDialog').then((m) => ({ default: m.AssignDialog })));

function Assignee({ row }: { row: AssignRow }) {
  const t = useT();
  if (!row.assignee_id) return <Typography.Text type="secondary">{t('orderAssign.nobody')}</Typography.Text>;
  return (
    <span className="assign-assignee">
      <span>{row.assignee_name}</span>
      {row.assignee_group && <Typography.Text type="secondary">{row.assignee_group}</Typography.Text>}
    </span>
  );
}

function useAssignColumns(mayAssign: boolean, assign: (orderNos: string[]) => void) {
  const t = useT();
  const mayOpen = useRight('SF_STORE_ORD_LIST');
  return useDeclaredColumns(ASSIGN_COLUMNS, {
    // To the order in the order list, for those who may open it there.
    order_no: {
      render: (_: unknown, row: AssignRow) =>
        mayOpen ? (
          <Link to={{ pathname: '/orders/list', search: `?${new URLSearchParams({ no: row.order_no }).toString()}` }} className="assign-order-no">
            {row.order_no}
          </Link>
        ) : (
          <span className="assign-order-no">{row.order_no}</span>
        ),
    },
    store_name: { render: (_: unknown, row: AssignRow) => row.store_name || <Typography.Text type="secondary">{t('orderList.noCustomer')}</Typography.Text> },
    ord_state: { render: (_: unknown, row: AssignRow) => <OrderStateTag order={row} /> },
    assignee: { render: (_: unknown, row: AssignRow) => <Assignee row={row} />, cardRender: (row: AssignRow) => <Assignee row={row} /> },
    actions: {
      render: (_: unknown, row: AssignRow) =>
        mayAssign && isAssignable(row) ? (
          // No space between two characters: the accessible name (分配订单 …) holds the visible text as it is.
          <Button size="small" autoInsertSpace={false} onClick={() => assign([row.order_no])} aria-label={t('orderAssign.assignOne', { no: row.order_no })}>
            {t('orderAssign.assign')}
          </Button>
        ) : null,
    },
  });
}

export default function OrderAssignPage() {
  const t = useT();
  const list = usePagedQuery(ASSIGN_LIST);
  const mayAssign = useRight('SF_STORE_ORD_ASSIGN');
  const [assigning, setAssigning] = useState<string[] | null>(null);
  const settings = useColumnSettings('orderAssign', useAssignColumns(mayAssign, setAssigning));
  const selected = list.selection.keys.map(String);
  const shown = withinBin(list);
  return (
    <div className="order-assign-page page-stack">
      <PageHeader />
      <Card size="small">
        <OrderFiltersBar list={list} />
      </Card>
      <Card size="small">
        <Typography.Paragraph type="secondary" className="order-assign-hint">
          {t('orderAssign.hint')}
        </Typography.Paragraph>
        <ListToolbar
          settings={settings}
          batch={mayAssign ? singleActionBatch(selected.length, () => list.selection.set([]), { label: t('orderAssign.assignSelected'), primary: true, onClick: () => setAssigning(selected) }) : undefined}
        />
        <StateTabs list={list} states={ASSIGNABLE_STATES} bin={false}>
          <ResponsiveList<AssignRow>
            {...list.view}
            columns={settings.columns}
            density={settings.density}
            selection={
              mayAssign ? { keys: list.selection.keys, onChange: list.selection.set, isSelectable: isAssignable, label: (row) => t('orderAssign.select', { no: row.order_no }) } : undefined
            }
            empty={<ListEmpty list={shown} noMatch={t('orderAssign.noMatch')} clear={t('orderAssign.clearFilters')} empty={t('orderAssign.empty')} />}
            testIds={{ cards: 'assign-cards', card: 'assign-card' }}
          />
        </StateTabs>
      </Card>
      <LazyBoundary fallback={null}>{assigning && <AssignDialog orderNos={assigning} onClose={() => setAssigning(null)} onDone={() => void list.reload()} />}</LazyBoundary>
    </div>
  );
}
