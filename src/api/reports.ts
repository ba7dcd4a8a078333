/**
 * The report-template transfers (src/common/reports.ts): a template's file, and the edit of a
 * publication with its covers. The other calls go by their contracts.
 */
import { wireFields } from '../common/contract';
import { REPORT_COVER_FIELD, ReportMarketDownLoadFile, ReportMarketUpdate, type ReportTemplate } from '../common/reports';
import type { ApiReply } from '../common/api';
import { api } from './client';
import { sendForm, type UploadProgress } from './upload';

/** [API-RPT-07] Saves the template as '<report name>.mrt'. */
export const downloadReportFile = (report: Pick<ReportTemplate, 'report_id' | 'report_name'>) => api.download(ReportMarketDownLoadFile, { reportID: report.report_id }, { fileName: `${report.report_name}.mrt` });

/** [API-RPT-02] The edit as multipart, the covers as logos[] (none: the covers stay), with its progress. */
export function marketUpdate(fields: { reportID: number; reportName: string; reportDesc: string }, covers: readonly File[], onProgress?: UploadProgress) {
  const form = new FormData();
  for (const [key, value] of Object.entries(wireFields(fields))) form.append(key, value);
  for (const file of covers) form.append(REPORT_COVER_FIELD, file, file.name);
  return sendForm<ApiReply<{ reportInfo: ReportTemplate }>>(api, ReportMarketUpdate.path, form, onProgress);
}
