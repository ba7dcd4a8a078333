#!/usr/bin/env node
/**
 * `npm run bench`: figures to compare changes by, not a test (nothing is asserted).
 *   1. Bundle sizes: for each HTML page in dist/, the gzipped (level 9) size of the JS and CSS it
 *      loads first (its <script src> and <link rel=stylesheet>); the JS each page loads before it is
 *      usable, lazy chunks included (dist/chunks.json, written by the build), against its budget;
 *      and a check that no production JS carries server or mock code. With --check, a page over
 *      its budget fails the run (`npm test` runs it after the browser tests' build).
 *   2. Lighthouse (scripts/lighthouse.mjs): the login page and the dashboard under the default
 *      mobile profile in the browser tests' Chromium, median of 5 runs.
 *   3. API latency: autocannon against the built Node host (build/server/main.cjs) beside a
 *      hello-world Hono server, measured in the same run on this machine: req/s, and the server's
 *      CPU time per request (from /proc), which a shared machine's noise moves far less. Every
 *      scenario runs twice, the second pass in reverse order, and its figures pool both runs.
 *
 *   4. Concurrent writes: writes/s of the concurrency test's mix with one and two worker processes.
 *   5. Master-data lists (issue 28): Crm-getErpCrmByTags and ErpGoods-getErpGoods, first page and
 *      a filtered page, on the built host with 1,000 and with 100,000 customers and goods
 *      (scripts/fill-masterdata.ts), in rounds that alternate the order; the median of the rounds and
 *      the verdict of the budget: 100,000 within 1.5× of 1,000, measured in the same run. Printed,
 *      like the other timing figures, never failing the run.
 *   6. Orders (issue 29): ErpOrders-StoreSellerOrd, first page and a filtered page (dealer, state,
 *      three months), at 1,000 and 100,000 orders (scripts/fill-orders.ts) as the master-data lists;
 *      then StoreOrders-confirmOrd under --connections on orders of their own (--confirms=N, default
 *      2000) beside hello-world's req/s.
 *
 * Options: --build (build first; also done when dist/ is missing), --duration=SECONDS (per scenario, over its two runs; default 10),
 * --connections=N (default 50), --only=sizes|lighthouse|latency|writes|masterdata|orders, --check (sizes), --runs=N
 * (Lighthouse, default 5), --rounds=N (master-data lists, default 5, each scenario --requests=N a round, default 200),
 * --explain (Lighthouse: the simulated path to LCP and the long tasks of each
 * page's last run), --match=TEXT (only the latency scenarios whose
 * name contains TEXT, and only the hosts they need). DIST_DIR is honoured as by the Node host.
 * To add a latency benchmark, add an entry to LATENCY_SCENARIOS.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { reportLighthouse } from './lighthouse.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const SERVER_ENTRY = join(ROOT, 'build/server/main.cjs');
/** Node's flags of `npm run serve:only` (package.json): the bench measures the host as it is run. */
const SERVE_FLAGS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['serve:only'].split(/\s+/).filter((arg) => arg.startsWith('--'));
const PAGES = ['index.html', 'erp.html', 'depot.html', 'finance.html', 'user.html'];
const DEMO = { login_name: 'demo_admin', password: 'furniture-2026' };

/** Strings that only server or mock code contains; none may appear in a production bundle. */
const FORBIDDEN_MARKERS = [
  { marker: 'sql-wasm', what: 'sql.js (SQLite in WebAssembly)' },
  { marker: 'kysely', what: 'Kysely SQL builder' },
  { marker: 'setupWorker', what: 'msw browser worker' },
  { marker: 'setupServer', what: 'msw node server' },
  { marker: 'better-sqlite3', what: 'better-sqlite3' },
  { marker: 'Context is not finalized', what: 'Hono' },
  { marker: 'login_attempts', what: 'server database schema' },
  { marker: 'password_hash', what: 'server database schema' },
];

/**
 * What a page loads before it is usable, as a phone loads it (under 680 px, Lighthouse's mobile
 * profile), and its budget in KiB of gzipped JS: its HTML's scripts, then the lazy chunk groups
 * (webpackChunkName) its start-up and first route fetch: the messages of the language (zh-CN, the
 * default) and antd's texts in it, and the route's page. A wider screen also fetches `wide`: the
 * list's table (phones show cards) and the date filters the search bar shows expanded there.
 */
const PAGE_BUDGETS = [
  { page: 'user.html#/login', html: 'user.html', groups: ['messages-login-zh-CN', 'antd-zh-CN'], budget: 200 },
  ...['index.html#/shops/dashboard', 'erp.html#/', 'depot.html#/', 'finance.html#/'].map((page) => ({
    page,
    html: page.slice(0, page.indexOf('#')),
    groups: ['messages-app-zh-CN', 'antd-zh-CN', page.startsWith('index') ? 'dashboard' : 'area-placeholder'],
    budget: 360,
  })),
  { page: 'index.html#/invoice/list', html: 'index.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'invoice-list'], wide: ['list-table', 'date-picker'], budget: 440 },
  // The customer list: a table from 680 px, cards below, with its message pack; the drawer is in the page's chunk.
  { page: 'erp.html#/crm', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'crm', 'messages-crm-zh-CN'], wide: ['list-table'], budget: 440 },
  // The order list: a table from 680 px, cards below, with its message pack; the date pickers load when shown, the order drawer when an order opens.
  { page: 'erp.html#/orders/list', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'order-list', 'messages-orderList-zh-CN'], wide: ['list-table', 'date-picker'], budget: 440 },
  // The order form: its board grid is plain inputs in the page's chunk (no antd Table), with its message pack; the delivery date is the browser's day field, the region's cascader loads once the form shows.
  { page: 'erp.html#/orders/edit', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'order-edit', 'messages-orderEdit-zh-CN'], budget: 440 },
  // Goods sales statistics: a table from 680 px with its totals and message pack; the date pickers load when shown, the lines drawer when a row opens.
  { page: 'erp.html#/goodssale', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'goods-sale', 'messages-goodsSale-zh-CN'], wide: ['list-table', 'date-picker'], budget: 440 },
  // Order assignment: the order list's filters and a table from 680 px, with its message pack; the assign dialog is in the page's chunk.
  { page: 'erp.html#/orders/assign', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'order-assign', 'messages-orderAssign-zh-CN'], wide: ['list-table', 'date-picker'], budget: 440 },
  // The order memos across orders: a list (a table from 680 px) with its message pack; the date pickers load when shown, the edit dialog when a memo is edited.
  { page: 'erp.html#/orders/memo', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'order-memo', 'messages-orderMemo-zh-CN'], wide: ['list-table', 'date-picker'], budget: 440 },
  // The order reminders: a list (a table from 680 px) under tabs, with its message pack; the windows' dialog loads when opened.
  { page: 'erp.html#/orders/remind', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'order-remind', 'messages-orderRemind-zh-CN'], wide: ['list-table'], budget: 440 },
  // The workshop board: figures on a dark ground, no table or picker, with its message pack (light, well inside a list page's budget).
  { page: 'erp.html#/orders/screen', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'order-screen', 'messages-orderScreen-zh-CN'], budget: 440 },
  // The goods list: a table from 680 px, cards below, with its message pack; the drawer and the import dialog are in the page's chunk.
  { page: 'depot.html#/goods', html: 'depot.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'goods', 'messages-goods-zh-CN'], wide: ['list-table'], budget: 440 },
  // The quick goods entry: an editable grid (its table is in the page's own chunk), with its message pack.
  { page: 'depot.html#/goods/fast', html: 'depot.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'goodsFast', 'messages-goodsFast-zh-CN'], wide: ['goods-fast-table'], budget: 440 },
  // The goods set-up pages (one message pack): the class tree, the units' list (a table from 680 px), the goods settings form.
  { page: 'depot.html#/goods/class', html: 'depot.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'goodsClass', 'messages-goodsSetup-zh-CN'], budget: 440 },
  { page: 'depot.html#/goods/unit', html: 'depot.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'goodsUnit', 'messages-goodsSetup-zh-CN'], wide: ['list-table'], budget: 440 },
  { page: 'depot.html#/baseConfig', html: 'depot.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'goodsBaseConfig', 'messages-goodsSetup-zh-CN'], budget: 440 },
  // The follow-ups: a list (a table from 680 px) with its message pack; the date pickers load when shown.
  { page: 'erp.html#/custfollow', html: 'erp.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'custfollow', 'messages-custFollow-zh-CN'], wide: ['list-table', 'date-picker'], budget: 440 },
  // The price lists: cards, and the editor drawer (goods search, class tree, dealer dialog) in the page's chunk, with its message pack.
  { page: 'finance.html#/pricing/config', html: 'finance.html', groups: ['messages-app-zh-CN', 'antd-zh-CN', 'pricing', 'messages-pricing-zh-CN'], budget: 440 },
];

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);

// ---------------------------------------------------------------------------------------------
// Small utilities

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Prints rows (arrays of strings) as a left-aligned table with a header rule. */
function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name));
}

function buildApp() {
  console.log('> npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    console.error(`bench: "npm run build" failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Bundle sizes

/** The value of attribute `name` in an HTML tag: quoted or not (minified HTML drops the quotes). */
function attr(tag, name) {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** The JS and CSS files an HTML page loads first, as paths inside dist/. */
function firstLoadAssets(html) {
  const local = (url) => url.replace(/^(https?:)?\/\/[^/]+/, '').replace(/^\.?\//, '').replace(/[?#].*$/, '');
  const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
  const js = tags('script')
    .map((tag) => attr(tag, 'src'))
    .filter(Boolean)
    .map(local);
  const css = tags('link')
    .filter((tag) => /^stylesheet$/i.test(attr(tag, 'rel') ?? ''))
    .map((tag) => attr(tag, 'href'))
    .filter(Boolean)
    .map(local);
  return { js, css };
}

function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const path = join(DIST, file);
    if (!existsSync(path)) {
      console.warn(`  missing: ${file}`);
      continue;
    }
    const content = readFileSync(path);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** The files of the chunk groups named `groups` (dist/chunks.json), or null without that file. */
function groupFiles(groups) {
  const path = join(DIST, 'chunks.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  return groups.flatMap((name) => {
    const files = manifest.groups[name];
    if (!files) console.warn(`  chunks.json has no chunk group "${name}"`);
    return files ?? [];
  });
}

/** The gzipped JS `budget` pages load before they are usable, each against its budget; true when all fit. */
function reportBudgets() {
  console.log('\n== JS a page loads before it is usable, lazy chunks included, as a phone loads it (gzip -9) ==\n');
  const rows = [];
  let fits = true;
  for (const { page, html, groups, wide = [], budget } of PAGE_BUDGETS) {
    const htmlPath = join(DIST, html);
    const lazy = groupFiles([...groups, ...wide]);
    if (!existsSync(htmlPath) || !lazy) {
      rows.push([page, `${budget} KiB`, existsSync(htmlPath) ? 'no chunks.json: rebuild' : 'missing', '', '', '']);
      continue;
    }
    const entry = firstLoadAssets(readFileSync(htmlPath, 'utf8')).js;
    const js = (files) => [...new Set(files)].filter((f) => f.endsWith('.js'));
    const phone = js([...entry, ...groupFiles(groups)]);
    const size = sizeOf(phone).gzip;
    const over = size > budget * 1024;
    fits &&= !over;
    const wider = wide.length ? kib(sizeOf(js([...phone, ...groupFiles(wide)])).gzip) : '';
    rows.push([page, `${budget} KiB`, kib(size), String(phone.length), over ? `OVER by ${kib(size - budget * 1024)}` : 'ok', wider]);
  }
  printTable(['page', 'budget', 'js gzip', 'js files', 'verdict', 'from 680 px (info)'], rows);
  return fits;
}

function reportBundleSizes() {
  console.log(`\n== First-load JS and CSS per page, from its HTML (${relative(ROOT, DIST) || DIST}/, gzip -9) ==\n`);
  const rows = [];
  for (const page of PAGES) {
    const path = join(DIST, page);
    if (!existsSync(path)) {
      rows.push([page, 'missing', '', '', '', '', '']);
      continue;
    }
    const { js, css } = firstLoadAssets(readFileSync(path, 'utf8'));
    const j = sizeOf(js);
    const c = sizeOf(css);
    rows.push([page, String(js.length), kib(j.raw), kib(j.gzip), String(css.length), kib(c.raw), kib(c.gzip), kib(j.gzip + c.gzip)]);
  }
  printTable(['page', 'js files', 'js raw', 'js gzip', 'css files', 'css raw', 'css gzip', 'total gzip'], rows);
  const fits = reportBudgets();

  // Every emitted JS file, lazy chunks included. mockServiceWorker.js is the msw worker script,
  // a static file that only the development host registers; it is noted, not scanned.
  const jsFiles = listFiles(DIST).filter((f) => f.endsWith('.js'));
  const scanned = jsFiles.filter((f) => !f.endsWith('mockServiceWorker.js'));
  const total = sizeOf(scanned.map((f) => relative(DIST, f)));
  console.log(`\nAll production JS: ${scanned.length} files, ${kib(total.raw)} raw, ${kib(total.gzip)} gzip (sum of files gzipped one by one).`);
  const hits = [];
  for (const file of scanned) {
    const text = readFileSync(file, 'utf8');
    for (const { marker, what } of FORBIDDEN_MARKERS) {
      if (text.includes(marker)) hits.push(`  ${relative(DIST, file)}: "${marker}" (${what})`);
    }
  }
  console.log(`Server/mock code markers (${FORBIDDEN_MARKERS.map((m) => m.marker).join(', ')}):`);
  console.log(hits.length ? `FOUND in production JS:\n${hits.join('\n')}` : '  none found in production JS.');
  if (jsFiles.length !== scanned.length) console.log('  note: dist/ also holds mockServiceWorker.js (msw worker script, not scanned).');
  return fits && hits.length === 0;
}

// ---------------------------------------------------------------------------------------------
// 2. API latency

/**
 * Starts a Node child process and resolves with it and the port it announced once its output
 * matches `ready` (whose first group is the port: the hosts listen on port 0, the OS picks).
 */
function startChild(label, nodeArgs, env, ready) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = ''; // kept until ready, for the error message if it never gets there
    let started = false;
    const collect = (chunk) => {
      if (started) return;
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        started = true;
        done({ child, port: Number(match[1]) });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => fail(new Error(`${label} exited with code ${code}:\n${output}`)));
  });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.once('exit', done);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** A hello-world Hono app on @hono/node-server, in a child process like the real host. */
function startHelloHono() {
  const code = `
    import { Hono } from 'hono';
    import { serve } from '@hono/node-server';
    const app = new Hono();
    app.get('/', (c) => c.text('Hello Hono!'));
    serve({ fetch: app.fetch, port: 0 }, (info) => console.log('listening on :' + info.port));
    process.on('SIGTERM', () => process.exit(0));`;
  return startChild('hello-world Hono', ['--input-type=module', '-e', code], {}, /listening on :(\d+)/);
}

/**
 * The built Node host on a fresh SQLite directory, with `workers` processes (WORKERS); with
 * `volume` ([script, total]), the data is first filled by that script of scripts/ (fill-invoices.ts:
 * invoices; fill-logs.ts: login and staff logs; fill-masterdata.ts: customers and goods).
 */
async function startNodeHost({ volume, workers = 1 }) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build".`);
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-erp-bench-'));
  if (volume !== undefined) {
    const [script, total] = volume;
    const fill = spawnSync(process.execPath, ['-r', 'esbuild-register', `scripts/${script}.ts`, dataDir, String(total)], { cwd: ROOT, stdio: 'inherit' });
    if (fill.status !== 0) throw new Error(`${script} failed`);
  }
  const env = { PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', WORKERS: String(workers) };
  try {
    const { child, port } = await startChild('Node host', [...SERVE_FLAGS, SERVER_ENTRY], env, /http:\/\/localhost:(\d+)/);
    return { child, base: `http://127.0.0.1:${port}`, dataDir, workers };
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

/** Logs in as the demo master and returns the session cookie ("name=value; ..."). */
async function loginCookie(base) {
  const res = await fetch(`${base}/api/User-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest', Origin: base },
    body: new URLSearchParams(DEMO).toString(),
  });
  const body = await res.json();
  if (body.err_code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Make sure the cookie really is a session before measuring with it.
  const status = await (await fetch(`${base}/api/User-loginStatus?check=1`, { headers: { Cookie: cookie } })).json();
  if (!(status.user_info?.user_id > 0)) throw new Error(`the session cookie is not logged in: ${JSON.stringify(status).slice(0, 200)}`);
  return cookie;
}

/**
 * Latency scenarios, run one after another against servers that are started once. Each `target`
 * returns what autocannon needs; add entries here to measure more endpoints.
 */
const LATENCY_SCENARIOS = [
  {
    name: 'hello-world Hono (baseline)',
    hosts: [],
    serves: ['hello'],
    target: ({ hello }) => ({ url: `http://127.0.0.1:${hello.port}/` }),
  },
  // The session check with one process and with two (WORKERS=2, node:cluster on one port).
  ...[
    ['host', '1 worker'],
    ['host2', '2 workers'],
  ].map(([server, workers]) => ({
    name: `GET /api/User-loginStatus?check=1 (demo_admin session, ${workers})`,
    hosts: [server],
    target: (servers) => ({ url: `${servers[server].base}/api/User-loginStatus?check=1`, headers: { Cookie: servers[server].cookie } }),
  })),
  // As a browser asks: its Accept-Encoding makes the 3 KB reply go out brotli-compressed.
  {
    name: 'GET /api/User-loginStatus?check=1 (demo_admin session, 1 worker, Accept-Encoding: gzip, deflate, br)',
    hosts: ['host'],
    target: (servers) => ({ url: `${servers.host.base}/api/User-loginStatus?check=1`, headers: { Cookie: servers.host.cookie, 'Accept-Encoding': 'gzip, deflate, br' } }),
  },
  ...[
    ['inv1k', '1,000'],
    ['inv100k', '100,000'],
  ].flatMap(([server, size]) => [
    {
      name: `POST /api/Invoice-getLists first page (${size} invoices)`,
      hosts: [server],
      target: (servers) => invoiceList(servers[server], { curr_page: 1, page_count: 20 }),
    },
    {
      name: `POST /api/Invoice-getLists state 2, amount range, amount desc, page 3 (${size} invoices)`,
      hosts: [server],
      target: (servers) =>
        invoiceList(servers[server], { curr_page: 3, page_count: 20, invoice_state: 2, amount_min: 100, amount_max: 5000, order: 'amount desc' }),
    },
  ]),
  // Log lists at 1,000 and 1,000,000 rows of each log: the first page with the page's default
  // filter (a month ago to today), and a filtered page (one person; for logins also one source).
  ...[
    ['logs1k', '1,000'],
    ['logs1m', '1,000,000'],
  ].flatMap(([server, size]) => {
    const month = { start_date: dayOffset(-30), end_date: dayOffset(0), curr_page: 1, page_count: 20 };
    return [
      { name: `POST /api/ShopLogs-getLoginLogs first page, last month (${size} rows)`, hosts: [server], target: (servers) => listCall(servers[server], '/ShopLogs-getLoginLogs', month) },
      { name: `POST /api/ShopLogs-getLoginLogs one person and source, page 2 (${size} rows)`, hosts: [server], target: (servers) => listCall(servers[server], '/ShopLogs-getLoginLogs', { ...month, curr_page: 2, user_id: 2, login_source: 2 }) },
      { name: `POST /api/ShopLogs-list first page, last month (${size} rows)`, hosts: [server], target: (servers) => listCall(servers[server], '/ShopLogs-list', month) },
      { name: `POST /api/ShopLogs-list one person, page 2 (${size} rows)`, hosts: [server], target: (servers) => listCall(servers[server], '/ShopLogs-list', { ...month, curr_page: 2, user_id: 2 }) },
    ];
  }),
];

/** 'YYYY-MM-DD' in China time, `days` from today. */
function dayOffset(days) {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** An autocannon target for the invoice list with the given `param`. */
function invoiceList(host, param) {
  return listCall(host, '/Invoice-getLists', param);
}

/** An autocannon target for a list call with the given `param`. */
function listCall(host, path, param) {
  return {
    url: `${host.base}/api${path}`,
    method: 'POST',
    headers: {
      Cookie: host.cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
      Origin: host.base,
    },
    body: new URLSearchParams({ param: JSON.stringify(param) }).toString(),
  };
}

/**
 * The Node hosts the scenarios need: the plain demo data with one and with two processes, the demo
 * shop at 1,000 and 100,000 invoices, and at 1,000 and 1,000,000 rows of each log.
 */
const HOSTS = {
  host: {},
  host2: { workers: 2 },
  inv1k: { volume: ['fill-invoices', 1000] },
  inv100k: { volume: ['fill-invoices', 100000] },
  logs1k: { volume: ['fill-logs', 1000] },
  logs1m: { volume: ['fill-logs', 1_000_000] },
};

/** Pairs of scenarios printed side by side: the same call on a small and a large volume, or one process and two. */
const RATIOS = [
  ['(1,000 invoices)', '(100,000 invoices)'],
  ['(1,000 rows)', '(1,000,000 rows)'],
  ['1 worker)', '2 workers)'],
];

/** Resident memory of a process and its children (the cluster's workers), in MiB; Linux only. */
function residentMiB(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    return own + children.reduce((sum, child) => sum + residentMiB(child), 0);
  } catch {
    return NaN;
  }
}

/** CPU time (user and system) used so far by a process and its children (the cluster's workers), in µs; Linux only. */
function cpuMicros(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses: utime and stime in clock ticks (100 per second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) * 10_000;
    return own + children.reduce((sum, child) => sum + cpuMicros(child), 0);
  } catch {
    return NaN;
  }
}

function runAutocannon(options, duration) {
  return autocannon({ connections: CONNECTIONS, duration, ...options });
}

async function reportLatency() {
  console.log(`\n== API latency: autocannon, ${CONNECTIONS} connections, ${DURATION} s per scenario in two runs (forward, then in reverse order; 1 s warm-up each, not counted) ==\n`);
  const servers = {};
  const scenarios = LATENCY_SCENARIOS.filter((s) => !args.match || s.name.includes(args.match) || s.hosts.length === 0);
  const needed = new Set(scenarios.flatMap((s) => s.hosts));
  try {
    servers.hello = await startHelloHono();
    for (const [key, spec] of Object.entries(HOSTS)) {
      if (!needed.has(key)) continue;
      const host = await startNodeHost(spec);
      servers[key] = { ...host, cookie: await loginCookie(host.base), idleMiB: residentMiB(host.child.pid), peakMiB: 0 };
    }
    const results = await runScenarios(scenarios, servers);
    printLatency(results);
    printMemory(servers);
  } finally {
    if (servers.hello) await stopChild(servers.hello.child);
    for (const key of Object.keys(HOSTS)) {
      if (!servers[key]) continue;
      await stopChild(servers[key].child);
      rmSync(servers[key].dataDir, { recursive: true, force: true });
    }
  }
}

/**
 * Runs every scenario twice, the second pass in reverse order, and pools each scenario's two runs:
 * a shared machine that slows down or speeds up during the bench then moves both sides of every
 * comparison alike (A B … B A), where one pass measured the two sides minutes apart. Memory of the
 * hosts is sampled under load.
 */
async function runScenarios(scenarios, servers) {
  const runs = new Map(scenarios.map((s) => [s.name, []]));
  for (const pass of [scenarios, [...scenarios].reverse()]) {
    for (const scenario of pass) {
      runs.get(scenario.name).push(await runScenario(scenario, servers, DURATION / 2));
      console.log(`  done (${runs.get(scenario.name).length} of 2): ${scenario.name}`);
    }
  }
  return scenarios.map((s) => ({ name: s.name, ...pooled(runs.get(s.name)) }));
}

/** One run of a scenario after a second of warm-up: autocannon's result and the server's CPU time per request. */
async function runScenario(scenario, servers, duration) {
  const options = scenario.target(servers);
  await runAutocannon(options, 1);
  const hosts = scenario.hosts.map((key) => servers[key]);
  const serving = (scenario.serves ?? scenario.hosts).map((key) => servers[key].child.pid);
  const sampler = setInterval(() => {
    for (const host of hosts) host.peakMiB = Math.max(host.peakMiB, residentMiB(host.child.pid) || 0);
  }, 250);
  try {
    const cpuBefore = serving.reduce((sum, pid) => sum + cpuMicros(pid), 0);
    const r = await runAutocannon(options, duration);
    // The server's CPU time: steadier than req/s on a shared machine, whose other tenants take turns
    // on the cores (the load generator runs in this process, not counted).
    return { r, cpu: serving.reduce((sum, pid) => sum + cpuMicros(pid), 0) - cpuBefore };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A scenario's runs as one: req/s and mean latency averaged (the runs are equally long), counts and
 * CPU time summed, p50 averaged and p99 the worse of the runs (percentiles do not add up).
 */
function pooled(list) {
  const sum = (f) => list.reduce((total, x) => total + f(x), 0);
  const mean = (f) => sum(f) / list.length;
  const requests = sum((x) => x.r.requests.total);
  return {
    r: {
      requests: { average: mean((x) => x.r.requests.average), total: requests },
      latency: { p50: mean((x) => x.r.latency.p50), p99: Math.max(...list.map((x) => x.r.latency.p99)), average: mean((x) => x.r.latency.average) },
      errors: sum((x) => x.r.errors),
      timeouts: sum((x) => x.r.timeouts),
      non2xx: sum((x) => x.r.non2xx),
    },
    cpuPerRequest: sum((x) => x.cpu) / requests,
  };
}

function printLatency(results) {
  const hello = results.find((x) => x.name.startsWith('hello-world'));
  const baseline = hello?.r.requests.average;
  const rows = results.map(({ name, r, cpuPerRequest }) => {
    const problems = r.errors + r.timeouts + r.non2xx;
    return [
      name,
      r.requests.average.toFixed(0),
      baseline ? `${((r.requests.average / baseline) * 100).toFixed(1)} %` : '',
      Number.isFinite(cpuPerRequest) ? `${cpuPerRequest.toFixed(1)} µs` : '',
      hello && Number.isFinite(cpuPerRequest) ? `${((hello.cpuPerRequest / cpuPerRequest) * 100).toFixed(1)} %` : '',
      `${r.latency.p50.toFixed(0)} ms`,
      `${r.latency.p99} ms`,
      `${r.latency.average.toFixed(2)} ms`,
      String(r.requests.total),
      problems ? `${r.errors} err, ${r.timeouts} timeout, ${r.non2xx} non-2xx` : '0',
    ];
  });
  console.log('');
  printTable(['scenario', 'req/s', 'of hello', 'server CPU per request', 'of hello, by CPU', 'p50', 'p99', 'mean', 'requests', 'failures'], rows);
  // The same call side by side: how much slower the large volume is, how much faster two processes are.
  const pairs = [];
  for (const [small, large] of RATIOS) {
    for (const a of results.filter((x) => x.name.endsWith(small))) {
      const b = results.find((x) => x.name === a.name.replace(small, large));
      if (b) pairs.push([a.name.replace(small, '…)'), small.replace(/[()]/g, ''), large.replace(/[()]/g, ''), (a.r.requests.average / b.r.requests.average).toFixed(2), (b.cpuPerRequest / a.cpuPerRequest).toFixed(2)]);
    }
  }
  if (pairs.length) {
    console.log('');
    printTable(['call', 'a', 'b', 'req/s a ÷ b', 'CPU per request b ÷ a'], pairs);
  }
}

function printMemory(servers) {
  const rows = Object.entries(servers)
    .filter(([key]) => key in HOSTS)
    .map(([key, host]) => [key, String(host.workers), `${host.idleMiB.toFixed(0)} MiB`, host.peakMiB ? `${host.peakMiB.toFixed(0)} MiB` : '']);
  console.log(`\n== Resident memory of the Node hosts (all processes; budget 90 MiB idle, 180 MiB at ${CONNECTIONS} connections, one process) ==\n`);
  printTable(['host', 'processes', 'idle (after a login)', `peak under load`], rows);
}

/**
 * Master-data lists (issue 28): the customer list and the goods list at 1,000 and at 100,000 rows,
 * each the first page and a filtered page: customers, the dealer picker's search (dealers of one tag
 * whose name contains a place, 10 a page); goods, one leaf class on sale with a keyword in the name.
 * Every round sends each scenario --requests requests one after another (what one clerk waits for:
 * the median reply time), the order reversed every other round, so a machine that slows down moves
 * both sizes alike; the table shows each scenario's median round. Budget: the 100,000 figure within 1.5× of the 1,000 one,
 * judged on the server's CPU time per request, which the other tenants of a shared machine move far
 * less than the time per request (printed beside it); never failing the run, as the other timing figures.
 */
const MASTERDATA_SIZES = [
  ['md1k', 1000, '1,000'],
  ['md100k', 100_000, '100,000'],
];
const MASTERDATA_BUDGET = 1.5;
/** The order list's volumes (scripts/fill-orders.ts), under the same budget. */
const ORDER_SIZES = [
  ['ord1k', 1000, '1,000'],
  ['ord100k', 100_000, '100,000'],
];

/** Sends `amount` requests one after another; the median reply time and the rate. Any reply but a 200 with err_code 0 throws. */
async function timedRequests({ url, ...init }, amount) {
  const times = [];
  const start = performance.now();
  for (let i = 0; i < amount; i++) {
    const t = performance.now();
    const res = await fetch(url, init);
    const text = await res.text();
    times.push(performance.now() - t);
    if (res.status !== 200 || !text.startsWith('{"err_code":0')) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], perSecond: (amount * 1000) / (performance.now() - start) };
}

/** A list call's reply (a JSON body with err_code 0), for the ids the scenarios filter by. */
async function postParam(host, path, param) {
  const { url, ...init } = listCall(host, path, param);
  const body = await (await fetch(url, init)).json();
  if (body.err_code !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** The scenarios of one host: the call, its param and a label. */
async function masterdataScenarios(host) {
  const tags = await postParam(host, '/Crm-ajaxGetTags', { curr_page: 1, page_count: 100, crm_type: 3 });
  const tag = tags.data.find((t) => t.tag_name === 'A类经销商');
  const params = await postParam(host, '/ErpGoods-getErpGoodsParam', {});
  const flat = (nodes) => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const leaf = flat(params.classes).find((c) => c.class_name === '颗粒板');
  if (!tag || !leaf) throw new Error('the demo shop has no tag A类经销商 or class 颗粒板');
  return [
    { call: 'Crm-getErpCrmByTags', what: 'first page (20)', path: '/Crm-getErpCrmByTags', param: { curr_page: 1, page_count: 20 } },
    { call: 'Crm-getErpCrmByTags', what: 'dealers, tag A类经销商, name 顺德 (10)', path: '/Crm-getErpCrmByTags', param: { curr_page: 1, page_count: 10, crm_type: 3, tag_id: tag.tag_id, z_name: '顺德' } },
    { call: 'ErpGoods-getErpGoods', what: 'first page (20)', path: '/ErpGoods-getErpGoods', param: { curr_page: 1, page_count: 20 } },
    { call: 'ErpGoods-getErpGoods', what: 'class 颗粒板, on sale, keyword 胡桃木 (20)', path: '/ErpGoods-getErpGoods', param: { curr_page: 1, page_count: 20, class_id: leaf.class_id, state: 1, keyword: '胡桃木' } },
  ];
}

/**
 * A list at two volumes (`sizes`: [host key, total, label], filled by scripts/`fill`.ts): each
 * scenario of `scenariosOf(host)` at both, in rounds that alternate the order; the medians and the
 * verdict of MASTERDATA_BUDGET on the server's CPU per request. Answers the hosts, still running, for
 * what the caller measures next on them (it stops them).
 */
async function reportScaleLists({ title, fill, sizes, what, scenariosOf }) {
  const rounds = Number(args.rounds ?? 5);
  const amount = Number(args.requests ?? 200);
  console.log(`\n== ${title}: ${rounds} rounds of ${amount} requests one after another per scenario (median round; budget: ${sizes[1][2]} within ${MASTERDATA_BUDGET}× of ${sizes[0][2]}) ==\n`);
  const hosts = {};
  try {
    for (const [key, total] of sizes) {
      const host = await startNodeHost({ volume: [fill, total] });
      hosts[key] = { ...host, cookie: await loginCookie(host.base) };
    }
    // One list of runs: every scenario at every size, each checked once (its total) and warmed up.
    const runs = [];
    for (const [key, , size] of sizes) {
      const host = hosts[key];
      for (const scenario of await scenariosOf(host)) {
        const reply = await postParam(host, scenario.path, scenario.param);
        const run = { ...scenario, key, size, count: reply.count, rows: reply.data.length, options: listCall(host, scenario.path, scenario.param), results: [] };
        await timedRequests(run.options, Math.min(amount, 50));
        runs.push(run);
      }
    }
    for (let round = 0; round < rounds; round++) {
      for (const run of round % 2 ? [...runs].reverse() : runs) {
        const pid = hosts[run.key].child.pid;
        const cpuBefore = cpuMicros(pid);
        const r = await timedRequests(run.options, amount);
        run.results.push({ ms: r.medianMs, reqs: r.perSecond, cpu: (cpuMicros(pid) - cpuBefore) / amount });
      }
      console.log(`  round ${round + 1} of ${rounds} done`);
    }
    const median = (values) => {
      const sorted = [...values].sort((x, y) => x - y);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    for (const run of runs) {
      run.ms = median(run.results.map((x) => x.ms));
      run.reqs = median(run.results.map((x) => x.reqs));
      run.cpu = median(run.results.map((x) => x.cpu));
    }
    console.log('');
    printTable(
      ['call', 'page', what, 'total of the filter', 'req/s', 'time per request (median)', 'server CPU per request'],
      runs.map((r) => [r.call, r.what, `${r.size}`, String(r.count), r.reqs.toFixed(0), `${r.ms.toFixed(2)} ms`, `${r.cpu.toFixed(0)} µs`]),
    );
    const [small, large] = sizes.map(([key]) => key);
    const verdicts = runs
      .filter((r) => r.key === small)
      .map((a) => {
        const b = runs.find((r) => r.key === large && r.call === a.call && r.what === a.what);
        const ratio = b.cpu / a.cpu;
        return [a.call, a.what, `${a.cpu.toFixed(0)} µs`, `${b.cpu.toFixed(0)} µs`, ratio.toFixed(2), (b.ms / a.ms).toFixed(2), ratio <= MASTERDATA_BUDGET ? `within ${MASTERDATA_BUDGET}×` : `OVER ${MASTERDATA_BUDGET}×`];
      });
    console.log('');
    printTable(['call', 'page', `CPU ${sizes[0][2]}`, `CPU ${sizes[1][2]}`, `CPU ${sizes[1][2]} ÷ ${sizes[0][2]} (budget)`, `time ${sizes[1][2]} ÷ ${sizes[0][2]}`, 'verdict'], verdicts);
    return hosts;
  } catch (e) {
    await stopHosts(hosts);
    throw e;
  }
}

async function stopHosts(hosts) {
  for (const host of Object.values(hosts)) {
    await stopChild(host.child);
    rmSync(host.dataDir, { recursive: true, force: true });
  }
}

async function reportMasterdata() {
  const hosts = await reportScaleLists({
    title: 'Master-data lists at 1,000 and 100,000 customers and goods',
    fill: 'fill-masterdata',
    sizes: MASTERDATA_SIZES,
    what: 'customers / goods',
    scenariosOf: masterdataScenarios,
  });
  await stopHosts(hosts);
}

/** The order list's scenarios (issue 29): the first page, and one dealer's orders of one state over three months. */
async function orderScenarios(host) {
  const dealers = await postParam(host, '/Crm-getErpCrmByTags', { curr_page: 1, page_count: 20, crm_type: 3 });
  const dealer = dealers.data[0];
  if (!dealer) throw new Error('the demo shop has no dealer');
  const from = dayOffset(-90);
  const to = dayOffset(0);
  return [
    { call: 'ErpOrders-StoreSellerOrd', what: 'first page (20)', path: '/ErpOrders-StoreSellerOrd', param: { curr_page: 1, page_count: 20 } },
    {
      call: 'ErpOrders-StoreSellerOrd',
      what: `dealer ${dealer.z_name}, finished, ${from} to ${to} (20)`,
      path: '/ErpOrders-StoreSellerOrd',
      param: { curr_page: 1, page_count: 20, store_crm_id: dealer.crm_id, ord_state: 6, date_min: from, date_max: to },
    },
  ];
}

/**
 * confirmOrd under CONNECTIONS connections, each request on an order of its own (received orders of
 * the large host), beside hello-world's req/s in the same run: how fast the guarded update with its
 * price snapshot, order log and staff log commits while many clerks confirm at once.
 */
async function reportConfirmLoad(host) {
  const amount = Number(args.confirms ?? 2000);
  const file = join(host.dataDir, 'erp.sqlite');
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(file, { readonly: true });
  const nos = sqlite.prepare("SELECT order_no FROM orders WHERE ord_state = 2 AND is_deleted = 0 AND order_no LIKE 'B%' ORDER BY order_id LIMIT ?").all(amount).map((r) => r.order_no);
  sqlite.close();
  const queue = [...nos];
  const outcome = { confirmed: 0, refused: 0, failed: 0 };
  const pid = host.child.pid;
  const cpuBefore = cpuMicros(pid);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let no = queue.shift(); no !== undefined; no = queue.shift()) {
        const { url, ...init } = listCall(host, '/StoreOrders-confirmOrd', {});
        const res = await fetch(url, { ...init, body: new URLSearchParams({ order_no: no }).toString() });
        const body = await res.json().catch(() => ({}));
        if (res.status === 200 && body.err_code === 0) outcome.confirmed += 1;
        else if (res.status === 200) outcome.refused += 1;
        else outcome.failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = (cpuMicros(pid) - cpuBefore) / nos.length;
  const hello = await startHelloHono();
  let helloRate;
  try {
    helloRate = (await runAutocannon({ url: `http://127.0.0.1:${hello.port}/` }, 5)).requests.average;
  } finally {
    await stopChild(hello.child);
  }
  const rate = nos.length / seconds;
  console.log(`\n== StoreOrders-confirmOrd under ${CONNECTIONS} connections, ${nos.length} received orders each confirmed once, beside hello-world Hono ==\n`);
  printTable(
    ['call', 'req/s', 'hello-world req/s', 'of hello', 'server CPU per request', 'confirmed', 'refused (budget 0)', 'failed (budget 0)'],
    [['StoreOrders-confirmOrd', rate.toFixed(0), helloRate.toFixed(0), `${((rate / helloRate) * 100).toFixed(1)} %`, `${cpu.toFixed(0)} µs`, String(outcome.confirmed), String(outcome.refused), String(outcome.failed)]],
  );
}

async function reportOrders() {
  const hosts = await reportScaleLists({
    title: 'The order list at 1,000 and 100,000 orders',
    fill: 'fill-orders',
    sizes: ORDER_SIZES,
    what: 'orders',
    scenariosOf: orderScenarios,
  });
  try {
    await reportConfirmLoad(hosts[ORDER_SIZES[1][0]]);
  } finally {
    await stopHosts(hosts);
  }
}

/**
 * Concurrent writes: the six-kind write mix of the concurrency test (scripts/write-mix.ts), 200
 * writes at once from four sessions, three rounds, on the built host with one and with two worker
 * processes on one SQLite file. Two workers share one write lock, so they are not expected to write
 * faster; what matters is that none of the replies is busy or an internal error.
 */
async function reportWrites() {
  console.log('\n== Concurrent writes: 200 at once of six kinds (new department, address, seat, role rename, invoice draw, default address), 3 rounds ==\n');
  const rows = [];
  for (const workers of [1, 2]) {
    const host = await startNodeHost({ workers });
    try {
      const run = spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/write-mix.ts', host.base, '3', '200'], { cwd: ROOT, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`write-mix failed: ${run.stderr}`);
      const r = JSON.parse(run.stdout.trim().split('\n').pop());
      rows.push([String(workers), String(r.writesPerSecond), String(r.acknowledged), String(r.refused), String(r.busy), String(r.internal)]);
    } finally {
      await stopChild(host.child);
      rmSync(host.dataDir, { recursive: true, force: true });
    }
  }
  printTable(['workers', 'writes/s (median round)', 'acknowledged', 'refused (rules)', 'busy (budget 0)', 'internal errors (budget 0)'], rows);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const only = args.only;
  if (args.build || (!existsSync(join(DIST, 'index.html')) && !process.env.DIST_DIR)) buildApp();
  if (!only || only === 'sizes') {
    const fits = reportBundleSizes();
    if (args.check && !fits) {
      console.error('\nbench: a page is over its budget, or production JS carries server code (see above).');
      process.exitCode = 1;
    }
  }
  if (!only || only === 'lighthouse') {
    await reportLighthouse({
      runs: Number(args.runs ?? 5),
      explain: Boolean(args.explain),
      startHost: () => startNodeHost({}),
      stopHost: async (host) => {
        await stopChild(host.child);
        rmSync(host.dataDir, { recursive: true, force: true });
      },
      loginCookie,
      printTable,
    });
  }
  if (!only || only === 'latency') await reportLatency();
  if (!only || only === 'writes') await reportWrites();
  if (!only || only === 'masterdata') await reportMasterdata();
  if (!only || only === 'orders') await reportOrders();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
