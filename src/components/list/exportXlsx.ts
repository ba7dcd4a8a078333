/**
 * A list's rows as an .xlsx workbook in the browser, from the list's column declaration: the header
 * in the UI's language, days and times as real Excel dates (with a date format, so a sheet sorts and
 * filters them as dates), amounts as numbers. exceljs is loaded on the first export only: it is large
 * and most visits never export. Lists whose rows all sit on the server in large numbers (the logs)
 * export there instead, from the same declaration (server/routes/overall/staff/logs.ts).
 */
import { sheetColumns, sheetValue, type ColumnDecl, type TitleText } from '../../common/listColumns';
import type { Locale } from '../../common/messages/format';

/** The workbook's bytes: one sheet `sheetName` of `rows` under the exported columns of `columns`, titled by `text`. */
export async function xlsxOf<Row, Id extends string>(columns: readonly ColumnDecl<Row, Id>[], rows: readonly Row[], locale: Locale, text: TitleText<Id>, sheetName: string): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const shown = sheetColumns(columns, text);
  sheet.columns = shown.map((c) => ({ key: c.key, header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  const declared = columns.filter((c) => shown.some((s) => s.key === c.key));
  for (const row of rows) sheet.addRow(Object.fromEntries(declared.map((c) => [c.key, sheetValue(c, row, locale, text)])));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Saves `bytes` as the file `fileName` (the browser's download). */
export function saveXlsx(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
