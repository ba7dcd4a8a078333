import { describeAccessProblem } from '../../server/app';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword, verifyPassword } from '../../server/auth/crypto';
import { ALL_ROUTES } from '../../server/routes';
import { makeBackend, ORIGIN, type TestBackend } from '../helpers/testApp';
import type { RightCode } from '../../src/common/rights';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(async () => {
  await b.close();
});

const countRows = async (table: 'sessions' | 'login_logs' | 'staff_logs') =>
  Number((await b.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('route declarations', () => {
  it('[ROUTE-03] every route declares public, user, or rights that exist in the catalogue', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(0);
    for (const r of ALL_ROUTES) expect([r.path, describeAccessProblem(r.access)]).toEqual([r.path, null]);
    expect(describeAccessProblem(undefined)).not.toBeNull();
    expect(describeAccessProblem({ anyOf: [] })).not.toBeNull();
    // A declaration from plain JS (or a cast) can still name a right that does not exist.
    expect(describeAccessProblem({ anyOf: ['SF_NOT_A_RIGHT' as RightCode] })).not.toBeNull();
  });

  it('[API-07] every non-public route answers 88888 without a session and changes nothing', async () => {
    const c = b.client();
    for (const r of ALL_ROUTES.filter((x) => x.access !== 'public')) {
      const reply = r.method === 'GET' ? await c.get(r.path) : await c.post(r.path, {});
      expect([r.path, reply.err_code]).toEqual([r.path, 88888]);
    }
    expect(await countRows('staff_logs')).toBe(0);
  });

  it('answers unknown /api paths with a clear not-found reply', async () => {
    const r = await b.client().post('/No-suchRoute');
    expect(r.err_code).toBe(10004);
  });
});

describe('tenant tables', () => {
  it('every table of shop data carries shop_id', async () => {
    // gram_positions: the numbers 1 to 511 that SQLite's goods-keyword triggers read (migration 0026), no shop's data.
    const global = new Set(['notices', 'agreements', 'login_attempts', 'kysely_migration', 'kysely_migration_lock', 'shops', 'gram_positions']);
    const tables = await b.db.introspection.getTables();
    const tenant = tables.filter((t) => !global.has(t.name));
    expect(tenant.length).toBeGreaterThan(5);
    for (const t of tenant) expect([t.name, t.columns.some((c) => c.name === 'shop_id')]).toEqual([t.name, true]);
  });
});

describe('CSRF', () => {
  it('refuses a POST without the ajax header, and nothing changes', async () => {
    const c = b.client();
    const r = await c.post('/User-login', { login_name: 'demo_admin', password: 'furniture-2026' }, { 'x-requested-with': '' });
    expect(r.err_code).toBe(10005);
    expect(c.cookies.has('erp_sid')).toBe(false);
    expect(await countRows('sessions')).toBe(0);
    expect(await countRows('login_logs')).toBe(0);
  });

  it('refuses a foreign Origin, and a request with neither Origin nor Sec-Fetch-Site', async () => {
    const c = b.client();
    expect((await c.post('/User-login', { login_name: 'demo_admin', password: 'furniture-2026' }, { origin: 'https://evil.example' })).err_code).toBe(10005);
    const res = await c.raw('/api/User-login', {
      method: 'POST',
      body: 'login_name=demo_admin&password=furniture-2026',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(((await res.json()) as { err_code: number }).err_code).toBe(10005);
    const ok = await c.raw('/api/User-login', {
      method: 'POST',
      body: 'login_name=demo_admin&password=furniture-2026',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' },
    });
    expect(((await ok.json()) as { err_code: number }).err_code).toBe(0);
    expect(await countRows('sessions')).toBe(1);
  });

  it('refuses a cross-site logout (a GET that changes state) and the session survives', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const forged = await c.get('/User-ajaxLoginOut', {}, { 'x-requested-with': '', 'sec-fetch-site': 'cross-site' });
    expect(forged.err_code).toBe(10005);
    expect((await c.get('/Notice-lists')).err_code).toBe(0);
  });
});

describe('malformed input', () => {
  it('answers an oversized body with a clear error and writes nothing', async () => {
    const r = await b.client().post('/User-login', { login_name: 'demo_admin', password: 'x'.repeat(70 * 1024) });
    expect(r.err_code).toBe(10007);
    expect(await countRows('login_logs')).toBe(0);
  });

  it('answers a JSON body where a form is expected with a clear error', async () => {
    const c = b.client();
    const res = await c.raw('/api/User-login', {
      method: 'POST',
      body: JSON.stringify({ login_name: 'demo_admin' }),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { err_code: number }).err_code).toBe(10001);
  });

  it('answers an unexpected failure with a generic message carrying an id that is in the log', async () => {
    const c = b.client();
    await c.login('demo_admin');
    await b.db.schema.dropTable('notices').execute();
    const res = await c.raw('/api/Notice-lists', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { err_code: number; err_msg: string };
    expect(body.err_code).toBe(50000);
    const id = /错误编号 ([\w-]+)/.exec(body.err_msg)?.[1];
    expect(id).toBeDefined();
    expect(body.err_msg).not.toMatch(/notices|SQL|at /);
    expect(b.logs.some((l) => l.level === 'error' && l.message.includes(id!))).toBe(true);
  });
});

describe('passwords', () => {
  it('hashes with PBKDF2-SHA256, at least 600,000 iterations by default, a per-user salt and no truncation', async () => {
    expect(DEFAULT_PASSWORD_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const long = 'p'.repeat(100);
    const a = await hashPassword(long + 'a', 2000);
    const a2 = await hashPassword(long + 'a', 2000);
    expect(a.salt).not.toBe(a2.salt);
    expect(a.hash).not.toBe(a2.hash);
    expect(await verifyPassword(long + 'a', a)).toBe(true);
    expect(await verifyPassword(long + 'b', a)).toBe(false);
    const users = await b.db.selectFrom('users').select(['password_salt', 'password_hash']).execute();
    expect(new Set(users.map((u) => u.password_salt)).size).toBe(users.length);
    expect(users.every((u) => !u.password_hash.includes('furniture'))).toBe(true);
  });

  it('upgrades a hash stored with fewer iterations on the next successful login', async () => {
    const weak = await hashPassword('furniture-2026', 500);
    await b.db.updateTable('users').set({ password_hash: weak.hash, password_salt: weak.salt, password_iterations: 500 }).where('login_name', '=', 'demo_admin').execute();
    await b.client().login('demo_admin');
    const row = await b.db.selectFrom('users').selectAll().where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow();
    expect(row.password_iterations).toBe(1000);
  });
});
