/**
 * Payment merchant onboarding over HTTP (src/common/merchant.ts, server/routes/overall/enterprise/merchant.ts): the
 * first submit and the changes after it, the shared rules with the spec's messages, the audit states,
 * rights, tenant isolation, uploads judged by their bytes, and personal and bank numbers encrypted
 * at rest and masked for whoever may not edit them.
 */
import { sql } from 'kysely';
import { ErrCode, LOCALE_HEADER } from '../../src/common/api';
import { YzPayAddInParts, YzPayArea, YzPayEditMerchants, YzPayGetOtherData, YzPayUpdateInParts, type MerchantField, type MerchantForm } from '../../src/common/merchant';
import { decryptField, TEST_FIELD_KEY } from '../../server/auth/fieldCrypto';
import { makeBackend, backendPerTest, type Json, type TestClient } from '../helpers/testApp';
import { addStaffWithRights } from '../helpers/staff';
import { validMerchantForm } from '../helpers/merchant';
import { pngBytes } from '../helpers/png';

const t = backendPerTest();

async function upload(client: TestClient, bytes: Buffer | Uint8Array, name: string): Promise<Json> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await client.raw('/api/YzPay-uploadFile', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' } });
  return (await res.json()) as Json;
}

async function loggedIn(login: string): Promise<TestClient> {
  const c = t.b.client();
  await c.login(login);
  return c;
}

/** An uploaded photo of the client's shop: its path. */
const photo = async (client: TestClient = t.master) => (await upload(client, pngBytes(60, 40), 'photo.png')).file_path as string;

const demoShopId = async () => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;

/** The stored row, as the database holds it. */
async function rawRow(shopId: number): Promise<Record<string, unknown>> {
  return (await sql<Record<string, unknown>>`select * from merchants where shop_id = ${shopId}`.execute(t.b.db)).rows[0];
}

async function submitted(more: Partial<MerchantForm> = {}): Promise<MerchantForm> {
  const form = validMerchantForm(await photo(), more);
  const reply = await t.master.call(YzPayAddInParts, { data: form });
  expect([reply.err_code, reply.err_msg]).toEqual([0, '提交成功']);
  return form;
}

const setStatus = async (audit_status: number, audit_msg = '') =>
  t.b.db.updateTable('merchants').set({ audit_status, audit_msg }).where('shop_id', '=', await demoShopId()).execute();

/** REQUIREMENTS MERCH-38..45: the application's fields, by group, as the spec names them. */
const APPLICATION_FIELDS: Record<string, readonly string[]> = {
  '[MERCH-38]': ['short_name', 'merchant_name', 'merchant_type', 'business_license_code', 'business_license_name', 'business_license_photo', 'business_license_expired', 'industry_category_id', 'business_address', 'province', 'city', 'area'],
  '[MERCH-39]': ['store_head_photo', 'store_shop_photo', 'store_hall_photo', 'store_cashier_photo', 'hand_licence_photo'],
  '[MERCH-40]': ['lawyer_name', 'lawyer_cert_type', 'lawyer_cert_no', 'lawyer_cert_photo_front', 'lawyer_cert_photo_back', 'lawyer_mobile'],
  '[MERCH-41]': ['contact_person', 'contact_phone', 'service_tel', 'email'],
  '[MERCH-42]': ['settle_account_type', 'settle_account_no', 'settle_account', 'opening_license_account_no', 'opening_license_account_photo', 'settle_auth_letter_photo'],
  '[MERCH-43]': ['bank_card_photo_front', 'bank_card_photo_back'],
  '[MERCH-44]': ['open_bank', 'open_sub_bank', 'open_bank_code', 'open_bank_reserve_phone'],
  '[MERCH-45]': ['authorized_person_cert_no', 'authorized_person_cert_type', 'authorized_cert_photo_front', 'authorized_cert_photo_back'],
};

/** Stands for a freshly uploaded photo (each image field gets its own). */
const PHOTO = '<photo>';

/** A valid application whose fields differ from each other as far as their choices allow. */
const FIRST_VALUES: MerchantForm = {
  short_name: '顺德板式家具',
  merchant_name: '佛山市顺德区板式家具有限公司',
  merchant_type: '1',
  business_license_code: '91440606MA4UJ8XX1K',
  business_license_name: '顺德板式家具（执照名）',
  business_license_photo: PHOTO,
  business_license_expired: '2036-05-31',
  industry_category_id: '1002',
  business_address: '北滘镇工业大道8号',
  province: '440000',
  city: '440600',
  area: '440606',
  store_head_photo: PHOTO,
  store_shop_photo: PHOTO,
  store_hall_photo: PHOTO,
  store_cashier_photo: PHOTO,
  hand_licence_photo: PHOTO,
  lawyer_name: '张伟',
  lawyer_cert_type: '2',
  lawyer_cert_no: '110101199003071234',
  lawyer_cert_photo_front: PHOTO,
  lawyer_cert_photo_back: PHOTO,
  lawyer_mobile: '13800138000',
  contact_person: '王芳',
  contact_phone: '13912345678',
  service_tel: '0757-22334455',
  email: 'pay@example.com',
  settle_account_type: '1',
  settle_account_no: '6222021234567891234',
  settle_account: '顺德板式家具结算户',
  opening_license_account_no: 'J5880001234501',
  opening_license_account_photo: PHOTO,
  settle_auth_letter_photo: PHOTO,
  bank_card_photo_front: PHOTO,
  bank_card_photo_back: PHOTO,
  open_bank: '中国工商银行',
  open_sub_bank: '佛山顺德支行',
  open_bank_code: '102588000123',
  open_bank_reserve_phone: '13700137000',
  authorized_person_cert_no: '11010519491231002X',
  authorized_person_cert_type: '3',
  authorized_cert_photo_front: PHOTO,
  authorized_cert_photo_back: PHOTO,
};

/** Other valid values, each different from FIRST_VALUES' (the region another whole pick). */
const SECOND_VALUES: MerchantForm = {
  ...FIRST_VALUES,
  short_name: '顺德家具',
  merchant_name: '佛山市顺德区家具有限公司',
  merchant_type: '2',
  business_license_code: '91440606MA4W2K8X3B',
  business_license_name: '顺德家具（执照名）',
  business_license_expired: '2037-12-31',
  industry_category_id: '1003',
  business_address: '乐从镇家具大道88号',
  province: '110000',
  city: '110100',
  area: '110101',
  lawyer_name: '李强',
  lawyer_cert_type: '1',
  lawyer_cert_no: '440681199003152354',
  lawyer_mobile: '13600136000',
  contact_person: '陈静',
  contact_phone: '13500135000',
  service_tel: '0757-28881234',
  email: 'finance@example.com',
  settle_account_type: '2',
  settle_account_no: '6228480402564890018',
  settle_account: '陈静',
  opening_license_account_no: 'J5880009876502',
  open_bank: '中国建设银行',
  open_sub_bank: '佛山北滘支行',
  open_bank_code: '105588000456',
  open_bank_reserve_phone: '13300133000',
  authorized_person_cert_no: '320102198001011234',
  authorized_person_cert_type: '1',
};

/** `values` with a photo of its own uploaded for each image field (of `only`, when given). */
async function distinctForm(values: MerchantForm, only?: readonly MerchantField[]): Promise<MerchantForm> {
  const form = { ...values };
  for (const field of only ?? (Object.keys(form) as MerchantField[])) if (form[field] === PHOTO) form[field] = await photo();
  return form;
}

describe('payment merchant application', () => {
  it('[MERCH-03] [MERCH-10] [MERCH-36] [API-MERCH-01] [API-MERCH-04] [API-MERCH-06] none before the first submit; addInParts stores the whole form, pending (audit_status 1), and logs it', async () => {
    expect((await t.master.call(YzPayEditMerchants)).merchants).toBeNull();
    const up = await upload(t.master, pngBytes(60, 40), 'photo.png');
    expect(up.err_code).toBe(0);
    expect(up.file_path).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);
    expect((await t.master.raw(up.file_path as string)).headers.get('content-type')).toBe('image/png');
    const form = validMerchantForm(up.file_path as string, { short_name: '  顺德板式家具  ' });
    const reply = await t.master.call(YzPayAddInParts, { data: form });
    expect([reply.err_code, reply.err_msg]).toEqual([0, '提交成功']);
    const { merchants } = await t.master.call(YzPayEditMerchants);
    // [MERCH-28] stored trimmed; the one who may edit gets every field in clear.
    expect(merchants).toEqual({ ...form, short_name: '顺德板式家具', audit_status: 1, audit_msg: '' });
    const log = await t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', await demoShopId()).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect([log.menu_ch_name, log.oper_content]).toEqual(['支付商户设置', '提交支付商户进件：顺德板式家具']);
    // A second first submit is refused.
    const again = await t.master.call(YzPayAddInParts, { data: form });
    expect([again.err_code, again.err_msg]).toEqual([ErrCode.BAD_REQUEST, '商户资料已提交，请修改后再提交']);
  });

  it('[MERCH-11] [MERCH-12] [API-MERCH-05] updateInParts changes only the fields sent; nothing changed answers 数据未修改; a rejected application sent again is pending', async () => {
    const form = await submitted();
    await setStatus(3, '门头照不清晰');
    const unchanged = await t.master.call(YzPayUpdateInParts, { data: { short_name: form.short_name } });
    expect([unchanged.err_code, unchanged.err_msg]).toEqual([ErrCode.BAD_REQUEST, '数据未修改']);
    expect((await t.master.call(YzPayUpdateInParts, { data: {} })).err_msg).toBe('数据未修改');
    const head = await photo();
    const reply = await t.master.call(YzPayUpdateInParts, { data: { store_head_photo: head, contact_person: '李四' } });
    expect([reply.err_code, reply.err_msg]).toEqual([0, '提交成功']);
    const { merchants } = await t.master.call(YzPayEditMerchants);
    expect(merchants).toEqual({ ...form, store_head_photo: head, contact_person: '李四', audit_status: 1, audit_msg: '' });
    const log = await t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', await demoShopId()).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log.oper_content).toBe('修改支付商户进件：门头照、联系人');
    expect(JSON.parse(log.changes)).toHaveLength(2);
  });

  it('[MERCH-13] [MERCH-14] [MERCH-15] [MERCH-16] [MERCH-17] [MERCH-18] [MERCH-21] [MERCH-22] [MERCH-23] [MERCH-29] [MERCH-30] [MERCH-31] [MERCH-32] the server refuses what the form refuses, with the same message, and stores nothing', async () => {
    const image = await photo();
    const cases: [Partial<MerchantForm>, string][] = [
      [{ short_name: '   ' }, '请填写商户简称'],
      [{ merchant_name: '' }, '请填写商户名称'],
      [{ merchant_type: '' }, '请填写商户类型'],
      [{ business_license_code: '' }, '请填写统一社会信用代码'],
      [{ industry_category_id: '' }, '请填写经营类目'],
      [{ business_address: '' }, '请填写经营地址'],
      [{ area: '' }, '请填写所在地区'],
      [{ city: '440100' }, '请填写所在地区'],
      [{ store_head_photo: '' }, '请填写门头照'],
      [{ store_shop_photo: '' }, '请填写店内环境照'],
      [{ store_hall_photo: '' }, '请填写经营场所照'],
      [{ store_cashier_photo: '' }, '请填写收银台照'],
      [{ contact_person: '' }, '请填写联系人'],
      [{ contact_phone: '' }, '请填写联系人手机号'],
      [{ service_tel: '' }, '请填写客服电话'],
      [{ email: '' }, '请填写邮箱'],
      [{ settle_account_type: '' }, '请填写结算账户类型'],
      [{ settle_account_no: '' }, '请填写结算账号'],
      [{ settle_account: '' }, '请填写结算账户名称'],
      [{ open_bank: '' }, '请填写开户银行'],
      [{ open_sub_bank: '' }, '请填写开户支行'],
      [{ open_bank_code: '' }, '请填写开户行联行号'],
      [{ open_bank_reserve_phone: '' }, '请填写银行预留手机号'],
      [{ lawyer_mobile: '1380013800' }, '手机号不正确'],
      [{ contact_phone: '23912345678' }, '手机号不正确'],
      [{ open_bank_reserve_phone: '1391234567a' }, '手机号不正确'],
      [{ email: 'pay@example' }, '邮箱不正确'],
      [{ short_name: '简'.repeat(65) }, '商户简称最多64个字符'],
      [{ merchant_name: '名'.repeat(65) }, '商户名称最多64个字符'],
      [{ business_address: '路'.repeat(65) }, '经营地址最多64个字符'],
      [{ email: `${'a'.repeat(53)}@example.com` }, '邮箱最多64个字符'],
      [{ business_license_code: '9'.repeat(33) }, '统一社会信用代码最多32个字符'],
      [{ lawyer_name: '法'.repeat(33) }, '法人姓名最多32个字符'],
      [{ lawyer_cert_no: '1'.repeat(33) }, '法人证件号码最多32个字符'],
      [{ settle_account: '户'.repeat(33) }, '结算账户名称最多32个字符'],
      [{ settle_account_no: '6'.repeat(33) }, '结算账号最多32个字符'],
      [{ open_bank: '银'.repeat(33) }, '开户银行最多32个字符'],
      [{ open_sub_bank: '支'.repeat(33) }, '开户支行最多32个字符'],
      [{ open_bank_code: '1'.repeat(33) }, '开户行联行号最多32个字符'],
      [{ contact_person: '联'.repeat(17) }, '联系人最多16个字符'],
      [{ service_tel: '0'.repeat(17) }, '客服电话最多16个字符'],
      [{ contact_phone: '139123456789' }, '联系人手机号最多11个字符'],
      [{ merchant_type: '9' }, '商户类型不在可选范围内'],
      [{ business_license_expired: '2036-02-30' }, '营业执照有效期至格式不正确'],
    ];
    for (const [change, message] of cases) {
      const reply = await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, change) });
      expect([change, reply.err_code, reply.err_msg]).toEqual([change, ErrCode.BAD_REQUEST, message]);
    }
    expect(await t.b.db.selectFrom('merchants').selectAll().execute()).toEqual([]);
    // Exactly at the limits is fine.
    const atLimits = { short_name: '简'.repeat(64), business_license_code: '9'.repeat(32), contact_person: '联'.repeat(16), service_tel: '0'.repeat(16) };
    expect((await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, atLimits) })).err_code).toBe(0);
    // The same rules on a change.
    const bad = await t.master.call(YzPayUpdateInParts, { data: { email: 'not-an-email' } });
    expect([bad.err_code, bad.err_msg]).toEqual([ErrCode.BAD_REQUEST, '邮箱不正确']);
    // Fields that are not the application's, and malformed data, are refused.
    for (const data of ['{"shop_id": 2}', '{"audit_status": 2}', 'not json', '[1,2]', '{"email": {"x": 1}}']) {
      expect((await t.master.post(YzPayUpdateInParts.path, { data })).err_code).toBe(ErrCode.BAD_REQUEST);
    }
    // In English, the rules speak English.
    const en = await t.master.post(YzPayAddInParts.path, { data: JSON.stringify(validMerchantForm(image, { short_name: '' })) }, { [LOCALE_HEADER]: 'en-US' });
    expect(en.err_msg).toBe('Please fill in the short name');
  });

  it('[MERCH-19] [MERCH-20] the legal person is required for merchant types 1 and 2, not for 3', async () => {
    const image = await photo();
    const noLegalPerson = { lawyer_name: '', lawyer_cert_type: '', lawyer_cert_no: '', lawyer_cert_photo_front: '', lawyer_cert_photo_back: '', lawyer_mobile: '' };
    const expected = ['请填写法人姓名', '请填写法人证件类型', '请填写法人证件号码', '请填写法人证件正面', '请填写法人证件反面', '请填写法人手机号'];
    for (const type of ['1', '2']) {
      const reply = await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, { ...noLegalPerson, merchant_type: type }) });
      expect([reply.err_code, reply.err_msg]).toEqual([ErrCode.BAD_REQUEST, expected[0]]);
      // Each field on its own.
      for (const [i, field] of Object.keys(noLegalPerson).entries()) {
        const one = await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, { merchant_type: type, [field]: '' }) });
        expect([field, one.err_msg]).toEqual([field, expected[i]]);
      }
    }
    const micro = await t.master.call(YzPayAddInParts, { data: validMerchantForm(image, { ...noLegalPerson, merchant_type: '3' }) });
    expect(micro.err_code).toBe(0);
    // A micro merchant that becomes an enterprise must then give its legal person.
    const toEnterprise = await t.master.call(YzPayUpdateInParts, { data: { merchant_type: '1' } });
    expect([toEnterprise.err_code, toEnterprise.err_msg]).toEqual([ErrCode.BAD_REQUEST, '请填写法人姓名']);
  });

  it('[MERCH-07] [MERCH-08] an approved application (2) is read-only on the server: no change, no upload', async () => {
    const form = await submitted();
    await setStatus(2);
    const change = await t.master.call(YzPayUpdateInParts, { data: { contact_person: '李四' } });
    expect([change.err_code, change.err_msg]).toEqual([ErrCode.BAD_REQUEST, '商户资料已审核通过，不能修改']);
    const up = await upload(t.master, pngBytes(10, 10), 'x.png');
    expect([up.err_code, up.err_msg]).toEqual([ErrCode.BAD_REQUEST, '商户资料已审核通过，不能修改']);
    const { merchants } = await t.master.call(YzPayEditMerchants);
    expect(merchants).toMatchObject({ contact_person: form.contact_person, audit_status: 2 });
  });

  it('[MERCH-09] a rejected application answers audit_status 3 and its audit_msg', async () => {
    await submitted();
    await setStatus(3, '营业执照照片模糊，请重新上传');
    expect((await t.master.call(YzPayEditMerchants)).merchants).toMatchObject({ audit_status: 3, audit_msg: '营业执照照片模糊，请重新上传' });
  });

  it('[MERCH-02] [ROUTE-16] a member without SF_YZ_MERCHANTS_SET may view (numbers masked) but neither submit, change nor upload', async () => {
    const form = await submitted();
    await addStaffWithRights(t.b.db, 'yz_viewer', ['SF_MY_RIGHTS']);
    const viewer = await loggedIn('yz_viewer');
    const { merchants } = await viewer.call(YzPayEditMerchants);
    expect(merchants).toMatchObject({
      short_name: form.short_name,
      settle_account_no: '6222 **** **** 1234',
      lawyer_cert_no: '110***********1234',
      lawyer_mobile: '138****8000',
      contact_phone: '139****5678',
      open_bank_reserve_phone: '138****8000',
      opening_license_account_no: 'J58*******4501',
    });
    expect(JSON.stringify(merchants)).not.toContain('6222021234567891234');
    expect((await viewer.call(YzPayGetOtherData)).err_code).toBe(0);
    expect((await viewer.call(YzPayArea)).err_code).toBe(0);
    expect((await viewer.call(YzPayUpdateInParts, { data: { contact_person: '李四' } })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await viewer.call(YzPayAddInParts, { data: form })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await upload(viewer, pngBytes(10, 10), 'x.png')).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await t.master.call(YzPayEditMerchants)).merchants?.contact_person).toBe(form.contact_person);
    // The ID and bank card photos: no path for the viewer, and the file itself is not served to them.
    expect(merchants?.lawyer_cert_photo_front).toBe('');
    expect(merchants?.bank_card_photo_front ?? '').toBe('');
    const photo = form.lawyer_cert_photo_front;
    expect((await viewer.get(photo.replace('/api', ''))).err_code).toBe(ErrCode.NOT_FOUND);
    const served = await t.master.raw(photo);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it.each(Object.entries(APPLICATION_FIELDS))('%s each field of the group is a field of its own: submitted, answered by editMerchants as sent, and changed alone', async (_id, fields) => {
    const first = await distinctForm(FIRST_VALUES);
    expect((await t.master.call(YzPayAddInParts, { data: first })).err_code).toBe(0);
    const answered = async () => (await t.master.call(YzPayEditMerchants)).merchants as unknown as Record<string, unknown>;
    let expected: Record<string, unknown> = { ...first, audit_status: 1, audit_msg: '' };
    const stored = await answered();
    for (const field of fields) expect([field, stored[field]]).toEqual([field, first[field as MerchantField]]);
    expect(stored).toEqual(expected);
    // Each field (the region's three as one pick) changed alone changes that field only.
    const second = await distinctForm(SECOND_VALUES, fields as readonly MerchantField[]);
    const region: readonly string[] = ['province', 'city', 'area'];
    const batches = [...fields.filter((f) => !region.includes(f)).map((f) => [f]), ...(fields.includes('province') ? [region] : [])];
    for (const batch of batches) {
      const data = Object.fromEntries(batch.map((f) => [f, second[f as MerchantField]]));
      const reply = await t.master.call(YzPayUpdateInParts, { data });
      expect([batch, reply.err_code, reply.err_msg]).toEqual([batch, 0, '提交成功']);
      expected = { ...expected, ...data };
      expect(await answered()).toEqual(expected);
    }
  });

  it('[MERCH-46] editMerchants answers the application\'s fields of MERCH-38..45 and the audit\'s: audit_status and audit_msg as the review left them', async () => {
    await submitted();
    const listed = [...Object.values(APPLICATION_FIELDS).flat(), 'audit_status', 'audit_msg'].sort();
    const pending = (await t.master.call(YzPayEditMerchants)).merchants!;
    expect(Object.keys(pending).sort()).toEqual(listed);
    expect([pending.audit_status, pending.audit_msg]).toEqual([1, '']);
    await setStatus(3, '门头照不清晰');
    expect((await t.master.call(YzPayEditMerchants)).merchants).toMatchObject({ audit_status: 3, audit_msg: '门头照不清晰' });
    await setStatus(2);
    const approved = (await t.master.call(YzPayEditMerchants)).merchants!;
    expect([approved.audit_status, approved.audit_msg]).toEqual([2, '']);
    expect(Object.keys(approved).sort()).toEqual(listed);
  });

  it('ids beyond a 32-bit column are refused as bad input, not as a server error', async () => {
    const huge = '/api/File-image?file_id=999999999999';
    expect((await t.master.get('/File-image', { file_id: '999999999999' })).err_code).toBe(ErrCode.BAD_REQUEST);
    const reply = await t.master.call(YzPayAddInParts, { data: validMerchantForm(huge) });
    expect(reply.err_code).toBe(ErrCode.BAD_REQUEST);
  });

  it('one shop never sees the application of another, nor uses its images', async () => {
    await submitted();
    const south = await loggedIn('south_admin');
    expect((await south.call(YzPayEditMerchants)).merchants).toBeNull();
    expect((await south.call(YzPayUpdateInParts, { data: { contact_person: '越权' } })).err_code).toBe(ErrCode.NOT_FOUND);
    const demoImage = await photo();
    const stolen = await south.call(YzPayAddInParts, { data: validMerchantForm(demoImage) });
    expect([stolen.err_code, stolen.err_msg]).toEqual([ErrCode.BAD_REQUEST, '图片须是本企业上传的图片']);
    for (const path of ['https://evil.example/x.png', '/api/File-image?key=AAAAAAAAAAAAAAAAAAAAAA&x=2']) {
      expect((await south.call(YzPayAddInParts, { data: validMerchantForm(path) })).err_code).toBe(ErrCode.BAD_REQUEST);
    }
    // With its own images it has its own application; the demo shop's is unchanged.
    expect((await south.call(YzPayAddInParts, { data: validMerchantForm(await photo(south), { short_name: '南方板材' }) })).err_code).toBe(0);
    expect((await south.call(YzPayEditMerchants)).merchants?.short_name).toBe('南方板材');
    expect((await t.master.call(YzPayEditMerchants)).merchants?.short_name).toBe('顺德板式家具');
  });

  it('[MERCH-33] [MERCH-34] [MERCH-35] uploads are judged by their bytes: png, jpg, jpeg only, one file, at most 2 MB', async () => {
    const files = async () => (await t.b.db.selectFrom('files').select('file_id').execute()).length;
    const before = await files();
    const text = await upload(t.master, Buffer.from('hello, not an image at all'), 'photo.png');
    expect([text.err_code, text.err_msg]).toEqual([ErrCode.BAD_REQUEST, 'photo.png 不是图片, 请选择png, jpg, jpeg格式的图片']);
    // A real GIF is an image, but not one this field takes.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await upload(t.master, gif, 'anim.gif')).err_msg).toBe('anim.gif 不是图片, 请选择png, jpg, jpeg格式的图片');
    const big = Buffer.concat([pngBytes(10, 10), Buffer.alloc(2_097_153 - pngBytes(10, 10).length)]);
    const tooBig = await upload(t.master, big, 'big.png');
    expect([tooBig.err_code, tooBig.err_msg]).toEqual([ErrCode.BAD_REQUEST, '图片不能大于2M']);
    const atLimit = Buffer.concat([pngBytes(10, 10), Buffer.alloc(2_097_152 - pngBytes(10, 10).length)]);
    expect((await upload(t.master, atLimit, 'limit.png')).err_code).toBe(0);
    // Only the one accepted file was stored.
    expect(await files()).toBe(before + 1);
  });

  it('[API-MERCH-02] [API-MERCH-03] [MERCH-04] [MERCH-05] the choices and the three-level region tree, in the reader\'s language', async () => {
    const options = await t.master.call(YzPayGetOtherData);
    expect(options.merchant_type).toEqual({ 1: '企业', 2: '个体工商户', 3: '小微商户' });
    expect(options.settle_account_type).toEqual({ 1: '对公账户', 2: '对私账户' });
    expect(options.cert_type).toEqual({ 1: '身份证', 2: '护照', 3: '港澳通行证' });
    expect(options.industry.slice(0, 3)).toEqual([
      { value: '1001', label: '家具零售' },
      { value: '1002', label: '家具制造' },
      { value: '1003', label: '建材批发' },
    ]);
    const en = (await t.master.post(YzPayGetOtherData.path, {}, { [LOCALE_HEADER]: 'en-US' })) as Json & { merchant_type: Record<string, string> };
    expect(en.merchant_type['2']).toBe('Sole proprietor');
    const { area } = await t.master.call(YzPayArea);
    expect(area['440000'].region_name).toBe('广东省');
    expect(area['440000'].child?.['440600'].child?.['440606'].region_name).toBe('顺德区');
  });

  it('bank, ID and phone numbers are encrypted at rest, bound to their shop and column; the staff log keeps them masked', async () => {
    const form = await submitted();
    const shopId = await demoShopId();
    const row = await rawRow(shopId);
    for (const field of ['settle_account_no', 'lawyer_cert_no', 'lawyer_mobile', 'contact_phone', 'open_bank_reserve_phone', 'opening_license_account_no'] as const) {
      const stored = String(row[field]);
      expect(stored).toMatch(/^v1:[\w-]{16}:[\w-]+$/);
      expect(stored).not.toContain(form[field]);
      expect(await decryptField(await TEST_FIELD_KEY(), stored, `merchants:${shopId}:${field}`)).toBe(form[field]);
      // Moved to another column it does not decrypt.
      await expect(decryptField(await TEST_FIELD_KEY(), stored, `merchants:${shopId}:email`)).rejects.toThrow();
    }
    // Plain fields stay plain.
    expect(row.short_name).toBe(form.short_name);
    // The same number encrypts differently each time (a new IV per value).
    await t.master.call(YzPayUpdateInParts, { data: { settle_account_no: '6222021234567890000' } });
    await t.master.call(YzPayUpdateInParts, { data: { settle_account_no: form.settle_account_no } });
    expect((await rawRow(shopId)).settle_account_no).not.toBe(row.settle_account_no);
    const logs = await t.b.db.selectFrom('staff_logs').select(['oper_content', 'changes', 'texts']).where('shop_id', '=', shopId).execute();
    const logText = JSON.stringify(logs);
    expect(logText).toContain('6222 **** **** 0000');
    for (const secret of [form.settle_account_no, '6222021234567890000', form.lawyer_cert_no, form.contact_phone]) expect(logText).not.toContain(secret);
  });

  it('without a field key the host refuses to store the application rather than store it in clear', async () => {
    const keyless = await makeBackend({ fieldKey: undefined });
    try {
      const master = keyless.client();
      await master.login('demo_admin');
      const image = (await upload(master, pngBytes(10, 10), 'p.png')).file_path as string;
      const reply = await master.call(YzPayAddInParts, { data: validMerchantForm(image) });
      expect(reply.err_code).toBe(ErrCode.INTERNAL);
      expect(await keyless.db.selectFrom('merchants').selectAll().execute()).toEqual([]);
    } finally {
      await keyless.close();
    }
  });
});
