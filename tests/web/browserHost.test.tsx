/**
 * The pieces of the development host (mocks/browser.ts) that run outside a browser: the sql.js
 * driver under Kysely, serving the real app, the cookie handling of in-page hosts, the worker's
 * failed refreshes and what the demo reset says.
 */
import { Kysely, SqliteDialect, sql } from 'kysely';
import initSqlJs, { type Database as SqlJsDatabase, type SqlJsStatic } from 'sql.js';
import { act, screen } from '@testing-library/react';
import { CookieJar } from '../../mocks/cookieJar';
import { announceResetThenReload, RESET_NOTICE_MS } from '../../mocks/demoReset';
import { forwardedHeaders, forwardRequest, withCookieCapture } from '../../mocks/forwardRequest';
import { TEST_PASSWORD_ITERATIONS } from '../../mocks/node';
import { sqlJsDatabase } from '../../mocks/sqljs-driver';
import { guardWorkerUpdates } from '../../mocks/workerUpdates';
import { createApp } from '../../server/app';
import { prepareDatabase } from '../../server/db/prepare';
import type { Database } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { silentLogger } from '../../server/deps';
import { zhCN } from '../../src/locales/zh-CN';
import { nodeCjkFontLoader } from '../../server/fonts/node';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

function open(bytes?: Uint8Array) {
  const sqlite = new SQL.Database(bytes);
  sqlite.run('PRAGMA foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlJsDatabase(sqlite) }) });
  return { sqlite, db };
}

/** The app as the browser host runs it: over sql.js, cookies kept in a jar. */
function host(db: Kysely<Database>) {
  const jar = new CookieJar();
  const app = withCookieCapture(
    createApp({ db, dialect: 'sqlite', passwordIterations: TEST_PASSWORD_ITERATIONS, logger: silentLogger, clientIp: () => '127.0.0.1', loadCjkFont: nodeCjkFontLoader() }),
    (c) => jar.store(c),
  );
  const call = async (path: string, form?: Record<string, string>) => {
    const request = new Request(`http://localhost:3000/api${path}`, {
      method: form ? 'POST' : 'GET',
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const response = await app.fetch(await forwardRequest(request, jar, 'http://localhost:3000'));
    return (await response.json()) as { err_code: number; err_msg: string; user_info?: { login_name: string; user_id: number } };
  };
  return { jar, call };
}

describe('sql.js driver', () => {
  let sqlite: SqlJsDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    ({ sqlite, db } = open());
    await prepareDatabase(db, 'sqlite', { passwordIterations: TEST_PASSWORD_ITERATIONS });
    await sql`create table probe (id integer primary key, v text not null)`.execute(db);
  });

  it('migrates and seeds the demo shop, and the real app logs in over it', async () => {
    const { call, jar } = host(db);
    const reply = await call('/User-login', { login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    expect(reply.err_code).toBe(0);
    expect(jar.get('erp_sid')).toBeTruthy();
    const status = await call('/User-loginStatus?check=1');
    expect(status.user_info?.login_name).toBe(DEMO_ACCOUNTS.master);
    expect((await call('/User-ajaxLoginOut')).err_code).toBe(0);
    expect(jar.get('erp_sid')).toBeUndefined();
    expect((await call('/User-loginStatus?check=1')).user_info?.user_id).toBe(-1);
  });

  it('returns rows of INSERT ... RETURNING and reports changes of plain writes', async () => {
    const inserted = await sql<{ id: number; v: string }>`insert into probe (v) values ('a') returning id, v`.execute(db);
    expect(inserted.rows).toEqual([{ id: expect.any(Number), v: 'a' }]);
    const updated = await sql`update probe set v = 'b' where id = ${inserted.rows[0].id}`.execute(db);
    expect(updated.numAffectedRows).toBe(1n);
    const plain = await sql`insert into probe (v) values ('c')`.execute(db);
    expect(Number(plain.insertId)).toBeGreaterThan(inserted.rows[0].id);
  });

  it('rolls a failed transaction back', async () => {
    const before = await sql<{ n: number }>`select count(*) as n from probe`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into probe (v) values ('x')`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await sql<{ n: number }>`select count(*) as n from probe`.execute(db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('survives an export and a reload (the IndexedDB round trip)', async () => {
    const bytes = sqlite.export();
    const reopened = open(bytes);
    await prepareDatabase(reopened.db, 'sqlite', { passwordIterations: TEST_PASSWORD_ITERATIONS });
    const { call } = host(reopened.db);
    expect((await call('/User-login', { login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD })).err_code).toBe(0);
    const fk = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(reopened.db);
    expect(fk.rows[0].foreign_keys).toBe(1);
  });
});

describe('cookie jar of in-page hosts', () => {
  it('keeps cookies until they expire or are deleted', () => {
    let now = 1_000_000;
    const jar = new CookieJar(undefined, () => now);
    jar.store('erp_sid=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
    jar.store('other=1');
    expect(jar.header()).toBe('erp_sid=abc; other=1');
    now += 61_000;
    expect(jar.header()).toBe('other=1');
    jar.store('other=; Max-Age=0');
    expect(jar.header()).toBe('');
  });

  it('adds a same-origin Origin only when the request has neither Origin nor Sec-Fetch-Site', () => {
    const jar = new CookieJar();
    const bare = new Request('http://localhost:3000/api/x', { method: 'POST' });
    expect(forwardedHeaders(bare, jar, 'http://localhost:3000').get('origin')).toBe('http://localhost:3000');
    const fetched = new Request('http://localhost:3000/api/x', { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(forwardedHeaders(fetched, jar, 'http://localhost:3000').get('origin')).toBeNull();
  });
});

describe('the mock service worker and the demo reset', () => {
  const FAILURE = "Failed to update a ServiceWorker for scope ('http://localhost:3000/') with script ('http://localhost:3000/mockServiceWorker.js'): An unknown error occurred when fetching the script.";

  it('a failed refresh of the existing worker registration settles with the registration and is noted, never left unhandled', async () => {
    const update = jest.fn(() => Promise.reject(new TypeError(FAILURE)));
    const registration = { scope: 'http://localhost:3000/', update } as unknown as ServiceWorkerRegistration;
    const container = { getRegistrations: async () => [registration] } as unknown as ServiceWorkerContainer;
    const notes: [string, string][] = [];
    const note = (scope: string, error: unknown) => notes.push([scope, String(error)]);
    await guardWorkerUpdates(container, note);
    // Guarding again (a second start) does not wrap twice.
    await guardWorkerUpdates(container, note);
    await expect(registration.update()).resolves.toBe(registration);
    expect(update).toHaveBeenCalledTimes(1);
    expect(notes).toEqual([['http://localhost:3000/', `TypeError: ${FAILURE}`]]);
  });

  it('a refresh that works is passed through unchanged', async () => {
    const refreshed = {} as ServiceWorkerRegistration;
    const registration = { scope: '/', update: jest.fn(async () => refreshed) } as unknown as ServiceWorkerRegistration;
    await guardWorkerUpdates({ getRegistrations: async () => [registration] } as unknown as ServiceWorkerContainer, () => undefined);
    await expect(registration.update()).resolves.toBe(refreshed);
  });

  it('after the reset the page says the demo data was reset, and reloads only once the message has closed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const reload = jest.fn();
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = announceResetThenReload(reload);
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText(zhCN['login.resetDemoDone'])).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(RESET_NOTICE_MS + 1000));
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
