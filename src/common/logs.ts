/**
 * Contracts of the log calls (SPEC.md section 7 "Logs"; REQUIREMENTS LOGS, API-LOG) and the rows
 * they carry. Times travel as 'YYYY-MM-DD HH:mm:ss' (China time); filters name days 'YYYY-MM-DD'.
 */
import * as v from 'valibot';
import { LOG_PAGE_SIZE } from './constants';
import { get, post, replyOf, type NoFields } from './contract';
import { json, text } from './fields';
import { idList, optChoice, optDay, optDayOrTime, optInt, optText, orderEntry, pagingEntries, paramObject, problem } from './params';
import type { LoginFailReason } from './session';

/** Where a login came from [LOGS-13]: the browser on a computer, on a phone, inside WeChat. */
export const LOGIN_SOURCES = [
  { source_id: 1, source_ch_name: '电脑网页' },
  { source_id: 2, source_ch_name: '手机网页' },
  { source_id: 3, source_ch_name: '微信' },
] as const;
export type LoginSourceId = (typeof LOGIN_SOURCES)[number]['source_id'];


/** A login-log row [LOGS-24], with the outcome and the browser and system it came from. */
export interface LoginLogRow {
  login_id: number;
  login_name: string;
  login_ip: string;
  login_mac: string;
  province: string;
  source_ch_name: string;
  source_id: number;
  login_time: string;
  success: number;
  fail_reason: LoginFailReason | '';
  browser: string;
  os: string;
}

/** One changed field of an audited edit: what it was and what it became. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A staff-log row [LOGS-26]; `changes` lists what an edit changed; `kept` rows record deletions and cannot be deleted. */
export interface StaffLogRow {
  log_id: number;
  login_name: string;
  menu_ch_name: string;
  function_ch_name: string;
  oper_content: string;
  oper_date: string;
  changes: FieldChange[];
  kept: number;
}

/** An order-log row [LOGS-25]. */
export interface OrderLogRow {
  log_id: number;
  login_name: string;
  nick_name: string;
  order_no: string;
  custom_order_no: string;
  store_name: string;
  cosignee_name: string;
  cosignee_address: string;
  action: string;
  oper_date: string;
}

/** Old scheduling-log operation types [LOGS-22]. */
export const PD_OPERATION = { create: 1, cut: 2, nullify: 3 } as const;

/** An old-format scheduling-log row [LOGS-27]: one row per plan with its create, cut and nullify steps. */
export interface PdLogRow {
  log_id: number;
  plan_no: string;
  create_name: string;
  create_nick_name: string;
  create_time: string;
  cut_opr_name: string;
  cut_opr_nick_name: string;
  cut_finish_time: string;
  nullify_opr_name: string;
  nullify_opr_nick_name: string;
  nullify_time: string;
  machine_name: string;
  remark: string;
}

/** A new-format scheduling-log row [LOGS-28]: one row per operation. */
export interface PdLogNewRow {
  log_id: number;
  plan_no: string;
  operation_remark: string;
  operation_type: number;
  operation_time: string;
  creator_name: string;
  creator_nick_name: string;
  operatior_name: string;
  operatior_nick_name: string;
  machine_name: string;
  plan_remark: string;
}

export const LOGIN_LOG_ORDER_FIELDS = ['login_time', 'login_name', 'login_ip'] as const;
export const STAFF_LOG_ORDER_FIELDS = ['oper_date', 'login_name'] as const;
export const ORDER_LOG_ORDER_FIELDS = ['oper_date', 'order_no'] as const;
export const PD_LOG_ORDER_FIELDS = ['create_time', 'plan_no'] as const;
export const PD_LOG_NEW_ORDER_FIELDS = ['operation_time', 'plan_no'] as const;

/** Paging shared by every log list. */
type Paging = {
  curr_page?: number;
  page_count?: number;
  order?: string;
};

/** `param` of ShopLogs-getLoginLogs [API-LOG-02]. */
export type LoginLogParam = Paging & {
  start_date?: string;
  end_date?: string;
  user_id?: number | '';
  login_ip?: string;
  login_source?: number | '';
};

/** `param` of ShopLogs-list [API-LOG-04]. */
export type StaffLogParam = Paging & {
  start_date?: string;
  end_date?: string;
  user_id?: number | '';
};

/** `param` of ShopLogs-getOrdersLogs [API-LOG-03]. */
export type OrderLogParam = Paging & {
  open_dateL?: string;
  open_dateU?: string;
  oper_user_id?: number | '';
  order_no?: string;
  custom_order_no?: string;
  store_name?: string;
  cosignee_name?: string;
  cosignee_address?: string;
};

/** `param` of shopLogs-pdLogs [API-LOG-05] and, without opt_type and with times, pdLogsNew [API-LOG-06]. */
export type PdLogParam = Paging & {
  start_time?: string;
  end_time?: string;
  /** Comma list of operator user ids. */
  opt_ids?: string;
  plan_no?: string;
  order_no?: string;
  custom_order_no?: string;
  store_crm_id?: number | '';
  cosignee_name?: string;
  cosignee_address?: string;
  plan_remark?: string;
  opt_type?: number | '';
};

// ---- the lists' `param` documents, checked by the server as declared here ----

/** Optional text of at most `max` characters. */
const shortText = (max: number) => v.pipe(optText, v.check((s) => s === undefined || s.length <= max, problem('server.fieldType')));

export const loginLogSchema = paramObject({
  ...pagingEntries(LOG_PAGE_SIZE),
  start_date: optDay,
  end_date: optDay,
  user_id: optInt,
  login_ip: shortText(45),
  login_source: optChoice(LOGIN_SOURCES.map((s) => s.source_id)),
  order: orderEntry(LOGIN_LOG_ORDER_FIELDS, 'login_time desc'),
});

export const staffLogSchema = paramObject({
  ...pagingEntries(LOG_PAGE_SIZE),
  start_date: optDay,
  end_date: optDay,
  user_id: optInt,
  order: orderEntry(STAFF_LOG_ORDER_FIELDS, 'oper_date desc'),
});

export const orderLogSchema = paramObject({
  ...pagingEntries(LOG_PAGE_SIZE),
  open_dateL: optDay,
  open_dateU: optDay,
  oper_user_id: optInt,
  order_no: shortText(32),
  custom_order_no: shortText(40),
  store_name: shortText(60),
  cosignee_name: shortText(40),
  cosignee_address: shortText(100),
  order: orderEntry(ORDER_LOG_ORDER_FIELDS, 'oper_date desc'),
});

const OPT_IDS = /^\d{1,9}(,\d{1,9}){0,49}$/;

const planLogSchema = (fields: readonly [string, ...string[]], fallback: string, withType: boolean) =>
  paramObject({
    ...pagingEntries(LOG_PAGE_SIZE),
    // [LOGS-23] 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss': real days and times only.
    start_time: optDayOrTime,
    end_time: optDayOrTime,
    opt_ids: v.pipe(optText, v.check((s) => s === undefined || OPT_IDS.test(s), problem('server.fieldType'))),
    plan_no: shortText(32),
    order_no: shortText(32),
    custom_order_no: shortText(40),
    store_crm_id: optInt,
    cosignee_name: shortText(40),
    cosignee_address: shortText(100),
    plan_remark: shortText(100),
    opt_type: withType ? optChoice(Object.values(PD_OPERATION)) : v.optional(v.any()),
    order: orderEntry(fields, fallback as `${string} asc`),
  });

export const pdLogSchema = planLogSchema(PD_LOG_ORDER_FIELDS, 'create_time desc', true);
export const pdLogNewSchema = planLogSchema(PD_LOG_NEW_ORDER_FIELDS, 'operation_time desc', false);

/** Most staff-log rows one delete may name. */
export const LOG_DELETE_MAX = 500;

/** [API-LOG-01] */
export const AjaxLoginLogs = post<NoFields, { data: { source_id: number; source_ch_name: string }[] }>('/ShopLogs-ajaxLoginLogs');
/** [API-LOG-02] */
export const GetLoginLogs = post('/ShopLogs-getLoginLogs', {
  fields: { param: json(loginLogSchema, { required: false }) },
  reply: replyOf<{ logs: LoginLogRow[]; logsCnt: number }>(),
  pageSize: LOG_PAGE_SIZE,
});
/** [API-LOG-03] */
export const GetOrdersLogs = post('/ShopLogs-getOrdersLogs', {
  fields: { param: json(orderLogSchema, { required: false }) },
  reply: replyOf<{ data: OrderLogRow[]; count: number }>(),
  pageSize: LOG_PAGE_SIZE,
});
/** [API-LOG-04] */
export const StaffLogsList = post('/ShopLogs-list', {
  fields: { param: json(staffLogSchema, { required: false }) },
  reply: replyOf<{ logs: StaffLogRow[]; logsCnt: number }>(),
  pageSize: LOG_PAGE_SIZE,
});
/** [API-LOG-05] */
export const PdLogs = post('/shopLogs-pdLogs', {
  fields: { param: json(pdLogSchema, { required: false }) },
  reply: replyOf<{ data: PdLogRow[]; count: number }>(),
  pageSize: LOG_PAGE_SIZE,
});
/** [API-LOG-06] */
export const PdLogsNew = post('/shopLogs-pdLogsNew', {
  fields: { param: json(pdLogNewSchema, { required: false }) },
  reply: replyOf<{ data: PdLogNewRow[]; count: number }>(),
  pageSize: LOG_PAGE_SIZE,
});
/** [API-LOG-07]: deletes these staff-log rows; answers how many went. */
export const DelLogs = post('/ShopLogs-delLogs', { fields: { logsID: json(idList(LOG_DELETE_MAX)) }, reply: replyOf<{ deleted: number }>() });
/** [API-LOG-08]: deletes the shop's staff-log rows of the day range (all when absent); answers how many went. */
export const ClearLogs = post('/ShopLogs-clearLogs', {
  fields: { start_date: text({ max: 10 }), end_date: text({ max: 10 }) },
  reply: replyOf<{ deleted: number }>(),
});

/** What ShopLogs-export exports: a log list's kind, with that list's `param` (paging ignored). */
export const LOG_EXPORT_KINDS = ['login', 'staff', 'order', 'pdNew', 'pdOld'] as const;
export type LogExportKind = (typeof LOG_EXPORT_KINDS)[number];
/** Most rows one export writes. */
export const LOG_EXPORT_MAX_ROWS = 500_000;
/** Exports the rows of a log list's filter as an .xlsx file (streamed); written to the staff log. */
export const ExportLogs = get<{ kind: LogExportKind; param?: object }>('/ShopLogs-export');
