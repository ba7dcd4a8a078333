import type { Kysely } from 'kysely';
import { randomBytes, toBase64Url } from '../../auth/crypto';
import type { Up } from './helpers';

/** The tables this step reads and writes, as they stand at this migration. */
interface Tables {
  files: { file_id: number; shop_id: number; purpose: string; file_key: string | null };
  shops: { shop_id: number; shop_logo: string; shop_pics: string };
  merchants: Record<string, string | number>;
  market_reports: { report_id: number; shop_id: number; report_logo: string };
  invoices: { shop_id: number; file_id: number | null };
}

/** The merchant application's photo columns (migration 0018), written out: a migration never changes. */
const MERCHANT_PHOTOS = [
  'business_license_photo',
  'store_head_photo',
  'store_shop_photo',
  'store_hall_photo',
  'store_cashier_photo',
  'hand_licence_photo',
  'lawyer_cert_photo_front',
  'lawyer_cert_photo_back',
  'opening_license_account_photo',
  'settle_auth_letter_photo',
  'bank_card_photo_front',
  'bank_card_photo_back',
  'authorized_cert_photo_front',
  'authorized_cert_photo_back',
];

/** When one file is named by rows of several features, the strictest purpose wins. */
const STRICTNESS = ['invoice', 'shop', 'cover', 'merchant'];

interface FileState {
  shopId: number;
  key: string;
  purpose: string;
}

/**
 * Rewrites the image paths in `text` that name a file of `shopId` by its id to name it by its key,
 * and notes `purpose` for each such file. A path naming no file of that shop is left as it is: it
 * reaches nothing, before as after.
 */
function rekey(text: string, shopId: number, files: Map<number, FileState>, found: Map<number, string>, purpose: string): string {
  return text.replace(/(\/api\/(?:File-image\?|Report-image\?report_id=\d+&))file_id=(\d+)/g, (path, prefix: string, id: string) => {
    const file = files.get(Number(id));
    if (!file || file.shopId !== shopId) return path;
    const before = found.get(Number(id));
    if (!before || STRICTNESS.indexOf(purpose) > STRICTNESS.indexOf(before)) found.set(Number(id), purpose);
    return `${prefix}key=${file.key}`;
  });
}

/**
 * Files are named in URLs by a random key instead of their sequential id (walking the ids showed a
 * shop's images one after another), and files stored before the `purpose` column (0020 left them
 * '') get the purpose of the rows that name them: merchant photos 'merchant', report covers
 * 'cover', the shop's logo and pictures 'shop', invoice documents 'invoice'. A file nothing names
 * keeps '' and is served to its shop's master only (server/routes/shell/files.ts). The paths saved in
 * those rows are rewritten to the keys in the same step.
 */
export const m0021_file_keys: Up = async (migrationDb) => {
  const db = migrationDb as unknown as Kysely<Tables>;
  await migrationDb.schema.alterTable('files').addColumn('file_key', 'varchar(32)').execute();
  const files = new Map<number, FileState>();
  for (const f of await db.selectFrom('files').select(['file_id', 'shop_id', 'purpose']).execute()) {
    files.set(f.file_id, { shopId: f.shop_id, key: toBase64Url(randomBytes(16)), purpose: f.purpose });
  }
  const found = new Map<number, string>();
  for (const shop of await db.selectFrom('shops').select(['shop_id', 'shop_logo', 'shop_pics']).execute()) {
    const set = { shop_logo: rekey(shop.shop_logo, shop.shop_id, files, found, 'shop'), shop_pics: rekey(shop.shop_pics, shop.shop_id, files, found, 'shop') };
    if (set.shop_logo !== shop.shop_logo || set.shop_pics !== shop.shop_pics) await db.updateTable('shops').set(set).where('shop_id', '=', shop.shop_id).execute();
  }
  for (const row of await db.selectFrom('merchants').select(['shop_id', ...MERCHANT_PHOTOS]).execute()) {
    const shopId = Number(row.shop_id);
    const set: Record<string, string> = {};
    for (const column of MERCHANT_PHOTOS) {
      const path = String(row[column] ?? '');
      const next = rekey(path, shopId, files, found, 'merchant');
      if (next !== path) set[column] = next;
    }
    if (Object.keys(set).length) await db.updateTable('merchants').set(set).where('shop_id', '=', shopId).execute();
  }
  for (const report of await db.selectFrom('market_reports').select(['report_id', 'shop_id', 'report_logo']).execute()) {
    const logo = rekey(report.report_logo, report.shop_id, files, found, 'cover');
    if (logo !== report.report_logo) await db.updateTable('market_reports').set({ report_logo: logo }).where('report_id', '=', report.report_id).execute();
  }
  for (const invoice of await db.selectFrom('invoices').select(['shop_id', 'file_id']).where('file_id', 'is not', null).execute()) {
    const file = files.get(invoice.file_id!);
    if (file?.shopId === invoice.shop_id && !found.has(invoice.file_id!)) found.set(invoice.file_id!, 'invoice');
  }
  for (const [fileId, file] of files) {
    // A purpose set since 0020 stays: it was given at the upload itself.
    const purpose = file.purpose || found.get(fileId) || '';
    await db.updateTable('files').set({ file_key: file.key, purpose }).where('file_id', '=', fileId).execute();
  }
  await migrationDb.schema.createIndex('files_key_unique').on('files').column('file_key').unique().execute();
};
