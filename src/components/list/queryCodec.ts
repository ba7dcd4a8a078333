/**
 * How a list's query lives in the hash URL's search part (`#/invoice/list?page=2&order=amount+asc&
 * state=1`): a small codec per page maps its filter fields to URL parameters. Reading is defensive:
 * a missing or malformed value falls back to the field's default, never to an error, because URLs
 * are typed, shared and kept in bookmarks. Values equal to their default are left out of the URL.
 */
import { yuanToFen } from '../../common/money';
import { MAX_PAGE, parseOrder } from '../../common/params';
import { isBillMonth, isDay } from '../../common/time';

/** One filter field as a URL parameter. */
export interface FilterParam<V> {
  /** The parameter's name in the URL. */
  name: string;
  /** The value of the parameter's text, or undefined when it is malformed. */
  parse: (raw: string) => V | undefined;
  format: (value: V) => string;
}

/** The URL parameter of every field of the filters F (optional fields included). */
export type FilterParams<F> = { [K in keyof F]-?: FilterParam<NonNullable<F[K]>> };

export interface FilterCodec<F> {
  /** The filters of a URL without any. */
  defaults: F;
  /** The URL parameters the filters use. */
  names: readonly string[];
  read: (search: URLSearchParams) => F;
  /** Sets the filters' parameters on `search` (defaults and empty values removed). */
  write: (filters: F, search: URLSearchParams) => void;
}

/** A codec from the filters' defaults and one URL parameter per field. */
export function filterCodec<F extends object>(defaults: F, params: FilterParams<F>): FilterCodec<F> {
  const keys = Object.keys(params) as (keyof F)[];
  const paramOf = (key: keyof F) => params[key] as FilterParam<unknown>;
  return {
    defaults,
    names: keys.map((k) => paramOf(k).name),
    read(search) {
      const filters = { ...defaults };
      for (const key of keys) {
        const raw = search.get(paramOf(key).name);
        const value = raw === null ? undefined : paramOf(key).parse(raw.trim());
        if (value !== undefined) filters[key] = value as F[keyof F];
      }
      return filters;
    },
    write(filters, search) {
      for (const key of keys) {
        const { name, format } = paramOf(key);
        const value = filters[key];
        if (value === undefined || value === null || Object.is(value, defaults[key])) search.delete(name);
        else search.set(name, format(value));
      }
    },
  };
}

// ---- field parameters ----

/** A yuan amount (not negative, at most 2 decimals), as a number. */
export const amountParam = (name: string): FilterParam<number> => ({
  name,
  parse: (raw) => {
    const fen = yuanToFen(raw);
    return fen === null ? undefined : fen / 100;
  },
  format: (yuan) => yuan.toFixed(2),
});

/** A calendar day 'YYYY-MM-DD'. */
export const dayParam = (name: string): FilterParam<string> => ({ name, parse: (raw) => (isDay(raw) ? raw : undefined), format: (day) => day });

/** A month 'YYYY-MM'. */
export const monthParam = (name: string): FilterParam<string> => ({ name, parse: (raw) => (isBillMonth(raw) ? raw : undefined), format: (month) => month });

/** Free text (a keyword), at most `max` characters. */
export const textParam = (name: string, max = 40): FilterParam<string> => ({ name, parse: (raw) => raw.slice(0, max), format: (text) => text });

/** A whole number from 0 (an id). */
export const idParam = (name: string): FilterParam<number> => ({ name, parse: (raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined), format: String });

/** One of a few whole numbers (a state filter, say). */
export function choiceParam<const V extends number | string>(name: string, choices: readonly V[]): FilterParam<V> {
  return { name, parse: (raw) => choices.find((c) => String(c) === raw), format: String };
}

// ---- page and order ----

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'size';
export const ORDER_PARAM = 'order';

/** The page number of the URL: a whole number from 1 to MAX_PAGE, else 1. */
export function readPage(search: URLSearchParams): number {
  const raw = search.get(PAGE_PARAM)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The page size of the URL when it is one of `sizes`, else the list's default. */
export function readPageSize(search: URLSearchParams, defaultSize: number, sizes: readonly number[] | undefined): number {
  const raw = search.get(PAGE_SIZE_PARAM)?.trim() ?? '';
  return sizes?.find((size) => String(size) === raw) ?? defaultSize;
}

/** A list's sortable fields and its order when the URL names none (both 'field direction'). */
export interface SortSpec {
  fields: readonly string[];
  defaultOrder: string;
}

/** The order of the URL when it is 'field direction' with an allowed field, else the default. */
export function readOrder(search: URLSearchParams, sort: SortSpec | undefined): string {
  if (!sort) return '';
  const parsed = parseOrder(sort.fields, search.get(ORDER_PARAM) ?? '');
  return parsed ? `${parsed.field} ${parsed.direction}` : sort.defaultOrder;
}
