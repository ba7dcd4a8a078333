/**
 * The goods keyword read through its index, `goods_grams` (migration 0026): the two- and
 * three-character pieces of each item's search text with its class, state and kind.
 *
 * A keyword of two or three characters is itself a piece, so the entries of that piece in the
 * filter's range are exactly the matching goods. A longer keyword's matches are among the entries of
 * each of its three-character pieces: the rarest one is read and its items' text checked. A keyword
 * of one character, or one with a letter the two databases fold differently (SQLite's lower() folds
 * only ASCII), is left to the scan of the filter's rows.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/schema';
import type { GoodsFilter } from './catalogue';

/**
 * Past this many entries a piece is common: its count stops there (so choosing the rarest piece
 * costs at most this per piece), and the page reads the filter's rows in the list's order instead
 * of every match (where one row in a few matches, the first page is found sooner that way).
 */
export const COMMON_ENTRIES = 2000;
/** The most pieces of a long keyword whose entries are counted to choose the rarest. */
const PIECES_TRIED = 4;

/** The pieces a keyword is looked up by, and whether one piece's entries are exactly its matches. */
export interface KeywordPieces {
  pieces: string[];
  exact: boolean;
}

/** A letter SQLite's lower() might leave as it is while JavaScript's toLowerCase folds it. */
const foldsApart = (c: string) => c > '\x7f' && c.toLowerCase() !== c.toUpperCase();

/** The pieces of `keyword` the index answers, or undefined where only a scan does. */
export function keywordPieces(keyword: string): KeywordPieces | undefined {
  // Characters as the databases count them (code points), lower-cased as the search text is.
  const chars = Array.from(keyword.toLowerCase());
  if (chars.length < 2 || chars.some((c) => c === '\n' || foldsApart(c))) return undefined;
  if (chars.length <= 3) return { pieces: [chars.join('')], exact: true };
  const all = [...new Set(chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join('')))];
  // Spread over the keyword: its start, its end and between.
  const step = Math.max(1, (all.length - 1) / (PIECES_TRIED - 1));
  const pieces = [...new Set(Array.from({ length: Math.min(PIECES_TRIED, all.length) }, (_, i) => all[Math.round(i * step)]))];
  return { pieces, exact: false };
}

/** How the list reads a keyword: by the entries of `piece` (counted up to COMMON_ENTRIES: `entries`). */
export interface KeywordPlan {
  piece: string;
  exact: boolean;
  entries: number;
}

/** The entries of `piece` in the filter's classes, state and kind. */
function entriesOf(db: Executor, shopId: number, f: GoodsFilter, piece: string) {
  let q = db.selectFrom('goods_grams').where('goods_grams.shop_id', '=', shopId).where('goods_grams.gram', '=', piece);
  if (f.classIds !== undefined) q = q.where('goods_grams.class_id', 'in', f.classIds);
  if (f.state !== undefined) q = q.where('goods_grams.state', '=', f.state);
  if (f.kind !== undefined) q = q.where('goods_grams.kind', '=', f.kind);
  return q;
}

/** The piece the list reads `f.keyword` by (its rarest), or undefined where the rows are scanned. */
export async function keywordPlan(db: Executor, shopId: number, f: GoodsFilter): Promise<KeywordPlan | undefined> {
  const found = f.keyword ? keywordPieces(f.keyword) : undefined;
  if (!found || (f.classIds !== undefined && f.classIds.length === 0)) return undefined;
  // Every piece's entries counted (up to COMMON_ENTRIES) in one statement.
  const row = await db
    .selectNoFrom((eb) =>
      found.pieces.map((piece, i) =>
        eb
          .selectFrom(entriesOf(db, shopId, f, piece).select('goods_grams.goods_id').limit(COMMON_ENTRIES).as('e'))
          .select(sql<number | string>`count(*)`.as('n'))
          .as(`n${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = found.pieces.map((_, i) => Number((row as Record<string, unknown>)[`n${i}`]));
  const rarest = counts.indexOf(Math.min(...counts));
  return { piece: found.pieces[rarest], exact: found.exact, entries: counts[rarest] };
}

/**
 * The condition that keeps the page to the plan's entries, or undefined where the page reads the
 * filter's rows (the keyword is common, or not looked up): those are then tested against the text.
 */
export function keywordCondition(db: Executor, shopId: number, f: GoodsFilter, plan: KeywordPlan | undefined): RawBuilder<boolean> | undefined {
  if (!plan || plan.entries >= COMMON_ENTRIES) return undefined;
  return sql<boolean>`${sql.ref('goods.goods_id')} in (${entriesOf(db, shopId, f, plan.piece).select('goods_grams.goods_id')})`;
}

/** How many goods match the filter with its keyword, by the plan's entries. */
export async function keywordTotal(db: Executor, shopId: number, f: GoodsFilter, plan: KeywordPlan, matches: RawBuilder<boolean>): Promise<number> {
  if (plan.exact && plan.entries < COMMON_ENTRIES) return plan.entries;
  let q = entriesOf(db, shopId, f, plan.piece);
  // A longer keyword's candidates are checked against their text.
  if (!plan.exact) q = q.innerJoin('goods', (j) => j.onRef('goods.goods_id', '=', 'goods_grams.goods_id')).where(matches);
  return Number((await q.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
}
