/**
 * The Node host's sheet writer: exceljs's streaming workbook writer, each row committed as it is
 * added, its bytes flowing to the response as they are made (Node-only; the hosts import it).
 */
import { PassThrough, Readable } from 'node:stream';
import { excelColumns, styleHeader, type SheetWriter } from './sheet';

export const streamingSheetWriter: SheetWriter = async (sheetName, columns, rows) => {
  // Loaded on the first export, not at start-up (it is large, and most processes never export).
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = excelColumns(columns);
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const batch of rows) for (const row of batch) sheet.addRow(row).commit();
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
};
