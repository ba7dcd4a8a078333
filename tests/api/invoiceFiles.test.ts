/**
 * File storage (server/files.ts) on the test database (SQLite or PostgreSQL) and on sql.js, the
 * browser host's SQLite: the bytes go in and come back unchanged, scoped by shop.
 */
import { Kysely, SqliteDialect } from 'kysely';
import initSqlJs from 'sql.js';
import { sqlJsDatabase } from '../../mocks/sqljs-driver';
import { migrateToLatest } from '../../server/db/migrations';
import { prepareDatabase } from '../../server/db/prepare';
import type { Database, Db } from '../../server/db/schema';
import { deleteFile, extensionOf, getFile, putFile } from '../../server/files';
import { nodeCjkFontLoader } from '../../server/fonts/node';
import { invoiceDocumentOf, invoicePdf } from '../../server/invoicePdf';
import { shopId } from '../helpers/invoiceFixtures';
import { makeBackend, type TestBackend } from '../helpers/testApp';

const ALL_BYTES = Uint8Array.from({ length: 512 }, (_, i) => i % 256);

async function roundTrip(db: Db, shop: number, otherShop: number) {
  const id = await putFile(db, { shopId: shop, name: 'all-bytes.bin', mime: 'application/octet-stream', bytes: ALL_BYTES, now: 1 });
  const back = await getFile(db, shop, id);
  expect(back).not.toBeNull();
  expect(back!.bytes).toBeInstanceOf(Uint8Array);
  expect(Array.from(back!.bytes)).toEqual(Array.from(ALL_BYTES));
  expect(back).toMatchObject({ file_id: id, shop_id: shop, name: 'all-bytes.bin', mime: 'application/octet-stream', size: 512 });
  // Another shop cannot read or delete it.
  expect(await getFile(db, otherShop, id)).toBeNull();
  expect(await deleteFile(db, otherShop, id)).toBe(false);
  // A Buffer (Node) is stored just as well as a Uint8Array.
  const fromBuffer = await putFile(db, { shopId: shop, name: 'b.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'), now: 2 });
  expect(new TextDecoder().decode((await getFile(db, shop, fromBuffer))!.bytes).startsWith('%PDF-1.4')).toBe(true);
  expect(await deleteFile(db, shop, id)).toBe(true);
  expect(await getFile(db, shop, id)).toBeNull();
}

describe('files on the test database', () => {
  let b: TestBackend;
  beforeEach(async () => {
    b = await makeBackend();
  });
  afterEach(async () => {
    await b.close();
  });

  it('stores and answers the exact bytes, scoped by shop', async () => {
    await roundTrip(b.db, await shopId(b, '演示家具厂'), await shopId(b, '南方板材定制'));
  });

  it('refuses a file over the size limit', async () => {
    await expect(putFile(b.db, { shopId: await shopId(b, '演示家具厂'), name: 'x', mime: 'x/y', bytes: new Uint8Array(11), now: 1 }, 10)).rejects.toThrow(RangeError);
  });
});

describe('files on sql.js (the browser host)', () => {
  it('stores and answers the exact bytes', async () => {
    const SQL = await initSqlJs();
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlJsDatabase(new SQL.Database()) }) });
    await migrateToLatest(db, 'sqlite');
    const shops = await db
      .insertInto('shops')
      .values([1, 2].map((n) => ({ shop_name: `s${n}`, shop_muid: null, shop_logo: '', self_account: 0, new_erp: 1, can_pay: 0, env: 'prod', shop_props: '{}', archive_config: '{}', agent_name: '', agent_phone: '', created_at: 0 })))
      .returning('shop_id')
      .execute();
    await roundTrip(db, shops[0].shop_id, shops[1].shop_id);
    await db.destroy();
  });

  it('the demo seed runs on sql.js, and an issued invoice\'s PDF is drawn from it', async () => {
    const SQL = await initSqlJs();
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlJsDatabase(new SQL.Database()) }) });
    await prepareDatabase(db, 'sqlite', { passwordIterations: 1000, now: Date.UTC(2026, 10, 20, 2) });
    const issued = await db.selectFrom('invoices').selectAll().where('invoice_state', '=', 2).orderBy('invoice_id', 'desc').executeTakeFirstOrThrow();
    const doc = await invoiceDocumentOf(db, issued);
    expect(doc.lines.length).toBeGreaterThan(1);
    expect(doc.lines.reduce((sum, l) => sum + l.amountFen, 0)).toBe(Number(issued.amount));
    const pdf = await invoicePdf(doc, await nodeCjkFontLoader()());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(Number((await db.selectFrom('invoices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(47);
    await db.destroy();
  });
});

describe('extensionOf', () => {
  it('answers the lower-case extension with its dot, or nothing', () => {
    expect(extensionOf('2644.PDF')).toBe('.pdf');
    expect(extensionOf('a.b.ofd')).toBe('.ofd');
    expect(extensionOf('noext')).toBe('');
  });
});
