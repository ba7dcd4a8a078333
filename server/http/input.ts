/**
 * Typed access to a request's fields (query string for GET, form body for POST). Every getter
 * validates and throws a clear ApiError, so a handler never sees a wrong type or a missing field.
 */
import * as v from 'valibot';
import { normalizeNumber, type NumberKind } from '../../src/common/normalize';
import { INT32_MAX, readProblem } from '../../src/common/params';
import type { FieldSchemas, HandlerFields } from '../../src/common/contract';
import { badRequest, type ApiError } from './errors';

export type RawFields = Record<string, string | File | (string | File)[]>;

interface StrOptions {
  required?: boolean;
  max?: number;
  /** Trim surrounding spaces (default true). */
  trim?: boolean;
  /**
   * A number field of this kind is normalized (src/common/normalize.ts) before the required and
   * length checks, so '139 2233 4455' is checked, and kept, as 13922334455.
   */
  number?: NumberKind;
}

interface IntOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

export class Input {
  constructor(private readonly fields: RawFields) {}

  has(name: string): boolean {
    return this.fields[name] !== undefined && this.fields[name] !== '';
  }

  private raw(name: string): string | undefined {
    const v = this.fields[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw badRequest('server.fieldType', { field: name });
    return v;
  }

  str(name: string, opts: StrOptions & { required: true }): string;
  str(name: string, opts?: StrOptions): string | undefined;
  str(name: string, opts: StrOptions = {}): string | undefined {
    const raw = this.raw(name);
    const typed = raw === undefined ? undefined : opts.trim === false ? raw : raw.trim();
    const value = typed !== undefined && opts.number ? normalizeNumber(typed, opts.number) : typed;
    if (value === undefined || value === '') {
      if (opts.required) throw badRequest('server.fieldRequired', { field: name });
      return value;
    }
    if (opts.max !== undefined && [...value].length > opts.max) throw badRequest('server.fieldTooLong', { field: name, max: opts.max });
    return value;
  }

  int(name: string, opts: IntOptions & { required: true }): number;
  int(name: string, opts?: IntOptions): number | undefined;
  int(name: string, opts: IntOptions = {}): number | undefined {
    const raw = this.raw(name)?.trim();
    if (raw === undefined || raw === '') {
      if (opts.required) throw badRequest('server.fieldRequired', { field: name });
      return undefined;
    }
    if (!/^-?\d{1,15}$/.test(raw)) throw badRequest('server.fieldType', { field: name });
    const n = Number(raw);
    // Every whole-number field lands in a 32-bit integer column (ids, states, counts): a larger one
    // is refused here rather than by PostgreSQL as a server error.
    const max = opts.max ?? INT32_MAX;
    if ((opts.min !== undefined && n < opts.min) || n > max || n < -INT32_MAX) {
      throw badRequest('server.fieldType', { field: name });
    }
    return n;
  }

  /**
   * A field holding a JSON document (`param`, `data`, `params` ...), checked by a schema
   * (src/common/params.ts). Absent or blank: refused when required, otherwise read as null.
   */
  json<S extends v.GenericSchema>(name: string, schema: S, opts: { required?: boolean } = { required: true }): v.InferOutput<S> {
    const raw = this.raw(name);
    let value: unknown = null;
    if (raw === undefined || raw.trim() === '') {
      if (opts.required !== false) throw badRequest('server.fieldRequired', { field: name });
    } else {
      try {
        value = JSON.parse(raw);
      } catch {
        throw badRequest('server.badJson', { field: name });
      }
    }
    const result = v.safeParse(schema, value, { abortEarly: true });
    if (!result.success) throw schemaFailure(name, result.issues[0]);
    return result.output;
  }

  /**
   * Every field of a declared contract (src/common/contract.ts), read by the getter of its kind,
   * with the same checks and refusals as a handler reading them one by one.
   */
  parse<S extends FieldSchemas>(specs: S): HandlerFields<S> {
    const out: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(specs)) {
      if (spec.kind === 'text') out[name] = this.str(name, spec.options);
      else if (spec.kind === 'int') out[name] = this.int(name, spec.options);
      else out[name] = this.json(name, spec.schema, spec.options);
    }
    return out as HandlerFields<S>;
  }

  file(name: string): File | undefined {
    const value = this.fields[name];
    return value instanceof File ? value : undefined;
  }

  /** The files of a field sent several times (`logos[]`); text values among them are refused. */
  files(name: string): File[] {
    const value = this.fields[name];
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    if (list.some((item) => !(item instanceof File))) throw badRequest('server.fieldType', { field: name });
    return list as File[];
  }
}

/** The reply to a schema's first failure: its message id, with the field's full path ('param.curr_page'). */
function schemaFailure(name: string, issue: v.BaseIssue<unknown>): ApiError {
  const path = v.getDotPath(issue);
  const field = path ? `${name}.${path}` : name;
  const known = readProblem(issue.message);
  return badRequest(known?.id ?? 'server.fieldType', { ...known?.values, field });
}
