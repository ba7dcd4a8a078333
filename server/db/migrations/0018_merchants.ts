import type { Up } from './helpers';

/**
 * The payment merchant application (SPEC.md "Payment merchant settings"): one per shop, created by
 * its first submit. Texts are stored trimmed; choices by their value; images as the paths of the
 * shop's own stored images. `audit_status` 1 pending, 2 approved, 3 rejected (why in `audit_msg`).
 *
 * The columns listed in ENCRYPTED hold personal and bank numbers encrypted at rest
 * (server/auth/fieldCrypto.ts: `v1:<iv>:<ciphertext>`), hence text rather than a short varchar.
 * The list is written out here, not imported: a shipped migration never changes.
 */
const PLAIN = [
  ['short_name', 'varchar(64)'],
  ['merchant_name', 'varchar(64)'],
  ['merchant_type', 'varchar(8)'],
  ['business_license_code', 'varchar(32)'],
  ['business_license_name', 'varchar(64)'],
  ['business_license_photo', 'varchar(64)'],
  ['business_license_expired', 'varchar(10)'],
  ['industry_category_id', 'varchar(8)'],
  ['business_address', 'varchar(64)'],
  ['province', 'varchar(12)'],
  ['city', 'varchar(12)'],
  ['area', 'varchar(12)'],
  ['store_head_photo', 'varchar(64)'],
  ['store_shop_photo', 'varchar(64)'],
  ['store_hall_photo', 'varchar(64)'],
  ['store_cashier_photo', 'varchar(64)'],
  ['hand_licence_photo', 'varchar(64)'],
  ['lawyer_name', 'varchar(32)'],
  ['lawyer_cert_type', 'varchar(8)'],
  ['lawyer_cert_photo_front', 'varchar(64)'],
  ['lawyer_cert_photo_back', 'varchar(64)'],
  ['contact_person', 'varchar(16)'],
  ['service_tel', 'varchar(16)'],
  ['email', 'varchar(64)'],
  ['settle_account_type', 'varchar(8)'],
  ['settle_account', 'varchar(32)'],
  ['opening_license_account_photo', 'varchar(64)'],
  ['settle_auth_letter_photo', 'varchar(64)'],
  ['bank_card_photo_front', 'varchar(64)'],
  ['bank_card_photo_back', 'varchar(64)'],
  ['open_bank', 'varchar(32)'],
  ['open_sub_bank', 'varchar(32)'],
  ['open_bank_code', 'varchar(32)'],
  ['authorized_person_cert_type', 'varchar(8)'],
  ['authorized_cert_photo_front', 'varchar(64)'],
  ['authorized_cert_photo_back', 'varchar(64)'],
] as const;

const ENCRYPTED = ['lawyer_cert_no', 'lawyer_mobile', 'contact_phone', 'settle_account_no', 'opening_license_account_no', 'open_bank_reserve_phone', 'authorized_person_cert_no'] as const;

export const m0018_merchants: Up = async (db) => {
  let table = db.schema.createTable('merchants').addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.shop_id'));
  for (const [column, type] of PLAIN) table = table.addColumn(column, type, (c) => c.notNull().defaultTo(''));
  for (const column of ENCRYPTED) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await table
    .addColumn('audit_status', 'integer', (c) => c.notNull())
    .addColumn('audit_msg', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
};
