/**
 * The tabs of /staff/logs, each a log list on the list kit (filters, paging and sort in the URL,
 * a table on desktop [LOGS-08] and cards on phones [LOGS-09]): login logs with the source picker
 * [LOGS-13], staff logs with what each edit changed and, with SF_STAFF_LOG_DELETE, delete and clear
 * [LOGS-18..21], order logs, and scheduling logs in the new and the old format [LOGS-02].
 */
import { ClearOutlined, DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ajaxLoginLogs, clearLogs, delLogs, exportLogs } from '../../../../api/logs';
import { endShopSession, listShopSessions } from '../../../../api/sessions';
import { useRequest } from '../../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { provinceName } from '../../../../common/provinces';
import type { LogExportKind, LoginLogRow, OrderLogRow, PdLogNewRow, PdLogRow, StaffLogRow } from '../../../../common/logs';
import { ResponsiveList, type ListColumn, type ListRowSelection } from '../../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../../components/list/useColumnSettings';
import { usePagedQuery, type ListQuery, type PagedQuery } from '../../../../components/list/usePagedQuery';
import type { SearchField } from '../../../../components/SearchBar';
import { useRight } from '../../../../components/RequireRight';
import { SessionList } from '../../../../components/sessions/SessionList';
import { choiceField, LogFilterBar, textField } from './LogFilterBar';
import { LOG_PARAMS, PD_TYPES, type LogFiltersBase, type LogLists } from './logLists';

interface LogListProps<F extends LogFiltersBase, Row> {
  /** Names the table's column setting. */
  table: string;
  /** Prefixes the filter fields' ids. */
  id: string;
  list: PagedQuery<F, Row>;
  columns: ListColumn<Row>[];
  fields?: readonly SearchField[];
  actions?: ReactNode;
  selection?: ListRowSelection<Row>;
  /** What the export button exports: the list's kind and its `param` for the applied filters. */
  exportAs: { kind: LogExportKind; param: (query: ListQuery<F>) => object };
}

/** Exports the applied filter's rows to an .xlsx file. */
function ExportButton({ kind, param }: { kind: LogExportKind; param: () => object }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      // Every row of the filter, not the page shown.
      const { curr_page: _page, page_count: _count, ...filter } = param() as Record<string, unknown>;
      const name = await exportLogs(kind, filter);
      messageApi().success(t('logs.exported', { name }));
    } catch {
      /* the request layer showed why */
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('logs.export')}
    </Button>
  );
}

/** A log list: its search bar, the column settings [LOGS-10] [LOGS-11], and the rows. */
function LogList<F extends LogFiltersBase, Row extends object>({ table, id, list, columns, fields, actions, selection, exportAs }: LogListProps<F, Row>) {
  const shown = useColumnSettings(table, columns);
  return (
    <>
      <LogFilterBar
        id={id}
        list={list}
        fields={fields}
        actions={
          <>
            {actions}
            <ExportButton kind={exportAs.kind} param={() => exportAs.param(list.query)} />
            {shown.button}
          </>
        }
      />
      <ResponsiveList<Row> {...list.view} columns={shown.columns} selection={selection} testIds={{ cards: 'log-cards', card: 'log-card' }} />
      {shown.dialog}
    </>
  );
}

function Who({ name, nick }: { name: string; nick?: string }) {
  return (
    <span>
      {name}
      {nick ? <Typography.Text type="secondary">（{nick}）</Typography.Text> : null}
    </span>
  );
}

export function LoginLogTab({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.login);
  const sources = useRequest(ajaxLoginLogs);
  const { locale } = useIntl();
  const columns: ListColumn<LoginLogRow>[] = [
    { key: 'login_name', dataIndex: 'login_name', title: t('logs.col.account'), width: 150, card: 'title', sortField: 'login_name' },
    { key: 'login_time', dataIndex: 'login_time', title: t('logs.col.loginTime'), width: 176, sortField: 'login_time', card: 'extra' },
    {
      key: 'outcome',
      title: t('logs.col.outcome'),
      width: 140,
      render: (_: unknown, row) =>
        row.success ? <Tag color="green">{t('logs.outcome.ok')}</Tag> : <Tag color="red" className="log-outcome-failed">{t(`logs.fail.${row.fail_reason || 'password'}` as 'logs.fail.password')}</Tag>,
    },
    { key: 'login_ip', dataIndex: 'login_ip', title: t('logs.col.ip'), width: 140, sortField: 'login_ip' },
    { key: 'province', title: t('logs.col.province'), width: 110, render: (_: unknown, row) => provinceName(row.province, locale) || '—' },
    { key: 'source', dataIndex: 'source_ch_name', title: t('logs.col.source'), width: 110, render: (_: unknown, row) => t(`logs.source.${row.source_id}` as 'logs.source.1') },
    { key: 'client', title: t('logs.col.client'), width: 200, render: (_: unknown, row) => [row.browser, row.os].filter(Boolean).join(' · ') || '—' },
  ];
  return (
    <LogList
      table="loginLogs"
      id="login-log"
      list={list}
      columns={columns}
      exportAs={{ kind: 'login', param: LOG_PARAMS.login }}
      fields={[
          textField(list, 'login-log', 'ip', t('logs.col.ip'), 45),
          choiceField(list, 'login-log', 'source', t('logs.col.source'), t('logs.source.all'), (sources.data?.data ?? []).map((s) => ({ value: s.source_id, label: t(`logs.source.${s.source_id}` as 'logs.source.1') })), 140),
      ]}
    />
  );
}

function Changes({ row }: { row: StaffLogRow }) {
  return (
    <div className="log-content">
      <span>{row.oper_content}</span>
      {row.changes.length > 0 && (
        <ul className="log-changes">
          {row.changes.map((c) => (
            <li key={c.field}>
              <span className="log-change-field">{c.field}</span> <del>{c.before || '—'}</del> → <ins>{c.after || '—'}</ins>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StaffLogTab({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.staff);
  const mayDelete = useRight('SF_STAFF_LOG_DELETE');
  const [busy, setBusy] = useState(false);
  const selected = list.selection.keys.map(Number);
  const { from, to } = list.query.filters;

  async function run(question: string, call: () => Promise<{ err_msg?: string }>) {
    if (!(await confirmDialog({ title: question }))) return;
    setBusy(true);
    try {
      const reply = await call();
      messageApi().success(reply.err_msg ?? '');
      list.reload();
    } catch {
      /* the request layer showed why */
    } finally {
      setBusy(false);
    }
  }

  const columns: ListColumn<StaffLogRow>[] = [
    { key: 'login_name', dataIndex: 'login_name', title: t('logs.col.account'), width: 140, card: 'title', sortField: 'login_name' },
    { key: 'oper_date', dataIndex: 'oper_date', title: t('logs.col.time'), width: 176, sortField: 'oper_date', card: 'extra' },
    { key: 'menu', title: t('logs.col.menu'), width: 200, render: (_: unknown, row) => `${row.menu_ch_name} / ${row.function_ch_name}` },
    { key: 'content', title: t('logs.col.content'), width: 360, card: 'note', render: (_: unknown, row) => <Changes row={row} /> },
  ];
  return (
    <LogList
      table="staffLogs"
      id="staff-log"
      list={list}
      columns={columns}
      exportAs={{ kind: 'staff', param: LOG_PARAMS.staff }}
      actions={
          <>
            <Button danger icon={<DeleteOutlined />} disabled={!mayDelete || busy || selected.length === 0} onClick={() => void run(t('logs.confirm.delete', { count: selected.length }), () => delLogs(selected))}>
              {t('logs.delete')}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
            <Button danger icon={<ClearOutlined />} disabled={!mayDelete || busy} onClick={() => void run(t('logs.confirm.clear', { from, to }), () => clearLogs({ start_date: from, end_date: to }))}>
              {t('logs.clear')}
            </Button>
          </>
      }
      selection={{
          keys: list.selection.keys,
          // Without the delete right nothing is selected, and the reason is said [LOGS-19].
          onChange: (keys) => (mayDelete ? list.selection.set(keys) : void messageApi().warning(t('logs.noRight'))),
          isSelectable: (row) => row.kept === 0,
        label: (row) => t('logs.selectRow', { id: row.log_id }),
      }}
    />
  );
}

export function OrderLogTab({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.order);
  const columns: ListColumn<OrderLogRow>[] = [
    { key: 'order_no', dataIndex: 'order_no', title: t('logs.col.orderNo'), width: 170, card: 'title', sortField: 'order_no' },
    { key: 'action', dataIndex: 'action', title: t('logs.col.action'), width: 120, card: 'extra' },
    { key: 'custom_order_no', dataIndex: 'custom_order_no', title: t('logs.col.customNo'), width: 120 },
    { key: 'store_name', dataIndex: 'store_name', title: t('logs.col.store'), width: 130 },
    { key: 'consignee', title: t('logs.col.consignee'), width: 260, render: (_: unknown, row) => `${row.cosignee_name} · ${row.cosignee_address}` },
    { key: 'who', title: t('logs.col.operator'), width: 150, render: (_: unknown, row) => <Who name={row.login_name} nick={row.nick_name} /> },
    { key: 'oper_date', dataIndex: 'oper_date', title: t('logs.col.time'), width: 176, sortField: 'oper_date' },
  ];
  return (
    <LogList
      table="orderLogs"
      id="order-log"
      list={list}
      columns={columns}
      exportAs={{ kind: 'order', param: LOG_PARAMS.order }}
      fields={[
          textField(list, 'order-log', 'orderNo', t('logs.col.orderNo'), 32),
          textField(list, 'order-log', 'customNo', t('logs.col.customNo')),
          textField(list, 'order-log', 'store', t('logs.col.store')),
          textField(list, 'order-log', 'consignee', t('logs.filter.consignee')),
          textField(list, 'order-log', 'address', t('logs.filter.address'), 100),
      ]}
    />
  );
}

function PdNewList({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.pdNew);
  const columns: ListColumn<PdLogNewRow>[] = [
    { key: 'plan_no', dataIndex: 'plan_no', title: t('logs.col.planNo'), width: 150, card: 'title', sortField: 'plan_no' },
    { key: 'type', title: t('logs.col.operation'), width: 96, card: 'extra', render: (_: unknown, row) => <Tag>{t(`logs.pd.type.${row.operation_type}` as 'logs.pd.type.1')}</Tag> },
    { key: 'operation_remark', dataIndex: 'operation_remark', title: t('logs.col.content'), width: 220 },
    { key: 'machine_name', dataIndex: 'machine_name', title: t('logs.col.machine'), width: 170 },
    { key: 'operator', title: t('logs.col.operator'), width: 150, render: (_: unknown, row) => <Who name={row.operatior_name} nick={row.operatior_nick_name} /> },
    { key: 'operation_time', dataIndex: 'operation_time', title: t('logs.col.time'), width: 176, sortField: 'operation_time' },
    { key: 'plan_remark', dataIndex: 'plan_remark', title: t('logs.col.remark'), width: 160 },
  ];
  const fields = [textField(list, 'pd-new', 'planNo', t('logs.col.planNo'), 32), textField(list, 'pd-new', 'orderNo', t('logs.col.orderNo'), 32), textField(list, 'pd-new', 'consignee', t('logs.filter.consignee')), textField(list, 'pd-new', 'remark', t('logs.col.remark'), 100)];
  return <LogList table="pdLogsNew" id="pd-new" list={list} columns={columns} fields={fields} exportAs={{ kind: 'pdNew', param: LOG_PARAMS.pdNew }} />;
}

function PdOldList({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.pdOld);
  const step = (name: string, nick: string, time: string) => (time ? <span className="log-step"><Who name={name} nick={nick} /><Typography.Text type="secondary">{time}</Typography.Text></span> : '—');
  const columns: ListColumn<PdLogRow>[] = [
    { key: 'plan_no', dataIndex: 'plan_no', title: t('logs.col.planNo'), width: 150, card: 'title', sortField: 'plan_no' },
    { key: 'machine_name', dataIndex: 'machine_name', title: t('logs.col.machine'), width: 150 },
    { key: 'created', title: t('logs.pd.type.1'), width: 170, sortField: 'create_time', render: (_: unknown, r) => step(r.create_name, r.create_nick_name, r.create_time) },
    { key: 'cut', title: t('logs.pd.type.2'), width: 170, render: (_: unknown, r) => step(r.cut_opr_name, r.cut_opr_nick_name, r.cut_finish_time) },
    { key: 'nullified', title: t('logs.pd.type.3'), width: 170, render: (_: unknown, r) => step(r.nullify_opr_name, r.nullify_opr_nick_name, r.nullify_time) },
    { key: 'remark', dataIndex: 'remark', title: t('logs.col.remark'), width: 140 },
  ];
  const typeField = choiceField(list, 'pd-old', 'type', t('logs.col.operation'), t('logs.source.all'), PD_TYPES.map((ty) => ({ value: ty, label: t(`logs.pd.type.${ty}`) })));
  const fields = [textField(list, 'pd-old', 'planNo', t('logs.col.planNo'), 32), textField(list, 'pd-old', 'orderNo', t('logs.col.orderNo'), 32), typeField];
  return <LogList table="pdLogs" id="pd-old" list={list} columns={columns} fields={fields} exportAs={{ kind: 'pdOld', param: LOG_PARAMS.pdOld }} />;
}

/** Scheduling logs: the new format first, the old beside it [LOGS-02]; only the open one is mounted (each owns the URL's filters). */
export function PdLogTab({ lists, version, onVersion }: { lists: LogLists; version: 'new' | 'old'; onVersion: (v: 'new' | 'old') => void }) {
  const t = useT();
  return (
    <>
      <Tabs
        size="small"
        activeKey={version}
        onChange={(key) => onVersion(key === 'old' ? 'old' : 'new')}
        items={[
          { key: 'new', label: t('logs.pd.new') },
          { key: 'old', label: t('logs.pd.old') },
        ]}
      />
      {version === 'new' ? <PdNewList lists={lists} /> : <PdOldList lists={lists} />}
    </>
  );
}

/** Who is online now: the shop's open sessions, any of which the holder of SF_SESSION_MANAGE ends. */
export function SessionsTab() {
  const sessions = useRequest(listShopSessions);
  return <SessionList sessions={sessions.data?.sessions ?? []} loading={sessions.loading} end={endShopSession} reload={() => void sessions.reload()} />;
}
