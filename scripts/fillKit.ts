/**
 * What the bench's fill scripts share (scripts/fill-masterdata.ts, fill-orders.ts): the demo
 * database prepared in a data directory, then opened with plain prepared statements for bulk
 * inserts in large transactions, the demo shop's id, and a loop of inserts in batches.
 */
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { openSqlite } from '../server/db/node';
import { prepareDatabase } from '../server/db/prepare';

const BATCH = 10_000;

/** `<DATA_DIR> <total>` of the command line, or the script's usage as an error. */
export function fillArgs(script: string): { dir: string; total: number } {
  const [dir, totalText] = process.argv.slice(2);
  const total = Number(totalText);
  if (!dir || !Number.isInteger(total) || total < 0) throw new Error(`usage: ${script} <DATA_DIR> <total>`);
  return { dir, total };
}

/** The demo database of `dir` (migrated and seeded when new), open for bulk inserts, with the demo shop's id. */
export async function openDemoDatabase(dir: string): Promise<{ sqlite: SQLite.Database; shopId: number }> {
  const file = join(dir, 'erp.sqlite');
  const { db, close } = openSqlite(file);
  try {
    await prepareDatabase(db, 'sqlite');
  } finally {
    await close();
  }
  const sqlite = new SQLite(file);
  const shopId = (sqlite.prepare("SELECT shop_id FROM shops WHERE shop_name = '演示家具厂'").get() as { shop_id: number }).shop_id;
  return { sqlite, shopId };
}

/** `insert(i)` for i from 0 to `need` − 1, BATCH to a transaction. */
export function fillInBatches(sqlite: SQLite.Database, need: number, insert: (i: number) => void): void {
  for (let done = 0; done < need; done += BATCH) {
    sqlite.transaction(() => {
      for (let i = done; i < Math.min(need, done + BATCH); i++) insert(i);
    })();
  }
}

/** Runs a fill script's `main`, exiting with 1 on an error. */
export function runFill(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
