import { ErrCode } from '../../src/common/api';
import { formatText, localized, type Locale, type TextValues } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';

/** A catalogue message with its values, written out only once the reply's language is known. */
export interface CatalogueText {
  id: ServerMessageId;
  values?: TextValues;
}

/**
 * An expected failure: answered as `{ err_code, err_msg, ...extra }` with HTTP 200, the message in
 * the language of the request. `message` is its zh-CN text (for logs).
 */
export class ApiError extends Error {
  /** The catalogue message; null for a plain text given as it is. */
  readonly text: CatalogueText | null;

  constructor(
    readonly code: number,
    message: string | CatalogueText,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : formatText(message.id, message.values));
    this.name = 'ApiError';
    this.text = typeof message === 'string' ? null : message;
  }

  static of(code: number, id: ServerMessageId, values?: TextValues, extra?: Record<string, unknown>): ApiError {
    return new ApiError(code, { id, values }, extra);
  }

  /** The reply's err_msg in `locale`. */
  messageIn(locale: Locale): string {
    return this.text ? formatText(this.text.id, this.text.values, locale) : this.message;
  }
}

export const badRequest = (id: ServerMessageId, values?: TextValues) => ApiError.of(ErrCode.BAD_REQUEST, id, values);

/** '{what} not found', or '{what} {ids} not found' when ids are given; `what` is a catalogue id (server.what.*, invoice.what.*). */
export const notFound = (what: ServerMessageId, ids?: readonly number[]) =>
  ids === undefined
    ? ApiError.of(ErrCode.NOT_FOUND, 'server.notFound', { what: localized(what) })
    : ApiError.of(ErrCode.NOT_FOUND, 'server.notFoundIds', { what: localized(what), ids: ids.join(',') });

export const noRight = () => ApiError.of(ErrCode.NO_RIGHT, 'server.noRight');
export const notLoggedIn = () => ApiError.of(ErrCode.NOT_LOGGED_IN, 'server.notLoggedIn');
