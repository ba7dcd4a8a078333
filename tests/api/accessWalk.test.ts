/**
 * Walks every registered /api route twice: as a sub-account of the demo shop that holds no rights,
 * and as the master of the other shop aiming at the demo shop's ids. Every call must be refused
 * (or answer 'not found'), and nothing in the database may change.
 *
 * A route added without an entry in BODIES fails this test: say how to aim it at another shop.
 */
import { sql } from 'kysely';
import { sha256Hex } from '../../server/auth/crypto';
import { ALL_ROUTES } from '../../server/routes';
import { makeBackend, type TestBackend } from '../helpers/testApp';

/** Tables whose rows a login itself writes; everything else must stay byte-for-byte the same. */
const LOGIN_SIDE_EFFECTS = new Set(['sessions', 'login_logs', 'login_attempts']);

interface DemoIds {
  groupId: number;
  addressId: number;
  invoiceId: number;
  invoiceNo: string;
  itemId: number;
}

/** A request body per route, aimed at the demo shop's rows. */
const BODIES: Record<string, (ids: DemoIds) => Record<string, string>> = {
  '/User-login': () => ({}),
  '/User-loginStatus': () => ({ check: '1' }),
  '/User-ajaxLoginOut': () => ({}),
  '/User-changePassword': () => ({}),
  '/Notice-lists': () => ({}),
  '/Config-area': () => ({}),
  '/Config-agreement': () => ({ agreementID: '1' }),
  '/StoreOrders-archiveConfig': () => ({}),
  '/Report-clientError': () => ({}),
  '/shopStaff-ajaxGroup': () => ({}),
  '/ShopStaff-newGrp': () => ({ grpName: '越权岗位' }),
  '/ShopStaff-editGrpName': (i) => ({ grpID: String(i.groupId), grpName: '越权改名' }),
  '/ShopStaff-deleteGrp': (i) => ({ grpID: String(i.groupId) }),
  '/ShopStaff-getGrpRights': (i) => ({ grpID: String(i.groupId), ver: '2' }),
  '/ShopStaff-editGrpRightsNew': (i) => ({ grpID: String(i.groupId), rightsType: '1', grpRights: '0' }),
  '/ShopStaff-setCADFunc': (i) => ({ groupID: String(i.groupId), cadFuncs: 'Render' }),
  '/ShopStaff-getCADFunc': (i) => ({ groupID: String(i.groupId) }),
  '/ShopStaff-getCADFuncList': () => ({}),
  '/ShopStaff-ajaxMyAuth': () => ({ ver: '2' }),
  '/ShopStaff-getStaffGroup': () => ({}),
  '/Invoice-ajaxUserAddress': () => ({}),
  '/Home-Address-addressAct': (i) => ({ type: '3', id: String(i.addressId) }),
  '/Invoice-ajaxInfo': () => ({}),
  '/Invoice-addInfo': (i) => ({ data: JSON.stringify({ address_id: i.addressId, invoice_header: '越权', issue_type: 1 }) }),
  '/Invoice-alterInfo': (i) => ({ data: JSON.stringify({ address_id: i.addressId, invoice_header: '越权', issue_type: 1 }) }),
  '/Invoice-getAcctList': () => ({ param: JSON.stringify({ curr_page: 1, page_count: 20 }) }),
  '/Invoice-ajaxMakeOut': () => ({ param: JSON.stringify({ curr_page: 1, page_count: 20 }) }),
  '/Invoice-drawBill': (i) => ({ acc_items: JSON.stringify([i.itemId]), address_id: String(i.addressId) }),
  '/Invoice-getLists': () => ({ param: JSON.stringify({ curr_page: 1, page_count: 20 }) }),
  '/Invoice-backInvoice': (i) => ({ invoice_id: JSON.stringify([i.invoiceId]) }),
  '/Invoice-download': (i) => ({ invoice_no: i.invoiceNo }),
  '/Dashboard-summary': () => ({}),
  '/Chat-unread': () => ({}),
};

/** Routes any logged-in user may call: they must only ever show the caller's own shop. */
const OWN_SHOP_ONLY = new Set(['/User-changePassword', '/Notice-lists', '/Config-area', '/StoreOrders-archiveConfig', '/Dashboard-summary', '/Chat-unread']);

let b: TestBackend;
let ids: DemoIds;

beforeAll(async () => {
  b = await makeBackend();
  southShopId = (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '南方板材定制').executeTakeFirstOrThrow()).shop_id;
  const demo = (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
  const group = await b.db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  const address = await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  const pending = await b.db.selectFrom('invoices').select(['invoice_id']).where('shop_id', '=', demo).where('invoice_state', '=', 1).executeTakeFirstOrThrow();
  const issued = await b.db.selectFrom('invoices').select(['invoice_no']).where('shop_id', '=', demo).where('invoice_state', '=', 2).executeTakeFirstOrThrow();
  const item = await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', demo).where('invoice_id', 'is', null).executeTakeFirstOrThrow();
  ids = { groupId: group.group_id, addressId: address.address_id, invoiceId: pending.invoice_id, invoiceNo: issued.invoice_no ?? '', itemId: item.acct_item_id };
  // A staff member of the demo shop with no position role: holds no right at all.
  const template = await b.db.selectFrom('users').selectAll().where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
  const { user_id: _id, ...rest } = template;
  await b.db.insertInto('users').values({ ...rest, login_name: 'demo_nobody', user_phone: '13500000001' }).execute();
});
afterAll(async () => {
  await b.close();
});

let southShopId = 0;

/**
 * Every table's rows outside the other shop (whose own changes, like creating a role of its own,
 * are fine), as one digest per table so a difference names the table.
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await b.db.introspection.getTables()).filter((t) => !LOGIN_SIDE_EFFECTS.has(t.name) && !t.name.startsWith('kysely_'));
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(b.db)).rows
      .filter((r) => r.shop_id !== southShopId)
      .map((r) => JSON.stringify(r, (_k, v: unknown) => (v instanceof Uint8Array ? `bytes:${v.length}` : v)))
      .sort();
    out[t.name] = `${rows.length}:${await sha256Hex(rows.join('\n'))}`;
  }
  return out;
}

async function call(loginName: string, path: string, method: 'GET' | 'POST', body: Record<string, string>) {
  const c = b.client();
  await c.login(loginName);
  if (method === 'GET') {
    const res = await c.raw(`/api${path}?${new URLSearchParams(body)}`, { headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' } });
    const type = res.headers.get('content-type') ?? '';
    return type.includes('json') ? ((await res.json()) as Record<string, unknown>) : { err_code: 0, body: `${type} response` };
  }
  return c.post(path, body);
}

it('every registered route has a body in this walk', () => {
  expect(ALL_ROUTES.map((r) => r.path).filter((p) => !BODIES[p])).toEqual([]);
});

it('[ROUTE-03] a sub-account holding no right is refused by every rights route, and nothing changes', async () => {
  const before = await snapshot();
  for (const r of ALL_ROUTES.filter((x) => typeof x.access === 'object')) {
    const reply = await call('demo_nobody', r.path, r.method, BODIES[r.path](ids));
    expect([r.path, reply.err_code]).toEqual([r.path, 10003]);
  }
  expect(await snapshot()).toEqual(before);
});

it('the master of another shop cannot read or change the demo shop\'s rows through any route', async () => {
  const before = await snapshot();
  for (const r of ALL_ROUTES) {
    if (r.access === 'public' || OWN_SHOP_ONLY.has(r.path) || r.path === '/User-ajaxLoginOut') continue;
    const reply = await call('south_admin', r.path, r.method, BODIES[r.path](ids));
    const text = JSON.stringify(reply);
    // Whatever the answer, none of the demo shop's identifying data is in it.
    for (const secret of ['演示家具厂', '佛山市演示家具制造有限公司', ids.invoiceNo, '李晓梅']) expect([r.path, text.includes(secret)]).toEqual([r.path, false]);
    if (/Grp|CADFunc$|addressAct|Info$|drawBill|backInvoice|download/.test(r.path) && !/ajaxInfo|newGrp|getCADFuncList/.test(r.path)) {
      expect([r.path, [10001, 10004, 10008].includes(reply.err_code as number)]).toEqual([r.path, true]);
    }
  }
  expect(await snapshot()).toEqual(before);
});
