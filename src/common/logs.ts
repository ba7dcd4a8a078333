/**
 * Contracts of the log calls (SPEC.md section 7 "Logs"; REQUIREMENTS LOGS, API-LOG) and the rows
 * they carry. Times travel as 'YYYY-MM-DD HH:mm:ss' (China time); filters name days 'YYYY-MM-DD'.
 */
import { get, post, type NoFields } from './contract';
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
interface Paging {
  curr_page?: number;
  page_count?: number;
  order?: string;
}

/** `param` of ShopLogs-getLoginLogs [API-LOG-02]. */
export interface LoginLogParam extends Paging {
  start_date?: string;
  end_date?: string;
  user_id?: number | '';
  login_ip?: string;
  login_source?: number | '';
}

/** `param` of ShopLogs-list [API-LOG-04]. */
export interface StaffLogParam extends Paging {
  start_date?: string;
  end_date?: string;
  user_id?: number | '';
}

/** `param` of ShopLogs-getOrdersLogs [API-LOG-03]. */
export interface OrderLogParam extends Paging {
  open_dateL?: string;
  open_dateU?: string;
  oper_user_id?: number | '';
  order_no?: string;
  custom_order_no?: string;
  store_name?: string;
  cosignee_name?: string;
  cosignee_address?: string;
}

/** `param` of shopLogs-pdLogs [API-LOG-05] and, without opt_type and with times, pdLogsNew [API-LOG-06]. */
export interface PdLogParam extends Paging {
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
}

/** [API-LOG-01] */
export const AjaxLoginLogs = post<NoFields, { data: { source_id: number; source_ch_name: string }[] }>('/ShopLogs-ajaxLoginLogs');
/** [API-LOG-02] */
export const GetLoginLogs = post<{ param?: LoginLogParam }, { logs: LoginLogRow[]; logsCnt: number }>('/ShopLogs-getLoginLogs');
/** [API-LOG-03] */
export const GetOrdersLogs = post<{ param?: OrderLogParam }, { data: OrderLogRow[]; count: number }>('/ShopLogs-getOrdersLogs');
/** [API-LOG-04] */
export const StaffLogsList = post<{ param?: StaffLogParam }, { logs: StaffLogRow[]; logsCnt: number }>('/ShopLogs-list');
/** [API-LOG-05] */
export const PdLogs = post<{ param?: PdLogParam }, { data: PdLogRow[]; count: number }>('/shopLogs-pdLogs');
/** [API-LOG-06] */
export const PdLogsNew = post<{ param?: PdLogParam }, { data: PdLogNewRow[]; count: number }>('/shopLogs-pdLogsNew');
/** [API-LOG-07]: deletes these staff-log rows; answers how many went. */
export const DelLogs = post<{ logsID: readonly number[] }, { deleted: number }>('/ShopLogs-delLogs');
/** [API-LOG-08]: deletes the shop's staff-log rows of the day range (all when absent); answers how many went. */
export const ClearLogs = post<{ start_date?: string; end_date?: string }, { deleted: number }>('/ShopLogs-clearLogs');

/** What ShopLogs-export exports: a log list's kind, with that list's `param` (paging ignored). */
export const LOG_EXPORT_KINDS = ['login', 'staff', 'order', 'pdNew', 'pdOld'] as const;
export type LogExportKind = (typeof LOG_EXPORT_KINDS)[number];
/** Most rows one export writes. */
export const LOG_EXPORT_MAX_ROWS = 500_000;
/** Exports the rows of a log list's filter as an .xlsx file (streamed); written to the staff log. */
export const ExportLogs = get<{ kind: LogExportKind; param?: object }>('/ShopLogs-export');
