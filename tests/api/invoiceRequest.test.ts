import { type AcctListParam, fenToYuan, InvoiceAjaxMakeOut, InvoiceGetAcctList, InvoiceGetLists } from '../../src/common/invoice';
import { invoiceSnapshot, shopId, staffLogs, staffWithRights } from '../helpers/invoiceFixtures';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
let demoShop: number;
eachTestBackend(async (backend, client) => {
  [b, master] = [backend, client];
  demoShop = await shopId(b, '演示家具厂');
});

/** The test clock stands on 2026-11-20 (China time): November is still open. */
const CURRENT_MONTH = '2026-11';

const acctList = async (param: AcctListParam = {}, c: TestClient = master) => {
  const r = await c.call(InvoiceGetAcctList, { param });
  expect(r.err_code).toBe(0);
  return { data: r.data, count: r.count };
};
const allBillable = async () => (await acctList({ page_count: 100 })).data;
const defaultAddress = async (shop = demoShop) =>
  (await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', shop).where('is_default', '=', 1).executeTakeFirstOrThrow()).address_id;
const draw = async (ids: unknown[], addressId?: number, c: TestClient = master) =>
  c.post('/Invoice-drawBill', { acc_items: JSON.stringify(ids), ...(addressId === undefined ? {} : { address_id: String(addressId) }) });
const southItems = async () =>
  (await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', await shopId(b, '南方板材定制')).execute()).map((r) => r.acct_item_id);

describe('Invoice-getAcctList', () => {
  it('[API-INV-13] [INV-REQ-35] [INV-REQ-09] lists billable items with every field, 20 per page by default, with the count', async () => {
    const r = await master.call(InvoiceGetAcctList, { param: { curr_page: 1 } });
    expect(r.err_code).toBe(0);
    const data = r.data;
    expect(r.count).toBe(22);
    expect(data).toHaveLength(20);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(['acct_item_id', 'amount', 'billing_cycle_id', 'item_source_name', 'item_type_name']);
      expect(item.amount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(new Set(data.map((i) => i.item_type_name))).toEqual(new Set(['云拆单', '软件包月', '增值服务']));
    const second = await acctList({ curr_page: 2 });
    expect(second.data).toHaveLength(2);
    expect(second.data.some((i) => data.some((d) => d.acct_item_id === i.acct_item_id))).toBe(false);
  });

  it('[INV-REQ-29] lists only closed months: the current month\'s costs are not billable before the 1st of the next month', async () => {
    const items = await allBillable();
    expect(items.every((i) => i.billing_cycle_id < CURRENT_MONTH)).toBe(true);
    const open = await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', demoShop).where('billing_cycle_id', '=', CURRENT_MONTH).execute();
    expect(open.length).toBeGreaterThan(0);
    // On December 1st (China time) November closes.
    b.clock.advance(Date.UTC(2026, 10, 30, 16, 0, 0) - b.clock.now());
    await master.login('demo_admin');
    const later = await allBillable();
    expect(later.filter((i) => i.billing_cycle_id === CURRENT_MONTH)).toHaveLength(open.length);
  });

  it('lists only items in no pending or issued invoice', async () => {
    const held = await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', demoShop).where('invoice_id', 'is not', null).execute();
    expect(held.length).toBeGreaterThan(40);
    const ids = new Set((await allBillable()).map((i) => i.acct_item_id));
    expect(held.some((h) => ids.has(h.acct_item_id))).toBe(false);
  });

  it('[INV-REQ-06] filters by billing month range (YYYY-MM, inclusive) and by amount range (yuan, 2 decimals)', async () => {
    const all = await allBillable();
    const months = await acctList({ bill_date_min: '2026-08', bill_date_max: '2026-09', page_count: 100 });
    expect(months.data.map((i) => i.billing_cycle_id).sort()).toEqual(all.filter((i) => i.billing_cycle_id >= '2026-08' && i.billing_cycle_id <= '2026-09').map((i) => i.billing_cycle_id).sort());
    expect(months.count).toBe(months.data.length);
    expect(months.count).toBeGreaterThan(0);
    const amounts = await acctList({ amount_min: '100.50', amount_max: 598, page_count: 100 });
    const expected = all.filter((i) => Number(i.amount) >= 100.5 && Number(i.amount) <= 598);
    expect(amounts.data.map((i) => i.acct_item_id).sort()).toEqual(expected.map((i) => i.acct_item_id).sort());
    expect(amounts.data.some((i) => i.amount === '598.00')).toBe(true);
    // Newest month first.
    const monthsInOrder = all.map((i) => i.billing_cycle_id);
    expect(monthsInOrder).toEqual([...monthsInOrder].sort().reverse());
  });

  it('answers 10001 for malformed param, months, amounts or page sizes, never a 500', async () => {
    for (const param of [
      '{oops',
      '[1,2]',
      JSON.stringify({ bill_date_min: '2026-13' }),
      JSON.stringify({ bill_date_max: '2026/10' }),
      JSON.stringify({ bill_date_min: '202610' }),
      JSON.stringify({ amount_min: '1.234' }),
      JSON.stringify({ amount_max: -5 }),
      JSON.stringify({ amount_max: 'abc' }),
      JSON.stringify({ page_count: 101 }),
      JSON.stringify({ page_count: 0 }),
      JSON.stringify({ curr_page: -1 }),
      JSON.stringify({ curr_page: 'x' }),
      JSON.stringify({ curr_page: { a: 1 } }),
    ]) {
      const r = await master.post('/Invoice-getAcctList', { param });
      expect([param, r.err_code]).toEqual([param, 10001]);
    }
    expect(await master.post('/Invoice-getAcctList', { param: JSON.stringify({ bill_date_min: '2026-13' }) })).toMatchObject({ err_msg: 'param.bill_date_min 应为 YYYY-MM 格式的月份' });
    expect((await acctList({ page_count: 100 })).data.length).toBe(22);
    expect((await master.post('/Invoice-getAcctList')).err_code).toBe(0);
  });

  it('shows each shop only its own items', async () => {
    const south = b.client();
    await south.login('south_admin');
    const theirs = await acctList({ page_count: 100 }, south);
    const ids = new Set(await southItems());
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.data.every((i) => ids.has(i.acct_item_id))).toBe(true);
  });
});

describe('Invoice-ajaxMakeOut', () => {
  it('[API-INV-14] answers the valid invoice info as an object, with the total of the billable items', async () => {
    const r = await master.post('/Invoice-ajaxMakeOut', { param: JSON.stringify({ curr_page: 1, page_count: 20 }) });
    expect(r.err_code).toBe(0);
    expect(r.arrInvoiceInfo).toMatchObject({ invoice_header: '佛山市演示家具制造有限公司', issue_type_name: '企业', invoice_type_name: '增值税专用发票' });
    const all = await allBillable();
    const fen = all.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0);
    expect(r).toMatchObject({ total_amount: fenToYuan(fen), total_count: all.length });
    const filtered = await master.post('/Invoice-ajaxMakeOut', { param: JSON.stringify({ bill_date_min: '2026-10', bill_date_max: '2026-10' }) });
    expect(filtered.total_count).toBe(all.filter((i) => i.billing_cycle_id === '2026-10').length);
  });

  it('[INV-REQ-27] answers arrInvoiceInfo as an array when no valid info is set', async () => {
    await b.db.updateTable('invoice_infos').set({ tax_no: '' }).where('shop_id', '=', demoShop).execute();
    expect((await master.post('/Invoice-ajaxMakeOut')).arrInvoiceInfo).toEqual([]);
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    expect((await master.post('/Invoice-ajaxMakeOut')).arrInvoiceInfo).toEqual([]);
  });

  it('answers 10001 for a malformed param', async () => {
    expect((await master.post('/Invoice-ajaxMakeOut', { param: '{' })).err_code).toBe(10001);
    expect((await master.post('/Invoice-ajaxMakeOut', { param: JSON.stringify({ amount_min: '1,000' }) })).err_code).toBe(10001);
  });
});

describe('Invoice-drawBill', () => {
  it('[API-INV-15] [INV-REQ-22] [INV-REQ-23] requests one merged invoice over the chosen items, in state 1, and audits', async () => {
    const items = (await allBillable()).slice(0, 3);
    const address = await defaultAddress();
    const r = await draw(items.map((i) => i.acct_item_id), address);
    expect(r).toMatchObject({ err_code: 0, err_msg: '提交成功' });
    const invoice = await b.db.selectFrom('invoices').selectAll().where('invoice_id', '=', r.invoice_id as number).executeTakeFirstOrThrow();
    const fen = items.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0);
    expect(invoice).toMatchObject({
      shop_id: demoShop,
      amount: fen,
      item_count: 3,
      invoice_state: 1,
      invoice_no: null,
      create_date: b.clock.now(),
      invoice_header: '佛山市演示家具制造有限公司',
      issue_type: 2,
      invoice_type: 2,
      tax_no: '91440606MA51XK3R2T',
      address_id: address,
      receiver: '陈建国',
    });
    const linked = await b.db.selectFrom('acct_items').select(['acct_item_id', 'invoice_id']).where('acct_item_id', 'in', items.map((i) => i.acct_item_id)).execute();
    expect(linked.every((l) => l.invoice_id === invoice.invoice_id)).toBe(true);
    expect(await b.db.selectFrom('invoice_items').selectAll().where('invoice_id', '=', invoice.invoice_id).execute()).toHaveLength(3);
    const left = await allBillable();
    expect(left).toHaveLength(19);
    expect((await staffLogs(b, '申请开票')).at(-1)!.oper_content).toContain(fenToYuan(fen));
    // The list shows it first, pending, with its amount.
    const list = await master.call(InvoiceGetLists, { param: { curr_page: 1, page_count: 20 } });
    expect(list.data[0]).toMatchObject({ invoice_id: invoice.invoice_id, invoice_state: 1, amount: fenToYuan(fen), item_count: 3 });
  });

  it('the header and address are snapshotted: later changes to the info do not alter the request', async () => {
    const [item] = await allBillable();
    const r = await draw([item.acct_item_id], await defaultAddress());
    await b.db.updateTable('invoice_infos').set({ invoice_header: '新抬头' }).where('shop_id', '=', demoShop).execute();
    expect((await b.db.selectFrom('invoices').select('invoice_header').where('invoice_id', '=', r.invoice_id as number).executeTakeFirstOrThrow()).invoice_header).toBe('佛山市演示家具制造有限公司');
  });

  it('[INV-REQ-16] needs at least one item; [INV-REQ-21] needs a mailing address; nothing is written', async () => {
    const before = await invoiceSnapshot(b);
    const address = await defaultAddress();
    expect(await draw([], address)).toMatchObject({ err_code: 10001, err_msg: '请至少选择一项费用' });
    expect(await master.post('/Invoice-drawBill', { address_id: String(address) })).toMatchObject({ err_code: 10001, err_msg: '请至少选择一项费用' });
    const [item] = await allBillable();
    expect(await draw([item.acct_item_id])).toMatchObject({ err_code: 10001, err_msg: '请选择邮寄地址' });
    expect(await draw([item.acct_item_id], 0)).toMatchObject({ err_code: 10001, err_msg: '请选择邮寄地址' });
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('[INV-REQ-29] refuses an item of the current month, and nothing is written', async () => {
    const open = await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', demoShop).where('billing_cycle_id', '=', CURRENT_MONTH).executeTakeFirstOrThrow();
    const [item] = await allBillable();
    const before = await invoiceSnapshot(b);
    expect(await draw([item.acct_item_id, open.acct_item_id], await defaultAddress())).toMatchObject({ err_code: 10001, err_msg: `${CURRENT_MONTH} 的费用需在次月1日后才能开票` });
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('refuses items already in a pending or issued invoice (10008), the whole request, and nothing is written', async () => {
    const held = await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', demoShop).where('invoice_id', 'is not', null).executeTakeFirstOrThrow();
    const [free] = await allBillable();
    const before = await invoiceSnapshot(b);
    const r = await draw([free.acct_item_id, held.acct_item_id], await defaultAddress());
    expect(r.err_code).toBe(10008);
    expect(r.err_msg).toContain(String(held.acct_item_id));
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('needs valid invoice info, and nothing is written without it', async () => {
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    const [item] = await allBillable();
    const before = await invoiceSnapshot(b);
    expect(await draw([item.acct_item_id], await defaultAddress())).toMatchObject({ err_code: 10001, err_msg: '请先设置有效的发票信息' });
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('another shop\'s or an unknown item or address answers not found (10004), and nothing is written', async () => {
    const [mine] = await allBillable();
    const theirs = await southItems();
    const southAddress = await defaultAddress(await shopId(b, '南方板材定制'));
    const before = await invoiceSnapshot(b);
    expect((await draw([mine.acct_item_id, theirs[0]], await defaultAddress())).err_code).toBe(10004);
    expect((await draw([mine.acct_item_id, 99999999], await defaultAddress())).err_code).toBe(10004);
    expect(await draw([mine.acct_item_id], southAddress)).toMatchObject({ err_code: 10004, err_msg: '邮寄地址不存在' });
    const south = b.client();
    await south.login('south_admin');
    expect((await draw([mine.acct_item_id], southAddress, south)).err_code).toBe(10004);
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('answers 10001 for malformed acc_items or address_id, never a 500', async () => {
    const before = await invoiceSnapshot(b);
    for (const acc of ['{', '"1,2"', '{"a":1}', '[1.5]', '["x"]', '[null]', JSON.stringify(Array.from({ length: 501 }, (_, i) => i + 1))]) {
      const r = await master.post('/Invoice-drawBill', { acc_items: acc, address_id: String(await defaultAddress()) });
      expect([acc.slice(0, 20), r.err_code]).toEqual([acc.slice(0, 20), 10001]);
    }
    expect((await master.post('/Invoice-drawBill', { acc_items: '[1]', address_id: 'abc' })).err_code).toBe(10001);
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('duplicate ids in the list count once', async () => {
    const [item] = await allBillable();
    const r = await draw([item.acct_item_id, item.acct_item_id, String(item.acct_item_id)], await defaultAddress());
    expect(r.err_code).toBe(0);
    expect((await b.db.selectFrom('invoices').select('item_count').where('invoice_id', '=', r.invoice_id as number).executeTakeFirstOrThrow()).item_count).toBe(1);
  });

  it('fifty concurrent submissions of the same items make exactly one invoice', async () => {
    const items = (await allBillable()).slice(0, 4).map((i) => i.acct_item_id);
    const address = await defaultAddress();
    const invoicesBefore = (await b.db.selectFrom('invoices').select('invoice_id').execute()).length;
    const replies = await Promise.all(Array.from({ length: 50 }, () => draw(items, address)));
    const ok = replies.filter((r) => r.err_code === 0);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.err_code !== 0).every((r) => r.err_code === 10008)).toBe(true);
    const invoicesAfter = await b.db.selectFrom('invoices').select('invoice_id').execute();
    expect(invoicesAfter).toHaveLength(invoicesBefore + 1);
    const holders = await b.db.selectFrom('acct_items').select('invoice_id').where('acct_item_id', 'in', items).execute();
    expect(new Set(holders.map((h) => h.invoice_id))).toEqual(new Set([ok[0].invoice_id]));
    expect(await b.db.selectFrom('invoice_items').selectAll().where('acct_item_id', 'in', items).where('invoice_id', '=', ok[0].invoice_id as number).execute()).toHaveLength(4);
    expect(await staffLogs(b, '申请开票')).toHaveLength(1);
  });

  it('concurrent submissions of overlapping item sets never put an item in two invoices', async () => {
    const items = (await allBillable()).slice(0, 6).map((i) => i.acct_item_id);
    const address = await defaultAddress();
    const sets = Array.from({ length: 30 }, (_, i) => [items[i % 6], items[(i + 1) % 6], items[(i + 3) % 6]]);
    const replies = await Promise.all(sets.map((s) => draw(s, address)));
    expect(replies.every((r) => r.err_code === 0 || r.err_code === 10008)).toBe(true);
    const winners = replies.filter((r) => r.err_code === 0).map((r) => r.invoice_id as number);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    const links = await b.db.selectFrom('invoice_items').select(['acct_item_id', 'invoice_id']).where('invoice_id', 'in', winners).execute();
    const perItem = new Map<number, number>();
    for (const l of links) perItem.set(l.acct_item_id, (perItem.get(l.acct_item_id) ?? 0) + 1);
    expect([...perItem.values()].every((n) => n === 1)).toBe(true);
    const winnerRows = await b.db.selectFrom('invoices').select(['invoice_id', 'item_count']).where('invoice_id', 'in', winners).execute();
    expect(winnerRows.every((w) => w.item_count === 3)).toBe(true);
  });
});

describe('rights of the request calls', () => {
  it('[INV-REQ-12] getAcctList, ajaxMakeOut and drawBill need SF_INVOICE_MAKE_OUT (10003), and nothing changes', async () => {
    const [item] = await allBillable();
    const address = String(await defaultAddress());
    const sales = b.client();
    await sales.login('demo_sales');
    const lister = await staffWithRights(b, 'inv_lister', ['SF_INVOICE_LIST', 'SF_INVOICE_INFO_QUERY', 'SF_INVOICE_INFO_SET', 'SF_INVOICE_INFO_ALTER']);
    const before = await invoiceSnapshot(b);
    for (const c of [sales, lister]) {
      expect((await c.post('/Invoice-getAcctList', { param: '{}' })).err_code).toBe(10003);
      expect((await c.post('/Invoice-ajaxMakeOut', { param: '{}' })).err_code).toBe(10003);
      expect((await c.post('/Invoice-drawBill', { acc_items: JSON.stringify([item.acct_item_id]), address_id: address })).err_code).toBe(10003);
    }
    expect(await invoiceSnapshot(b)).toEqual(before);
    const finance = b.client();
    await finance.login('demo_finance');
    expect((await finance.post('/Invoice-drawBill', { acc_items: JSON.stringify([item.acct_item_id]), address_id: address })).err_code).toBe(0);
  });

  it('every invoice call answers 88888 without a session', async () => {
    const anon = b.client();
    for (const path of ['/Invoice-ajaxInfo', '/Invoice-addInfo', '/Invoice-alterInfo', '/Invoice-ajaxUserAddress', '/Home-Address-addressAct', '/Invoice-getAcctList', '/Invoice-ajaxMakeOut', '/Invoice-drawBill', '/Invoice-getLists', '/Invoice-backInvoice']) {
      expect([path, (await anon.post(path)).err_code]).toEqual([path, 88888]);
    }
    expect((await anon.get('/Invoice-download', { invoice_no: '1' })).err_code).toBe(88888);
  });
});

describe('invoice info and billing totals stay consistent', () => {
  it('the wizard\'s step 2 summary fields are in ajaxMakeOut', async () => {
    const info = (await master.call(InvoiceAjaxMakeOut)).arrInvoiceInfo;
    expect(info).toMatchObject({ invoice_header: expect.any(String), issue_type_name: expect.any(String), invoice_type_name: expect.any(String) });
  });
});
