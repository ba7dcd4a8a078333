/**
 * System configuration on the server (server/routes/overall/enterprise/shopConfig.ts; REQUIREMENTS SYSCFG, API-SHOP):
 * reading needs SF_BASE_CONFIG_QUERY, saving SF_BASE_CONFIG_EDIT; each shop sees and changes only
 * its own props; bad props are refused with a message and change nothing; a change is logged with
 * its before and after in the same transaction.
 */
import { ErrCode, LOCALE_HEADER } from '../../src/common/api';
import type { ShopProps } from '../../src/common/session';
import { GetPackFieldConfig, GoodsNameConfigMerge, ShopGetProps, ShopSetProps } from '../../src/common/shopConfig';
import { backendPerTest, type TestClient } from '../helpers/testApp';
import { addStaffWithRights } from '../helpers/staff';

const t = backendPerTest();

const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const storedProps = async (name = '演示家具厂') =>
  JSON.parse((await t.b.db.selectFrom('shops').select('shop_props').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_props) as ShopProps;
const staffLogs = async (name = '演示家具厂') =>
  t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', await shopId(name)).orderBy('log_id').execute();

/** Sends `props` as the raw form field, as a client that does not go through the contract might. */
const sendRaw = (client: TestClient, props: string) => client.post(ShopSetProps.path, { props });

async function loggedIn(login: string): Promise<TestClient> {
  const c = t.b.client();
  await c.login(login);
  return c;
}

describe('system configuration: shop props', () => {
  it('[SYSCFG-09] [SYSCFG-13] [API-SHOP-06] the master saves the whole shop_props and reads them back', async () => {
    const props: ShopProps = { ErpPush: 0, GoodsNameConfig: '{名称}-{规格}', PackBlockName: '{板件名称}', PackBlockDetail: '{长}*{宽}*{厚}', PackPartName: '{五金名称}', PackPartDetail: '{规格} x{数量}' };
    const reply = await t.master.call(ShopSetProps, { props });
    expect(reply.err_code).toBe(0);
    expect(reply.err_msg).toBe('保存成功');
    expect(reply.props).toEqual(props);
    expect(await storedProps()).toEqual(props);
    expect((await t.master.call(ShopGetProps)).props).toEqual(props);
    // The session delivers the same (User-loginStatus, shop_info.shop_props).
    const status = await t.master.get('/User-loginStatus');
    expect((status.shop_info as { shop_props: ShopProps }).shop_props).toEqual(props);
  });

  it('[SYSCFG-13] the props sent replace the stored ones whole: a template left out is gone', async () => {
    await t.master.call(ShopSetProps, { props: { ErpPush: 1, GoodsNameConfig: '{名称}', PackBlockName: '{尺寸}' } });
    expect((await t.master.call(ShopSetProps, { props: { GoodsNameConfig: '{品牌}{名称}' } })).err_code).toBe(0);
    expect(await storedProps()).toEqual({ GoodsNameConfig: '{品牌}{名称}' });
  });

  it('the change is logged in the staff log with what changed, before and after; a save that changes nothing logs nothing', async () => {
    const before = (await staffLogs()).length;
    await t.master.call(ShopSetProps, { props: { ErpPush: 0, GoodsNameConfig: '{名称}{颜色}' } });
    const rows = await staffLogs();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ login_name: 'demo_admin', menu_ch_name: '系统配置', function_ch_name: '修改系统配置', oper_content: '修改系统配置：同步报价明细和材料明细、商品名称模板' });
    expect(JSON.parse(row.changes)).toEqual([
      { field: '同步报价明细和材料明细', before: '开启', after: '关闭' },
      { field: '商品名称模板', before: '未设置', after: '{名称}{颜色}' },
    ]);
    expect((await t.master.call(ShopSetProps, { props: { ErpPush: 0, GoodsNameConfig: '{名称}{颜色}' } })).err_code).toBe(0);
    expect(await staffLogs()).toHaveLength(before + 1);
  });

  it('[SYSCFG-10] ErpPush absent and ErpPush 1 are the same setting: turning it on from absent logs nothing', async () => {
    await t.master.call(ShopSetProps, { props: { GoodsNameConfig: '{名称}' } });
    const count = (await staffLogs()).length;
    expect((await t.master.call(ShopSetProps, { props: { ErpPush: 1, GoodsNameConfig: '{名称}' } })).err_code).toBe(0);
    expect(await staffLogs()).toHaveLength(count);
  });
});

describe('system configuration: rights and shops', () => {
  it('[SYSCFG-02] QUERY reads; a sub-account without SF_BASE_CONFIG_EDIT is refused clearly and nothing changes', async () => {
    const reader = await addStaffWithRights(t.b.db, 'cfg_reader', ['SF_BASE_CONFIG_QUERY'], { now: t.b.clock.now() });
    const c = await loggedIn(reader.login_name);
    expect((await c.call(ShopGetProps)).props).toEqual(await storedProps());
    expect((await c.call(GoodsNameConfigMerge)).err_code).toBe(0);
    const before = await storedProps();
    const logs = (await staffLogs()).length;
    const refused = await c.call(ShopSetProps, { props: { ErpPush: 0 } });
    expect(refused.err_code).toBe(ErrCode.NO_RIGHT);
    expect(refused.err_msg).toBeTruthy();
    expect(await storedProps()).toEqual(before);
    expect(await staffLogs()).toHaveLength(logs);
  });

  it('EDIT saves; reading takes SF_BASE_CONFIG_QUERY (SPEC.md section 6), so EDIT alone reads nothing; without either right nothing is read', async () => {
    const editor = await addStaffWithRights(t.b.db, 'cfg_editor', ['SF_BASE_CONFIG_EDIT'], { now: t.b.clock.now() });
    const c = await loggedIn(editor.login_name);
    expect((await c.call(ShopSetProps, { props: { ErpPush: 0 } })).err_code).toBe(0);
    expect(await storedProps()).toEqual({ ErpPush: 0 });
    expect((await c.call(ShopGetProps)).err_code).toBe(ErrCode.NO_RIGHT);
    const nobody = await loggedIn((await addStaffWithRights(t.b.db, 'cfg_none', [], { now: t.b.clock.now() })).login_name);
    for (const call of [ShopGetProps, GoodsNameConfigMerge, GetPackFieldConfig]) expect((await nobody.call(call)).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('needs a session', async () => {
    const anonymous = t.b.client();
    expect((await anonymous.call(ShopGetProps)).err_code).toBe(ErrCode.NOT_LOGGED_IN);
    expect((await anonymous.call(ShopSetProps, { props: { ErpPush: 0 } })).err_code).toBe(ErrCode.NOT_LOGGED_IN);
  });

  it('shop B never sees or changes shop A\'s props', async () => {
    await t.master.call(ShopSetProps, { props: { ErpPush: 0, GoodsNameConfig: '{名称}A' } });
    const south = await loggedIn('south_admin');
    const southBefore = await storedProps('南方板材定制');
    expect((await south.call(ShopGetProps)).props).toEqual(southBefore);
    expect((await south.call(ShopSetProps, { props: { GoodsNameConfig: '{名称}B' } })).err_code).toBe(0);
    expect(await storedProps()).toEqual({ ErpPush: 0, GoodsNameConfig: '{名称}A' });
    expect(await storedProps('南方板材定制')).toEqual({ GoodsNameConfig: '{名称}B' });
    expect((await t.master.call(ShopGetProps)).props).toEqual({ ErpPush: 0, GoodsNameConfig: '{名称}A' });
    // Each shop's log has its own change only.
    expect((await staffLogs('南方板材定制')).map((r) => r.login_name)).toEqual(['south_admin']);
  });
});

describe('system configuration: bad props', () => {
  const cases: [string, string, RegExp][] = [
    ['malformed JSON', '{"ErpPush": 1', /不是有效的 JSON/],
    ['not an object', '[1]', /props 应为 JSON 对象/],
    ['ErpPush as text', '{"ErpPush":"1"}', /props\.ErpPush 只能是 0 或 1/],
    ['ErpPush out of range', '{"ErpPush":2}', /props\.ErpPush 只能是 0 或 1/],
    ['a template as a number', '{"GoodsNameConfig":12}', /props\.GoodsNameConfig 应为文本/],
    ['an unknown key', '{"ErpPush":1,"Extra":"x"}', /props\.Extra 不是系统配置的项目/],
    ['a goods name too long', JSON.stringify({ GoodsNameConfig: '名'.repeat(201) }), /props\.GoodsNameConfig 最多 200 个字符/],
    ['a package name too long', JSON.stringify({ PackBlockName: 'x'.repeat(101) }), /props\.PackBlockName 最多 100 个字符/],
    ['a placeholder the catalogue lacks', JSON.stringify({ GoodsNameConfig: '{名称}{名字}' }), /props\.GoodsNameConfig 中的 \{名字\} 不是可插入的字段/],
    ['a board field in a hardware template', JSON.stringify({ PackPartDetail: '{封边}' }), /props\.PackPartDetail 中的 \{封边\} 不是可插入的字段/],
    ['no props', '', /props/],
  ];

  it.each(cases)('%s: err_code != 0 with a message, nothing changed, nothing logged', async (_name, raw, message) => {
    await t.master.call(ShopSetProps, { props: { ErpPush: 1, GoodsNameConfig: '{名称}' } });
    const before = await storedProps();
    const logs = (await staffLogs()).length;
    const reply = await sendRaw(t.master, raw);
    expect(reply.err_code).toBe(ErrCode.BAD_REQUEST);
    expect(reply.err_msg).toMatch(message);
    expect(await storedProps()).toEqual(before);
    expect(await staffLogs()).toHaveLength(logs);
  });

  it('at the limits the templates are taken (200 and 100 characters, counted as characters)', async () => {
    const props = { GoodsNameConfig: '名'.repeat(200), PackBlockName: 'x'.repeat(100) };
    expect((await t.master.call(ShopSetProps, { props })).err_code).toBe(0);
    expect(await storedProps()).toEqual(props);
  });

  it('answers in the request\'s language', async () => {
    const reply = await t.master.post(ShopSetProps.path, { props: '{"ErpPush":2}' }, { [LOCALE_HEADER]: 'en-US' });
    expect(reply.err_msg).toBe('props.ErpPush must be 0 or 1');
  });
});

describe('system configuration: insertable names', () => {
  it('[SYSCFG-15] [API-SHOP-08] ErpGoods-goodsNameConfigMerge answers the goods attribute names', async () => {
    const reply = await t.master.call(GoodsNameConfigMerge);
    expect(reply.err_code).toBe(0);
    expect(reply.data.map((f) => f.field)).toEqual(expect.arrayContaining(['名称', '规格', '颜色', '材质', '品牌', '型号', '长', '宽', '厚']));
    // In zh-CN each name is shown as it is inserted.
    expect(reply.data.every((f) => f.name === f.field)).toBe(true);
  });

  it('[SYSCFG-16] [API-SHOP-09] Shop-getPackFieldConfig answers block and part, each a map of field names', async () => {
    const reply = await t.master.call(GetPackFieldConfig);
    expect(reply.err_code).toBe(0);
    expect(Object.keys(reply.block)).toEqual(expect.arrayContaining(['板件名称', '尺寸', '颜色', '材质', '封边']));
    expect(Object.keys(reply.part)).toEqual(expect.arrayContaining(['五金名称', '规格', '数量']));
    expect(reply.block['封边']).toBe('封边');
  });

  it('the names are shown in the request\'s language; the placeholders stay the same', async () => {
    const english = await t.master.post(GoodsNameConfigMerge.path, {}, { [LOCALE_HEADER]: 'en-US' });
    expect(english.data).toEqual(expect.arrayContaining([{ field: '名称', name: 'Name' }, { field: '厚', name: 'Thickness' }]));
    const pack = await t.master.post(GetPackFieldConfig.path, {}, { [LOCALE_HEADER]: 'en-US' });
    expect(pack.block).toMatchObject({ 封边: 'Edge banding', 板件名称: 'Panel name' });
    expect(pack.part).toMatchObject({ 五金名称: 'Hardware name', 数量: 'Quantity' });
  });
});
