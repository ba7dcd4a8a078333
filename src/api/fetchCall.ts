/**
 * An /api call over fetch, silent like apiNoError (client.ts): for the login page, which ships
 * without axios and without antd's dialogs. Same wire format (wire.ts); the dialogs a silent call
 * still shows — the login confirmation on err_code 88888, '系统出错' on a network or HTTP failure
 * [API-13] — are loaded when needed (requestDialogs.ts).
 */
import { AJAX_HEADER, ErrCode, replyMessage, type ApiReply } from '../common/api';
import type { AnyEndpoint, FieldsArg, ReplyOf } from '../common/contract';
import { API_PREFIX, ApiFailure, FORM_CONTENT_TYPE, formText, isReply, localeHeaders, MalformedReply, REQUEST_TIMEOUT_MS } from './wire';

const dialogs = () => import(/* webpackChunkName: "request-dialogs" */ './requestDialogs');

async function send(endpoint: AnyEndpoint, fields: object): Promise<unknown> {
  const query = formText(fields);
  const get = endpoint.method === 'GET';
  const response = await fetch(`${API_PREFIX}${endpoint.path}${get && query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers: { [AJAX_HEADER.name]: AJAX_HEADER.value, ...localeHeaders(), ...(get ? {} : { 'Content-Type': FORM_CONTENT_TYPE }) },
    body: get ? undefined : query,
    credentials: 'same-origin',
    // As axios's timeout; browsers without AbortSignal.timeout wait as long as the network does.
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined,
  });
  if (!response.ok) throw new Error(`${endpoint.path}: HTTP ${response.status}`);
  // Text first: a body that is not JSON is a malformed reply, as with axios, not a network failure.
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls an endpoint of its contract: resolves to the reply when err_code is 0, else rejects with an ApiFailure. */
export async function fetchCall<E extends AnyEndpoint>(endpoint: E, ...[fields]: FieldsArg<E>): Promise<ApiReply<ReplyOf<E>>> {
  let body: unknown;
  try {
    body = await send(endpoint, fields ?? {});
  } catch (e) {
    void dialogs().then((d) => d.showSystemError());
    throw e;
  }
  if (!isReply(body)) {
    void dialogs().then((d) => d.showSystemError());
    throw new MalformedReply(`${endpoint.path}: not an API reply`);
  }
  if (body.err_code === ErrCode.OK) return body as ApiReply<ReplyOf<E>>;
  if (body.err_code === ErrCode.NOT_LOGGED_IN) void dialogs().then((d) => d.showLoginRequired());
  throw new ApiFailure(body.err_code, replyMessage(body), body);
}
