/**
 * The Node host: the production build from dist/ and the backend under /api, on one port.
 *   PORT (default 8080), DATA_DIR (default ./data, SQLite), DATABASE_URL=postgres://... (PostgreSQL),
 *   CHATBOT_WEBHOOK_URL / CHATBOT_TOKEN (client error reports), TRUST_PROXY=1 behind a reverse proxy,
 *   PUBLIC_ORIGINS=https://erp.example.com,... (origins besides the request's own that may call the API),
 *   WORKERS (processes serving the port; default one per core),
 *   FIELD_KEY (base64 of 32 bytes: the key personal and bank data are encrypted with; default the
 *   file field.key in DATA_DIR, created on first start).
 * The site itself is server/nodeSite.ts, loaded only by the processes that need it.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fieldKeyOfEnv } from './auth/nodeFieldKey';
import { parseOriginList } from './http/csrf';
import type { SiteConfig } from './nodeSite';

/** The Node host's settings, checked before anything opens: a mistake stops the start-up. */
function siteConfig(): SiteConfig {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  // A mistyped origin stops the start-up instead of refusing every call.
  const publicOrigins = parseOriginList(process.env.PUBLIC_ORIGINS);
  if (!existsSync(resolve(distDir, 'index.html'))) {
    console.error(`No build found in ${distDir}: run "npm run build" first (or "npm run serve", which builds).`);
    process.exit(1);
  }
  // A malformed FIELD_KEY stops the start-up rather than encrypting with a key nobody meant.
  let fieldKey: Uint8Array | null = null;
  try {
    fieldKey = fieldKeyOfEnv();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
  return { port: Number(process.env.PORT ?? 8080), distDir, publicOrigins, fieldKey };
}

/** How many processes serve: WORKERS, by default one per core. */
function workerCount(): number {
  const asked = process.env.WORKERS;
  if (asked === undefined || asked === '') return availableParallelism();
  const n = Number(asked);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`WORKERS must be a whole number from 1 to 64 (got "${asked}").`);
    process.exit(1);
  }
  return n;
}

/**
 * Several processes on one port (node:cluster). The primary only starts and watches them, so it stays
 * small: a first worker prepares the database and ends, then the serving workers start, each with
 * its own connection, one of them also running the daily jobs; one that dies is replaced in its
 * role. Everything they share lives in the database (sessions, rights versions, login throttle), so
 * they behave as one server; SQLite lets one of them write at a time (WAL, busy timeout). With one
 * process, it does all of this itself.
 */
/**
 * The site, required when a process needs it, not imported at the top: a cluster's primary never
 * loads it. (A dynamic import() would leave Node's ESM loader to find the .ts file when run from source.)
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const site = () => require('./nodeSite') as typeof import('./nodeSite');

async function main() {
  // An operator's command instead of the server (README "Online payments").
  if (process.argv[2] === 'confirm-payment') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runConfirmPayment } = require('./payments/confirmCommand') as typeof import('./payments/confirmCommand');
    process.exit(await runConfirmPayment(process.argv.slice(3)));
  }
  const config = siteConfig();
  const workers = workerCount();
  if (!cluster.isPrimary) return runWorker(config, workerRole());
  if (workers > 1) return runPrimary(workers);
  await site().runSite(config, { prepare: true, jobs: true, alone: true });
}

/** What a worker does, set by the primary as it forks it: prepare the database (then end), serve and run the daily jobs, or serve. */
type WorkerRole = 'prepare' | 'jobs' | 'serve';
const WORKER_ROLE_ENV = 'PANEL_ERP_WORKER_ROLE';
const WORKER_ROLES: readonly WorkerRole[] = ['prepare', 'jobs', 'serve'];

function workerRole(): WorkerRole {
  const role = process.env[WORKER_ROLE_ENV] as WorkerRole;
  return WORKER_ROLES.includes(role) ? role : 'serve';
}

async function runWorker(config: SiteConfig, role: WorkerRole): Promise<void> {
  // A worker whose primary is gone stops, so it never holds the port alone.
  process.on('disconnect', () => process.exit(0));
  const { prepareOnly, runSite } = site();
  if (role === 'prepare') {
    await prepareOnly(config);
    process.exit(0);
  }
  await runSite(config, { prepare: false, jobs: role === 'jobs', alone: false });
}

/** Set when the server is asked to stop: workers that end then are not replaced. */
let stopping = false;

async function runPrimary(count: number): Promise<void> {
  const stop = () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (running.length === 0) process.exit(0);
    let left = running.length;
    for (const worker of running) {
      worker.once('exit', () => (left -= 1) === 0 && process.exit(0));
      worker.kill('SIGTERM');
    }
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const prepared = await new Promise<number | null>((resolve) => cluster.fork({ [WORKER_ROLE_ENV]: 'prepare' }).once('exit', resolve));
  if (stopping) return;
  if (prepared !== 0) {
    console.error(`preparing the database failed (${prepared}): stopping.`);
    process.exit(1);
  }
  forkWorkers(count);
}

/**
 * glibc's malloc keeps a memory arena per thread; the image decoder's threads (sharp, libvips) then
 * leave hundreds of MB of freed memory in the process. Two arenas keep an upload burst's peak and
 * what stays after it about a third lower (README "The upload pipeline"); an operator's value wins.
 */
const WORKER_MALLOC = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

/** A worker that dies is replaced in its role, unless it died right after starting (it would only die again). */
function forkWorkers(count: number): void {
  const started = new Map<number, { at: number; role: WorkerRole }>();
  const fork = (role: WorkerRole) => started.set(cluster.fork({ [WORKER_ROLE_ENV]: role, ...WORKER_MALLOC }).id, { at: Date.now(), role });
  for (let i = 0; i < count; i++) fork(i === 0 ? 'jobs' : 'serve');
  cluster.on('exit', (worker, code, signal) => {
    const { at, role } = started.get(worker.id) ?? { at: 0, role: 'serve' };
    started.delete(worker.id);
    if (stopping || worker.exitedAfterDisconnect) return;
    const age = Date.now() - at;
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}) after ${age} ms`);
    if (age < 5_000) {
      console.error('it ended during start-up: stopping.');
      process.exit(1);
    }
    fork(role);
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
