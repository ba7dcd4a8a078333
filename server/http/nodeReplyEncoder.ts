/**
 * JSON replies compressed on the Node host (deps.encodeReply): brotli where the client accepts it,
 * else gzip, in libuv's thread pool so the event loop goes on serving. Replies under 1 KiB go as
 * they are: their headers outweigh what compressing would save. A reply sent again is not
 * compressed again.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ReplyEncoder } from '../deps';
import type { ReplyBody } from './replyBytes';

const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli's quality 4: close to gzip's speed at a smaller size (the default, 11, is meant for files built once). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The coding to answer a request's Accept-Encoding with: brotli, else gzip, else none (a coding refused with q=0 is not accepted). */
function codingFor(acceptEncoding: string): Coding | null {
  let coding = codings.get(acceptEncoding);
  if (coding === undefined) {
    coding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
    // Browsers send a handful of distinct headers; anything else is not worth remembering.
    if (codings.size < 100) codings.set(acceptEncoding, coding);
  }
  return coding;
}
type Coding = 'br' | 'gzip';
const codings = new Map<string, Coding | null>();

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

/**
 * Compressed replies kept by their key (the reply's text with its kept parts marked: it tells
 * replies apart as their bytes do), per coding: the same reply asked again (the session status the
 * shell polls, a list page reloaded) is compressed once. Bounded in bytes; past the bound the memory
 * starts over. Replies too large to repeat cheaply are not kept.
 */
const KEPT_BYTES = 512 * 1024;
const LARGEST_KEPT = 32 * 1024;
const kept = { br: new Map<string, Uint8Array<ArrayBuffer>>(), gzip: new Map<string, Uint8Array<ArrayBuffer>>() };
let keptBytes = 0;

async function encode({ bytes, key }: ReplyBody, coding: Coding): Promise<Uint8Array<ArrayBuffer>> {
  const keep = bytes.byteLength <= LARGEST_KEPT;
  const known = keep ? kept[coding].get(key) : undefined;
  if (known) return known;
  const b = coding === 'br' ? await brotli(bytes, BROTLI_OPTIONS) : await gzipAsync(bytes);
  const body = new Uint8Array(b.buffer, b.byteOffset, b.byteLength) as Uint8Array<ArrayBuffer>;
  if (keep) {
    if (keptBytes + bytes.byteLength > KEPT_BYTES) {
      kept.br.clear();
      kept.gzip.clear();
      keptBytes = 0;
    }
    kept[coding].set(key, body);
    keptBytes += bytes.byteLength;
  }
  return body;
}

export const nodeReplyEncoder: ReplyEncoder = async (reply, acceptEncoding) => {
  if (!acceptEncoding || reply.bytes.byteLength < MIN_BYTES) return null;
  const coding = codingFor(acceptEncoding);
  return coding && { body: await encode(reply, coding), encoding: coding };
};
