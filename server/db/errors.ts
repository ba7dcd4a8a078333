/**
 * Recognising database errors that a handler answers in its own words, for both dialects. A driver's
 * error may come from another realm (sql.js in the browser host), so nothing here relies on
 * `instanceof`.
 */

function messageOf(e: unknown): string {
  return String(e instanceof Error ? e.message : typeof e === 'object' && e !== null && 'message' in e ? (e as { message: unknown }).message : e);
}

function codeOf(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/** A unique constraint refused the write (two creations of the same name at once, say). */
export function isUniqueViolation(e: unknown): boolean {
  return codeOf(e) === '23505' || /UNIQUE constraint failed|duplicate key value/i.test(messageOf(e));
}

/** A foreign key refused the write: the row it names is gone, or belongs to another shop. */
export function isForeignKeyViolation(e: unknown): boolean {
  return codeOf(e) === '23503' || /FOREIGN KEY constraint failed|violates foreign key constraint/i.test(messageOf(e));
}

/**
 * Contention, not a fault: PostgreSQL's deadlock (40P01) and serialization failure (40001), and
 * SQLite's busy or locked database (better-sqlite3 names the code, SQLITE_BUSY_SNAPSHOT among them;
 * sql.js only says "database is locked"). The transaction was rolled back and may simply run again.
 */
export function isRetryableConflict(e: unknown): boolean {
  const code = codeOf(e);
  return code === '40P01' || code === '40001' || /^SQLITE_(BUSY|LOCKED)/.test(code) || /database (table )?is locked/i.test(messageOf(e));
}
