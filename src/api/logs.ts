/**
 * Log management (src/common/logs.ts; server/routes/overall/staff/logs.ts). Lists use the default instance, so a
 * refusal shows in the '错误信息' dialog.
 */
import {
  AjaxLoginLogs,
  ClearLogs,
  DelLogs,
  ExportLogs,
  GetLoginLogs,
  GetOrdersLogs,
  PdLogs,
  PdLogsNew,
  StaffLogsList,
  type LogExportKind,
  type LoginLogParam,
  type OrderLogParam,
  type PdLogParam,
  type StaffLogParam,
} from '../common/logs';
import { api } from './client';

/** [API-LOG-01] the login sources [LOGS-13]. */
export const ajaxLoginLogs = () => api.call(AjaxLoginLogs);
/** [API-LOG-02] */
export const getLoginLogs = (param: LoginLogParam) => api.call(GetLoginLogs, { param });
/** [API-LOG-03] */
export const getOrdersLogs = (param: OrderLogParam) => api.call(GetOrdersLogs, { param });
/** [API-LOG-04] */
export const staffLogs = (param: StaffLogParam) => api.call(StaffLogsList, { param });
/** [API-LOG-05] */
export const pdLogs = (param: PdLogParam) => api.call(PdLogs, { param });
/** [API-LOG-06] */
export const pdLogsNew = (param: PdLogParam) => api.call(PdLogsNew, { param });
/** [API-LOG-07] [LOGS-20] */
export const delLogs = (logsID: readonly number[]) => api.call(DelLogs, { logsID });
/** [API-LOG-08] [LOGS-21]: the staff-log rows of the day range. */
export const clearLogs = (range: { start_date?: string; end_date?: string }) => api.call(ClearLogs, range);
/** Exports the rows of a log list's filter as an .xlsx file and saves it. Resolves to the file's name. */
export const exportLogs = async (kind: LogExportKind, param: object) => (await api.download(ExportLogs, { kind, param }, { fileName: `logs-${kind}.xlsx` })).fileName;
