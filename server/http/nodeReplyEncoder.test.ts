/** The Node host's compression of JSON replies: the coding the client accepts, nothing when too small or not accepted. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { nodeReplyEncoder } from './nodeReplyEncoder';

const big = JSON.stringify({ rows: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `客户 ${i}` })) });

it('prefers brotli, decoding back to the same text', async () => {
  const out = await nodeReplyEncoder(big, 'gzip, deflate, br');
  expect(out?.encoding).toBe('br');
  expect(brotliDecompressSync(out!.body).toString('utf8')).toBe(big);
});

it('falls back to gzip where brotli is not accepted or refused with q=0', async () => {
  for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
    const out = await nodeReplyEncoder(big, accept);
    expect(out?.encoding).toBe('gzip');
    expect(gunzipSync(out!.body).toString('utf8')).toBe(big);
  }
});

it('sends as it is: a reply under 1 KiB, no Accept-Encoding, or only codings it does not make', async () => {
  expect(await nodeReplyEncoder('{"err_code":0}', 'br, gzip')).toBeNull();
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
  expect(gunzipSync(gzipped!.body).toString('utf8')).toBe(big);
  const other = big.replace('客户 7', '客户 8');
  expect(brotliDecompressSync((await nodeReplyEncoder(other, 'br'))!.body).toString('utf8')).toBe(other);
  expect(brotliDecompressSync((await nodeReplyEncoder(big, 'br'))!.body).toString('utf8')).toBe(big);
});
