/**
 * The rows of the quick goods entry (/goods/fast) without React: what a row holds, when it is blank,
 * the document ErpGoods-saveGoods gets from it, its problems by the server's own rules
 * (goodsDataSchema of src/common/goods.ts, plus the unit the server requires when the shop has no
 * default unit and numbers unique within the grid), and a spreadsheet paste turned into rows.
 */
import * as v from 'valibot';
import { GOODS_KINDS, goodsDataSchema, type GoodsClassNode, type GoodsKindValue, type GoodsUnit } from '../../../common/goods';
import type { ServerMessageId } from '../../../common/messages/zh-CN';
import { toHalfWidth } from '../../../common/normalize';
import { readProblem } from '../../../common/params';

/** The grid's columns, in the order a spreadsheet's columns are pasted into them. */
export const FAST_FIELDS = ['goods_no', 'goods_name', 'class_id', 'unit_id', 'spec', 'kind', 'list_price', 'cost_price', 'barcode', 'min_stock'] as const;
export type FastField = (typeof FAST_FIELDS)[number];
/** The columns chosen from a list: a pasted name is looked up in it. */
export type ChoiceField = 'class_id' | 'unit_id' | 'kind';

/** One row as the form holds it (and as the draft keeps it). */
export interface FastRow {
  goods_no: string;
  goods_name: string;
  class_id?: number;
  unit_id?: number;
  spec: string;
  kind?: GoodsKindValue;
  list_price: string;
  cost_price: string;
  barcode: string;
  min_stock: string;
  /** A pasted name no class, unit or kind has: kept to show (nothing pasted is silently lost) until one is chosen. */
  unmatched?: Partial<Record<ChoiceField, string>>;
  /** Why the server refused this row's last save; cleared when the row is edited. */
  refused?: string;
}

export interface FastValues {
  rows: FastRow[];
}

/** How many empty rows the grid starts with, and how many "add rows" adds. */
export const START_ROWS = 5;
/** The most rows the grid holds: a longer paste is cut here and the cut said (a browser form of thousands of inputs crawls; the .xlsx import is for more). */
export const MAX_ROWS = 200;

export const blankRow = (): FastRow => ({ goods_no: '', goods_name: '', spec: '', list_price: '', cost_price: '', barcode: '', min_stock: '' });
export const blankRows = (n: number): FastRow[] => Array.from({ length: n }, blankRow);

/** Nothing typed or pasted in it: skipped by the save and by the checks. */
export function isBlank(row: FastRow | undefined): boolean {
  if (!row) return true;
  const typed = FAST_FIELDS.some((f) => {
    const value = row[f];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
  return !typed && !Object.values(row.unmatched ?? {}).some(Boolean);
}

/** The `data` of ErpGoods-saveGoods for a row: a new item, on sale; a blank number lets the server number it. */
export function dataOf(row: FastRow) {
  return {
    goods_no: row.goods_no.trim(),
    goods_name: row.goods_name.trim(),
    class_id: row.class_id ?? '',
    unit_id: row.unit_id ?? '',
    spec: row.spec.trim(),
    kind: row.kind ?? '',
    list_price: row.list_price.trim(),
    cost_price: row.cost_price.trim(),
    barcode: row.barcode.trim(),
    min_stock: row.min_stock.trim(),
  };
}

/** A problem of one cell: a message id (the server's or this page's) and its values. */
export interface CellProblem {
  id: ServerMessageId | 'goodsFast.rule.required' | 'goodsFast.rule.badValue' | 'goodsFast.rule.tooLong' | 'goodsFast.rule.duplicateNo' | 'goodsFast.rule.unmatched';
  values?: Record<string, string | number>;
}

/** What the rules need besides the row. */
export interface RowContext {
  /** The shop's default unit: without one a unit is required (as the server requires it). */
  hasDefaultUnit: boolean;
  /** Every row of the grid, for the duplicate numbers. */
  rows: readonly (FastRow | undefined)[];
}

/**
 * The server's wording of a missing or malformed field speaks of a request parameter ('缺少参数
 * {field}'); on a cell the same rule reads as a form's.
 */
const CELL_WORDING: Partial<Record<string, CellProblem['id']>> = {
  'server.fieldRequired': 'goodsFast.rule.required',
  'server.fieldType': 'goodsFast.rule.badValue',
  'server.fieldTooLong': 'goodsFast.rule.tooLong',
};

/** The first problem of each cell of row `index`; none for a blank row. */
export function rowProblems(index: number, ctx: RowContext): Partial<Record<FastField, CellProblem>> {
  const row = ctx.rows[index];
  if (!row || isBlank(row)) return {};
  const out: Partial<Record<FastField, CellProblem>> = {};
  const result = v.safeParse(goodsDataSchema, dataOf(row));
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) as FastField | null;
    if (!field || out[field]) continue;
    const known = readProblem(issue.message);
    const id = known ? (CELL_WORDING[known.id] ?? known.id) : 'goodsFast.rule.badValue';
    out[field] = { id, values: known?.values as Record<string, string | number> | undefined };
  }
  if (!out.unit_id && row.unit_id === undefined && !ctx.hasDefaultUnit) out.unit_id = { id: 'goods.rule.unitRequired' };
  for (const field of ['class_id', 'unit_id', 'kind'] as const) {
    const pasted = row.unmatched?.[field];
    if (pasted && row[field] === undefined) out[field] = { id: 'goodsFast.rule.unmatched', values: { text: pasted } };
  }
  const no = row.goods_no.trim();
  if (no && !out.goods_no) {
    const other = ctx.rows.findIndex((r, i) => i !== index && r !== undefined && r.goods_no.trim() === no);
    if (other >= 0) out.goods_no = { id: 'goodsFast.rule.duplicateNo', values: { row: other + 1 } };
  }
  return out;
}

// ---- pasting from a spreadsheet ----

/**
 * The cells of text copied from Excel or WPS: rows by line, cells by tab; a cell holding a tab, a
 * line break or a quote comes quoted ("a""b"). The empty line after the last row is dropped.
 */
export function parseSheetText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === '\t') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A paste is the grid's business (rather than the input's) when it holds more than one cell. */
export const isSheetPaste = (text: string): boolean => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

/** The names a pasted choice is looked up by. */
export interface Choices {
  classes: readonly GoodsClassNode[];
  units: readonly GoodsUnit[];
  /** Each kind's names, in every language (a sheet may be in either). */
  kindNames: Readonly<Record<GoodsKindValue, readonly string[]>>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every class with its path of names from the top ('板材/颗粒板'), in tree order. */
export function classPaths(nodes: readonly GoodsClassNode[], above: readonly string[] = []): { node: GoodsClassNode; path: string[] }[] {
  return nodes.flatMap((node) => {
    const path = [...above, node.class_name];
    return [{ node, path }, ...classPaths(node.children, path)];
  });
}

/** The class a pasted text names: its name, or its path ('板材/颗粒板', '板材 > 颗粒板'); the first in tree order when names repeat. */
export function findClass(classes: readonly GoodsClassNode[], text: string): number | undefined {
  const wanted = text.split(/\s*[/>＞／\\]\s*/).filter(Boolean);
  if (wanted.length === 0) return undefined;
  const hit = classPaths(classes).find(({ path }) => path.length >= wanted.length && wanted.every((name, i) => same(path[path.length - wanted.length + i], name)));
  return hit?.node.class_id;
}

/** The kind a pasted text names: its name in either language, or its number 1..4. */
export function findKind(kindNames: Choices['kindNames'], text: string): GoodsKindValue | undefined {
  const t = toHalfWidth(text).trim();
  if (/^[1-4]$/.test(t)) return Number(t) as GoodsKindValue;
  return GOODS_KINDS.find((kind) => kindNames[kind].some((name) => same(name, t)));
}

/** An amount as spreadsheets show it ('¥1,280.00', '１２８０') as the plain yuan the rules judge. */
const amountText = (text: string) => toHalfWidth(text).replace(/[\s,¥￥元]/g, '');
/** A count as spreadsheets show it ('1,000') as plain digits. */
const countText = (text: string) => toHalfWidth(text).replace(/[\s,]/g, '');

/** Puts one pasted cell into `row`'s `field`, looking chosen columns up by name. */
function putCell(row: FastRow, field: FastField, raw: string, choices: Choices): FastRow {
  const text = raw.trim();
  switch (field) {
    case 'class_id':
    case 'unit_id':
    case 'kind': {
      const found = field === 'class_id' ? findClass(choices.classes, text) : field === 'unit_id' ? choices.units.find((u) => same(u.unit_name, text))?.unit_id : findKind(choices.kindNames, text);
      const unmatched = { ...row.unmatched, [field]: found === undefined && text ? text : undefined };
      return { ...row, [field]: found, unmatched };
    }
    case 'list_price':
    case 'cost_price':
      return { ...row, [field]: amountText(text) };
    case 'min_stock':
      return { ...row, [field]: countText(text) };
    case 'barcode':
      return { ...row, [field]: toHalfWidth(text).replace(/\s/g, '') };
    case 'goods_no':
      return { ...row, [field]: toHalfWidth(text) };
    default:
      return { ...row, [field]: text };
  }
}

/** A first pasted line that is the grid's own heading (a sheet copied with its title row) is not goods. */
function isHeading(cells: readonly string[], headings: readonly (readonly string[])[]): boolean {
  return cells.length > 1 && headings.some((names) => cells.every((cell, i) => names[i] !== undefined && same(cell, names[i])));
}

export interface PasteResult {
  rows: FastRow[];
  /** Lines of the paste left out because the grid is full. */
  cut: number;
}

/**
 * The grid after `text` is pasted into row `row`, column `field`: each line fills a row from there
 * down (rows are added as needed, up to MAX_ROWS), each cell a column from there right; cells past
 * the last column are dropped. A pasted row's refusal is cleared: it was edited.
 */
export function pasteIntoRows(rows: readonly FastRow[], at: { row: number; field: FastField }, text: string, choices: Choices, headings: readonly (readonly string[])[] = []): PasteResult {
  let lines = parseSheetText(text);
  const startColumn = FAST_FIELDS.indexOf(at.field);
  if (lines.length > 0 && startColumn === 0 && isHeading(lines[0], headings)) lines = lines.slice(1);
  const room = Math.max(0, MAX_ROWS - at.row);
  const cut = Math.max(0, lines.length - room);
  const next = [...rows];
  lines.slice(0, room).forEach((cells, i) => {
    let row: FastRow = { ...(next[at.row + i] ?? blankRow()), refused: undefined };
    cells.slice(0, FAST_FIELDS.length - startColumn).forEach((cell, j) => {
      row = putCell(row, FAST_FIELDS[startColumn + j], cell, choices);
    });
    next[at.row + i] = row;
  });
  return { rows: next, cut };
}
