/**
 * "Contains this text" filters, the same on SQLite and PostgreSQL: the text's own % and _ match
 * literally (escaped, with ESCAPE spelled out, as SQLite has no default escape character), and case
 * is ignored on both (lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not).
 */
import { sql, type RawBuilder } from 'kysely';

/** The LIKE pattern of values containing `text`. */
export const containingPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `text` (a condition for `where`). */
export const contains = (column: string, text: string): RawBuilder<boolean> => sql<boolean>`lower(${sql.ref(column)}) like ${containingPattern(text)} escape '\\'`;

/** `column` equals `value` (a condition for `where` on a column named at run time). */
export const equals = (column: string, value: string | number): RawBuilder<boolean> => sql<boolean>`${sql.ref(column)} = ${value}`;
