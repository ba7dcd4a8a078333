/** Reply conventions of SPEC.md section 7: HTTP 200 with `{ err_code, err_msg, ... }`. */

export const ErrCode = {
  OK: 0,
  NOT_LOGGED_IN: 88888,
  BAD_REQUEST: 10001,
  LOGIN_FAILED: 10002,
  NO_RIGHT: 10003,
  NOT_FOUND: 10004,
  FORBIDDEN_ORIGIN: 10005,
  TOO_MANY_ATTEMPTS: 10006,
  PAYLOAD_TOO_LARGE: 10007,
  CONFLICT: 10008,
  /** The write met other writes at once too many times in a row; nothing was changed, it may be sent again. */
  BUSY: 10009,
  INTERNAL: 50000,
} as const;
export type ErrCodeValue = (typeof ErrCode)[keyof typeof ErrCode];

export interface ApiReplyBase {
  err_code: number;
  err_msg?: string;
  msg?: string;
}

export type ApiReply<T extends object = object> = ApiReplyBase & T;

/** The message of a reply: err_msg, or msg when err_msg is absent [API-06]. */
export function replyMessage(reply: ApiReplyBase): string {
  return reply.err_msg ?? reply.msg ?? '';
}

/** Where the API answers: every call's path starts with it. */
export const API_PREFIX = '/api';

/** The header every state-changing call must carry (CSRF defence, SPEC.md section 7 "ajax header"). */
export const AJAX_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

/** The request header carrying the language the page is shown in; it wins over Accept-Language. */
export const LOCALE_HEADER = 'X-Locale';

/**
 * The cookie holding the language a person chose on the page: the Node host sends the login page
 * already rendered in it (user.html or user.en-US.html), before any script could read the choice.
 */
export const LANGUAGE_COOKIE = 'erp_lang';

export const SESSION_COOKIE = 'erp_sid';
