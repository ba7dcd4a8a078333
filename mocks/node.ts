/**
 * The test host of the backend: the real app (server/app.ts) over an in-memory SQLite database,
 * reached through msw's `setupServer`, so component tests exercise the same code as production.
 *
 * msw in Node keeps no cookie jar for the XMLHttpRequests axios makes under jsdom, so the handler
 * remembers the cookies the app sets and sends them back, like a browser would.
 *
 * The database is migrated and seeded once; `restore()` brings back that state (a copy of the
 * seeded database's bytes opened as a new connection, about a millisecond), so every test can
 * start from the same data whatever ran before it.
 */
import SQLite from 'better-sqlite3';
import type { Hono } from 'hono';
import { Kysely, type SqliteDatabase } from 'kysely';
import { ImmediateSqliteDialect } from '../server/db/writeTransaction';
import { http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createApp } from '../server/app';
import { TEST_PASSWORD_ITERATIONS } from '../server/auth/crypto';
import { TEST_FIELD_KEY } from '../server/auth/fieldCrypto';
import { prepareDatabase } from '../server/db/prepare';
import type { Database, Db } from '../server/db/schema';
import { silentLogger } from '../server/deps';
import { sharpImageCodec } from '../server/images/nodeImageCodec';
import { nodeCjkFontLoader } from '../server/fonts/node';
import { CookieJar } from './cookieJar';
import { forwardRequest, withCookieCapture } from './forwardRequest';
import { streamingSheetWriter } from '../server/export/nodeSheet';

/** Low on purpose: hashing at the production work factor would make every login test slow. */
export { TEST_PASSWORD_ITERATIONS };

/** One font loader for every backend of the test file: the font is read once, on the first PDF. */
const loadCjkFont = nodeCjkFontLoader();

export interface TestBackend {
  /** The app serving the current database (a new one after each `restore()`). */
  readonly app: Hono;
  /** The database; the same object across `restore()`, so it may be kept in a variable. */
  readonly db: Db;
  /** The cookies the "browser" holds (the session cookie after a login). */
  readonly jar: CookieJar;
  /** `http.all('*\/api/*')` handing requests to the app. */
  readonly handler: HttpHandler;
  readonly server: SetupServer;
  /** How many requests the app is answering right now. */
  readonly pending: number;
  /** Counts every request the app has been handed; tells a quiet moment from a busy one. */
  readonly started: number;
  /** Takes the current database as the state `restore()` brings back (after file fixtures, say). */
  snapshot(): void;
  /** Replaces the database with the last snapshot and starts a fresh app over it. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * The better-sqlite3 connection behind Kysely, exchangeable: Kysely's SQLite driver keeps the
 * object it was given and only ever calls `prepare` and `close` on it, so swapping the connection
 * underneath gives every holder of `db` the restored data.
 */
class ExchangeableSqlite implements SqliteDatabase {
  constructor(private connection: SQLite.Database) {}

  prepare(sql: string) {
    return this.connection.prepare(sql);
  }

  close(): void {
    this.connection.close();
  }

  bytes(): Buffer {
    return this.connection.serialize();
  }

  replaceWith(bytes: Buffer): void {
    const next = openConnection(bytes);
    this.connection.close();
    this.connection = next;
  }
}

/** The pragmas of server/db/node.ts's openSqlite that matter in memory. */
function openConnection(bytes?: Buffer): SQLite.Database {
  const connection = bytes ? new SQLite(bytes) : new SQLite(':memory:');
  connection.pragma('foreign_keys = ON');
  return connection;
}

/** A migrated and seeded in-memory database behind the app, and an msw server for it. */
export async function createTestBackend(): Promise<TestBackend> {
  const sqlite = new ExchangeableSqlite(openConnection());
  const db: Db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  await prepareDatabase(db, 'sqlite', { passwordIterations: TEST_PASSWORD_ITERATIONS });
  let saved = sqlite.bytes();
  const jar = new CookieJar();
  const newApp = () =>
    withCookieCapture(
      createApp({ db, dialect: 'sqlite', passwordIterations: TEST_PASSWORD_ITERATIONS, logger: silentLogger, clientIp: () => '127.0.0.1', loadCjkFont, sheetWriter: streamingSheetWriter, fieldKey: TEST_FIELD_KEY, imageCodec: sharpImageCodec }),
      (setCookie) => jar.store(setCookie),
    );
  let app = newApp();
  let pending = 0;
  let started = 0;
  const handler = http.all('*/api/*', async ({ request }) => {
    pending += 1;
    started += 1;
    try {
      return await app.fetch(await forwardRequest(request, jar, new URL(request.url).origin));
    } finally {
      pending -= 1;
    }
  });
  const server = setupServer(handler);
  return {
    get app() {
      return app;
    },
    db,
    jar,
    handler,
    server,
    get pending() {
      return pending;
    },
    get started() {
      return started;
    },
    snapshot() {
      saved = sqlite.bytes();
    },
    restore() {
      if (pending > 0) throw new Error(`cannot restore the database while ${pending} request(s) are being answered`);
      sqlite.replaceWith(saved);
      app = newApp();
    },
    close: () => db.destroy(),
  };
}
