/**
 * JSON replies compressed on the Node host (deps.encodeReply): brotli where the client accepts it,
 * else gzip, in libuv's thread pool so the event loop goes on serving. Replies under 1 KiB go as
 * they are: their headers outweigh what compressing would save.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ReplyEncoder } from '../deps';

const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli's quality 4: close to gzip's speed at a smaller size (the default, 11, is meant for files built once). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Whether `accept` (an Accept-Encoding header) takes `coding` (no q=0). */
function accepts(accept: string, coding: string): boolean {
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export const nodeReplyEncoder: ReplyEncoder = async (json, acceptEncoding) => {
  if (!acceptEncoding || json.length < MIN_BYTES) return null;
  const toBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength) as Uint8Array<ArrayBuffer>;
  if (accepts(acceptEncoding, 'br')) return { body: toBytes(await brotli(json, BROTLI_OPTIONS)), encoding: 'br' };
  if (accepts(acceptEncoding, 'gzip')) return { body: toBytes(await gzipAsync(json)), encoding: 'gzip' };
  return null;
};
