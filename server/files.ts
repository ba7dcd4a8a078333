/**
 * File storage: the bytes live in the `files` table (blob in SQLite, bytea in PostgreSQL), so they
 * are kept, backed up and isolated exactly like the rest of a shop's data, in every host (Node,
 * jest, the browser over sql.js). Every read is scoped by shop: another shop's file is not found.
 */
import { randomBytes, toBase64Url } from './auth/crypto';
import type { Executor } from './db/schema';

/** Largest file accepted by default (10 MiB). */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface NewFile {
  shopId: number;
  name: string;
  mime: string;
  bytes: Uint8Array;
  now: number;
  /** Who may see it through File-image (src/common/uploads.ts FilePurpose); '' = the shop's master only. */
  purpose?: string;
}

export interface StoredFile {
  file_id: number;
  file_key: string;
  shop_id: number;
  name: string;
  mime: string;
  size: number;
  bytes: Uint8Array<ArrayBuffer>;
  created_at: number;
  purpose: string;
}

/**
 * Drivers answer Buffer (better-sqlite3, pg) or Uint8Array (sql.js); callers get a plain
 * Uint8Array over its own ArrayBuffer (what Response and Blob accept everywhere).
 */
function asBytes(value: unknown): Uint8Array<ArrayBuffer> {
  // ArrayBuffer.isView and the tag, not instanceof: the driver's Buffer may come from another realm
  // (the jsdom test host runs the app beside Node's own Uint8Array).
  const isBuffer = value instanceof ArrayBuffer || Object.prototype.toString.call(value) === '[object ArrayBuffer]';
  if (ArrayBuffer.isView(value) || isBuffer) {
    const source = isBuffer ? new Uint8Array(value as ArrayBuffer) : new Uint8Array((value as ArrayBufferView).buffer, (value as ArrayBufferView).byteOffset, (value as ArrayBufferView).byteLength);
    const out = new Uint8Array(source.byteLength);
    out.set(source);
    return out;
  }
  throw new TypeError('stored file content is not binary');
}

/** A new file key: 128 random bits as base64url (22 characters), what URLs name a file by. */
export const newFileKey = (): string => toBase64Url(randomBytes(16));

/** Stores a file for a shop and answers its id and the random key its URLs use. */
export async function storeFile(db: Executor, file: NewFile, maxBytes = DEFAULT_MAX_FILE_BYTES): Promise<{ fileId: number; key: string }> {
  if (file.bytes.byteLength > maxBytes) throw new RangeError(`file too large: ${file.bytes.byteLength} > ${maxBytes} bytes`);
  const key = newFileKey();
  const row = await db
    .insertInto('files')
    .values({
      shop_id: file.shopId,
      file_key: key,
      name: file.name.slice(0, 255),
      mime: file.mime.slice(0, 100),
      size: file.bytes.byteLength,
      content: file.bytes,
      created_at: file.now,
      // Only when there is one: the column's default ('') covers the rest.
      ...(file.purpose ? { purpose: file.purpose } : {}),
    })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return { fileId: row.file_id, key };
}

/** Stores a file for a shop and answers its id (files kept by id: invoice documents). */
export async function putFile(db: Executor, file: NewFile, maxBytes = DEFAULT_MAX_FILE_BYTES): Promise<number> {
  return (await storeFile(db, file, maxBytes)).fileId;
}

/** A shop's file with its bytes, or null when it does not exist or belongs to another shop. */
export async function getFile(db: Executor, shopId: number, fileId: number): Promise<StoredFile | null> {
  const row = await db.selectFrom('files').selectAll().where('file_id', '=', fileId).where('shop_id', '=', shopId).executeTakeFirst();
  return row ? withBytes(row) : null;
}

/** A shop's file by the key its URLs name it by, or null (no such key, or another shop's file). */
export async function getFileByKey(db: Executor, shopId: number, key: string): Promise<StoredFile | null> {
  const row = await db.selectFrom('files').selectAll().where('file_key', '=', key).where('shop_id', '=', shopId).executeTakeFirst();
  return row ? withBytes(row) : null;
}

function withBytes<R extends { content: unknown }>(row: R): Omit<R, 'content'> & { bytes: Uint8Array<ArrayBuffer> } {
  const { content, ...rest } = row;
  return { ...rest, bytes: asBytes(content) };
}

/** Deletes a shop's file; answers whether it existed. */
export async function deleteFile(db: Executor, shopId: number, fileId: number): Promise<boolean> {
  const r = await db.deleteFrom('files').where('file_id', '=', fileId).where('shop_id', '=', shopId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The extension of a file name with its dot ('.pdf'), or '' when it has none. */
export function extensionOf(name: string): string {
  const m = /\.[A-Za-z0-9]{1,8}$/.exec(name);
  return m ? m[0].toLowerCase() : '';
}
