/**
 * The one upload pipeline for images (DESIGN.md "Files"): the size limit, the kind decided from the
 * bytes (magic-bytes.js) and confirmed by reading the image's header for its dimensions
 * (image-size), then the file stored with its shop (server/files.ts). The name a file arrives with
 * decides nothing: a text file renamed logo.png is refused, a PNG named photo.gif is stored as PNG.
 */
import { filetypeinfo } from 'magic-bytes.js';
import { imageSize } from 'image-size';
import { fileIdOfImagePath, IMAGE_MIME, imagePath, notAnImage, tooLarge, type ImageKind, type ImageProfile } from '../src/common/uploads';
import type { MessageId } from '../src/locales/zh-CN';
import { badRequest } from './http/errors';
import type { AuthedCtx } from './http/route';
import { putFile } from './files';
import type { Executor, SqlDialect } from './db/schema';

/** The multipart body an image upload may have: the file and a little form overhead. */
export const uploadBodyLimit = (profile: ImageProfile): number => profile.maxBytes + 64 * 1024;

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

/** The image's kind and size from its bytes, or null when they are not a whole image of one of `kinds`. */
export function inspectImage(bytes: Uint8Array, kinds: readonly ImageKind[]): CheckedImage | null {
  const detected = filetypeinfo(bytes)
    .map((t) => DETECTED[t.typename])
    .find((k): k is ImageKind => k !== undefined && kinds.includes(k));
  if (!detected) return null;
  try {
    const size = imageSize(bytes);
    const kind = size.type ? SIZED[size.type] : undefined;
    if (kind !== detected || !size.width || !size.height) return null;
    // A picture of a shop or a document, not a decompression bomb for whoever views it.
    if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) return null;
    return { kind, width: size.width, height: size.height };
  } catch {
    // A header that cannot be read is not an image we keep.
    return null;
  }
}

const fail = (result: { id: MessageId; values?: Record<string, string | number> } | null) => badRequest(result!.id, result!.values);

/**
 * Reads the image of form field `field`, checks it against `profile` and stores it for the session's
 * shop; answers the path it is served at. Runs inside the caller's write, so the file and its audit
 * row commit together.
 */
export async function receiveImage(ctx: AuthedCtx, db: Executor, field: string, profile: ImageProfile): Promise<{ path: string; fileId: number; image: CheckedImage }> {
  const file = ctx.input.file(field);
  if (!file) throw badRequest('upload.noFile');
  return storeImage(ctx, db, file, profile);
}

/** Checks one received file against `profile` and stores it for the session's shop (a field of several files calls it per file). */
export async function storeImage(ctx: AuthedCtx, db: Executor, file: File, profile: ImageProfile): Promise<{ path: string; fileId: number; image: CheckedImage }> {
  const name = file.name || 'image';
  if (file.size > profile.maxBytes) throw fail(tooLarge(profile));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > profile.maxBytes) throw fail(tooLarge(profile));
  const image = inspectImage(bytes, profile.kinds);
  if (!image) throw fail(notAnImage(name, profile));
  const fileId = await putFile(db, { shopId: ctx.session.shop.shop_id, name: name.slice(-120), mime: IMAGE_MIME[image.kind], bytes, now: ctx.now, purpose: profile.purpose }, profile.maxBytes);
  return { path: imagePath(fileId), fileId, image };
}

/**
 * Every path must name a stored image of `shopId` (one this shop uploaded): a path of another shop,
 * of another site or made up is refused. The write that keeps the paths calls it inside its
 * transaction.
 */
export async function assertOwnImages(db: Executor, shopId: number, paths: readonly string[], dialect?: SqlDialect): Promise<void> {
  const ids = paths.map(fileIdOfImagePath);
  if (ids.some((id) => id === null)) throw badRequest('upload.notOwnImage');
  if (!ids.length) return;
  let query = db
    .selectFrom('files')
    .select('file_id')
    .where('shop_id', '=', shopId)
    .where('file_id', 'in', ids as number[])
    .where('mime', 'like', 'image/%');
  // Held until the save commits (PostgreSQL): the daily sweep, which locks the files it would
  // delete, then waits and sees this save's reference (server/fileSweep.ts).
  if (dialect === 'postgres') query = query.forShare();
  const found = await query.execute();
  if (found.length !== new Set(ids).size) throw badRequest('upload.notOwnImage');
}
