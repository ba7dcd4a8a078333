/**
 * The goods .xlsx import and export (issue 28 "Import and export"; REQUIREMENTS API-GOODS-01 for the
 * list's filters the export shares, API-GOODS-09 for the class tree a row's class is found in):
 * every row checked first and nothing imported when any is bad, each bad row named with its reason;
 * a good file imported in one transaction with one staff-log row; 2,000 rows; the shop's borders;
 * the rights; a file judged by its bytes, not its name; the export of the list's filters.
 */
import ExcelJS from 'exceljs';
import { ErrCode } from '../../src/common/api';
import type { GoodsImportRefusal } from '../../src/common/goods';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const SOUTH = '南方板材定制';
// Half-width brackets, as typed by hand: the same columns as the template's '标价（元）'.
const HEADER = ['商品编号', '商品名称', '商品分类', '单位', '规格', '类型', '标价(元)', '成本价(元)', '条码', '最低库存', '状态'];
const AJAX = { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' };

const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const goodsOf = async (shop: string) => t.b.db.selectFrom('goods').selectAll().where('shop_id', '=', await shopId(shop)).execute();
const logsOf = async (fn: string) => t.b.db.selectFrom('staff_logs').selectAll().where('function_ch_name', '=', fn).execute();

/** An .xlsx of `rows` under `header`. */
async function xlsx(rows: readonly (readonly (string | number)[])[], header: readonly string[] = HEADER): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A good row: number, name, class, unit, spec, kind, list price, cost price, barcode, min stock, state. */
const good = (no: string, name = `导入测试${no}`, over: Partial<Record<number, string | number>> = {}) => {
  const row: (string | number)[] = [no, name, '颗粒板', '平方米', '2440×1220×18mm', '板材', '45.5', 30.25, '', 5, '在售'];
  for (const [i, value] of Object.entries(over)) row[Number(i)] = value ?? '';
  return row;
};

async function upload(client: TestClient, bytes: Uint8Array, name = 'goods.xlsx', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  const res = await client.raw('/api/ErpGoods-importGoods', { method: 'POST', body: form, headers: { ...AJAX, ...headers } });
  return (await res.json()) as { err_code: number; err_msg: string; count?: number } & Partial<GoodsImportRefusal>;
}

let n = 0;
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `goods_import_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.9.0.${n}` });
  await c.login(person.login_name);
  return c;
}

async function south(): Promise<TestClient> {
  const c = t.b.client({ ip: '10.9.1.1' });
  await c.login('south_admin');
  return c;
}

describe('the goods import', () => {
  it('[API-GOODS-09] refuses a file with bad rows naming each row and why, and imports none of its good rows', async () => {
    const before = (await goodsOf(DEMO)).length;
    const bytes = await xlsx([
      good('IMP-001'),
      good('IMP-002', ''),
      good('IMP-003', undefined, { 2: '不存在的分类' }),
      good('G00001'),
      good('IMP-001', '同号'),
      good('IMP-006', undefined, { 6: '12.345', 5: '木头' }),
      good('IMP-007', undefined, { 3: '吨' }),
      good('IMP-008'),
    ]);
    const r = await upload(t.master, bytes);
    expect(r.err_code).toBe(ErrCode.BAD_REQUEST);
    expect(r.err_msg).toBe('有 6 行不正确，没有导入任何商品；请按提示修改后重新导入');
    expect(r.bad_rows).toBe(6);
    expect(r.problems).toEqual([
      { row: 3, column: '商品名称', message: '请填写商品名称' },
      { row: 4, column: '商品分类', message: '找不到商品分类「不存在的分类」' },
      { row: 5, column: '商品编号', message: expect.stringMatching(/^商品编号 G00001 已被「.+」使用$/) },
      { row: 6, column: '商品编号', message: '商品编号 IMP-001 与第 2 行重复' },
      { row: 7, column: '类型', message: '类型应为 板材、五金、封边条、成品 之一' },
      { row: 7, column: '标价（元）', message: '标价（元） 应为不小于 0、最多两位小数的金额' },
      { row: 8, column: '单位', message: '找不到计量单位「吨」' },
    ]);
    expect((await goodsOf(DEMO)).length).toBe(before);
    expect(await logsOf('导入商品')).toHaveLength(0);
  });

  it('answers the reasons in the request\'s language', async () => {
    const r = await upload(t.master, await xlsx([good('IMP-EN', '')]), 'goods.xlsx', { 'X-Locale': 'en-US' });
    expect(r.problems).toEqual([{ row: 2, column: 'Goods name', message: expect.any(String) }]);
    expect(r.problems![0].message).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('imports a good file in one transaction with one staff-log row: classes by name or path, units, kinds, prices in fen, numbers given or made', async () => {
    const before = (await goodsOf(DEMO)).length;
    const bytes = await xlsx([
      good('IMP-101'),
      good('', '自动编号的铰链', { 2: '五金/铰链', 3: '个', 5: '2', 6: '3.5', 7: '', 10: '停售' }),
      good('IMP-103', 'Edge', { 2: '封边条', 3: '米', 5: 'Edge banding', 6: 0.8, 9: '' }),
    ]);
    const r = await upload(t.master, bytes);
    expect(r).toMatchObject({ err_code: 0, count: 3, err_msg: '成功导入 3 个商品' });
    const after = await goodsOf(DEMO);
    expect(after.length).toBe(before + 3);
    const byName = new Map(after.map((g) => [g.goods_name, g]));
    expect(byName.get('导入测试IMP-101')).toMatchObject({ goods_no: 'IMP-101', kind: 1, list_price_fen: 4550, cost_price_fen: 3025, min_stock: 5, state: 1, spec: '2440×1220×18mm' });
    // The next number after the shop's G00200, as a save without a number gets.
    expect(byName.get('自动编号的铰链')).toMatchObject({ goods_no: 'G00201', kind: 2, list_price_fen: 350, cost_price_fen: 0, state: 0 });
    expect(byName.get('Edge')).toMatchObject({ goods_no: 'IMP-103', kind: 3, list_price_fen: 80 });
    const logs = await logsOf('导入商品');
    expect(logs).toHaveLength(1);
    expect(logs[0].oper_content).toContain('导入商品 3 个');
  });

  it('imports a file of 2,000 rows', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => good(`BULK-${String(i).padStart(4, '0')}`));
    const before = (await goodsOf(DEMO)).length;
    const r = await upload(t.master, await xlsx(rows));
    expect(r).toMatchObject({ err_code: 0, count: 2000 });
    expect((await goodsOf(DEMO)).length).toBe(before + 2000);
    expect(await logsOf('导入商品')).toHaveLength(1);
  }, 60_000);

  it('keeps to the shop: another shop\'s classes are not found, its numbers are free, and the rows go to the importer\'s shop', async () => {
    const southClient = await south();
    const demoBefore = (await goodsOf(DEMO)).length;
    const refused = await upload(southClient, await xlsx([good('S-1', '南方导入', { 2: '多层板' })]));
    expect(refused.problems).toEqual([{ row: 2, column: '商品分类', message: '找不到商品分类「多层板」' }]);
    // G00001 is a demo-shop number: free in the south shop.
    const r = await upload(southClient, await xlsx([good('G00001', '南方导入')]));
    expect(r).toMatchObject({ err_code: 0, count: 1 });
    expect((await goodsOf(SOUTH)).some((g) => g.goods_no === 'G00001' && g.goods_name === '南方导入')).toBe(true);
    expect((await goodsOf(DEMO)).length).toBe(demoBefore);
  });

  it('needs the goods-add right: the list right alone is refused, the add right imports', async () => {
    const viewer = await holding(['SF2_ERP_GOODS_LIST']);
    expect((await upload(viewer, await xlsx([good('R-1')]))).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await viewer.raw('/api/ErpGoods-importTemplate', { headers: AJAX })).headers.get('content-type')).toContain('json');
    const adder = await holding(['SF2_ERP_GOODS_ADD']);
    expect(await upload(adder, await xlsx([good('R-2')]))).toMatchObject({ err_code: 0, count: 1 });
  });

  it('judges the file by its bytes: a text file or a ZIP that is no workbook renamed .xlsx is refused, a workbook named .txt is read', async () => {
    const text = await upload(t.master, new TextEncoder().encode('商品编号,商品名称\nX-1,文本'), 'goods.xlsx');
    expect(text).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: 'goods.xlsx 不是 Excel 工作簿，请选择 .xlsx 文件' });
    // A ZIP that is not a workbook.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(40).fill(0)]);
    expect((await upload(t.master, zip, 'fake.xlsx')).err_msg).toBe('fake.xlsx 不是 Excel 工作簿，请选择 .xlsx 文件');
    expect(await upload(t.master, await xlsx([good('BYTES-1')]), 'goods.txt')).toMatchObject({ err_code: 0, count: 1 });
    expect((await upload(t.master, await xlsx([], ['名称', '其他']))).err_msg).toBe('表格缺少列：商品名称、商品分类、类型，请使用导入模板');
    expect((await upload(t.master, await xlsx([]))).err_msg).toBe('表格中没有商品行');
  });

  it('answers a template with the import\'s header row', async () => {
    const res = await t.master.raw('/api/ErpGoods-importTemplate', { headers: AJAX });
    expect(res.headers.get('content-disposition')).toContain('goods-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const header = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header.slice(0, HEADER.length)).toEqual(HEADER.map((title) => title.replace('(元)', '（元）')));
    expect(workbook.worksheets[0].rowCount).toBe(1);
  });
});

describe('the goods export', () => {
  async function exported(client: TestClient, param: object, locale = 'zh-CN') {
    const res = await client.raw(`/api/ErpGoods-exportGoods?${new URLSearchParams({ param: JSON.stringify(param) }).toString()}`, { headers: { ...AJAX, 'sec-fetch-site': 'same-origin', 'X-Locale': locale } });
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('[API-GOODS-01] writes the goods of the list\'s filters and order under the list\'s columns, and logs the export', async () => {
    const rows = await exported(t.master, { state: 0, order: 'goods_no asc' });
    expect(rows[0]).toEqual(['商品编号', '商品名称', '商品分类', '单位', '规格', '类型', '标价（元）', '成本价（元）', '条码', '最低库存', '状态', '更新时间']);
    const stopped = (await goodsOf(DEMO)).filter((g) => g.state === 0).map((g) => g.goods_no).sort();
    expect(rows.slice(1).map((r) => r[0])).toEqual(stopped);
    expect(rows.slice(1).every((r) => r[10] === '停售')).toBe(true);
    const first = (await goodsOf(DEMO)).find((g) => g.goods_no === stopped[0])!;
    expect(rows[1][6]).toBe(Number(first.list_price_fen) / 100);
    const keyword = await exported(t.master, { keyword: '铰链' });
    expect(keyword.length - 1).toBe(20);
    const logs = await logsOf('导出商品');
    expect(logs.map((l) => l.oper_content)).toEqual(expect.arrayContaining([expect.stringContaining(`导出商品 ${stopped.length} 个`)]));
  });

  it('exports only the shop\'s own goods, and needs the list right', async () => {
    const rows = await exported(await south(), {});
    expect(rows.length - 1).toBe((await goodsOf(SOUTH)).length);
    expect(rows.slice(1).every((r) => String(r[0]).startsWith('N'))).toBe(true);
    const none = await holding(['SF2_ERP_GOODS_ADD']);
    expect((await none.get('/ErpGoods-exportGoods')).err_code).toBe(ErrCode.NO_RIGHT);
  });
});
