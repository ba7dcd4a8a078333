import { invoiceSnapshot, shopId, staffLogs, staffWithRights } from '../helpers/invoiceFixtures';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';
import { InvoiceAjaxUserAddress } from '../../src/common/invoice';

let b: TestBackend;
let master: TestClient;
eachTestBackend((backend, client) => ([b, master] = [backend, client]));

const VALID = {
  receiver: '赵师傅',
  province: '440000',
  city: '440600',
  region: '440606',
  address: '北滘镇工业大道 1 号',
  postcode: '528311',
  tel: '13500135000',
  mail: 'zhao@example.com',
};

const list = async (c: TestClient = master) => {
  const r = await c.call(InvoiceAjaxUserAddress);
  expect(r.err_code).toBe(0);
  return r.user_address;
};
const add = (fields: Record<string, string>, c: TestClient = master) => c.post('/Home-Address-addressAct', { type: '1', ...fields });
const demoAddressIds = async () =>
  (await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', await shopId(b, '演示家具厂')).orderBy('address_id').execute()).map((r) => r.address_id);
const defaults = async (shop = '演示家具厂') =>
  (await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', await shopId(b, shop)).where('is_default', '=', 1).execute()).map((r) => r.address_id);

describe('Invoice-ajaxUserAddress', () => {
  it('[API-INV-04] [ADDR-01] [ADDR-23] [ADDR-24] answers the shop\'s addresses as a map of address_id to address, one of them default', async () => {
    const map = await list();
    const rows = Object.values(map);
    expect(rows).toHaveLength(3);
    for (const [key, a] of Object.entries(map)) {
      expect(Object.keys(a).sort()).toEqual(
        ['address_id', 'receiver', 'province_id', 'province_name', 'city_id', 'city_name', 'region_id', 'region_name', 'address_name', 'postcode', 'telephone', 'mail', 'is_default'].sort(),
      );
      expect(String(a.address_id)).toBe(key);
    }
    expect(rows.filter((a) => a.is_default === 1)).toHaveLength(1);
    expect(rows.find((a) => a.is_default === 1)).toMatchObject({ receiver: '陈建国', province_name: '广东省', city_name: '佛山市', region_name: '顺德区' });
  });

  it('addresses belong to the shop: the finance clerk sees the master\'s addresses, the other shop sees only its own', async () => {
    const finance = b.client();
    await finance.login('demo_finance');
    expect(Object.keys(await list(finance)).sort()).toEqual(Object.keys(await list()).sort());
    const south = b.client();
    await south.login('south_admin');
    const theirs = Object.values(await list(south));
    expect(theirs.map((a) => a.receiver)).toEqual(['黄志强']);
  });

  it('refuses a user without an invoice right (10003); a view-only user may read', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    expect((await sales.post('/Invoice-ajaxUserAddress')).err_code).toBe(10003);
    const viewer = await staffWithRights(b, 'inv_viewer', ['SF_INVOICE_INFO_QUERY']);
    expect(Object.keys(await list(viewer))).toHaveLength(3);
  });
});

describe('Home-Address-addressAct', () => {
  it('[API-INV-05] [API-INV-09] [ADDR-03] type 1 adds an address, answers its id, looks up the region names and audits', async () => {
    const r = await add(VALID);
    expect(r).toMatchObject({ err_code: 0, err_msg: '新增成功' });
    expect(typeof r.id).toBe('number');
    const a = (await list())[String(r.id)];
    expect(a).toMatchObject({
      address_id: r.id,
      receiver: '赵师傅',
      province_id: '440000',
      province_name: '广东省',
      city_id: '440600',
      city_name: '佛山市',
      region_id: '440606',
      region_name: '顺德区',
      address_name: '北滘镇工业大道 1 号',
      postcode: '528311',
      telephone: '13500135000',
      mail: 'zhao@example.com',
      is_default: 0,
    });
    expect((await staffLogs(b, '新增邮寄地址')).at(-1)).toMatchObject({ login_name: 'demo_admin', menu_ch_name: '发票管理' });
  });

  it('the first address of a shop becomes its default', async () => {
    await b.db.deleteFrom('invoice_infos').execute();
    await b.db.deleteFrom('mail_addresses').execute();
    const r = await add(VALID);
    expect((await list())[String(r.id)].is_default).toBe(1);
    const second = await add({ ...VALID, receiver: '钱师傅' });
    expect((await list())[String(second.id)].is_default).toBe(0);
  });

  const cases: [string, Record<string, string>, string][] = [
    ['[ADDR-12] receiver is required', { receiver: '  ' }, '请填写收件人'],
    ['[ADDR-13] the three-level region is required', { region: '' }, '请选择区域'],
    ['[ADDR-13] the region must be a real province/city/county path', { region: '110101' }, '请选择区域'],
    ['[ADDR-13] an unknown province is refused', { province: '990000' }, '请选择区域'],
    ['[ADDR-14] the detail address is required', { address: '' }, '请填写详细地址'],
    ['[ADDR-15] the phone is required', { tel: '' }, '请填写手机号'],
    ['[ADDR-16] the phone must be 11 digits starting with 1', { tel: '23800138000' }, '手机号不正确'],
    ['[ADDR-16] the phone must be digits', { tel: '1380013800a' }, '手机号不正确'],
    ['[ADDR-17] the phone is at most 11 long', { tel: '138001380001' }, '手机号不正确'],
    ['[ADDR-18] the mail is required', { mail: '' }, '请填写邮箱'],
    ['[ADDR-19] the mail must look like an e-mail', { mail: 'zhao@example' }, '邮箱不正确'],
    ['[ADDR-19] the mail must not hold spaces', { mail: 'zh ao@example.com' }, '邮箱不正确'],
    ['the receiver is at most 30 characters', { receiver: '收'.repeat(31) }, '收件人最多30个字符'],
    ['the detail address is at most 100 characters', { address: '路'.repeat(101) }, '详细地址最多100个字符'],
    ['a given postcode is 6 digits', { postcode: '52831' }, '邮政编码应为6位数字'],
  ];
  it.each(cases)('%s (server-side rule, nothing written)', async (_name, fields, message) => {
    const before = await invoiceSnapshot(b);
    const r = await add({ ...VALID, ...fields });
    expect(r).toMatchObject({ err_code: 10001, err_msg: message });
    const id = (await demoAddressIds())[0];
    expect(await master.post('/Home-Address-addressAct', { type: '2', addrid: String(id), ...VALID, ...fields })).toMatchObject({ err_code: 10001, err_msg: message });
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('[ADDR-20] the postcode is optional', async () => {
    const { postcode: _omit, ...rest } = VALID;
    const r = await add(rest);
    expect(r.err_code).toBe(0);
    expect((await list())[String(r.id)].postcode).toBe('');
  });

  it('[API-INV-06] [ADDR-05] type 2 modifies the address named by addrid and keeps its default flag', async () => {
    const [first] = await defaults();
    const r = await master.post('/Home-Address-addressAct', { type: '2', addrid: String(first), ...VALID, receiver: '陈总' });
    expect(r).toMatchObject({ err_code: 0, err_msg: '修改成功', id: first });
    expect((await list())[String(first)]).toMatchObject({ receiver: '陈总', region_name: '顺德区', is_default: 1 });
    expect(await staffLogs(b, '修改邮寄地址')).toHaveLength(1);
  });

  it('[API-INV-07] [ADDR-06] type 3 deletes; deleting the default hands the default to another address', async () => {
    const added = await add(VALID);
    expect(await master.post('/Home-Address-addressAct', { type: '3', id: String(added.id) })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect((await list())[String(added.id)]).toBeUndefined();
    // The default is the invoice info's address: move the info away first, then delete it.
    const [def] = await defaults();
    const other = (await demoAddressIds()).find((id) => id !== def)!;
    await b.db.updateTable('invoice_infos').set({ address_id: other }).where('shop_id', '=', await shopId(b, '演示家具厂')).execute();
    expect((await master.post('/Home-Address-addressAct', { type: '3', id: String(def) })).err_code).toBe(0);
    expect(await defaults()).toHaveLength(1);
  });

  it('refuses to delete the invoice info\'s mailing address (10008), and nothing changes', async () => {
    const info = await b.db.selectFrom('invoice_infos').select('address_id').where('shop_id', '=', await shopId(b, '演示家具厂')).executeTakeFirstOrThrow();
    const before = await invoiceSnapshot(b);
    const r = await master.post('/Home-Address-addressAct', { type: '3', id: String(info.address_id) });
    expect(r.err_code).toBe(10008);
    expect(r.err_msg).toContain('发票信息');
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('[API-INV-08] [ADDR-09] [ADDR-10] type 4 makes exactly that address the default', async () => {
    const ids = await demoAddressIds();
    const target = ids[2];
    expect(await master.post('/Home-Address-addressAct', { type: '4', id: String(target) })).toMatchObject({ err_code: 0, err_msg: '默认地址成功' });
    expect(await defaults()).toEqual([target]);
    expect((await list())[String(target)].is_default).toBe(1);
    // Setting the default again is harmless.
    expect((await master.post('/Home-Address-addressAct', { type: '4', id: String(target) })).err_code).toBe(0);
    expect(await defaults()).toEqual([target]);
  });

  it('concurrent set-default calls leave exactly one default', async () => {
    const ids = await demoAddressIds();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => master.post('/Home-Address-addressAct', { type: '4', id: String(ids[i % ids.length]) })));
    expect(replies.every((r) => r.err_code === 0)).toBe(true);
    expect(await defaults()).toHaveLength(1);
  });

  it('another shop\'s or an unknown address answers not found (10004) for types 2, 3 and 4, and nothing changes', async () => {
    const south = b.client();
    await south.login('south_admin');
    const demoId = (await demoAddressIds())[1];
    const before = await invoiceSnapshot(b);
    for (const id of [demoId, 999999]) {
      expect((await south.post('/Home-Address-addressAct', { type: '2', addrid: String(id), ...VALID })).err_code).toBe(10004);
      expect((await south.post('/Home-Address-addressAct', { type: '3', id: String(id) })).err_code).toBe(10004);
      expect((await south.post('/Home-Address-addressAct', { type: '4', id: String(id) })).err_code).toBe(10004);
    }
    expect(await invoiceSnapshot(b)).toEqual(before);
  });

  it('refuses callers without a writing right (10003), and nothing changes', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    const viewer = await staffWithRights(b, 'inv_viewer2', ['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST']);
    const id = String((await demoAddressIds())[1]);
    const before = await invoiceSnapshot(b);
    for (const c of [sales, viewer]) {
      expect((await add(VALID, c)).err_code).toBe(10003);
      expect((await c.post('/Home-Address-addressAct', { type: '2', addrid: id, ...VALID })).err_code).toBe(10003);
      expect((await c.post('/Home-Address-addressAct', { type: '3', id })).err_code).toBe(10003);
      expect((await c.post('/Home-Address-addressAct', { type: '4', id })).err_code).toBe(10003);
    }
    expect(await invoiceSnapshot(b)).toEqual(before);
    // Whoever may request invoices may add the address to send them to.
    const requester = await staffWithRights(b, 'inv_requester', ['SF_INVOICE_MAKE_OUT']);
    expect((await add(VALID, requester)).err_code).toBe(0);
  });

  it('answers a clear error for a missing or unknown type, or a malformed id', async () => {
    expect((await master.post('/Home-Address-addressAct', { ...VALID })).err_code).toBe(10001);
    expect(await master.post('/Home-Address-addressAct', { type: '7' })).toMatchObject({ err_code: 10001, err_msg: '操作类型 type 只能是 1、2、3、4' });
    expect((await master.post('/Home-Address-addressAct', { type: '3', id: 'abc' })).err_code).toBe(10001);
    expect((await master.post('/Home-Address-addressAct', { type: '3' })).err_code).toBe(10001);
    expect((await master.post('/Home-Address-addressAct', { type: '2', ...VALID })).err_code).toBe(10001);
  });

  it('keeps at most 50 addresses per shop', async () => {
    const sid = await shopId(b, '演示家具厂');
    const row = await b.db.selectFrom('mail_addresses').selectAll().where('shop_id', '=', sid).executeTakeFirstOrThrow();
    const { address_id: _id, ...copy } = row;
    await b.db.insertInto('mail_addresses').values(Array.from({ length: 47 }, () => ({ ...copy, is_default: 0 }))).execute();
    expect(await add(VALID)).toMatchObject({ err_code: 10001, err_msg: '邮寄地址最多50个，请先删除不用的地址' });
  });
});
