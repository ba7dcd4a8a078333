/**
 * The schemas of a request's top-level fields, for contracts declared with them
 * (src/common/contract.ts): each takes the field as the form body or query string brings it (text)
 * or as a caller writes it (a number, an object) and gives it as the handler means it, with the
 * server's messages (`缺少参数 {field}`, `参数 {field} 过长（最多 {max} 个字符）` ...). They do
 * what the server's `Input` getters do (server/http/input.ts), so a route moves to a declared
 * contract without changing a reply.
 */
import * as v from 'valibot';
import type { FieldSchemas, HandlerFields } from './contract';
import { normalizeNumber, type NumberKind } from './normalize';
import { INT32_MAX, problem } from './params';

/** A value as a field may bring it before its schema reads it. */
type Arrived = string | number | boolean | object | null | undefined;

/** A field schema from a function reading the arrived value: `fail` refuses it with a message id. */
function fieldSchema<Input, Output>(read: (value: Arrived, fail: (id: Parameters<typeof problem>[0], values?: Parameters<typeof problem>[1]) => never) => Output) {
  class Refused extends Error {}
  return v.pipe(
    v.any(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let message = '';
      try {
        return read(dataset.value as Arrived, (id, values) => {
          message = problem(id, values);
          throw new Refused();
        });
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        addIssue({ message });
        return NEVER;
      }
    }),
  ) as unknown as v.GenericSchema<Input, Output>;
}

/** The text of a scalar field; a file or a list where text belongs is refused. */
function textOf(value: Arrived, fail: (id: 'server.fieldType') => never): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return fail('server.fieldType');
}

interface TextOptions {
  required?: boolean;
  /** Most characters (code points). */
  max?: number;
  /** Trim surrounding spaces (default true). */
  trim?: boolean;
  /** A number field of this kind, normalized (src/common/normalize.ts) before the checks. */
  number?: NumberKind;
}

/** A text field: absent or '' is undefined (or refused when required); longer than `max` refused. */
export function text(options: TextOptions & { required: true }): v.GenericSchema<string | number, string>;
export function text(options?: TextOptions): v.GenericSchema<string | number | undefined, string | undefined>;
export function text({ required, max, trim = true, number }: TextOptions = {}) {
  return fieldSchema<string | number | undefined, string | undefined>((value, fail) => {
    const raw = textOf(value, fail);
    const typed = raw === undefined ? undefined : trim ? raw.trim() : raw;
    const text = typed !== undefined && number ? normalizeNumber(typed, number) : typed;
    if (text === undefined || text === '') return required ? fail('server.fieldRequired') : undefined;
    if (max !== undefined && [...text].length > max) return fail('server.fieldTooLong', { max });
    return text;
  });
}

interface IntOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

/** A whole-number field that fits a 32-bit integer column (ids, states, counts). */
export function int(options: IntOptions & { required: true }): v.GenericSchema<string | number, number>;
export function int(options?: IntOptions): v.GenericSchema<string | number | undefined, number | undefined>;
export function int({ required, min, max = INT32_MAX }: IntOptions = {}) {
  return fieldSchema<string | number | undefined, number | undefined>((value, fail) => {
    const raw = textOf(value, fail)?.trim();
    if (raw === undefined || raw === '') return required ? fail('server.fieldRequired') : undefined;
    if (!/^-?\d{1,15}$/.test(raw)) return fail('server.fieldType');
    const n = Number(raw);
    if ((min !== undefined && n < min) || n > max || n < -INT32_MAX) return fail('server.fieldType');
    return n;
  });
}

/**
 * A field holding a JSON document (`param`, `data` ...) checked by `schema` (src/common/params.ts);
 * a caller passes the object, the wire its JSON text. Absent or blank: refused, or null when optional.
 */
export function json<S extends v.GenericSchema>(schema: S, options: { required: false }): v.GenericSchema<v.InferInput<S> | string | undefined, v.InferOutput<S> | null>;
export function json<S extends v.GenericSchema>(schema: S, options?: { required?: true }): v.GenericSchema<v.InferInput<S> | string, v.InferOutput<S>>;
export function json<S extends v.GenericSchema>(schema: S, { required = true }: { required?: boolean } = {}) {
  const document = fieldSchema<unknown, unknown>((value, fail) => {
    if (typeof value !== 'string') return value ?? (required ? fail('server.fieldRequired') : null);
    if (value.trim() === '') return required ? fail('server.fieldRequired') : null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return fail('server.badJson');
    }
  });
  // Absent and optional, the schema reads null, as the server's `Input.json` gives it.
  return v.pipe(document, schema) as unknown;
}

/**
 * Fields parsed by their schemas, every declared field read even when absent (a missing field is
 * then refused by its own schema, with its own message, rather than as an unknown key).
 */
export function parseFields<S extends FieldSchemas>(schemas: S, fields: Readonly<Record<string, unknown>>) {
  const all = Object.fromEntries(Object.keys(schemas).map((key) => [key, fields[key]]));
  return v.safeParse(v.object(schemas), all, { abortEarly: true }) as v.SafeParseResult<v.GenericSchema<unknown, HandlerFields<S>>>;
}
