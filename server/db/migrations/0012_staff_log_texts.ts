import type { Up } from './helpers';

/**
 * Staff-log rows in the reader's language (rule: in en-US nothing Chinese is shown but what the
 * shop typed). `texts` keeps what a row says as catalogue message ids with their values (JSON,
 * server/logs/staffLogTexts.ts) beside the zh-CN columns the spec stores; rows written before have
 * '' and show as stored.
 */
export const m0012_staff_log_texts: Up = async (db) => {
  await db.schema
    .alterTable('staff_logs')
    .addColumn('texts', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
};
