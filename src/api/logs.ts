/**
 * Log management (src/common/logs.ts; server/routes/overall/staff/logs.ts). Lists use the default instance, so a
 * refusal shows in the '错误信息' dialog.
 */
import {
  AjaxLoginLogs,
  ClearLogs,
  DelLogs,
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
import { saveBlob } from './saveBlob';

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
/**
 * Exports the rows of a log list's filter as an .xlsx file and saves it; through the shared client,
 * so an ended session shows the login confirmation. Resolves to the file's name.
 */
export async function exportLogs(kind: LogExportKind, param: object): Promise<string> {
  const { blob, fileName } = await api.download('/ShopLogs-export', { kind, param: JSON.stringify(param) });
  const name = fileName ?? `logs-${kind}.xlsx`;
  saveBlob(blob, name);
  return name;
}
