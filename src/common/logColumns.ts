/**
 * The columns of the log lists [LOGS-08] [LOGS-25..28], declared once: the page's tables and cards
 * (src/features/overall/staff/logs/LogTabs.tsx) and the server's .xlsx export
 * (server/routes/overall/staff/logs.ts) both read them, so the file has the table's columns, titled
 * in the request's language.
 */
import { formatText, type Locale } from './messages/format';
import { declareColumns } from './listColumns';
import type { LogExportKind, LoginLogRow, OrderLogRow, PdLogNewRow, PdLogRow, StaffLogRow } from './logs';
import { provinceName } from './provinces';

/** A person as the lists show them: the account, the nickname after it in brackets. */
const person = (name: string, nick: string) => (nick ? `${name}（${nick}）` : name);
/** One step of an old scheduling plan: who, and when (nothing when it never happened). */
const step = (name: string, nick: string, time: string) => (time ? `${person(name, nick)} ${time}` : '');

export const LOGIN_LOG_COLUMNS = declareColumns<LoginLogRow>([
  { key: 'login_name', field: 'login_name', title: 'logs.col.account', width: 150, card: 'title', sortField: 'login_name', sheetWidth: 16 },
  { key: 'login_time', field: 'login_time', title: 'logs.col.loginTime', kind: 'datetime', width: 176, sortField: 'login_time', card: 'extra', sheetWidth: 20 },
  {
    key: 'outcome',
    title: 'logs.col.outcome',
    width: 140,
    sheetWidth: 12,
    text: (r, locale) => formatText(r.success ? 'logs.outcome.ok' : (`logs.fail.${r.fail_reason || 'password'}` as const), {}, locale),
  },
  { key: 'login_ip', field: 'login_ip', title: 'logs.col.ip', width: 140, sortField: 'login_ip', sheetWidth: 16 },
  { key: 'province', title: 'logs.col.province', width: 110, sheetWidth: 12, text: (r, locale) => provinceName(r.province, locale) },
  { key: 'source', title: 'logs.col.source', width: 110, sheetWidth: 12, text: (r, locale) => formatText(`logs.source.${r.source_id}` as 'logs.source.1', {}, locale) },
  { key: 'client', title: 'logs.col.client', width: 200, sheetWidth: 30, text: (r) => [r.browser, r.os].filter(Boolean).join(' · ') },
]);

export const STAFF_LOG_COLUMNS = declareColumns<StaffLogRow>([
  { key: 'login_name', field: 'login_name', title: 'logs.col.account', width: 140, card: 'title', sortField: 'login_name', sheetWidth: 16 },
  { key: 'oper_date', field: 'oper_date', title: 'logs.col.time', kind: 'datetime', width: 176, sortField: 'oper_date', card: 'extra', sheetWidth: 20 },
  { key: 'menu', title: 'logs.col.menu', width: 200, sheetWidth: 24, text: (r) => `${r.menu_ch_name} / ${r.function_ch_name}` },
  {
    key: 'content',
    title: 'logs.col.content',
    width: 360,
    card: 'note',
    sheetWidth: 60,
    text: (r, locale: Locale) => [r.oper_content, ...r.changes.map((c) => formatText('logs.export.change', { ...c }, locale))].join('\n'),
  },
]);

export const ORDER_LOG_COLUMNS = declareColumns<OrderLogRow>([
  { key: 'order_no', field: 'order_no', title: 'logs.col.orderNo', width: 170, card: 'title', sortField: 'order_no', sheetWidth: 20 },
  { key: 'action', field: 'action', title: 'logs.col.action', width: 120, card: 'extra', sheetWidth: 14 },
  { key: 'custom_order_no', field: 'custom_order_no', title: 'logs.col.customNo', width: 120, sheetWidth: 14 },
  { key: 'store_name', field: 'store_name', title: 'logs.col.store', width: 130, sheetWidth: 14 },
  { key: 'cosignee_name', field: 'cosignee_name', title: 'logs.filter.consignee', width: 110, sheetWidth: 10 },
  { key: 'cosignee_address', field: 'cosignee_address', title: 'logs.filter.address', width: 220, sheetWidth: 40 },
  { key: 'who', field: 'login_name', title: 'logs.col.operator', kind: 'person', nickField: 'nick_name', width: 150, sheetWidth: 16 },
  { key: 'oper_date', field: 'oper_date', title: 'logs.col.time', kind: 'datetime', width: 176, sortField: 'oper_date', sheetWidth: 20 },
]);

export const PD_LOG_NEW_COLUMNS = declareColumns<PdLogNewRow>([
  { key: 'plan_no', field: 'plan_no', title: 'logs.col.planNo', width: 150, card: 'title', sortField: 'plan_no', sheetWidth: 18 },
  { key: 'type', field: 'operation_type', title: 'logs.col.action', kind: 'state', states: { 1: 'logs.pd.type.1', 2: 'logs.pd.type.2', 3: 'logs.pd.type.3' }, width: 96, card: 'extra', sheetWidth: 10 },
  { key: 'operation_remark', field: 'operation_remark', title: 'logs.col.content', width: 220, sheetWidth: 30 },
  { key: 'machine_name', field: 'machine_name', title: 'logs.col.machine', width: 170, sheetWidth: 20 },
  { key: 'operator', field: 'operatior_name', title: 'logs.col.operator', kind: 'person', nickField: 'operatior_nick_name', width: 150, sheetWidth: 16 },
  { key: 'operation_time', field: 'operation_time', title: 'logs.col.time', kind: 'datetime', width: 176, sortField: 'operation_time', sheetWidth: 20 },
  { key: 'plan_remark', field: 'plan_remark', title: 'logs.col.remark', width: 160, sheetWidth: 20 },
]);

export const PD_LOG_COLUMNS = declareColumns<PdLogRow>([
  { key: 'plan_no', field: 'plan_no', title: 'logs.col.planNo', width: 150, card: 'title', sortField: 'plan_no', sheetWidth: 18 },
  { key: 'machine_name', field: 'machine_name', title: 'logs.col.machine', width: 150, sheetWidth: 20 },
  { key: 'created', title: 'logs.pd.type.1', width: 170, sortField: 'create_time', sheetWidth: 32, text: (r) => step(r.create_name, r.create_nick_name, r.create_time) },
  { key: 'cut', title: 'logs.pd.type.2', width: 170, sheetWidth: 32, text: (r) => step(r.cut_opr_name, r.cut_opr_nick_name, r.cut_finish_time) },
  { key: 'nullified', title: 'logs.pd.type.3', width: 170, sheetWidth: 32, text: (r) => step(r.nullify_opr_name, r.nullify_opr_nick_name, r.nullify_time) },
  { key: 'remark', field: 'remark', title: 'logs.col.remark', width: 140, sheetWidth: 20 },
]);

/** Each export kind's columns: those of its list. */
export const LOG_COLUMNS = {
  login: LOGIN_LOG_COLUMNS,
  staff: STAFF_LOG_COLUMNS,
  order: ORDER_LOG_COLUMNS,
  pdNew: PD_LOG_NEW_COLUMNS,
  pdOld: PD_LOG_COLUMNS,
} satisfies Record<LogExportKind, unknown>;
