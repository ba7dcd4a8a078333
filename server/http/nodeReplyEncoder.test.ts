/** The Node host's compression of JSON replies: the coding the client accepts, nothing when too small or not accepted. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { nodeReplyEncoder } from './nodeReplyEncoder';
import { fixedJson, replyBytes } from './replyBytes';

const bigBody = { rows: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `客户 ${i}` })) };
const bigText = JSON.stringify(bigBody);
const big = replyBytes(bigBody);

it('prefers brotli, decoding back to the same text', async () => {
  const out = await nodeReplyEncoder(big, 'gzip, deflate, br');
  expect(out?.encoding).toBe('br');
  expect(brotliDecompressSync(out!.body).toString('utf8')).toBe(bigText);
});

it('falls back to gzip where brotli is not accepted or refused with q=0', async () => {
  for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
    const out = await nodeReplyEncoder(big, accept);
    expect(out?.encoding).toBe('gzip');
    expect(gunzipSync(out!.body).toString('utf8')).toBe(bigText);
  }
});

it('sends as it is: a reply under 1 KiB, no Accept-Encoding, or only codings it does not make', async () => {
  expect(await nodeReplyEncoder(replyBytes({ err_code: 0 }), 'br, gzip')).toBeNull();
  expect(await nodeReplyEncoder(big, undefined)).toBeNull();
  expect(await nodeReplyEncoder(big, 'identity, deflate')).toBeNull();
  expect(await nodeReplyEncoder(big, 'br;q=0, gzip;q=0')).toBeNull();
});

it('compresses a reply sent again only once, per coding, and never mixes up two replies', async () => {
  const first = await nodeReplyEncoder(big, 'br');
  const again = await nodeReplyEncoder(big, 'gzip, deflate, br');
  expect(again!.body).toBe(first!.body);
  const gzipped = await nodeReplyEncoder(big, 'gzip');
  expect(gzipped!.body).not.toBe(first!.body);
  expect(gunzipSync(gzipped!.body).toString('utf8')).toBe(bigText);
  const otherBody = { rows: bigBody.rows.map((row) => (row.id === 7 ? { ...row, name: '客户 8' } : row)) };
  expect(brotliDecompressSync((await nodeReplyEncoder(replyBytes(otherBody), 'br'))!.body).toString('utf8')).toBe(JSON.stringify(otherBody));
  // The same reply made again (every reply has its own buffer) finds the kept copy.
  expect((await nodeReplyEncoder(replyBytes(bigBody), 'br'))!.body).toBe(first!.body);
});

it('tells apart replies that differ only around their kept parts', async () => {
  const rights = fixedJson(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`SF_RIGHT_${i}`, true])));
  for (const unread of [1, 2, 1]) {
    const body = { auth_info: rights, chat: { unread } };
    const out = await nodeReplyEncoder(replyBytes(body), 'br');
    expect(brotliDecompressSync(out!.body).toString('utf8')).toBe(JSON.stringify(body));
  }
  expect(brotliDecompressSync((await nodeReplyEncoder(big, 'br'))!.body).toString('utf8')).toBe(bigText);
});
