/**
 * Starts and stops the built Node host (build/server/main.cjs) for the browser tests: a free port,
 * a fresh SQLite directory, and the base URL handed to the tests through E2E_BASE_URL. Every test
 * file gets a server of its own (tests/e2e/serverPerFile.ts), so what one file changes, or leaves
 * changed when it fails, never reaches another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';

export const ROOT = resolve(__dirname, '../..');
export const RESULTS_DIR = join(ROOT, 'test-results');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
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
 * Starts `node build/server/main.cjs` on fresh demo data and resolves once GET
 * /api/User-loginStatus answers; its log is test-results/<name>.log.
 */
export async function startServer(name: string, timeoutMs = 60_000): Promise<RunningServer> {
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
  const logFile = join(RESULTS_DIR, `${name}.log`);
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
  return { baseUrl, dataDir, child };
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
}

let fileServer: RunningServer | undefined;

/** Starts the running test file's server (serverPerFile.ts, before the file's own hooks); the helpers talk to it. */
export async function startFileServer(name: string): Promise<void> {
  fileServer = await startServer(name);
  process.env.E2E_BASE_URL = fileServer.baseUrl;
}

/** Stops the running test file's server, after the file's own hooks. */
export async function stopFileServer(): Promise<void> {
  const server = fileServer;
  fileServer = undefined;
  delete process.env.E2E_BASE_URL;
  if (server) await stopServer(server);
}

/** The running test file's server: fresh demo data, whatever other files changed. */
export function thisFileServer(): RunningServer {
  if (!fileServer) throw new Error('No server for this test file: tests/e2e/serverPerFile.ts starts one before its tests.');
  return fileServer;
}

/**
 * The test file's server and a browser, launched before its tests and closed after them. The
 * returned object's fields are set once beforeAll has run.
 */
export function ownServerOfThisFile(launch: () => Promise<Browser>): { readonly server: RunningServer; browser: Browser } {
  const own = {
    get server() {
      return thisFileServer();
    },
  } as { readonly server: RunningServer; browser: Browser };
  beforeAll(async () => {
    own.browser = await launch();
  });
  afterAll(async () => {
    await own.browser?.close();
  });
  return own;
}
