/**
 * Server processes of the Node host (server/main.ts from source) on one database and nothing else
 * shared: on PostgreSQL when DATABASE_URL names one (a database of their own, dropped after),
 * otherwise on one SQLite file in a fresh folder. For the tests that prove several processes behave
 * as one server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ROOT, waitUntilAnswering } from '../e2e/server';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
}

export interface ServerProcesses {
  hosts: ServerProcess[];
  stop(): Promise<void>;
}

const PG_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;

/** The connection string of `url` with another database name. */
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function startOne(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
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

function stopOne(h: ServerProcess): Promise<void> {
  if (h.child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((done) => {
    h.child.once('exit', () => done());
    h.child.kill('SIGTERM');
    setTimeout(() => h.child.kill('SIGKILL'), 5_000).unref();
  });
}

/** Starts `count` processes on one new database; `label` names it (letters and digits). */
export async function startServerProcesses(count: number, label: string): Promise<ServerProcesses> {
  const dirs: string[] = [];
  const database = `erp_${label}_${process.pid}_${Date.now()}`;
  const dist = mkdtempSync(join(tmpdir(), `panel-erp-${label}-dist-`));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>test</title>');
  dirs.push(dist);
  // The key outside the data folder, as in production (else the start-up warns about it).
  const env: NodeJS.ProcessEnv = { DIST_DIR: dist, FIELD_KEY_PATH: join(dist, 'field.key') };
  if (PG_URL) {
    await adminQuery(`CREATE DATABASE ${database}`);
    env.DATABASE_URL = withDatabase(PG_URL, database);
  } else {
    const data = mkdtempSync(join(tmpdir(), `panel-erp-${label}-data-`));
    dirs.push(data);
    env.DATA_DIR = data;
    env.DATABASE_URL = '';
  }
  const hosts: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(hosts.map(stopOne));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (PG_URL) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    // One after the other: the first prepares the database, the next ones find it ready.
    for (let i = 0; i < count; i++) hosts.push(await startOne(env));
  } catch (e) {
    await stop();
    throw e;
  }
  return { hosts, stop };
}
