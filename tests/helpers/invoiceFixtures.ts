/** Helpers of the invoice API tests: staff with chosen rights, and snapshots of the invoice tables. */
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from './staff';
import type { TestBackend, TestClient } from './testApp';

/** A sub-account of a shop whose only role holds `rights`; answers a client logged in as it. */
export async function staffWithRights(b: TestBackend, loginName: string, rights: readonly RightCode[], shopName = '演示家具厂'): Promise<TestClient> {
  await addStaffWithRights(b.db, loginName, rights, { shopName, now: b.clock.now() });
  const c = b.client();
  await c.login(loginName);
  return c;
}

export async function shopId(b: TestBackend, shopName: string): Promise<number> {
  return (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', shopName).executeTakeFirstOrThrow()).shop_id;
}

/** Every invoice-related row (file bytes left out), to prove a refused call changed nothing. */
export async function invoiceSnapshot(b: TestBackend) {
  return {
    addresses: await b.db.selectFrom('mail_addresses').selectAll().orderBy('address_id').execute(),
    infos: await b.db.selectFrom('invoice_infos').selectAll().orderBy('shop_id').execute(),
    invoices: await b.db.selectFrom('invoices').selectAll().orderBy('invoice_id').execute(),
    items: await b.db.selectFrom('acct_items').selectAll().orderBy('acct_item_id').execute(),
    links: await b.db.selectFrom('invoice_items').selectAll().orderBy('invoice_id').orderBy('acct_item_id').execute(),
    files: await b.db.selectFrom('files').select(['file_id', 'shop_id', 'name', 'size']).orderBy('file_id').execute(),
    staffLogs: Number((await b.db.selectFrom('staff_logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** The staff-log lines of a function name, newest last. */
export async function staffLogs(b: TestBackend, fn: string) {
  return b.db.selectFrom('staff_logs').selectAll().where('function_ch_name', '=', fn).orderBy('log_id').execute();
}
