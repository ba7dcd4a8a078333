/**
 * The tabs of /staff/logs, each a log list on the list kit (filters, paging and sort in the URL,
 * a table on desktop [LOGS-08] and cards on phones [LOGS-09]): login logs with the source picker
 * [LOGS-13], staff logs with what each edit changed and, with SF_STAFF_LOG_DELETE, delete and clear
 * [LOGS-18..21], order logs, and scheduling logs in the new and the old format [LOGS-02].
 */
import { ClearOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../../api/client';
import { exportLogs } from '../../../../api/logs';
import { useRequest } from '../../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { provinceName } from '../../../../common/provinces';
import { LOGIN_LOG_COLUMNS, ORDER_LOG_COLUMNS, PD_LOG_COLUMNS, PD_LOG_NEW_COLUMNS, STAFF_LOG_COLUMNS } from '../../../../common/logColumns';
import { AjaxLoginLogs, ClearLogs, DelLogs, type LogExportKind, type LoginLogRow, type PdLogRow, type StaffLogRow } from '../../../../common/logs';
import { ShopSessionsEnd, ShopSessionsList } from '../../../../common/sessions';
import type { BatchBarProps } from '../../../../components/list/BatchBar';
import { Person, useDeclaredColumns } from '../../../../components/list/declare';
import { choiceField, textField } from '../../../../components/list/fields';
import { ListToolbar } from '../../../../components/list/ListToolbar';
import { ResponsiveList, type ListColumn, type ListRowSelection } from '../../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../../components/list/useColumnSettings';
import { usePagedQuery, type ListQuery, type PagedQuery } from '../../../../components/list/usePagedQuery';
import type { SearchField } from '../../../../components/SearchBar';
import { useRight } from '../../../../components/RequireRight';
import { SessionList } from '../../../../components/sessions/SessionList';
import { LogFilterBar } from './LogFilterBar';
import { LOG_PARAMS, PD_TYPES, type LogFiltersBase, type LogLists } from './logLists';

interface LogListProps<F extends LogFiltersBase, Row> {
  /** Names the table's column and density settings. */
  table: string;
  /** Prefixes the filter fields' ids. */
  id: string;
  list: PagedQuery<F, Row>;
  columns: ListColumn<Row>[];
  fields?: readonly SearchField[];
  /** The tab's own buttons in the list's toolbar. */
  actions?: ReactNode;
  selection?: ListRowSelection<Row>;
  batch?: BatchBarProps;
  /** What the export button exports: the list's kind and its `param` for the applied filters. */
  exportAs: { kind: LogExportKind; param: (query: ListQuery<F>) => object };
}

/** A log list: its search bar, its toolbar (export, density, the column settings [LOGS-10] [LOGS-11], the batch bar), and the rows. */
function LogList<F extends LogFiltersBase, Row extends object>({ table, id, list, columns, fields, actions, selection, batch, exportAs }: LogListProps<F, Row>) {
  const t = useT();
  const shown = useColumnSettings(table, columns);
  // Every row of the applied filter, not the page shown: the server writes the file (there may be many).
  const exportRows = async () => {
    const { curr_page: _page, page_count: _count, ...filter } = exportAs.param(list.query) as Record<string, unknown>;
    const name = await exportLogs(exportAs.kind, filter);
    messageApi().success(t('logs.exported', { name }));
  };
  return (
    <>
      <LogFilterBar id={id} list={list} fields={fields} />
      <ListToolbar settings={shown} onExport={exportRows} exportLabel={t('logs.export')} extra={actions} batch={batch} />
      <ResponsiveList<Row> {...list.view} columns={shown.columns} density={shown.density} selection={selection} testIds={{ cards: 'log-cards', card: 'log-card' }} />
    </>
  );
}

export function LoginLogTab({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.login);
  const sources = useRequest(() => api.call(AjaxLoginLogs));
  const { locale } = useIntl();
  const columns = useDeclaredColumns(LOGIN_LOG_COLUMNS, {
    outcome: {
      render: (_: unknown, row: LoginLogRow) =>
        row.success ? <Tag color="green">{t('logs.outcome.ok')}</Tag> : <Tag color="red" className="log-outcome-failed">{t(`logs.fail.${row.fail_reason || 'password'}` as 'logs.fail.password')}</Tag>,
    },
    province: { render: (_: unknown, row: LoginLogRow) => provinceName(row.province, locale) || '—' },
    client: { render: (_: unknown, row: LoginLogRow) => [row.browser, row.os].filter(Boolean).join(' · ') || '—' },
  });
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

  const columns = useDeclaredColumns(STAFF_LOG_COLUMNS, { content: { render: (_: unknown, row: StaffLogRow) => <Changes row={row} /> } });
  return (
    <LogList
      table="staffLogs"
      id="staff-log"
      list={list}
      columns={columns}
      exportAs={{ kind: 'staff', param: LOG_PARAMS.staff }}
      actions={
        <Button danger icon={<ClearOutlined />} disabled={!mayDelete || busy} onClick={() => void run(t('logs.confirm.clear', { from, to }), () => api.call(ClearLogs, { start_date: from, end_date: to }))}>
          {t('logs.clear')}
        </Button>
      }
      // Shown with nothing selected too: the delete button is there, disabled, without the right [LOGS-18].
      batch={{
        count: selected.length,
        onClear: () => list.selection.set([]),
        keep: true,
        children: (
          <Button danger icon={<DeleteOutlined />} disabled={!mayDelete || busy || selected.length === 0} onClick={() => void run(t('logs.confirm.delete', { count: selected.length }), () => api.call(DelLogs, { logsID: selected }))}>
            {t('logs.delete')}
            {selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        ),
      }}
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
  const columns = useDeclaredColumns(ORDER_LOG_COLUMNS);
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
  const columns = useDeclaredColumns(PD_LOG_NEW_COLUMNS);
  const fields = [textField(list, 'pd-new', 'planNo', t('logs.col.planNo'), 32), textField(list, 'pd-new', 'orderNo', t('logs.col.orderNo'), 32), textField(list, 'pd-new', 'consignee', t('logs.filter.consignee')), textField(list, 'pd-new', 'remark', t('logs.col.remark'), 100)];
  return <LogList table="pdLogsNew" id="pd-new" list={list} columns={columns} fields={fields} exportAs={{ kind: 'pdNew', param: LOG_PARAMS.pdNew }} />;
}

function PdOldList({ lists }: { lists: LogLists }) {
  const t = useT();
  const list = usePagedQuery(lists.pdOld);
  const step = (name: string, nick: string, time: string) => (time ? <span className="log-step"><Person name={name} nick={nick} /><Typography.Text type="secondary">{time}</Typography.Text></span> : '—');
  const columns = useDeclaredColumns(PD_LOG_COLUMNS, {
    created: { render: (_: unknown, r: PdLogRow) => step(r.create_name, r.create_nick_name, r.create_time) },
    cut: { render: (_: unknown, r: PdLogRow) => step(r.cut_opr_name, r.cut_opr_nick_name, r.cut_finish_time) },
    nullified: { render: (_: unknown, r: PdLogRow) => step(r.nullify_opr_name, r.nullify_opr_nick_name, r.nullify_time) },
  });
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
  const sessions = useRequest(() => api.call(ShopSessionsList));
  return <SessionList sessions={sessions.data?.sessions ?? []} loading={sessions.loading} end={(sid) => api.call(ShopSessionsEnd, { sid })} reload={() => void sessions.reload()} />;
}
