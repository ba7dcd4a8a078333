/**
 * Stored images (server/uploads.ts), served to the members of their shop only: another shop's file,
 * or a file that is not an image, is "not found". The content type is the one the bytes were
 * checked to be, with nosniff and a sandboxing CSP, so a file can never run as a page.
 */
import { FileImage } from '../../src/common/uploads';
import { getFile, type StoredFile } from '../files';
import { notFound } from '../http/errors';
import { route } from '../http/route';

export const fileImage = route(FileImage, {
  access: 'user',
  async handle(ctx) {
    const id = ctx.input.int('file_id', { required: true, min: 1 });
    const file = await getFile(ctx.db, ctx.session.shop.shop_id, id);
    if (!file || !file.mime.startsWith('image/')) throw notFound('upload.what.image');
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
