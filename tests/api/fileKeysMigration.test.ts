/**
 * Migration 0021_file_keys over files stored before it: every file gets a random key, the image
 * paths saved in shops, merchant applications and report templates are rewritten to it, and files
 * that 0020 left without a purpose get the purpose of the rows naming them (none: '', the master's
 * only). Runs on the test database (SQLite, or PostgreSQL with DATABASE_URL) and on sql.js, the
 * browser host's SQLite.
 */
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import initSqlJs from 'sql.js';
import { sqlJsDatabase } from '../../mocks/sqljs-driver';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import type { Database, Db, SqlDialect } from '../../server/db/schema';
import { openTestDatabase } from '../helpers/testApp';

async function freshSqlJs(): Promise<{ db: Db; dialect: SqlDialect; close(): Promise<void> }> {
  const SQL = await initSqlJs();
  const raw = new SQL.Database();
  raw.run('PRAGMA foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlJsDatabase(raw) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** The tables as 0020 left them: files without a key; merchant rows written column by column. */
interface OldTables extends Omit<Database, 'files' | 'merchants'> {
  files: { file_id: Generated<number>; shop_id: number; name: string; mime: string; size: number; content: Uint8Array; created_at: number; purpose: string };
  merchants: Record<string, string | number>;
}
const oldDb = (db: Db) => db as unknown as Kysely<OldTables>;

async function oldShop(db: Db, n: number): Promise<{ shop: number; user: number }> {
  const { shop_id: shop } = await db
    .insertInto('shops')
    .values({ shop_name: `旧店${n}`, shop_muid: null, shop_logo: '', self_account: 0, new_erp: 1, can_pay: 0, env: 'prod', shop_props: '{}', archive_config: '{}', agent_name: '', agent_phone: '', created_at: n })
    .returning('shop_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('departments').values({ shop_id: shop, department_id: 0, department_name: '我的团队' }).execute();
  const { user_id: user } = await db
    .insertInto('users')
    .values({ shop_id: shop, login_name: `old_master_${n}`, user_phone: `1770000100${n}`, password_hash: 'x', password_salt: 'x', password_iterations: 1, nick_name: '', full_name: '', avatar: '', web_cad: 0, user_type: 'staff', state: 1, department_id: 0, register_time: 1 })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.updateTable('shops').set({ shop_muid: user }).where('shop_id', '=', shop).execute();
  return { shop, user };
}

async function oldFile(db: Db, shopId: number, name: string, purpose = ''): Promise<number> {
  const row = await oldDb(db)
    .insertInto('files')
    .values({ shop_id: shopId, name, mime: 'image/png', size: 4, content: new Uint8Array([1, 2, 3, 4]), created_at: 1, purpose })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return row.file_id;
}

const filePath = (id: number) => `/api/File-image?file_id=${id}`;

describe.each([
  ['the test database', openTestDatabase],
  ['sql.js (the browser host)', freshSqlJs],
])('migration 0021_file_keys on %s', (_label, open) => {
  it('gives every file a unique random key, rewrites the saved paths to it, and gives old files the purpose of the rows naming them', async () => {
    const { db, dialect, close } = await open();
    try {
      await migrateUpTo(db, dialect, '0020_file_purpose');
      const a = await oldShop(db, 1);
      const b = await oldShop(db, 2);
      const logo = await oldFile(db, a.shop, 'logo.png');
      const both = await oldFile(db, a.shop, 'shared.png');
      const idCard = await oldFile(db, a.shop, 'id.png');
      const cover = await oldFile(db, a.shop, 'cover.png');
      const orphan = await oldFile(db, a.shop, 'orphan.png');
      const laterCover = await oldFile(db, a.shop, 'new-cover.png', 'cover');
      const otherShops = await oldFile(db, b.shop, 'theirs.png');
      await db.updateTable('shops').set({ shop_logo: filePath(logo), shop_pics: JSON.stringify([filePath(both), filePath(otherShops)]) }).where('shop_id', '=', a.shop).execute();
      await oldDb(db).insertInto('merchants').values({ shop_id: a.shop, audit_status: 1, created_at: 1, updated_at: 1, lawyer_cert_photo_front: filePath(idCard), store_head_photo: filePath(both) }).execute();
      const { report_id: report } = await db
        .insertInto('market_reports')
        .values({ shop_id: a.shop, created_by: a.user, report_name: '旧模板', report_desc: '', report_type: 1, state: 1, view_cnt: 0, down_cnt: 0, content: '{}', report_logo: JSON.stringify({ thumbs: [`/api/Report-image?report_id=1&file_id=${cover}`], logos: [] }), created_at: 1, updated_at: 1 })
        .returning('report_id')
        .executeTakeFirstOrThrow();
      // The path was written with the template's own id.
      await db.updateTable('market_reports').set({ report_logo: JSON.stringify({ thumbs: [`/api/Report-image?report_id=${report}&file_id=${cover}`], logos: [`/api/Report-image?report_id=${report}&file_id=${cover}`] }) }).execute();

      await migrateToLatest(db, dialect);

      const files = new Map((await db.selectFrom('files').select(['file_id', 'file_key', 'purpose']).execute()).map((f) => [f.file_id, f]));
      const keys = [...files.values()].map((f) => f.file_key);
      expect(keys.every((k) => /^[\w-]{22}$/.test(k))).toBe(true);
      expect(new Set(keys).size).toBe(7);
      const purpose = (id: number) => files.get(id)!.purpose;
      const key = (id: number) => files.get(id)!.file_key;
      expect([logo, both, idCard, cover, orphan, laterCover, otherShops].map(purpose)).toEqual(['shop', 'merchant', 'merchant', 'cover', '', 'cover', '']);
      const shop = await db.selectFrom('shops').select(['shop_logo', 'shop_pics']).where('shop_id', '=', a.shop).executeTakeFirstOrThrow();
      expect(shop.shop_logo).toBe(`/api/File-image?key=${key(logo)}`);
      // Another shop's file named by this shop's row reaches nothing, before as after: left as it was.
      expect(JSON.parse(shop.shop_pics)).toEqual([`/api/File-image?key=${key(both)}`, filePath(otherShops)]);
      const merchant = await db.selectFrom('merchants').select(['lawyer_cert_photo_front', 'store_head_photo']).where('shop_id', '=', a.shop).executeTakeFirstOrThrow();
      expect(merchant).toEqual({ lawyer_cert_photo_front: `/api/File-image?key=${key(idCard)}`, store_head_photo: `/api/File-image?key=${key(both)}` });
      const { report_logo } = await db.selectFrom('market_reports').select('report_logo').where('report_id', '=', report).executeTakeFirstOrThrow();
      const coverPath = `/api/Report-image?report_id=${report}&key=${key(cover)}`;
      expect(JSON.parse(report_logo)).toEqual({ thumbs: [coverPath], logos: [coverPath] });
      // The key is unique in the database itself.
      const duplicate = db.insertInto('files').values({ shop_id: a.shop, file_key: key(logo), name: 'x', mime: 'image/png', size: 1, content: new Uint8Array([0]), created_at: 2 }).execute();
      await expect(duplicate.then(() => 'stored', (e: unknown) => String(e))).resolves.toMatch(/UNIQUE constraint failed: files.file_key|duplicate key value violates unique constraint "files_key_unique"/);
    } finally {
      await close();
    }
  });
});
