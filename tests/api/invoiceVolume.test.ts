import type { InvoiceRow } from '../../src/common/invoice';
import { shopId } from '../helpers/invoiceFixtures';
import { insertInvoiceVolume } from '../helpers/invoiceVolume';
import { makeBackend, type TestBackend } from '../helpers/testApp';

let b: TestBackend;
beforeAll(async () => {
  b = await makeBackend();
  await insertInvoiceVolume(b.db, await shopId(b, '演示家具厂'), 1000, { now: b.clock.now() });
});
afterAll(async () => {
  await b.close();
});

describe('Invoice-getLists over many invoices', () => {
  it('[INV-LIST-12] [INV-LIST-11] pages 1,045 invoices 20 at a time in SQL, to the last partial page', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const first = await c.post('/Invoice-getLists', { param: JSON.stringify({ curr_page: 1, page_count: 20 }) });
    expect(first.count).toBe(1045);
    const last = await c.post('/Invoice-getLists', { param: JSON.stringify({ curr_page: 53, page_count: 20 }) });
    expect((last.data as InvoiceRow[]).length).toBe(5);
  });

  it('[API-INV-11] the count of a filtered list matches the database', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const sid = await shopId(b, '演示家具厂');
    const r = await c.post('/Invoice-getLists', { param: JSON.stringify({ invoice_state: 2, amount_min: '100', amount_max: '5000', order: 'amount desc' }) });
    const expected = await b.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('shop_id', '=', sid)
      .where('invoice_state', '=', 2)
      .where('amount', '>=', 10000)
      .where('amount', '<=', 500000)
      .executeTakeFirstOrThrow();
    expect(r.count).toBe(Number(expected.n));
    const amounts = (r.data as InvoiceRow[]).map((x) => Number(x.amount));
    expect(amounts).toEqual([...amounts].sort((p, q) => q - p));
    // The other shop still sees only its own two.
    const south = b.client();
    await south.login('south_admin');
    expect((await south.post('/Invoice-getLists', { param: '{}' })).count).toBe(2);
  });
});
