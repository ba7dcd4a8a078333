import type { Up } from './helpers';

/**
 * An order's files (设计图纸, issue 29; src/common/orderFiles.ts): which stored file (server/files.ts)
 * belongs to which order, who uploaded it and when. The name, kind and bytes are the file's own.
 *
 * - Every row carries shop_id and names its order, file and uploader by composite (shop_id, id)
 *   keys, so a file of one shop can never hang on another shop's order.
 * - A file belongs to one order (file_id is the key). Deleting the file deletes the row (ON DELETE
 *   CASCADE); deleting the order for good deletes its files first (server/orders/clear.ts), and the
 *   rows go with either.
 */
export const m0034_order_files: Up = async (db) => {
  await db.schema
    .createTable('order_files')
    .addColumn('file_id', 'integer', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('uploader_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('order_files_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('order_files_file_fk', ['shop_id', 'file_id'], 'files', ['shop_id', 'file_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('order_files_uploader_fk', ['shop_id', 'uploader_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  // One order's files, newest first (the drawer), and counting them before an upload.
  await db.schema.createIndex('order_files_order').on('order_files').columns(['shop_id', 'order_id', 'created_at']).execute();
};
