/**
 * How a contract declares its top-level fields (src/common/contract.ts): `text`, `int` and `json`
 * describe each field, its checks and its type, in a few bytes a page can carry; the server reads
 * a request by them with its `Input` getters (server/http/input.ts: `Input.parse`), so a route moves
 * to a declared contract without a reply changing, and the handler gets `ctx.fields` typed from the
 * same declaration the page calls with. JSON fields name the valibot schema of their document
 * (src/common/params.ts).
 */
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { NumberKind } from './normalize';

export interface TextOptions {
  required?: boolean;
  /** Most characters (code points). */
  max?: number;
  /** Trim surrounding spaces (default true). */
  trim?: boolean;
  /** A number field of this kind, normalized (src/common/normalize.ts) before the checks. */
  number?: NumberKind;
}

export interface IntOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

/**
 * One field's declaration: what a caller passes (`In`: what the handler means, or its text) and
 * what the handler gets (`Out`). `types` is never set; it carries the two types.
 */
export type FieldSpec<In = unknown, Out = unknown> = (
  | { readonly kind: 'text'; readonly options: TextOptions }
  | { readonly kind: 'int'; readonly options: IntOptions }
  | { readonly kind: 'json'; readonly schema: GenericSchema; readonly options: { required: boolean } }
) & { readonly types?: { in: In; out: Out } };

/** A text field: absent or '' reads as undefined, or is refused when required; longer than `max` refused. */
export function text(options: TextOptions & { required: true }): FieldSpec<string | number, string>;
export function text(options?: TextOptions): FieldSpec<string | number | undefined, string | undefined>;
export function text(options: TextOptions = {}): FieldSpec {
  return { kind: 'text', options };
}

/** A whole-number field that fits a 32-bit integer column (ids, states, counts). */
export function int(options: IntOptions & { required: true }): FieldSpec<number | string, number>;
export function int(options?: IntOptions): FieldSpec<number | string | undefined, number | undefined>;
export function int(options: IntOptions = {}): FieldSpec {
  return { kind: 'int', options };
}

/**
 * A field holding a JSON document (`param`, `data` ...) checked by `schema`: a caller passes the
 * object, the wire carries its JSON text. Absent or blank: refused, or (optional) read by the schema as null.
 */
export function json<S extends GenericSchema>(schema: S, options: { required: false }): FieldSpec<InferInput<S> | undefined, InferOutput<S>>;
export function json<S extends GenericSchema>(schema: S, options?: { required?: true }): FieldSpec<InferInput<S>, InferOutput<S>>;
export function json(schema: GenericSchema, { required = true }: { required?: boolean } = {}): FieldSpec {
  return { kind: 'json', schema, options: { required } };
}
