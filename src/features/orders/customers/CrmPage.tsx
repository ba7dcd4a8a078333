/**
 * The customer list (/crm, SF_ERP_STORE_CUSTOMER_QUERY): retail customers, partners and dealers of
 * the shop, filtered by type, tag, name and state in the URL, a table on wide screens and cards on a
 * phone. New and edit open the customer drawer; stop/resume, delete and a follow-up are one click
 * from the row, each shown only with its right.
 */
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { AjaxGetTags, CRM_TYPES, CrmState, DelCrm, SetCrmState, type CrmRecord } from '../../../common/crm';
import { actionColumnWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { choiceField, textField } from '../../../components/list/fields';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction';
import { SearchActions } from '../../../components/list/SearchActions';
import { ListToolbar } from '../../../components/list/ListToolbar';
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
import { CRM_COLUMNS, CRM_LIST, STATE_FILTER, type CrmFilters } from './crmList';
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

function useCrmColumns(open: (target: CrmDrawerTarget) => void, follow: (customer: SearchEntry) => void, actions: ReturnType<typeof useCrmActions>) {
  const t = useT();
  const rights = useCrmRights();
  const labels = [rights.follow && t('crm.follow'), rights.edit && t('crm.edit'), rights.edit && t('crm.stop'), rights.remove && t('crm.delete')].filter((l): l is string => Boolean(l));
  const columns = useDeclaredColumns(CRM_COLUMNS, {
    name: { render: (_: unknown, row: CrmRecord) => <CrmName row={row} /> },
    tag: { render: (_: unknown, row: CrmRecord) => (row.tag_name ? <Tag>{row.tag_name}</Tag> : '—') },
    region: { render: (_: unknown, row: CrmRecord) => [row.province_name, row.city_name, row.district_name].filter(Boolean).join(' ') || '—' },
    state: { render: (_: unknown, row: CrmRecord) => <Tag color={row.state === CrmState.inUse ? 'green' : undefined}>{t(row.state === CrmState.inUse ? 'crm.state.inUse' : 'crm.state.stopped')}</Tag> },
    actions: {
      fixed: 'right',
      width: Math.max(96, actionColumnWidth(labels)),
      render: (_: unknown, row: CrmRecord) => (
        <Space size={0} wrap>
          {rights.follow && (
            <Button type="link" size="small" disabled={actions.busy === row.crm_id} onClick={() => follow({ id: row.crm_id, name: row.z_name })} aria-label={`${t('crm.follow')} ${row.z_name}`}>
              {t('crm.follow')}
            </Button>
          )}
          {rights.edit && (
            <Button type="link" size="small" disabled={actions.busy === row.crm_id} onClick={() => open({ mode: 'edit', row })} aria-label={`${t('crm.edit')} ${row.z_name}`}>
              {t('crm.edit')}
            </Button>
          )}
          {rights.edit && (
            <Button type="link" size="small" disabled={actions.busy === row.crm_id} onClick={() => void actions.toggle(row)} aria-label={`${t(row.state === CrmState.inUse ? 'crm.stop' : 'crm.resume')} ${row.z_name}`}>
              {t(row.state === CrmState.inUse ? 'crm.stop' : 'crm.resume')}
            </Button>
          )}
          {rights.remove && (
            <Button type="link" size="small" danger disabled={actions.busy === row.crm_id} onClick={() => void actions.remove(row)} aria-label={`${t('crm.delete')} ${row.z_name}`}>
              {t('crm.delete')}
            </Button>
          )}
        </Space>
      ),
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
          empty={
            list.filtered && !list.failed ? (
              <span>
                {t('crm.noMatch')}
                <Button type="link" size="small" onClick={list.reset}>
                  {t('crm.clearFilters')}
                </Button>
              </span>
            ) : (
              t('crm.empty')
            )
          }
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
