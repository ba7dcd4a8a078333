/**
 * Price lists (issue 28 "Price lists"; REQUIREMENTS API-CRM-11): the lists with their lines and who
 * they are given to, saved whole in one transaction with exact money, refused for another shop's
 * goods or classes, the rights of each call.
 */
import { ErrCode } from '../../src/common/api';
import { AjaxPricingList, DelPricing, SavePricing } from '../../src/common/pricing';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const SOUTH = '南方板材定制';
const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const goodsIds = async (shop = DEMO, count = 3) => (await t.b.db.selectFrom('goods').select('goods_id').where('shop_id', '=', await shopId(shop)).orderBy('goods_id').limit(count).execute()).map((g) => g.goods_id);
const classId = async (name: string, shop = DEMO) =>
  (await t.b.db.selectFrom('goods_classes').select('class_id').where('shop_id', '=', await shopId(shop)).where('class_name', '=', name).executeTakeFirstOrThrow()).class_id;
const linesOf = async (id: number) => t.b.db.selectFrom('price_lines').select(['goods_id', 'class_id', 'unit_price_fen']).where('pricelist_id', '=', id).orderBy('goods_id').orderBy('class_id').execute();
const lastLog = async () => t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();

let n = 0;
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `pricing_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.6.0.${n}` });
  await c.login(person.login_name);
  return c;
}

async function south(): Promise<TestClient> {
  const c = t.b.client({ ip: '10.6.1.1' });
  await c.login('south_admin');
  return c;
}

describe('the price lists', () => {
  it('[API-CRM-11] /Finance-ajaxPricingList answers the shop\'s lists with their lines (prices in yuan) and who each is given to', async () => {
    const r = await t.master.post('/Finance-ajaxPricingList');
    expect(r.err_code).toBe(0);
    const data = (await t.master.call(AjaxPricingList)).data;
    expect(data.map((l) => l.name)).toEqual(['经销商标准价', '零售价', 'VIP客户价']);
    expect(data[0].lines.length).toBe(102);
    expect(data[0].lines.find((l) => l.class_name === '颗粒板')).toMatchObject({ goods_id: 0, unit_price: '52.00' });
    expect(data[0].lines.find((l) => l.goods_id > 0)).toMatchObject({ goods_no: expect.stringMatching(/^G\d{5}$/), unit_price: expect.stringMatching(/^\d+\.\d{2}$/) });
    const other = (await (await south()).call(AjaxPricingList)).data;
    expect(other.map((l) => l.name)).toEqual(['门店价']);
    expect(other[0].lines).toHaveLength(6);
  });

  it('[API-CRM-11] creates a list with goods and class lines, levels and dealers in one save; money round-trips in fen exactly', async () => {
    const [a, b] = await goodsIds();
    const board = await classId('板材');
    const r = await t.master.call(SavePricing, {
      data: { name: ' 工程价 ', lines: [{ goods_id: a, unit_price: '12.30' }, { goods_id: b, unit_price: 0.1 }, { class_id: board, unit_price: '99999999.99' }], level_ids: [901], crm_ids: [7001, 7002] },
    });
    expect(r).toMatchObject({ err_code: 0, err_msg: '保存成功' });
    expect(await linesOf(r.pricelist_id)).toEqual(
      expect.arrayContaining([
        { goods_id: a, class_id: null, unit_price_fen: 1230 },
        { goods_id: b, class_id: null, unit_price_fen: 10 },
        { goods_id: null, class_id: board, unit_price_fen: 9_999_999_999 },
      ]),
    );
    const listed = (await t.master.call(AjaxPricingList)).data.find((l) => l.pricelist_id === r.pricelist_id)!;
    expect(listed).toMatchObject({ name: '工程价', level_ids: [901], crm_ids: [7001, 7002] });
    expect(listed.lines.map((l) => l.unit_price).sort()).toEqual(['0.10', '12.30', '99999999.99']);
    expect(await lastLog()).toMatchObject({ menu_ch_name: '计价配置', function_ch_name: '新增价格方案', oper_content: '新增价格方案「工程价」：3 条价格，1 个客户等级，2 个经销商' });
  });

  it('replaces a list\'s name, lines and assignments whole; refuses a taken name and a level or dealer another list has', async () => {
    const [a] = await goodsIds();
    const created = await t.master.call(SavePricing, { data: { name: '临时价', lines: [{ goods_id: a, unit_price: '5' }], crm_ids: [8001] } });
    const id = created.pricelist_id;
    expect((await t.master.call(SavePricing, { data: { pricelist_id: id, name: '临时价二', lines: [{ class_id: await classId('五金'), unit_price: '3.5' }] } })).err_code).toBe(0);
    expect(await linesOf(id)).toEqual([{ goods_id: null, class_id: await classId('五金'), unit_price_fen: 350 }]);
    expect((await t.master.call(AjaxPricingList)).data.find((l) => l.pricelist_id === id)).toMatchObject({ name: '临时价二', crm_ids: [] });
    expect(await t.master.call(SavePricing, { data: { pricelist_id: id, name: '零售价' } })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '零售价 名称已存在!' });
    await t.master.call(SavePricing, { data: { name: '另一个', level_ids: [55] } });
    expect(await t.master.call(SavePricing, { data: { pricelist_id: id, name: '临时价二', level_ids: [55] } })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '客户等级 55 已使用价格方案「另一个」' });
    // Refused whole: the list is as it was.
    expect(await linesOf(id)).toEqual([{ goods_id: null, class_id: await classId('五金'), unit_price_fen: 350 }]);
    expect((await t.master.call(SavePricing, { data: { pricelist_id: 999999, name: 'x' } })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('refuses bad input on every field: negative or malformed prices, a line of both or neither, repeats, an over-long or missing name', async () => {
    const [a] = await goodsIds();
    const before = await t.b.db.selectFrom('price_lines').select('pricelist_id').execute();
    const cases: [Record<string, unknown>, string?][] = [
      [{ name: '负价', lines: [{ goods_id: a, unit_price: '-1' }] }, 'data.lines.0.unit_price 应为不小于 0、最多两位小数的金额'],
      [{ name: '三位小数', lines: [{ goods_id: a, unit_price: '1.001' }] }],
      [{ name: '无价', lines: [{ goods_id: a }] }, '请填写单价'],
      [{ name: '两者', lines: [{ goods_id: a, class_id: await classId('五金'), unit_price: '1' }] }],
      [{ name: '皆无', lines: [{ unit_price: '1' }] }],
      [{ name: '重复', lines: [{ goods_id: a, unit_price: '1' }, { goods_id: a, unit_price: '2' }] }],
      [{ name: '名'.repeat(31) }, '参数 data.name 过长（最多 30 个字符）'],
      [{ name: '' }, '请填写价格方案名称'],
      [{ name: '坏等级', level_ids: ['x'] }],
      [{ name: '坏行', lines: 'x' }],
    ];
    for (const [data, message] of cases) {
      const r = await t.master.call(SavePricing, { data });
      expect([data, r.err_code]).toEqual([data, ErrCode.BAD_REQUEST]);
      if (message) expect([data, r.err_msg]).toEqual([data, message]);
    }
    expect((await t.master.call(SavePricing, { data: { name: '未知商品', lines: [{ goods_id: 999999, unit_price: '1' }] } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await t.b.db.selectFrom('price_lines').select('pricelist_id').execute()).toHaveLength(before.length);
  });

  it('another shop\'s goods, classes and lists are not found, and nothing of them changes', async () => {
    const s = await south();
    const [demoGoods] = await goodsIds();
    expect(await s.call(SavePricing, { data: { name: '越界', lines: [{ goods_id: demoGoods, unit_price: '1' }] } })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: `商品 ${demoGoods} 不存在` });
    expect((await s.call(SavePricing, { data: { name: '越界', lines: [{ class_id: await classId('颗粒板'), unit_price: '1' }] } })).err_code).toBe(ErrCode.NOT_FOUND);
    const demoList = (await t.master.call(AjaxPricingList)).data[0];
    expect((await s.call(SavePricing, { data: { pricelist_id: demoList.pricelist_id, name: '越界' } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await s.call(DelPricing, { pricelist_id: demoList.pricelist_id })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(AjaxPricingList)).data[0]).toEqual(demoList);
    // The south shop's own goods in its own list are fine.
    const [southGoods] = await goodsIds(SOUTH);
    expect((await s.call(SavePricing, { data: { name: '南方工程价', lines: [{ goods_id: southGoods, unit_price: '1' }] } })).err_code).toBe(0);
  });

  it('deletes a list with its lines and assignments, logging it', async () => {
    const list = (await t.master.call(AjaxPricingList)).data[0];
    expect(await t.master.call(DelPricing, { pricelist_id: list.pricelist_id })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect(await linesOf(list.pricelist_id)).toEqual([]);
    expect(await t.b.db.selectFrom('price_assignments').select('target_id').where('pricelist_id', '=', list.pricelist_id).execute()).toEqual([]);
    expect(await lastLog()).toMatchObject({ function_ch_name: '删除价格方案', oper_content: `删除价格方案「${list.name}」` });
    expect((await t.master.call(DelPricing, { pricelist_id: list.pricelist_id })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('SF_PRICING_CONFIG reads, SF_PRICING_EDIT reads and writes; the goods rights open neither', async () => {
    const config = await holding(['SF_PRICING_CONFIG']);
    expect((await config.call(AjaxPricingList)).err_code).toBe(0);
    expect((await config.call(SavePricing, { data: { name: '读者' } })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await config.call(DelPricing, { pricelist_id: 1 })).err_code).toBe(ErrCode.NO_RIGHT);
    const edit = await holding(['SF_PRICING_EDIT']);
    expect((await edit.call(AjaxPricingList)).err_code).toBe(0);
    const saved = await edit.call(SavePricing, { data: { name: '编辑者' } });
    expect(saved.err_code).toBe(0);
    expect((await edit.call(DelPricing, { pricelist_id: saved.pricelist_id })).err_code).toBe(0);
    const goods = await holding(['SF2_ERP_GOODS_LIST', 'SF2_ERP_GOODS_EDIT', 'SF2_ERP_GOODS_DELETE']);
    expect((await goods.call(AjaxPricingList)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await goods.call(SavePricing, { data: { name: 'x' } })).err_code).toBe(ErrCode.NO_RIGHT);
  });
});
