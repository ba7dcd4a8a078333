/**
 * Migrations live in code so that every host (Node, jest, the browser over sql.js) runs the same
 * ones at start-up. Append new migrations; never edit one that has shipped.
 */
import { Migrator, sql, type DatabaseIntrospector, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { m0001_foundation } from './migrations/0001_foundation';
import { m0002_roles } from './migrations/0002_roles';
import { m0003_invoices } from './migrations/0003_invoices';
import { m0004_chat } from './migrations/0004_chat';
import { m0005_invoice_list_indexes } from './migrations/0005_invoice_list_indexes';
import { m0006_tenant_keys } from './migrations/0006_tenant_keys';
import { m0007_login_throttle } from './migrations/0007_login_throttle';
import { m0008_notice_reads } from './migrations/0008_notice_reads';
import { m0009_staff } from './migrations/0009_staff';
import { m0010_logs } from './migrations/0010_logs';
import { m0011_log_counts } from './migrations/0011_log_counts';
import { m0012_staff_log_texts } from './migrations/0012_staff_log_texts';
import { m0013_rights_versions } from './migrations/0013_rights_versions';
import { m0014_invoice_counts } from './migrations/0014_invoice_counts';
import { m0015_invoice_counts_all_days } from './migrations/0015_invoice_counts_all_days';
import { m0016_session_versions } from './migrations/0016_session_versions';
import { m0017_shop_settings } from './migrations/0017_shop_settings';
import { m0018_merchants } from './migrations/0018_merchants';
import { m0019_reports } from './migrations/0019_reports';
import { m0020_file_purpose } from './migrations/0020_file_purpose';
import { m0021_file_keys } from './migrations/0021_file_keys';
import { m0022_crm } from './migrations/0022_crm';
import { m0023_goods } from './migrations/0023_goods';
import { m0024_master_data_lists } from './migrations/0024_master_data_lists';
import { m0025_goods_search_text } from './migrations/0025_goods_search_text';
import { m0026_goods_grams } from './migrations/0026_goods_grams';
import { m0027_orders } from './migrations/0027_orders';
import { m0028_order_payments } from './migrations/0028_order_payments';
import { m0029_order_memos } from './migrations/0029_order_memos';
import { m0030_sub_orders } from './migrations/0030_sub_orders';
import { m0031_order_assignments } from './migrations/0031_order_assignments';
import { m0032_mes_outbox } from './migrations/0032_mes_outbox';
import { m0033_order_remind_indexes } from './migrations/0033_order_remind_indexes';
import { m0034_order_files } from './migrations/0034_order_files';
import type { Up } from './migrations/helpers';
import type { Db, SqlDialect } from './schema';

/** The ordered list of migrations; names sort in the order they must run. */
const MIGRATIONS = {
  '0001_foundation': m0001_foundation,
  '0002_roles': m0002_roles,
  '0003_invoices': m0003_invoices,
  '0004_chat': m0004_chat,
  '0005_invoice_list_indexes': m0005_invoice_list_indexes,
  '0006_tenant_keys': m0006_tenant_keys,
  '0007_login_throttle': m0007_login_throttle,
  '0008_notice_reads': m0008_notice_reads,
  '0009_staff': m0009_staff,
  '0010_logs': m0010_logs,
  '0011_log_counts': m0011_log_counts,
  '0012_staff_log_texts': m0012_staff_log_texts,
  '0013_rights_versions': m0013_rights_versions,
  '0014_invoice_counts': m0014_invoice_counts,
  '0015_invoice_counts_all_days': m0015_invoice_counts_all_days,
  '0016_session_versions': m0016_session_versions,
  '0017_shop_settings': m0017_shop_settings,
  '0018_merchants': m0018_merchants,
  '0019_reports': m0019_reports,
  '0020_file_purpose': m0020_file_purpose,
  '0021_file_keys': m0021_file_keys,
  '0022_crm': m0022_crm,
  '0023_goods': m0023_goods,
  '0024_master_data_lists': m0024_master_data_lists,
  '0025_goods_search_text': m0025_goods_search_text,
  '0026_goods_grams': m0026_goods_grams,
  '0027_orders': m0027_orders,
  '0028_order_payments': m0028_order_payments,
  '0029_order_memos': m0029_order_memos,
  '0030_sub_orders': m0030_sub_orders,
  '0031_order_assignments': m0031_order_assignments,
  '0032_mes_outbox': m0032_mes_outbox,
  '0033_order_remind_indexes': m0033_order_remind_indexes,
  '0034_order_files': m0034_order_files,
} satisfies Record<string, Up>;

export type MigrationName = keyof typeof MIGRATIONS;

function provider(dialect: SqlDialect): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, up] of Object.entries(MIGRATIONS)) out[name] = { up: (db) => up(db, dialect) };
      return out;
    },
  };
}

export async function migrateToLatest(db: Db, dialect: SqlDialect): Promise<void> {
  await runMigrator(db, dialect, (migrator) => migrator.migrateToLatest());
}

/**
 * Runs the migrations up to and including `name`: a database as an older version of the product
 * left it, so that a test can check what a later migration does to existing rows.
 */
export async function migrateUpTo(db: Db, dialect: SqlDialect, name: MigrationName): Promise<void> {
  await runMigrator(db, dialect, (migrator) => migrator.migrateTo(name));
}

async function runMigrator(db: Db, dialect: SqlDialect, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  if (dialect === 'sqlite') await sql`PRAGMA foreign_keys = ON`.execute(db);
  // On PostgreSQL keep the migration tables in the connection's own schema: Kysely would otherwise
  // find another schema's tables and skip creating its own.
  const schema =
    dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = schema
    ? new Migrator({ db: withOwnSchemaIntrospection(db, schema), provider: provider(dialect), migrationTableSchema: schema })
    : new Migrator({ db, provider: provider(dialect) });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * `db` whose introspection sees only `schema`, for the migrator on PostgreSQL. Kysely's own lists the
 * columns of every schema of the database to learn whether its migration tables exist, and fails
 * when another schema is dropped meanwhile (one server's schema beside another's, a test's beside
 * the next). The migrator asks only for tables and schemas by name.
 */
function withOwnSchemaIntrospection(db: Db, schema: string): Db {
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      const rows = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows.rows;
    },
    async getTables() {
      const rows = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
  // Kysely keeps its state in private fields: its methods run on the instance itself.
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

