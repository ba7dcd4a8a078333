import { ErrCode } from '../../src/common/api';
import { formatText } from '../../src/locales/format';
import type { MessageId } from '../../src/locales/zh-CN';

/** An expected failure: answered as `{ err_code, err_msg }` with HTTP 200. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static of(code: number, id: MessageId, values?: Record<string, string | number>): ApiError {
    return new ApiError(code, formatText(id, values));
  }
}

export const badRequest = (id: MessageId, values?: Record<string, string | number>) => ApiError.of(ErrCode.BAD_REQUEST, id, values);
export const notFound = (what: string) => ApiError.of(ErrCode.NOT_FOUND, 'server.notFound', { what });
export const noRight = () => ApiError.of(ErrCode.NO_RIGHT, 'server.noRight');
export const notLoggedIn = () => ApiError.of(ErrCode.NOT_LOGGED_IN, 'server.notLoggedIn');
