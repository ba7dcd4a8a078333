/**
 * The follow-up list (/custfollow, SF_ERP_STORE_MEMO_QUERY, 跟进记录): who followed up which customer,
 * how, what was said and when to follow up next, filtered by customer, staff, day range and due in
 * the URL; a table on wide screens and cards on a phone. A next date due today or overdue carries a
 * tag saying so (not a colour alone). "New follow-up" (SF_ERP_STORE_MEMO_NEW) opens the dialog /crm
 * opens from a customer's row.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useT } from '../../../app/useT';
import { CRM_TYPES, type FollowRecord } from '../../../common/crm';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { chipField, dateRangeField } from '../../../components/list/fields';
import { SearchActions } from '../../../components/list/SearchActions';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { SearchBar, type SearchField } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import { DUE_FILTER, FOLLOW_COLUMNS, FOLLOW_CUSTOMER_WIDTH, FOLLOW_LIST, nextColumnWidth, type FollowFilters } from './followList';
import { searchCustomers, SearchSelect, searchStaff } from './SearchSelect';
import './custFollow.css';

// Shown on demand: loaded the first time they open, so the list arrives without them.
const FollowDialog = lazy(() => import(/* webpackChunkName: "follow-dialog" */ './FollowDialog').then((m) => ({ default: m.FollowDialog })));

const ID = 'follow-list';

/** A customer or a person chosen by searching, kept with its name in the draft. */
function searchField(list: PagedQuery<FollowFilters, FollowRecord>, key: 'customer' | 'staff', label: string, placeholder: string): SearchField {
  const nameKey = key === 'customer' ? 'customerName' : 'staffName';
  const id = list.draft[key];
  return {
    key,
    label,
    htmlFor: `${ID}-${key}`,
    node: (
      <SearchSelect
        id={`${ID}-${key}`}
        search={key === 'customer' ? searchCustomers : searchStaff}
        placeholder={placeholder}
        value={id ? { id, name: list.draft[nameKey] || `#${id}` } : null}
        onChange={(entry) => list.setDraft({ [key]: entry?.id ?? 0, [nameKey]: entry?.name ?? '' })}
      />
    ),
  };
}

function FollowFiltersBar({ list }: { list: PagedQuery<FollowFilters, FollowRecord> }) {
  const t = useT();
  const isPhone = useIsPhone();
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={[
        searchField(list, 'customer', t('follow.filter.customer'), t('follow.filter.anyCustomer')),
        chipField(list, 'due', t('follow.filter.due'), t('follow.filter.allDue'), [
          { value: DUE_FILTER.today, label: t('follow.filter.dueToday') },
          { value: DUE_FILTER.overdue, label: t('follow.filter.overdue') },
        ]),
      ]}
      more={[searchField(list, 'staff', t('follow.filter.staff'), t('follow.filter.anyStaff')), dateRangeField(list, ID, 'from', 'to', t('follow.filter.dates'))]}
      actions={<SearchActions list={list} />}
    />
  );
}

/** The next date, and a tag when it is due today or overdue (the server judges, by the due filter's rule). */
function NextDate({ row }: { row: FollowRecord }) {
  const t = useT();
  if (!row.next_date) return <>—</>;
  return (
    <span className="follow-next">
      <span>{row.next_date}</span>
      {row.due === 'today' && <Tag color="orange">{t('follow.due.today')}</Tag>}
      {row.due === 'overdue' && <Tag color="red">{t('follow.due.overdue')}</Tag>}
    </span>
  );
}

function useFollowColumns() {
  const t = useT();
  return useDeclaredColumns(FOLLOW_COLUMNS, {
    customer: {
      // The customer's type beside the name wraps under it, but must fit the column on its own.
      width: fitWidth(CRM_TYPES.map((type) => textWidth(t(`crm.type.${type}`))), FOLLOW_CUSTOMER_WIDTH),
      render: (_: unknown, row: FollowRecord) => (
        <span className="follow-customer">
          <span className="follow-customer-name">{row.z_name}</span>
          <Typography.Text type="secondary">{t(`crm.type.${row.crm_type as 1 | 2 | 3}`)}</Typography.Text>
        </span>
      ),
    },
    method: { render: (_: unknown, row: FollowRecord) => t(`crm.method.${row.method}`) },
    content: { render: (_: unknown, row: FollowRecord) => <span className="follow-content">{row.content}</span> },
    next: { width: nextColumnWidth([t('follow.due.today'), t('follow.due.overdue')]), render: (_: unknown, row: FollowRecord) => <NextDate row={row} /> },
  });
}

export default function CustFollowPage() {
  const t = useT();
  const canAdd = useRight('SF_ERP_STORE_MEMO_NEW');
  const list = usePagedQuery(FOLLOW_LIST);
  const [adding, setAdding] = useState(false);
  const settings = useColumnSettings('custfollow', useFollowColumns());
  return (
    <div className="follow-page page-stack">
      <PageHeader
        extra={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('follow.new')}
            </Button>
          ) : null
        }
      />
      <Card size="small">
        <FollowFiltersBar list={list} />
      </Card>
      <Card size="small">
        <ListToolbar settings={settings} />
        <ResponsiveList<FollowRecord>
          {...list.view}
          columns={settings.columns}
          density={settings.density}
          empty={<ListEmpty list={list} noMatch={t('follow.noMatch')} clear={t('follow.clearFilters')} empty={t('follow.empty')} />}
          testIds={{ cards: 'follow-cards', card: 'follow-card' }}
        />
      </Card>
      <LazyBoundary fallback={null}>
        {adding && (
          <FollowDialog
            onClose={() => setAdding(false)}
            onSaved={() => {
              setAdding(false);
              list.reload();
            }}
          />
        )}
      </LazyBoundary>
    </div>
  );
}
