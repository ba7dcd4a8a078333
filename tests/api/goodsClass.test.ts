/**
 * The goods class tree and the units of measure (issue 28; REQUIREMENTS API-GOODS-03, 08, 09):
 * creating, renaming, moving and deleting, unique names, no cycles, nothing deleted while in use,
 * the rights of each call and the shop's borders.
 */
import { ErrCode } from '../../src/common/api';
import {
  AddGoodsClass,
  AddUnit,
  AjaxGetUnit,
  DelGoodsClass,
  DelUnit,
  EditGoodsClass,
  EditUnit,
  GetBaseConfig,
  GetGoodsClass,
  GetUnitByUnitID,
  SaveGoods,
  type GoodsClassNode,
} from '../../src/common/goods';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const SOUTH = '南方板材定制';
const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const classId = async (name: string, shop = '演示家具厂') =>
  (await t.b.db.selectFrom('goods_classes').select('class_id').where('shop_id', '=', await shopId(shop)).where('class_name', '=', name).executeTakeFirstOrThrow()).class_id;
const unitId = async (name: string, shop = '演示家具厂') =>
  (await t.b.db.selectFrom('units').select('unit_id').where('shop_id', '=', await shopId(shop)).where('unit_name', '=', name).executeTakeFirstOrThrow()).unit_id;
const lastLog = async () => t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();
const classRow = async (id: number) => t.b.db.selectFrom('goods_classes').selectAll().where('class_id', '=', id).executeTakeFirst();

let n = 0;
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `class_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.7.0.${n}` });
  await c.login(person.login_name);
  return c;
}

async function south(): Promise<TestClient> {
  const c = t.b.client({ ip: '10.7.1.1' });
  await c.login('south_admin');
  return c;
}

const names = (nodes: GoodsClassNode[]): unknown => nodes.map((c) => (c.children.length ? { [c.class_name]: names(c.children) } : c.class_name));

describe('the class tree', () => {
  it('[API-GOODS-09] answers the shop\'s tree (class_id, class_name, parent_id, children), with the goods each class holds', async () => {
    const r = await t.master.call(GetGoodsClass);
    expect(names(r.data)).toEqual([{ 板材: ['颗粒板', '多层板', '生态板'] }, { 五金: ['铰链', '拉手', '滑轨'] }, '封边条', '成品']);
    expect(r.data[0]).toMatchObject({ parent_id: 0, goods_count: 0 });
    expect(r.data[0].children[0]).toMatchObject({ class_name: '颗粒板', parent_id: r.data[0].class_id, goods_count: 30 });
    expect(names((await (await south()).call(GetGoodsClass)).data)).toEqual([{ 板材: ['颗粒板'] }, { 五金: ['铰链'] }, '封边条']);
  });

  it('creates top classes and children with unique, ruled names, at most three levels deep; logs each', async () => {
    const top = await t.master.call(AddGoodsClass, { class_name: ' 辅料 ' });
    expect(top).toMatchObject({ err_code: 0, err_msg: '新增分类成功' });
    expect(await classRow(top.class_id)).toMatchObject({ class_name: '辅料', parent_id: null });
    expect(await lastLog()).toMatchObject({ menu_ch_name: '商品分类', function_ch_name: '新增商品分类', oper_content: '新增商品分类「辅料」' });
    const child = await t.master.call(AddGoodsClass, { class_name: '胶水', parent_id: top.class_id, sort: 3 });
    expect(await classRow(child.class_id)).toMatchObject({ parent_id: top.class_id, sort: 3 });
    const third = await t.master.call(AddGoodsClass, { class_name: '白乳胶', parent_id: child.class_id });
    expect(third.err_code).toBe(0);
    expect(await t.master.call(AddGoodsClass, { class_name: '第四级', parent_id: third.class_id })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '商品分类最多 3 级' });
    expect(await t.master.call(AddGoodsClass, { class_name: '颗粒板' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '颗粒板 名称已存在!' });
    expect(await t.master.call(AddGoodsClass, { class_name: '' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '请填写分类名称' });
    expect(await t.master.call(AddGoodsClass, { class_name: '类'.repeat(21) })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '分类名称最多20个字符' });
    expect((await t.master.call(AddGoodsClass, { class_name: '无父', parent_id: 999999 })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.post('/Depots-addGoodsClass', { class_name: '负', parent_id: '-1' })).err_code).toBe(ErrCode.BAD_REQUEST);
    // Another shop may use the name; it may not put a class under this shop's.
    const s = await south();
    expect((await s.call(AddGoodsClass, { class_name: '辅料' })).err_code).toBe(0);
    expect((await s.call(AddGoodsClass, { class_name: '越界', parent_id: top.class_id })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('renames, moves and reorders a class; refuses a cycle, too deep a tree, a taken or unchanged name', async () => {
    const board = await classId('板材');
    const particle = await classId('颗粒板');
    expect(await t.master.call(EditGoodsClass, { class_id: particle, class_name: '刨花板' })).toMatchObject({ err_code: 0, err_msg: '修改分类成功' });
    expect(await lastLog()).toMatchObject({ function_ch_name: '修改商品分类', oper_content: '商品分类「颗粒板」改名为「刨花板」' });
    expect(await t.master.call(EditGoodsClass, { class_id: particle, class_name: '刨花板' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '分类无修改' });
    expect(await t.master.call(EditGoodsClass, { class_id: particle, class_name: '多层板' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '多层板 名称已存在!' });
    // A class under itself or under its own child: refused.
    expect(await t.master.call(EditGoodsClass, { class_id: board, parent_id: particle })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '不能把分类移到它自己或它的下级分类下' });
    expect((await t.master.call(EditGoodsClass, { class_id: board, parent_id: board })).err_code).toBe(ErrCode.BAD_REQUEST);
    // 板材 (two levels) under 五金 would make four with a third level: first one level deeper is fine.
    expect((await t.master.call(EditGoodsClass, { class_id: board, parent_id: await classId('五金') })).err_code).toBe(0);
    expect(await lastLog()).toMatchObject({ oper_content: '商品分类「板材」移到「五金」下' });
    const glue = await t.master.call(AddGoodsClass, { class_name: '辅料' });
    expect(await t.master.call(EditGoodsClass, { class_id: await classId('五金'), parent_id: glue.class_id })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '商品分类最多 3 级' });
    // Back to the top, and reordered.
    expect((await t.master.call(EditGoodsClass, { class_id: board, parent_id: 0, sort: 9 })).err_code).toBe(0);
    expect(await classRow(board)).toMatchObject({ parent_id: null, sort: 9 });
    expect((await t.master.call(EditGoodsClass, { class_id: 999999, class_name: 'x' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await (await south()).call(EditGoodsClass, { class_id: board, class_name: '越界' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await classRow(board))?.class_name).toBe('板材');
  });

  it('two crossing moves at once cannot make a cycle', async () => {
    const a = await t.master.call(AddGoodsClass, { class_name: '甲' });
    const b = await t.master.call(AddGoodsClass, { class_name: '乙' });
    const replies = await Promise.all([t.master.call(EditGoodsClass, { class_id: a.class_id, parent_id: b.class_id }), t.master.call(EditGoodsClass, { class_id: b.class_id, parent_id: a.class_id })]);
    expect(replies.map((r) => r.err_code).sort()).toEqual([0, ErrCode.BAD_REQUEST]);
    const rows = [await classRow(a.class_id), await classRow(b.class_id)];
    expect(rows.filter((r) => r?.parent_id === null)).toHaveLength(1);
  });

  it('deletes an empty class; refuses one with children, goods or a price list line, saying how many', async () => {
    const empty = await t.master.call(AddGoodsClass, { class_name: '空分类' });
    expect(await t.master.call(DelGoodsClass, { class_id: empty.class_id })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect(await classRow(empty.class_id)).toBeUndefined();
    expect(await lastLog()).toMatchObject({ function_ch_name: '删除商品分类', oper_content: '删除商品分类「空分类」' });
    expect(await t.master.call(DelGoodsClass, { class_id: await classId('板材') })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '商品分类「板材」下还有 3 个子分类、0 个商品，请先移走后再删除' });
    expect(await t.master.call(DelGoodsClass, { class_id: await classId('铰链') })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '商品分类「铰链」下还有 0 个子分类、20 个商品，请先移走后再删除' });
    // A class priced by a list (VIP客户价 prices 五金 as a class), once emptied.
    const hardware = await classId('五金');
    const shop = await shopId('演示家具厂');
    await t.b.db.deleteFrom('price_lines').where('shop_id', '=', shop).where('goods_id', 'is not', null).execute();
    // The seeded orders' lines name the goods: the orders go first (their rooms, lines and memos with them; their receipts before them).
    await t.b.db.deleteFrom('order_payments').where('shop_id', '=', shop).execute();
    await t.b.db.deleteFrom('online_pay_requests').where('shop_id', '=', shop).execute();
    await t.b.db.deleteFrom('orders').where('shop_id', '=', shop).execute();
    await t.b.db.deleteFrom('goods').where('shop_id', '=', shop).execute();
    await t.b.db.deleteFrom('goods_classes').where('shop_id', '=', shop).where('parent_id', '=', hardware).execute();
    const refused = await t.master.call(DelGoodsClass, { class_id: hardware });
    expect(refused).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '商品分类「五金」在 1 个价格方案中（VIP客户价），请先从价格方案中移除后再删除' });
    expect(await classRow(hardware)).toBeDefined();
    expect((await (await south()).call(DelGoodsClass, { class_id: await classId('封边条') })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(DelGoodsClass, { class_id: 999999 })).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

describe('units of measure', () => {
  it('[API-GOODS-03] lists the shop\'s units with how many goods use each; [API-GOODS-08] reads one by id', async () => {
    const r = await t.master.call(AjaxGetUnit);
    expect(r.data.map((u) => [u.unit_name, u.goods_count])).toEqual([
      ['张', 25],
      ['个', 45],
      ['米', 30],
      ['套', 40],
      ['平方米', 60],
    ]);
    const one = await t.master.call(GetUnitByUnitID, { unit_id: await unitId('米') });
    expect(one.data).toEqual({ unit_id: await unitId('米'), unit_name: '米', goods_count: 30 });
    expect((await t.master.post('/ErpGoods-getUnitByUnitID', { unit_id: String(await unitId('米', SOUTH)) })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(GetUnitByUnitID, { unit_id: 999999 })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.post('/ErpGoods-getUnitByUnitID', { unit_id: 'x' })).err_code).toBe(ErrCode.BAD_REQUEST);
  });

  it('creates, renames and deletes units with unique, ruled names, logging each', async () => {
    const box = await t.master.call(AddUnit, { unit_name: '箱' });
    expect(box).toMatchObject({ err_code: 0, err_msg: '新增单位成功' });
    expect(await lastLog()).toMatchObject({ menu_ch_name: '计量单位', oper_content: '新增计量单位「箱」' });
    expect(await t.master.call(AddUnit, { unit_name: '米' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '米 名称已存在!' });
    expect(await t.master.call(AddUnit, { unit_name: '' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '请填写单位名称' });
    expect(await t.master.call(AddUnit, { unit_name: '单'.repeat(11) })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '单位名称最多10个字符' });
    expect(await t.master.call(EditUnit, { unit_id: box.unit_id, unit_name: '箱子' })).toMatchObject({ err_code: 0, err_msg: '修改单位成功' });
    expect(await t.master.call(EditUnit, { unit_id: box.unit_id, unit_name: '箱子' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '名称无修改' });
    expect((await (await south()).call(EditUnit, { unit_id: box.unit_id, unit_name: '越界' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await t.master.call(DelUnit, { unit_id: box.unit_id })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect(await lastLog()).toMatchObject({ function_ch_name: '删除计量单位', oper_content: '删除计量单位「箱子」' });
  });

  it('refuses deleting a unit goods are sold in, saying how many and naming them; deleting the default unit clears the default', async () => {
    const refused = await t.master.call(DelUnit, { unit_id: await unitId('米') });
    expect(refused.err_code).toBe(ErrCode.CONFLICT);
    expect(refused.err_msg).toMatch(/^计量单位「米」仍有 30 个商品在用（.+…?），请先为这些商品更换单位后再删除$/);
    expect((refused as unknown as { holders: string[] }).holders).toHaveLength(30);
    const box = await t.master.call(AddUnit, { unit_name: '箱' });
    await t.master.post('/ErpGoods-saveBaseConfig', { data: JSON.stringify({ goods_no_prefix: 'G', default_unit_id: box.unit_id }) });
    expect((await t.master.call(GetBaseConfig)).data.default_unit_id).toBe(box.unit_id);
    expect((await t.master.call(DelUnit, { unit_id: box.unit_id })).err_code).toBe(0);
    expect((await t.master.call(GetBaseConfig)).data.default_unit_id).toBe(0);
    expect((await (await south()).call(DelUnit, { unit_id: await unitId('米') })).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

describe('rights of the class and unit calls', () => {
  it('the query rights read, the edit rights write, and neither opens the other\'s calls', async () => {
    const classQuery = await holding(['SF_DEPOTS_GOOD_CLASS_QUERY']);
    expect((await classQuery.call(GetGoodsClass)).err_code).toBe(0);
    expect((await classQuery.call(AddGoodsClass, { class_name: 'x' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await classQuery.call(AjaxGetUnit)).err_code).toBe(ErrCode.NO_RIGHT);
    const classEdit = await holding(['SF_DEPOTS_GOOD_CLASS_EDIT']);
    expect((await classEdit.call(GetGoodsClass)).err_code).toBe(ErrCode.NO_RIGHT);
    const created = await classEdit.call(AddGoodsClass, { class_name: '权限分类' });
    expect(created.err_code).toBe(0);
    expect((await classEdit.call(EditGoodsClass, { class_id: created.class_id, class_name: '权限分类2' })).err_code).toBe(0);
    expect((await classEdit.call(DelGoodsClass, { class_id: created.class_id })).err_code).toBe(0);
    const goodsList = await holding(['SF2_ERP_GOODS_LIST']);
    expect((await goodsList.call(GetGoodsClass)).err_code).toBe(0);
    expect((await goodsList.call(AjaxGetUnit)).err_code).toBe(0);
    expect((await goodsList.call(GetUnitByUnitID, { unit_id: await unitId('米') })).err_code).toBe(0);
    expect((await goodsList.call(AddUnit, { unit_name: 'x' })).err_code).toBe(ErrCode.NO_RIGHT);

    const unitQuery = await holding(['SF_DEPOT_UNIT_QUERY']);
    expect((await unitQuery.call(AjaxGetUnit)).err_code).toBe(0);
    expect((await unitQuery.call(GetUnitByUnitID, { unit_id: await unitId('米') })).err_code).toBe(0);
    expect((await unitQuery.call(AddUnit, { unit_name: 'x' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await unitQuery.call(GetGoodsClass)).err_code).toBe(ErrCode.NO_RIGHT);
    const unitEdit = await holding(['SF_DEPOT_UNIT_EDIT']);
    expect((await unitEdit.call(AjaxGetUnit)).err_code).toBe(ErrCode.NO_RIGHT);
    const unit = await unitEdit.call(AddUnit, { unit_name: '捆' });
    expect(unit.err_code).toBe(0);
    expect((await unitEdit.call(EditUnit, { unit_id: unit.unit_id, unit_name: '捆2' })).err_code).toBe(0);
    expect((await unitEdit.call(DelUnit, { unit_id: unit.unit_id })).err_code).toBe(0);
    expect((await unitEdit.call(SaveGoods, { data: { goods_name: 'x', class_id: 1, kind: 1 } })).err_code).toBe(ErrCode.NO_RIGHT);
  });
});
