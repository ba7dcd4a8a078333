/** Columns that hold JSON text (a shop's props, its archive setting), read without trusting what is stored. */

/** A JSON-object column; anything else (not JSON, an array, a number) reads as {}. */
export function parseJsonObject<T extends object>(raw: string): Partial<T> {
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Partial<T>) : {};
  } catch {
    return {};
  }
}
