/**
 * The goods sales statistics (issue 29 "Goods sales statistics"; REQUIREMENTS API-ORD-47, API-ORD-48):
 * quantities and amounts by goods item, class and dealer over a date range from the confirmed,
 * not closed, not deleted orders (with their confirmed sub-orders), summed by the database and
 * checked here against the stored lines of orders built in the test; paging and order; the lines
 * behind a row; the .xlsx export parsed back; the right alone and missing; another shop; bad input
 * naming the field. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import ExcelJS from 'exceljs';
import { ErrCode } from '../../src/common/api';
import { SaveCrm } from '../../src/common/crm';
import { fenToYuan } from '../../src/common/money';
import { AjaxSord, ExportOrdSale, GetOrdSale, type SaleFigures, type SaleRow } from '../../src/common/orderSales';
import { areaText, NewOrd, type OrderDataInput } from '../../src/common/orders';
import type { RightCode } from '../../src/common/rights';
import { dayStartMs } from '../../src/common/time';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const AJAX = { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' };
/** A month no seeded order falls in (the seed covers the year before 2026-11-20). */
const RANGE = { date_min: '2020-01-01', date_max: '2020-01-31' };
const shopId = async (name = '演示家具厂') => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;

let n = 0;
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `sales_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.6.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** The `nth` goods item on sale of `kind` (1 board, 2 hardware) of the demo shop. */
const goodsOf = async (kind: number, nth = 0) =>
  t.b.db.selectFrom('goods').select(['goods_id', 'goods_no', 'goods_name', 'class_id']).where('shop_id', '=', await shopId()).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').offset(nth).limit(1).executeTakeFirstOrThrow();

let phone = 0;
/** A new dealer of the demo shop (each with a phone of its own: a customer's phone is unique in the shop). */
async function dealer(name: string): Promise<number> {
  phone += 1;
  const r = await t.master.call(SaveCrm, { data: { z_name: name, z_phone: `1360000${String(phone).padStart(4, '0')}`, crm_type: 3 } });
  expect(r.err_code).toBe(0);
  return r.crm_id;
}

/** An order of `crmId` with these rooms, put in `state` (the recycle bin when `deleted`), created on `day` at 10:00 in the shop's calendar. */
async function orderOn(crmId: number, state: number, day: string, rooms: OrderDataInput['rooms'], deleted = 0): Promise<string> {
  const r = await t.master.call(NewOrd, { data: { store_crm_id: crmId, cosignee_name: '王五', cosignee_phone: '13912345678', cosignee_address: '佛山市 3 号', rooms } });
  expect(r.err_code).toBe(0);
  await t.b.db
    .updateTable('orders')
    .set({ ord_state: state, is_deleted: deleted, price_lock: state >= 4 && state !== 9 ? 1 : 0, created_at: dayStartMs(day) + 10 * 3_600_000 })
    .where('order_no', '=', r.order_no)
    .execute();
  return r.order_no;
}

interface Line {
  order_no: string;
  crm_id: number;
  goods_id: number;
  class_id: number;
  pieces: number;
  area: number;
  qty: number;
  amount: number;
}

/** The stored lines of `orderNos` (their own content), read row by row: what the sums must add up to. */
async function storedLines(orderNos: readonly string[]): Promise<Line[]> {
  const sid = await shopId();
  const orders = await t.b.db.selectFrom('orders').select(['order_id', 'order_no', 'store_crm_id']).where('shop_id', '=', sid).where('order_no', 'in', [...orderNos]).execute();
  const ids = orders.map((o) => o.order_id);
  const classOf = new Map((await t.b.db.selectFrom('goods').select(['goods_id', 'class_id']).where('shop_id', '=', sid).execute()).map((g) => [g.goods_id, g.class_id]));
  const header = (orderId: number) => orders.find((o) => o.order_id === orderId)!;
  const plates = await t.b.db.selectFrom('order_plates').select(['order_id', 'goods_id', 'qty', 'area_mm2', 'amount_fen']).where('order_id', 'in', ids).execute();
  const goods = await t.b.db.selectFrom('order_goods').select(['order_id', 'goods_id', 'qty_centi', 'amount_fen']).where('order_id', 'in', ids).execute();
  const base = (r: { order_id: number; goods_id: number }) => ({ order_no: header(r.order_id).order_no, crm_id: header(r.order_id).store_crm_id ?? 0, goods_id: r.goods_id, class_id: classOf.get(r.goods_id)! });
  return [
    ...plates.map((p) => ({ ...base(p), pieces: p.qty, area: Number(p.area_mm2), qty: 0, amount: Number(p.amount_fen) })),
    ...goods.map((g) => ({ ...base(g), pieces: 0, area: 0, qty: Number(g.qty_centi), amount: Number(g.amount_fen) })),
  ];
}

/** The lines summed by `key`, as the wire writes figures. */
function summed(lines: readonly Line[], key: (l: Line) => number): Map<number, SaleFigures> {
  const out = new Map<number, SaleFigures>();
  for (const k of new Set(lines.map(key))) {
    const of = lines.filter((l) => key(l) === k);
    const sum = (f: (l: Line) => number) => of.reduce((s, l) => s + f(l), 0);
    out.set(k, { orders: new Set(of.map((l) => l.order_no)).size, pieces: sum((l) => l.pieces), area: areaText(sum((l) => l.area)), qty: String(sum((l) => l.qty) / 100), amount: fenToYuan(sum((l) => l.amount)) });
  }
  return out;
}

const figuresOf = (r: SaleFigures): SaleFigures => ({ orders: r.orders, pieces: r.pieces, area: r.area, qty: r.qty, amount: r.amount });

/** Two dealers' orders in January 2020 in every state, and what counts of them. */
async function january() {
  const [boardA, boardB, hinge, handle] = [await goodsOf(1, 0), await goodsOf(1, 40), await goodsOf(2, 0), await goodsOf(2, 30)];
  const [a, b] = [await dealer('销售统计甲'), await dealer('销售统计乙')];
  const plate = (goodsId: number, length: number, width: number, qty: number) => ({ plate_name: '侧板', length, width, thickness: 18, goods_id: goodsId, qty });
  const rooms = (plates: ReturnType<typeof plate>[], goods: { goods_id: number; qty: string }[]) => [{ room_name: '主卧', plates, goods }];
  const sold = [
    await orderOn(a, 3, '2020-01-05', rooms([plate(boardA.goods_id, 2400, 580, 2), plate(boardA.goods_id, 600, 400, 4), plate(boardB.goods_id, 800, 300, 1)], [{ goods_id: hinge.goods_id, qty: '12' }])),
    await orderOn(a, 6, '2020-01-31', rooms([plate(boardA.goods_id, 1000, 500, 1)], [{ goods_id: hinge.goods_id, qty: '2.5' }, { goods_id: handle.goods_id, qty: '3' }])),
    await orderOn(b, 5, '2020-01-01', rooms([plate(boardB.goods_id, 2000, 600, 3)], [{ goods_id: hinge.goods_id, qty: '4' }])),
    await orderOn(b, 4, '2020-01-20', rooms([], [{ goods_id: handle.goods_id, qty: '1.25' }])),
  ];
  const unsold = [
    await orderOn(b, 9, '2020-01-10', rooms([plate(boardA.goods_id, 2000, 600, 5)], [{ goods_id: hinge.goods_id, qty: '7' }])),
    await orderOn(a, 2, '2020-01-10', rooms([plate(boardA.goods_id, 2000, 600, 5)], [])),
    await orderOn(a, 0, '2020-01-10', rooms([plate(boardB.goods_id, 2000, 600, 5)], [])),
    await orderOn(a, 3, '2020-01-10', rooms([plate(boardA.goods_id, 2000, 600, 5)], []), 1),
    // Outside the range, on both sides.
    await orderOn(b, 3, '2019-12-31', rooms([plate(boardA.goods_id, 2000, 600, 5)], [])),
    await orderOn(b, 3, '2020-02-01', rooms([], [{ goods_id: hinge.goods_id, qty: '9' }])),
  ];
  return { sold, unsold, dealers: { a, b }, goods: { boardA, boardB, hinge, handle }, lines: await storedLines(sold) };
}

const summary = (c: TestClient, param: Record<string, unknown>) => c.call(GetOrdSale, { param: { ...RANGE, page_count: 100, ...param } });
const download = async (c: TestClient, param: Record<string, unknown>, locale = 'zh-CN') =>
  c.raw(`/api${ExportOrdSale.path}?${new URLSearchParams({ param: JSON.stringify(param) }).toString()}`, { headers: { ...AJAX, 'X-Locale': locale } });

describe('the summary', () => {
  it('[API-ORD-47] /storeOrders-getOrdSale by goods item sums the confirmed, in-production, arrived and finished orders of the range, checked against their stored lines; closed, unconfirmed, deleted and out-of-range orders count nothing', async () => {
    expect(GetOrdSale.path).toBe('/storeOrders-getOrdSale');
    const j = await january();
    const r = await summary(t.master, { group_by: 'goods' });
    expect(r.err_code).toBe(0);
    const expected = summed(j.lines, (l) => l.goods_id);
    expect(r.count).toBe(4);
    expect(new Map(r.data.map((row) => [row.group_id, figuresOf(row)]))).toEqual(expected);
    const board = r.data.find((row) => row.group_id === j.goods.boardA.goods_id)!;
    expect(board).toMatchObject({ group_name: j.goods.boardA.goods_name, goods_no: j.goods.boardA.goods_no, orders: 2, pieces: 7 });
    // 2400×580×2 + 600×400×4 + 1000×500×1 mm² = 4.244 m².
    expect(board.area).toBe('4.244');
    expect(board.unit_name).not.toBe('');
    expect(board.class_name).not.toBe('');
    expect(r.data.find((row) => row.group_id === j.goods.hinge.goods_id)).toMatchObject({ orders: 3, pieces: 0, area: '0.000', qty: '18.5' });
    // Ordered by amount, largest first (the default), and the totals are every row's.
    expect(r.data.map((row) => Number(row.amount))).toEqual([...r.data.map((row) => Number(row.amount))].sort((x, y) => y - x));
    const all = summed(j.lines, () => 0).get(0)!;
    expect(r.total).toEqual({ ...all, orders: 4 });
  });

  it('[API-ORD-47] by class and by dealer, the same lines summed by the goods item\'s class and by the order\'s customer; a dealer filter and a class filter narrow them', async () => {
    const j = await january();
    const byClass = await summary(t.master, { group_by: 'class' });
    expect(new Map(byClass.data.map((row) => [row.group_id, figuresOf(row)]))).toEqual(summed(j.lines, (l) => l.class_id));
    expect(byClass.data.every((row) => row.group_name !== '' && row.goods_no === '' && row.unit_name === '')).toBe(true);
    const byDealer = await summary(t.master, { group_by: 'dealer' });
    expect(new Map(byDealer.data.map((row) => [row.group_id, figuresOf(row)]))).toEqual(summed(j.lines, (l) => l.crm_id));
    expect(byDealer.data.map((row) => row.group_name).sort()).toEqual(['销售统计乙', '销售统计甲'].sort());
    const onlyB = await summary(t.master, { group_by: 'goods', store_crm_id: j.dealers.b });
    expect(new Map(onlyB.data.map((row) => [row.group_id, figuresOf(row)]))).toEqual(summed(j.lines.filter((l) => l.crm_id === j.dealers.b), (l) => l.goods_id));
    const hingeClass = await summary(t.master, { group_by: 'goods', class_id: j.goods.hinge.class_id });
    expect(hingeClass.data.map((row) => row.group_id).sort()).toEqual([...new Set(j.lines.filter((l) => l.class_id === j.goods.hinge.class_id).map((l) => l.goods_id))].sort());
    const keyword = await summary(t.master, { group_by: 'goods', keyword: j.goods.handle.goods_no });
    expect(keyword.data.map((row) => row.group_id)).toEqual([j.goods.handle.goods_id]);
  });

  it('[API-ORD-47] pages and orders in SQL: each page of one row in the order asked, the count of every row, the totals unchanged by paging', async () => {
    const j = await january();
    const whole = await summary(t.master, { group_by: 'goods', order: 'pieces asc' });
    expect(whole.data.map((row) => row.pieces)).toEqual([...whole.data.map((row) => row.pieces)].sort((x, y) => x - y));
    const pages: SaleRow[] = [];
    for (let page = 1; page <= whole.count; page += 1) {
      const r = await summary(t.master, { group_by: 'goods', order: 'pieces asc', curr_page: page, page_count: 1 });
      expect([r.count, r.data.length, r.total]).toEqual([whole.count, 1, whole.total]);
      pages.push(...r.data);
    }
    expect(pages).toEqual(whole.data);
    expect((await summary(t.master, { group_by: 'goods', curr_page: 99 })).data).toEqual([]);
    const byName = await summary(t.master, { group_by: 'dealer', order: 'name desc' });
    expect(byName.data.map((row) => row.group_id).sort()).toEqual([j.dealers.a, j.dealers.b].sort());
    expect(byName.data[0].group_name > byName.data[1].group_name).toBe(true);
  });

  it('[API-ORD-47] a confirmed sub-order\'s lines count with its order; an open one\'s do not', async () => {
    const j = await january();
    const sid = await shopId();
    const order = await t.b.db.selectFrom('orders').select(['order_id', 'order_no']).where('order_no', '=', j.sold[2]).executeTakeFirstOrThrow();
    const room = await t.b.db.selectFrom('order_rooms').select('room_id').where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    const now = t.b.clock.now();
    const sub = async (seq: number, state: number) =>
      (
        await t.b.db
          .insertInto('sub_orders')
          .values({ shop_id: sid, order_id: order.order_id, seq, sub_order_no: `${order.order_no}-${seq}`, reason: '补件', sub_state: state, creator_id: null, created_at: now, updated_at: now, state_at: now })
          .returning('sub_order_id')
          .executeTakeFirstOrThrow()
      ).sub_order_id;
    const line = (subOrderId: number, centi: number) => ({ shop_id: sid, order_id: order.order_id, room_id: room.room_id, sort: 90 + centi, goods_id: j.goods.hinge.goods_id, unit_price_fen: 100, amount_fen: centi, qty_centi: centi, sub_order_id: subOrderId });
    await t.b.db.insertInto('order_goods').values([line(await sub(1, 3), 300), line(await sub(2, 1), 700)]).execute();
    const r = await summary(t.master, { group_by: 'goods' });
    const before = summed(j.lines, (l) => l.goods_id).get(j.goods.hinge.goods_id)!;
    const hinge = r.data.find((row) => row.group_id === j.goods.hinge.goods_id)!;
    expect(hinge.qty).toBe(String(Number(before.qty) + 3));
    expect(hinge.amount).toBe(fenToYuan(Math.round(Number(before.amount) * 100) + 300));
    expect(hinge.orders).toBe(before.orders);
  });
});

describe('the lines behind a row', () => {
  it('[API-ORD-48] /storeOrders-ajaxSord answers one row per order and goods item, narrowed to a goods item or a dealer, paged and ordered', async () => {
    expect(AjaxSord.path).toBe('/storeOrders-ajaxSord');
    const j = await january();
    const boardA = j.goods.boardA.goods_id;
    const r = await t.master.call(AjaxSord, { param: { ...RANGE, goods_id: boardA, order: 'create_date asc' } });
    expect(r.err_code).toBe(0);
    const perOrder = summed(
      j.lines.filter((l) => l.goods_id === boardA),
      (l) => j.sold.indexOf(l.order_no),
    );
    expect(r.count).toBe(perOrder.size);
    expect(r.data.map((line) => line.order_no)).toEqual([j.sold[0], j.sold[1]]);
    for (const line of r.data) {
      const { orders: _orders, ...want } = perOrder.get(j.sold.indexOf(line.order_no))!;
      expect(line).toMatchObject({ ...want, goods_id: boardA, goods_name: j.goods.boardA.goods_name, store_crm_id: j.dealers.a, store_name: '销售统计甲', cosignee_name: '王五' });
    }
    expect(r.data[0].create_date).toBe('2020-01-05 10:00:00');
    expect(r.data.map((line) => line.ord_state)).toEqual([3, 6]);
    const ofDealer = await t.master.call(AjaxSord, { param: { ...RANGE, store_crm_id: j.dealers.b, order: 'amount desc', page_count: 2 } });
    const want = j.lines.filter((l) => l.crm_id === j.dealers.b);
    expect(ofDealer.count).toBe(new Set(want.map((l) => `${l.order_no}/${l.goods_id}`)).size);
    expect(ofDealer.data).toHaveLength(2);
    expect(Number(ofDealer.data[0].amount)).toBeGreaterThanOrEqual(Number(ofDealer.data[1].amount));
    expect(ofDealer.data.every((line) => line.store_crm_id === j.dealers.b)).toBe(true);
  });
});

describe('the export', () => {
  it('[API-ORD-47] /storeOrders-exportOrdSale writes the summary as .xlsx, parsed back: the columns titled in the request\'s language and the rows of getOrdSale in its order; logged in the staff log', async () => {
    const j = await january();
    const param = { ...RANGE, group_by: 'goods', order: 'amount desc' };
    const res = await download(t.master, param);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/goods-sales-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('商品销售统计');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['商品', '商品编号', '商品分类', '单位', '订单数', '板件块数', '板件面积(m²)', '商品数量', '金额(元)']);
    const page = (await summary(t.master, param)).data;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    expect(rows).toEqual(page.map((r) => [r.group_name, r.goods_no, r.class_name, r.unit_name, r.orders, r.pieces, Number(r.area), Number(r.qty), Number(r.amount)]));
    expect(rows).toHaveLength(4);
    const log = await t.b.db.selectFrom('staff_logs').select(['menu_ch_name', 'function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ menu_ch_name: '商品销售统计', function_ch_name: '导出商品销售统计', oper_content: '导出商品销售统计 4 行（按商品，日期 2020-01-01 至 2020-01-31）' });
    expect(j.sold).toHaveLength(4);
  });

  it('[API-ORD-47] by dealer in en-US: English headers, one row per dealer', async () => {
    await january();
    const res = await download(t.master, { ...RANGE, group_by: 'dealer' }, 'en-US');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Goods sales');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Customer', 'Orders', 'Board pieces', 'Board area (m²)', 'Goods quantity', 'Amount (yuan)']);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('rights, shops and bad input', () => {
  it('[API-ORD-47] [API-ORD-48] the three calls take SF_GOODS_SALE_GROUP_QUERY, which works alone; without it they are refused', async () => {
    await january();
    const alone = await holding(['SF_GOODS_SALE_GROUP_QUERY']);
    expect((await summary(alone, {})).err_code).toBe(0);
    expect((await alone.call(AjaxSord, { param: RANGE })).err_code).toBe(0);
    expect((await download(alone, RANGE)).headers.get('content-type')).toContain('spreadsheetml');
    const without = await holding(['SF_STORE_ORD_LIST', 'SF2_ERP_GOODS_LIST', 'SF_BATCH_PROCESS_QUERY']);
    expect((await summary(without, {})).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(AjaxSord, { param: RANGE })).err_code).toBe(ErrCode.NO_RIGHT);
    expect(((await (await download(without, RANGE)).json()) as { err_code: number }).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-ORD-47] [API-ORD-48] another shop sums its own orders only: the demo shop\'s dealer, goods item and class name none of them', async () => {
    const j = await january();
    const south = t.b.client({ ip: '10.6.9.9' });
    await south.login('south_admin');
    const mine = await summary(south, { store_crm_id: j.dealers.a });
    expect(mine).toMatchObject({ err_code: 0, count: 0, data: [], total: { orders: 0, pieces: 0, area: '0.000', qty: '0', amount: '0.00' } });
    expect((await summary(south, { class_id: j.goods.boardA.class_id })).count).toBe(0);
    expect(await south.call(AjaxSord, { param: { ...RANGE, goods_id: j.goods.boardA.goods_id } })).toMatchObject({ err_code: 0, count: 0, data: [] });
    expect(JSON.stringify(await summary(south, { group_by: 'dealer' }))).not.toContain('销售统计');
  });

  it('[API-ORD-47] [API-ORD-48] bad input is refused naming the field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ group_by: 'month' }, 'param.group_by 只能是'],
      [{ order: 'price desc' }, '排序参数不正确：price desc'],
      [{ date_min: '2020-13-01' }, 'param.date_min 应为 YYYY-MM-DD 格式的日期'],
      [{ date_min: '2020-02-01', date_max: '2020-01-01' }, 'param.date_min 不能晚于结束日期'],
      [{ page_count: 1000 }, 'param.page_count 应为 1~100 的整数'],
      [{ store_crm_id: 'x' }, '参数 param.store_crm_id 格式不正确'],
      [{ class_id: -1 }, 'param.class_id'],
      [{ keyword: 'x'.repeat(41) }, 'param.keyword'],
    ];
    for (const [param, message] of bad) {
      const r = await t.master.post('/storeOrders-getOrdSale', { param: JSON.stringify(param) });
      expect([param, r.err_code, r.err_msg]).toEqual([param, ErrCode.BAD_REQUEST, expect.stringContaining(message)]);
    }
    for (const [param, message] of [
      [{ goods_id: 'abc' }, 'param.goods_id'],
      [{ order: 'orders desc' }, '排序参数不正确'],
      [{ date_max: '2020-02-30' }, 'param.date_max'],
    ] as const) {
      const r = await t.master.post('/storeOrders-ajaxSord', { param: JSON.stringify(param) });
      expect([param, r.err_code, r.err_msg]).toEqual([param, ErrCode.BAD_REQUEST, expect.stringContaining(message)]);
    }
    expect((await t.master.post('/storeOrders-getOrdSale', { param: '{' })).err_msg).toBe('参数 param 不是有效的 JSON');
  });
});
