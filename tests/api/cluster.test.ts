/**
 * `WORKERS` processes on one port (node:cluster, server/main.ts), on SQLite: the primary only starts
 * and watches the workers (it holds no database), one worker runs the daily jobs, a worker that dies
 * is replaced in its role, and a stop ends them all. Read from /proc: Linux only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, waitUntilAnswering } from '../e2e/server';

const dirs: string[] = [];

/** The processes `pid` started (its cluster's workers). */
const workersOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
/** The role the primary gave a worker (server/main.ts); undefined once it has ended. */
const roleOf = (pid: number) => {
  try {
    return /(?:^|\0)PANEL_ERP_WORKER_ROLE=(\w+)/.exec(readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
};
/** How long ago `pid` started, in ms (its start time after boot, field 22 of its stat, in ticks of 10 ms). */
const ageMs = (pid: number) => {
  const startTicks = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19]);
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000 - startTicks * 10;
};
/** Whether `pid` has the SQLite database open. */
const holdsDatabase = (pid: number) =>
  readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).endsWith('erp.sqlite');
    } catch {
      return false;
    }
  });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 60_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const answers = ({ base }: Cluster) => fetch(`${base}/api/User-loginStatus?check=1`).then((r) => r.ok, () => false);
/** The workers of `cluster` once there are `n` of them, each with its role. */
const workersWithRoles = ({ primary }: Cluster, n: number) =>
  until(`${n} workers`, () => {
    const pids = workersOf(primary.pid!);
    return pids.length === n && pids.every(roleOf) ? pids.map((pid) => ({ pid, role: roleOf(pid) })) : null;
  });

const onLinux = process.platform === 'linux' ? describe : describe.skip;

interface Cluster {
  primary: ChildProcess;
  base: string;
  /** What its processes wrote to stderr. */
  errors: string[];
}

/** The server with two workers on a fresh SQLite directory, once it answers. */
async function startCluster(): Promise<Cluster> {
  const dist = mkdtempSync(join(tmpdir(), 'panel-erp-cluster-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>test</title>');
  const data = mkdtempSync(join(tmpdir(), 'panel-erp-cluster-data-'));
  dirs.push(dist, data);
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'server/main.ts'], {
    cwd: ROOT,
    // The key outside the data folder, as in production (else the start-up warns about it).
    env: { ...process.env, PORT: String(port), WORKERS: '2', DIST_DIR: dist, DATA_DIR: data, FIELD_KEY_PATH: join(dist, 'field.key'), DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const started: Cluster = { primary: child, base: `http://127.0.0.1:${port}`, errors: [] };
  child.stderr!.on('data', (chunk: Buffer) => started.errors.push(chunk.toString()));
  clusters.push(started);
  await waitUntilAnswering(started.base, () => child.exitCode ?? undefined, 120_000);
  return started;
}

const clusters: Cluster[] = [];
let shared: Cluster;

beforeAll(async () => {
  if (process.platform === 'linux') shared = await startCluster();
}, 150_000);

afterAll(async () => {
  for (const { primary } of clusters) {
    if (primary.exitCode !== null) continue;
    const pids = workersOf(primary.pid!);
    primary.kill('SIGKILL');
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

onLinux('WORKERS=2: processes sharing one port', () => {
  it('two workers serve, one of them also running the daily jobs; the primary holds no database', async () => {
    const { primary, base } = shared;
    const workers = await workersWithRoles(shared, 2);
    expect(workers.map((w) => w.role).sort()).toEqual(['jobs', 'serve']);
    // A worker forked last may still be opening its connection while the first one answers.
    await until('both workers to open the database', () => workers.every(({ pid }) => holdsDatabase(pid)));
    expect(holdsDatabase(primary.pid!)).toBe(false);
    const res = await fetch(`${base}/api/User-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams({ login_name: 'demo_admin', password: 'furniture-2026' }).toString(),
    });
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    // Whichever worker answers, the session is the database's.
    for (let i = 0; i < 6; i++) {
      const status = (await fetch(`${base}/api/User-loginStatus?check=1`, { headers: { cookie } }).then((r) => r.json())) as { user_info: { login_name: string } };
      expect(status.user_info.login_name).toBe('demo_admin');
    }
  }, 60_000);

  it('a worker that dies is replaced in its role, and the port goes on answering', async () => {
    const before = await workersWithRoles(shared, 2);
    const jobs = before.find((w) => w.role === 'jobs')!;
    // A worker that dies during its first five seconds stops the server (it would only die again).
    await new Promise((r) => setTimeout(r, Math.max(0, 6_000 - ageMs(jobs.pid))));
    process.kill(jobs.pid, 'SIGKILL');
    const after = await until('a new worker', async () => {
      const now = await workersWithRoles(shared, 2);
      return now.some((w) => w.pid === jobs.pid) ? null : now;
    });
    expect(after.find((w) => w.role === 'jobs')!.pid).not.toBe(jobs.pid);
    expect(after.map((w) => w.role).sort()).toEqual(['jobs', 'serve']);
    expect(await answers(shared)).toBe(true);
    expect(shared.errors.join('')).toMatch(new RegExp(`^worker ${jobs.pid} ended \\(SIGKILL\\) after \\d+ ms\\n$`));
  }, 90_000);

  it('a stop ends the primary and every worker', async () => {
    const own = await startCluster();
    const { primary } = own;
    const workers = await workersWithRoles(own, 2);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the workers to end', () => workers.every((w) => !alive(w.pid)), 10_000);
    expect(own.errors).toEqual([]);
  }, 150_000);
});
