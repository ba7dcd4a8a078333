import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { withId, type Up } from './helpers';

/**
 * Tenant links enforced by the database: every parent table referenced by another tenant table is
 * unique on (shop_id, <id>), and every child references it by (shop_id, <id>). A row of one shop
 * can then never point at another shop's role, user, address, department, file, invoice or
 * billable item, even when a handler forgets its shop_id filter. Nullable references
 * (invoices.file_id, acct_items.invoice_id, login_logs.user_id) stay nullable: a composite key with
 * a NULL column is not checked, which is what "no file yet" or "billable" means.
 *
 * Department 0 = My team (the spec's default department for every staff member): departments are
 * keyed by (shop_id, department_id), and every shop owns a row (shop, 0, '我的团队'). The API value
 * stays 0, users.department_id stays NOT NULL, and the key to departments holds for all of them.
 * This migration adds the row for the shops that exist; whatever creates a shop later adds it in
 * the same transaction (createShopFixedRows in server/db/seed.ts). Department ids are numbered per
 * shop from then on (the caller allocates them: SQLite has no sequence for a composite key);
 * existing departments keep their ids.
 *
 * invoices.address_id gets no key: it records which address a request was mailed to, beside the
 * copied receiver and address text, and the address may be deleted afterwards (the invoice keeps
 * its copy). Every other reference carries its key.
 *
 * Existing rows are carried over unchanged. A row that already breaks a link makes the migration
 * fail with the offending rows named, and nothing changes (one transaction on both databases):
 * such a row is a cross-shop leak to look at, not something to drop or rewrite silently.
 */
export const m0006_tenant_keys: Up = async (db, dialect) => {
  if (dialect === 'postgres') await addKeysPostgres(db);
  else await addKeysSqlite(db);
};

/** A parent table made unique on (shop_id, column), so children can reference the pair. */
interface ShopKey {
  name: string;
  table: string;
  column: string;
}

const SHOP_KEYS: readonly ShopKey[] = [
  { name: 'users_shop_user_key', table: 'users', column: 'user_id' },
  { name: 'staff_groups_shop_group_key', table: 'staff_groups', column: 'group_id' },
  { name: 'files_shop_file_key', table: 'files', column: 'file_id' },
  { name: 'mail_addresses_shop_address_key', table: 'mail_addresses', column: 'address_id' },
  { name: 'invoices_shop_invoice_key', table: 'invoices', column: 'invoice_id' },
  { name: 'acct_items_shop_item_key', table: 'acct_items', column: 'acct_item_id' },
];

/** A child's (shop_id, column) referencing its parent's (shop_id, parentColumn). */
interface ShopLink {
  name: string;
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** Deleting the parent deletes the child (kept from the single-column keys these replace). */
  cascade?: boolean;
}

const SHOP_LINKS: readonly ShopLink[] = [
  { name: 'users_department_fk', table: 'users', column: 'department_id', parent: 'departments', parentColumn: 'department_id' },
  { name: 'group_rights_group_fk', table: 'group_rights', column: 'group_id', parent: 'staff_groups', parentColumn: 'group_id', cascade: true },
  { name: 'user_groups_user_fk', table: 'user_groups', column: 'user_id', parent: 'users', parentColumn: 'user_id', cascade: true },
  { name: 'user_groups_group_fk', table: 'user_groups', column: 'group_id', parent: 'staff_groups', parentColumn: 'group_id', cascade: true },
  { name: 'sessions_user_fk', table: 'sessions', column: 'user_id', parent: 'users', parentColumn: 'user_id', cascade: true },
  { name: 'login_logs_user_fk', table: 'login_logs', column: 'user_id', parent: 'users', parentColumn: 'user_id' },
  { name: 'staff_logs_user_fk', table: 'staff_logs', column: 'user_id', parent: 'users', parentColumn: 'user_id' },
  { name: 'mail_addresses_user_fk', table: 'mail_addresses', column: 'user_id', parent: 'users', parentColumn: 'user_id' },
  { name: 'invoice_infos_user_fk', table: 'invoice_infos', column: 'user_id', parent: 'users', parentColumn: 'user_id' },
  { name: 'invoice_infos_address_fk', table: 'invoice_infos', column: 'address_id', parent: 'mail_addresses', parentColumn: 'address_id' },
  { name: 'invoices_user_fk', table: 'invoices', column: 'user_id', parent: 'users', parentColumn: 'user_id' },
  { name: 'invoices_file_fk', table: 'invoices', column: 'file_id', parent: 'files', parentColumn: 'file_id' },
  { name: 'acct_items_invoice_fk', table: 'acct_items', column: 'invoice_id', parent: 'invoices', parentColumn: 'invoice_id' },
  { name: 'invoice_items_invoice_fk', table: 'invoice_items', column: 'invoice_id', parent: 'invoices', parentColumn: 'invoice_id' },
  { name: 'invoice_items_item_fk', table: 'invoice_items', column: 'acct_item_id', parent: 'acct_items', parentColumn: 'acct_item_id' },
  { name: 'chat_inbox_user_fk', table: 'chat_inbox', column: 'user_id', parent: 'users', parentColumn: 'user_id' },
];

/** Every existing shop gets its My team department (see the comment at the top). */
async function addMyTeamRows(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into departments (shop_id, department_id, department_name)
    select s.shop_id, 0, '我的团队' from shops s
    where not exists (select 1 from departments d where d.shop_id = s.shop_id and d.department_id = 0)
  `.execute(db);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: constraints are added in place; the migrator runs this in one transaction.

async function addKeysPostgres(db: Kysely<unknown>): Promise<void> {
  await rekeyDepartmentsPostgres(db);
  await addMyTeamRows(db);
  for (const key of SHOP_KEYS) {
    await db.schema.alterTable(key.table).addUniqueConstraint(key.name, ['shop_id', key.column]).execute();
  }
  for (const link of SHOP_LINKS) {
    for (const old of await singleColumnForeignKeys(db, link.table, link.column)) {
      await db.schema.alterTable(link.table).dropConstraint(old).execute();
    }
    try {
      await db.schema
        .alterTable(link.table)
        .addForeignKeyConstraint(link.name, ['shop_id', link.column], link.parent, ['shop_id', link.parentColumn], (fk) => (link.cascade ? fk.onDelete('cascade') : fk))
        .execute();
    } catch (e) {
      // PostgreSQL names the offending key in `detail`; the migrator's message would drop it.
      const detail = (e as { detail?: unknown }).detail;
      throw new Error(`0006_tenant_keys: rows of ${link.table} break the link ${link.name}; nothing was changed. ${String(e)} ${detail ? String(detail) : ''}`.trim());
    }
  }
}

/** departments: primary key (shop_id, department_id); ids are allocated per shop, so no sequence. */
async function rekeyDepartmentsPostgres(db: Kysely<unknown>): Promise<void> {
  const pk = await sql<{ name: string }>`
    select conname as name from pg_constraint where contype = 'p' and conrelid = 'departments'::regclass
  `.execute(db);
  for (const { name } of pk.rows) await db.schema.alterTable('departments').dropConstraint(name).execute();
  const seq = await sql<{ name: string | null }>`select pg_get_serial_sequence('departments', 'department_id') as name`.execute(db);
  await sql`alter table departments alter column department_id drop default`.execute(db);
  const seqName = seq.rows[0]?.name;
  // A name read from the catalogue, already quoted and qualified by PostgreSQL.
  if (seqName) await sql`drop sequence ${sql.raw(seqName)}`.execute(db);
  await db.schema.alterTable('departments').addPrimaryKeyConstraint('departments_pk', ['shop_id', 'department_id']).execute();
}

/** Names of the single-column foreign keys on table.column: the links the composite keys replace. */
async function singleColumnForeignKeys(db: Kysely<unknown>, table: string, column: string): Promise<string[]> {
  const r = await sql<{ name: string }>`
    select c.conname as name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.conrelid = ${table}::regclass and cardinality(c.conkey) = 1 and a.attname = ${column}
  `.execute(db);
  return r.rows.map((row) => row.name);
}

// ---------------------------------------------------------------------------------------------
// SQLite cannot add a constraint to a table: each child table is rebuilt (create the new shape,
// copy the rows, drop the old table, rename, recreate its indexes), as the SQLite manual
// prescribes for schema changes, with foreign keys off during the rebuild and checked at the end.

type TableShape = (name: string) => CreateTableBuilder<string, string>;

async function addKeysSqlite(db: Kysely<unknown>): Promise<void> {
  const wasOn = await foreignKeysOn(db);
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  // The pragma is a no-op inside a transaction. With keys still on, dropping a parent table would
  // run its ON DELETE CASCADE actions and empty the children, so refuse rather than lose rows.
  if (await foreignKeysOn(db)) throw new Error('0006_tenant_keys: foreign keys could not be turned off (is a transaction open?)');
  try {
    await sql`BEGIN`.execute(db);
    try {
      const shapes = { ...staffTableShapes(db), ...invoiceTableShapes(db) };
      for (const [table, shape] of Object.entries(shapes)) await rebuildSqliteTable(db, table, (name) => withShopKeys(table, shape(name)));
      for (const key of SHOP_KEYS.filter((k) => !(k.table in shapes))) {
        await db.schema.createIndex(key.name).on(key.table).columns(['shop_id', key.column]).unique().execute();
      }
      await addMyTeamRows(db);
      await assertNoBrokenLinks(db);
      await sql`COMMIT`.execute(db);
    } catch (e) {
      // The original error is the one worth reporting; a failed rollback adds nothing to it.
      await sql`ROLLBACK`.execute(db).catch(() => undefined);
      throw e;
    }
  } finally {
    if (wasOn) await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

async function foreignKeysOn(db: Kysely<unknown>): Promise<boolean> {
  const r = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
  return Number(r.rows[0]?.foreign_keys) === 1;
}

/** The table's shop keys and links (from SHOP_KEYS and SHOP_LINKS) added to its new shape. */
function withShopKeys(table: string, shape: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> {
  let out = shape;
  for (const key of SHOP_KEYS.filter((k) => k.table === table)) out = out.addUniqueConstraint(key.name, ['shop_id', key.column]);
  for (const link of SHOP_LINKS.filter((l) => l.table === table)) {
    out = out.addForeignKeyConstraint(link.name, ['shop_id', link.column], link.parent, ['shop_id', link.parentColumn], (fk) => (link.cascade ? fk.onDelete('cascade') : fk));
  }
  return out;
}

async function rebuildSqliteTable(db: Kysely<unknown>, table: string, shape: TableShape): Promise<void> {
  const temp = `${table}_0006`;
  await shape(temp).execute();
  const columns = (await sql<{ name: string }>`select name from pragma_table_info(${temp})`.execute(db)).rows.map((r) => sql.id(r.name));
  const list = sql.join(columns);
  await sql`insert into ${sql.table(temp)} (${list}) select ${list} from ${sql.table(table)}`.execute(db);
  // Indexes go with the old table; their own SQL recreates them on the new one under the same name.
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  // AUTOINCREMENT never reuses an id, even of a deleted row: keep the counter, not just max(id).
  const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(temp)} rename to ${sql.table(table)}`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  const counter = seq.rows[0]?.seq;
  const autoIncrement = await sql`select 1 from sqlite_master where type = 'table' and name = ${table} and sql like '%autoincrement%'`.execute(db);
  if (counter !== undefined && autoIncrement.rows.length) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${counter})`.execute(db);
  }
}

async function assertNoBrokenLinks(db: Kysely<unknown>): Promise<void> {
  const broken = await sql<{ table: string; rowid: number | null; parent: string }>`PRAGMA foreign_key_check`.execute(db);
  if (!broken.rows.length) return;
  const sample = broken.rows
    .slice(0, 20)
    .map((r) => `${r.table} rowid ${String(r.rowid)} -> ${r.parent}`)
    .join(', ');
  throw new Error(`0006_tenant_keys: ${broken.rows.length} row(s) break a shop link; nothing was changed: ${sample}`);
}

/** The staff tables as 0001 made them, departments keyed by shop (keys and links come from the lists). */
function staffTableShapes(db: Kysely<unknown>): Record<string, TableShape> {
  return {
    departments: (name) =>
      db.schema
        .createTable(name)
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('department_id', 'integer', (c) => c.notNull())
        .addColumn('department_name', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('departments_pk', ['shop_id', 'department_id']),
    users: (name) =>
      withId(db.schema.createTable(name), 'user_id', 'sqlite')
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
        .addColumn('register_time', 'bigint', (c) => c.notNull()),
    group_rights: (name) =>
      db.schema
        .createTable(name)
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('right_code', 'varchar(60)', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_rights_pk', ['group_id', 'right_code']),
    user_groups: (name) =>
      db.schema
        .createTable(name)
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_id']),
    sessions: (name) =>
      db.schema
        .createTable(name)
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('shop_id', 'integer', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull()),
    login_logs: (name) =>
      withId(db.schema.createTable(name), 'login_id', 'sqlite')
        .addColumn('shop_id', 'integer')
        .addColumn('user_id', 'integer')
        .addColumn('login_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('login_ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('login_mac', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('province', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('source_id', 'integer', (c) => c.notNull())
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('login_time', 'bigint', (c) => c.notNull()),
    staff_logs: (name) =>
      withId(db.schema.createTable(name), 'log_id', 'sqlite')
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('login_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('menu_ch_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('function_ch_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('oper_content', 'text', (c) => c.notNull())
        .addColumn('oper_date', 'bigint', (c) => c.notNull()),
    chat_inbox: (name) =>
      db.schema
        .createTable(name)
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  };
}

/** The invoice tables as 0003 made them (keys and links come from the lists). */
function invoiceTableShapes(db: Kysely<unknown>): Record<string, TableShape> {
  return {
    mail_addresses: (name) =>
      withId(db.schema.createTable(name), 'address_id', 'sqlite')
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('receiver', 'varchar(60)', (c) => c.notNull())
        .addColumn('province_id', 'varchar(12)', (c) => c.notNull())
        .addColumn('province_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('city_id', 'varchar(12)', (c) => c.notNull())
        .addColumn('city_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('region_id', 'varchar(12)', (c) => c.notNull())
        .addColumn('region_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('address_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('postcode', 'varchar(12)', (c) => c.notNull().defaultTo(''))
        .addColumn('telephone', 'varchar(20)', (c) => c.notNull())
        .addColumn('mail', 'varchar(100)', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    invoice_infos: (name) =>
      db.schema
        .createTable(name)
        .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.shop_id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('issue_type', 'integer', (c) => c.notNull())
        .addColumn('invoice_type', 'integer', (c) => c.notNull())
        .addColumn('invoice_header', 'varchar(200)', (c) => c.notNull())
        .addColumn('address_id', 'integer', (c) => c.notNull())
        .addColumn('tax_no', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_no', 'varchar(80)', (c) => c.notNull().defaultTo(''))
        .addColumn('reg_address', 'varchar(400)', (c) => c.notNull().defaultTo(''))
        .addColumn('reg_phone', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_date', 'bigint', (c) => c.notNull())
        .addColumn('update_date', 'bigint', (c) => c.notNull()),
    invoices: (name) =>
      withId(db.schema.createTable(name), 'invoice_id', 'sqlite')
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        .addColumn('invoice_state', 'integer', (c) => c.notNull())
        .addColumn('invoice_no', 'varchar(40)')
        .addColumn('file_id', 'integer')
        .addColumn('issue_date', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('comments', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_date', 'bigint', (c) => c.notNull())
        .addColumn('update_date', 'bigint', (c) => c.notNull())
        .addColumn('issue_type', 'integer', (c) => c.notNull())
        .addColumn('invoice_type', 'integer', (c) => c.notNull())
        .addColumn('invoice_header', 'varchar(200)', (c) => c.notNull())
        .addColumn('tax_no', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_no', 'varchar(80)', (c) => c.notNull().defaultTo(''))
        .addColumn('reg_address', 'varchar(400)', (c) => c.notNull().defaultTo(''))
        .addColumn('reg_phone', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('address_id', 'integer', (c) => c.notNull())
        .addColumn('receiver', 'varchar(60)', (c) => c.notNull())
        .addColumn('telephone', 'varchar(20)', (c) => c.notNull())
        .addColumn('mail', 'varchar(100)', (c) => c.notNull())
        .addColumn('postcode', 'varchar(12)', (c) => c.notNull().defaultTo(''))
        .addColumn('mail_address', 'varchar(400)', (c) => c.notNull()),
    acct_items: (name) =>
      withId(db.schema.createTable(name), 'acct_item_id', 'sqlite')
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('item_type_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('item_source_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('billing_cycle_id', 'varchar(7)', (c) => c.notNull())
        .addColumn('invoice_id', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull()),
    invoice_items: (name) =>
      db.schema
        .createTable(name)
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull())
        .addColumn('acct_item_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('invoice_items_pk', ['invoice_id', 'acct_item_id']),
  };
}
