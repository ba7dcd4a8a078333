/**
 * The request layer of SPEC.md sections 7 and 8. Three axios instances:
 *   api         '/api' prefix; a non-zero err_code shows the '错误信息' dialog (5 s)
 *   apiNoError  '/api' prefix; silent on a non-zero err_code (the caller decides)
 *   apiLocal    no prefix (static files such as update.json); silent
 * All send the ajax header and the page's language (X-Locale, so the server answers in it); POST
 * bodies are form-encoded and queries written alike, by qs (formBody below). err_code 88888 (not logged in) shows the login confirmation and then
 * goes to the login page; a network or HTTP failure shows '系统出错' (not for apiLocal). A reply resolves to its parsed body; a non-zero err_code rejects with an
 * ApiFailure carrying the code and message. The wire format is wire.ts's, shared with the login
 * page's calls over fetch (fetchCall.ts), and so are the dialogs (requestDialogs.ts).
 */
import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
// stringify alone: qs's parser is not needed here (the browser build also replaces its side-channel, webpack.config.ts).
import stringify from 'qs/lib/stringify';
import { AJAX_HEADER, ErrCode, replyMessage, type ApiReply } from '../common/api';
import { wireFields, type AnyEndpoint, type FieldsOf, type NoFields, type ReplyOf } from '../common/contract';
import { saveBlob } from './saveBlob';
import { API_PREFIX, ApiFailure, FORM_CONTENT_TYPE, isReply, localeHeaders, MalformedReply, REQUEST_TIMEOUT_MS } from './wire';

// What the rest of the app takes from here.
export { API_PREFIX, ApiFailure, localeHeaders, MalformedReply };

/**
 * The dialogs (and antd's modal and message behind them), evaluated when first shown: the request
 * layer is part of a page's first tasks, they are not (bootstrap.tsx). Bundled with it all the same.
 */
const dialogs = () => import(/* webpackMode: "eager" */ './requestDialogs');
const showSystemError = () => void dialogs().then((d) => d.showSystemError());
const showLoginRequired = () => void dialogs().then((d) => d.showLoginRequired());
export const showErrorDialog = (code: number, message: string) => void dialogs().then((d) => d.showErrorDialog(code, message));

export type InstanceKind = 'default' | 'noError' | 'local';

// ---- instances ----

/** Half of a surrogate pair (an emoji cut by a paste) has no UTF-8 of its own. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Fields as form (or query) text, by qs: each field as `wireFields` writes it (numbers and booleans
 * as text, objects and arrays as JSON, absent values left out), so qs only meets flat text fields and
 * never nests a key. RFC 1738's form writes a space as '+', as URLSearchParams did and HTML forms do;
 * the server reads '+' as a space in bodies and queries alike. The login page's fetch client keeps
 * its URLSearchParams (wire.ts formText): the same fields, the same values once decoded.
 */
const formBody = (fields: object): string =>
  stringify(wireFields(fields), {
    format: 'RFC1738',
    // A lone surrogate travels as U+FFFD, as URLSearchParams writes it (qs would write bytes of no character).
    // (qs's own encoder takes the format too: RFC 1738 keeps '(' and ')' as they are.)
    encoder: (text: string, encode: (text: string, defaultEncoder?: unknown, charset?: string, kind?: string, format?: string) => string, charset: string, kind: string) =>
      encode(String(text).replace(LONE_SURROGATE, '\ufffd'), undefined, charset, kind, 'RFC1738'),
  });

function formEncode(data: unknown, headers: { setContentType(value: string): unknown }): unknown {
  if (data === undefined || data === null || typeof data === 'string') return data;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
  headers.setContentType(FORM_CONTENT_TYPE);
  return formBody(data);
}

function onReply(kind: InstanceKind, response: AxiosResponse<unknown>): AxiosResponse<unknown> {
  const body = response.data;
  if (!isReply(body)) {
    // A static file (apiLocal) need not be an /api reply.
    if (kind === 'local') return response;
    showSystemError();
    throw new MalformedReply(`${response.config.url ?? ''}: not an API reply`);
  }
  if (body.err_code === ErrCode.OK) return response;
  const message = replyMessage(body);
  if (body.err_code === ErrCode.NOT_LOGGED_IN) showLoginRequired();
  else if (kind === 'default') showErrorDialog(body.err_code, message);
  throw new ApiFailure(body.err_code, message, body);
}

/**
 * A file asked for as a blob: a refusal comes back as the usual JSON reply instead (in a blob), and
 * then takes the path of every reply (the login confirmation, '错误信息'); the file passes through.
 */
async function onBlobReply(kind: InstanceKind, response: AxiosResponse<unknown>): Promise<AxiosResponse<unknown>> {
  const blob = response.data;
  if (!(blob instanceof Blob) || !/json/i.test(blob.type)) return response;
  let body: unknown;
  try {
    body = JSON.parse(await blob.text());
  } catch {
    return response;
  }
  return isReply(body) && body.err_code !== ErrCode.OK ? onReply(kind, { ...response, data: body }) : response;
}

/** The file name of a Content-Disposition header (filename*=UTF-8'' first, then filename=), or null. */
export function fileNameOf(contentDisposition: string | null | undefined): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* malformed: try the plain name */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(contentDisposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

function onTransportError(kind: InstanceKind, error: AxiosError): never {
  if (kind !== 'local' && !axios.isCancel(error)) showSystemError();
  throw error;
}

export function createInstance(kind: InstanceKind): AxiosInstance {
  const instance = axios.create({
    baseURL: kind === 'local' ? '' : API_PREFIX,
    headers: { [AJAX_HEADER.name]: AJAX_HEADER.value },
    // Same-origin calls carry the session cookie without it.
    withCredentials: false,
    timeout: REQUEST_TIMEOUT_MS,
    paramsSerializer: { serialize: (params) => formBody(params) },
    transformRequest: [(data: unknown, headers) => formEncode(data, headers)],
  });
  instance.interceptors.request.use((config) => {
    config.headers.set(localeHeaders());
    return config;
  });
  instance.interceptors.response.use(
    (response) => (response.config.responseType === 'blob' ? onBlobReply(kind, response) : onReply(kind, response)),
    (error: AxiosError) => onTransportError(kind, error),
  );
  return instance;
}

/** How `download` ends. */
export interface DownloadOptions {
  /** The name when the server gives none (Content-Disposition); else the endpoint's path, '/Invoice-download' as 'Invoice-download'. */
  fileName?: string;
  /** Saves the file in the browser (the default); false only hands it back. */
  save?: boolean;
}

/** A downloaded file and the name it is (or would be) saved under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** How `call` goes. */
export interface CallOptions {
  /**
   * A refusal does not open the '错误信息' dialog: the page shows it where it belongs, or a read in
   * the background fails quietly (the noError instance). The login confirmation and '系统出错' still show.
   */
  silent?: boolean;
}

/** A call's arguments: the fields (optional when the endpoint takes none, or only optional ones), then its options. */
export type CallArgs<E> = NoFields extends FieldsOf<E> ? [fields?: FieldsOf<E>, options?: CallOptions] : [fields: FieldsOf<E>, options?: CallOptions];

export interface ApiClient {
  readonly instance: AxiosInstance;
  /** GET `path` with `params` in the query string; resolves to the reply body. */
  get<R>(path: string, params?: Record<string, unknown>): Promise<R>;
  /** POST `path` with `data` form-encoded (FormData goes as multipart); resolves to the reply body. */
  post<R>(path: string, data?: Record<string, unknown> | FormData): Promise<R>;
  /** Calls an endpoint of its contract (src/common/contract.ts): typed fields in, typed reply out. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiReply<ReplyOf<E>>>;
  /**
   * Downloads the file an endpoint answers: GET or POST as its contract says, the fields sent like
   * every call's, saved (unless told not to) under the name its Content-Disposition gives, else the
   * caller's. A JSON refusal fails like any call: the login confirmation, '错误信息', an ApiFailure.
   */
  download<E extends AnyEndpoint>(endpoint: E, fields: FieldsOf<E>, options?: DownloadOptions): Promise<DownloadedFile>;
}

const instances: Partial<Record<InstanceKind, AxiosInstance>> = {};
/** One axios instance per kind, made when first used. */
const instanceOf = (kind: InstanceKind): AxiosInstance => (instances[kind] ??= createInstance(kind));

function createClient(kind: InstanceKind): ApiClient {
  const instance = instanceOf(kind);
  return {
    instance,
    get: async <R>(path: string, params?: Record<string, unknown>) => (await instance.get<R>(path, { params })).data,
    post: async <R>(path: string, data?: Record<string, unknown> | FormData) => (await instance.post<R>(path, data)).data,
    async call<E extends AnyEndpoint>(endpoint: E, ...[fields, options]: CallArgs<E>) {
      const wire = wireFields(fields);
      const via = options?.silent && kind === 'default' ? instanceOf('noError') : instance;
      const response = endpoint.method === 'GET' ? await via.get<ApiReply<ReplyOf<E>>>(endpoint.path, { params: wire }) : await via.post<ApiReply<ReplyOf<E>>>(endpoint.path, wire);
      return response.data;
    },
    async download<E extends AnyEndpoint>(endpoint: E, fields: FieldsOf<E>, options: DownloadOptions = {}) {
      const wire = wireFields(fields);
      const response =
        endpoint.method === 'GET'
          ? await instance.get<Blob>(endpoint.path, { params: wire, responseType: 'blob' })
          : await instance.post<Blob>(endpoint.path, wire, { responseType: 'blob' });
      const fileName = fileNameOf(response.headers['content-disposition'] as string | undefined) ?? options.fileName ?? endpoint.path.slice(1);
      if (options.save !== false) saveBlob(response.data, fileName);
      return { blob: response.data, fileName };
    },
  };
}

export const api = createClient('default');
export const apiNoError = createClient('noError');
export const apiLocal = createClient('local');
