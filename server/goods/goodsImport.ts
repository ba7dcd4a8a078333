/**
 * The goods import's reading and checking (ErpGoods-importGoods, server/routes/warehouse/goodsTransfer.ts):
 * the uploaded bytes judged to be an .xlsx workbook (a ZIP holding a workbook, the inflated size
 * bounded) before exceljs reads them; the first sheet's columns found by their headers; every row
 * made into the document saveGoods takes and checked by the same schema (src/common/goods.ts
 * goodsDataSchema), with the class and unit given by name, path or id, and the numbers checked
 * against each other and the shop's. The caller inserts nothing when any row has a problem.
 */
import * as v from 'valibot';
import { ErrCode } from '../../src/common/api';
import { GOODS_IMPORT_MAX_BYTES, GOODS_IMPORT_MAX_PROBLEMS, GOODS_IMPORT_MAX_ROWS, GOODS_KIND_LABEL, GOODS_KINDS, goodsDataSchema, GoodsState, type GoodsData, type GoodsImportProblem, type GoodsImportRefusal, type GoodsKindValue } from '../../src/common/goods';
import { GOODS_IMPORT_COLUMNS, GOODS_IMPORT_REQUIRED, type GoodsImportField } from '../../src/common/goodsColumns';
import { formatText, type TextValues } from '../../src/common/messages/format';
import { LOCALES } from '../../src/common/messages/locales';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { readProblem } from '../../src/common/params';
import type { Executor } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import type { AuthedCtx } from '../http/route';
import { classRows, goodsSettings, type ClassRow } from './catalogue';

// ---- the bytes ----

/** Most that the workbook's parts may inflate to: a sheet of GOODS_IMPORT_MAX_ROWS full rows is a few MB of XML. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * The names and inflated size of a ZIP's entries from its central directory, or null when the
 * bytes are not a ZIP. Read before any inflating, so a small file that would inflate to gigabytes
 * (a ZIP bomb) is refused by what it declares.
 */
function zipEntries(bytes: Uint8Array): { names: string[]; inflated: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22 || view.getUint32(0, true) !== 0x04034b50) return null;
  // The end-of-directory record is in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  let inflated = 0;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
    inflated += view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { names, inflated };
}

const notXlsx = (file: string) => badRequest('goods.import.notXlsx', { file });

/**
 * The uploaded file's bytes once they are an .xlsx workbook: judged by what they hold (a ZIP with
 * the parts of a spreadsheet), never by the name, so a text file renamed goods.xlsx is refused.
 */
export async function receiveWorkbook(ctx: AuthedCtx, field: string): Promise<{ name: string; bytes: Uint8Array }> {
  const file = ctx.input.file(field);
  if (!file) throw badRequest('goods.import.noFile');
  const name = (file.name || 'goods.xlsx').slice(-120);
  const tooLarge = badRequest('goods.import.tooLarge', { mb: GOODS_IMPORT_MAX_BYTES / 1024 / 1024 });
  if (file.size > GOODS_IMPORT_MAX_BYTES) throw tooLarge;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > GOODS_IMPORT_MAX_BYTES) throw tooLarge;
  const zip = zipEntries(bytes);
  if (!zip || !zip.names.includes('[Content_Types].xml') || !zip.names.includes('xl/workbook.xml') || zip.inflated > MAX_INFLATED_BYTES) throw notXlsx(name);
  return { name, bytes };
}

// ---- the sheet ----

/** A data row of the sheet: its row number and the text of each import column it has. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<GoodsImportField, string>>;
}

/**
 * A header as compared: no spaces, no asterisk of a required column, no case, and full-width
 * brackets as plain ones ('标价（元）' typed as '标价(元)' is the same column).
 */
const headerKey = (text: string) =>
  text
    .replace(/[\s*＊]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .toLowerCase();

/** Each import column's header in every language, as compared. */
const HEADERS = new Map<string, GoodsImportField>(GOODS_IMPORT_COLUMNS.flatMap((c) => LOCALES.map((locale) => [headerKey(formatText(c.title, {}, locale)), c.field] as const)));

/** The title of an import column in the request's language. */
export const columnTitle = (ctx: AuthedCtx, field: GoodsImportField) => ctx.t(GOODS_IMPORT_COLUMNS.find((c) => c.field === field)!.title);

/** The first sheet's rows under the import columns; blank rows are skipped. */
export async function readGoodsSheet(ctx: AuthedCtx, file: { name: string; bytes: Uint8Array }): Promise<SheetRow[]> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(file.bytes.slice().buffer);
  } catch {
    // A ZIP with the right names whose parts are not a workbook exceljs can read.
    throw notXlsx(file.name);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notXlsx(file.name);
  const columns = new Map<number, GoodsImportField>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = HEADERS.get(headerKey(cell.text ?? ''));
    if (field && ![...columns.values()].includes(field)) columns.set(col, field);
  });
  const missing = GOODS_IMPORT_REQUIRED.filter((f) => ![...columns.values()].includes(f));
  if (missing.length) throw badRequest('goods.import.missingColumns', { columns: missing.map((f) => columnTitle(ctx, f)) });
  const rows: SheetRow[] = [];
  sheet.eachRow((sheetRow, row) => {
    if (row === 1) return;
    const cells: SheetRow['cells'] = {};
    for (const [col, field] of columns) {
      const text = (sheetRow.getCell(col).text ?? '').trim();
      if (text) cells[field] = text;
    }
    if (Object.keys(cells).length) rows.push({ row, cells });
  });
  if (!rows.length) throw badRequest('goods.import.empty');
  if (rows.length > GOODS_IMPORT_MAX_ROWS) throw badRequest('goods.import.tooManyRows', { max: GOODS_IMPORT_MAX_ROWS, count: rows.length });
  return rows;
}

// ---- names, paths and ids ----

/** The names a kind or state is known by, in every language, as compared. */
const namesOf = (id: ServerMessageId) => LOCALES.map((locale) => headerKey(formatText(id, {}, locale)));

function kindOf(text: string): GoodsKindValue | null {
  const key = headerKey(text);
  return GOODS_KINDS.find((k) => key === String(k) || namesOf(GOODS_KIND_LABEL[k]).includes(key)) ?? null;
}

function stateOf(text: string): '' | '0' | '1' | null {
  const key = headerKey(text);
  if (!key) return '';
  if (key === '1' || namesOf('goods.state.onSale').includes(key)) return '1';
  if (key === '0' || namesOf('goods.state.stopped').includes(key)) return '0';
  return null;
}

type Resolved = { id: number } | { problem: ServerMessageId; values: TextValues };

/** A class by its name, its path from the top ('板材/颗粒板', '>' also separates) or its id. */
function classResolver(rows: readonly ClassRow[]) {
  const byId = new Map(rows.map((r) => [r.class_id, r]));
  const pathOf = (r: ClassRow): string[] => {
    const names = [r.class_name];
    for (let p = r.parent_id, depth = 0; p !== null && depth < rows.length; p = byId.get(p)?.parent_id ?? null, depth++) names.unshift(byId.get(p)?.class_name ?? '');
    return names;
  };
  const paths = rows.map((r) => ({ id: r.class_id, path: pathOf(r).map(headerKey) }));
  return (text: string): Resolved => {
    const parts = text.split(/[/>＞／]/).map(headerKey).filter(Boolean);
    // A path matches the end of a class's path: '颗粒板' and '板材/颗粒板' both find 板材 → 颗粒板.
    const found = paths.filter((p) => p.path.length >= parts.length && parts.every((part, i) => p.path[p.path.length - parts.length + i] === part));
    if (found.length === 1) return { id: found[0].id };
    if (found.length > 1) {
      const example = pathOf(byId.get(found[0].id)!).join('/');
      return { problem: 'goods.import.ambiguousClass', values: { count: found.length, name: text, example } };
    }
    if (/^\d{1,10}$/.test(text) && byId.has(Number(text))) return { id: Number(text) };
    return { problem: 'goods.import.unknownClass', values: { name: text } };
  };
}

/** A unit by its name or id; none given: the settings' default unit (saveGoods's rule). */
function unitResolver(units: readonly { unit_id: number; unit_name: string }[], defaultUnit: number) {
  return (text: string | undefined): Resolved | { id: undefined } => {
    if (!text) return { id: defaultUnit || undefined };
    const byName = units.find((u) => headerKey(u.unit_name) === headerKey(text));
    if (byName) return { id: byName.unit_id };
    if (/^\d{1,10}$/.test(text) && units.some((u) => u.unit_id === Number(text))) return { id: Number(text) };
    return { problem: 'goods.import.unknownUnit', values: { name: text } };
  };
}

// ---- the rows ----

/** The import column a field of saveGoods's document comes from. */
const columnOfField = (key: string): GoodsImportField => (key === 'class_id' ? 'class' : key === 'unit_id' ? 'unit' : (key as GoodsImportField));

/** A row checked: its document, or its problems. */
export interface CheckedRow {
  row: number;
  data: GoodsData;
}

/** What the shop's classes, units and settings resolve rows against (read in the import's transaction). */
async function resolvers(db: Executor, shopId: number) {
  const [classes, units, settings] = await Promise.all([classRows(db, shopId), db.selectFrom('units').select(['unit_id', 'unit_name']).where('shop_id', '=', shopId).execute(), goodsSettings(db, shopId)]);
  return { classOf: classResolver(classes), unitOf: unitResolver(units, settings.default_unit_id) };
}

/**
 * Every row as saveGoods's document, checked by its schema; the problems of every bad row in row
 * order, each named by its column's header in the request's language.
 */
export async function checkRows(ctx: AuthedCtx, db: Executor, rows: readonly SheetRow[]): Promise<{ checked: CheckedRow[]; problems: GoodsImportProblem[] }> {
  const { classOf, unitOf } = await resolvers(db, ctx.session.shop.shop_id);
  const checked: CheckedRow[] = [];
  const problems: GoodsImportProblem[] = [];
  for (const { row, cells } of rows) {
    const own: GoodsImportProblem[] = [];
    const say = (field: GoodsImportField, id: ServerMessageId, values: TextValues = {}) => own.push({ row, column: columnTitle(ctx, field), message: ctx.t(id, { ...values, field: columnTitle(ctx, field) }) });
    const cls = cells.class ? classOf(cells.class) : { id: 0 };
    if ('problem' in cls) say('class', cls.problem, cls.values);
    const unit = unitOf(cells.unit);
    if ('problem' in unit) say('unit', unit.problem, unit.values);
    const kind = kindOf(cells.kind ?? '');
    if (kind === null) say('kind', 'goods.import.badKind', { choices: GOODS_KINDS.map((k) => ctx.t(GOODS_KIND_LABEL[k])) });
    const state = stateOf(cells.state ?? '');
    if (state === null) say('state', 'goods.import.badState', { choices: [ctx.t('goods.state.onSale'), ctx.t('goods.state.stopped')] });
    // A cell already refused above goes to the schema as a valid stand-in, so it is named once.
    const doc = {
      ...cells,
      class: undefined,
      unit: undefined,
      class_id: 'id' in cls ? String(cls.id) : '1',
      unit_id: 'id' in unit && unit.id !== undefined ? String(unit.id) : '',
      kind: String(kind ?? GOODS_KINDS[0]),
      state: state ?? String(GoodsState.onSale),
    };
    const parsed = v.safeParse(goodsDataSchema, doc);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const field = columnOfField(v.getDotPath(issue) ?? '');
        const known = readProblem(issue.message);
        say(field, known?.id ?? 'server.fieldType', known?.values);
      }
    } else if (parsed.output.unit_id === undefined && !('problem' in unit)) say('unit', 'goods.rule.unitRequired');
    if (own.length) problems.push(...own);
    else if (parsed.success) checked.push({ row, data: parsed.output });
  }
  return { checked, problems };
}

/** The rows whose number another row of the file has, each naming the first row with it. */
export function duplicateNumbers(ctx: AuthedCtx, checked: readonly CheckedRow[]): GoodsImportProblem[] {
  const first = new Map<string, number>();
  const out: GoodsImportProblem[] = [];
  for (const { row, data } of checked) {
    if (!data.goods_no) continue;
    const seen = first.get(data.goods_no);
    if (seen === undefined) first.set(data.goods_no, row);
    else out.push({ row, column: columnTitle(ctx, 'goods_no'), message: ctx.t('goods.import.duplicateInFile', { no: data.goods_no, row: seen }) });
  }
  return out;
}

/** Rows whose number a goods item of the shop has already, naming it. */
export async function takenNumbers(ctx: AuthedCtx, db: Executor, checked: readonly CheckedRow[]): Promise<GoodsImportProblem[]> {
  const numbers = [...new Set(checked.map((c) => c.data.goods_no).filter(Boolean))];
  const holders = new Map<string, string>();
  // In slices: a list of bound values has a limit in both databases.
  for (let i = 0; i < numbers.length; i += 500) {
    const found = await db.selectFrom('goods').select(['goods_no', 'goods_name']).where('shop_id', '=', ctx.session.shop.shop_id).where('goods_no', 'in', numbers.slice(i, i + 500)).execute();
    for (const f of found) holders.set(f.goods_no, f.goods_name);
  }
  return checked.filter((c) => holders.has(c.data.goods_no)).map((c) => ({ row: c.row, column: columnTitle(ctx, 'goods_no'), message: ctx.t('goods.server.numberTaken', { no: c.data.goods_no, name: holders.get(c.data.goods_no)! }) }));
}

/** The refusal of an import with bad rows: nothing was imported; each problem listed in row order. */
export function refusal(ctx: AuthedCtx, problems: GoodsImportProblem[]): ApiError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const badRows = new Set(sorted.map((p) => p.row)).size;
  const extra: GoodsImportRefusal = { problems: sorted.slice(0, GOODS_IMPORT_MAX_PROBLEMS), bad_rows: badRows };
  return ApiError.of(ErrCode.BAD_REQUEST, 'goods.import.badRows', { count: badRows }, { ...extra });
}
