/**
 * One contract per endpoint, shared by the browser's typed API functions, the server's route and
 * the tests: its method, its path under /api, the fields it takes and the reply it gives.
 *
 *   // src/common/roles.ts
 *   export const NewGrp = post<{ grpName: string }, { grpID: number }>('/ShopStaff-newGrp');
 *   // src/api/roles.ts       apiNoError.call(NewGrp, { grpName })   -> Promise<ApiReply<{ grpID }>>
 *   // server/routes/overall/staff/roles.ts route(NewGrp, { access, async handle(ctx) { return { grpID } } })
 *   // tests                  client.call(NewGrp, { grpName: 'x' })  -> the same typed reply
 *
 * Fields are written as the handler means them: numbers, strings, and objects or arrays for the
 * JSON fields (`param`, `params`, `data` ...). On the wire a form field is text, and an object or
 * array travels as its JSON text (SPEC.md section 7); `wireFields` does that conversion for every
 * caller, so no caller stringifies by hand. The reply type is what the handler returns besides
 * err_code (the handler may also set err_msg, the toast text of a write).
 */

export type HttpMethod = 'GET' | 'POST';

/** A value a request field may take before it is put on the wire. */
export type FieldValue = string | number | boolean | null | undefined | readonly unknown[] | object;

export interface Endpoint<Fields extends object = object, Reply extends object = object> {
  readonly method: HttpMethod;
  /** Path under /api, e.g. '/ShopStaff-newGrp'. */
  readonly path: `/${string}`;
  /** Never set: carries the field and reply types to the three sides. */
  readonly types?: { fields: Fields; reply: Reply };
}

/** An endpoint that takes no fields. */
export type NoFields = Record<never, never>;

export const post = <Fields extends object = NoFields, Reply extends object = NoFields>(path: `/${string}`): Endpoint<Fields, Reply> => ({
  method: 'POST',
  path,
});

export const get = <Fields extends object = NoFields, Reply extends object = NoFields>(path: `/${string}`): Endpoint<Fields, Reply> => ({
  method: 'GET',
  path,
});

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
