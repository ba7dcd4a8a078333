/**
 * The order reminders (/orders/remind, SF_ORDER_REMIND_QUERY [ROUTE-36], 订单提醒): the shop's orders
 * still being worked that are due soon, overdue or stuck in one state (src/common/orderRemind.ts), a
 * tab per kind with its count, the rule of the chosen kind with the shop's windows, a table on wide
 * screens and cards on a phone. A row's order number leads to the order in the order list (for those
 * who may open that), where it is worked on: the reminders only point at it. Holders of the shop
 * settings' rights set the windows here (RemindSettings), where their effect shows.
 */
import { Button, Card, Tag, Typography } from 'antd';
import { lazy, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../app/useT';
import { REMIND_KINDS, type RemindKind, type RemindRow } from '../../../common/orderRemind';
import { useDeclaredColumns } from '../../../components/list/declare';
import { ListTabs } from '../../../components/list/ListTabs';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { REMIND_COLUMNS, REMIND_LIST, WINDOW_FACETS, type RemindFilters } from './orderRemindList';
import './orderRemind.css';

const RemindSettings = lazy(() => import(/* webpackChunkName: "order-remind-settings" */ './RemindSettings'));

type RemindQuery = PagedQuery<RemindFilters, RemindRow>;

/** The shop's windows of the last load (the server judged its rows by them); none before the first. */
function windowsOf(list: RemindQuery) {
  const due = list.facets?.[WINDOW_FACETS.due];
  const stuck = list.facets?.[WINDOW_FACETS.stuck];
  return due === undefined || stuck === undefined ? undefined : { due, stuck };
}

/** A tab per kind with its count; the list shows in the chosen tab's panel. */
function KindTabs({ list, children }: { list: RemindQuery; children: ReactNode }) {
  const t = useT();
  return (
    <ListTabs
      className="remind-tabs"
      label={t('orderRemind.kinds')}
      active={list.query.filters.kind}
      onChange={(key) => list.setFilters({ kind: key as RemindKind })}
      tabs={REMIND_KINDS.map((kind) => ({ key: kind, label: t(`orderRemind.kind.${kind}`), count: list.facets?.[kind] }))}
    >
      {children}
    </ListTabs>
  );
}

/** What the chosen kind lists, with the shop's window in days. */
function KindRule({ kind, windows }: { kind: RemindKind; windows: ReturnType<typeof windowsOf> }) {
  const t = useT();
  if (!windows) return null;
  return (
    <Typography.Paragraph type="secondary" className="remind-rule">
      {t(`orderRemind.rule.${kind}`, { days: kind === 'stuck' ? windows.stuck : windows.due })} {t('orderRemind.rule.open')}
    </Typography.Paragraph>
  );
}

/** Where a row stands against the chosen kind: days left or late, or days in its state. */
function Standing({ row, kind }: { row: RemindRow; kind: RemindKind }) {
  const t = useT();
  if (kind === 'stuck') return <Tag color="purple">{t('orderRemind.standing.stuck', { days: row.days_in_state })}</Tag>;
  const left = row.days_left ?? 0;
  if (left < 0) return <Tag color="red">{t('orderRemind.standing.late', { days: -left })}</Tag>;
  if (left === 0) return <Tag color="orange">{t('orderRemind.standing.today')}</Tag>;
  return <Tag color="gold">{t('orderRemind.standing.left', { days: left })}</Tag>;
}

/** The order number: a link to the order in the order list for those who may open that. */
function OrderNo({ row, canOpen }: { row: RemindRow; canOpen: boolean }) {
  const t = useT();
  if (!canOpen) return <span>{row.order_no}</span>;
  return (
    <Link to={{ pathname: '/orders/list', search: `?${new URLSearchParams({ no: row.order_no }).toString()}` }} aria-label={t('orderRemind.openOrder', { no: row.order_no })}>
      {row.order_no}
    </Link>
  );
}

function useRemindColumns(kind: RemindKind) {
  const t = useT();
  const canOpen = useRight('SF_STORE_ORD_LIST');
  return useDeclaredColumns(REMIND_COLUMNS, {
    order_no: { render: (_: unknown, row: RemindRow) => <OrderNo row={row} canOpen={canOpen} /> },
    standing: { render: (_: unknown, row: RemindRow) => <Standing row={row} kind={kind} /> },
    store_name: { render: (_: unknown, row: RemindRow) => row.store_name || <Typography.Text type="secondary">{t('orderRemind.noCustomer')}</Typography.Text> },
  });
}

export default function OrderRemindPage() {
  const t = useT();
  const list = usePagedQuery(REMIND_LIST);
  const kind = list.query.filters.kind;
  const windows = windowsOf(list);
  const settings = useColumnSettings('orderRemind', useRemindColumns(kind));
  // The windows are shop props: read with SF_BASE_CONFIG_QUERY, saved with SF_BASE_CONFIG_EDIT.
  const mayRead = useRight('SF_BASE_CONFIG_QUERY');
  const mayEdit = useRight('SF_BASE_CONFIG_EDIT');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const empty = windows ? t(`orderRemind.empty.${kind}`, { days: kind === 'stuck' ? windows.stuck : windows.due }) : null;
  return (
    <div className="remind-page page-stack">
      <PageHeader />
      <Card size="small">
        <ListToolbar settings={settings} extra={mayRead && mayEdit && <Button onClick={() => setSettingsOpen(true)}>{t('orderRemind.settings.open')}</Button>} />
        <KindTabs list={list}>
          <KindRule kind={kind} windows={windows} />
          <ResponsiveList<RemindRow> {...list.view} columns={settings.columns} density={settings.density} empty={empty} testIds={{ cards: 'remind-cards', card: 'remind-card' }} />
        </KindTabs>
      </Card>
      <LazyBoundary fallback={null}>{settingsOpen && <RemindSettings onClose={() => setSettingsOpen(false)} onSaved={list.reload} />}</LazyBoundary>
    </div>
  );
}
