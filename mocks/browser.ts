/**
 * The development host of the backend (`npm start`): msw's service worker hands every `/api/*`
 * request to the real app (server/app.ts), running in this page over SQLite compiled to WebAssembly
 * (sql.js). The database lives in IndexedDB: loaded on start, created, migrated and seeded with the
 * demo shop on first use, and saved after each request that may have written.
 *
 * Only reached when process.env.API_MODE === 'msw'; never part of a production bundle.
 * Each tab holds its own copy in memory and the last save wins: good enough for a demo.
 */
import { Kysely } from 'kysely';
import { ImmediateSqliteDialect } from '../server/db/writeTransaction';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js';
import { createApp } from '../server/app';
import { generateFieldKey } from '../server/auth/fieldCrypto';
import { prepareDatabase } from '../server/db/prepare';
import { consoleLogger, systemClock } from '../server/deps';
import { browserImageCodec } from '../server/images/browserImageCodec';
import { cachedFontLoader, CJK_FONT_ASSET } from '../server/fonts/cjkFont';
import type { Database } from '../server/db/schema';
import { startDailyJobs } from '../server/jobs';
import { onBeforeNavigate } from '../src/app/navigation';
import { CookieJar, type StoredCookies } from './cookieJar';
import { announceResetThenReload } from './demoReset';
import { forwardRequest, withCookieCapture } from './forwardRequest';
import { sqlJsDatabase } from './sqljs-driver';
import { guardWorkerUpdates } from './workerUpdates';

const IDB_NAME = 'panel-erp-demo';
const IDB_STORE = 'sqlite';
const IDB_KEY = 'db';
const COOKIE_STORAGE_KEY = 'erp.demo.cookies';
const SAVE_DEBOUNCE_MS = 200;

// ---- IndexedDB: one object store, the database file under the key 'db' ----

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openIdb(): Promise<IDBDatabase> {
  const open = indexedDB.open(IDB_NAME, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(IDB_STORE)) open.result.createObjectStore(IDB_STORE);
  };
  return request(open);
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const idb = await openIdb();
  try {
    const tx = idb.transaction(IDB_STORE, mode);
    const result = request(work(tx.objectStore(IDB_STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    return await result;
  } finally {
    idb.close();
  }
}

async function loadSnapshot(): Promise<Uint8Array | null> {
  const value = await withStore<unknown>('readonly', (store) => store.get(IDB_KEY));
  return value instanceof Uint8Array ? value : value instanceof ArrayBuffer ? new Uint8Array(value) : null;
}

const saveSnapshot = (bytes: Uint8Array) => withStore('readwrite', (store) => store.put(bytes, IDB_KEY));

const IDB_FIELD_KEY = 'fieldKey';

/**
 * The key the demo encrypts personal and bank data with (server/auth/fieldCrypto.ts): a random
 * AES-GCM key made on first start and kept beside the database in IndexedDB, as a CryptoKey that
 * cannot be read back. Not a fixed key in the code: that would be the same, public, key in every
 * browser, and the database file alone (a snapshot someone copies) would give the numbers away.
 * It outlives "reset demo data", which is fine: a fresh database is encrypted with it all the same.
 * Two tabs starting at once keep one key: `add` refuses the second, which then reads the first.
 */
async function demoFieldKey(): Promise<CryptoKey> {
  const kept = await withStore<unknown>('readonly', (store) => store.get(IDB_FIELD_KEY));
  if (kept instanceof CryptoKey) return kept;
  const made = await generateFieldKey();
  try {
    await withStore('readwrite', (store) => store.add(made, IDB_FIELD_KEY));
    return made;
  } catch {
    const first = await withStore<unknown>('readonly', (store) => store.get(IDB_FIELD_KEY));
    if (first instanceof CryptoKey) return first;
    throw new Error('the demo field key could not be kept in IndexedDB');
  }
}
const deleteSnapshot = () => withStore('readwrite', (store) => store.delete(IDB_KEY));

// ---- the session cookie, kept where the next page of this site finds it ----

const cookieStorage = {
  load(): StoredCookies {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(COOKIE_STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as StoredCookies) : {};
    } catch {
      return {};
    }
  },
  save(cookies: StoredCookies) {
    localStorage.setItem(COOKIE_STORAGE_KEY, JSON.stringify(cookies));
  },
};

// ---- the host ----

interface Host {
  sqlite: SqlJsDatabase;
  db: Kysely<Database>;
}

let starting: Promise<void> | null = null;
let host: Host | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let saving: Promise<void> = Promise.resolve();
let resetting = false;

/** Exports the database (holding Kysely's only connection, so no query runs meanwhile) and stores it. */
async function saveNow(): Promise<void> {
  if (!host || resetting) return;
  const { sqlite, db } = host;
  const bytes = await db.connection().execute(async () => {
    const exported = sqlite.export();
    // export() closes and reopens the database, which resets pragmas.
    sqlite.run('PRAGMA foreign_keys = ON');
    return exported;
  });
  await saveSnapshot(bytes);
}

function scheduleSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    saving = saving.then(saveNow).catch((e: unknown) => console.error('[demo backend] saving the database failed', e));
  }, SAVE_DEBOUNCE_MS);
}

/** Waits until every change so far is in IndexedDB. */
export async function flushBrowserBackend(): Promise<void> {
  if (saveTimer) {
    clearTimeout(saveTimer);
    saveTimer = null;
    saving = saving.then(saveNow);
  }
  await saving;
}

/** The font of the invoice PDFs, fetched on the first PDF (webpack copies it beside the pages). */
const fetchCjkFont = cachedFontLoader(async () => {
  const response = await fetch(`/${CJK_FONT_ASSET}`);
  if (!response.ok) throw new Error(`the PDF font did not load: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
});

async function start(): Promise<void> {
  const SQL = await initSqlJs({ locateFile: () => '/sql-wasm.wasm' });
  const snapshot = await loadSnapshot().catch(() => null);
  const sqlite = snapshot ? new SQL.Database(snapshot) : new SQL.Database();
  sqlite.run('PRAGMA foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlJsDatabase(sqlite) }) });
  host = { sqlite, db };
  // Migrates an existing database to this version; seeds only an empty one.
  await prepareDatabase(db, 'sqlite');
  if (!snapshot) await saveNow();
  // The demo keeps its data for days, so its seats renew and end as on the server.
  startDailyJobs(db, 'sqlite', systemClock, consoleLogger, scheduleSave);

  const jar = new CookieJar(cookieStorage);
  let fieldKey: Promise<CryptoKey> | null = null;
  const app = withCookieCapture(
    createApp({ db, dialect: 'sqlite', demo: true, clientIp: () => '127.0.0.1', afterWrite: scheduleSave, loadCjkFont: fetchCjkFont, imageCodec: browserImageCodec(), fieldKey: () => (fieldKey ??= demoFieldKey().catch((e: unknown) => ((fieldKey = null), Promise.reject(e)))) }),
    (setCookie) => jar.store(setCookie),
  );
  const worker = setupWorker(
    http.all('/api/*', async ({ request }) => app.fetch(await forwardRequest(request, jar, location.origin))),
  );
  await guardWorkerUpdates(navigator.serviceWorker, (scope, error) =>
    console.info(`[demo backend] the mock service worker of ${scope} was not refreshed; the running one serves on`, error),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  onBeforeNavigate(flushBrowserBackend);
  addEventListener('pagehide', () => void flushBrowserBackend());
}

/** Starts the in-page backend once; every entry awaits it before rendering in API_MODE 'msw'. */
export function startBrowserBackend(): Promise<void> {
  starting ??= start();
  return starting;
}

/**
 * Throws the demo database away (and the demo session with it), says so once that is done, then
 * reloads: the next load seeds the database afresh.
 */
export async function resetDemoData(): Promise<void> {
  resetting = true;
  if (saveTimer) clearTimeout(saveTimer);
  await saving.catch(() => undefined);
  await deleteSnapshot();
  localStorage.removeItem(COOKIE_STORAGE_KEY);
  await announceResetThenReload(() => location.reload());
}
