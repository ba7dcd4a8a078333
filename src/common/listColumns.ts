/**
 * One declaration per list column, shared by the page and the server: the field it shows, its title
 * (a message id, so the server can write it in the request's language), how it renders (its kind),
 * its width, its sort and its place on a phone's card. The page turns it into table columns and
 * cards (src/components/list/declare.tsx); an export, in the browser or on the server, takes its
 * sheet columns and cell values from the same list, so the file never drifts from the table.
 */
import type { Locale } from './messages/format';
import type { ServerMessageId } from './messages/zh-CN';

/** Where a column shows on a phone's card. */
export type CardSlot = 'title' | 'extra' | 'row' | 'note' | 'actions' | 'none';

/**
 * How a column renders and exports: text as is, a number, a yuan amount (two decimals), a day or a
 * time ('YYYY-MM-DD[ HH:mm:ss]', a real date in a sheet), a state (a tag named by `states`), a
 * person (an account, with the nickname beside it), or actions (never exported).
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'state' | 'person' | 'actions';

/** A column's title and state names are message ids: the server's (`Id` defaults to them) for a list the server exports, the page catalogue's for one only the page shows. */
export interface ColumnDecl<Row, Id extends string = ServerMessageId> {
  key: string;
  /** The row's field the column shows (absent: `text` or the page's render says what). */
  field?: keyof Row & string;
  title: Id;
  /** 'text' when not given. */
  kind?: ColumnKind;
  /** The least width in px on screen: room for the title and the usual content in both languages. */
  width: number;
  /** Sortable by this field of the list's `order` ('field direction'). */
  sortField?: string;
  card?: CardSlot;
  /** A person's nickname, shown after the account of `field` (kind 'person'). */
  nickField?: keyof Row & string;
  /** A state's name: the message id of each value of `field`. */
  states?: Readonly<Record<string | number, Id>>;
  /**
   * The cell as text in `locale` when it is not the field itself (the export, and the table unless
   * the page renders it); `t` gives a message of the column's catalogue in that language, so a
   * declaration the page loads need not bring the server's catalogue along.
   */
  text?: (row: Row, locale: Locale, t: TitleText<Id>) => string;
  /** A sheet column's width in characters (default: the screen width / 8). */
  sheetWidth?: number;
  /** Left out of an export (actions, or a column whose content the export spells out in others). */
  exported?: false;
  /** Only in an export: on screen another column shows it (an invoice's comments, under its number). */
  onScreen?: false;
  /** Left out of the table first where the columns would not fit the width it has; still on the phone's card. */
  optional?: true;
}

/** A list's columns, typed by its row: `declareColumns<InvoiceRow>([...])`. */
export const declareColumns = <Row, Id extends string = ServerMessageId>(columns: readonly ColumnDecl<Row, Id>[]): readonly ColumnDecl<Row, Id>[] => columns;

/** A message id's text in the language wanted (the server's `ctx.t`, the page's `useT()`). */
export type TitleText<Id extends string> = (id: Id) => string;

/** The number format of a sheet's date and time cells. */
export const SHEET_DATE_FORMAT = 'yyyy-mm-dd';
export const SHEET_DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const SHEET_MONEY_FORMAT = '#,##0.00';

/**
 * A 'YYYY-MM-DD[ HH:mm[:ss]]' text as a date for a sheet cell, or null when it is not one. Excel's
 * dates have no time zone: the clock time shown is kept by reading it as UTC (exceljs writes a date's
 * UTC fields), so the cell reads as the list did.
 */
export function sheetDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  return date.getUTCMonth() === Number(mo) - 1 ? date : null;
}

export type SheetValue = string | number | Date;

/** A column's cell as text or a number in `locale`: amounts and numbers as numbers, states and people by name. */
export function cellValue<Row, Id extends string>(column: ColumnDecl<Row, Id>, row: Row, locale: Locale, text: TitleText<Id>): string | number {
  if (column.text) return column.text(row, locale, text);
  const raw: unknown = column.field === undefined ? undefined : row[column.field];
  if (raw === undefined || raw === null) return '';
  switch (column.kind) {
    case 'money':
    case 'number': {
      const n = Number(raw);
      return raw !== '' && Number.isFinite(n) ? n : String(raw);
    }
    case 'person': {
      const nick = column.nickField === undefined ? '' : String(row[column.nickField] ?? '');
      return nick ? `${String(raw)}（${nick}）` : String(raw);
    }
    case 'state': {
      const id = column.states?.[raw as string | number];
      return id ? text(id) : String(raw);
    }
    default:
      return typeof raw === 'number' ? raw : String(raw);
  }
}

/** A column's cell for a sheet: `cellValue`, with days and times as real dates (shown by `sheetFormat`). */
export function sheetValue<Row, Id extends string>(column: ColumnDecl<Row, Id>, row: Row, locale: Locale, text: TitleText<Id>): SheetValue {
  const value = cellValue(column, row, locale, text);
  if ((column.kind === 'date' || column.kind === 'datetime') && typeof value === 'string') return sheetDate(value) ?? value;
  return value;
}

/** The number format of a column's cells in a sheet, if it needs one. */
export function sheetFormat(kind: ColumnKind | undefined): string | undefined {
  if (kind === 'date') return SHEET_DATE_FORMAT;
  if (kind === 'datetime') return SHEET_DATETIME_FORMAT;
  if (kind === 'money') return SHEET_MONEY_FORMAT;
  return undefined;
}

/** The columns an export writes, with their header (`text` of the title), width in characters and number format. */
export function sheetColumns<Row, Id extends string>(columns: readonly ColumnDecl<Row, Id>[], text: TitleText<Id>): { key: string; header: string; width: number; numFmt?: string }[] {
  return columns
    .filter((c) => c.exported !== false && c.kind !== 'actions')
    .map((c) => ({ key: c.key, header: text(c.title), width: c.sheetWidth ?? Math.round(c.width / 8), numFmt: sheetFormat(c.kind) }));
}
