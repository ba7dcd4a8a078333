/**
 * Starts and stops the built Node host (build/server/main.cjs) for the browser tests: a free port,
 * a fresh SQLite directory, and the base URL handed to the tests through E2E_BASE_URL and a file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';

export const ROOT = resolve(__dirname, '../..');
export const RESULTS_DIR = join(ROOT, 'test-results');
/** Where the running server's base URL is written, for tests that do not see E2E_BASE_URL. */
export const SERVER_INFO_FILE = join(RESULTS_DIR, 'e2e-server.json');
const SERVER_LOG_FILE = join(RESULTS_DIR, 'e2e-server.log');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** The run's shared server (its base URL in SERVER_INFO_FILE), not one a test file started for itself. */
  shared: boolean;
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /api/User-loginStatus until it answers 200; throws if the server exits (`exitCode` not undefined) or time runs out. */
export async function waitUntilAnswering(baseUrl: string, exitCode: () => number | null | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode() !== undefined) throw new Error(`The server exited with code ${exitCode()} before answering.`);
    try {
      const res = await fetch(`${baseUrl}/api/User-loginStatus?check=1`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer on ${baseUrl} within ${timeoutMs} ms.`);
    await sleep(200);
  }
}

/**
 * Starts `node build/server/main.cjs` and resolves once GET /api/User-loginStatus answers. With
 * `name`, a server of the calling test file alone (fresh demo data whatever other files changed):
 * its log is test-results/<name>.log and the shared server's info file is left alone.
 */
export async function startServer(timeoutMs = 60_000, name?: string): Promise<RunningServer> {
  const entry = join(ROOT, 'build/server/main.cjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first (npm run test:e2e does).`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-erp-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // One process: a test's server starts fast and its log reads in order (the cluster has tests of its own).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', WORKERS: '1' };
  delete env.DATABASE_URL; // always the fresh SQLite directory
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = name ? join(RESULTS_DIR, `${name}.log`) : SERVER_LOG_FILE;
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  try {
    await waitUntilAnswering(baseUrl, () => exited, timeoutMs);
  } catch (e) {
    if (exited === undefined) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await sleep(100); // let the log flush
    throw new Error(`${(e as Error).message}\n--- ${logFile} ---\n${readFileSync(logFile, 'utf8')}`);
  }
  if (!name) writeFileSync(SERVER_INFO_FILE, JSON.stringify({ baseUrl, dataDir, pid: child.pid }));
  return { baseUrl, dataDir, child, shared: !name };
}

/** Stops the server (SIGTERM, then SIGKILL after a grace period) and removes its data directory. */
export async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
  if (server.shared) rmSync(SERVER_INFO_FILE, { force: true });
}

/**
 * A test file's own server and browser, started before its tests and stopped after them: fresh demo
 * data whatever the other files changed. While the file runs, the helpers (login, baseUrl ...) talk
 * to its server. The returned object's fields are set once beforeAll has run.
 */
export function ownServerOfThisFile(name: string, launch: () => Promise<Browser>): { server: RunningServer; browser: Browser } {
  const own = {} as { server: RunningServer; browser: Browser };
  let sharedBaseUrl: string | undefined;
  beforeAll(async () => {
    [own.server, own.browser] = await Promise.all([startServer(60_000, name), launch()]);
    sharedBaseUrl = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = own.server.baseUrl;
  });
  afterAll(async () => {
    if (sharedBaseUrl === undefined) delete process.env.E2E_BASE_URL;
    else process.env.E2E_BASE_URL = sharedBaseUrl;
    await own.browser?.close();
    if (own.server) await stopServer(own.server);
  });
  return own;
}
