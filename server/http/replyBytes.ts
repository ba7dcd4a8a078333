/**
 * The bytes of API replies: the UTF-8 of their JSON text. A reply part that many replies share
 * unchanged (a session's auth_info, its shop's details) may be marked once with `fixedJson`: its
 * text is encoded once and its bytes reused, instead of serialising the same hundred keys and
 * encoding them again on every request (on Node 20, encoding the session status's 3 KB took longer
 * than its session check). Only the reply's top-level values are looked up, so marking costs other
 * replies nothing.
 */
const utf8 = new TextEncoder();

interface Kept {
  bytes: Uint8Array;
  /** Stands for the part in a reply's key: a number of its own between two NUL characters, which JSON text never holds. */
  mark: string;
}
const kept = new WeakMap<object, Kept>();
let marked = 0;

/** Freezes `value` (deeply) and keeps the bytes of its JSON text for every reply that includes it. */
export function fixedJson<T extends object>(value: T): Readonly<T> {
  kept.set(deepFreeze(value), { bytes: utf8.encode(JSON.stringify(value)), mark: `\0${(marked += 1)}\0` });
  return value;
}

/**
 * Replies with kept parts are cut from slabs, as Node cuts small Buffers from its pool: a typed
 * array of their own cost 2 µs each to allocate and free, about as much as the session check's query,
 * and a slice of a slab almost nothing. Slices never overlap, and a slab is left to the garbage
 * collector once full and no longer referenced by a reply on its way out.
 */
const SLAB_BYTES = 64 * 1024;
let slab = new Uint8Array(SLAB_BYTES);
let slabUsed = 0;

/** Room for a reply of at most `size` bytes: a slice of the slab, or an array of its own when large. */
function bufferOf(size: number): Uint8Array<ArrayBuffer> {
  if (size > SLAB_BYTES / 8) return new Uint8Array(size);
  if (slabUsed + size > SLAB_BYTES) {
    slab = new Uint8Array(SLAB_BYTES);
    slabUsed = 0;
  }
  return slab.subarray(slabUsed, slabUsed + size);
}

/** `count` bytes of `room` (from bufferOf) now hold a reply: the rest of the slab is free for the next one. */
function written(room: Uint8Array, count: number): void {
  // Kept 8-aligned, as Node's pool does.
  if (room.buffer === slab.buffer) slabUsed = room.byteOffset + ((count + 7) & ~7);
}

/** A reply's bytes, and a key that tells replies apart as their bytes do, quicker to compare (server/http/nodeReplyEncoder.ts keeps compressed replies by it). */
export interface ReplyBody {
  bytes: Uint8Array<ArrayBuffer>;
  /** The reply's text, with the marks of its kept parts in their place. */
  key: string;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null) deepFreeze(inner as object);
  return Object.freeze(value);
}

/**
 * The UTF-8 bytes of `JSON.stringify(body)`, with the marked parts' kept bytes: the text between
 * them is gathered as a string and encoded straight into the reply's one buffer.
 */
export function replyBytes(body: Record<string, unknown>): ReplyBody {
  // The reply in pieces: strings, and the kept parts between them.
  const pieces: (string | Kept)[] = [];
  let text = '';
  let key = '';
  let size = 0;
  for (const name of Object.keys(body)) {
    const value = body[name];
    const part = typeof value === 'object' && value !== null ? kept.get(value) : undefined;
    const json = part ? '' : JSON.stringify(value);
    // As JSON.stringify does: undefined, functions and symbols leave their key out.
    if (json === undefined) continue;
    text += `${text || pieces.length ? ',' : '{'}${JSON.stringify(name)}:${json}`;
    if (part) {
      pieces.push(text, part);
      key += text + part.mark;
      size += text.length * 3 + part.bytes.length;
      text = '';
    }
  }
  text += text || pieces.length ? '}' : '{}';
  key += text;
  // Nothing kept (a list, an error): the text is encoded as a whole, into a buffer of its exact size.
  if (pieces.length === 0) return { bytes: utf8.encode(text), key };
  pieces.push(text);
  size += text.length * 3;
  // A UTF-16 unit takes at most 3 bytes in UTF-8, so `size` is enough; the reply is cut to what was written.
  const out = bufferOf(size);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += utf8.encodeInto(piece, out.subarray(at)).written;
    else {
      out.set(piece.bytes, at);
      at += piece.bytes.length;
    }
  }
  written(out, at);
  return { bytes: out.subarray(0, at), key };
}
