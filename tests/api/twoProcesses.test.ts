/**
 * Two server processes on one database and nothing else shared (issue "Fast on a cheap phone":
 * scale-out, and `WORKERS` processes behind one port): a login made on one is valid on the other,
 * a rights change or a person's change made through one applies to the other's very next request, and the login
 * throttle counts the attempts made to both. Against PostgreSQL when DATABASE_URL names one (a
 * database of its own, dropped after), otherwise on one SQLite file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ErrCode } from '../../src/common/api';
import { freePort, ROOT, waitUntilAnswering } from '../e2e/server';

interface Host {
  base: string;
  child: ChildProcess;
}

const PG_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;
const database = `erp_two_${process.pid}_${Date.now()}`;
const dirs: string[] = [];
const hosts: Host[] = [];

/** The admin connection string of PG_URL with another database name. */
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function start(env: NodeJS.ProcessEnv): Promise<Host> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), WORKERS: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(base, () => child.exitCode ?? undefined, 120_000);
  return { base, child };
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'panel-erp-two-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>test</title>');
  dirs.push(dist);
  const env: NodeJS.ProcessEnv = { DIST_DIR: dist };
  if (PG_URL) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    env.DATABASE_URL = withDatabase(PG_URL, database);
  } else {
    const data = mkdtempSync(join(tmpdir(), 'panel-erp-two-data-'));
    dirs.push(data);
    env.DATA_DIR = data;
    env.DATABASE_URL = '';
  }
  // One after the other: the first prepares the database, the second finds it ready.
  hosts.push(await start(env));
  hosts.push(await start(env));
}, 240_000);

afterAll(async () => {
  await Promise.all(
    hosts.map(
      (h) =>
        new Promise<void>((done) => {
          h.child.once('exit', () => done());
          h.child.kill('SIGTERM');
          setTimeout(() => h.child.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (PG_URL) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
});

/** A call to `host` as the page makes it (its own origin, the ajax header), with `cookie`. */
async function call(host: Host, path: string, fields: Record<string, string> = {}, cookie = ''): Promise<{ body: Record<string, unknown>; cookie: string }> {
  const res = await fetch(`${host.base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host.base, 'x-requested-with': 'XMLHttpRequest', cookie },
    body: new URLSearchParams(fields).toString(),
  });
  const set = res.headers.get('set-cookie');
  return { body: (await res.json()) as Record<string, unknown>, cookie: set ? set.split(';')[0] : cookie };
}

const login = async (host: Host, name: string, password = 'furniture-2026') => call(host, '/User-login', { login_name: name, password });
const status = async (host: Host, cookie: string) =>
  fetch(`${host.base}/api/User-loginStatus?check=1`, { headers: { cookie } }).then((r) => r.json() as Promise<{ user_info: { user_id: number; login_name: string } }>);

describe('two server processes on one database', () => {
  it('a login on one is valid on the other; a rights change through one applies to the next request on the other', async () => {
    const [a, b] = hosts;
    const sales = await login(a, 'demo_sales');
    expect(sales.body.err_code).toBe(0);
    expect((await status(b, sales.cookie)).user_info.login_name).toBe('demo_sales');
    expect((await call(b, '/ShopStaff-ajaxMyAuth', {}, sales.cookie)).body.err_code).toBe(0);

    // The master, on the first process, takes every ERP right from the sales role.
    const master = await login(a, 'demo_admin');
    const groups = (await call(a, '/shopStaff-ajaxGroup', {}, master.cookie)).body.data as { group_id: number; group_name: string }[];
    const salesRole = groups.find((g) => g.group_name === '销售专员')!;
    expect((await call(a, '/ShopStaff-editGrpRightsNew', { grpID: String(salesRole.group_id), rightsType: '1', grpRights: '-1' }, master.cookie)).body.err_code).toBe(0);
    expect((await call(b, '/ShopStaff-ajaxMyAuth', {}, sales.cookie)).body.err_code).toBe(ErrCode.NO_RIGHT);
  }, 60_000);

  it('a person changed through one shows in the status of the other on the next request', async () => {
    const [a, b] = hosts;
    const zhou = await login(b, 'zhou_sales');
    const before = await status(b, zhou.cookie);
    const master = await login(a, 'demo_admin');
    const param = JSON.stringify({ staffID: before.user_info.user_id, userName: 'zhou_sales_2' });
    expect((await call(a, '/ShopStaff-esPost', { param }, master.cookie)).body.err_code).toBe(0);
    expect((await status(b, zhou.cookie)).user_info.login_name).toBe('zhou_sales_2');
  }, 60_000);

  it('the login throttle counts the wrong passwords sent to both', async () => {
    const [a, b] = hosts;
    for (const host of [a, b, a]) expect((await login(host, 'demo_finance', 'not-the-password')).body.err_code).not.toBe(ErrCode.TOO_MANY_ATTEMPTS);
    // The third wrong password from this address set a wait: the other process keeps it.
    expect((await login(b, 'demo_finance', 'not-the-password')).body.err_code).toBe(ErrCode.TOO_MANY_ATTEMPTS);
  }, 60_000);
});
