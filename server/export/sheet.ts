/**
 * Spreadsheet exports (exceljs): a sheet of named columns filled from rows that arrive in batches.
 * How the file is put together is the host's (AppDeps.sheetWriter): the Node host streams it
 * (server/export/nodeSheet.ts), so a 200,000-row export never holds the whole file in memory; the
 * browser demo builds it in memory, where exceljs's streaming writer does not run. exceljs is
 * loaded on the first export, not with the server: most processes never export.
 */
import type ExcelJS from 'exceljs';

export interface SheetColumn {
  key: string;
  header: string;
  /** In characters. */
  width: number;
  /** The number format of its cells: a date's ('yyyy-mm-dd hh:mm:ss'), an amount's. */
  numFmt?: string;
}

/** A cell: text, a number, or a date (a real Excel date, shown by its column's numFmt). */
export type SheetRow = Record<string, string | number | Date>;

/** The sheet's column definitions for exceljs: each with its header, width and number format. */
export const excelColumns = (columns: readonly SheetColumn[]) => columns.map((c) => ({ key: c.key, header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));

/** Writes `rows` under `columns` into an .xlsx file, delivered as a stream of its bytes. */
export type SheetWriter = (sheetName: string, columns: readonly SheetColumn[], rows: AsyncIterable<SheetRow[]>) => Promise<ReadableStream<Uint8Array>>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header row's look, the same in every export. */
export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F2F5' } };
}

/** The whole file in memory (the browser demo). */
export const memorySheetWriter: SheetWriter = async (sheetName, columns, rows) => {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = excelColumns(columns);
  styleHeader(sheet.getRow(1));
  for await (const batch of rows) sheet.addRows(batch);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
};
