/**
 * Goods and the goods settings (issue 28; REQUIREMENTS API-GOODS-01, 02, 04, 05): the list filtered
 * and paged in SQL, the form's options, saving with unique numbers and exact money, stopping,
 * deleting what nothing uses, the rights of each call and the shop's borders.
 */
import { ErrCode } from '../../src/common/api';
import { DelGoods, GetBaseConfig, GetErpGoods, GetErpGoodsParam, GOODS_ATTRIBUTES, SaveBaseConfig, SaveGoods, SetGoodsState } from '../../src/common/goods';
import type { RightCode } from '../../src/common/rights';
import { GoodsNameConfigMerge } from '../../src/common/shopConfig';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const SOUTH = '南方板材定制';
const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const classId = async (name: string, shop = DEMO) =>
  (await t.b.db.selectFrom('goods_classes').select('class_id').where('shop_id', '=', await shopId(shop)).where('class_name', '=', name).executeTakeFirstOrThrow()).class_id;
const unitId = async (name: string, shop = DEMO) =>
  (await t.b.db.selectFrom('units').select('unit_id').where('shop_id', '=', await shopId(shop)).where('unit_name', '=', name).executeTakeFirstOrThrow()).unit_id;
const goodsRow = async (goodsId: number) => t.b.db.selectFrom('goods').selectAll().where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
const lastLog = async () => t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();
const goodsCount = async () => Number((await t.b.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `goods_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.8.0.${n}` });
  await c.login(person.login_name);
  return c;
}

async function south(): Promise<TestClient> {
  const c = t.b.client({ ip: '10.8.1.1' });
  await c.login('south_admin');
  return c;
}

/** A valid new goods item of the demo shop. */
async function newItem(over: Record<string, unknown> = {}) {
  return { goods_no: 'T-0001', goods_name: '测试颗粒板', class_id: await classId('颗粒板'), unit_id: await unitId('平方米'), kind: 1, list_price: '12.30', cost_price: '8.05', ...over };
}

describe('the goods list', () => {
  it('[API-GOODS-01] answers { data, count }: 20 a page, newest first, prices in yuan, only the shop\'s goods', async () => {
    const r = await t.master.call(GetErpGoods, { param: {} });
    expect(r.err_code).toBe(0);
    expect(r.count).toBe(200);
    expect(r.data).toHaveLength(20);
    expect(r.data[0].goods_no).toBe('G00200');
    expect(r.data[0].list_price).toMatch(/^\d+\.\d{2}$/);
    const page10 = await t.master.post('/ErpGoods-getErpGoods', { param: JSON.stringify({ curr_page: 10, page_count: 20 }) });
    expect((page10.data as { goods_no: string }[]).at(-1)?.goods_no).toBe('G00001');
    const other = await (await south()).call(GetErpGoods, { param: {} });
    expect(other.count).toBe(6);
    expect(other.data.every((g) => g.goods_no.startsWith('N'))).toBe(true);
  });

  it('[API-GOODS-01] filters by class with its children, by state, by kind and by a keyword over number, name and barcode', async () => {
    const boards = await t.master.call(GetErpGoods, { param: { class_id: await classId('板材'), page_count: 100 } });
    expect(boards.count).toBe(85);
    expect(new Set(boards.data.map((g) => g.class_name))).toEqual(new Set(['颗粒板', '多层板', '生态板']));
    expect((await t.master.call(GetErpGoods, { param: { class_id: await classId('铰链') } })).count).toBe(20);
    const stopped = await t.master.call(GetErpGoods, { param: { state: 0 } });
    expect(stopped.count).toBe(11);
    expect(stopped.data.every((g) => g.state === 0)).toBe(true);
    expect((await t.master.call(GetErpGoods, { param: { state: -1 } })).count).toBe(200);
    expect((await t.master.call(GetErpGoods, { param: { kind: 3 } })).count).toBe(30);
    expect((await t.master.call(GetErpGoods, { param: { keyword: 'g0019' } })).data.map((g) => g.goods_no).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `G0019${i}`));
    expect((await t.master.call(GetErpGoods, { param: { keyword: '铰链' } })).count).toBe(20);
    const barcode = (await goodsRow((await t.master.call(GetErpGoods, { param: { keyword: 'G00005' } })).data[0].goods_id)).barcode;
    expect(barcode).not.toBe('');
    expect((await t.master.call(GetErpGoods, { param: { keyword: barcode } })).data.map((g) => g.goods_no)).toEqual(['G00005']);
    // A keyword's % is a character, not a wildcard.
    expect((await t.master.call(GetErpGoods, { param: { keyword: '%' } })).count).toBe(0);
    // The three texts are searched each on its own: the end of a number and the start of its name are not one text.
    const first = (await t.master.call(GetErpGoods, { param: { keyword: 'G00005' } })).data[0];
    expect((await t.master.call(GetErpGoods, { param: { keyword: `${first.goods_no.slice(-2)}${first.goods_name.slice(0, 2)}` } })).count).toBe(0);
  });

  it('[API-GOODS-01] refuses bad filters: an unknown state or kind, a page beyond the limit, a too-long keyword', async () => {
    for (const param of [{ state: 2 }, { kind: 5 }, { page_count: 101 }, { keyword: 'k'.repeat(41) }, { class_id: 'x' }]) {
      expect([param, (await t.master.call(GetErpGoods, { param })).err_code]).toEqual([param, ErrCode.BAD_REQUEST]);
    }
  });
});

describe('the goods form', () => {
  it('[API-GOODS-02] answers the class tree, the units, the four kinds, the attribute names and the settings', async () => {
    const r = await t.master.call(GetErpGoodsParam);
    expect(r.classes.map((c) => c.class_name)).toEqual(['板材', '五金', '封边条', '成品']);
    expect(r.classes[0].children.map((c) => c.class_name)).toEqual(['颗粒板', '多层板', '生态板']);
    expect(r.units.map((u) => u.unit_name)).toEqual(['张', '个', '米', '套', '平方米']);
    expect(r.kinds).toEqual([
      { kind: 1, name: '板材' },
      { kind: 2, name: '五金' },
      { kind: 3, name: '封边条' },
      { kind: 4, name: '成品' },
    ]);
    expect(r.attributes.map((a) => a.token)).toEqual(GOODS_ATTRIBUTES.map((a) => a.token));
    expect(r.attributes.find((a) => a.field === 'thickness_mm')?.name).toBe('厚');
    expect(r.settings).toMatchObject({ goods_no_prefix: 'G', allow_negative_stock: 0 });
  });

  it('[API-SHOP-08] the goods-name template offers exactly the goods attributes', async () => {
    const r = await t.master.call(GoodsNameConfigMerge);
    expect(r.data.map((f) => f.field)).toEqual(GOODS_ATTRIBUTES.map((a) => a.token));
  });
});

describe('saving goods', () => {
  it('creates an item: money round-trips in fen exactly (\'12.30\' yuan is 1230 fen), sizes and attributes kept, the save logged', async () => {
    const r = await t.master.call(SaveGoods, { data: await newItem({ thickness_mm: '0.8', colour: '暖白', min_stock: 5 }) });
    expect(r).toMatchObject({ err_code: 0, err_msg: '新增商品成功' });
    const row = await goodsRow(r.goods_id);
    expect(row).toMatchObject({ list_price_fen: 1230, cost_price_fen: 805, thickness_mm: 0.8, colour: '暖白', min_stock: 5, state: 1 });
    const listed = (await t.master.call(GetErpGoods, { param: { keyword: 'T-0001' } })).data[0];
    expect(listed).toMatchObject({ list_price: '12.30', cost_price: '8.05', thickness_mm: 0.8, unit_name: '平方米', class_name: '颗粒板' });
    expect(await lastLog()).toMatchObject({ menu_ch_name: '商品列表', function_ch_name: '新增商品', oper_content: '新增商品 T-0001「测试颗粒板」，标价 12.30 元' });
    // 0.1 + 0.2 yuan style sums stay exact: every price is whole fen.
    const again = await t.master.call(SaveGoods, { data: await newItem({ goods_no: 'T-0002', list_price: '0.30', cost_price: 99999999.99 }) });
    expect(await goodsRow(again.goods_id)).toMatchObject({ list_price_fen: 30, cost_price_fen: 9_999_999_999 });
  });

  it('numbers an item saved without a number from the settings\' prefix, and uses the default unit when none is given', async () => {
    const r = await t.master.call(SaveGoods, { data: await newItem({ goods_no: '', unit_id: undefined }) });
    expect(await goodsRow(r.goods_id)).toMatchObject({ goods_no: 'G00201', unit_id: await unitId('个') });
    expect((await t.master.call(SaveBaseConfig, { data: { goods_no_prefix: 'BC-', default_unit_id: 0 } })).err_code).toBe(0);
    expect((await goodsRow((await t.master.call(SaveGoods, { data: await newItem({ goods_no: '', unit_id: await unitId('张') }) })).goods_id)).goods_no).toBe('BC-00001');
    const noUnit = await t.master.call(SaveGoods, { data: await newItem({ goods_no: 'T-9', unit_id: undefined }) });
    expect(noUnit).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '请选择计量单位' });
  });

  it('refuses a number the shop already has, naming the item that has it; another shop may use it', async () => {
    const before = await goodsCount();
    const r = await t.master.call(SaveGoods, { data: await newItem({ goods_no: 'G00001' }) });
    const holder = (await t.master.call(GetErpGoods, { param: { keyword: 'G00001' } })).data[0].goods_name;
    expect(r).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: `商品编号 G00001 已被「${holder}」使用` });
    expect(await goodsCount()).toBe(before);
    const s = await south();
    const southItem = { goods_no: 'G00001', goods_name: '南方板', class_id: await classId('颗粒板', SOUTH), unit_id: await unitId('张', SOUTH), kind: 1 };
    expect((await s.call(SaveGoods, { data: southItem })).err_code).toBe(0);
  });

  it('concurrent creates of the same goods number: exactly one is saved, the others are told who has it', async () => {
    const item = await newItem({ goods_no: 'RACE-1' });
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => t.master.call(SaveGoods, { data: { ...item, goods_name: `并发${i}` } })));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    const winner = replies.findIndex((r) => r.err_code === 0);
    for (const r of replies.filter((x) => x.err_code !== 0)) expect(r).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: `商品编号 RACE-1 已被「并发${winner}」使用` });
    expect(await t.b.db.selectFrom('goods').select('goods_id').where('goods_no', '=', 'RACE-1').execute()).toHaveLength(1);
  });

  it('edits an item: the whole record replaced, the state kept, price changes logged with before and after', async () => {
    const { goods_id } = await t.master.call(SaveGoods, { data: await newItem() });
    await t.master.call(SetGoodsState, { goods_id, state: 0 });
    const r = await t.master.call(SaveGoods, { data: await newItem({ goods_id, goods_no: 'T-0001B', goods_name: '改名颗粒板', list_price: '15', colour: '' }) });
    expect(r).toMatchObject({ err_code: 0, goods_id, err_msg: '修改商品成功' });
    expect(await goodsRow(goods_id)).toMatchObject({ goods_no: 'T-0001B', goods_name: '改名颗粒板', list_price_fen: 1500, state: 0 });
    const log = await lastLog();
    expect(log.function_ch_name).toBe('修改商品');
    expect(JSON.parse(log.changes)).toEqual([{ field: '标价', before: '12.30', after: '15.00' }]);
    // Its own number again is no conflict.
    expect((await t.master.call(SaveGoods, { data: await newItem({ goods_id, goods_no: 'T-0001B' }) })).err_code).toBe(0);
    expect((await t.master.call(SaveGoods, { data: await newItem({ goods_id, goods_no: 'G00002' }) })).err_code).toBe(ErrCode.CONFLICT);
  });

  it('refuses bad input on every field, and nothing is saved', async () => {
    const before = await goodsCount();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ list_price: '-1' }, ErrCode.BAD_REQUEST, 'data.list_price 应为不小于 0、最多两位小数的金额'],
      [{ cost_price: '1.234' }, ErrCode.BAD_REQUEST],
      [{ goods_name: '名'.repeat(61) }, ErrCode.BAD_REQUEST, '参数 data.goods_name 过长（最多 60 个字符）'],
      [{ goods_name: '  ' }, ErrCode.BAD_REQUEST, '请填写商品名称'],
      [{ goods_name: undefined }, ErrCode.BAD_REQUEST, '请填写商品名称'],
      [{ goods_no: 'N'.repeat(41) }, ErrCode.BAD_REQUEST],
      [{ class_id: undefined }, ErrCode.BAD_REQUEST, '请选择商品分类'],
      [{ class_id: 999999 }, ErrCode.NOT_FOUND, '商品分类不存在'],
      [{ unit_id: 999999 }, ErrCode.NOT_FOUND, '计量单位不存在'],
      [{ kind: 5 }, ErrCode.BAD_REQUEST],
      [{ kind: undefined }, ErrCode.BAD_REQUEST],
      [{ thickness_mm: '-1' }, ErrCode.BAD_REQUEST],
      [{ length_mm: '100001' }, ErrCode.BAD_REQUEST],
      [{ barcode: '69 01' }, ErrCode.BAD_REQUEST],
      [{ min_stock: -1 }, ErrCode.BAD_REQUEST],
      [{ state: 2 }, ErrCode.BAD_REQUEST],
      [{ spec: 's'.repeat(61) }, ErrCode.BAD_REQUEST],
      [{ colour: 'c'.repeat(31) }, ErrCode.BAD_REQUEST],
      [{ goods_id: 999999 }, ErrCode.NOT_FOUND, '商品不存在'],
    ];
    for (const [over, code, message] of cases) {
      const r = await t.master.call(SaveGoods, { data: await newItem(over) });
      expect([over, r.err_code]).toEqual([over, code]);
      if (message) expect([over, r.err_msg]).toEqual([over, message]);
    }
    expect((await t.master.post('/ErpGoods-saveGoods', { data: '[1]' })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect((await t.master.post('/ErpGoods-saveGoods', { data: '{' })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect(await goodsCount()).toBe(before);
  });

  it('refuses another shop\'s class, unit or goods item as not found', async () => {
    const s = await south();
    const southItem = { goods_no: 'S-1', goods_name: '南方板', class_id: await classId('颗粒板', SOUTH), unit_id: await unitId('张', SOUTH), kind: 1 };
    expect((await s.call(SaveGoods, { data: { ...southItem, class_id: await classId('颗粒板') } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await s.call(SaveGoods, { data: { ...southItem, unit_id: await unitId('张') } })).err_code).toBe(ErrCode.NOT_FOUND);
    const demoGoods = (await t.master.call(GetErpGoods, { param: {} })).data[0];
    expect((await s.call(SaveGoods, { data: { ...southItem, goods_id: demoGoods.goods_id } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await goodsRow(demoGoods.goods_id)).toMatchObject({ goods_name: demoGoods.goods_name });
  });
});

describe('stopping and deleting goods', () => {
  it('[API-GOODS-04] stops and restarts an item, refusing a state it already has; another shop\'s item is not found', async () => {
    const { goods_id } = await t.master.call(SaveGoods, { data: await newItem() });
    expect(await t.master.call(SetGoodsState, { goods_id, state: 0 })).toMatchObject({ err_code: 0, err_msg: '停售成功' });
    expect((await goodsRow(goods_id)).state).toBe(0);
    expect(await lastLog()).toMatchObject({ function_ch_name: '停售商品', oper_content: '商品 T-0001「测试颗粒板」停售' });
    expect(await t.master.call(SetGoodsState, { goods_id, state: 0 })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '商品已是该状态' });
    expect(await t.master.post('/ErpGoods-setGoodsState', { goods_id: String(goods_id), state: '1' })).toMatchObject({ err_code: 0, err_msg: '启售成功' });
    expect((await t.master.post('/ErpGoods-setGoodsState', { goods_id: String(goods_id), state: '2' })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect((await (await south()).call(SetGoodsState, { goods_id, state: 0 })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await goodsRow(goods_id)).state).toBe(1);
  });

  it('[API-GOODS-05] deletes an unused item; refuses one a price list prices, naming the list; another shop\'s is not found', async () => {
    const { goods_id } = await t.master.call(SaveGoods, { data: await newItem() });
    expect((await (await south()).call(DelGoods, { goods_id })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await t.master.post('/ErpGoods-delGoods', { goods_id: String(goods_id) })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect(await t.b.db.selectFrom('goods').select('goods_id').where('goods_id', '=', goods_id).executeTakeFirst()).toBeUndefined();
    expect(await lastLog()).toMatchObject({ function_ch_name: '删除商品', oper_content: '删除商品 T-0001「测试颗粒板」' });
    // An item with a line in the seeded 经销商标准价 only, that no seeded order names (no edge banding is ordered).
    const candidates = await t.b.db
      .selectFrom('goods as g')
      .innerJoin('price_lines as l', (j) => j.onRef('l.shop_id', '=', 'g.shop_id').onRef('l.goods_id', '=', 'g.goods_id'))
      .innerJoin('price_lists as p', (j) => j.onRef('p.shop_id', '=', 'l.shop_id').onRef('p.pricelist_id', '=', 'l.pricelist_id'))
      .select(['g.goods_id', 'g.goods_name', (eb) => eb.fn.countAll<number>().as('lists'), (eb) => eb.fn.max('p.name').as('list')])
      .where('g.kind', '=', 3)
      .groupBy(['g.goods_id', 'g.goods_name'])
      .orderBy('g.goods_id')
      .execute();
    const priced = candidates.find((c) => Number(c.lists) === 1 && c.list === '经销商标准价')!;
    const refused = await t.master.call(DelGoods, { goods_id: priced.goods_id });
    expect(refused).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: `商品「${priced.goods_name}」在 1 个价格方案中（经销商标准价），请先从价格方案中移除后再删除` });
    expect(await goodsRow(priced.goods_id)).toBeDefined();
    expect((await t.master.call(DelGoods, { goods_id: priced.goods_id })).err_code).toBe(ErrCode.CONFLICT);
    expect((await t.master.call(DelGoods, { goods_id: 999999 })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('[API-GOODS-05] refuses deleting an item order lines name, saying how many, and deletes nothing', async () => {
    const used = (await t.master.call(GetErpGoods, { param: { keyword: 'G00001' } })).data[0];
    const lines = (await t.b.db.selectFrom('order_plates').select('plate_id').where('goods_id', '=', used.goods_id).execute()).length + (await t.b.db.selectFrom('order_goods').select('line_id').where('goods_id', '=', used.goods_id).execute()).length;
    expect(lines).toBeGreaterThan(0);
    expect(await t.master.call(DelGoods, { goods_id: used.goods_id })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: `商品「${used.goods_name}」已被 ${lines} 张单据使用，不能删除，可以停售` });
    expect(await goodsRow(used.goods_id)).toBeDefined();
  });
});

describe('the goods settings', () => {
  it('reads and saves the prefix, the default unit and negative stock, logging what changed; another shop\'s unit is not found', async () => {
    expect((await t.master.call(GetBaseConfig)).data).toEqual({ goods_no_prefix: 'G', default_unit_id: await unitId('个'), allow_negative_stock: 0 });
    const saved = await t.master.call(SaveBaseConfig, { data: { goods_no_prefix: 'KL', default_unit_id: await unitId('米'), allow_negative_stock: 1 } });
    expect(saved).toMatchObject({ err_code: 0, err_msg: '保存成功' });
    expect((await t.master.call(GetBaseConfig)).data).toEqual({ goods_no_prefix: 'KL', default_unit_id: await unitId('米'), allow_negative_stock: 1 });
    const log = await lastLog();
    expect(log).toMatchObject({ menu_ch_name: '基础配置', function_ch_name: '修改基础配置' });
    expect(JSON.parse(log.changes)).toEqual([
      { field: '编号前缀', before: 'G', after: 'KL' },
      { field: '默认单位', before: '个', after: '米' },
      { field: '允许负库存', before: '不允许', after: '允许' },
    ]);
    for (const data of [{ goods_no_prefix: 'P'.repeat(11) }, { goods_no_prefix: 'P P' }, { allow_negative_stock: 2 }]) {
      expect([data, (await t.master.call(SaveBaseConfig, { data })).err_code]).toEqual([data, ErrCode.BAD_REQUEST]);
    }
    expect((await t.master.call(SaveBaseConfig, { data: { default_unit_id: await unitId('张', SOUTH) } })).err_code).toBe(ErrCode.NOT_FOUND);
    // The second shop's settings are its own.
    expect((await (await south()).call(GetBaseConfig)).data.goods_no_prefix).toBe('N');
  });
});

describe('rights of the goods calls', () => {
  it('each right held alone opens its calls, and the others do not', async () => {
    const item = await newItem();
    const list = await holding(['SF2_ERP_GOODS_LIST']);
    expect((await list.call(GetErpGoods, { param: {} })).err_code).toBe(0);
    expect((await list.call(GetErpGoodsParam)).err_code).toBe(0);
    expect((await list.call(SaveGoods, { data: item })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await list.call(GetBaseConfig)).err_code).toBe(ErrCode.NO_RIGHT);

    const add = await holding(['SF2_ERP_GOODS_ADD']);
    expect((await add.call(GetErpGoods, { param: {} })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await add.call(GetErpGoodsParam)).err_code).toBe(0);
    const created = await add.call(SaveGoods, { data: item });
    expect(created.err_code).toBe(0);
    expect((await add.call(SaveGoods, { data: { ...item, goods_id: created.goods_id } })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await add.call(SetGoodsState, { goods_id: created.goods_id, state: 0 })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await add.call(GetBaseConfig)).err_code).toBe(0);
    expect((await add.call(SaveBaseConfig, { data: { goods_no_prefix: 'A' } })).err_code).toBe(0);

    const edit = await holding(['SF2_ERP_GOODS_EDIT']);
    expect((await edit.call(SaveGoods, { data: { ...item, goods_no: 'E-1' } })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await edit.call(SaveGoods, { data: { ...item, goods_id: created.goods_id, goods_name: '改' } })).err_code).toBe(0);
    expect((await edit.call(SetGoodsState, { goods_id: created.goods_id, state: 0 })).err_code).toBe(0);
    expect((await edit.call(DelGoods, { goods_id: created.goods_id })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await edit.call(SaveBaseConfig, { data: {} })).err_code).toBe(ErrCode.NO_RIGHT);

    const del = await holding(['SF2_ERP_GOODS_DELETE']);
    expect((await del.call(GetErpGoods, { param: {} })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await del.call(DelGoods, { goods_id: created.goods_id })).err_code).toBe(0);

    const none = await holding(['SF_DEPOT_UNIT_QUERY', 'SF_DEPOTS_GOOD_CLASS_QUERY', 'SF_PRICING_EDIT']);
    for (const r of [await none.call(GetErpGoods, { param: {} }), await none.call(GetErpGoodsParam), await none.call(DelGoods, { goods_id: 1 }), await none.call(GetBaseConfig)]) {
      expect(r.err_code).toBe(ErrCode.NO_RIGHT);
    }
  });
});
