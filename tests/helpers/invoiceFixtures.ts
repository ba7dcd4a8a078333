/** Helpers of the invoice API tests: staff with chosen rights, and snapshots of the invoice tables. */
import { hashPassword } from '../../server/auth/crypto';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { TEST_ITERATIONS, type TestBackend, type TestClient } from './testApp';

let phoneSeq = 0;

/** A sub-account of a shop whose only role holds `rights`; answers a client logged in as it. */
export async function staffWithRights(b: TestBackend, loginName: string, rights: string[], shopName = '演示家具厂'): Promise<TestClient> {
  const shop = await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', shopName).executeTakeFirstOrThrow();
  const group = await b.db
    .insertInto('staff_groups')
    .values({ shop_id: shop.shop_id, group_name: `角色-${loginName}`, created_at: b.clock.now() })
    .returning('group_id')
    .executeTakeFirstOrThrow();
  if (rights.length) {
    await b.db
      .insertInto('group_rights')
      .values(rights.map((right_code) => ({ shop_id: shop.shop_id, group_id: group.group_id, right_code })))
      .execute();
  }
  const pw = await hashPassword(DEMO_PASSWORD, TEST_ITERATIONS);
  const user = await b.db
    .insertInto('users')
    .values({
      shop_id: shop.shop_id,
      login_name: loginName,
      user_phone: `1550000${String(++phoneSeq).padStart(4, '0')}`,
      password_hash: pw.hash,
      password_salt: pw.salt,
      password_iterations: pw.iterations,
      nick_name: '测试',
      full_name: '测试员',
      avatar: '',
      web_cad: 0,
      user_type: 'staff',
      state: 1,
      department_id: 0,
      register_time: b.clock.now(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await b.db.insertInto('user_groups').values({ shop_id: shop.shop_id, user_id: user.user_id, group_id: group.group_id }).execute();
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
