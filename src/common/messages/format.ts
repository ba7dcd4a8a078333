/**
 * The server's messages outside React: its replies, written in the language of the request, and
 * the staff log, which stores its zh-CN text and the messages themselves, to be shown in the
 * reader's language (server/logs/staffLogTexts.ts). It knows only the server's catalogue (zh-CN.ts,
 * en-US.ts here), never the pages'. A message is formatted
 * from `{name}` placeholders; a value may itself depend on the language (a nested message, a
 * right's name) or be a list, joined with the language's separator.
 */
import { serverEnUS } from './en-US';
import { LOCALES, type Locale } from './locales';
import { serverZhCN, type ServerMessageId } from './zh-CN';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The request header carrying the language the page is shown in (src/common/api.ts, where the browser takes it from). */
export { LOCALE_HEADER } from '../api';

const CATALOGUES: Record<Locale, Record<ServerMessageId, string>> = { 'zh-CN': serverZhCN, 'en-US': serverEnUS };

/** Text whose wording depends on the language. */
export type Localized = (locale: Locale) => string;
export type TextValue = string | number | Localized | readonly TextValue[];
export type TextValues = Readonly<Record<string, TextValue>>;

/** A value as text in `locale`: lists joined with the language's separator ('、' or ', '). */
export function valueText(value: TextValue, locale: Locale): string {
  if (typeof value === 'function') return value(locale);
  if (Array.isArray(value)) return (value as readonly TextValue[]).map((v) => valueText(v, locale)).join(CATALOGUES[locale]['common.listSeparator']);
  return String(value);
}

export function formatText(id: ServerMessageId, values: TextValues = {}, locale: Locale = DEFAULT_LOCALE): string {
  return CATALOGUES[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? valueText(values[name], locale) : whole));
}

/** A message to be written later in whichever language is asked for. */
export const localized =
  (id: ServerMessageId, values?: TextValues): Localized =>
  (locale) =>
    formatText(id, values, locale);

/** The first `max` items of a list, with '…' after them when there were more. */
export const truncatedList =
  (items: readonly TextValue[], max: number): Localized =>
  (locale) =>
    valueText(items.slice(0, max), locale) + (items.length > max ? '…' : '');

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** zh* is zh-CN, en* is en-US; other languages have no catalogue. */
function localeOfTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

/** The most preferred language of an Accept-Language header that has a catalogue, or null. */
export function localeOfAcceptLanguage(header: string): Locale | null {
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const locale = localeOfTag(range.tag);
    if (locale) return locale;
  }
  return null;
}

/** The language of a request: its X-Locale header when valid, else its Accept-Language, else zh-CN. */
export function requestLocale(localeHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const named = LOCALES.find((l) => l.toLowerCase() === localeHeader?.trim().toLowerCase());
  if (named) return named;
  return (acceptLanguage && localeOfAcceptLanguage(acceptLanguage)) || DEFAULT_LOCALE;
}
