/**
 * The test host of the backend: the real app (server/app.ts) over an in-memory SQLite database,
 * reached through msw's `setupServer`, so component tests exercise the same code as production.
 *
 * msw in Node keeps no cookie jar for the XMLHttpRequests axios makes under jsdom, so the handler
 * remembers the cookies the app sets and sends them back, like a browser would.
 */
import type { Hono } from 'hono';
import { http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createApp } from '../server/app';
import { openSqlite } from '../server/db/node';
import { prepareDatabase } from '../server/db/prepare';
import type { Db } from '../server/db/schema';
import { silentLogger } from '../server/deps';
import { CookieJar } from './cookieJar';
import { forwardRequest, withCookieCapture } from './forwardRequest';

/** Low on purpose: hashing at the production work factor would make every login test slow. */
export const TEST_PASSWORD_ITERATIONS = 1000;

export interface TestBackend {
  app: Hono;
  db: Db;
  /** The cookies the "browser" holds (the session cookie after a login). */
  jar: CookieJar;
  /** `http.all('*\/api/*')` handing requests to the app. */
  handler: HttpHandler;
  server: SetupServer;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded in-memory database behind the app, and an msw server for it. */
export async function createTestBackend(): Promise<TestBackend> {
  const { db, close } = openSqlite(':memory:');
  await prepareDatabase(db, 'sqlite', { passwordIterations: TEST_PASSWORD_ITERATIONS });
  const jar = new CookieJar();
  const app = withCookieCapture(
    createApp({ db, dialect: 'sqlite', passwordIterations: TEST_PASSWORD_ITERATIONS, logger: silentLogger, clientIp: () => '127.0.0.1' }),
    (setCookie) => jar.store(setCookie),
  );
  const handler = http.all('*/api/*', async ({ request }) => app.fetch(await forwardRequest(request, jar, new URL(request.url).origin)));
  const server = setupServer(handler);
  return { app, db, jar, handler, server, close };
}
