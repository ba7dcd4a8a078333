/**
 * The customer list (/crm, SF_ERP_STORE_CUSTOMER_QUERY): retail customers, partners and dealers of
 * the shop, filtered by type, tag, name and state in the URL, a table on wide screens and cards on a
 * phone. New and edit open the customer drawer; stop/resume, delete and a follow-up are one click
 * from the row, each shown only with its right.
 */
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { AjaxGetTags, CRM_TYPES, CrmState, DelCrm, SetCrmState, type CrmRecord } from '../../../common/crm';
import { actionColumnWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { choiceField, textField } from '../../../components/list/fields';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import { CrmDrawer, type CrmDrawerTarget } from './CrmDrawer';
import { CRM_COLUMNS, CRM_LIST, STATE_FILTER, type CrmFilters } from './crmList';
import './customers.css';

const ID = 'crm-list';

function useCrmRights() {
  return {
    create: useRight('SF_ERP_STORE_CUSTOMER_NEW'),
    edit: useRight('SF_ERP_STORE_CUSTOMER_EDIT'),
    remove: useRight('SF_ERP_STORE_CUSTOMER_DELETE'),
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
      actions={
        <>
          <Button type="primary" icon={<SearchOutlined />} onClick={list.search} loading={list.loading}>
            {t('crm.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={list.reset}>
            {t('crm.reset')}
          </Button>
        </>
      }
    />
  );
}

/** Stop/resume and delete, each after a confirmation, then the list reloads. */
function useCrmActions(reload: () => void) {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (row: CrmRecord, question: string, call: () => Promise<unknown>, done: string) => {
    if (!(await confirmDialog({ title: question }))) return;
    setBusy(row.crm_id);
    try {
      await call();
      messageApi().success(done);
      reload();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
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

function useCrmColumns(open: (target: CrmDrawerTarget) => void, actions: ReturnType<typeof useCrmActions>) {
  const t = useT();
  const rights = useCrmRights();
  const labels = [rights.edit && t('crm.edit'), rights.edit && t('crm.stop'), rights.remove && t('crm.delete')].filter((l): l is string => Boolean(l));
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
  const actions = useCrmActions(list.reload);
  const settings = useColumnSettings('crm', useCrmColumns(setDrawer, actions));
  return (
    <div className="crm-page page-stack">
      <PageHeader
        extra={
          rights.create ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'new' })}>
              {t('crm.new')}
            </Button>
          ) : null
        }
      />
      <Card size="small">
        <CrmFiltersBar list={list} />
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
    </div>
  );
}
