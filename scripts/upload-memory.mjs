// Memory of the Node host under uploads (README "The upload pipeline"): starts the built server
// (build/server/main.cjs, `npm run build` first) with one worker on a fresh data folder, then sends
//   1. 16 logged-out 12 MB multipart posts to Report-marketUpdate at once (refused unread),
//   2. 16 shop-image uploads at once, each the largest allowed (5 MB) and each a 40-megapixel JPEG
//      that must be turned a quarter (the decoder's worst case),
//   3. 16 report-cover saves at once, each with the 6 covers of 2 MB allowed (12 MB bodies),
// and prints the worker's resident memory before, at its peak during each step and after.
//   node scripts/upload-memory.mjs [--port=18181] [--server=build/server/main.cjs]
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const port = Number(option('port', 18181));
const base = `http://127.0.0.1:${port}`;
const AJAX = { 'x-requested-with': 'XMLHttpRequest', origin: base };
const dataDir = mkdtempSync(join(tmpdir(), 'panel-erp-upload-memory-'));
const server = spawn(process.execPath, ['--max-semi-space-size=2', option('server', 'build/server/main.cjs')], {
  // One process takes every request (the worst case for its memory); MALLOC_ARENA_MAX as the cluster
  // gives its workers (server/main.ts).
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WORKERS: '1', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', FIELD_KEY: Buffer.alloc(32, 7).toString('base64') },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mib = (kib) => `${Math.round(kib / 1024)} MiB`;

/** Resident memory (KiB) of the largest process of the server (the serving worker; with one worker the primary may serve itself). */
function workerRss() {
  try {
    const lines = execFileSync('ps', ['-o', 'pid=,ppid=,rss=', '-e'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const rows = lines.map((l) => l.trim().split(/\s+/).map(Number));
    return Math.max(0, ...rows.filter(([pid, ppid]) => pid === server.pid || ppid === server.pid).map(([, , rss]) => rss));
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling the worker's memory; answers the peak. */
async function peakDuring(work) {
  let peak = workerRss();
  const timer = setInterval(() => (peak = Math.max(peak, workerRss())), 50);
  const started = Date.now();
  const result = await work();
  clearInterval(timer);
  return { peak: Math.max(peak, workerRss()), ms: Date.now() - started, result };
}

async function until(what, check, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A JPEG of `width` x `height` with EXIF orientation 6, padded after its end to `bytes`. */
async function jpeg(width, height, bytes) {
  const image = await sharp({ create: { width, height, channels: 3, background: '#8899aa' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length), 0x20)]);
}

function form(fields, files) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [field, bytes, name] of files) body.append(field, new Blob([bytes]), name);
  return body;
}

async function post(path, body, cookie) {
  try {
    const res = await fetch(`${base}/api${path}`, { method: 'POST', body, headers: { ...AJAX, ...(cookie && { cookie }) } });
    return await res.json();
  } catch {
    // A refused upload is answered at once and its connection closed once the host stops
    // draining what the client still sends (@hono/node-server: 500 ms): the client may see either.
    return { err_code: 'connection closed' };
  }
}

const counts = (replies) => Object.entries(replies.reduce((m, r) => ({ ...m, [r.err_code]: (m[r.err_code] ?? 0) + 1 }), {})).map(([code, n]) => `${n} x ${code}`).join(', ');

try {
  await until('the server', async () => (await fetch(`${base}/api/User-loginStatus`)).ok);
  const login = await fetch(`${base}/api/User-login`, { method: 'POST', body: new URLSearchParams({ login_name: 'demo_admin', password: 'furniture-2026' }), headers: AJAX });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const report = await post('/Report-marketMyList', new URLSearchParams({ params: '{}' }), cookie);
  const template = report.reports?.[0];
  if (!template) throw new Error(`no template to edit: ${JSON.stringify(report).slice(0, 200)}`);
  await sleep(2000);
  console.log(`idle server: ${mib(workerRss())}`);

  const junk = Buffer.alloc(12 * 1024 * 1024, 0x61);
  const anonymous = await peakDuring(() => Promise.all(Array.from({ length: 16 }, () => post('/Report-marketUpdate', form({ reportID: '1' }, [['logos[]', junk, 'a.jpg']])))));
  console.log(`16 logged-out 12 MB posts: ${counts(anonymous.result)} in ${anonymous.ms} ms, peak ${mib(anonymous.peak)}, after ${mib(workerRss())}`);

  const photo = await jpeg(6500, 6150, 5 * 1024 * 1024 - 4096);
  const shop = await peakDuring(() => Promise.all(Array.from({ length: 16 }, () => post('/shop-shopPic', form({}, [['file', photo, 'photo.jpg']]), cookie))));
  console.log(`16 shop images of 5 MB, 40 MP, turned: ${counts(shop.result)} in ${shop.ms} ms, peak ${mib(shop.peak)}, after ${mib(workerRss())}`);

  const cover = await jpeg(1600, 1200, 2 * 1024 * 1024 - 4096);
  const fields = { reportID: String(template.report_id), reportName: template.report_name, reportDesc: template.report_desc };
  const covers = Array.from({ length: 6 }, (_, i) => ['logos[]', cover, `cover${i}.jpg`]);
  const reports = await peakDuring(() => Promise.all(Array.from({ length: 16 }, () => post('/Report-marketUpdate', form(fields, covers), cookie))));
  console.log(`16 saves of 6 covers of 2 MB: ${counts(reports.result)} in ${reports.ms} ms, peak ${mib(reports.peak)}, after ${mib(workerRss())}`);
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  rmSync(dataDir, { recursive: true, force: true });
}
