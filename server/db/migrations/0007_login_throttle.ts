import type { Up } from './helpers';

/**
 * Login throttling reads whether an account has logged in from an address before (a familiar
 * address skips the account-wide and address-wide counters), and the login log records why an
 * attempt failed, so every lock can be seen there. Stale counters are purged by their last attempt.
 */
export const m0007_login_throttle: Up = async (db) => {
  await db.schema
    .alterTable('login_logs')
    .addColumn('fail_reason', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('login_attempts_window').on('login_attempts').column('window_start').execute();
  await db.schema.createIndex('login_logs_user_ip_time').on('login_logs').columns(['user_id', 'login_ip', 'login_time']).execute();
};
