/**
 * A backend for tests: the real app over a fresh in-memory SQLite database, or, when DATABASE_URL
 * is set, over a fresh PostgreSQL database of its own (dropped afterwards). A fake clock and an HTTP
 * client with its own cookie jar, so tests speak to the app exactly as a browser would.
 *
 * On PostgreSQL every test has a database of its own beside the one DATABASE_URL names (`test`),
 * so the test files can run in several jest workers at once without meeting each other, not even
 * in the database-wide advisory locks. Migrating and seeding a PostgreSQL database takes a second
 * or two, so the api project's global setup (tests/helpers/apiGlobalSetup.ts) does it once per run
 * into two template databases (with and without the demo logs); a test's database is a copy of one
 * (CREATE DATABASE ... TEMPLATE, some 50 ms), the same data a fresh seed gives, and is dropped after
 * the test. Without those templates (a file run outside the api project) each test seeds its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Hono } from 'hono';
import { AJAX_HEADER, type ApiReply } from '../../src/common/api';
import { wireFields, type AnyEndpoint, type FieldsArg, type ReplyOf } from '../../src/common/contract';
import { createApp } from '../../server/app';
import { TEST_PASSWORD_ITERATIONS } from '../../server/auth/crypto';
import { TEST_FIELD_KEY } from '../../server/auth/fieldCrypto';
import { openSqlite } from '../../server/db/node';
import { openPostgres } from '../../server/db/nodePostgres';
import { prepareDatabase } from '../../server/db/prepare';
import type { Db, SqlDialect } from '../../server/db/schema';
import type { AppDeps, Logger, Notifier } from '../../server/deps';
import { nodeCjkFontLoader } from '../../server/fonts/node';
import { sharpImageCodec } from '../../server/images/nodeImageCodec';
import { ip2regionProvince } from '../../server/logs/nodeGeo';
import { streamingSheetWriter } from '../../server/export/nodeSheet';
import { FEATURE_SEEDS, FEATURE_SEEDS_WITHOUT_LOGS } from '../../server/db/seeds';

export const ORIGIN = 'http://localhost';
/** Carries a test client's address to the app's clientIp (the real hosts read the socket). */
const TEST_PEER_HEADER = 'x-test-peer';
/** One font loader for every backend of the file, so the font is read and parsed once. */
const loadCjkFont = nodeCjkFontLoader();

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  extra?: Record<string, unknown>;
}

export interface TestBackend {
  app: Hono;
  db: Db;
  dialect: SqlDialect;
  clock: { now(): number; advance(ms: number): void };
  logs: LoggedLine[];
  notified: string[];
  client(options?: { ip?: string }): TestClient;
  close(): Promise<void>;
}

export type Json = Record<string, unknown> & { err_code: number; err_msg?: string };

export class TestClient {
  readonly cookies = new Map<string, string>();
  lastResponse: Response | null = null;

  constructor(
    private readonly app: Hono,
    readonly ip: string,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(path: string, init: RequestInit = {}, base = ORIGIN): Promise<Response> {
    const headers = new Headers(init.headers);
    // The peer address travels with each request, so parallel requests keep their own.
    headers.set(TEST_PEER_HEADER, this.ip);
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const res = await this.app.request(`${base}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    this.lastResponse = res;
    return res;
  }

  async get(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Json> {
    const qs = new URLSearchParams(query).toString();
    const res = await this.raw(`/api${path}${qs ? `?${qs}` : ''}`, {
      headers: { [AJAX_HEADER.name]: AJAX_HEADER.value, 'sec-fetch-site': 'same-origin', ...headers },
    });
    return (await res.json()) as Json;
  }

  async post(path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Json> {
    const res = await this.raw(`/api${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [AJAX_HEADER.name]: AJAX_HEADER.value,
        origin: ORIGIN,
        ...headers,
      },
    });
    return (await res.json()) as Json;
  }

  /** Calls an endpoint by its contract: typed fields, typed reply (fields go on the wire as the browser sends them). */
  async call<E extends AnyEndpoint>(endpoint: E, ...[fields]: FieldsArg<E>): Promise<ApiReply<ReplyOf<E>>> {
    const wire = wireFields(fields);
    const reply = endpoint.method === 'GET' ? await this.get(endpoint.path, wire) : await this.post(endpoint.path, wire);
    // The one place a JSON body meets its contract type: the server's route is typed by the same contract.
    return reply as unknown as ApiReply<ReplyOf<E>>;
  }

  async login(loginName: string, password = 'furniture-2026'): Promise<Json> {
    const reply = await this.post('/User-login', { login_name: loginName, password });
    if (reply.err_code !== 0) throw new Error(`login of ${loginName} failed: ${JSON.stringify(reply)}`);
    return reply;
  }
}

type TestDatabase = { db: Db; dialect: SqlDialect; close(): Promise<void> };

/** The PostgreSQL server of the tests (DATABASE_URL), or undefined for SQLite. */
const postgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/** The connection string of `url` with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs statements on the database DATABASE_URL names (CREATE and DROP DATABASE run outside any). */
async function adminQuery(url: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database (empty, or a copy of `template`), dropped on close. */
async function openPostgresTestDatabase(url: string, template?: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = openPostgres(withDatabase(url, name), { max: 12 });
  return {
    ...handle,
    async close() {
      await handle.close();
      // Without FORCE: the pool's connections are still closing, and PostgreSQL waits (up to 5 s)
      // for them to end; FORCE would end them itself, an error their clients would throw.
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** A fresh, empty database of the test dialect: in-memory SQLite, or a new PostgreSQL database dropped on close. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = postgresUrl();
  if (!url) return openSqlite(':memory:');
  return openPostgresTestDatabase(url);
}

/** The moment the demo data is seeded at, and each backend's fake clock starts from. */
const SEED_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

/** Migrates and seeds `db` as every backend of the tests starts: the demo data, with the demo's logs or without. */
async function prepareTestData(db: Db, dialect: SqlDialect, withLogs: boolean): Promise<void> {
  await prepareDatabase(db, dialect, { passwordIterations: TEST_PASSWORD_ITERATIONS, now: SEED_NOW, features: withLogs ? FEATURE_SEEDS : FEATURE_SEEDS_WITHOUT_LOGS });
}

/** The environment variable naming this run's PostgreSQL templates (`<prefix>_logs`, `<prefix>_plain`); set by createPostgresTemplates. */
const TEMPLATES_ENV = 'ERP_TEST_PG_TEMPLATES';
const templateName = (prefix: string, withLogs: boolean) => `${prefix}_${withLogs ? 'logs' : 'plain'}`;

/**
 * The api project's global setup on PostgreSQL: migrates and seeds the two template databases of
 * this run and names them to the workers (through the environment, which they inherit).
 */
export async function createPostgresTemplates(): Promise<void> {
  const url = postgresUrl();
  if (!url || process.env[TEMPLATES_ENV]) return;
  const prefix = `tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await Promise.all(
    [false, true].map(async (withLogs) => {
      const name = templateName(prefix, withLogs);
      await adminQuery(url, `CREATE DATABASE ${name}`);
      const handle = openPostgres(withDatabase(url, name), { max: 4 });
      try {
        await prepareTestData(handle.db, handle.dialect, withLogs);
      } finally {
        await handle.close();
      }
      // No one connects to a template: a copy is refused while someone is.
      await adminQuery(url, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    }),
  );
  process.env[TEMPLATES_ENV] = prefix;
}

/** The api project's global teardown: drops the templates of this run. */
export async function dropPostgresTemplates(): Promise<void> {
  const url = postgresUrl();
  const prefix = process.env[TEMPLATES_ENV];
  if (!url || !prefix) return;
  delete process.env[TEMPLATES_ENV];
  await adminQuery(url, ...[false, true].map((withLogs) => `DROP DATABASE IF EXISTS ${templateName(prefix, withLogs)} WITH (FORCE)`));
}

/** A fresh database with the demo data (and the demo's logs when `withLogs`). */
async function openSeededTestDatabase(withLogs: boolean): Promise<TestDatabase> {
  const url = postgresUrl();
  const prefix = process.env[TEMPLATES_ENV];
  if (url && prefix) return openPostgresTestDatabase(url, templateName(prefix, withLogs));
  const handle = await openTestDatabase();
  try {
    await prepareTestData(handle.db, handle.dialect, withLogs);
  } catch (e) {
    await handle.close();
    throw e;
  }
  return handle;
}

/**
 * A backend over a fresh database with the demo data. `withLogs`: with the demo's months of logs
 * too (the log tests); without, the log tables start empty, so a test sees exactly what it wrote.
 */
export async function makeBackend(overrides: Partial<AppDeps> = {}, { withLogs = false } = {}): Promise<TestBackend> {
  const { db, dialect, close } = await openSeededTestDatabase(withLogs);
  let now = SEED_NOW;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const logs: LoggedLine[] = [];
  const logger: Logger = {
    info: (message, extra) => logs.push({ level: 'info', message, extra }),
    warn: (message, extra) => logs.push({ level: 'warn', message, extra }),
    error: (message, extra) => logs.push({ level: 'error', message, extra }),
  };
  const notified: string[] = [];
  const notifier: Notifier = { send: async (text) => void notified.push(text) };
  const app = createApp({
    db,
    dialect,
    clock,
    logger,
    notifier,
    passwordIterations: TEST_PASSWORD_ITERATIONS,
    loadCjkFont,
    sheetWriter: streamingSheetWriter,
    provinceOf: ip2regionProvince,
    clientIp: (c) => c.req.header(TEST_PEER_HEADER),
    fieldKey: TEST_FIELD_KEY,
    imageCodec: sharpImageCodec,
    ...overrides,
  });
  return {
    app,
    db,
    dialect,
    clock,
    logs,
    notified,
    client: (options = {}) => new TestClient(app, options.ip ?? '10.0.0.1'),
    close,
  };
}

/**
 * A fresh backend before each test of the file, with `login` (the demo master) logged in, closed
 * after it. `use` receives both, for files that keep them in variables:
 *   let b: TestBackend;
 *   let master: TestClient;
 *   eachTestBackend((backend, client) => ([b, master] = [backend, client]));
 */
export function eachTestBackend(use: (backend: TestBackend, master: TestClient) => unknown, login = 'demo_admin', options: { withLogs?: boolean } = {}): void {
  let current: TestBackend | undefined;
  beforeEach(async () => {
    current = await makeBackend({}, options);
    const master = current.client();
    await master.login(login);
    await use(current, master);
  });
  afterEach(async () => {
    await current?.close();
  });
}

/** The same, as an object: `const t = backendPerTest(); ... t.master.call(NewGrp, ...); t.b.db ...`. */
export function backendPerTest(login = 'demo_admin', options: { withLogs?: boolean } = {}): { readonly b: TestBackend; readonly master: TestClient } {
  const current: { b?: TestBackend; master?: TestClient } = {};
  eachTestBackend((b, master) => Object.assign(current, { b, master }), login, options);
  return {
    get b() {
      return current.b!;
    },
    get master() {
      return current.master!;
    },
  };
}
