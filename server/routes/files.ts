/**
 * Stored images (server/uploads.ts), served to the members of their shop only, and a file kept for
 * a purpose (src/common/uploads.ts FilePurpose) only to those holding its rights: another shop's
 * file, or a file that is not an image, is "not found". The content type is the one the bytes were
 * checked to be, with nosniff and a sandboxing CSP, so a file can never run as a page.
 */
import type { RightCode } from '../../src/common/rights';
import { FILE_PURPOSE_RIGHTS, FileImage, type FilePurpose } from '../../src/common/uploads';
import { getFile, type StoredFile } from '../files';
import { notFound } from '../http/errors';
import { route } from '../http/route';

export const fileImage = route(FileImage, {
  access: 'user',
  async handle(ctx) {
    const id = ctx.input.int('file_id', { required: true, min: 1 });
    const file = await getFile(ctx.db, ctx.session.shop.shop_id, id);
    if (!file || !file.mime.startsWith('image/')) throw notFound('upload.what.image');
    // ID and bank card photos, covers: only for the members holding their rights; to anyone else
    // such a file does not exist (ids are sequential, so a refusal would confirm one).
    const rights = FILE_PURPOSE_RIGHTS[file.purpose as FilePurpose] as readonly RightCode[] | undefined;
    if (rights && !rights.some((r) => ctx.session.rights.has(r))) throw notFound('upload.what.image');
    // A path names one file's bytes for ever; only its shop's members may keep it.
    return imageResponse(file, 'private, max-age=31536000, immutable');
  },
});

/** A stored image as its checked content type, never sniffed or run as a page. */
export function imageResponse(file: StoredFile, cacheControl: string): Response {
  return new Response(file.bytes, {
    status: 200,
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

export const fileRoutes = [fileImage];
