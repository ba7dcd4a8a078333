/**
 * One contract per endpoint, shared by the pages, the server's route and the tests: its method, its
 * path under /api, the fields it takes (declared: src/common/fields.ts), the reply it gives and, for
 * a list, its page size. It is the client API: no per-endpoint function stands between.
 *
 *   // src/common/roles.ts
 *   export const NewGrp = post('/ShopStaff-newGrp', { fields: { grpName: text({ max: 200 }) }, reply: replyOf<{ grpID: number }>() });
 *   // a page                 api.call(NewGrp, { grpName }, { silent: true })  -> Promise<ApiReply<{ grpID }>>
 *   // server/routes/overall/staff/roles.ts route(NewGrp, { access, async handle(ctx) { ctx.fields.grpName ...; return { grpID } } })
 *   // tests                  client.call(NewGrp, { grpName: 'x' })  -> the same typed reply
 *
 * Fields are written as the handler means them: numbers, strings, and objects or arrays for the
 * JSON fields (`param`, `params`, `data` ...). On the wire a form field is text, and an object or
 * array travels as its JSON text (SPEC.md section 7); `wireFields` does that conversion for every
 * caller, so no caller stringifies by hand. The reply type is what the handler returns besides
 * err_code (the handler may also set err_msg, the toast text of a write).
 */

import type { FieldSpec } from './fields';

export type HttpMethod = 'GET' | 'POST';

/** A value a request field may take before it is put on the wire. */
export type FieldValue = string | number | boolean | null | undefined | readonly unknown[] | object;

export interface Endpoint<Fields extends object = object, Reply extends object = object> {
  readonly method: HttpMethod;
  /** Path under /api, e.g. '/ShopStaff-newGrp'. */
  readonly path: `/${string}`;
  /** Never set: carries the field and reply types to the three sides. */
  readonly types?: { fields: Fields; reply: Reply };
  /**
   * The fields' schemas (src/common/fields.ts), where the contract declares them: the server parses
   * the request by them before the handler runs, the forms may check by them, and the field type
   * is inferred from them.
   */
  readonly fields?: FieldSchemas;
  /** The page size of a list endpoint, where it has one: the page asks for it, the server's default. */
  readonly pageSize?: number;
}

/** An endpoint's declared fields by name (src/common/fields.ts: `text`, `int`, `json`). */
// `any`: a record of specs of every field type; what CallerFields and HandlerFields extract is exact.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldSchemas = Readonly<Record<string, FieldSpec<any, any>>>;

type InOf<F> = F extends FieldSpec<infer In, unknown> ? In : never;
type OutOf<F> = F extends FieldSpec<unknown, infer Out> ? Out : never;

/** Carries a reply type in a declaration: `reply: replyOf<{ grpID: number }>()`. */
export interface ReplyType<R extends object> {
  readonly reply?: R;
}
export const replyOf = <R extends object>(): ReplyType<R> => ({});

/** What a caller passes: the fields whose schema accepts undefined are optional. */
type OptionalKeys<S extends FieldSchemas> = { [K in keyof S]: undefined extends InOf<S[K]> ? K : never }[keyof S];
export type CallerFields<S extends FieldSchemas> = { [K in Exclude<keyof S, OptionalKeys<S>>]: InOf<S[K]> } & { [K in OptionalKeys<S>]?: InOf<S[K]> };
/** What the handler gets: each field read by its declaration. */
export type HandlerFields<S extends FieldSchemas> = { [K in keyof S]: OutOf<S[K]> };

export interface Declaration<S extends FieldSchemas, R extends object, P extends number | undefined = undefined> {
  fields?: S;
  reply?: ReplyType<R>;
  pageSize?: P;
}

/** An endpoint declared with its field schemas. */
export interface DeclaredEndpoint<S extends FieldSchemas, R extends object, P extends number | undefined = undefined> extends Endpoint<CallerFields<S>, R> {
  readonly fields: S;
  /** The declared page size (a number where the declaration gives one), for the page and the server alike. */
  readonly pageSize: P;
}

/** An endpoint that takes no fields. */
export type NoFields = Record<never, never>;

/**
 * A POST endpoint: `post<Fields, Reply>('/path')`, or declared with its schemas:
 * `post('/path', { fields: { grpName: text({ required: true, max: 200 }) }, reply: replyOf<{ grpID: number }>() })`.
 */
export function post<Fields extends object = NoFields, Reply extends object = NoFields>(path: `/${string}`): Endpoint<Fields, Reply>;
export function post<const S extends FieldSchemas, Reply extends object = NoFields, const P extends number | undefined = undefined>(
  path: `/${string}`,
  declared: Declaration<S, Reply, P>,
): DeclaredEndpoint<S, Reply, P>;
export function post(path: `/${string}`, declared?: Declaration<FieldSchemas, object>): Endpoint {
  return endpointOf('POST', path, declared);
}

/** A GET endpoint, written as `post`. */
export function get<Fields extends object = NoFields, Reply extends object = NoFields>(path: `/${string}`): Endpoint<Fields, Reply>;
export function get<const S extends FieldSchemas, Reply extends object = NoFields, const P extends number | undefined = undefined>(
  path: `/${string}`,
  declared: Declaration<S, Reply, P>,
): DeclaredEndpoint<S, Reply, P>;
export function get(path: `/${string}`, declared?: Declaration<FieldSchemas, object>): Endpoint {
  return endpointOf('GET', path, declared);
}

function endpointOf(method: HttpMethod, path: `/${string}`, declared?: Declaration<FieldSchemas, object>): Endpoint {
  if (!declared) return { method, path };
  return { method, path, fields: declared.fields ?? {}, ...(declared.pageSize !== undefined && { pageSize: declared.pageSize }) };
}

// The `any`s only let these match every endpoint; what they extract is exact.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type FieldsOf<E> = E extends Endpoint<infer F, any> ? F : never;
export type ReplyOf<E> = E extends Endpoint<any, infer R> ? R : never;
export type AnyEndpoint = Endpoint<any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** An endpoint's fields as call arguments: optional when it takes none, or only optional ones. */
export type FieldsArg<E> = NoFields extends FieldsOf<E> ? [fields?: FieldsOf<E>] : [fields: FieldsOf<E>];

/** What a handler of `E` returns: its reply, and optionally the toast text of a write. */
export type HandlerReply<E> = ReplyOf<E> & { err_msg?: string };

/**
 * The form fields of a request as text: numbers and booleans as their text, objects and arrays as
 * JSON, absent values left out.
 */
export function wireFields(fields: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fields) return out;
  for (const [key, value] of Object.entries(fields) as [string, FieldValue][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') out[key] = JSON.stringify(value);
    else if (typeof value === 'boolean') out[key] = value ? '1' : '0';
    else out[key] = String(value);
  }
  return out;
}
