/**
 * Prepares a data directory for the benchmark: the demo database plus bulk login-log and staff-log
 * rows, so that the demo shop holds `total` of each, spread over the last year (issue "Log
 * management": the lists at 1,000,000 rows against 1,000).
 *   node -r esbuild-register scripts/fill-logs.ts <DATA_DIR> <total>
 */
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { openSqlite } from '../server/db/node';
import { prepareDatabase } from '../server/db/prepare';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const BATCH = 10_000;

async function main() {
  const [dir, totalText] = process.argv.slice(2);
  const total = Number(totalText);
  if (!dir || !Number.isInteger(total) || total < 0) throw new Error('usage: fill-logs.ts <DATA_DIR> <total>');
  const file = join(dir, 'erp.sqlite');
  const { db, close } = openSqlite(file);
  let shopId: number;
  let people: { user_id: number; login_name: string }[];
  try {
    await prepareDatabase(db, 'sqlite');
    shopId = (await db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
    people = await db.selectFrom('users').select(['user_id', 'login_name']).where('shop_id', '=', shopId).execute();
  } finally {
    await close();
  }
  // Plain prepared statements in large transactions: a million rows in seconds.
  const sqlite = new SQLite(file);
  try {
    const count = (table: string) => (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE shop_id = ?`).get(shopId) as { n: number }).n;
    const login = sqlite.prepare(
      'INSERT INTO login_logs (shop_id, user_id, login_name, login_ip, login_mac, province, source_id, success, fail_reason, login_time, browser, os) VALUES (?, ?, ?, ?, \'\', \'\', ?, 1, \'\', ?, \'Chrome 128\', \'Windows 10\')',
    );
    const staff = sqlite.prepare("INSERT INTO staff_logs (shop_id, user_id, login_name, menu_ch_name, function_ch_name, oper_content, oper_date) VALUES (?, ?, ?, '发票管理', '申请开票', '申请开票 3 项', ?)");
    const now = Date.now();
    const fill = (need: number, insert: (i: number, at: number) => void) => {
      for (let done = 0; done < need; done += BATCH) {
        sqlite.transaction(() => {
          for (let i = done; i < Math.min(need, done + BATCH); i++) insert(i, now - Math.floor((i / Math.max(need, 1)) * YEAR_MS));
        })();
      }
    };
    const who = (i: number) => people[i % people.length];
    fill(Math.max(0, total - count('login_logs')), (i, at) => login.run(shopId, who(i).user_id, who(i).login_name, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1 + (i % 3), at));
    fill(Math.max(0, total - count('staff_logs')), (i, at) => staff.run(shopId, who(i).user_id, who(i).login_name, at));
    sqlite.exec('ANALYZE');
    console.log(`filled ${dir}: ${count('login_logs')} login-log and ${count('staff_logs')} staff-log rows`);
  } finally {
    sqlite.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
