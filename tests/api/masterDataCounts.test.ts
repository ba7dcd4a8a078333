/**
 * The customer and goods totals kept by triggers (migration 0024) on the test's database (SQLite,
 * or PostgreSQL with DATABASE_URL): after the seed, and after inserts, moves between the keys (type,
 * tag, state, class, kind, shop) and deletes in one transaction and outside one, every kept count
 * equals the rows counted, and the lists' totals (Crm-getErpCrmByTags, ErpGoods-getErpGoods) with
 * and without a text filter equal the rows they page through.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/schema';
import { makeBackend, type TestBackend } from '../helpers/testApp';

let b: TestBackend;

beforeAll(async () => {
  b = await makeBackend();
});
afterAll(async () => {
  await b.close();
});

/** Every kept count that differs from the rows it counts, as "key: kept ≠ counted" (none: []). */
async function countsDrift(db: Db): Promise<string[]> {
  const drift = async (kept: string, counted: string) => {
    const rows = await sql<{ k: string; kept: number | string | null; counted: number | string | null }>`${sql.raw(`
      SELECT coalesce(a.k, b.k) AS k, a.n AS kept, b.n AS counted
      FROM (${kept}) a FULL OUTER JOIN (${counted}) b ON a.k = b.k
    `)}`.execute(db);
    return rows.rows.filter((r) => Number(r.kept ?? 0) !== Number(r.counted ?? 0)).map((r) => `${r.k}: ${r.kept ?? 0} ≠ ${r.counted ?? 0}`);
  };
  const key = (columns: string[]) => columns.map((c) => `CAST(${c} AS varchar(20))`).join(` || '/' || `);
  return [
    ...(await drift(
      `SELECT ${key(['shop_id', 'crm_type', 'tag_id', 'state'])} AS k, n FROM customer_counts`,
      `SELECT ${key(['shop_id', 'crm_type', 'coalesce(tag_id, 0)', 'state'])} AS k, COUNT(*) AS n FROM customers GROUP BY shop_id, crm_type, coalesce(tag_id, 0), state`,
    )),
    ...(await drift(
      `SELECT ${key(['shop_id', 'class_id', 'state', 'kind'])} AS k, n FROM goods_counts`,
      `SELECT ${key(['shop_id', 'class_id', 'state', 'kind'])} AS k, COUNT(*) AS n FROM goods GROUP BY shop_id, class_id, state, kind`,
    )),
  ];
}

it('keeps the customer and goods counts exact through inserts, moves and deletes', async () => {
  const db = b.db;
  expect(await countsDrift(db)).toEqual([]);
  const shop = (await db.selectFrom('customers').select('shop_id').orderBy('crm_id').executeTakeFirstOrThrow()).shop_id;
  const tags = await db.selectFrom('crm_tags').select(['tag_id', 'crm_type']).where('shop_id', '=', shop).execute();
  const dealerTag = tags.find((t) => t.crm_type === 3)!.tag_id;
  const retailTag = tags.find((t) => t.crm_type === 1)!.tag_id;
  const now = Date.now();
  const ids = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('customers')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          shop_id: shop,
          z_name: `计数客户${i}`,
          z_phone: `1770000000${i}`,
          crm_type: i % 2 ? 3 : 1,
          tag_id: i === 5 ? null : i % 2 ? dealerTag : retailTag,
          cust_level: null,
          parent_id: null,
          ...{ province_id: '', province_name: '', city_id: '', city_name: '', district_id: '', district_name: '', address: '', contact: '', remark: '' },
          owner_id: null,
          source_id: null,
          state: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('crm_id')
      .execute();
    // Moved in the transaction that made them: a dealer becomes a retail customer without a tag, one is stopped.
    await trx.updateTable('customers').set({ crm_type: 1, tag_id: null }).where('crm_id', '=', rows[1].crm_id).execute();
    await trx.updateTable('customers').set({ state: 0 }).where('crm_id', '=', rows[2].crm_id).execute();
    return rows.map((r) => r.crm_id);
  });
  expect(await countsDrift(db)).toEqual([]);
  await db.updateTable('customers').set({ tag_id: dealerTag }).where('crm_id', '=', ids[5]).execute();
  await db.deleteFrom('customers').where('crm_id', 'in', [ids[0], ids[3]]).execute();
  expect(await countsDrift(db)).toEqual([]);

  const goods = await db.selectFrom('goods').select(['goods_id', 'class_id', 'kind']).where('shop_id', '=', shop).orderBy('goods_id').limit(3).execute();
  const otherClass = (await db.selectFrom('goods_classes').select('class_id').where('shop_id', '=', shop).where('class_id', '<>', goods[0].class_id).executeTakeFirstOrThrow()).class_id;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('goods').set({ state: 0 }).where('goods_id', '=', goods[0].goods_id).execute();
    await trx.updateTable('goods').set({ class_id: otherClass, kind: goods[1].kind === 4 ? 1 : 4 }).where('goods_id', '=', goods[1].goods_id).execute();
  });
  await db.updateTable('goods').set({ state: 0 }).where('goods_id', '=', goods[2].goods_id).execute();
  expect(await countsDrift(db)).toEqual([]);
});

/** The total a list answers and the rows of all its pages (100 a page, the most a page holds). */
async function totalAndRows(c: ReturnType<TestBackend['client']>, path: string, ask: Record<string, unknown>): Promise<{ count: number; rows: number }> {
  let rows = 0;
  let count = -1;
  for (let page = 1; ; page++) {
    const r = await c.post(path, { param: JSON.stringify({ ...ask, curr_page: page, page_count: 100 }) });
    expect(r.err_code).toBe(0);
    count = Number(r.count);
    const found = (r.data as unknown[]).length;
    rows += found;
    if (found < 100) return { count, rows };
  }
}

it('answers list totals equal to the rows they page through, with and without a text filter', async () => {
  const c = b.client();
  expect((await c.login('demo_admin')).err_code).toBe(0);
  const dealerTag = (await b.db.selectFrom('crm_tags').select('tag_id').where('crm_type', '=', 3).orderBy('tag_id').executeTakeFirstOrThrow()).tag_id;
  const crmAsks = [{}, { crm_type: 3 }, { crm_type: 3, tag_id: dealerTag }, { tag_id: 0 }, { state: 0 }, { crm_type: 3, tag_id: dealerTag, z_name: '家' }, { z_name: 'zzz-none' }];
  for (const ask of crmAsks) {
    const { count, rows } = await totalAndRows(c, '/Crm-getErpCrmByTags', ask);
    expect({ ask, count }).toEqual({ ask, count: rows });
  }
  const classId = (await b.db.selectFrom('goods_classes').select('class_id').where('class_name', '=', '板材').orderBy('class_id').executeTakeFirstOrThrow()).class_id;
  const goodsAsks = [{}, { class_id: classId }, { class_id: classId, state: 1 }, { state: 0 }, { kind: 2 }, { class_id: classId, state: 1, keyword: '颗粒' }, { keyword: 'ZZZ-none' }];
  for (const ask of goodsAsks) {
    const { count, rows } = await totalAndRows(c, '/ErpGoods-getErpGoods', ask);
    expect({ ask, count }).toEqual({ ask, count: rows });
  }
});
