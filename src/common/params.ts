/**
 * Schemas (valibot: small and tree-shaken, so the forms may use them too) for the JSON fields of
 * requests (`param`, `params`, `data`), and the list parameters every paged list shares:
 * `curr_page`, `page_count` up to a server maximum, `order` as 'field direction' from an allow-list,
 * date, month and amount ranges.
 *
 * A failing check names a message id (and its values) rather than a text: the server turns the
 * first failure into the reply's message in the request's language, with the field's path
 * (`param.curr_page`) filled in. A failure without one of these (a wrong type, say) reads
 * '参数 {field} 格式不正确'.
 */
import * as v from 'valibot';
import { INT32_MAX, problem } from './problem';
import { yuanToFen } from './money';
import { normalizeNumber, type NumberKind } from './normalize';
import { isBillMonth, isDay, isDayOrTime } from './time';
import type { ServerMessageId } from './messages/zh-CN';
import { charLength } from './validation';

export { INT32_MAX, problem, readProblem, type Problem } from './problem';

// ---- scalar fields inside a JSON document ----

const scalar = v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())]));

const textOf = (x: string | number | null | undefined): string | undefined => {
  if (x === undefined || x === null) return undefined;
  const text = String(x).trim();
  return text === '' ? undefined : text;
};

/**
 * Optional text: a string (trimmed) or a finite number (as its text); absent, null and '' all read
 * as undefined, as the pages send empty filters.
 */
export const optText = v.pipe(v.optional(scalar), v.transform(textOf));

/**
 * Optional number text (a phone, tax number, bank account ...), normalized by its kind
 * (src/common/normalize.ts) before any check, so a grouped or full-width paste is judged, and
 * stored, as the number it stands for.
 */
export const optNumber = (kind: NumberKind) => v.pipe(optText, v.transform((s) => (s === undefined ? undefined : normalizeNumber(s, kind) || undefined)));

/**
 * A field of an edit that sends only what changed: absent is unchanged (undefined), while '' and
 * null are kept as '' — the field was cleared, which is a change, not nothing.
 */
export const editedText = v.pipe(v.optional(scalar), v.transform((x) => (x === undefined ? undefined : String(x ?? '').trim())));

/** editedText for a number field, normalized by its kind. */
export const editedNumber = (kind: NumberKind) => v.pipe(editedText, v.transform((s) => (s === undefined ? undefined : normalizeNumber(s, kind))));

/** Text with a fallback for absent, null or ''; the key is then always present in the output. */
export const textOr = (fallback: string) => v.pipe(v.optional(scalar, fallback), v.transform((x) => textOf(x) ?? fallback));

/** JSON document fields: text of at most `max` characters ('' when absent). */
export const boundedText = (max: number) =>
  v.pipe(
    textOr(''),
    v.check((s) => charLength(s) <= max, problem('server.fieldTooLong', { max })),
  );

/** An id of a row the document names: absent, 0 or '' reads as undefined. */
export const optId = v.pipe(
  textOr(''),
  v.check((s) => s === '' || (/^\d{1,10}$/.test(s) && Number(s) <= INT32_MAX), problem('server.fieldType')),
  v.transform((s) => (s === '' || Number(s) === 0 ? undefined : Number(s))),
);

/** A required id: refused with `message` when absent or 0. */
export const requiredId = (message: ServerMessageId) =>
  v.pipe(
    optId,
    v.check((n) => n !== undefined, problem(message)),
    v.transform((n) => n as number),
  );

const INT_TEXT = /^-?\d{1,15}$/;

/** Optional whole number, given as a number or as its text; it fits a 32-bit integer column. */
export const optInt = v.pipe(
  optText,
  v.check((s) => s === undefined || (INT_TEXT.test(s) && Math.abs(Number(s)) <= 2_147_483_647), problem('server.fieldType')),
  v.transform((s) => (s === undefined ? undefined : Number(s))),
);

/** A required whole number from `min` to `max`. */
export const intIn = (min: number, max: number) =>
  v.pipe(
    textOr(''),
    v.check((s) => s !== '', problem('server.fieldRequired')),
    v.check((s) => INT_TEXT.test(s), problem('server.fieldType')),
    v.transform(Number),
    v.check((n) => n >= min && n <= max, problem('server.fieldType')),
  );

/** Optional amount in yuan (at most 2 decimals, not negative), as fen. */
export const optAmount = v.pipe(
  optText,
  v.transform((s) => (s === undefined ? undefined : yuanToFen(s))),
  v.check((fen) => fen !== null, problem('param.badAmount')),
  v.transform((fen) => fen ?? undefined),
);

/** Optional day 'YYYY-MM-DD'. */
export const optDay = v.pipe(
  optText,
  v.check((s) => s === undefined || isDay(s), problem('param.badDay')),
);

/** Optional real day or instant, 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'. */
export const optDayOrTime = v.pipe(
  optText,
  v.check((s) => s === undefined || isDayOrTime(s), problem('param.badDay')),
);

/** Optional month 'YYYY-MM'. */
export const optMonth = v.pipe(
  optText,
  v.check((s) => s === undefined || isBillMonth(s), problem('param.badMonth')),
);

/** Optional choice among `choices` (given as number or text); `all` (e.g. 0 = every state) reads as undefined. */
export function optChoice<const C extends number>(choices: readonly C[], all?: number) {
  return v.pipe(
    optInt,
    v.check((n) => n === undefined || n === all || choices.some((c) => c === n), problem('param.badChoice', { choices: [all, ...choices].filter((c) => c !== undefined) })),
    v.transform((n) => (n === undefined || n === all ? undefined : (n as C))),
  );
}

/** A list of ids (numbers or their digits), at most `maxItems`. */
export const idList = (maxItems: number) =>
  v.pipe(
    v.array(
      v.pipe(
        v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
        v.maxValue(INT32_MAX, problem('server.fieldType')),
      ),
    ),
    v.maxLength(maxItems, problem('param.tooMany', { max: maxItems })),
  );

/** An id list a request may leave out (read as null). */
export const optIdList = (maxItems: number) => v.nullable(idList(maxItems));

// ---- paging and order ----

/** Beyond this page nobody is paging by hand; refusing it keeps OFFSET bounded. */
export const MAX_PAGE = 100_000;
/** Largest page the list calls accept; the pages ask for 20 (SPEC.md section 9). */
export const MAX_PAGE_COUNT = 100;

/** `curr_page` (default 1) and `page_count` (default `defaultSize`, at most MAX_PAGE_COUNT). */
export function pagingEntries(defaultSize: number) {
  const bounded = (fallback: number, max: number) =>
    v.pipe(
      textOr(String(fallback)),
      v.check((s) => INT_TEXT.test(s), problem('server.fieldType')),
      v.transform(Number),
      v.check((n) => n >= 1 && n <= max, problem('param.badPage', { max })),
    );
  return { curr_page: bounded(1, MAX_PAGE), page_count: bounded(defaultSize, MAX_PAGE_COUNT) };
}

export type OrderDirection = 'asc' | 'desc';

export interface ListOrder<F extends string> {
  field: F;
  direction: OrderDirection;
}

/** 'field direction' with field one of `fields`, or null. */
export function parseOrder<const F extends string>(fields: readonly F[], order: string): ListOrder<F> | null {
  const m = /^\s*(\w+)\s+(asc|desc)\s*$/i.exec(order);
  if (!m) return null;
  const field = fields.find((f) => f === m[1]);
  return field ? { field, direction: m[2].toLowerCase() as OrderDirection } : null;
}

/** `order` as 'field direction' from an allow-list; absent: `fallback`. */
export function orderEntry<const F extends string>(fields: readonly F[], fallback: `${F} ${OrderDirection}`) {
  return v.pipe(
    textOr(fallback),
    v.check((s) => parseOrder(fields, s) !== null, (issue) => problem('param.badOrder', { order: String(issue.input).slice(0, 60), fields })),
    v.transform((s) => parseOrder(fields, s) as ListOrder<F>),
  );
}

/** A JSON object (not an array) with these entries; unknown keys are dropped. */
export function jsonObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), problem('server.fieldType')),
    v.object(entries),
  );
}

/** A JSON object field that may be absent, '' or null (read as {}). */
export function paramObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.nullable(v.custom<Record<string, unknown>>((x) => typeof x === 'object' && !Array.isArray(x), problem('server.fieldType'))),
    v.transform((o) => o ?? {}),
    v.object(entries),
  );
}
