/**
 * The database enforces tenant links:
 * composite keys (shop_id, id) make a row of one shop unable to reference another shop's role,
 * user, address, department, file, invoice or billable item, even through a write that forgets its
 * shop_id filter. Each key is tried directly with b.db: the cross-shop write is refused by a
 * foreign key, and the same write within the shop is accepted (so the refusal is the key's doing).
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL is set; the migration is also tried on sql.js.
 */
import { Kysely, sql, SqliteDialect, type Insertable } from 'kysely';
import initSqlJs from 'sql.js';
import { sqlJsDatabase } from '../../mocks/sqljs-driver';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import type { Database, Db, InvoicesTable, MailAddressesTable, SqlDialect, Tx } from '../../server/db/schema';
import { insertDepartment } from '../../server/db/seed';
import { putFile } from '../../server/files';
import { makeBackend, openTestDatabase, type TestBackend } from '../helpers/testApp';

/** The composite links the migration adds: child (table, column) -> parent, by constraint name. */
const LINKS = [
  ['users_department_fk', 'users', 'department_id', 'departments'],
  ['group_rights_group_fk', 'group_rights', 'group_id', 'staff_groups'],
  ['user_groups_user_fk', 'user_groups', 'user_id', 'users'],
  ['user_groups_group_fk', 'user_groups', 'group_id', 'staff_groups'],
  ['sessions_user_fk', 'sessions', 'user_id', 'users'],
  ['login_logs_user_fk', 'login_logs', 'user_id', 'users'],
  ['staff_logs_user_fk', 'staff_logs', 'user_id', 'users'],
  ['mail_addresses_user_fk', 'mail_addresses', 'user_id', 'users'],
  ['invoice_infos_user_fk', 'invoice_infos', 'user_id', 'users'],
  ['invoice_infos_address_fk', 'invoice_infos', 'address_id', 'mail_addresses'],
  ['invoices_user_fk', 'invoices', 'user_id', 'users'],
  ['invoices_file_fk', 'invoices', 'file_id', 'files'],
  ['acct_items_invoice_fk', 'acct_items', 'invoice_id', 'invoices'],
  ['invoice_items_invoice_fk', 'invoice_items', 'invoice_id', 'invoices'],
  ['invoice_items_item_fk', 'invoice_items', 'acct_item_id', 'acct_items'],
  ['chat_inbox_user_fk', 'chat_inbox', 'user_id', 'users'],
] as const;

type ForeignKey = { table: string; columns: string[]; parent: string };

/** Every foreign key of the database, as (child table, child columns in order, parent table). */
async function foreignKeys(db: Db, dialect: SqlDialect): Promise<ForeignKey[]> {
  if (dialect === 'postgres') {
    const r = await sql<{ table: string; parent: string; columns: string[] }>`
      select c.conrelid::regclass::text as table, c.confrelid::regclass::text as parent,
             array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns
      from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
      where c.contype = 'f' and ns.nspname = current_schema()
    `.execute(db);
    return r.rows;
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const out: ForeignKey[] = [];
  for (const { name } of tables.rows) {
    const r = await sql<{ id: number; seq: number; table: string; from: string }>`select * from pragma_foreign_key_list(${name})`.execute(db);
    for (const id of new Set(r.rows.map((row) => row.id))) {
      const parts = r.rows.filter((row) => row.id === id).sort((x, y) => x.seq - y.seq);
      out.push({ table: name, columns: parts.map((p) => p.from), parent: parts[0].table });
    }
  }
  return out;
}

async function freshSqlJs(): Promise<{ db: Db; dialect: SqlDialect; close(): Promise<void> }> {
  const SQL = await initSqlJs();
  const raw = new SQL.Database();
  raw.run('PRAGMA foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlJsDatabase(raw) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The message a promise is rejected with ('' when it resolves). Read by hand rather than with
 * `rejects.toThrow`: better-sqlite3 keeps the error class of the first test file that loaded it in
 * this worker, whose Error belongs to another realm, so jest would not see an error at all.
 */
async function failureOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return '';
  } catch (e) {
    return typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e);
  }
}

const ROLLBACK = new Error('rolled back on purpose');

/** Runs `write` in a transaction that is always rolled back, so every case starts from the seed. */
async function tryWrite(db: Db, write: (trx: Tx) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await write(trx);
      throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
}

/** Ids of one demo shop's rows, for building the writes. */
interface ShopRows {
  shop: number;
  master: number;
  group: number;
  address: number;
  file: number;
  pendingInvoice: number;
  billableItem: number;
}

async function shopRows(db: Db, shopName: string): Promise<ShopRows> {
  const shop = await db.selectFrom('shops').select(['shop_id', 'shop_muid']).where('shop_name', '=', shopName).executeTakeFirstOrThrow();
  const one = async <T>(q: Promise<T | undefined>) => {
    const row = await q;
    if (row === undefined) throw new Error(`the demo seed of ${shopName} lacks a row the tests need`);
    return row;
  };
  const s = shop.shop_id;
  return {
    shop: s,
    master: shop.shop_muid!,
    group: (await one(db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', s).orderBy('group_id').executeTakeFirst())).group_id,
    address: (await one(db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', s).orderBy('address_id', 'desc').executeTakeFirst())).address_id,
    // The seed stores no files (issued invoices are drawn on download), so each shop gets one here.
    file: await putFile(db, { shopId: s, name: 'stored.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7'), now: 1 }),
    pendingInvoice: (await one(db.selectFrom('invoices').select('invoice_id').where('shop_id', '=', s).where('invoice_state', '=', 1).orderBy('invoice_id').executeTakeFirst())).invoice_id,
    billableItem: (await one(db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', s).where('invoice_id', 'is', null).orderBy('acct_item_id').executeTakeFirst())).acct_item_id,
  };
}

let userSeq = 0;

/** A staff row of `shop` in `department`, unique login name and phone. */
function userRow(shop: number, department: number) {
  userSeq += 1;
  return {
    shop_id: shop,
    login_name: `tenant_key_${userSeq}`,
    user_phone: `1770000${String(userSeq).padStart(4, '0')}`,
    password_hash: 'x',
    password_salt: 'x',
    password_iterations: 1,
    nick_name: '',
    full_name: '',
    avatar: '',
    web_cad: 0,
    user_type: 'staff',
    state: 1,
    department_id: department,
    register_time: 1,
  };
}

function itemRow(shop: number, invoice: number | null) {
  return { shop_id: shop, item_type_name: '云拆单', item_source_name: '测试', amount: 100, billing_cycle_id: '2026-01', invoice_id: invoice, created_at: 1 };
}

function logRow(shop: number, user: number) {
  return { shop_id: shop, user_id: user, login_name: 'x', menu_ch_name: '测试', function_ch_name: '测试', oper_content: '', oper_date: 1 };
}

function loginLogRow(shop: number | null, user: number | null) {
  return { shop_id: shop, user_id: user, login_name: 'x', login_ip: '10.0.0.1', login_mac: '', province: '', source_id: 1, success: 1, login_time: 1 };
}

let b: TestBackend;
let A: ShopRows;
let B: ShopRows;
/** A department of shop A whose id shop B does not have (department ids are numbered per shop). */
let aOnlyDepartment: number;
let invoiceTemplate: Insertable<InvoicesTable>;
let addressTemplate: Insertable<MailAddressesTable>;

beforeAll(async () => {
  b = await makeBackend();
  A = await shopRows(b.db, '演示家具厂');
  B = await shopRows(b.db, '南方板材定制');
  const bDepartments = (await b.db.selectFrom('departments').select('department_id').where('shop_id', '=', B.shop).execute()).map((d) => d.department_id);
  aOnlyDepartment = (await b.db.selectFrom('departments').select('department_id').where('shop_id', '=', A.shop).where('department_id', 'not in', bDepartments).executeTakeFirstOrThrow()).department_id;
  const { invoice_id: _invoice, ...invoice } = await b.db.selectFrom('invoices').selectAll().where('invoice_id', '=', A.pendingInvoice).executeTakeFirstOrThrow();
  invoiceTemplate = { ...invoice, invoice_no: null, file_id: null };
  const { address_id: _address, ...address } = await b.db.selectFrom('mail_addresses').selectAll().where('address_id', '=', A.address).executeTakeFirstOrThrow();
  addressTemplate = { ...address, is_default: 0 };
});
afterAll(async () => {
  await b.close();
});

/** The write is refused by the named composite key (PostgreSQL names it; SQLite only says which kind). */
async function expectRefusedBy(key: string, write: (trx: Tx) => Promise<unknown>): Promise<void> {
  const refusal = b.dialect === 'postgres' ? new RegExp(`violates foreign key constraint "${key}"`) : /FOREIGN KEY constraint failed/;
  expect(await failureOf(tryWrite(b.db, write))).toMatch(refusal);
}

async function expectAccepted(write: (trx: Tx) => Promise<unknown>): Promise<void> {
  await expect(tryWrite(b.db, write)).resolves.toBeUndefined();
}

/** An UPDATE that must change exactly one row (so an accepted write really wrote). */
async function one(q: Promise<{ numUpdatedRows: bigint }>): Promise<void> {
  expect(Number((await q).numUpdatedRows)).toBe(1);
}

describe('staff links: roles, users and departments stay within their shop', () => {
  it('a user_groups row cannot link a user of shop A to a role of shop B (user_groups_group_fk)', async () => {
    const finance = (await b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_finance').executeTakeFirstOrThrow()).user_id;
    await expectRefusedBy('user_groups_group_fk', (trx) => trx.insertInto('user_groups').values({ shop_id: A.shop, user_id: finance, group_id: B.group }).execute());
    await expectAccepted((trx) => trx.insertInto('user_groups').values({ shop_id: A.shop, user_id: finance, group_id: A.group }).execute());
  });

  it('a user_groups row of shop A cannot name a user of shop B (user_groups_user_fk)', async () => {
    await expectRefusedBy('user_groups_user_fk', (trx) => trx.insertInto('user_groups').values({ shop_id: A.shop, user_id: B.master, group_id: A.group }).execute());
    await expectAccepted((trx) => trx.insertInto('user_groups').values({ shop_id: A.shop, user_id: A.master, group_id: A.group }).execute());
  });

  it('group_rights cannot give rights to a role of another shop (group_rights_group_fk)', async () => {
    await expectRefusedBy('group_rights_group_fk', (trx) => trx.insertInto('group_rights').values({ shop_id: A.shop, group_id: B.group, right_code: 'SF_TENANT_KEY_TEST' }).execute());
    await expectAccepted((trx) => trx.insertInto('group_rights').values({ shop_id: A.shop, group_id: A.group, right_code: 'SF_TENANT_KEY_TEST' }).execute());
  });

  it('users.department_id must be a department of the user\'s own shop (users_department_fk)', async () => {
    await expectRefusedBy('users_department_fk', (trx) => trx.insertInto('users').values(userRow(B.shop, aOnlyDepartment)).execute());
    await expectRefusedBy('users_department_fk', (trx) => one(trx.updateTable('users').set({ department_id: aOnlyDepartment }).where('user_id', '=', B.master).executeTakeFirst()));
    await expectAccepted((trx) => trx.insertInto('users').values(userRow(A.shop, aOnlyDepartment)).execute());
  });

  it('department 0 (My team) is accepted for users of both demo shops, and each shop has its My team row', async () => {
    for (const shop of [A, B]) {
      expect(await b.db.selectFrom('departments').select('department_name').where('shop_id', '=', shop.shop).where('department_id', '=', 0).executeTakeFirst()).toEqual({ department_name: '我的团队' });
      expect((await b.db.selectFrom('users').select('department_id').where('user_id', '=', shop.master).executeTakeFirstOrThrow()).department_id).toBe(0);
      await expectAccepted((trx) => trx.insertInto('users').values(userRow(shop.shop, 0)).execute());
    }
  });

  it('a department still holding staff cannot be deleted (the key has no cascade)', async () => {
    const sales = await b.db.selectFrom('users').select(['shop_id', 'department_id']).where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    await expectRefusedBy('users_department_fk', (trx) => trx.deleteFrom('departments').where('shop_id', '=', sales.shop_id).where('department_id', '=', sales.department_id).execute());
  });

  it('a session of shop B cannot carry a user of shop A (sessions_user_fk)', async () => {
    const session = (shop: number, user: number) => ({ token_hash: `tk-${shop}-${user}`, user_id: user, shop_id: shop, ip: '', created_at: 1, last_seen_at: 1, expires_at: 2 });
    await expectRefusedBy('sessions_user_fk', (trx) => trx.insertInto('sessions').values(session(B.shop, A.master)).execute());
    await expectAccepted((trx) => trx.insertInto('sessions').values(session(A.shop, A.master)).execute());
  });

  it('a chat inbox row of shop A cannot count for a user of shop B (chat_inbox_user_fk)', async () => {
    const finance = (await b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_finance').executeTakeFirstOrThrow()).user_id;
    await expectRefusedBy('chat_inbox_user_fk', (trx) => trx.insertInto('chat_inbox').values({ user_id: B.master, shop_id: A.shop, unread: 1, updated_at: 1 }).execute());
    await expectAccepted((trx) => trx.insertInto('chat_inbox').values({ user_id: finance, shop_id: A.shop, unread: 1, updated_at: 1 }).execute());
  });

  it('a staff log of shop B cannot name a user of shop A (staff_logs_user_fk)', async () => {
    await expectRefusedBy('staff_logs_user_fk', (trx) => trx.insertInto('staff_logs').values(logRow(B.shop, A.master)).execute());
    await expectAccepted((trx) => trx.insertInto('staff_logs').values(logRow(B.shop, B.master)).execute());
  });

  it('a login log of shop B cannot name a user of shop A; an unknown account (NULL shop and user) stays allowed (login_logs_user_fk)', async () => {
    await expectRefusedBy('login_logs_user_fk', (trx) => trx.insertInto('login_logs').values(loginLogRow(B.shop, A.master)).execute());
    await expectAccepted((trx) => trx.insertInto('login_logs').values(loginLogRow(B.shop, B.master)).execute());
    await expectAccepted((trx) => trx.insertInto('login_logs').values(loginLogRow(null, null)).execute());
  });
});

describe('invoice links: addresses, files, invoices and billable items stay within their shop', () => {
  it('a mailing address of shop B cannot be credited to a user of shop A (mail_addresses_user_fk)', async () => {
    await expectRefusedBy('mail_addresses_user_fk', (trx) => trx.insertInto('mail_addresses').values({ ...addressTemplate, shop_id: B.shop, user_id: A.master }).execute());
    await expectAccepted((trx) => trx.insertInto('mail_addresses').values({ ...addressTemplate, shop_id: B.shop, user_id: B.master }).execute());
  });

  it('the invoice info of shop A cannot use an address of shop B (invoice_infos_address_fk)', async () => {
    await expectRefusedBy('invoice_infos_address_fk', (trx) => one(trx.updateTable('invoice_infos').set({ address_id: B.address }).where('shop_id', '=', A.shop).executeTakeFirst()));
    await expectAccepted((trx) => one(trx.updateTable('invoice_infos').set({ address_id: A.address }).where('shop_id', '=', A.shop).executeTakeFirst()));
  });

  it('the invoice info of shop A cannot be saved by a user of shop B (invoice_infos_user_fk)', async () => {
    await expectRefusedBy('invoice_infos_user_fk', (trx) => one(trx.updateTable('invoice_infos').set({ user_id: B.master }).where('shop_id', '=', A.shop).executeTakeFirst()));
    await expectAccepted((trx) => one(trx.updateTable('invoice_infos').set({ user_id: A.master }).where('shop_id', '=', A.shop).executeTakeFirst()));
  });

  it('an invoice of shop B cannot be requested by a user of shop A (invoices_user_fk)', async () => {
    await expectRefusedBy('invoices_user_fk', (trx) => trx.insertInto('invoices').values({ ...invoiceTemplate, shop_id: B.shop, user_id: A.master }).execute());
    await expectAccepted((trx) => trx.insertInto('invoices').values({ ...invoiceTemplate, shop_id: B.shop, user_id: B.master }).execute());
  });

  it('an invoice of shop A cannot carry a file of shop B; no file (NULL) stays allowed (invoices_file_fk)', async () => {
    await expectRefusedBy('invoices_file_fk', (trx) => one(trx.updateTable('invoices').set({ file_id: B.file }).where('invoice_id', '=', A.pendingInvoice).executeTakeFirst()));
    await expectAccepted((trx) => one(trx.updateTable('invoices').set({ file_id: A.file }).where('invoice_id', '=', A.pendingInvoice).executeTakeFirst()));
    await expectAccepted((trx) => trx.insertInto('invoices').values({ ...invoiceTemplate, shop_id: A.shop, user_id: A.master, file_id: null }).execute());
  });

  it('a billable item of shop A cannot be claimed by an invoice of shop B; billable (NULL) stays allowed (acct_items_invoice_fk)', async () => {
    // The claim a handler makes, without its shop filter on the invoice.
    await expectRefusedBy('acct_items_invoice_fk', (trx) => one(trx.updateTable('acct_items').set({ invoice_id: B.pendingInvoice }).where('acct_item_id', '=', A.billableItem).executeTakeFirst()));
    await expectRefusedBy('acct_items_invoice_fk', (trx) => trx.insertInto('acct_items').values(itemRow(A.shop, B.pendingInvoice)).execute());
    await expectAccepted((trx) => one(trx.updateTable('acct_items').set({ invoice_id: A.pendingInvoice }).where('acct_item_id', '=', A.billableItem).executeTakeFirst()));
    await expectAccepted((trx) => trx.insertInto('acct_items').values(itemRow(A.shop, null)).execute());
  });

  it('an invoice_items row of shop A cannot name an invoice of shop B (invoice_items_invoice_fk)', async () => {
    await expectRefusedBy('invoice_items_invoice_fk', (trx) => trx.insertInto('invoice_items').values({ shop_id: A.shop, invoice_id: B.pendingInvoice, acct_item_id: A.billableItem, amount: 1 }).execute());
    await expectAccepted((trx) => trx.insertInto('invoice_items').values({ shop_id: A.shop, invoice_id: A.pendingInvoice, acct_item_id: A.billableItem, amount: 1 }).execute());
  });

  it('an invoice_items row of shop A cannot name a billable item of shop B (invoice_items_item_fk)', async () => {
    await expectRefusedBy('invoice_items_item_fk', (trx) => trx.insertInto('invoice_items').values({ shop_id: A.shop, invoice_id: A.pendingInvoice, acct_item_id: B.billableItem, amount: 1 }).execute());
    await expectAccepted((trx) => trx.insertInto('invoice_items').values({ shop_id: B.shop, invoice_id: B.pendingInvoice, acct_item_id: B.billableItem, amount: 1 }).execute());
  });
});

describe('the demo seed under the keys', () => {
  it('every foreign key of a tenant table names the shop alone or leads with shop_id; all sixteen shop links exist', async () => {
    const keys = await foreignKeys(b.db, b.dialect);
    for (const key of keys) {
      const ok = (key.columns.length === 1 && key.columns[0] === 'shop_id' && key.parent === 'shops') || (key.columns.length === 2 && key.columns[0] === 'shop_id');
      expect({ ...key, ok }).toEqual({ ...key, ok: true });
    }
    for (const [, table, column, parent] of LINKS) {
      expect(keys).toContainEqual({ table, columns: ['shop_id', column], parent });
    }
  });

  it('the seeded rows satisfy every key (SQLite: foreign_key_check; PostgreSQL: every constraint validated)', async () => {
    if (b.dialect === 'sqlite') {
      expect((await sql`PRAGMA foreign_key_check`.execute(b.db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(b.db)).rows[0].foreign_keys).toBe(1);
    } else {
      const r = await sql<{ name: string; validated: boolean }>`
        select c.conname as name, c.convalidated as validated from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
        where c.contype = 'f' and ns.nspname = current_schema()
      `.execute(b.db);
      for (const [name] of LINKS) expect(r.rows).toContainEqual({ name, validated: true });
    }
  });
});

/** Tenant tables whose rows the migration must carry over unchanged. */
const CARRIED = ['shops', 'departments', 'users', 'staff_groups', 'group_rights', 'user_groups', 'sessions', 'login_logs', 'staff_logs', 'files', 'mail_addresses', 'invoice_infos', 'invoices', 'acct_items', 'invoice_items', 'chat_inbox'] as const;

/** A row as JSON with its keys sorted: a rebuilt SQLite table may order its columns differently. */
function rowJson(row: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(row).sort(([x], [y]) => x.localeCompare(y))));
}

/** Every row of every carried table, as sorted JSON lines (row order is not part of the data). */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of CARRIED) out[table] = (await db.selectFrom(table).selectAll().execute()).map(rowJson).sort();
  return out;
}

function oldInvoice(shop: number, user: number, file: number | null, address: number): Insertable<InvoicesTable> {
  return {
    shop_id: shop, user_id: user, amount: 1000, item_count: 1, invoice_state: file ? 2 : 1, invoice_no: file ? `OLD${file}` : null, file_id: file,
    issue_date: 0, comments: '', create_date: 1, update_date: 1, issue_type: 1, invoice_type: 1, invoice_header: '旧抬头', tax_no: '', bank_name: '',
    bank_no: '', reg_address: '', reg_phone: '', address_id: address, receiver: '张三', telephone: '13800000000', mail: 'a@b.cn', postcode: '', mail_address: '广东省',
  };
}

/** Rows in every tenant table, written as the product before 0006 wrote them; answers the ids. */
async function insertOldRows(db: Db) {
  const shops = await db
    .insertInto('shops')
    .values([1, 2].map((n) => ({ shop_name: `旧店${n}`, shop_muid: null, shop_logo: '', self_account: 0, new_erp: 1, can_pay: 0, env: 'prod', shop_props: '{}', archive_config: '{}', agent_name: '', agent_phone: '', created_at: n })))
    .returning('shop_id')
    .execute();
  const [s1, s2] = shops.map((s) => s.shop_id);
  // Before 0006 the database numbered departments itself.
  const dept = (await sql<{ department_id: number }>`insert into departments (shop_id, department_name) values (${s1}, ${'销售部'}) returning department_id`.execute(db)).rows[0].department_id;
  const user = async (shop: number, department: number) => (await db.insertInto('users').values(userRow(shop, department)).returning('user_id').executeTakeFirstOrThrow()).user_id;
  const u1 = await user(s1, 0);
  const u2 = await user(s1, dept);
  const u3 = await user(s2, 0);
  // A deleted user: AUTOINCREMENT must not hand its id out again after the rebuild.
  const gone = await user(s2, 0);
  await db.deleteFrom('users').where('user_id', '=', gone).execute();
  const group = async (shop: number) => (await db.insertInto('staff_groups').values({ shop_id: shop, group_name: '角色', created_at: 1 }).returning('group_id').executeTakeFirstOrThrow()).group_id;
  const g1 = await group(s1);
  const g2 = await group(s2);
  await db.insertInto('group_rights').values({ shop_id: s1, group_id: g1, right_code: 'SF_MY_RIGHTS' }).execute();
  await db.insertInto('user_groups').values([{ shop_id: s1, user_id: u1, group_id: g1 }, { shop_id: s2, user_id: u3, group_id: g2 }]).execute();
  await db.insertInto('sessions').values({ token_hash: 'old-session', user_id: u2, shop_id: s1, ip: '', created_at: 1, last_seen_at: 1, expires_at: 2 }).execute();
  await db.insertInto('login_logs').values([loginLogRow(s1, u1), loginLogRow(null, null)]).execute();
  await db.insertInto('staff_logs').values(logRow(s2, u3)).execute();
  await db.insertInto('chat_inbox').values({ user_id: u1, shop_id: s1, unread: 4, updated_at: 1 }).execute();
  // As the product stored files then: no key (0021) nor purpose (0020) yet.
  const file = (await sql<{ file_id: number }>`insert into files (shop_id, name, mime, size, content, created_at) values (${s1}, ${'old.pdf'}, ${'application/pdf'}, ${4}, ${new Uint8Array([37, 80, 68, 70])}, ${1}) returning file_id`.execute(db)).rows[0].file_id;
  const address = (
    await db
      .insertInto('mail_addresses')
      .values({ shop_id: s1, user_id: u1, receiver: '张三', province_id: '440000', province_name: '广东省', city_id: '440600', city_name: '佛山市', region_id: '440606', region_name: '顺德区', address_name: '乐从', postcode: '', telephone: '13800000000', mail: 'a@b.cn', is_default: 1, created_at: 1, updated_at: 1 })
      .returning('address_id')
      .executeTakeFirstOrThrow()
  ).address_id;
  await db.insertInto('invoice_infos').values({ shop_id: s1, user_id: u2, issue_type: 1, invoice_type: 1, invoice_header: '旧抬头', address_id: address, tax_no: '', bank_name: '', bank_no: '', reg_address: '', reg_phone: '', create_date: 1, update_date: 1 }).execute();
  const issued = (await db.insertInto('invoices').values(oldInvoice(s1, u1, file, address)).returning('invoice_id').executeTakeFirstOrThrow()).invoice_id;
  await db.insertInto('invoices').values(oldInvoice(s1, u2, null, address)).execute();
  const items = await db.insertInto('acct_items').values([itemRow(s1, issued), itemRow(s1, null)]).returning('acct_item_id').execute();
  await db.insertInto('invoice_items').values({ shop_id: s1, invoice_id: issued, acct_item_id: items[0].acct_item_id, amount: 100 }).execute();
  return { s1, s2, u1, g2, gone };
}

async function migrationNames(db: Db): Promise<string[]> {
  return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
}

describe.each([
  ['the test database', openTestDatabase],
  ['sql.js (the browser host)', freshSqlJs],
])('migration 0006_tenant_keys on %s', (_label, open) => {
  it('carries every existing row over unchanged, adds a My team department per shop, and the links hold afterwards', async () => {
    const { db, dialect, close } = await open();
    try {
      await migrateUpTo(db, dialect, '0005_invoice_list_indexes');
      const ids = await insertOldRows(db);
      const before = await snapshot(db);
      // Up to 0006 only: later migrations add columns, which would change every row's JSON.
      await migrateUpTo(db, dialect, '0006_tenant_keys');
      expect(await migrationNames(db)).toContain('0006_tenant_keys');
      const after = await snapshot(db);
      const myTeams = [ids.s1, ids.s2].map((shop) => rowJson({ shop_id: shop, department_id: 0, department_name: '我的团队' }));
      expect(after).toEqual({ ...before, departments: [...before.departments, ...myTeams].sort() });
      if (dialect === 'sqlite') {
        expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
        expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0].foreign_keys).toBe(1);
      }
      // The carried rows are now under the keys: a cross-shop role is refused, the same shop's is not.
      expect(await failureOf(db.insertInto('user_groups').values({ shop_id: ids.s1, user_id: ids.u1, group_id: ids.g2 }).execute())).toMatch(/FOREIGN KEY constraint failed|violates foreign key constraint "user_groups_group_fk"/);
      // AUTOINCREMENT keeps its counter through the rebuild: a deleted user's id is not reused.
      expect((await db.insertInto('users').values(userRow(ids.s2, 0)).returning('user_id').executeTakeFirstOrThrow()).user_id).toBeGreaterThan(ids.gone);
      // Department ids go on per shop after the shop's highest.
      const highest = Math.max(...(await db.selectFrom('departments').select('department_id').where('shop_id', '=', ids.s1).execute()).map((d) => d.department_id));
      expect(await db.transaction().execute((trx) => insertDepartment(trx, ids.s1, '新部门'))).toBe(highest + 1);
      expect(await db.transaction().execute((trx) => insertDepartment(trx, ids.s2, '新部门'))).toBe(1);
      // The migrations after 0006 run over the carried rows as well.
      await migrateToLatest(db, dialect);
      expect((await db.selectFrom('login_logs').select('fail_reason').execute()).map((r) => r.fail_reason)).toEqual(['', '']);
    } finally {
      await close();
    }
  });

  it('refuses to run over a row that already links two shops: it fails loudly, keeps the row and changes nothing', async () => {
    const { db, dialect, close } = await open();
    try {
      await migrateUpTo(db, dialect, '0005_invoice_list_indexes');
      const ids = await insertOldRows(db);
      // Accepted before 0006: the old key only checked that the role exists.
      await db.insertInto('user_groups').values({ shop_id: ids.s1, user_id: ids.u1, group_id: ids.g2 }).execute();
      const before = await snapshot(db);
      expect(await failureOf(migrateToLatest(db, dialect))).toMatch(/0006_tenant_keys.*nothing was changed/s);
      expect(await snapshot(db)).toEqual(before);
      expect(await migrationNames(db)).not.toContain('0006_tenant_keys');
      if (dialect === 'sqlite') expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0].foreign_keys).toBe(1);
      // Once the row is put right, the same database migrates.
      await db.deleteFrom('user_groups').where('user_id', '=', ids.u1).where('group_id', '=', ids.g2).execute();
      await migrateToLatest(db, dialect);
      expect(await migrationNames(db)).toContain('0006_tenant_keys');
    } finally {
      await close();
    }
  });
});
