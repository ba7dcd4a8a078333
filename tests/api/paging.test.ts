/**
 * The list kit's paging (server/db/paging.ts) on the test's database (SQLite, or PostgreSQL with
 * DATABASE_URL): a page and the filter's total, counted or kept; the last partial page; a page past
 * the end; and paging by key, which neither skips nor repeats rows of equal first keys.
 */
import { Kysely, sql } from 'kysely';
import { pageAfter, pageOf, type KeyValues } from '../../server/db/paging';
import { openTestDatabase } from '../helpers/testApp';

interface PagingDb {
  paged_rows: { shop_id: number; row_id: number; at: number; label: string };
}

let db: Kysely<PagingDb>;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  // A table of the test's own: the helper is typed over any Kysely database.
  db = opened.db as unknown as Kysely<PagingDb>;
  close = opened.close;
  await sql`CREATE TABLE paged_rows (shop_id integer NOT NULL, row_id integer NOT NULL, at bigint NOT NULL, label text NOT NULL, PRIMARY KEY (shop_id, row_id))`.execute(db);
  // 23 rows of shop 1 in 8 distinct times (equal times, so paging by key must use the id too); 5 of shop 2.
  const rows = [
    ...Array.from({ length: 23 }, (_, i) => ({ shop_id: 1, row_id: i + 1, at: 1000 + Math.floor(i / 3), label: `r${i + 1}` })),
    ...Array.from({ length: 5 }, (_, i) => ({ shop_id: 2, row_id: i + 1, at: 1000, label: `s${i + 1}` })),
  ];
  await db.insertInto('paged_rows').values(rows).execute();
});
afterAll(async () => {
  await close();
});

const shopRows = (shopId: number) => db.selectFrom('paged_rows').where('shop_id', '=', shopId);
const sortedOfShop = (shopId: number) => shopRows(shopId).select(['row_id', 'label']).orderBy('row_id');
const ids = (rows: readonly { row_id: number }[]) => rows.map((r) => r.row_id);

describe('pageOf', () => {
  it('answers the asked-for page and counts the filter over the same query', async () => {
    const page = await pageOf(sortedOfShop(1), { curr_page: 2, page_count: 10 });
    expect(page.total).toBe(23);
    expect(ids(page.rows)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // The filter counts: another shop's rows are neither counted nor listed.
    const other = await pageOf(sortedOfShop(2), { curr_page: 1, page_count: 10 });
    expect(other).toMatchObject({ total: 5, rows: [{ row_id: 1 }, { row_id: 2 }, { row_id: 3 }, { row_id: 4 }, { row_id: 5 }] });
    // A narrower filter: counted with it.
    const narrow = await pageOf(shopRows(1).where('at', '>=', 1005).select('row_id').orderBy('row_id', 'desc'), { curr_page: 1, page_count: 4 });
    expect(narrow.total).toBe(8);
    expect(ids(narrow.rows)).toEqual([23, 22, 21, 20]);
  });

  it('the last page holds what is left, and a page past the end holds none but still tells the total', async () => {
    const last = await pageOf(sortedOfShop(1), { curr_page: 3, page_count: 10 });
    expect(last).toEqual({ total: 23, rows: [{ row_id: 21, label: 'r21' }, { row_id: 22, label: 'r22' }, { row_id: 23, label: 'r23' }] });
    expect(await pageOf(sortedOfShop(1), { curr_page: 4, page_count: 10 })).toEqual({ total: 23, rows: [] });
    expect(await pageOf(sortedOfShop(1), { curr_page: 999, page_count: 100 })).toEqual({ total: 23, rows: [] });
  });

  it('takes a kept total when it tells one, and counts only when it cannot', async () => {
    const asked = jest.fn();
    const kept = await pageOf(sortedOfShop(1), { curr_page: 1, page_count: 5 }, async () => {
      asked();
      return 1_000_000;
    });
    expect(asked).toHaveBeenCalledTimes(1);
    // The kept total is the answer as it is (the triggers keep it exact); the rows are the page's.
    expect(kept.total).toBe(1_000_000);
    expect(ids(kept.rows)).toEqual([1, 2, 3, 4, 5]);
    const untold = await pageOf(sortedOfShop(1), { curr_page: 1, page_count: 5 }, async () => undefined);
    expect(untold.total).toBe(23);
    // A kept total of zero is a total, not "cannot tell".
    expect((await pageOf(sortedOfShop(1), { curr_page: 1, page_count: 5 }, async () => 0)).total).toBe(0);
  });
});

describe('pageAfter', () => {
  const newestFirst = [
    { column: 'at', direction: 'desc' },
    { column: 'row_id', direction: 'desc' },
  ] as const;

  it('walks every row once, in order, across equal first keys', async () => {
    const seen: number[] = [];
    let after: KeyValues | null = null;
    let pages = 0;
    for (;;) {
      const page: { rows: { row_id: number; at: number }[]; next: KeyValues | null } = await pageAfter(shopRows(1).select(['row_id', 'at']), newestFirst, after, 4);
      if (!page.rows.length) break;
      pages += 1;
      seen.push(...ids(page.rows));
      const last = page.rows.at(-1)!;
      expect(page.next).toEqual([Number(last.at), last.row_id]);
      after = page.next;
    }
    expect(pages).toBe(6);
    // Newest time first, and within a time the higher id first; page ends fall inside times (20 | 19, 16 | 15 ...).
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
  });

  it('starts after the given key, ascending too, and answers no key after the last row', async () => {
    const ascending = [
      { column: 'paged_rows.at', direction: 'asc' },
      { column: 'paged_rows.row_id', direction: 'asc' },
    ] as const;
    const page = await pageAfter(shopRows(1).select(['row_id', 'at']), ascending, [1001, 4], 3);
    expect(ids(page.rows)).toEqual([5, 6, 7]);
    expect(page.next).toEqual([1002, 7]);
    const end = await pageAfter(shopRows(1).select(['row_id', 'at']), ascending, [1007, 23], 3);
    expect(end).toEqual({ rows: [], next: null });
    await expect(pageAfter(shopRows(1).select('row_id'), ascending, [1001], 3)).rejects.toThrow(RangeError);
  });
});
