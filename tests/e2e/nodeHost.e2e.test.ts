/**
 * What the built Node host sends over HTTP, beside the pages: API replies with their security
 * headers, compressed for a client that accepts it (brotli first, then gzip, nothing under 1 KiB);
 * the build's assets as their precompressed copies, hashed ones immutable; the session cookie of a
 * login. No browser: plain requests to the run's shared server.
 */
import { readdirSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { baseUrl, loginOverApi } from './helpers';
import { ROOT } from './server';

async function loginCookie(): Promise<string> {
  const res = await loginOverApi();
  const cookies = res.headers.getSetCookie();
  expect(cookies.some((c) => /^erp_sid=[^;]+;.*HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

describe('the Node host over HTTP', () => {
  it('answers the API with its security headers, never cached', async () => {
    const res = await rawGet('/api/User-loginStatus?check=1', {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses a large API reply as the client accepts: brotli, else gzip, else not at all', async () => {
    const cookie = await loginCookie();
    const path = '/api/User-loginStatus?check=1';
    // Through node:http, which leaves the bytes as sent: each coding is asked for by name and decoded here.
    const plain = await rawGet(path, { Cookie: cookie });
    const json = JSON.parse(plain.bytes.toString('utf8')) as { user_info: { login_name: string } };
    expect(json.user_info.login_name).toBe('demo_admin');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);

    const br = await rawGet(path, { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));

    const gz = await rawGet(path, { Cookie: cookie, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
  });

  it('[I18N-01] reads the request’s own headers: the session cookie among others, X-Locale before Accept-Language', async () => {
    const session = await loginCookie();
    const status = async (headers: Record<string, string>) => JSON.parse((await rawGet('/api/User-loginStatus?check=1', headers)).bytes.toString('utf8')) as { user_info: { login_name: string } };
    expect((await status({ Cookie: `theme=dark; ${session}; erp_lang=en-US` })).user_info.login_name).toBe('demo_admin');
    expect((await status({ Cookie: 'theme=dark' })).user_info.login_name).not.toBe('demo_admin');

    const refusal = async (headers: Record<string, string>) => JSON.parse((await rawGet('/api/Chat-unread', headers)).bytes.toString('utf8')) as { err_msg: string };
    expect((await refusal({ 'Accept-Language': 'en-US,en;q=0.9' })).err_msg).toBe('You have not logged in and cannot use this service, please log in and retry');
    expect((await refusal({ 'X-Locale': 'zh-CN', 'Accept-Language': 'en-US' })).err_msg).toBe('您还没有登录，无法使用该服务，请登录后重试');
    expect((await refusal({ 'X-Locale': 'en-US' })).err_msg).toBe('You have not logged in and cannot use this service, please log in and retry');
  });

  it('sends a small API reply as it is', async () => {
    const res = await rawGet('/api/No-such-call', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ err_code: expect.any(Number) });
  });

  it('serves the build’s precompressed assets, hashed ones immutable, pages revalidated', async () => {
    const script = readdirSync(join(ROOT, 'dist')).find((f) => /^runtime~index\.[0-9a-f]{8,}\.js$/.test(f));
    expect(script).toBeDefined();
    const br = await rawGet(`/${script}`, { 'Accept-Encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await rawGet('/index.html', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('[SHELL-01] sends an area page with the shell of the visitor’s session drawn in: theirs alone, compressed, never kept by a shared cache', async () => {
    const cookie = await loginCookie();
    const page = await rawGet('/erp.html', { Cookie: `${cookie}; erp_lang=en-US`, 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = gunzipSync(page.bytes).toString('utf8');
    expect(html).toContain('<div id="root" data-framed="">');
    expect(html).toMatch(/<html lang="?en-US/);
    expect(html).toContain('<span class="area-brand-name">演示家具厂</span>');
    expect(html).toContain('This is a demo account and must not be sold');
    expect(html).not.toContain('__frame_');
    // Without a session, or with one that has ended, the page comes as the build wrote it.
    for (const headers of [{}, { Cookie: 'erp_sid=ended' }] as Record<string, string>[]) {
      const plain = await rawGet('/erp.html', headers);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.bytes.toString('utf8')).not.toContain('data-framed');
    }
  });
});

/** A GET through node:http, which leaves the body as sent (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | undefined>; bytes: Buffer }> {
  return new Promise((done, fail) => {
    const req = httpGet(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string | undefined>, bytes: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}
