/**
 * The customer list (/crm, SF_ERP_STORE_CUSTOMER_QUERY): retail customers, partners and dealers of
 * the shop, filtered by type, tag, name and state in the URL, a table on wide screens and cards on a
 * phone. New and edit open the customer drawer; a follow-up and edit are one click from the row,
 * stop/resume and delete under its "more" menu, each shown only with its right.
 */
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT, type Translate } from '../../../app/useT';
import { AjaxGetTags, CRM_TYPES, CrmState, DelCrm, SetCrmState, type CrmRecord } from '../../../common/crm';
import { fitWidth, tagWidth, textWidth } from '../../../components/list/columnWidth';
import { RowActions, rowActionsWidth, type RowAction } from '../../../components/list/RowActions';
import { useDeclaredColumns } from '../../../components/list/declare';
import { choiceField, textField } from '../../../components/list/fields';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction';
import { SearchActions } from '../../../components/list/SearchActions';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import type { SearchEntry } from '../custFollow/SearchSelect';
import type { CrmDrawerTarget } from './CrmDrawer';
import { CRM_COLUMNS, CRM_LIST, CRM_NAME_WIDTH, STATE_FILTER, type CrmFilters } from './crmList';
import './customers.css';

// Shown on demand: loaded the first time they open, so the list arrives without them.
const CrmParamsDrawer = lazy(() => import(/* webpackChunkName: "crm-params" */ '../crmParams/CrmParamsDrawer').then((m) => ({ default: m.CrmParamsDrawer })));
const FollowDialog = lazy(() => import(/* webpackChunkName: "follow-dialog" */ '../custFollow/FollowDialog').then((m) => ({ default: m.FollowDialog })));
const CrmDrawer = lazy(() => import(/* webpackChunkName: "crm-drawer" */ './CrmDrawer').then((m) => ({ default: m.CrmDrawer })));

const ID = 'crm-list';

function useCrmRights() {
  return {
    create: useRight('SF_ERP_STORE_CUSTOMER_NEW'),
    edit: useRight('SF_ERP_STORE_CUSTOMER_EDIT'),
    remove: useRight('SF_ERP_STORE_CUSTOMER_DELETE'),
    follow: useRight('SF_ERP_STORE_MEMO_NEW'),
    params: useRight('SF_ERP_CRM_PARAMS'),
  };
}

function CrmFiltersBar({ list }: { list: PagedQuery<CrmFilters, CrmRecord> }) {
  const t = useT();
  const isPhone = useIsPhone();
  const tags = useRequest(() => api.call(AjaxGetTags, { param: { curr_page: 1, page_count: 100 } }));
  // A type narrows the tags to its own; every type's tags otherwise.
  const tagChoices = (tags.data?.data ?? []).filter((tag) => !list.draft.type || tag.crm_type === list.draft.type).map((tag) => ({ value: tag.tag_id, label: tag.tag_name }));
  const tagField = choiceField(list, ID, 'tag', t('crm.filter.tag'), t('crm.picker.allTags'), tagChoices, { minWidth: 140, searchable: true });
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={[
        textField(list, ID, 'name', t('crm.filter.name'), { maxLength: 40, placeholder: t('crm.filter.namePlaceholder') }),
        choiceField(list, ID, 'type', t('crm.filter.type'), t('crm.filter.allTypes'), CRM_TYPES.map((type) => ({ value: type, label: t(`crm.type.${type}`) }))),
      ]}
      more={[
        tagField,
        choiceField(list, ID, 'state', t('crm.filter.state'), t('crm.filter.allStates'), [
          { value: STATE_FILTER.inUse, label: t('crm.state.inUse') },
          { value: STATE_FILTER.stopped, label: t('crm.state.stopped') },
        ]),
      ]}
      actions={<SearchActions list={list} />}
    />
  );
}

/** Stop/resume and delete, each after a confirmation, then the list reloads. */
function useCrmActions(reload: () => void) {
  const t = useT();
  const { busy, run: confirmed } = useConfirmedAction(reload);
  const run = (row: CrmRecord, question: string, call: () => Promise<unknown>, done: string) => confirmed(row.crm_id, question, call, done);
  return {
    busy,
    toggle: (row: CrmRecord) =>
      row.state === CrmState.inUse
        ? run(row, t('crm.confirm.stop', { name: row.z_name }), () => api.call(SetCrmState, { crm_id: row.crm_id, state: CrmState.stopped }), t('crm.stopped'))
        : run(row, t('crm.resume'), () => api.call(SetCrmState, { crm_id: row.crm_id, state: CrmState.inUse }), t('crm.resumed')),
    remove: (row: CrmRecord) => run(row, t('crm.confirm.delete', { name: row.z_name }), () => api.call(DelCrm, { crm_id: row.crm_id }), t('crm.deleted')),
  };
}

/** A customer's name with its type, and the dealer a retail customer belongs to. */
function CrmName({ row }: { row: CrmRecord }) {
  const t = useT();
  return (
    <div className="crm-name">
      <span className="crm-name-text">{row.z_name}</span>
      <Tag className={`crm-type crm-type-${row.crm_type}`}>{t(`crm.type.${row.crm_type}`)}</Tag>
      {row.parent_name ? (
        <Typography.Text type="secondary" className="crm-dealer">
          {t('crm.underDealer', { name: row.parent_name })}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** The row's actions: follow up and edit at hand, stop/resume and delete (which ask first) under "more". */
function crmRowActions(row: CrmRecord, rights: ReturnType<typeof useCrmRights>, t: Translate, handlers: { open: (target: CrmDrawerTarget) => void; follow: (customer: SearchEntry) => void; actions: ReturnType<typeof useCrmActions> }): RowAction[] {
  const { open, follow, actions } = handlers;
  const disabled = actions.busy === row.crm_id;
  const all: (RowAction | false)[] = [
    rights.follow && { key: 'follow', label: t('crm.follow'), disabled, onClick: () => follow({ id: row.crm_id, name: row.z_name }) },
    rights.edit && { key: 'edit', label: t('crm.edit'), disabled, onClick: () => open({ mode: 'edit', row }) },
    rights.edit && { key: 'toggle', label: t(row.state === CrmState.inUse ? 'crm.stop' : 'crm.resume'), disabled, onClick: () => void actions.toggle(row) },
    rights.remove && { key: 'delete', label: t('crm.delete'), danger: true, disabled, onClick: () => void actions.remove(row) },
  ];
  return all.filter((a): a is RowAction => Boolean(a));
}

/** The widest of `labels` in the UI's language. */
const longest = (labels: readonly string[]): string => labels.reduce((a, b) => (textWidth(b) > textWidth(a) ? b : a), '');

function useCrmColumns(open: (target: CrmDrawerTarget) => void, follow: (customer: SearchEntry) => void, actions: ReturnType<typeof useCrmActions>) {
  const t = useT();
  const rights = useCrmRights();
  // In the order RowActions shows them; stop or resume, whichever is longer in this language.
  const labels = [rights.follow && t('crm.follow'), rights.edit && t('crm.edit'), rights.edit && longest([t('crm.stop'), t('crm.resume')]), rights.remove && t('crm.delete')].filter((l): l is string => Boolean(l));
  const states = [t('crm.state.inUse'), t('crm.state.stopped')];
  const columns = useDeclaredColumns(CRM_COLUMNS, {
    // The type tag beside the name wraps under it, but must fit the column on its own.
    name: { width: fitWidth(CRM_TYPES.map((type) => tagWidth(t(`crm.type.${type}`))), CRM_NAME_WIDTH), render: (_: unknown, row: CrmRecord) => <CrmName row={row} /> },
    tag: { render: (_: unknown, row: CrmRecord) => (row.tag_name ? <Tag>{row.tag_name}</Tag> : '—') },
    region: { render: (_: unknown, row: CrmRecord) => [row.province_name, row.city_name, row.district_name].filter(Boolean).join(' ') || '—' },
    state: {
      width: fitWidth([...states.map(tagWidth), textWidth(t('crm.col.state'))]),
      render: (_: unknown, row: CrmRecord) => <Tag color={row.state === CrmState.inUse ? 'green' : undefined}>{t(row.state === CrmState.inUse ? 'crm.state.inUse' : 'crm.state.stopped')}</Tag>,
    },
    actions: {
      fixed: 'right',
      width: Math.max(fitWidth([textWidth(t('crm.col.actions'))]), rowActionsWidth(labels)),
      render: (_: unknown, row: CrmRecord) => <RowActions name={row.z_name} actions={crmRowActions(row, rights, t, { open, follow, actions })} />,
    },
  });
  return labels.length ? columns : columns.filter((c) => c.key !== 'actions');
}

export default function CrmPage() {
  const t = useT();
  const rights = useCrmRights();
  const list = usePagedQuery(CRM_LIST);
  const [drawer, setDrawer] = useState<CrmDrawerTarget | null>(null);
  const [following, setFollowing] = useState<SearchEntry | null>(null);
  const [paramsOpen, setParamsOpen] = useState(false);
  // Bumped when the customer settings changed: the filter bar reads the tags again.
  const [paramsVersion, setParamsVersion] = useState(0);
  const actions = useCrmActions(list.reload);
  const settings = useColumnSettings('crm', useCrmColumns(setDrawer, setFollowing, actions));
  return (
    <div className="crm-page page-stack">
      <PageHeader
        extra={
          rights.params || rights.create ? (
            <Space wrap>
              {rights.params && (
                <Button icon={<SettingOutlined />} onClick={() => setParamsOpen(true)}>
                  {t('crmParams.open')}
                </Button>
              )}
              {rights.create && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'new' })}>
                  {t('crm.new')}
                </Button>
              )}
            </Space>
          ) : null
        }
      />
      <Card size="small">
        <CrmFiltersBar key={paramsVersion} list={list} />
      </Card>
      <Card size="small">
        <ListToolbar settings={settings} />
        <ResponsiveList<CrmRecord>
          {...list.view}
          columns={settings.columns}
          density={settings.density}
          empty={<ListEmpty list={list} noMatch={t('crm.noMatch')} clear={t('crm.clearFilters')} empty={t('crm.empty')} />}
          testIds={{ cards: 'crm-cards', card: 'crm-card' }}
        />
      </Card>
      <LazyBoundary fallback={null}>
        {drawer && (
          <CrmDrawer
            target={drawer}
            onClose={() => setDrawer(null)}
            onSaved={() => {
              setDrawer(null);
              list.reload();
            }}
          />
        )}
        {following && <FollowDialog customer={following} onClose={() => setFollowing(null)} onSaved={() => setFollowing(null)} />}
        {paramsOpen && (
          <CrmParamsDrawer
            onClose={(changed) => {
              setParamsOpen(false);
              if (!changed) return;
              setParamsVersion((v) => v + 1);
              list.reload();
            }}
          />
        )}
      </LazyBoundary>
    </div>
  );
}
