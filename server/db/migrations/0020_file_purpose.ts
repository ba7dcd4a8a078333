import type { Up } from './helpers';

/**
 * What a stored file is for, when not every member of its shop may see it: 'merchant' (the payment
 * merchant application's ID and bank card photos), 'cover' (report covers); '' for the shop's own
 * images and documents. GET File-image asks the purpose's rights (src/common/uploads.ts).
 */
export const m0020_file_purpose: Up = async (db) => {
  await db.schema
    .alterTable('files')
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
};
