import { withId, type Up } from './helpers';

/** Shops, staff, roles and rights, sessions, logs, notices and agreements. */
export const m0001_foundation: Up = async (db, dialect) => {
  await withId(db.schema.createTable('shops'), 'shop_id', dialect)
    .addColumn('shop_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('shop_muid', 'integer')
    .addColumn('shop_logo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('self_account', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_erp', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_pay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('env', 'varchar(20)', (c) => c.notNull().defaultTo('prod'))
    .addColumn('shop_props', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('archive_config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('agent_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('agent_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('departments'), 'department_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('department_name', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('departments_shop').on('departments').columns(['shop_id']).execute();

  await withId(db.schema.createTable('users'), 'user_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('login_name', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('password_salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_iterations', 'integer', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('web_cad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_type', 'varchar(20)', (c) => c.notNull().defaultTo('staff'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('department_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('register_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_shop').on('users').columns(['shop_id']).execute();

  await withId(db.schema.createTable('staff_groups'), 'group_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('group_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('staff_groups_shop_name', ['shop_id', 'group_name'])
    .execute();

  await db.schema
    .createTable('group_rights')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('staff_groups.group_id').onDelete('cascade'))
    .addColumn('right_code', 'varchar(60)', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_rights_pk', ['group_id', 'right_code'])
    .execute();

  await db.schema
    .createTable('user_groups')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('staff_groups.group_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_id'])
    .execute();
  await db.schema.createIndex('user_groups_group').on('user_groups').columns(['group_id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('attempt_key', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('fail_count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('login_logs'), 'login_id', dialect)
    .addColumn('shop_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('login_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('login_ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('login_mac', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('login_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_logs_shop_time').on('login_logs').columns(['shop_id', 'login_time']).execute();

  await withId(db.schema.createTable('staff_logs'), 'log_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('login_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('menu_ch_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('function_ch_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('oper_content', 'text', (c) => c.notNull())
    .addColumn('oper_date', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_logs_shop_date').on('staff_logs').columns(['shop_id', 'oper_date']).execute();

  await withId(db.schema.createTable('notices'), 'notice_id', dialect)
    .addColumn('notice_type', 'integer', (c) => c.notNull())
    .addColumn('component_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('notice_content', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agreements')
    .addColumn('agreement_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
};
