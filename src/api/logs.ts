/** Log exports (src/common/logs.ts; server/routes/overall/staff/logs.ts); the lists are called through `api.call`. */
import { ExportLogs, type LogExportKind } from '../common/logs';
import { api } from './client';

/** Exports the rows of a log list's filter as an .xlsx file and saves it. Resolves to the file's name. */
export const exportLogs = async (kind: LogExportKind, param: object) => (await api.download(ExportLogs, { kind, param }, { fileName: `logs-${kind}.xlsx` })).fileName;
