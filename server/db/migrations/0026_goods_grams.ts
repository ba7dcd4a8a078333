import { sql, type Kysely } from 'kysely';
import type { Up } from './helpers';

/**
 * The goods keyword's index (issue 28's bench: a keyword page at 100,000 goods within 1.5× of the
 * same page at 1,000). `goods_grams` holds every two- and three-character piece of each goods item's
 * search text (migration 0025: number, name and barcode, lower-cased, a line each; pieces across two
 * lines are left out) with the item's class, state and kind, in that key order. A keyword of two or
 * three characters is one piece, so its count is the piece's entries in the filter's range; a longer
 * one reads its rarest three-character piece's entries and checks those items' text
 * (server/goods/keywordIndex.ts). Either way the work grows with the matches, not with the class.
 *
 * Kept by triggers on `goods`, in the writer's own transaction, whoever writes (the handlers, the
 * import, the seeds, the bench's fill). SQLite's triggers cannot use a series function or a CTE, so
 * they read the positions and piece lengths from `gram_positions` (positions 1 to 511: the search
 * text is at most 80 + 120 + 80 characters and two line breaks by its columns' declared sizes, 142
 * by the rules that check them).
 */
export const m0026_goods_grams: Up = async (db, dialect) => {
  let table = db.schema
    .createTable('goods_grams')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('gram', 'text', (col) => col.notNull())
    .addColumn('class_id', 'integer', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('goods_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('goods_grams_pk', ['shop_id', 'gram', 'class_id', 'state', 'kind', 'goods_id']);
  // The entries are the key: no row id beside them on SQLite.
  if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  await table.execute();
  if (dialect === 'postgres') await postgresGrams(db);
  else await sqliteGrams(db);
};

const COLUMNS = 'goods_grams (shop_id, gram, class_id, state, kind, goods_id)';
/** The columns an entry is made of: an update of any other column leaves the entries alone. */
const WATCHED = 'goods_no, goods_name, barcode, class_id, state, kind, shop_id';

/** The piece of `row`'s search text at position `n` of length `size` (columns of the positions' source). */
const piece = (row: string) => `substr(${row}.search_text, n, size)`;

/**
 * The entries of `row` as a SELECT from `positions` (a FROM clause with its WHERE, yielding `n` and
 * `size` within the text), leaving out the pieces across a line break (`hasNewline` tests one).
 */
const entries = (row: string, positions: string, hasNewline: (piece: string) => string) =>
  `SELECT DISTINCT ${row}.shop_id, ${piece(row)}, ${row}.class_id, ${row}.state, ${row}.kind, ${row}.goods_id
   FROM ${positions} AND NOT ${hasNewline(piece(row))}`;

/** The entries of `row`, found by their key (a few index seeks each; no index by goods_id needed). */
const removal = (row: string, positions: string) =>
  `DELETE FROM goods_grams
   WHERE shop_id = ${row}.shop_id AND class_id = ${row}.class_id AND state = ${row}.state AND kind = ${row}.kind AND goods_id = ${row}.goods_id
     AND gram IN (SELECT ${piece(row)} FROM ${positions})`;

/** Whether an update changed what the row's entries are made of. */
const moved = (isDistinct: string) =>
  `OLD.search_text ${isDistinct} NEW.search_text OR OLD.class_id <> NEW.class_id OR OLD.state <> NEW.state OR OLD.kind <> NEW.kind OR OLD.shop_id <> NEW.shop_id`;

async function sqliteGrams(db: Kysely<unknown>): Promise<void> {
  await sql.raw('CREATE TABLE gram_positions (n integer NOT NULL, size integer NOT NULL, PRIMARY KEY (n, size))').execute(db);
  await sql
    .raw(
      `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 511)
       INSERT INTO gram_positions (n, size) SELECT n, size FROM s CROSS JOIN (SELECT 2 AS size UNION ALL SELECT 3)`,
    )
    .execute(db);
  const within = (length: string) => `n + size <= ${length} + 1`;
  const positions = (row: string) => `gram_positions WHERE ${within(`length(${row}.search_text)`)}`;
  const hasNewline = (p: string) => `instr(${p}, char(10)) > 0`;
  const add = (row: string) => `INSERT OR IGNORE INTO ${COLUMNS} ${entries(row, positions(row), hasNewline)}`;
  await sql.raw(`INSERT INTO ${COLUMNS} ${entries('g', `goods g JOIN gram_positions ON ${within('length(g.search_text)')} WHERE true`, hasNewline)}`).execute(db);
  await sql.raw(`CREATE TRIGGER goods_grams_insert AFTER INSERT ON goods BEGIN ${add('NEW')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER goods_grams_delete AFTER DELETE ON goods BEGIN ${removal('OLD', positions('OLD'))}; END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER goods_grams_update AFTER UPDATE OF ${WATCHED} ON goods WHEN ${moved('IS NOT')} BEGIN ${removal('OLD', positions('OLD'))}; ${add('NEW')}; END`)
    .execute(db);
}

async function postgresGrams(db: Kysely<unknown>): Promise<void> {
  // A function in FROM may read the items before it (PostgreSQL makes it LATERAL).
  const series = (row: string) => `generate_series(1, length(${row}.search_text) - 1) n CROSS JOIN (VALUES (2), (3)) s(size)`;
  const positions = (row: string) => `${series(row)} WHERE n + size <= length(${row}.search_text) + 1`;
  const hasNewline = (p: string) => `strpos(${p}, chr(10)) > 0`;
  await sql.raw(`INSERT INTO ${COLUMNS} ${entries('g', `goods g CROSS JOIN ${positions('g')}`, hasNewline)}`).execute(db);
  await sql
    .raw(
      `CREATE FUNCTION goods_grams_keep() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' AND NOT (${moved('IS DISTINCT FROM')}) THEN RETURN NULL; END IF;
         IF TG_OP IN ('UPDATE', 'DELETE') THEN ${removal('OLD', positions('OLD'))}; END IF;
         IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO ${COLUMNS} ${entries('NEW', positions('NEW'), hasNewline)} ON CONFLICT DO NOTHING; END IF;
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER goods_grams_keep AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON goods FOR EACH ROW EXECUTE FUNCTION goods_grams_keep()`).execute(db);
}
