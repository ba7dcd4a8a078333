/**
 * Prepares a data directory for the benchmark: the demo database plus bulk invoices, so that the
 * demo shop holds `total` invoices in all.
 *   node -r esbuild-register scripts/fill-invoices.ts <DATA_DIR> <total>
 */
import { join } from 'node:path';
import { openSqlite } from '../server/db/node';
import { prepareDatabase } from '../server/db/prepare';
import { insertInvoiceVolume } from '../tests/helpers/invoiceVolume';

async function main() {
  const [dir, totalText] = process.argv.slice(2);
  const total = Number(totalText);
  if (!dir || !Number.isInteger(total) || total < 0) throw new Error('usage: fill-invoices.ts <DATA_DIR> <total>');
  const { db, close } = openSqlite(join(dir, 'erp.sqlite'));
  try {
    await prepareDatabase(db, 'sqlite');
    const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
    const existing = await db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shop.shop_id).executeTakeFirstOrThrow();
    const added = await insertInvoiceVolume(db, shop.shop_id, Math.max(0, total - Number(existing.n)));
    console.log(`filled ${dir}: ${Number(existing.n) + added} invoices`);
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
