/**
 * Inputs a client controls entirely: malformed bodies, region codes that name Object.prototype
 * members, floods of error reports, forged origins and hostile notice addresses. None may reach
 * the "system busy" reply or the error log, and none may change what the server stores or sends on.
 */
import { createApp } from '../../server/app';
import { regionPath } from '../../server/data/regions';
import { canonicalOrigin, parseOriginList } from '../../server/http/csrf';
import { createRateLimiter } from '../../server/http/rateLimit';
import { ALL_ROUTES } from '../../server/routes';
import { AJAX_HEADER } from '../../src/common/api';
import { NoticeLists } from '../../src/common/shell';
import { makeBackend, ORIGIN, type Json, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(async () => {
  await b.close();
});

const errorLogs = () => b.logs.filter((l) => l.level === 'error');

async function postRaw(c: TestClient, path: string, body: string | Uint8Array<ArrayBuffer>, contentType: string, headers: Record<string, string> = {}): Promise<Json> {
  const res = await c.raw(`/api${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, [AJAX_HEADER.name]: AJAX_HEADER.value, origin: ORIGIN, ...headers },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

const POST_ROUTES = ALL_ROUTES.filter((r) => r.method === 'POST');

/** Multipart bodies the form parser cannot read: each is the client's mistake, never the server's. */
const MALFORMED_MULTIPART: { name: string; type: string; body: string | Uint8Array<ArrayBuffer> }[] = [
  { name: 'no boundary', type: 'multipart/form-data', body: 'login_name=demo_admin&password=x' },
  { name: 'empty boundary', type: 'multipart/form-data; boundary=', body: '--\r\n\r\n' },
  {
    name: 'another boundary',
    type: 'multipart/form-data; boundary=expected',
    body: '--other\r\nContent-Disposition: form-data; name="login_name"\r\n\r\ndemo_admin\r\n--other--\r\n',
  },
  { name: 'cut short', type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="login_name"\r\n\r\ndemo_' },
  { name: 'garbage bytes', type: 'multipart/form-data; boundary=xyz', body: new Uint8Array([0xff, 0xfe, 0x00, 0x2d, 0x2d, 0x78, 0x0d, 0x0a, 0x80, 0x81]) },
  { name: 'empty body', type: 'multipart/form-data; boundary=xyz', body: '' },
  { name: 'upper-case media type', type: 'Multipart/Form-Data; boundary=xyz', body: 'not multipart at all' },
];

/** Form-encoded bodies that parse, but into nonsense: unknown, repeated, empty and prototype-named fields. */
const URLENCODED_GARBAGE: { name: string; body: string | Uint8Array<ArrayBuffer> }[] = [
  { name: 'broken escapes', body: '%%%&&==%zz&%E0%A4%A=1&=' },
  { name: 'binary', body: new Uint8Array([0x00, 0xff, 0x3d, 0x26, 0x80, 0x3d, 0x3d, 0x0a]) },
  { name: 'repeated fields', body: 'type=1&type=2&param=1&param={}&id[]=3&id[]=4&login_name=a&login_name=b' },
  { name: 'prototype names', body: '__proto__=1&constructor=2&toString=3&hasOwnProperty=4&__proto__[x]=5&param=__proto__' },
  { name: 'hostile JSON', body: `param=${encodeURIComponent('{"__proto__":{"admin":true},"curr_page":"1e999"}')}&data=${encodeURIComponent('[[[[[[[[[[]]]]]]]]]]')}` },
];

describe('malformed request bodies', () => {
  it('[API-03] a multipart body without its boundary, with another one, cut short or garbage answers 10001 on every POST route the caller may use, 88888 unread without a session, and logs no error', async () => {
    const anonymous = b.client();
    const master = b.client({ ip: '10.0.0.2' });
    await master.login('demo_admin');
    expect(POST_ROUTES.length).toBeGreaterThan(20);
    for (const c of [anonymous, master]) {
      for (const route of POST_ROUTES) {
        // Without a session a route that needs one answers before reading the body (server/app.ts).
        const unread = c === anonymous && route.access !== 'public';
        for (const bad of MALFORMED_MULTIPART) {
          const reply = await postRaw(c, route.path, bad.body, bad.type);
          expect([route.path, bad.name, reply.err_code]).toEqual([route.path, bad.name, unread ? 88888 : 10001]);
          expect(reply.err_msg).toMatch(unread ? /^您还没有登录/ : /^请求参数有误：/);
        }
      }
    }
    expect(errorLogs()).toEqual([]);
    // Nothing was done: no login, no audit row.
    expect(anonymous.cookies.has('erp_sid')).toBe(false);
    expect(await b.db.selectFrom('staff_logs').select('user_id').execute()).toEqual([]);
  });

  it('[API-03] a public route answers a malformed multipart login with 10001, and a well-formed multipart login still works', async () => {
    const c = b.client();
    const bad = await postRaw(c, '/User-login', 'login_name=demo_admin&password=furniture-2026', 'multipart/form-data');
    expect(bad).toMatchObject({ err_code: 10001 });
    expect(c.cookies.has('erp_sid')).toBe(false);
    const form = new FormData();
    form.set('login_name', 'demo_admin');
    form.set('password', 'furniture-2026');
    const res = await c.raw('/api/User-login', { method: 'POST', body: form, headers: { [AJAX_HEADER.name]: AJAX_HEADER.value, origin: ORIGIN } });
    expect(((await res.json()) as Json).err_code).toBe(0);
    expect(errorLogs()).toEqual([]);
  });

  it('[API-03] form-encoded garbage never answers 50000 on any POST route and logs no error', async () => {
    const master = b.client();
    await master.login('demo_admin');
    for (const route of POST_ROUTES) {
      for (const garbage of URLENCODED_GARBAGE) {
        const reply = await postRaw(master, route.path, garbage.body, 'application/x-www-form-urlencoded');
        expect([route.path, garbage.name, reply.err_code]).not.toEqual([route.path, garbage.name, 50000]);
        if (!master.cookies.has('erp_sid')) await master.login('demo_admin');
      }
    }
    expect(errorLogs()).toEqual([]);
  });
});

describe('region codes', () => {
  const ADDRESS = { receiver: '赵师傅', province: '440000', city: '440600', region: '440606', address: '北滘镇工业大道 1 号', postcode: '528311', tel: '13500135000', mail: 'zhao@example.com' };
  const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf', 'isPrototypeOf', 'prototype'];

  it('region paths are looked up without reaching Object.prototype', () => {
    expect(regionPath('440000', '440600', '440606')).toEqual(['广东省', '佛山市', '顺德区']);
    for (const name of PROTOTYPE_NAMES) {
      expect(regionPath(name, '440600', '440606')).toBeNull();
      expect(regionPath('440000', name, '440606')).toBeNull();
      expect(regionPath('440000', '440600', name)).toBeNull();
    }
  });

  it('[ADDR-13] Home-Address-addressAct refuses prototype names as province, city or county with 请选择区域 and stores nothing', async () => {
    const master = b.client();
    await master.login('demo_admin');
    const before = await b.db.selectFrom('mail_addresses').selectAll().orderBy('address_id').execute();
    const target = before[0].address_id;
    for (const name of PROTOTYPE_NAMES) {
      for (const level of ['province', 'city', 'region'] as const) {
        const fields = { ...ADDRESS, [level]: name };
        const added = await master.post('/Home-Address-addressAct', { type: '1', ...fields });
        expect([name, level, added.err_code, added.err_msg]).toEqual([name, level, 10001, '请选择区域']);
        const modified = await master.post('/Home-Address-addressAct', { type: '2', addrid: String(target), ...fields });
        expect([name, level, modified.err_code, modified.err_msg]).toEqual([name, level, 10001, '请选择区域']);
      }
    }
    expect(await b.db.selectFrom('mail_addresses').selectAll().orderBy('address_id').execute()).toEqual(before);
    expect(errorLogs()).toEqual([]);
  });
});

describe('the rate limiter', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  };

  it('allows `limit` hits per key in any window, and frees a slot as the oldest hit leaves it', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, clock: c });
    for (let i = 0; i < 3; i++) {
      expect(limiter.allows('a')).toBe(true);
      limiter.record('a');
      c.advance(10_000);
    }
    expect(limiter.allows('a')).toBe(false);
    expect(limiter.allows('b')).toBe(true);
    // The first hit was 30 s ago: it leaves the window in 30 s.
    expect(limiter.retryAfterMs('a')).toBe(30_000);
    c.advance(29_999);
    expect(limiter.allows('a')).toBe(false);
    c.advance(1);
    expect(limiter.allows('a')).toBe(true);
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('keeps memory bounded: keys whose window passed are dropped, and past maxKeys the least recently hit goes', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, clock: c, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) limiter.record(key);
    expect(limiter.size).toBe(3);
    expect(limiter.allows('a')).toBe(true);
    expect(limiter.allows('e')).toBe(false);
    c.advance(1000);
    limiter.record('f');
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 10_000; i++) limiter.record(`flood-${i}`);
    expect(limiter.size).toBe(3);
  });
});

describe('Report-clientError', () => {
  const REPORT = { url: 'http://localhost/index.html#/home', message: 'TypeError: x is undefined', stack: 'at Home (home.js:1:2)' };
  const report = (c: TestClient, fields: Record<string, string> = REPORT) => c.post('/Report-clientError', fields);

  it('[API-SESS-09] takes 10 reports a minute from one address, refuses more with 10006, and only 5 reach the chat-bot', async () => {
    const flood = b.client({ ip: '10.9.9.9' });
    const codes: number[] = [];
    for (let i = 0; i < 300; i++) codes.push((await report(flood)).err_code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.slice(10).every((c) => c === 10006)).toBe(true);
    const refused = await report(flood);
    expect(refused.err_msg).toBe('上报过于频繁，请 60 秒后再试');
    expect(b.notified).toHaveLength(5);
    // Another address is not held back by this one.
    expect((await report(b.client({ ip: '10.8.8.8' }))).err_code).toBe(0);
    b.clock.advance(60_000);
    expect((await report(flood)).err_code).toBe(0);
    // The first report passed on after the pause says how many were held back (10 + 1 - 5).
    expect(b.notified).toHaveLength(6);
    expect(b.notified[5]).toContain('此前另有 6 条报告因超出转发频率未转发');
    expect(errorLogs()).toEqual([]);
  });

  it('[API-SESS-09] limits a session to 20 reports a minute across addresses', async () => {
    const user = b.client({ ip: '10.1.0.1' });
    await user.login('demo_finance');
    const from = (ip: string) => {
      const c = b.client({ ip });
      for (const [name, value] of user.cookies) c.cookies.set(name, value);
      return c;
    };
    for (const ip of ['10.1.0.1', '10.1.0.2']) {
      for (let i = 0; i < 10; i++) expect((await report(from(ip))).err_code).toBe(0);
    }
    expect((await report(from('10.1.0.3'))).err_code).toBe(10006);
    // The same new address without that session is still heard.
    expect((await report(b.client({ ip: '10.1.0.3' }))).err_code).toBe(0);
  });

  it('[API-SESS-09] without a webhook, a flood from many addresses puts at most 5 reports a minute in the log', async () => {
    const quiet = await makeBackend({ notifier: undefined });
    try {
      for (let i = 0; i < 60; i++) expect((await quiet.client({ ip: `10.2.0.${i}` }).post('/Report-clientError', REPORT)).err_code).toBe(0);
      const logged = () => quiet.logs.filter((l) => String(l.extra?.text ?? '').includes('【前端异常】'));
      expect(logged()).toHaveLength(5);
      quiet.clock.advance(60_000);
      await quiet.client({ ip: '10.2.1.1' }).post('/Report-clientError', REPORT);
      expect(logged()).toHaveLength(6);
      expect(String(logged()[5].extra?.text)).toContain('此前另有 55 条');
    } finally {
      await quiet.close();
    }
  });

  it('[API-SESS-09] cuts every field to size with an ellipsis instead of refusing the report', async () => {
    const reply = await report(b.client(), { url: `http://localhost/${'u'.repeat(2000)}`, message: 'm'.repeat(5000), stack: 's'.repeat(20_000) });
    expect(reply.err_code).toBe(0);
    const lines = b.notified[0].split('\n');
    const header = lines.find((l) => l.startsWith('【前端异常】'))!;
    expect([...header.slice('【前端异常】'.length)]).toHaveLength(1000);
    expect(header.endsWith('…')).toBe(true);
    const page = lines.find((l) => l.startsWith('页面：'))!;
    expect([...page.slice('页面：'.length)]).toHaveLength(500);
    expect(page.endsWith('…')).toBe(true);
    const stack = lines.filter((l) => l.startsWith('| ')).map((l) => l.slice(2)).join('');
    expect(stack).toHaveLength(8000);
    expect(stack.endsWith('…')).toBe(true);
  });

  it('[API-SESS-09] strips control characters, so no line of the page\'s text can pass for a line of the report', async () => {
    const forged = '\n【前端异常】伪造\r页面：http://evil.example\n账号：boss';
    const reply = await report(b.client({ ip: '10.3.3.3' }), {
      url: `http://localhost/index.html${forged}`,
      message: `boom\u0000\u001b[31m\u0085\u2028${forged}`,
      stack: `TypeError: boom\r\n    at a (a.js:1:1)\n${forged}\n\tat b\u0000 (b.js:2:2)\u009b\n\n`,
    });
    expect(reply.err_code).toBe(0);
    const text = b.notified[0];
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    const lines = text.split('\n');
    for (const label of ['【前端异常】', '页面：', '账号：', '手机：', 'IP：', '时间：']) {
      expect([label, lines.filter((l) => l.startsWith(label))]).toEqual([label, [expect.any(String)]]);
    }
    expect(lines.find((l) => l.startsWith('账号：'))).toBe('账号：未登录');
    expect(lines.find((l) => l.startsWith('IP：'))).toBe('IP：10.3.3.3');
    // The stack keeps its lines, each quoted.
    const stack = lines.slice(lines.indexOf('堆栈：') + 1);
    expect(stack).toContain('|     at a (a.js:1:1)');
    expect(stack).toContain('| 【前端异常】伪造');
    expect(stack.every((l) => l.startsWith('| '))).toBe(true);
  });
});

describe('CSRF: the origin must match scheme and host', () => {
  const login = (c: TestClient, origin: string, base = ORIGIN, headers: Record<string, string> = {}) =>
    c.raw(
      '/api/User-login',
      {
        method: 'POST',
        body: 'login_name=demo_admin&password=furniture-2026',
        headers: { 'content-type': 'application/x-www-form-urlencoded', [AJAX_HEADER.name]: AJAX_HEADER.value, origin, ...headers },
      },
      base,
    ).then(async (res) => ((await res.json()) as Json).err_code);

  it('refuses the right host with the wrong scheme or port, and the opaque origin null', async () => {
    const c = b.client();
    expect(await login(c, 'https://localhost')).toBe(10005);
    expect(await login(c, 'http://localhost:8080')).toBe(10005);
    expect(await login(c, 'null')).toBe(10005);
    expect(await login(c, 'http://localhost.evil.example')).toBe(10005);
    expect(await login(c, 'http://erp.example.com', 'https://erp.example.com')).toBe(10005);
    expect(await b.db.selectFrom('sessions').select('user_id').execute()).toEqual([]);
    expect(await login(c, 'http://localhost')).toBe(0);
    expect(await login(c, 'https://erp.example.com', 'https://erp.example.com')).toBe(0);
  });

  it('takes scheme and host from X-Forwarded-Proto / X-Forwarded-Host only when the proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'erp.example.com' };
    expect(await login(b.client(), 'https://erp.example.com', 'http://127.0.0.1:8080', forwarded)).toBe(10005);
    const proxied = await makeBackend({ trustProxy: true });
    try {
      expect(await login(proxied.client(), 'https://erp.example.com', 'http://127.0.0.1:8080', forwarded)).toBe(0);
      expect(await login(proxied.client(), 'http://erp.example.com', 'http://127.0.0.1:8080', forwarded)).toBe(10005);
      expect(await login(proxied.client(), 'https://erp.example.com', 'http://127.0.0.1:8080', { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'erp.example.com' })).toBe(0);
    } finally {
      await proxied.close();
    }
  });

  it('also accepts the configured public origins, and no others', async () => {
    const served = await makeBackend({ publicOrigins: ['https://ERP.example.com/'] });
    try {
      expect(await login(served.client(), 'https://erp.example.com', 'http://127.0.0.1:8080')).toBe(0);
      expect(await login(served.client(), 'http://erp.example.com', 'http://127.0.0.1:8080')).toBe(10005);
      expect(await login(served.client(), 'https://other.example.com', 'http://127.0.0.1:8080')).toBe(10005);
    } finally {
      await served.close();
    }
  });

  it('checks the public origins when the app is created', () => {
    expect(parseOriginList(' https://A.example.com/ , http://b.example:8080,, ')).toEqual(['https://a.example.com', 'http://b.example:8080']);
    expect(parseOriginList(undefined)).toEqual([]);
    for (const bad of ['erp.example.com', 'https://erp.example.com/app', 'javascript:alert(1)', 'https://u:p@erp.example.com', 'null', 'ftp://erp.example.com']) {
      expect(canonicalOrigin(bad)).toBeNull();
      expect(() => parseOriginList(`https://ok.example, ${bad}`)).toThrow(bad);
      expect(() => createApp({ db: b.db, dialect: b.dialect, publicOrigins: [bad] })).toThrow(bad);
    }
  });
});

describe('notice media addresses', () => {
  it('[SHELL-24] [SHELL-26] [SHELL-27] Notice-lists passes on only same-origin paths of images and videos', async () => {
    const hostile = ['/notices/ok.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox', '//evil.example/a.png', 'https://evil.example/a.png', '/\\evil.example/a.png', 'http://localhost/a.png', 42];
    for (const notice_type of [2, 4, 5]) {
      await b.db.insertInto('notices').values({ notice_type, component_type: 'hostile', notice_content: JSON.stringify(hostile), active: 1, created_at: b.clock.now() }).execute();
    }
    const c = b.client();
    await c.login('demo_sales');
    const served = (await c.call(NoticeLists)).data.filter((n) => n.component_type === 'hostile');
    expect(served.map((n) => [n.notice_type, n.notice_content])).toEqual([
      [2, ['/notices/ok.svg']],
      [4, ['/notices/ok.svg']],
      [5, ['/notices/ok.svg']],
    ]);
  });
});
