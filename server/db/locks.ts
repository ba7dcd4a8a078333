/**
 * Serialising writes of one shop's rows inside a transaction. SQLite runs one transaction at a
 * time (the hosts use one connection), so nothing is needed there; on PostgreSQL a transaction-level
 * advisory lock on (scope, shop_id) makes concurrent transactions of the same scope and shop wait
 * for each other, without touching any row (foreign-key checks on `shops` are not blocked).
 */
import { sql } from 'kysely';
import type { SqlDialect, Tx } from './schema';

/** Lock scopes: one per kind of rows a feature serialises. */
export const LOCK_SCOPE = {
  invoiceSettings: 3001,
  /** A shop's report library: its per-shop ids and its one default per type. */
  reportLibrary: 3002,
} as const;

export async function lockShopScope(trx: Tx, dialect: SqlDialect, scope: number, shopId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${scope}::int4, ${shopId}::int4)`.execute(trx);
}
