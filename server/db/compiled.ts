/**
 * Queries of the hot path built once per database. Kysely builds its operation tree and compiles it
 * to SQL on every call, which cost more than running the query in SQLite for the session check
 * (a profile of `User-loginStatus` under load: 7 % building against 8 % in the driver). A compiled
 * query keeps the SQL and the positions of its arguments, and each call only fills them in.
 *
 *   const sessionByToken = compiledQuery((db, token: Arg<string>) =>
 *     db.selectFrom('sessions').selectAll().where('token_hash', '=', token));
 *   const row = await sessionByToken.first(db, tokenHash);
 *
 * The builder receives stand-ins for its arguments and may use them only where Kysely takes a plain
 * value (`where(col, '=', arg)`), never to decide the shape of the query.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './schema';

/** A stand-in for the query's argument of type T (typed as T for the builder). */
export type Arg<T> = T & { readonly __compiledArg?: never };

class ArgSlot {
  constructor(readonly index: number) {}
}

interface Template {
  compiled: CompiledQuery;
  /** Per parameter: the index of the argument that fills it, or -1 for a fixed value. */
  slots: number[];
}

export interface CompiledQueryOf<Args extends unknown[], Row> {
  /** All rows of the query with `args`. */
  all(db: Db, ...args: Args): Promise<Row[]>;
  /** The first row, or undefined. */
  first(db: Db, ...args: Args): Promise<Row | undefined>;
}

/**
 * Runs a query's SQL at once, without Kysely's driver, on a database that answers synchronously
 * (SQLite in a Node host: server/db/node.ts), or answers undefined when it cannot now. Kysely's
 * driver queues every query behind a lock and answers over several promises: 7 µs a query, 50 at a
 * time, against 2.5 µs run at once, for a read of one row by its key.
 */
export type DirectReader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;
const directReaders = new WeakMap<Db, DirectReader>();

/** Compiled queries on `db` go to `reader` first. */
export function readDirectly(db: Db, reader: DirectReader): void {
  directReaders.set(db, reader);
}

export function compiledQuery<Args extends unknown[], Row>(build: (db: Db, ...args: { [K in keyof Args]: Arg<Args[K]> }) => Compilable<Row>): CompiledQueryOf<Args, Row> {
  // Per database: the SQL differs between SQLite and PostgreSQL.
  const templates = new WeakMap<Db, Template>();

  const templateFor = (db: Db, argCount: number): Template => {
    let template = templates.get(db);
    if (!template) {
      const stands = Array.from({ length: argCount }, (_, i) => new ArgSlot(i)) as unknown as { [K in keyof Args]: Arg<Args[K]> };
      const compiled = build(db, ...stands).compile();
      const slots = compiled.parameters.map((p) => (p instanceof ArgSlot ? p.index : -1));
      const used = new Set(slots.filter((s) => s >= 0));
      if (used.size !== argCount) throw new Error(`compiledQuery: ${argCount - used.size} argument(s) are not plain values of the query`);
      templates.set(db, (template = { compiled, slots }));
    }
    return template;
  };

  const run = async (db: Db, args: Args): Promise<Row[]> => {
    const { compiled, slots } = templateFor(db, args.length);
    const parameters = slots.map((slot, i) => (slot >= 0 ? args[slot] : compiled.parameters[i]));
    const rows = directReaders.get(db)?.(compiled.sql, parameters);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
    return result.rows;
  };

  return {
    all: (db, ...args) => run(db, args),
    first: async (db, ...args) => (await run(db, args))[0],
  };
}
