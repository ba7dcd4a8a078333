import type { Up } from './helpers';

/**
 * Which notices each user has been shown: one row per (shop, user, notice) once the notice has been
 * on screen. The notice popup and the dashboard's unread count both read it, so they agree on every
 * device the user logs in from.
 *
 * The user is referenced by (shop_id, user_id), like every tenant table (0006_tenant_keys): a row
 * can never count a notice as read for a user of another shop, and it goes with the user. Notices
 * are the platform's, not a shop's, so notice_id carries no key: a read of a notice retired since
 * is simply never asked for again (Notice-lists answers active notices only).
 */
export const m0008_notice_reads: Up = async (db) => {
  await db.schema
    .createTable('notice_reads')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('notice_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['shop_id', 'user_id', 'notice_id'])
    .addForeignKeyConstraint('notice_reads_user_fk', ['shop_id', 'user_id'], 'users', ['shop_id', 'user_id'], (fk) => fk.onDelete('cascade'))
    .execute();
};
