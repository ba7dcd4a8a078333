/**
 * Stored images (server/uploads.ts), named by their random key (never the sequential file_id, so
 * no path can be guessed or walked) and served to the members of their shop whom the file's
 * purpose admits (src/common/uploads.ts FILE_PURPOSE_READERS): the shop's own images to every
 * member, merchant photos and covers to those holding their rights, a file of no known purpose to
 * the shop's master alone. To anyone else, and for another shop's file or a file that is not an
 * image, it does not exist ("not found"). The content type is the one the bytes were checked to be,
 * with nosniff and a sandboxing CSP, so a file can never run as a page.
 */
import type { RightCode } from '../../../src/common/rights';
import { FILE_KEY_PATTERN, FILE_PURPOSE_READERS, FileImage, type FilePurpose } from '../../../src/common/uploads';
import type { Session } from '../../auth/session';
import { getFileByKey, type StoredFile } from '../../files';
import { notFound } from '../../http/errors';
import { fileResponse } from '../../http/fileResponse';
import { route } from '../../http/route';

/** Whether `session` may see a file kept for `purpose`. */
export function maySeeFile(session: Session, purpose: string): boolean {
  const readers = Object.hasOwn(FILE_PURPOSE_READERS, purpose) ? FILE_PURPOSE_READERS[purpose as FilePurpose] : undefined;
  if (readers === 'member') return true;
  if (readers) return session.isMaster || (readers as readonly RightCode[]).some((r) => session.rights.has(r));
  // '' (stored before purposes, named by no row) or a purpose File-image does not serve.
  return session.isMaster;
}

export const fileImage = route(FileImage, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): members of the shop; each file's purpose then asks for the right of its page.
  access: 'user',
  async handle(ctx) {
    const key = ctx.fields.key;
    const file = FILE_KEY_PATTERN.test(key) ? await getFileByKey(ctx.db, ctx.session.shop.shop_id, key) : null;
    // A refusal answers as a missing file: it confirms nothing about the key.
    if (!file || !file.mime.startsWith('image/') || !maySeeFile(ctx.session, file.purpose)) throw notFound('upload.what.image');
    // A path names one file's bytes for ever; only its shop's members may keep it.
    return imageResponse(file, 'private, max-age=31536000, immutable');
  },
});

/** A stored image as its checked content type, never sniffed or run as a page. */
function imageResponse(file: StoredFile, cacheControl: string): Response {
  // Shown in pages (<img>), so named by no attachment; kept by the browser as its key allows.
  return fileResponse({ bytes: file.bytes, mime: file.mime, cache: cacheControl });
}

export const fileRoutes = [fileImage];
