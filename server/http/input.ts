/**
 * Typed access to a request's fields (query string for GET, form body for POST). Every getter
 * validates and throws a clear ApiError, so a handler never sees a wrong type or a missing field.
 */
import { badRequest } from './errors';

export type RawFields = Record<string, string | File | (string | File)[]>;

interface StrOptions {
  required?: boolean;
  max?: number;
  /** Trim surrounding spaces (default true). */
  trim?: boolean;
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
    const value = raw === undefined ? undefined : opts.trim === false ? raw : raw.trim();
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
    if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
      throw badRequest('server.fieldType', { field: name });
    }
    return n;
  }

  /** A field holding a JSON document (`param`, `data`, `params` ...), checked by `parse`. */
  json<T>(name: string, parse: (value: unknown, field: string) => T, opts: { required?: boolean } = { required: true }): T | undefined {
    const raw = this.raw(name);
    if (raw === undefined || raw.trim() === '') {
      if (opts.required !== false) throw badRequest('server.fieldRequired', { field: name });
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('server.badJson', { field: name });
    }
    return parse(value, name);
  }

  file(name: string): File | undefined {
    const v = this.fields[name];
    return v instanceof File ? v : undefined;
  }
}

/** Small checkers for JSON fields. */
export const check = {
  object(value: unknown, field: string): Record<string, unknown> {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('server.fieldType', { field });
    return value as Record<string, unknown>;
  },
  intList(value: unknown, field: string, maxItems = 1000): number[] {
    if (!Array.isArray(value) || value.length > maxItems) throw badRequest('server.fieldType', { field });
    return value.map((v) => {
      const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw badRequest('server.fieldType', { field });
      return n;
    });
  },
};
