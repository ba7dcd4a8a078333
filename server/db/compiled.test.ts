/**
 * Queries compiled once (compiled.ts): the same rows as the query Kysely builds each time, the
 * arguments of each call and not those of the first, and a builder that uses an argument for the
 * query's shape refused at once.
 */
import { sql } from 'kysely';
import { openSqlite } from './node';
import { compiledQuery, type Arg } from './compiled';
import type { Db } from './schema';

let db: Db;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ db, close } = openSqlite(':memory:'));
  await sql`CREATE TABLE chat_inbox (shop_id integer, user_id integer, unread integer, PRIMARY KEY (shop_id, user_id))`.execute(db);
  await sql`INSERT INTO chat_inbox VALUES (1, 10, 3), (1, 11, 0), (2, 10, 7)`.execute(db);
});
afterEach(() => close());

const unreadOf = compiledQuery((d, shopId: Arg<number>, userId: Arg<number>) =>
  d.selectFrom('chat_inbox').select('unread').where('shop_id', '=', shopId).where('user_id', '=', userId).where('unread', '>=', 0),
);

it('answers each call with its own arguments, as the query built each time would', async () => {
  expect(await unreadOf.first(db, 1, 10)).toEqual({ unread: 3 });
  expect(await unreadOf.first(db, 2, 10)).toEqual({ unread: 7 });
  expect(await unreadOf.first(db, 1, 12)).toBeUndefined();
  const built = await db.selectFrom('chat_inbox').select('unread').where('shop_id', '=', 1).where('user_id', '=', 11).where('unread', '>=', 0).execute();
  expect(await unreadOf.all(db, 1, 11)).toEqual(built);
});

it('keeps the fixed values of the query beside the arguments', async () => {
  const atLeast = compiledQuery((d, userId: Arg<number>) => d.selectFrom('chat_inbox').select('shop_id').where('unread', '>=', 5).where('user_id', '=', userId));
  expect(await atLeast.all(db, 10)).toEqual([{ shop_id: 2 }]);
});

it('refuses a builder that does not pass an argument through as a plain value', async () => {
  // The argument decides the shape (a limit built from it), so it never reaches the parameters.
  const shaped = compiledQuery((d, shopId: Arg<number>) => d.selectFrom('chat_inbox').select('unread').where('shop_id', '=', 1).limit(typeof shopId === 'number' ? shopId : 1));
  await expect(shaped.all(db, 1)).rejects.toThrow('1 argument(s) are not plain values of the query');
});

it('never reads what a transaction in progress has not committed: the read waits for it', async () => {
  const reads: Promise<unknown>[] = [];
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.updateTable('chat_inbox').set({ unread: 99 }).where('shop_id', '=', 1).where('user_id', '=', 10).execute();
      // Another request's read on the same connection, while this transaction waits on something.
      reads.push(unreadOf.first(db, 1, 10));
      await new Promise((done) => setTimeout(done, 10));
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await expect(reads[0]).resolves.toEqual({ unread: 3 });
});

it('reads at once outside a transaction, in the order asked, with what was committed before', async () => {
  const first = unreadOf.first(db, 1, 10);
  await db.updateTable('chat_inbox').set({ unread: 5 }).where('shop_id', '=', 1).where('user_id', '=', 10).execute();
  await expect(first).resolves.toEqual({ unread: 3 });
  await expect(unreadOf.first(db, 1, 10)).resolves.toEqual({ unread: 5 });
});
