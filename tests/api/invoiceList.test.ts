import { dayStartMs, InvoiceGetAcctList, InvoiceGetLists, type InvoiceListParam, type InvoiceRow } from '../../src/common/invoice';
import { AJAX_HEADER } from '../../src/common/api';
import { invoiceSnapshot, shopId, staffLogs, staffWithRights } from '../helpers/invoiceFixtures';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
let demoShop: number;
eachTestBackend(async (backend, client) => {
  [b, master] = [backend, client];
  demoShop = await shopId(b, '演示家具厂');
});

const lists = async (param: InvoiceListParam = {}, c: TestClient = master) => {
  const r = await c.call(InvoiceGetLists, { param });
  expect(r.err_code).toBe(0);
  return { data: r.data, count: r.count };
};
const everything = async () => (await lists({ page_count: 100 })).data;
const idsInState = async (state: number, shop = demoShop) =>
  (await b.db.selectFrom('invoices').select('invoice_id').where('shop_id', '=', shop).where('invoice_state', '=', state).orderBy('invoice_id').execute()).map((r) => r.invoice_id);
const withdraw = (ids: unknown, c: TestClient = master) => c.post('/Invoice-backInvoice', { invoice_id: typeof ids === 'string' ? ids : JSON.stringify(ids) });
const billableIds = async () =>
  (await master.call(InvoiceGetAcctList, { param: { page_count: 100 } })).data.map((i) => i.acct_item_id);

/** A whole PDF file: the header, and the end-of-file marker after the last cross-reference. */
function expectPdfFile(bytes: Uint8Array) {
  const text = new TextDecoder('latin1').decode(bytes);
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
}

describe('Invoice-getLists', () => {
  it('[API-INV-10] [INV-LIST-12] [INV-LIST-11] [INV-LIST-20] pages 20 at a time with the total count; rows carry every field', async () => {
    const r = await master.call(InvoiceGetLists, { param: { page_count: 20, curr_page: 1 } });
    expect(r.err_code).toBe(0);
    expect(r.count).toBe(45);
    const page1 = r.data;
    expect(page1).toHaveLength(20);
    for (const row of page1) {
      expect(Object.keys(row).sort()).toEqual(
        ['invoice_id', 'amount', 'create_date', 'invoice_state', 'invoice_no', 'invoice_file', 'invoice_file_name', 'issue_date', 'comments', 'item_count'].sort(),
      );
      expect(row.amount).toMatch(/^\d+\.\d{2}$/);
      expect(row.create_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const page2 = await lists({ page_count: 20, curr_page: 2 });
    const page3 = await lists({ page_count: 20, curr_page: 3 });
    expect(page2.data).toHaveLength(20);
    expect(page3.data).toHaveLength(5);
    const ids = [...page1, ...page2.data, ...page3.data].map((x) => x.invoice_id);
    expect(new Set(ids).size).toBe(45);
    expect((await lists({ curr_page: 4 })).data).toEqual([]);
    // Without param the defaults apply: page 1 of 20, newest first.
    const bare = await master.call(InvoiceGetLists);
    expect(bare.data.map((x) => x.invoice_id)).toEqual(page1.map((x) => x.invoice_id));
  });

  it('[INV-LIST-12] accepts page sizes 1 to 100 and refuses others (10001)', async () => {
    expect((await lists({ page_count: 100 })).data).toHaveLength(45);
    expect((await lists({ page_count: 1 })).data).toHaveLength(1);
    for (const page_count of [0, 101, -3, 'ten', 2.5]) {
      expect((await master.post('/Invoice-getLists', { param: JSON.stringify({ page_count }) })).err_code).toBe(10001);
    }
  });

  it('[INV-LIST-14] [INV-LIST-20] shows states 1, 2 and 3; issued rows have a number, an issue date and a file', async () => {
    const all = await everything();
    expect(new Set(all.map((x) => x.invoice_state))).toEqual(new Set([1, 2, 3]));
    for (const row of all) {
      if (row.invoice_state === 2) {
        expect(row.invoice_no).toMatch(/^\d{20}$/);
        expect(row.issue_date).not.toBe('');
        expect(row.invoice_file).toBe(`/api/Invoice-download?invoice_no=${row.invoice_no}`);
      } else {
        expect([row.invoice_no, row.invoice_file, row.issue_date]).toEqual(['', '', '']);
      }
    }
    expect(all.filter((x) => x.invoice_state === 1)).toHaveLength(3);
    expect(all.filter((x) => x.invoice_state === 3)).toHaveLength(3);
  });

  it('[API-INV-11] [INV-LIST-05] filters by state (0 or empty = all)', async () => {
    for (const state of [1, 2, 3]) {
      const r = await lists({ invoice_state: state, page_count: 100 });
      expect(r.data.every((x) => x.invoice_state === state)).toBe(true);
      expect(r.count).toBe((await idsInState(state)).length);
    }
    expect((await lists({ invoice_state: 0 })).count).toBe(45);
    expect((await lists({ invoice_state: '' })).count).toBe(45);
    expect(await master.post('/Invoice-getLists', { param: JSON.stringify({ invoice_state: 4 }) })).toMatchObject({ err_code: 10001, err_msg: 'param.invoice_state 只能是 0、1、2、3' });
  });

  it('[API-INV-11] [INV-LIST-03] filters by amount range in yuan (inclusive)', async () => {
    const all = await everything();
    const sorted = all.map((x) => Number(x.amount)).sort((p, q) => p - q);
    const min = sorted[10].toFixed(2);
    const max = sorted[30].toFixed(2);
    const r = await lists({ amount_min: min, amount_max: max, page_count: 100 });
    expect(r.data.map((x) => x.invoice_id).sort()).toEqual(all.filter((x) => Number(x.amount) >= Number(min) && Number(x.amount) <= Number(max)).map((x) => x.invoice_id).sort());
    expect(r.data.some((x) => x.amount === min)).toBe(true);
    expect(r.data.some((x) => x.amount === max)).toBe(true);
    expect((await master.post('/Invoice-getLists', { param: JSON.stringify({ amount_min: '12.345' }) })).err_code).toBe(10001);
  });

  it('[API-INV-11] [INV-LIST-04] filters by application date range, whole days inclusive (China time)', async () => {
    const all = await everything();
    const day = all[5].create_date.slice(0, 10);
    const sameDay = await lists({ create_date_min: day, create_date_max: day, page_count: 100 });
    expect(sameDay.data.length).toBeGreaterThan(0);
    expect(sameDay.data.every((x) => x.create_date.startsWith(day))).toBe(true);
    expect(sameDay.data.map((x) => x.invoice_id).sort()).toEqual(all.filter((x) => x.create_date.startsWith(day)).map((x) => x.invoice_id).sort());
    // A request at 23:59 China time on that day is in; one at 00:00 the next day is out.
    const rows = await b.db.selectFrom('invoices').select('invoice_id').where('shop_id', '=', demoShop).limit(2).execute();
    await b.db.updateTable('invoices').set({ create_date: dayStartMs(day) + 86_400_000 - 60_000 }).where('invoice_id', '=', rows[0].invoice_id).execute();
    await b.db.updateTable('invoices').set({ create_date: dayStartMs(day) + 86_400_000 }).where('invoice_id', '=', rows[1].invoice_id).execute();
    const again = (await lists({ create_date_min: day, create_date_max: day, page_count: 100 })).data.map((x) => x.invoice_id);
    expect(again).toContain(rows[0].invoice_id);
    expect(again).not.toContain(rows[1].invoice_id);
    const range = await lists({ create_date_min: '2025-01-01', create_date_max: '2025-12-31', page_count: 100 });
    expect(range.data.every((x) => x.create_date >= '2025-01-01' && x.create_date <= '2025-12-31 23:59:59')).toBe(true);
    for (const bad of ['2025-02-30', '2025/01/01', '20250101', 'yesterday']) {
      expect((await master.post('/Invoice-getLists', { param: JSON.stringify({ create_date_min: bad }) })).err_code).toBe(10001);
    }
  });

  it('[INV-LIST-10] sorts by order "field direction" for each allowed field, in SQL, with stable pages', async () => {
    const key: Record<string, (x: InvoiceRow) => number | string> = {
      create_date: (x) => x.create_date,
      amount: (x) => Number(x.amount),
      invoice_state: (x) => x.invoice_state,
      issue_date: (x) => x.issue_date,
    };
    for (const field of Object.keys(key)) {
      for (const direction of ['asc', 'desc']) {
        const rows = (await lists({ order: `${field} ${direction}`, page_count: 100 })).data;
        const values = rows.map(key[field]);
        const sorted = [...values].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
        if (direction === 'desc') sorted.reverse();
        expect([field, direction, values]).toEqual([field, direction, sorted]);
        // Paging through the same order gives the same rows.
        const paged = [
          ...(await lists({ order: `${field} ${direction}`, page_count: 20, curr_page: 1 })).data,
          ...(await lists({ order: `${field} ${direction}`, page_count: 20, curr_page: 2 })).data,
          ...(await lists({ order: `${field} ${direction}`, page_count: 20, curr_page: 3 })).data,
        ];
        expect(paged.map((x) => x.invoice_id)).toEqual(rows.map((x) => x.invoice_id));
      }
    }
    expect((await lists({ order: 'amount DESC' })).count).toBe(45);
  });

  it('[INV-LIST-10] refuses any other order with a clear error (10001), including injection attempts', async () => {
    for (const order of ['invoice_no desc', 'amount', 'amount sideways', 'amount desc; drop table invoices', 'shop_id asc', '(select 1) asc', 'amount desc, invoice_id']) {
      const r = await master.post('/Invoice-getLists', { param: JSON.stringify({ order }) });
      expect([order, r.err_code]).toEqual([order, 10001]);
      expect(r.err_msg).toContain('排序参数不正确');
    }
    expect((await lists()).count).toBe(45);
  });

  it('answers 10001 for a malformed param, never a 500', async () => {
    for (const param of ['{', '[]', '"x"', '5', JSON.stringify({ curr_page: 0 }), JSON.stringify({ invoice_state: 'all' }), JSON.stringify({ order: 5 })]) {
      const r = await master.post('/Invoice-getLists', { param });
      expect([param, r.err_code]).toEqual([param, 10001]);
    }
  });

  it('shows each shop only its own invoices', async () => {
    const south = b.client();
    await south.login('south_admin');
    const theirs = await lists({ page_count: 100 }, south);
    expect(theirs.count).toBe(2);
    const southIds = new Set((await b.db.selectFrom('invoices').select('invoice_id').where('shop_id', '=', await shopId(b, '南方板材定制')).execute()).map((r) => r.invoice_id));
    expect(theirs.data.every((x) => southIds.has(x.invoice_id))).toBe(true);
  });

  it('needs SF_INVOICE_LIST (10003)', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    expect((await sales.post('/Invoice-getLists', { param: '{}' })).err_code).toBe(10003);
    const lister = await staffWithRights(b, 'list_only', ['SF_INVOICE_LIST']);
    expect((await lists({}, lister)).count).toBe(45);
  });
});

describe('Invoice-getLists totals', () => {
  /** The demo shop's invoices matching these filters, counted one by one. */
  async function rowsOf(f: InvoiceListParam) {
    let q = b.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', demoShop);
    if (f.invoice_state) q = q.where('invoice_state', '=', f.invoice_state);
    if (f.create_date_min) q = q.where('create_date', '>=', dayStartMs(f.create_date_min));
    if (f.create_date_max) q = q.where('create_date', '<', dayStartMs(f.create_date_max) + 86_400_000);
    if (f.amount_min !== undefined) q = q.where('amount', '>=', Math.round(Number(f.amount_min) * 100));
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  async function expectExactTotals() {
    const rows = await b.db.selectFrom('invoices').select('create_date').where('shop_id', '=', demoShop).orderBy('create_date').execute();
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const middle = day(rows[Math.floor(rows.length / 2)].create_date);
    const filters: InvoiceListParam[] = [{}, { invoice_state: 1 }, { invoice_state: 3 }, { create_date_min: middle }, { create_date_max: middle, invoice_state: 2 }, { amount_min: 100 }];
    for (const f of filters) expect({ f, count: (await lists({ ...f, page_count: 1 })).count }).toEqual({ f, count: await rowsOf(f) });
  }

  it('[API-INV-10] [API-INV-11] the total stays exact as invoices are requested, withdrawn and issued', async () => {
    await expectExactTotals();
    const [first, second] = await idsInState(1);
    expect((await withdraw([first])).err_code).toBe(0);
    await b.db.updateTable('invoices').set({ invoice_state: 2, invoice_no: '12345678901234567890', issue_date: b.clock.now() }).where('invoice_id', '=', second).execute();
    const address = (await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', demoShop).where('is_default', '=', 1).executeTakeFirstOrThrow()).address_id;
    const items = await billableIds();
    expect((await master.post('/Invoice-drawBill', { acc_items: JSON.stringify(items.slice(0, 1)), address_id: String(address) })).err_code).toBe(0);
    await expectExactTotals();
  });
});

describe('Invoice-backInvoice', () => {
  it('[API-INV-12] [INV-LIST-16] [INV-LIST-17] [INV-LIST-18] withdraws state 1 invoices to state 3, answers the message, releases the items and audits', async () => {
    const pending = await idsInState(1);
    const target = pending[0];
    const items = (await b.db.selectFrom('acct_items').select('acct_item_id').where('invoice_id', '=', target).execute()).map((r) => r.acct_item_id);
    expect(items.length).toBeGreaterThan(0);
    expect((await billableIds()).some((id) => items.includes(id))).toBe(false);
    b.clock.advance(1000);
    const r = await withdraw([target]);
    expect(r).toMatchObject({ err_code: 0, err_msg: '撤回成功' });
    const row = await b.db.selectFrom('invoices').select(['invoice_state', 'update_date']).where('invoice_id', '=', target).executeTakeFirstOrThrow();
    expect(row).toEqual({ invoice_state: 3, update_date: b.clock.now() });
    const billable = await billableIds();
    expect(items.every((id) => billable.includes(id))).toBe(true);
    // The history of what the invoice carried is kept.
    expect(await b.db.selectFrom('invoice_items').select('acct_item_id').where('invoice_id', '=', target).execute()).toHaveLength(items.length);
    expect((await staffLogs(b, '撤回发票')).at(-1)!.oper_content).toContain(`#${target}`);
    // The released items can be requested again.
    const address = (await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', demoShop).where('is_default', '=', 1).executeTakeFirstOrThrow()).address_id;
    expect((await master.post('/Invoice-drawBill', { acc_items: JSON.stringify(items), address_id: String(address) })).err_code).toBe(0);
  });

  it('[INV-LIST-07] withdraws several invoices at once', async () => {
    const pending = await idsInState(1);
    expect((await withdraw(pending)).err_code).toBe(0);
    expect(await idsInState(1)).toEqual([]);
    expect((await lists({ invoice_state: 1 })).count).toBe(0);
  });

  it('[INV-LIST-15] [INV-LIST-09] refuses issued or withdrawn invoices (10008): all or nothing', async () => {
    const [pending] = await idsInState(1);
    const [issued] = await idsInState(2);
    const [withdrawn] = await idsInState(3);
    const before = await invoiceSnapshot(b);
    for (const ids of [[issued], [withdrawn], [pending, issued], [pending, withdrawn]]) {
      const r = await withdraw(ids);
      expect(r.err_code).toBe(10008);
      expect(r.err_msg).toContain('只有待开票的发票可以撤回');
    }
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('another shop\'s or an unknown invoice answers not found (10004), and nothing changes', async () => {
    const south = b.client();
    await south.login('south_admin');
    const [demoPending] = await idsInState(1);
    const [southPending] = await idsInState(1, await shopId(b, '南方板材定制'));
    const before = await invoiceSnapshot(b);
    expect((await withdraw([demoPending], south)).err_code).toBe(10004);
    expect((await withdraw([southPending, demoPending], south)).err_code).toBe(10004);
    expect((await withdraw([999999])).err_code).toBe(10004);
    expect((await withdraw([demoPending, 999999])).err_code).toBe(10004);
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('answers 10001 for an empty or malformed list, never a 500', async () => {
    const before = await invoiceSnapshot(b);
    expect(await withdraw([])).toMatchObject({ err_code: 10001, err_msg: '请选择要撤回的发票' });
    expect((await master.post('/Invoice-backInvoice')).err_code).toBe(10001);
    for (const bad of ['{', '{"id":1}', '["a"]', '[1.5]', '"1"', JSON.stringify(Array.from({ length: 101 }, (_, i) => i + 1))]) {
      expect((await withdraw(bad)).err_code).toBe(10001);
    }
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('needs SF_INVOICE_MAKE_OUT: a user who may only see the list cannot withdraw (10003)', async () => {
    const [pending] = await idsInState(1);
    const sales = b.client();
    await sales.login('demo_sales');
    const lister = await staffWithRights(b, 'list_viewer', ['SF_INVOICE_LIST']);
    const before = await invoiceSnapshot(b);
    expect((await withdraw([pending], sales)).err_code).toBe(10003);
    expect((await withdraw([pending], lister)).err_code).toBe(10003);
    expect(await invoiceSnapshot(b)).toEqual(before);
    const finance = b.client();
    await finance.login('demo_finance');
    expect((await withdraw([pending], finance)).err_code).toBe(0);
  });

  it('concurrent withdraws of the same invoice succeed once', async () => {
    const [pending] = await idsInState(1);
    const replies = await Promise.all(Array.from({ length: 10 }, () => withdraw([pending])));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.err_code !== 0).every((r) => r.err_code === 10008)).toBe(true);
    expect(await staffLogs(b, '撤回发票')).toHaveLength(1);
  });
});

describe('Invoice-download', () => {
  it('[INV-LIST-21] streams an issued invoice\'s PDF as an attachment named invoice_no.pdf', async () => {
    const issued = (await lists({ invoice_state: 2, page_count: 1 })).data[0];
    expect(issued.invoice_file_name).toBe(`${issued.invoice_no}.pdf`);
    // A plain link: no ajax header, no Origin.
    const res = await master.raw(issued.invoice_file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${issued.invoice_no}.pdf"`);
    expect([res.headers.get('cache-control'), res.headers.get('x-content-type-options'), res.headers.get('content-security-policy')]).toEqual(['private, no-store', 'nosniff', "default-src 'none'; sandbox"]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    // What the document shows is tested in invoicePdf.test.ts.
    expectPdfFile(bytes);
  });

  it('answers the JSON error for an unknown number, another shop\'s invoice, or one not issued', async () => {
    const south = b.client();
    await south.login('south_admin');
    const issued = (await lists({ invoice_state: 2, page_count: 1 })).data[0];
    expect(await south.get('/Invoice-download', { invoice_no: issued.invoice_no })).toMatchObject({ err_code: 10004, err_msg: '发票文件不存在' });
    expect((await master.get('/Invoice-download', { invoice_no: '00000000000000000000' })).err_code).toBe(10004);
    expect((await master.get('/Invoice-download')).err_code).toBe(10001);
    // An issued invoice later marked withdrawn by the platform is no longer downloadable.
    await b.db.updateTable('invoices').set({ invoice_state: 3 }).where('invoice_no', '=', issued.invoice_no).execute();
    expect((await master.get('/Invoice-download', { invoice_no: issued.invoice_no })).err_code).toBe(10004);
  });

  it('needs SF_INVOICE_LIST (10003)', async () => {
    const issued = (await lists({ invoice_state: 2, page_count: 1 })).data[0];
    const sales = b.client();
    await sales.login('demo_sales');
    expect((await sales.get('/Invoice-download', { invoice_no: issued.invoice_no })).err_code).toBe(10003);
    const res = await master.raw(issued.invoice_file, { headers: { [AJAX_HEADER.name]: AJAX_HEADER.value } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('every issued invoice of the seed has a downloadable, well-formed PDF', async () => {
    const issued = (await lists({ invoice_state: 2, page_count: 100 })).data;
    expect(issued.length).toBe(39);
    for (const row of issued.slice(0, 10)) {
      const res = await master.raw(row.invoice_file);
      expectPdfFile(new Uint8Array(await res.arrayBuffer()));
    }
  });
});
