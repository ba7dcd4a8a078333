/**
 * Numbers as people paste them (issue 26): grouped, full width, with a country code. The server
 * normalizes each number field with the forms' normalizer (src/common/normalize.ts) before checking
 * it, stores the number it stands for, and refuses one that is still too long with the field's
 * message — never a shortened value. Also: a cleared staff field is a change, and no SMS code is
 * sent to a phone that already belongs to an account.
 */
import { ErrCode } from '../../src/common/api';
import { InvoiceAjaxInfo, InvoiceAjaxUserAddress, type InvoiceInfo } from '../../src/common/invoice';
import { YzPayAddInParts, YzPayEditMerchants } from '../../src/common/merchant';
import { ShopAjaxInfo, ShopShopSet } from '../../src/common/shop';
import { EsPost, GetCheckCode, NsPost, UserCheck } from '../../src/common/staff';
import { validMerchantForm } from '../helpers/merchant';
import { pngBytes } from '../helpers/png';
import { backendPerTest, type Json, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const userRow = (login: string) => t.b.db.selectFrom('users').selectAll().where('login_name', '=', login).executeTakeFirstOrThrow();
const groupId = async (name: string) => (await t.b.db.selectFrom('staff_groups').select('group_id').where('group_name', '=', name).executeTakeFirstOrThrow()).group_id;
const count = async (table: 'sms_outbox' | 'sms_codes' | 'staff_logs') => Number((await t.b.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const reply = (r: { err_code: number; err_msg?: string }) => [r.err_code, r.err_msg];

/** Sends a code to `phone` as typed and reads it from the outbox, where it went to the normalized number. */
async function codeFor(typed: string, stored: string): Promise<string> {
  expect(reply(await t.master.call(GetCheckCode, { phoneNbr: typed }))).toEqual([0, '验证码已发送至']);
  const sms = await t.b.db.selectFrom('sms_outbox').select('content').where('phone', '=', stored).orderBy('sms_id', 'desc').executeTakeFirstOrThrow();
  return /(\d{6})/.exec(sms.content)![1];
}

async function upload(client: TestClient, path: string): Promise<Json> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngBytes(150, 150))]), 'photo.png');
  const res = await client.raw(`/api/${path}`, { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' } });
  return (await res.json()) as Json;
}

describe('staff: pasted numbers, cleared fields, SMS codes', () => {
  it('[STAFF-FORM-15] [STAFF-FORM-16] [STAFF-FORM-19] [STAFF-FORM-26] a grouped phone and ID number are checked and stored as the numbers they stand for', async () => {
    const code = await codeFor('139 2233 4455', '13922334455');
    const created = await t.master.call(NsPost, {
      userName: 'pasted_phone',
      userPass: 'secret-123',
      userPass2: 'secret-123',
      fullName: '粘贴号码',
      nickName: '',
      userPhone: '139 2233 4455',
      userSex: 1,
      certID: '1101 0519 4912 3100 2x',
      depID: 0,
      ifChat: 0,
      grpID: String(await groupId('销售专员')),
      checkCode: code,
    });
    expect(reply(created)).toEqual([0, '新增员工成功']);
    expect(await userRow('pasted_phone')).toMatchObject({ user_phone: '13922334455', cert_id: '11010519491231002X' });
    // The uniqueness check reads the phone the same way.
    expect(reply(await t.master.call(UserCheck, { phone: '+86 139-2233-4455' }))).toEqual([ErrCode.CONFLICT, '手机号码 13922334455 已被使用']);
    // A changed phone in an edit, full width with a country code, and its code.
    const id = (await userRow('pasted_phone')).user_id;
    const next = await codeFor('１３９ ２２３３ ６６７７', '13922336677');
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, userPhone: '+86 139 2233 6677', checkCode: next } }))).toEqual([0, '修改成功']);
    expect((await userRow('pasted_phone')).user_phone).toBe('13922336677');
    // Too long once normalized: the rule's message, nothing cut, nothing stored.
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, userPhone: '139 2233 66778', checkCode: next } }))).toEqual([ErrCode.BAD_REQUEST, '手机号码格式不对']);
    expect((await userRow('pasted_phone')).user_phone).toBe('13922336677');
  });

  it('[STAFF-FORM-13] [STAFF-FORM-12] [STAFF-FORM-18] [STAFF-FORM-23] a nickname, full name or ID number can be cleared; 无修改! only when nothing changed', async () => {
    const id = (await userRow('ma_finance')).user_id;
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, nickName: '' } }))).toEqual([0, '修改成功']);
    expect((await userRow('ma_finance')).nick_name).toBe('');
    const log = await t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log.oper_content).toBe('修改员工 马秀兰（ma_finance）：昵称');
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, fullName: '', certID: '' } }))).toEqual([0, '修改成功']);
    expect(await userRow('ma_finance')).toMatchObject({ nick_name: '', full_name: '', cert_id: '' });
    // Cleared again: now that is nothing changed.
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, nickName: '' } }))).toEqual([ErrCode.BAD_REQUEST, '无修改!']);
    // A required field sent empty says what is wrong with it.
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, userName: '' } }))).toEqual([ErrCode.BAD_REQUEST, '请填写用户名']);
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, userPhone: '' } }))).toEqual([ErrCode.BAD_REQUEST, '手机号码不能为空']);
    expect(reply(await t.master.call(EsPost, { param: { staffID: id, grpID: '' } }))).toEqual([ErrCode.BAD_REQUEST, '请选择岗位角色']);
    expect((await userRow('ma_finance')).login_name).toBe('ma_finance');
  });

  it('[STAFF-FORM-26] [STAFF-FORM-17] no code is sent to a phone that already belongs to an account, in this shop or another; the refusal is the save\'s', async () => {
    const [outbox, codes, logs] = [await count('sms_outbox'), await count('sms_codes'), await count('staff_logs')];
    expect(reply(await t.master.call(GetCheckCode, { phoneNbr: '13911110001' }))).toEqual([ErrCode.CONFLICT, '手机号码 13911110001 已被使用']);
    expect(reply(await t.master.call(GetCheckCode, { phoneNbr: '136 0013 6000' }))).toEqual([ErrCode.CONFLICT, '手机号码 13600136000 已被使用']);
    // Someone who left keeps their phone too (the unique index holds it).
    expect(reply(await t.master.call(GetCheckCode, { phoneNbr: '13911110018' }))).toEqual([ErrCode.CONFLICT, '手机号码 13911110018 已被使用']);
    expect([await count('sms_outbox'), await count('sms_codes'), await count('staff_logs')]).toEqual([outbox, codes, logs]);
    // The save answers the same.
    expect(reply(await t.master.call(NsPost, { userName: 'taken_phone', userPass: 'secret-123', userPass2: 'secret-123', userPhone: '13911110001', depID: 0, grpID: String(await groupId('销售专员')), checkCode: '000000' }))).toEqual([
      ErrCode.CONFLICT,
      '手机号码 13911110001 已被使用',
    ]);
  });
});

describe('invoice addresses and invoice info', () => {
  it('[ADDR-16] [ADDR-17] a grouped phone and postcode are stored whole; one still too long is refused with 手机号不正确', async () => {
    const fields = { type: '1', receiver: '赵师傅', province: '440000', city: '440600', region: '440606', address: '北滘镇工业大道 1 号', mail: 'zhao@example.com' };
    const added = await t.master.post('/Home-Address-addressAct', { ...fields, tel: '135 0013 5000', postcode: '528 311' });
    expect(reply(added)).toEqual([0, '新增成功']);
    const stored = (await t.master.call(InvoiceAjaxUserAddress)).user_address[String(added.id)];
    expect(stored).toMatchObject({ telephone: '13500135000', postcode: '528311' });
    expect(reply(await t.master.post('/Home-Address-addressAct', { ...fields, tel: '135 0013 50001', postcode: '' }))).toEqual([ErrCode.BAD_REQUEST, '手机号不正确']);
  });

  it('[INV-INFO-14] [INV-INFO-19] [INV-INFO-21] the tax number and account lose their grouping, the registered landline keeps its dash; too long is a message', async () => {
    const addressId = (await t.b.db.selectFrom('mail_addresses').select('address_id').orderBy('address_id').executeTakeFirstOrThrow()).address_id;
    const data = {
      address_id: addressId,
      invoice_header: '佛山市演示家具制造有限公司',
      issue_type: 2,
      invoice_type: 2,
      tax_no: '9144 0606 ma51 xk3r 2t',
      bank_name: '中国建设银行佛山分行',
      bank_no: '4405 0166 7301 0000 0123',
      address: '广东省佛山市顺德区乐从镇家具大道 88 号',
      phone: '0757－2881 2345',
    };
    expect(reply(await t.master.post('/Invoice-alterInfo', { data: JSON.stringify(data) }))).toEqual([0, '提交成功']);
    const saved = (await t.master.call(InvoiceAjaxInfo)).arrInvoiceInfo as InvoiceInfo;
    expect(saved).toMatchObject({ tax_no: '91440606MA51XK3R2T', bank_no: '44050166730100000123', phone: '0757-28812345' });
    const tooLong = await t.master.post('/Invoice-alterInfo', { data: JSON.stringify({ ...data, tax_no: `${'9144 0606 '.repeat(4)}`, bank_no: '1'.repeat(41) }) });
    expect(reply(tooLong)).toEqual([ErrCode.BAD_REQUEST, '税务登记证号最多30个字符']);
    expect(((await t.master.call(InvoiceAjaxInfo)).arrInvoiceInfo as InvoiceInfo).tax_no).toBe('91440606MA51XK3R2T');
  });
});

describe('shop settings and the payment merchant application', () => {
  it('[SHOP-24] a tax number pasted grouped is saved whole (18 characters), not cut at 20; 21 characters once normalized is refused', async () => {
    const logo = (await upload(t.master, 'shop-shopPic')).img as string;
    const { data } = await t.master.call(ShopAjaxInfo);
    const fields = { ...data, shop_logo: logo, industry_class: Object.keys(data.industry_class).map(Number), supply_class: Object.keys(data.supply_class).map(Number) };
    expect(reply(await t.master.call(ShopShopSet, { ...fields, tax_no: '9144 0606 MA4W 2K8X 3B' }))).toEqual([0, '保存成功']);
    const stored = async () => (await t.b.db.selectFrom('shops').select('tax_no').where('shop_id', '=', (await userRow('demo_admin')).shop_id).executeTakeFirstOrThrow()).tax_no;
    expect(await stored()).toBe('91440606MA4W2K8X3B');
    expect(reply(await t.master.call(ShopShopSet, { ...fields, tax_no: '９１４４ ０６０６ ｍａ４ｗ ２ｋ８ｘ ３ｂｃｄｅ' }))).toEqual([ErrCode.BAD_REQUEST, '最多20个字符']);
    expect(await stored()).toBe('91440606MA4W2K8X3B');
  });

  it('[MERCH-22] [MERCH-28] [MERCH-30] [MERCH-32] phones, the credit code, accounts and the branch code are stored normalized; a still too long one is refused', async () => {
    const image = (await upload(t.master, 'YzPay-uploadFile')).file_path as string;
    const pasted = {
      lawyer_mobile: '+86 138 0013 8000',
      contact_phone: '139 1234 5678',
      open_bank_reserve_phone: '138-0013-8000',
      service_tel: '0757-2233 4455',
      business_license_code: '9144 0606 ma4u j8xx 1k',
      lawyer_cert_no: '1101 0119 9003 0712 34',
      settle_account_no: '6222 0212 3456 7891 234',
      opening_license_account_no: 'j588 0001 2345 01',
      open_bank_code: '1025 8800 0123',
    };
    const tooLong = await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, { ...pasted, settle_account_no: '6222 0212 3456 7891 2345 6789 0123 4567 8' }) });
    expect(reply(tooLong)).toEqual([ErrCode.BAD_REQUEST, '结算账号最多32个字符']);
    expect(reply(await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, pasted) }))).toEqual([0, '提交成功']);
    const { merchants } = await t.master.call(YzPayEditMerchants);
    expect(merchants).toMatchObject({
      lawyer_mobile: '13800138000',
      contact_phone: '13912345678',
      open_bank_reserve_phone: '13800138000',
      service_tel: '0757-22334455',
      business_license_code: '91440606MA4UJ8XX1K',
      lawyer_cert_no: '110101199003071234',
      settle_account_no: '6222021234567891234',
      opening_license_account_no: 'J5880001234501',
      open_bank_code: '102588000123',
    });
  });
});

describe('login', () => {
  it('finds the account by its phone however it is typed', async () => {
    for (const typed of ['139 1234 5678', '+86 139-1234-5678', '１３９１２３４５６７８']) {
      const client = t.b.client({ ip: '10.26.0.1' });
      expect((await client.post('/User-login', { login_name: typed, password: 'furniture-2026' })).err_code).toBe(0);
      expect(((await client.get('/User-loginStatus')).user_info as { login_name: string }).login_name).toBe('demo_sales');
    }
  });
});
