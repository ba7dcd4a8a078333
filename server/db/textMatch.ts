/**
 * "Contains this text" filters, the same on SQLite and PostgreSQL: the text's own % and _ match
 * literally (escaped, with ESCAPE spelled out, as SQLite has no default escape character), and case
 * is ignored on both (lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not;
 * on SQLite, lower() of the column may be left out, see `contains`).
 */
import { sql, type RawBuilder } from 'kysely';
import type { SqlDialect } from './schema';

/** The LIKE pattern of values containing `text`. */
export const containingPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` contains `text` (a condition for `where`). Given `dialect` 'sqlite', the column is not
 * passed through lower(): SQLite's LIKE already ignores ASCII case and its lower() folds only ASCII,
 * so the rows are the same, and a list that counts 10,000 names skips as many lower() calls (a third
 * of such a count's time on Chinese goods names: issue 28's bench).
 */
export const contains = (column: string, text: string, dialect?: SqlDialect): RawBuilder<boolean> =>
  dialect === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} like ${containingPattern(text)} escape '\\'`
    : sql<boolean>`lower(${sql.ref(column)}) like ${containingPattern(text)} escape '\\'`;

/** `column` equals `value` (a condition for `where` on a column named at run time). */
export const equals = (column: string, value: string | number): RawBuilder<boolean> => sql<boolean>`${sql.ref(column)} = ${value}`;
