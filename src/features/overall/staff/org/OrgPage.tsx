/**
 * /staff/org, SF_STAFF_QUERY (SPEC.md "Org structure"; REQUIREMENTS ORG): the departments on the left
 * (a picker above the list on phones), on the right the staff in two tabs — on the job and left —
 * searchable, 20 a page (10 to 100 to choose), a table on desktop and cards on phones, with what each
 * row offers (useStaffActions), and the list kit's toolbar (density, columns). The tab, department, keyword and page live in the URL.
 */
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { useT } from '../../../../app/useT';
import { AjaxDepartment, StaffState, type StaffRecord } from '../../../../common/staff';
import { actionColumnWidth, fitWidth, tagWidth, textWidth } from '../../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../../components/list/declare';
import { ListToolbar } from '../../../../components/list/ListToolbar';
import { ResponsiveList, type ListColumn } from '../../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../../components/list/useColumnSettings';
import { usePagedQuery } from '../../../../components/list/usePagedQuery';
import { NamedListCard, NamedListPicker, type NamedListProps } from '../../../../components/namedList/NamedList';
import { PageHeader } from '../../../../components/PageHeader';
import { useIsPhone, useLayoutKind } from '../../../../components/useViewport';
import { ALL_DEPARTMENTS, STAFF_COLUMNS, STAFF_LIST } from './staffList';
import { departmentItems, useDepartmentActions, useDepartmentListText, useDepartmentRights } from './useDepartments';
import { personName, useStaffActions, type StaffActions } from './useStaffActions';
import './org.css';

function Who({ row }: { row: StaffRecord }) {
  const t = useT();
  const name = row.nick_name ? t('staff.nameWithNick', { name: row.full_name || row.login_name, nick: row.nick_name }) : row.full_name;
  return (
    <div className="staff-who">
      <span className="staff-who-account" title={row.login_name}>
        {row.login_name}
      </span>
      {row.master === 1 && <Tag color="gold">{t('staff.tag.master')}</Tag>}
      {row.wx_bind === 1 && <Tag color="green">{t('staff.tag.wxBound')}</Tag>}
      {row.login_locked === 1 && <Tag color="orange">{t('staff.tag.locked')}</Tag>}
      <Typography.Text type="secondary" className="staff-who-line">
        {[row.full_name ? name : '', row.user_phone].filter(Boolean).join(' · ')}
      </Typography.Text>
    </div>
  );
}

function Placement({ row }: { row: StaffRecord }) {
  return (
    <div className="staff-placement">
      <span title={row.department_name}>{row.department_name}</span>
      {row.group_name && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.group_name }} className="staff-who-line">
          {row.group_name}
        </Typography.Text>
      )}
    </div>
  );
}

function Seat({ row, actions }: { row: StaffRecord; actions: StaffActions }) {
  const t = useT();
  if (!row.exp_date) return <Typography.Text type="secondary">{t('staff.seat.never')}</Typography.Text>;
  const onJob = row.state !== StaffState.left;
  const renewable = actions.can.renewLink && !actions.untouchable(row) && onJob;
  return (
    <div className="staff-seat">
      <span className="staff-seat-end">
        <span>{row.exp_date}</span>
        {row.exp_flag === 1 && <Tag color="red">{t('staff.tag.expired')}</Tag>}
        {renewable && (
          <Button type="link" size="small" onClick={() => actions.openRenew(row)} aria-label={`${t('staff.action.renew')} ${personName(row)}`}>
            {t('staff.action.renew')}
          </Button>
        )}
      </span>
      {!actions.untouchable(row) && (
        <label className="staff-seat-auto">
          <Switch
            size="small"
            checked={row.auto_renew === 1}
            disabled={!actions.can.buy || !onJob || actions.busy === row.staff_id}
            onChange={() => void actions.toggleAutoRenew(row)}
            aria-label={t('staff.autoRenewSwitch', { name: personName(row) })}
          />
          <Typography.Text type="secondary">{t('staff.col.autoRenew')}</Typography.Text>
        </label>
      )}
    </div>
  );
}

function RowActions({ row, actions }: { row: StaffRecord; actions: StaffActions }) {
  const t = useT();
  if (actions.untouchable(row)) return null;
  const busy = actions.busy === row.staff_id;
  const label = (id: 'staff.action.edit' | 'staff.action.fire' | 'staff.action.reinstate' | 'staff.action.unbind' | 'staff.action.unlock') => `${t(id)} ${personName(row)}`;
  return (
    <Space size={0} wrap>
      {row.login_locked === 1 && actions.can.edit && (
        <Button type="link" size="small" disabled={busy} onClick={() => void actions.unlock(row)} aria-label={label('staff.action.unlock')}>
          {t('staff.action.unlock')}
        </Button>
      )}
      {row.state !== StaffState.left && actions.can.edit && (
        <Button type="link" size="small" disabled={busy} onClick={() => actions.openEdit(row)} aria-label={label('staff.action.edit')}>
          {t('staff.action.edit')}
        </Button>
      )}
      {row.wx_bind === 1 && actions.can.edit && row.state !== StaffState.left && (
        <Button type="link" size="small" disabled={busy} onClick={() => void actions.unbind(row)} aria-label={label('staff.action.unbind')}>
          {t('staff.action.unbind')}
        </Button>
      )}
      {row.state !== StaffState.left && actions.can.dismiss && (
        <Button type="link" size="small" danger disabled={busy} onClick={() => void actions.dismiss(row)} aria-label={label('staff.action.fire')}>
          {t('staff.action.fire')}
        </Button>
      )}
      {row.state === StaffState.left && actions.can.dismiss && (
        <Button type="link" size="small" disabled={busy} onClick={() => void actions.reinstate(row)} aria-label={label('staff.action.reinstate')}>
          {t('staff.action.reinstate')}
        </Button>
      )}
    </Space>
  );
}

function useStaffColumns(actions: StaffActions, onJob: boolean): ListColumn<StaffRecord>[] {
  const t = useT();
  const stateSwitch = (row: StaffRecord) =>
    actions.untouchable(row) ? (
      <Tag>{t(row.master === 1 ? 'staff.tag.master' : 'staff.tag.self')}</Tag>
    ) : (
      <Switch
        size="small"
        checked={row.state === StaffState.inUse}
        disabled={!actions.can.edit || actions.busy === row.staff_id}
        onChange={() => void actions.toggleState(row)}
        aria-label={t('staff.stateSwitch', { name: personName(row) })}
      />
    );
  // Widths from the texts in the UI's language: the state tag ('Main account') is never cut, and the
  // fixed action column holds two buttons a line, so none reaches over the state column beside it.
  const stateWidth = fitWidth([tagWidth(t('staff.tag.master')), tagWidth(t('staff.tag.self')), textWidth(t('staff.col.state'))], 112);
  const actionLabels = [t('staff.action.unlock'), t('staff.action.edit'), t('staff.action.unbind'), t('staff.action.fire'), t('staff.action.reinstate')];
  const actionsWidth = Math.max(112, actionColumnWidth(actionLabels, { perLine: 2 }));
  const declared = onJob ? STAFF_COLUMNS : STAFF_COLUMNS.filter((c) => c.key !== 'state');
  return useDeclaredColumns(declared, {
    who: { render: (_: unknown, row: StaffRecord) => <Who row={row} /> },
    placement: { render: (_: unknown, row: StaffRecord) => <Placement row={row} /> },
    seat: { render: (_: unknown, row: StaffRecord) => <Seat row={row} actions={actions} /> },
    state: { width: stateWidth, render: (_: unknown, row: StaffRecord) => stateSwitch(row) },
    actions: { width: actionsWidth, fixed: 'right', render: (_: unknown, row: StaffRecord) => <RowActions row={row} actions={actions} /> },
  });
}

export default function OrgPage() {
  const t = useT();
  const isPhone = useIsPhone();
  // Below desktop widths the departments become a picker above the staff, who need the full width.
  const compact = useLayoutKind() !== 'desktop';
  const departments = useRequest(() => api.call(AjaxDepartment));
  const list = usePagedQuery(STAFF_LIST);
  const reloadAll = () => {
    list.reload();
    void departments.run().catch(() => undefined);
  };
  const actions = useStaffActions(reloadAll);
  const { filters } = list.query;
  const settings = useColumnSettings('staff', useStaffColumns(actions, filters.onJob === 1));
  const showDepartment = (dep: number) => list.setFilters({ ...filters, dep });
  const depActions = useDepartmentActions({
    onSaved: (id) => {
      void departments.run().catch(() => undefined);
      showDepartment(id);
    },
    onDeleted: () => {
      void departments.run().catch(() => undefined);
      showDepartment(ALL_DEPARTMENTS);
    },
  });
  const depList: NamedListProps = {
    items: departmentItems(departments.data?.data.department ?? [], t('staff.myTeam')),
    loading: departments.loading,
    selectedId: filters.dep,
    onSelect: showDepartment,
    ...useDepartmentRights(),
    onNew: depActions.openNew,
    onRename: depActions.openRename,
    onDelete: (item) => void depActions.confirmDelete(item),
    text: useDepartmentListText(),
  };

  const search = (
    <Input.Search
      allowClear
      className="org-search"
      aria-label={t('staff.search')}
      placeholder={t('staff.search')}
      defaultValue={filters.keyword}
      enterButton={<Button icon={<SearchOutlined />} aria-label={t('staff.searchButton')} />}
      onSearch={(keyword) => list.setFilters({ ...filters, keyword: keyword.trim() })}
    />
  );

  return (
    <div className="org-page">
      <PageHeader />
      <div className={`org-layout${compact ? ' is-compact' : ''}`}>
        {compact ? <NamedListPicker {...depList} /> : <NamedListCard {...depList} />}
        <Card className="org-staff-card" size={isPhone ? 'small' : 'medium'}>
          <Tabs
            activeKey={String(filters.onJob)}
            onChange={(key) => list.setFilters({ ...filters, onJob: key === '1' ? 1 : 0 })}
            items={[
              { key: '1', label: t('staff.tab.onJob') },
              { key: '0', label: t('staff.tab.left') },
            ]}
          />
          {/* Beside the search, not in the tab bar: a tab list may hold only tabs. */}
          <div className="org-toolbar">
            {search}
            <ListToolbar
              settings={settings}
              extra={
                actions.can.create && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={actions.openNew}>
                    {t('staff.action.new')}
                  </Button>
                )
              }
            />
          </div>
          <ResponsiveList<StaffRecord> {...list.view} columns={settings.columns} density={settings.density} empty={t('staff.empty')} testIds={{ cards: 'staff-cards', card: 'staff-card' }} />
        </Card>
      </div>
      {depActions.dialog}
      {actions.dialog}
    </div>
  );
}
