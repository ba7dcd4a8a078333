import type { Up } from './helpers';

/**
 * The after-sales chat inbox: how many messages from customer service each user has not read yet
 * (the chat itself runs on the third-party service; only the unread count lives here). One row per
 * user; a user without a row has nothing unread.
 */
export const m0004_chat: Up = async (db) => {
  await db.schema
    .createTable('chat_inbox')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_inbox_shop').on('chat_inbox').columns(['shop_id', 'user_id']).execute();
};
