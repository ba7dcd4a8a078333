/**
 * How every list is paged, in one place (the server half of the list kit).
 *
 * `pageOf` answers the page a list asks for — `curr_page` from 1, `page_count` rows a page, the
 * names the list contracts put on the wire — and the total of its filter. The total comes from
 * the totals kept by triggers where a list has them (server/db/counts.ts: the login and staff logs,
 * the invoices), since counting a million rows costs what reading one row a day does not; when
 * they cannot tell (a bound inside a day, a filter they do not keep), the rows are counted with
 * `count(*)` over the very query that reads the page, its selection and order dropped, so the
 * total and the rows can never disagree about the filter.
 *
 * `pageAfter` pages by key instead (the log export's batches): each page starts after the key of
 * the last row of the one before, an index range however deep into the rows, where an offset would
 * read and skip every row before it.
 */
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** The page a list asks for, in the wire's terms. */
export interface PageAsk {
  /** From 1. */
  curr_page: number;
  /** Rows a page. */
  page_count: number;
}

export interface Page<R> {
  /** Every row of the filter, on all pages. */
  total: number;
  /** This page's rows; none past the last page. */
  rows: R[];
}

/**
 * The asked-for page of `rows` (a query already filtered, selected and ordered) and the filter's
 * total: `keptTotal` when given and it can tell, otherwise counted over `rows`' filter. Both are
 * read at once, outside any transaction.
 */
export async function pageOf<DB, TB extends keyof DB, R>(rows: SelectQueryBuilder<DB, TB, R>, page: PageAsk, keptTotal?: () => Promise<number | undefined>): Promise<Page<R>> {
  const counted = async () => {
    const counts = await rows
      .clearSelect()
      .clearOrderBy()
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    // Kysely cannot spell a selection over tables named by type parameters; `n` is the one chosen.
    return Number((counts as { n: number | string }).n);
  };
  const total = async () => (await keptTotal?.()) ?? (await counted());
  const [n, found] = await Promise.all([
    total(),
    rows
      .limit(page.page_count)
      .offset((page.curr_page - 1) * page.page_count)
      .execute(),
  ]);
  return { total: n, rows: found };
}

/** One column of a keyset order. */
export interface SortKey {
  /** A column of the query (`time`, or `table.time`); the rows carry it under its last part. */
  column: string;
  direction: 'asc' | 'desc';
}

/** A key: the values of the sort keys in one row, in their order. */
export type KeyValues = readonly (number | string)[];

export interface KeysetPage<R> {
  rows: R[];
  /** The key of the last row, to ask for the page after it; null when there were no rows. */
  next: KeyValues | null;
}

/**
 * Rows strictly after `after` in the order of `keys`: the first key beyond its value, or equal and
 * the second beyond, and so on. The keys must end with one that is unique in the rows (an id), so
 * no row is skipped or repeated between pages.
 */
function afterKey(keys: readonly SortKey[], after: KeyValues): RawBuilder<boolean> {
  const terms = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => sql`${sql.ref(k.column)} = ${after[j]}`);
    const beyond = sql`${sql.ref(key.column)} ${sql.raw(key.direction === 'desc' ? '<' : '>')} ${after[i]}`;
    return sql`(${sql.join([...equalBefore, beyond], sql` and `)})`;
  });
  return sql<boolean>`(${sql.join(terms, sql` or `)})`;
}

/**
 * Up to `size` rows of `rows` (filtered and selected, not ordered: the keys order it) after the row
 * whose key is `after`, from the first row when it is null.
 */
export async function pageAfter<DB, TB extends keyof DB, R>(rows: SelectQueryBuilder<DB, TB, R>, keys: readonly SortKey[], after: KeyValues | null, size: number): Promise<KeysetPage<R>> {
  if (after && after.length !== keys.length) throw new RangeError(`a key of ${after.length} values for ${keys.length} sort keys`);
  let q = after ? rows.where(afterKey(keys, after)) : rows;
  for (const key of keys) q = q.orderBy(sql`${sql.ref(key.column)} ${sql.raw(key.direction)}`);
  const found = await q.limit(size).execute();
  const last = found.at(-1) as Record<string, number | string> | undefined;
  return { rows: found, next: last ? keys.map((k) => last[k.column.split('.').at(-1)!]) : null };
}
