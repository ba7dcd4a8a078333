/**
 * The daily sweep of uploads nothing uses. An image is stored when it is uploaded, before the form
 * that will use it is saved (server/uploads.ts); one that no saved row names a day later was
 * abandoned (a form closed, a picture replaced), and is deleted so uploads cannot fill the
 * database. A day leaves every open form time to be saved.
 *
 * Every column that may hold an image path is listed in FILE_REFERENCES; a path names its file by
 * its random key, `key=<key>` (File-image, Report-image). A feature that stores image paths in a
 * new column adds it here, and the sweep test proves each listed feature's images survive.
 */
import { sql } from 'kysely';
import { MERCHANT_IMAGE_FIELDS } from '../src/common/merchant';
import type { Db, Executor, SqlDialect } from './db/schema';
import { inWriteTransaction } from './db/writeTransaction';
import { DAY_MS } from '../src/common/time';


/** Tables and their text columns that hold image paths (a path, or JSON with paths). */
const FILE_REFERENCES: readonly { table: 'shops' | 'merchants' | 'market_reports'; columns: readonly string[] }[] = [
  { table: 'shops', columns: ['shop_logo', 'shop_pics'] },
  { table: 'merchants', columns: MERCHANT_IMAGE_FIELDS },
  { table: 'market_reports', columns: ['report_logo'] },
];

const FILE_KEY = /[?&]key=([A-Za-z0-9_-]{22})/g;

/** Every file some row refers to: by key (image paths) or by id (invoices). */
async function referencedFiles(db: Executor): Promise<{ keys: Set<string>; ids: Set<number> }> {
  const keys = new Set<string>();
  const ids = new Set<number>();
  for (const { table, columns } of FILE_REFERENCES) {
    const rows = await db
      .selectFrom(table)
      .select(columns.map((c) => sql<string | null>`${sql.ref(c)}`.as(c)))
      .execute();
    for (const row of rows) {
      for (const value of Object.values(row as Record<string, unknown>)) {
        if (typeof value === 'string') for (const m of value.matchAll(FILE_KEY)) keys.add(m[1]);
      }
    }
  }
  // Issued invoices and orders' files keep their file by id.
  for (const row of await db.selectFrom('invoices').select('file_id').where('file_id', 'is not', null).execute()) ids.add(row.file_id!);
  for (const row of await db.selectFrom('order_files').select('file_id').execute()) ids.add(row.file_id);
  return { keys, ids };
}

/** Deletes the files uploaded more than a day before `now` that nothing refers to; answers how many. */
export async function runFileSweep(db: Db, now: number, dialect: SqlDialect = 'sqlite'): Promise<{ deleted: number }> {
  return inWriteTransaction(db, async (trx) => {
    let candidates = trx.selectFrom('files').select(['file_id', 'file_key']).where('created_at', '<', now - DAY_MS);
    // PostgreSQL: the candidates are locked first, and the references read after, so a save that
    // holds one of them (assertOwnImages reads it FOR SHARE) is waited for and its reference seen.
    // SQLite's writer runs alone.
    if (dialect === 'postgres') candidates = candidates.forUpdate();
    const old = await candidates.execute();
    if (!old.length) return { deleted: 0 };
    const used = await referencedFiles(trx);
    const orphans = old.filter((f) => !used.keys.has(f.file_key) && !used.ids.has(f.file_id)).map((f) => f.file_id);
    for (let i = 0; i < orphans.length; i += 500) await trx.deleteFrom('files').where('file_id', 'in', orphans.slice(i, i + 500)).execute();
    return { deleted: orphans.length };
  });
}
