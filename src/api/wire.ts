/**
 * The wire format of an /api call, the same over axios (client.ts) and over fetch (fetchCall.ts):
 * the prefix, the headers, form-encoded fields, and what a reply means.
 */
import { API_PREFIX, LOCALE_HEADER, type ApiReplyBase } from '../common/api';
import { wireFields } from '../common/contract';
import { activeLocale } from '../app/activeIntl';

export { API_PREFIX };
export const REQUEST_TIMEOUT_MS = 60_000;

/** A reply with a non-zero err_code. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly code: number,
    message: string,
    readonly reply: ApiReplyBase,
  ) {
    super(message);
  }
}

/** A reply that is not the `{ err_code, ... }` JSON of an /api call (a proxy's error page, say). */
export class MalformedReply extends Error {
  override readonly name = 'MalformedReply';
}

export function isReply(body: unknown): body is ApiReplyBase {
  return typeof body === 'object' && body !== null && typeof (body as { err_code?: unknown }).err_code === 'number';
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** The page's language for the server, read at each call: the language may change on the page. */
export const localeHeaders = (): Record<string, string> => ({ [LOCALE_HEADER]: activeLocale() });

/**
 * Fields as form or query text: each field as `wireFields` writes it (numbers and booleans as text,
 * objects and arrays as JSON, absent values left out), the whole percent-encoded by URLSearchParams.
 */
export const formText = (fields: object): string => new URLSearchParams(wireFields(fields)).toString();
