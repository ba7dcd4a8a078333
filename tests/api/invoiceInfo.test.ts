import { InvoiceAjaxInfo, type InvoiceInfo } from '../../src/common/invoice';
import { invoiceSnapshot, shopId, staffLogs, staffWithRights } from '../helpers/invoiceFixtures';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
let demoShop: number;
eachTestBackend(async (backend, client) => {
  [b, master] = [backend, client];
  demoShop = await shopId(b, '演示家具厂');
});

const INFO_FIELDS = [
  'issue_type',
  'issue_type_name',
  'invoice_type',
  'invoice_type_name',
  'invoice_header',
  'address_id',
  'tax_no',
  'bank_name',
  'bank_no',
  'address',
  'phone',
  'create_date',
  'update_date',
  'addr',
  'receiver',
  'telephone',
  'mail',
  'city',
  'province',
  'region',
  'postcode',
  'uaddress',
  'shop_id',
  'user_id',
];

const addressIds = async (shop = demoShop) =>
  (await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', shop).orderBy('address_id').execute()).map((r) => r.address_id);

const company = async () => ({
  address_id: (await addressIds())[1],
  invoice_header: '佛山市演示家具制造有限公司',
  issue_type: 2,
  invoice_type: 2,
  tax_no: '91440606MA51XK3R2T',
  bank_name: '中国建设银行佛山分行',
  bank_no: '44050166730100000123',
  address: '广东省佛山市顺德区乐从镇家具大道 88 号',
  phone: '0757-28812345',
});

const info = async (c: TestClient = master) => {
  const r = await c.call(InvoiceAjaxInfo);
  expect(r.err_code).toBe(0);
  return r;
};
const send = (path: '/Invoice-addInfo' | '/Invoice-alterInfo', data: unknown, c: TestClient = master) =>
  c.post(path, { data: typeof data === 'string' ? data : JSON.stringify(data) });

describe('Invoice-ajaxInfo', () => {
  it('[API-INV-01] [INV-INFO-01] [INV-INFO-10] [INV-INFO-11] answers the type maps, the header and the saved info', async () => {
    const r = await info();
    expect(r.issue_type).toEqual({ '1': { val: 1, ch_name: '个人' }, '2': { val: 2, ch_name: '企业' } });
    expect(r.invoice_type).toEqual({ '1': { val: 1, ch_name: '增值税普通发票' }, '2': { val: 2, ch_name: '增值税专用发票' } });
    expect(r.invoice_header).toBe('佛山市演示家具制造有限公司');
    expect(Array.isArray(r.arrInvoiceInfo)).toBe(false);
  });

  it('[INV-INFO-29] [INV-INFO-03] the saved info carries every field, joined with its mailing address', async () => {
    const saved = (await info()).arrInvoiceInfo as InvoiceInfo;
    expect(Object.keys(saved).sort()).toEqual([...INFO_FIELDS].sort());
    expect(saved).toMatchObject({
      issue_type: 2,
      issue_type_name: '企业',
      invoice_type: 2,
      invoice_type_name: '增值税专用发票',
      tax_no: '91440606MA51XK3R2T',
      receiver: '陈建国',
      province: '广东省',
      city: '佛山市',
      region: '顺德区',
      uaddress: '乐从镇家具大道 88 号 演示家具厂 财务室',
      addr: '广东省佛山市顺德区乐从镇家具大道 88 号 演示家具厂 财务室',
      postcode: '528315',
      telephone: '13800138000',
      shop_id: demoShop,
    });
    expect(saved.create_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('[INV-INFO-02] answers arrInvoiceInfo as an empty array when no info is saved, with the shop name as header suggestion', async () => {
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    const r = await info();
    expect(r.arrInvoiceInfo).toEqual([]);
    expect(r.invoice_header).toBe('演示家具厂');
  });

  it('each shop sees its own info only', async () => {
    const south = b.client();
    await south.login('south_admin');
    const theirs = (await info(south)).arrInvoiceInfo as InvoiceInfo;
    expect(theirs).toMatchObject({ issue_type: 1, invoice_header: '南方板材定制', receiver: '黄志强' });
  });

  it('[INV-INFO-08] needs SF_INVOICE_INFO_QUERY or SF_INVOICE_MAKE_OUT (10003 otherwise)', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    expect((await sales.post('/Invoice-ajaxInfo')).err_code).toBe(10003);
    const listOnly = await staffWithRights(b, 'inv_list_only', ['SF_INVOICE_LIST']);
    expect((await listOnly.post('/Invoice-ajaxInfo')).err_code).toBe(10003);
    for (const [name, right] of [
      ['inv_q', 'SF_INVOICE_INFO_QUERY'],
      ['inv_m', 'SF_INVOICE_MAKE_OUT'],
    ] as const) {
      const c = await staffWithRights(b, name, [right]);
      expect((await c.post('/Invoice-ajaxInfo')).err_code).toBe(0);
    }
  });
});

describe('Invoice-addInfo and Invoice-alterInfo', () => {
  it('[API-INV-02] [INV-INFO-26] [INV-INFO-28] addInfo saves the first info, then refuses a second add (use alter)', async () => {
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    const data = await company();
    expect(await send('/Invoice-addInfo', data)).toMatchObject({ err_code: 0, err_msg: '提交成功' });
    const saved = (await info()).arrInvoiceInfo as InvoiceInfo;
    expect(saved).toMatchObject({ ...data, receiver: '王丽华', user_id: expect.any(Number) });
    expect(await staffLogs(b, '新增发票信息')).toHaveLength(1);
    const before = await invoiceSnapshot(b);
    const again = await send('/Invoice-addInfo', { ...data, invoice_header: '别的抬头' });
    expect(again).toMatchObject({ err_code: 10008, err_msg: '发票信息已存在，请使用修改' });
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('[API-INV-03] [INV-INFO-27] alterInfo changes the saved info and audits', async () => {
    const data = { ...(await company()), invoice_header: '佛山市演示家具有限公司', bank_name: '招商银行佛山分行' };
    b.clock.advance(60_000);
    expect(await send('/Invoice-alterInfo', data)).toMatchObject({ err_code: 0, err_msg: '提交成功' });
    const saved = (await info()).arrInvoiceInfo as InvoiceInfo;
    expect(saved).toMatchObject({ invoice_header: '佛山市演示家具有限公司', bank_name: '招商银行佛山分行', address_id: data.address_id });
    expect(saved.update_date).not.toBe(saved.create_date);
    expect((await staffLogs(b, '修改发票信息'))[0].oper_content).toContain('佛山市演示家具有限公司');
  });

  it('alterInfo without saved info answers not found (add first)', async () => {
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    expect(await send('/Invoice-alterInfo', await company())).toMatchObject({ err_code: 10004, err_msg: '尚未设置发票信息，请先新增' });
    expect(await b.db.selectFrom('invoice_infos').selectAll().execute()).toHaveLength(1);
  });

  it('[INV-INFO-12] [INV-INFO-13] issue type 1 stores only address_id, invoice_header and issue_type, as an ordinary VAT invoice', async () => {
    const r = await send('/Invoice-alterInfo', { ...(await company()), issue_type: 1, invoice_type: 2, invoice_header: '陈建国' });
    expect(r.err_code).toBe(0);
    const saved = (await info()).arrInvoiceInfo as InvoiceInfo;
    expect(saved).toMatchObject({ issue_type: 1, invoice_type: 1, invoice_type_name: '增值税普通发票', invoice_header: '陈建国', tax_no: '', bank_name: '', bank_no: '', address: '', phone: '' });
  });

  it('[INV-INFO-14] issue type 2 stores invoice_type and the five company fields', async () => {
    const data = { ...(await company()), invoice_type: 1, tax_no: '', bank_name: '工商银行', bank_no: '', address: '', phone: '' };
    expect((await send('/Invoice-alterInfo', data)).err_code).toBe(0);
    expect((await info()).arrInvoiceInfo).toMatchObject({ issue_type: 2, invoice_type: 1, bank_name: '工商银行', tax_no: '' });
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ['[INV-INFO-15] a mailing address must be chosen', { address_id: 0 }, '请选择邮寄地址'],
    ['[INV-INFO-15] a missing address_id is refused', { address_id: undefined }, '请选择邮寄地址'],
    ['[INV-INFO-16] the header is required', { invoice_header: '  ' }, '请填写发票抬头'],
    ['[INV-INFO-17] the tax number is required for a company special invoice', { tax_no: '' }, '请填写税务登记证号'],
    ['[INV-INFO-18] the bank name is required for a company special invoice', { bank_name: '' }, '请填写开户银行名称'],
    ['[INV-INFO-19] the bank account is required for a company special invoice', { bank_no: ' ' }, '请填写基本开户账号'],
    ['[INV-INFO-20] the registered address is required for a company special invoice', { address: '' }, '请填写注册场所地址'],
    ['[INV-INFO-21] the registered phone is required for a company special invoice', { phone: '' }, '请填写注册固定电话'],
    ['issue type 2 needs an invoice type', { invoice_type: undefined }, '请选择发票类型'],
    ['the header is at most 100 characters', { invoice_header: '抬'.repeat(101) }, '发票抬头最多100个字符'],
  ];
  it.each(rules)('%s (server-side, nothing written)', async (_name, change, message) => {
    const before = await invoiceSnapshot(b);
    const data = { ...(await company()), ...change };
    expect(await send('/Invoice-alterInfo', data)).toMatchObject({ err_code: 10001, err_msg: message });
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('[INV-INFO-22] [INV-INFO-25] the five fields are optional unless issue type 2 and invoice type 2; the tax number format is not enforced', async () => {
    const base = await company();
    expect((await send('/Invoice-alterInfo', { address_id: base.address_id, invoice_header: '个人抬头', issue_type: 1 })).err_code).toBe(0);
    expect((await send('/Invoice-alterInfo', { address_id: base.address_id, invoice_header: '某公司', issue_type: 2, invoice_type: 1 })).err_code).toBe(0);
    expect((await send('/Invoice-alterInfo', { ...base, tax_no: 'abc' })).err_code).toBe(0);
    // Accepted, only written the one way tax numbers are (normalized: upper case, no grouping).
    expect(((await info()).arrInvoiceInfo as InvoiceInfo).tax_no).toBe('ABC');
  });

  it('accepts numbers given as strings (address_id "5", issue_type "2")', async () => {
    const data = await company();
    const r = await send('/Invoice-alterInfo', { ...data, address_id: String(data.address_id), issue_type: '2', invoice_type: '2' });
    expect(r.err_code).toBe(0);
  });

  it('malformed data answers 10001, never a 500, and nothing changes', async () => {
    const before = await invoiceSnapshot(b);
    for (const path of ['/Invoice-addInfo', '/Invoice-alterInfo'] as const) {
      for (const bad of ['{not json', '[]', '"text"', '123', 'null', JSON.stringify({ ...(await company()), issue_type: 3 }), JSON.stringify({ ...(await company()), invoice_type: 9 }), JSON.stringify({ ...(await company()), issue_type: undefined }), JSON.stringify({ ...(await company()), tax_no: { x: 1 } }), JSON.stringify({ ...(await company()), address_id: 'x1' })]) {
        const r = await send(path, bad);
        expect([path, bad, r.err_code]).toEqual([path, bad, 10001]);
      }
      expect((await master.post(path, {})).err_code).toBe(10001);
    }
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('[INV-INFO-08] addInfo needs SF_INVOICE_INFO_SET and alterInfo SF_INVOICE_INFO_ALTER; refusals change nothing', async () => {
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    const data = await company();
    const sales = b.client();
    await sales.login('demo_sales');
    const alterOnly = await staffWithRights(b, 'inv_alter', ['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_INFO_ALTER']);
    const setOnly = await staffWithRights(b, 'inv_set', ['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_INFO_SET']);
    const before = await invoiceSnapshot(b);
    expect((await send('/Invoice-addInfo', data, sales)).err_code).toBe(10003);
    expect((await send('/Invoice-alterInfo', data, sales)).err_code).toBe(10003);
    expect((await send('/Invoice-addInfo', data, alterOnly)).err_code).toBe(10003);
    expect(await invoiceSnapshot(b)).toEqual(before);
    expect((await send('/Invoice-addInfo', data, setOnly)).err_code).toBe(0);
    const afterAdd = await invoiceSnapshot(b);
    expect((await send('/Invoice-alterInfo', { ...data, invoice_header: 'X' }, setOnly)).err_code).toBe(10003);
    expect(await invoiceSnapshot(b)).toEqual(afterAdd);
    expect((await send('/Invoice-alterInfo', { ...data, invoice_header: 'X' }, alterOnly)).err_code).toBe(0);
  });

  it('another shop\'s or an unknown mailing address answers not found (10004), and nothing changes', async () => {
    const south = b.client();
    await south.login('south_admin');
    const before = await invoiceSnapshot(b);
    for (const addressId of [(await addressIds())[0], 987654]) {
      expect(await send('/Invoice-alterInfo', { address_id: addressId, invoice_header: '南方板材定制', issue_type: 1 }, south)).toMatchObject({ err_code: 10004, err_msg: '邮寄地址不存在' });
    }
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', await shopId(b, '南方板材定制')).execute();
    const without = await invoiceSnapshot(b);
    expect((await send('/Invoice-addInfo', { address_id: (await addressIds())[0], invoice_header: '南方板材定制', issue_type: 1 }, south)).err_code).toBe(10004);
    expect(await invoiceSnapshot(b)).toEqual(without);
    expect(before.infos).toHaveLength(2);
  });

  it('concurrent first adds save one info; the others are told to alter', async () => {
    await b.db.deleteFrom('invoice_infos').where('shop_id', '=', demoShop).execute();
    const data = await company();
    const replies = await Promise.all(Array.from({ length: 8 }, () => send('/Invoice-addInfo', data)));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.err_code === 10008)).toHaveLength(7);
    expect(await b.db.selectFrom('invoice_infos').selectAll().where('shop_id', '=', demoShop).execute()).toHaveLength(1);
  });
});
