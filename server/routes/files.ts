/**
 * Stored images (server/uploads.ts), served to the members of their shop only: another shop's file,
 * or a file that is not an image, is "not found". The content type is the one the bytes were
 * checked to be, with nosniff and a sandboxing CSP, so a file can never run as a page.
 */
import { FileImage } from '../../src/common/uploads';
import { getFile } from '../files';
import { notFound } from '../http/errors';
import { route } from '../http/route';

export const fileImage = route(FileImage, {
  access: 'user',
  async handle(ctx) {
    const id = ctx.input.int('file_id', { required: true, min: 1 });
    const file = await getFile(ctx.db, ctx.session.shop.shop_id, id);
    if (!file || !file.mime.startsWith('image/')) throw notFound('upload.what.image');
    return new Response(file.bytes, {
      status: 200,
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.size),
        // A path names one file's bytes for ever; only its shop's members may keep it.
        'Cache-Control': 'private, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  },
});

export const fileRoutes = [fileImage];
