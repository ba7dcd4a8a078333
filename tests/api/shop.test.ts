/**
 * Shop settings over HTTP (src/common/shop.ts, server/routes/overall/enterprise/shop.ts) and the image upload pipeline
 * (server/uploads.ts, GET File-image): rights, tenant isolation, the shared rules, review states,
 * byte-level image checks, and the staff-log row committed with the change.
 */
import { ErrCode, LOCALE_HEADER } from '../../src/common/api';
import { ShopAjaxInfo, ShopGetIndustryClass, ShopGetSupplyClass, ShopShopSet, type ShopSetFields } from '../../src/common/shop';
import { backendPerTest, type Json, type TestClient } from '../helpers/testApp';
import { addStaffWithRights } from '../helpers/staff';
import sharp from 'sharp';
import { pngBytes } from '../helpers/png';
import { runFileSweep } from '../../server/fileSweep';

const t = backendPerTest();

const png = (w = 150, h = 150) => pngBytes(w, h);

async function upload(client: TestClient, bytes: Buffer | Uint8Array, name: string, headers: Record<string, string> = {}): Promise<Json> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await client.raw('/api/shop-shopPic', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost', ...headers } });
  return (await res.json()) as Json;
}

async function loggedIn(login: string): Promise<TestClient> {
  const c = t.b.client();
  await c.login(login);
  return c;
}

const demoShop = async () => t.b.db.selectFrom('shops').selectAll().where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();

/** A complete, valid save of the demo shop's settings with `logo`. */
async function validFields(logo: string, more: Partial<ShopSetFields> = {}): Promise<ShopSetFields> {
  const { data } = await t.master.call(ShopAjaxInfo);
  return {
    ...data,
    shop_logo: logo,
    industry_class: Object.keys(data.industry_class).map(Number),
    supply_class: Object.keys(data.supply_class).map(Number),
    ...more,
  };
}

describe('shop settings', () => {
  it('[SHOP-03] [SHOP-40] [SHOP-41] [SHOP-42] [API-SHOP-03] shop-ajaxInfo answers data, service_type and user_role with each review state', async () => {
    const reply = await t.master.call(ShopAjaxInfo);
    expect(reply.err_code).toBe(0);
    expect(reply.data).toMatchObject({ shop_name: '演示家具厂', company_name: '佛山演示家具制造有限公司', service_province: '440000', service_city: '440600', service_region: '440606', user_roles: [101, 104], user_services: [1, 2, 6], shop_pics: [] });
    expect(reply.user_role.map((r) => r.role_id)).toEqual([101, 102, 103, 104, 105]);
    expect(reply.user_role.find((r) => r.role_id === 104)).toEqual({ role_id: 104, role_ch_name: '板式家具工厂', check: '1', comments: '' });
    expect(reply.user_role.find((r) => r.role_id === 102)?.check).toBe('');
    expect(reply.service_type.find((s) => s.service_type_id === 6)).toEqual({ service_type_id: 6, service_type_ch_name: '加工外协', check: '-1', comments: '营业执照经营范围不含加工外协' });
    expect(reply.service_type.find((s) => s.service_type_id === 2)?.check).toBe('0');
  });

  it('[SHOP-09] [SHOP-43] [API-SHOP-01] [API-SHOP-02] classes come as trees (child for industry, children for supply); chosen ones as class_id → name with the title parent/child', async () => {
    const industry = await t.master.call(ShopGetIndustryClass);
    expect(industry.data[0]).toMatchObject({ class_id: 100, class_name: '家具制造' });
    expect(industry.data[0].child[0]).toEqual({ class_id: 101, class_name: '板式家具' });
    const supply = await t.master.call(ShopGetSupplyClass);
    expect(supply.data[0].children.map((c) => c.class_name)).toContain('颗粒板');
    const { data } = await t.master.call(ShopAjaxInfo);
    expect(data.industry_class['101']).toEqual({ class_name: '板式家具', title: '家具制造/板式家具' });
    expect(data.supply_class['211']).toEqual({ class_name: '铰链', title: '五金/铰链' });
    // In English for an English reader.
    const en = await t.master.post(ShopAjaxInfo.path, {}, { [LOCALE_HEADER]: 'en-US' });
    expect(((en.data as { industry_class: Record<string, unknown> }).industry_class['101'] as { title: string }).title).toBe('Furniture making/Panel furniture');
  });

  it('[SHOP-27] [API-SHOP-05] [API-SHOP-04] [SHOP-34] [SHOP-35] an uploaded PNG is stored; the save keeps it as the logo, answers shopInfo and 保存成功, and logs the change', async () => {
    const up = await upload(t.master, png(), 'logo.png');
    expect(up.err_code).toBe(0);
    expect(up.img).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);
    const served = await t.master.raw(up.img as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    // What is kept is encoded again from the decoded pixels: the same picture, not the same bytes.
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect([stored.info.width, stored.info.height, stored.data.every((v) => v === 0x80)]).toEqual([150, 150, true]);

    const fields = await validFields(up.img as string, { shop_name: '  演示家具厂（新）  ', shop_desc: '新的简介' });
    const reply = await t.master.call(ShopShopSet, fields);
    expect(reply.err_code).toBe(0);
    expect(reply.err_msg).toBe('保存成功');
    expect(reply.shopInfo).toEqual({ shop_name: '演示家具厂（新）', shop_logo: up.img });
    const row = await t.b.db.selectFrom('shops').selectAll().where('shop_name', '=', '演示家具厂（新）').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shop_logo: up.img, shop_desc: '新的简介' });
    const log = await t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', row.shop_id).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log.oper_content).toContain('修改企业设置');
    expect(log.oper_content).toContain('企业名称');
    // The session's shop follows on the next request.
    const status = await t.master.get('/User-loginStatus');
    expect((status.shop_info as { shop_name: string; shop_logo: string })).toMatchObject({ shop_name: '演示家具厂（新）', shop_logo: up.img });
  });

  it('[SHOP-10] [SHOP-11] [SHOP-12] [SHOP-13] [SHOP-14] [SHOP-15] [SHOP-20] [SHOP-21] [SHOP-22] [SHOP-23] [SHOP-24] [SHOP-25] [SHOP-29] [SHOP-30] the server refuses what the form refuses, with the same message, and changes nothing', async () => {
    const logo = (await upload(t.master, png(), 'logo.png')).img as string;
    const before = await demoShop();
    const cases: [Partial<ShopSetFields>, string][] = [
      [{ shop_name: '   ' }, '请填写企业名称'],
      [{ shop_name: '企'.repeat(31) }, '最多30个字符'],
      [{ user_roles: [] }, '请选择角色'],
      [{ user_services: [] }, '请选择服务'],
      [{ shop_logo: '' }, '企业logo必传'],
      [{ service_region: '' }, '请选择联系地址'],
      [{ service_region: '110101' }, '请选择联系地址'],
      [{ shop_address: '' }, '请填写详细地址'],
      [{ shop_address: '路'.repeat(51) }, '最多50个字符'],
      [{ company_name: '司'.repeat(31) }, '最多30个字符'],
      [{ tax_no: '9'.repeat(21) }, '最多20个字符'],
      [{ shop_desc: '述'.repeat(2001) }, '最多2000个字符'],
    ];
    for (const [change, message] of cases) {
      const reply = await t.master.call(ShopShopSet, await validFields(logo, change));
      expect([reply.err_code, reply.err_msg]).toEqual([ErrCode.BAD_REQUEST, message]);
    }
    // Exactly at the limits is fine.
    const ok = await t.master.call(ShopShopSet, await validFields(logo, { shop_name: '企'.repeat(30), shop_address: '路'.repeat(50), tax_no: '9'.repeat(20) }));
    expect(ok.err_code).toBe(0);
    expect(before.shop_name).toBe('演示家具厂');
  });

  it('[SHOP-39] [SHOP-38] an approved role or service cannot be dropped, even by a direct call; a new one waits for review', async () => {
    const logo = (await upload(t.master, png(), 'logo.png')).img as string;
    const dropRole = await t.master.call(ShopShopSet, await validFields(logo, { user_roles: [101] }));
    expect([dropRole.err_code, dropRole.err_msg]).toEqual([ErrCode.BAD_REQUEST, '已审核通过的角色不能取消']);
    const dropService = await t.master.call(ShopShopSet, await validFields(logo, { user_services: [2, 6] }));
    expect([dropService.err_code, dropService.err_msg]).toEqual([ErrCode.BAD_REQUEST, '已审核通过的服务不能取消']);
    // Dropping a pending role and adding another: the new one is pending, the dropped one gone.
    const ok = await t.master.call(ShopShopSet, await validFields(logo, { user_roles: [104, 105], user_services: [1, 3] }));
    expect(ok.err_code).toBe(0);
    const info = await t.master.call(ShopAjaxInfo);
    expect(info.data.user_roles).toEqual([104, 105]);
    expect(info.user_role.find((r) => r.role_id === 105)?.check).toBe('0');
    expect(info.user_role.find((r) => r.role_id === 101)?.check).toBe('');
    expect(info.user_role.find((r) => r.role_id === 104)?.check).toBe('1');
    expect(info.data.user_services).toEqual([1, 3]);
  });

  it('[SHOP-06] [SHOP-07] a classification the roles do not show is cleared by the save', async () => {
    const logo = (await upload(t.master, png(), 'logo.png')).img as string;
    // 102 and 103 (no 101/104/105): no industry; supply stays.
    await t.b.db.deleteFrom('shop_roles').execute();
    const reply = await t.master.call(ShopShopSet, await validFields(logo, { user_roles: [102, 103], industry_class: [101], supply_class: [201] }));
    expect(reply.err_code).toBe(0);
    let { data } = await t.master.call(ShopAjaxInfo);
    expect(Object.keys(data.industry_class)).toEqual([]);
    expect(Object.keys(data.supply_class)).toEqual(['201']);
    // Only 101: industry shows, supply does not.
    await t.master.call(ShopShopSet, await validFields(logo, { user_roles: [101], industry_class: [111], supply_class: [201] }));
    ({ data } = await t.master.call(ShopAjaxInfo));
    expect(Object.keys(data.industry_class)).toEqual(['111']);
    expect(Object.keys(data.supply_class)).toEqual([]);
    // Unknown class ids are refused.
    const bad = await t.master.call(ShopShopSet, await validFields(logo, { user_roles: [101], industry_class: [999] }));
    expect(bad.err_code).toBe(ErrCode.BAD_REQUEST);
  });

  it('[SHOP-16] [SHOP-17] [SHOP-26] uploads are judged by their bytes: a text named .png, an exe named .gif and a truncated PNG are refused; over 5 MB says 图片不能大于5M', async () => {
    // Other features' demo data has files too (report covers): count what this test adds.
    const filesBefore = (await t.b.db.selectFrom('files').select('file_id').execute()).length;
    const notImage = await upload(t.master, Buffer.from('hello, not an image at all'), 'logo.png');
    expect([notImage.err_code, notImage.err_msg]).toEqual([ErrCode.BAD_REQUEST, 'logo.png 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片']);
    const exe = await upload(t.master, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'photo.gif');
    expect(exe.err_code).toBe(ErrCode.BAD_REQUEST);
    const truncated = await upload(t.master, png().subarray(0, 20), 'cut.png');
    expect(truncated.err_code).toBe(ErrCode.BAD_REQUEST);
    const big = Buffer.concat([png(), Buffer.alloc(5_242_881 - png().length)]);
    const tooBig = await upload(t.master, big, 'big.png');
    expect([tooBig.err_code, tooBig.err_msg]).toEqual([ErrCode.BAD_REQUEST, '图片不能大于5M']);
    // A PNG named .gif is stored as the PNG it is.
    const renamed = await upload(t.master, png(), 'really.gif');
    expect(renamed.err_code).toBe(0);
    expect((await t.master.raw(renamed.img as string)).headers.get('content-type')).toBe('image/png');
    // In English, the spec's sentence.
    const en = await upload(t.master, Buffer.from('plain text'), 'a.png', { [LOCALE_HEADER]: 'en-US' });
    expect(en.err_msg).toBe('a.png is not an image, please choose png, jpg, jpeg, bmp, gif images');
    expect(await t.b.db.selectFrom('files').select('file_id').execute()).toHaveLength(filesBefore + 1);
  });

  it('[SHOP-31] [SHOP-32] [SHOP-33] without SF_BASE_CONFIG_EDIT the settings can be read but not saved nor uploaded to; without QUERY not read', async () => {
    await addStaffWithRights(t.b.db, 'viewer', ['SF_BASE_CONFIG_QUERY']);
    await addStaffWithRights(t.b.db, 'nobody', ['SF_MY_RIGHTS']);
    const viewer = await loggedIn('viewer');
    expect((await viewer.call(ShopAjaxInfo)).err_code).toBe(0);
    const logo = (await upload(t.master, png(), 'logo.png')).img as string;
    const fields = await validFields(logo, { shop_name: '改名' });
    expect((await viewer.call(ShopShopSet, fields)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await upload(viewer, png(), 'x.png')).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await demoShop()).shop_name).toBe('演示家具厂');
    const nobody = await loggedIn('nobody');
    expect((await nobody.call(ShopAjaxInfo)).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('one shop never reads, uses or sees the images and settings of another', async () => {
    const south = await loggedIn('south_admin');
    const southLogo = (await upload(south, png(), 'south.png')).img as string;
    // The demo master cannot see the other shop's image, nor save it as its logo.
    expect((await t.master.get(southLogo.replace('/api', ''))).err_code).toBe(ErrCode.NOT_FOUND);
    const stolen = await t.master.call(ShopShopSet, await validFields(southLogo));
    expect([stolen.err_code, stolen.err_msg]).toEqual([ErrCode.BAD_REQUEST, '图片须是本企业上传的图片']);
    for (const logo of ['https://evil.example/x.png', 'javascript:alert(1)', '/api/File-image?key=AAAAAAAAAAAAAAAAAAAAAA&x=2']) {
      expect((await t.master.call(ShopShopSet, await validFields(logo))).err_code).toBe(ErrCode.BAD_REQUEST);
    }
    const southInfo = await south.call(ShopAjaxInfo);
    expect(southInfo.data.shop_name).toBe('南方板材定制');
    expect(southInfo.data.user_roles).toEqual([]);
  });

  it('a picture the save no longer lists goes with the daily sweep, a day later; malformed lists are refused', async () => {
    const logo = (await upload(t.master, png(), 'logo.png')).img as string;
    const pic = (await upload(t.master, png(40, 30), 'pic.png')).img as string;
    expect((await t.master.call(ShopShopSet, await validFields(logo, { shop_pics: [pic] }))).err_code).toBe(0);
    expect((await t.master.raw(pic)).status).toBe(200);
    expect((await t.master.call(ShopShopSet, await validFields(logo, { shop_pics: [] }))).err_code).toBe(0);
    // Another form of the shop could still name it: it stays until the sweep finds nothing does.
    expect((await t.master.raw(pic)).status).toBe(200);
    t.b.clock.advance(24 * 60 * 60 * 1000 + 1);
    await runFileSweep(t.b.db, t.b.clock.now());
    await t.master.login('demo_admin');
    expect((await t.master.get(pic.replace('/api', ''))).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.raw(logo)).status).toBe(200);
    for (const [field, value] of [['user_roles', '{"a":1}'], ['shop_pics', 'not json'], ['industry_class', '[1,2'], ['user_services', '[9]']]) {
      const base = await validFields(logo);
      const wire = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
      expect((await t.master.post(ShopShopSet.path, { ...wire, [field]: value })).err_code).toBe(ErrCode.BAD_REQUEST);
    }
  });
});
