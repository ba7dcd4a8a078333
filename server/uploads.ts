/**
 * The one upload pipeline for images and documents (DESIGN.md "Files"), the same in every host:
 * 1. the size limit (the body itself was limited before it was read, and only after the session and
 *    the route's right were checked: server/app.ts);
 * 2. the kind decided from the bytes (magic-bytes.js) and confirmed by the header (image-size),
 *    whose width and height must be within the pixel budget before anything is decoded;
 * 3. the whole image decoded by the host's decoder (AppDeps.imageCodec: sharp on Node, the
 *    browser's own in the `npm start` host), turned upright by its orientation, and its pixels alone
 *    encoded again (server/images/codec.ts), outside any transaction and a budget of pixels at a
 *    time per process;
 * 4. what came back checked once more and stored with its shop, its purpose and a random key
 *    (server/files.ts), inside the caller's write.
 * The name a file arrives with decides nothing: a text file renamed logo.png is refused, a PNG
 * named photo.gif is stored as PNG. What is stored holds no metadata (EXIF, GPS), no comments and
 * no bytes after the image: a file that cannot be decoded completely is refused.
 *
 * A field that takes documents too (UploadProfile.documents: an order's drawings) takes a PDF when
 * its bytes start as one and pdf-lib opens it with at least one page; it is stored as it came (a
 * PDF is served only as an attachment, never shown as a page). Its pictures go the images' way.
 */
import { filetypeinfo } from 'magic-bytes.js';
import { imageSize } from 'image-size';
import { fileKeyOfImagePath, IMAGE_MIME, kindOfExtension, imagePath, noFile, notAnImage, tooLarge, type ImageKind, type ImageProfile, type UploadProfile } from '../src/common/uploads';
import type { ServerMessageId } from '../src/common/messages/zh-CN';
import { badRequest } from './http/errors';
import type { AuthedCtx } from './http/route';
import { DEFAULT_MAX_FILE_BYTES, extensionOf, storeFile } from './files';
import type { Executor, SqlDialect } from './db/schema';
import { bmpCompression, BMP_COMPRESSIONS } from './images/bmp';
import { MAX_IMAGE_PIXELS, STORED_KIND } from './images/codec';
import { WeightGate } from './http/weightGate';

/** The multipart body an image upload may have: the file and a little form overhead. */
export const uploadBodyLimit = (profile: ImageProfile): number => profile.maxBytes + 64 * 1024;

/**
 * The largest stored image: encoded again, a photo saved at a low quality or a PNG packed by a
 * better compressor may grow a little beyond what was sent; the profile's limit is the upload's.
 */
const storedLimit = (profile: UploadProfile): number => Math.max(2 * profile.maxBytes, DEFAULT_MAX_FILE_BYTES);

/** magic-bytes names these kinds; each maps to the product's kind. */
const DETECTED: Record<string, ImageKind> = { png: 'png', jpg: 'jpg', bmp: 'bmp', gif: 'gif' };
/** image-size's names of the same kinds. */
const SIZED: Record<string, ImageKind> = { png: 'png', jpg: 'jpg', bmp: 'bmp', gif: 'gif' };

/** The longest side an image may have, in pixels (a phone photo is about 4000). */
export const MAX_IMAGE_SIDE = 10_000;

export interface CheckedImage {
  kind: ImageKind;
  width: number;
  height: number;
}

/**
 * The image's kind and size from its bytes' signature and header, or null when they are not the
 * header of an image of one of `kinds` within the side and pixel budgets. Nothing is decoded here.
 */
export function inspectImage(bytes: Uint8Array, kinds: readonly ImageKind[]): CheckedImage | null {
  const detected = filetypeinfo(bytes)
    .map((t) => DETECTED[t.typename])
    .find((k): k is ImageKind => k !== undefined && kinds.includes(k));
  if (!detected) return null;
  try {
    const size = imageSize(bytes);
    const kind = size.type ? SIZED[size.type] : undefined;
    if (kind !== detected || !size.width || !size.height) return null;
    // A picture of a shop or a document, not a decompression bomb for the server or whoever views it.
    if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) return null;
    // Run-length compressed bitmaps are refused in every host (the Node host's decoder reads none).
    if (kind === 'bmp' && !BMP_COMPRESSIONS.includes(bmpCompression(bytes) ?? -1)) return null;
    return { kind, width: size.width, height: size.height };
  } catch {
    // A header that cannot be read is not an image we keep.
    return null;
  }
}

const fail = (result: { id: ServerMessageId; values?: Record<string, string | number> } | null) => badRequest(result!.id, result!.values);

/** An upload decoded and encoded again, ready to be stored. */
export interface PreparedImage {
  name: string;
  kind: 'png' | 'jpg';
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * Images decoding at once in this process, weighed in pixels: at most one budget's worth, so
 * parallel uploads queue for the decoder instead of each holding a decoded image in memory.
 */
const decoding = new WeightGate(MAX_IMAGE_PIXELS);

/** The bytes of a received file, refused beyond the profile's size (its declared size first). */
async function bytesWithin(file: File, profile: UploadProfile): Promise<Uint8Array> {
  if (file.size > profile.maxBytes) throw fail(tooLarge(profile));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > profile.maxBytes) throw fail(tooLarge(profile));
  return bytes;
}

/**
 * Checks one received file against `profile`, decodes it completely and encodes it again. Runs
 * before the write that stores it: decoding takes time, and a write holds the database's lock.
 */
export async function prepareImage(ctx: AuthedCtx, file: File, profile: ImageProfile): Promise<PreparedImage> {
  return imageOf(ctx, file.name || 'image', await bytesWithin(file, profile), profile, profile.kinds);
}

async function imageOf(ctx: AuthedCtx, name: string, bytes: Uint8Array, profile: UploadProfile, kinds: readonly ImageKind[]): Promise<PreparedImage> {
  const header = inspectImage(bytes, kinds);
  if (!header) throw fail(notAnImage(name, profile));
  const codec = ctx.deps.imageCodec;
  if (!codec) throw new Error('this host has no image decoder (AppDeps.imageCodec)');
  const output = STORED_KIND[header.kind];
  const encoded = await decoding.run(header.width * header.height, () => codec.reencode(bytes, { ...header, output, maxPixels: MAX_IMAGE_PIXELS }));
  // What came back must be an image of the kind asked for, the declared size turned or not.
  const stored = encoded && inspectImage(encoded, [output]);
  const sameSize = stored && (stored.width === header.width ? stored.height === header.height : stored.width === header.height && stored.height === header.width);
  if (!encoded || !stored || stored.kind !== output || !sameSize) throw fail(notAnImage(name, profile));
  if (encoded.byteLength > storedLimit(profile)) throw fail(tooLarge(profile));
  return { name: name.slice(-120), kind: output, width: stored.width, height: stored.height, bytes: encoded };
}

/** Reads and prepares the image of form field `field` (before the write that stores it). */
export async function receiveImage(ctx: AuthedCtx, field: string, profile: ImageProfile): Promise<PreparedImage> {
  const file = ctx.input.file(field);
  if (!file) throw badRequest('upload.noFile');
  return prepareImage(ctx, file, profile);
}

/** A received document ready to be stored: a PDF as it came, or a picture encoded again. */
export interface PreparedDocument {
  name: string;
  kind: 'pdf' | 'png' | 'jpg';
  mime: string;
  bytes: Uint8Array;
}

/** `name` ending as a file of `kind` ends: a PNG sent as plan.pdf is downloaded as plan.png, so it opens. */
function nameOfKind(name: string, kind: 'png' | 'jpg'): string {
  const extension = extensionOf(name);
  if (kindOfExtension(extension.slice(1)) === kind) return name;
  return `${extension ? name.slice(0, -extension.length) : name}.${kind === 'png' ? 'png' : 'jpg'}`;
}

/** PDFs being opened at once in this process, weighed in bytes (pdf-lib holds a document's objects in memory). */
const opening = new WeightGate(64 * 1024 * 1024);

/** Whether `bytes` open as a PDF of at least one page. pdf-lib is loaded the first time. */
async function opensAsPdf(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await import('pdf-lib');
  return opening.run(bytes.byteLength, async () => {
    try {
      // Encrypted drawings open too: their pages are counted, their content is not read. An object
      // that does not parse refuses the file (rather than a warning and a document with holes).
      const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
      return doc.getPageCount() > 0;
    } catch {
      return false;
    }
  });
}

/**
 * Reads and prepares the file of form field `field` for a field that takes documents: a PDF judged
 * by its signature and opened whole, or a picture of the profile's kinds through the images' way.
 */
export async function receiveDocument(ctx: AuthedCtx, field: string, profile: UploadProfile): Promise<PreparedDocument> {
  const file = ctx.input.file(field);
  if (!file) throw fail(noFile(profile));
  const name = (file.name || 'file').slice(-120);
  const bytes = await bytesWithin(file, profile);
  const isPdf = filetypeinfo(bytes).some((t) => t.typename === 'pdf');
  if (isPdf && profile.kinds.includes('pdf')) {
    if (!(await opensAsPdf(bytes))) throw fail(notAnImage(name, profile));
    return { name, kind: 'pdf', mime: 'application/pdf', bytes };
  }
  const imageKinds = profile.kinds.filter((k): k is ImageKind => k !== 'pdf');
  if (isPdf || !imageKinds.length) throw fail(notAnImage(name, profile));
  const image = await imageOf(ctx, name, bytes, profile, imageKinds);
  return { name: nameOfKind(name, image.kind), kind: image.kind, mime: IMAGE_MIME[image.kind], bytes: image.bytes };
}

/**
 * Stores a prepared image for the session's shop with the profile's purpose; answers the path it is
 * served at, which names it by its random key. Runs inside the caller's write, so the file and what
 * refers to it commit together.
 */
export async function saveImage(ctx: AuthedCtx, db: Executor, image: PreparedImage, profile: ImageProfile): Promise<{ path: string; key: string; fileId: number }> {
  const { fileId, key } = await storeFile(db, { shopId: ctx.session.shop.shop_id, name: image.name, mime: IMAGE_MIME[image.kind], bytes: image.bytes, now: ctx.now, purpose: profile.purpose }, storedLimit(profile));
  return { path: imagePath(key), key, fileId };
}

/** Stores a prepared document for the session's shop with the profile's purpose, inside the caller's write. */
export async function saveDocument(ctx: AuthedCtx, db: Executor, doc: PreparedDocument, profile: UploadProfile): Promise<{ key: string; fileId: number }> {
  return storeFile(db, { shopId: ctx.session.shop.shop_id, name: doc.name, mime: doc.mime, bytes: doc.bytes, now: ctx.now, purpose: profile.purpose }, storedLimit(profile));
}

/**
 * Every path must name a stored image of `shopId` (one this shop uploaded): a path of another shop,
 * of another site or made up is refused. The write that keeps the paths calls it inside its
 * transaction.
 */
export async function assertOwnImages(db: Executor, shopId: number, paths: readonly string[], dialect?: SqlDialect): Promise<void> {
  const keys = paths.map(fileKeyOfImagePath);
  if (keys.some((key) => key === null)) throw badRequest('upload.notOwnImage');
  if (!keys.length) return;
  let query = db
    .selectFrom('files')
    .select('file_id')
    .where('shop_id', '=', shopId)
    .where('file_key', 'in', keys as string[])
    .where('mime', 'like', 'image/%');
  // Held until the save commits (PostgreSQL): the daily sweep, which locks the files it would
  // delete, then waits and sees this save's reference (server/fileSweep.ts).
  if (dialect === 'postgres') query = query.forShare();
  const found = await query.execute();
  if (found.length !== new Set(keys).size) throw badRequest('upload.notOwnImage');
}
