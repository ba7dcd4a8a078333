/** POST /api/Dashboard-summary: the dashboard's figures, each only with its right, always inside the session's shop. */
import { staffWithRights, shopId } from '../helpers/invoiceFixtures';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
eachTestBackend((backend, client) => ([b, master] = [backend, client]));

/** The shop's pending invoices, summed here independently of the route. */
async function pendingFen(shopName: string): Promise<{ fen: number; n: number }> {
  const rows = await b.db
    .selectFrom('invoices')
    .select(['amount', 'invoice_state'])
    .where('shop_id', '=', await shopId(b, shopName))
    .execute();
  const pending = rows.filter((r) => r.invoice_state === 1);
  return { fen: pending.reduce((s, r) => s + r.amount, 0), n: pending.length };
}

/** Copies one of the demo shop's invoices into `shopName`, pending, with `amount` fen. */
async function addPendingInvoice(shopName: string, amount: number): Promise<void> {
  const { invoice_id: _id, ...row } = await b.db.selectFrom('invoices').selectAll().orderBy('invoice_id').executeTakeFirstOrThrow();
  void _id;
  // Requested by that shop's master: the database refuses an invoice of one shop by a user of another.
  const shop = await b.db.selectFrom('shops').select(['shop_id', 'shop_muid']).where('shop_name', '=', shopName).executeTakeFirstOrThrow();
  await b.db
    .insertInto('invoices')
    .values({ ...row, shop_id: shop.shop_id, user_id: shop.shop_muid!, amount, invoice_state: 1, invoice_no: null, file_id: null, issue_date: 0 })
    .execute();
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('Dashboard-summary', () => {
  it('answers the master the sum of the shop\'s pending (state 1) invoices in yuan, and the staff and role counts', async () => {
    const expected = await pendingFen('演示家具厂');
    expect(expected.n).toBeGreaterThan(0);
    const r = await master.post('/Dashboard-summary');
    expect(r.err_code).toBe(0);
    expect(r.pending_invoice_amount).toBe(yuan(expected.fen));
    expect(r.pending_invoice_count).toBe(expected.n);
    const staff = await b.db
      .selectFrom('users')
      .select('user_id')
      .where('shop_id', '=', await shopId(b, '演示家具厂'))
      .where('state', '=', 1)
      .execute();
    expect(r.staff_count).toBe(staff.length);
    expect(r.role_count).toBeGreaterThan(0);
  });

  it('never counts another shop\'s invoices', async () => {
    const before = (await master.post('/Dashboard-summary')).pending_invoice_amount;
    await addPendingInvoice('南方板材定制', 987_654_32);
    expect((await master.post('/Dashboard-summary')).pending_invoice_amount).toBe(before);

    const south = b.client();
    await south.login('south_admin');
    const theirs = await pendingFen('南方板材定制');
    const r = await south.post('/Dashboard-summary');
    expect(r.pending_invoice_amount).toBe(yuan(theirs.fen));
    expect(r.pending_invoice_amount).not.toBe(before);
  });

  it('answers null figures to a user without the rights to see them', async () => {
    const nobody = await staffWithRights(b, 'dash_nobody', []);
    const r = await nobody.post('/Dashboard-summary');
    expect(r).toMatchObject({ err_code: 0, pending_invoice_amount: null, pending_invoice_count: null, staff_count: null, role_count: null });

    const sales = b.client();
    await sales.login('demo_sales');
    expect((await sales.post('/Dashboard-summary')).pending_invoice_amount).toBeNull();
  });

  it('answers the invoice amount to holders of SF_INVOICE_LIST or SF_INVOICE_MAKE_OUT alone', async () => {
    const expected = yuan((await pendingFen('演示家具厂')).fen);
    for (const [name, right] of [
      ['dash_list', 'SF_INVOICE_LIST'],
      ['dash_make', 'SF_INVOICE_MAKE_OUT'],
    ] as const) {
      const c = await staffWithRights(b, name, [right]);
      const r = await c.post('/Dashboard-summary');
      expect(r.pending_invoice_amount).toBe(expected);
      expect(r.staff_count).toBeNull();
    }
  });

  it('refuses a visitor who is not logged in (88888)', async () => {
    const r = await b.client().post('/Dashboard-summary');
    expect(r.err_code).toBe(88888);
    expect(r.pending_invoice_amount).toBeUndefined();
  });
});
