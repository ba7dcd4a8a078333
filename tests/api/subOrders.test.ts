/**
 * Sub-orders (补单; issue 29; REQUIREMENTS API-ORD-28..31; src/common/subOrders.ts): what a new one
 * needs, an order's sub-orders, making and editing one, its state machine move by move, the races its
 * numbering and moves meet, the order that cannot be finished while one is open, the rights, another
 * shop's numbers and bad input. Called at the spec's literal paths. On SQLite, and on PostgreSQL with
 * DATABASE_URL.
 */
import { sql } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { SaveCrm } from '../../src/common/crm';
import { AjaxOrder, CloseOrd, NewOrd, type OrderDataInput } from '../../src/common/orders';
import type { RightCode } from '../../src/common/rights';
import {
  AlterSubOrd,
  CloseSubOrd,
  ConfirmSubOrd,
  CreateSubOrdInfo,
  NewSubOrd,
  SUB_MOVE_CALLS,
  SUB_ORDER_MOVES,
  SubmitSubOrd,
  SubOrdsInfo,
  subOrderCall,
  type SubOrderDataInput,
  type SubOrderMove,
} from '../../src/common/subOrders';
import { soldLineCondition } from '../../server/orders/subOrders';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const shopId = async (name = DEMO) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const firstOfKind = async (kind: number) =>
  t.b.db.selectFrom('goods').select(['goods_id', 'goods_name', 'list_price_fen']).where('shop_id', '=', await shopId()).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow();
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('order_no', '=', no).where('shop_id', '=', await shopId()).executeTakeFirstOrThrow();
const subOf = async (no: string) => t.b.db.selectFrom('sub_orders').selectAll().where('sub_order_no', '=', no).executeTakeFirstOrThrow();
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('order_no', '=', no).orderBy('log_id').execute();
const count = async (table: 'sub_orders' | 'order_rooms' | 'order_plates' | 'order_goods' | 'order_logs' | 'staff_logs') => (await t.b.db.selectFrom(table).select(sql<number>`1`.as('x')).execute()).length;
/** Every row a refused call must leave alone. */
const snapshot = async () => ({
  subs: await t.b.db.selectFrom('sub_orders').selectAll().orderBy('sub_order_id').execute(),
  rooms: await count('order_rooms'),
  plates: await count('order_plates'),
  goods: await count('order_goods'),
  orderLogs: await count('order_logs'),
  staffLogs: await count('staff_logs'),
});

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `sub_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.8.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** A dealer with no price list and no level (made once per test): its lines are priced at list prices. */
let plainDealer: number | undefined;
beforeEach(() => {
  plainDealer = undefined;
});
async function dealer(): Promise<number> {
  if (plainDealer === undefined) {
    const r = await t.master.call(SaveCrm, { data: { z_name: '补单经销商', z_phone: '13600002222', crm_type: 3 } });
    expect(r.err_code).toBe(0);
    plainDealer = r.crm_id;
  }
  return plainDealer;
}

/** An order of one room (a board and a hinge line) put in `state` with the price lock and recycle-bin flag given. */
async function orderIn(state: number, priceLock = 1, deleted = 0): Promise<string> {
  const board = await firstOfKind(1);
  const hinge = await firstOfKind(2);
  const data: OrderDataInput = {
    store_crm_id: await dealer(),
    cosignee_name: '张三',
    cosignee_phone: '13912345678',
    cosignee_address: '广东省佛山市顺德区新城路 1 号',
    rooms: [{ room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: board.goods_id, qty: 2 }], goods: [{ goods_id: hinge.goods_id, qty: '4' }] }],
  };
  const r = await t.master.call(NewOrd, { data });
  expect(r.err_code).toBe(0);
  await t.b.db.updateTable('orders').set({ ord_state: state, price_lock: priceLock, is_deleted: deleted }).where('order_no', '=', r.order_no).execute();
  return r.order_no;
}

/** A sub-order document: a board of 1000 × 500 mm × `pieces` and, when `hinges`, a hinge line. */
async function subData(over: Partial<SubOrderDataInput> = {}, pieces = 1, hinges = '2'): Promise<SubOrderDataInput> {
  const board = await firstOfKind(1);
  const hinge = await firstOfKind(2);
  return {
    reason: '客户追加层板',
    rooms: [{ room_name: '书房', plates: [{ plate_name: '层板', length: 1000, width: 500, thickness: 18, goods_id: board.goods_id, qty: pieces }], goods: hinges ? [{ goods_id: hinge.goods_id, qty: hinges }] : [] }],
    ...over,
  };
}

async function newSub(orderNo: string, over: Partial<SubOrderDataInput> = {}, c: TestClient = t.master): Promise<string> {
  const r = await c.call(NewSubOrd, { order_no: orderNo, data: await subData(over) });
  expect(r).toMatchObject({ err_code: 0 });
  return r.sub_order_no;
}

const info = (no: string, c: TestClient = t.master) => c.call(subOrderCall(CreateSubOrdInfo, no));
const subs = (no: string, c: TestClient = t.master) => c.call(subOrderCall(SubOrdsInfo, no));

describe('[API-ORD-28] /StoreOrders-createSubOrdInfo-orderNo-{no}', () => {
  it('is called at the order\'s own path and answers the order\'s facts, whether a sub-order is allowed and why not, and the next number', async () => {
    expect([CreateSubOrdInfo.method, CreateSubOrdInfo.path]).toEqual(['POST', '/StoreOrders-createSubOrdInfo-orderNo-{no}']);
    const no = await orderIn(3);
    expect(subOrderCall(CreateSubOrdInfo, no).path).toBe(`/StoreOrders-createSubOrdInfo-orderNo-${no}`);
    const r = await info(no);
    expect(r).toMatchObject({ err_code: 0, allowed: true, why_not: '', next_sub_order_no: `${no}-1`, count: 0, open: 0 });
    expect(r.order).toMatchObject({ order_no: no, ord_state: 3, price_lock: 1, cosignee_name: '张三', store_name: '补单经销商' });
    await newSub(no);
    // The literal path, as a browser posts it.
    expect(await t.master.post(`/StoreOrders-createSubOrdInfo-orderNo-${no}`)).toMatchObject({ err_code: 0, next_sub_order_no: `${no}-2`, count: 1, open: 1 });
  });

  it('says why not: an unlocked order, a state with no sub-orders, the recycle bin, or a caller without the edit right', async () => {
    expect(await info(await orderIn(0, 0))).toMatchObject({ allowed: false, why_not: '订单草稿，不能补单' });
    expect(await info(await orderIn(3, 0))).toMatchObject({ allowed: false, why_not: '订单未锁价，不能补单：请直接修改订单' });
    expect(await info(await orderIn(6))).toMatchObject({ allowed: false, why_not: '订单已完结，不能补单' });
    expect(await info(await orderIn(9, 1, 1))).toMatchObject({ allowed: false, why_not: '订单在回收站中，不能补单' });
    const locked = await orderIn(4);
    expect(await info(locked, await holding(['SF_STORE_ORD_LIST']))).toMatchObject({ err_code: 0, allowed: false, why_not: '无权限操作!' });
    const english = await t.master.post(`/StoreOrders-createSubOrdInfo-orderNo-${await orderIn(2, 0)}`, {}, { 'x-locale': 'en-US' });
    expect(english).toMatchObject({ allowed: false, why_not: 'The order is received: no sub-order can be added' });
  });

  it('reads the number from the path: an empty one names no call, a too long one is refused naming `no`, an encoded one is read decoded', async () => {
    expect((await t.master.post('/StoreOrders-createSubOrdInfo-orderNo-')).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await t.master.post(`/StoreOrders-createSubOrdInfo-orderNo-${'D'.repeat(41)}`)).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '参数 no 过长（最多 40 个字符）' });
    const no = await orderIn(5);
    expect(await t.master.post(`/StoreOrders-subOrdsInfo-orderNo-${encodeURIComponent(no)}`)).toMatchObject({ err_code: 0 });
    expect((await info('不存在的单号')).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

describe('[API-ORD-30] /StoreOrders-newSubOrd', () => {
  it('is refused unless the order is price-locked and confirmed, in production or arrived (not in the bin), and then stores nothing', async () => {
    const refused: [number, number, number, string][] = [
      [0, 0, 0, '订单草稿，不能补单'],
      [1, 0, 0, '订单已提交，不能补单'],
      [2, 0, 0, '订单已接单，不能补单'],
      [3, 0, 0, '订单未锁价，不能补单：请直接修改订单'],
      [6, 1, 0, '订单已完结，不能补单'],
      [9, 1, 0, '订单已关闭，不能补单'],
      [9, 1, 1, '订单在回收站中，不能补单'],
    ];
    for (const [state, lock, deleted, message] of refused) {
      const no = await orderIn(state, lock, deleted);
      const before = await snapshot();
      const r = await t.master.call(NewSubOrd, { order_no: no, data: await subData() });
      expect([state, lock, deleted, r.err_code, r.err_msg]).toEqual([state, lock, deleted, ErrCode.CONFLICT, message]);
      expect(await snapshot()).toEqual(before);
    }
    for (const state of [3, 4, 5]) expect(await newSub(await orderIn(state))).toMatch(/-1$/);
  });

  it('numbers -1, -2 … per order, prices the lines as the order\'s customer pays in fen, logs on the order and staff logs, and leaves the order\'s own content and total alone', async () => {
    const board = await firstOfKind(1);
    const hinge = await firstOfKind(2);
    const no = await orderIn(4);
    const { order: before } = await t.master.call(AjaxOrder, { order_no: no });
    const staffLogs = await count('staff_logs');
    const r = await t.master.call(NewSubOrd, { order_no: no, data: await subData({}, 3) });
    expect(r).toMatchObject({ err_code: 0, sub_order_no: `${no}-1`, err_msg: `补单 ${no}-1 已创建` });
    expect(await newSub(no)).toBe(`${no}-2`);
    expect(await newSub(await orderIn(3))).toMatch(/^D\d{12}-1$/);
    // 1000 × 500 mm × 3 = 1.5 m² at the board's list price, and 2 hinges.
    const total = Math.round(1.5 * Number(board.list_price_fen)) + 2 * Number(hinge.list_price_fen);
    expect(Number((await subOf(`${no}-1`)).total_fen)).toBe(total);
    const { data } = await subs(no);
    expect(data[0]).toMatchObject({ sub_order_no: `${no}-1`, order_no: no, seq: 1, reason: '客户追加层板', sub_state: 0, total: (total / 100).toFixed(2), creator_name: expect.any(String) });
    expect(data[0].rooms[0]).toMatchObject({ room_name: '书房', total: (total / 100).toFixed(2) });
    expect(data[0].rooms[0].plates[0]).toMatchObject({ plate_name: '层板', area: '1.500', qty: 3, unit_price: (Number(board.list_price_fen) / 100).toFixed(2) });
    expect(data[0].rooms[0].goods[0]).toMatchObject({ goods_id: hinge.goods_id, qty: '2' });
    // The order is as it was: its rooms, lines and total.
    expect((await t.master.call(AjaxOrder, { order_no: no })).order).toEqual(before);
    const log = (await logsOf(no)).find((l) => l.action.startsWith(`新建补单 ${no}-1`));
    expect(log).toMatchObject({ login_name: 'demo_admin', cosignee_name: '张三', action: `新建补单 ${no}-1，原因：客户追加层板，1 个空间、2 条明细，金额 ${(total / 100).toFixed(2)} 元`, old_total_fen: null });
    const audit = await t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(3).execute();
    expect(await count('staff_logs')).toBe(staffLogs + 3);
    expect(audit.map((a) => a.function_ch_name)).toEqual(['新建补单', '新建补单', '新建补单']);
    expect(audit[2].oper_content).toBe(log!.action);
  });

  it('fifty concurrent newSubOrd of one order take fifty different numbers, -1 to -50', async () => {
    const no = await orderIn(4);
    const data = await subData();
    const replies = await Promise.all(Array.from({ length: 50 }, () => t.master.call(NewSubOrd, { order_no: no, data })));
    expect(replies.map((r) => r.err_code)).toEqual(Array(50).fill(0));
    expect(new Set(replies.map((r) => r.sub_order_no))).toEqual(new Set(Array.from({ length: 50 }, (_, i) => `${no}-${i + 1}`)));
    expect((await subs(no)).data.map((s) => s.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const no = await orderIn(3);
    const good = await subData();
    const plate = (good.rooms as { plates: Record<string, unknown>[] }[])[0].plates[0];
    const hinge = await firstOfKind(2);
    const bad: [string, unknown, number, string][] = [
      ['no reason', { ...good, reason: '' }, ErrCode.BAD_REQUEST, '请填写补单原因'],
      ['blank reason', { ...good, reason: '   ' }, ErrCode.BAD_REQUEST, '请填写补单原因'],
      ['reason too long', { ...good, reason: '因'.repeat(201) }, ErrCode.BAD_REQUEST, 'data.reason'],
      ['room name', { ...good, rooms: [{ room_name: '', plates: [] }] }, ErrCode.BAD_REQUEST, '请填写空间名称'],
      ['length', { ...good, rooms: [{ room_name: '书房', plates: [{ ...plate, length: 0 }] }] }, ErrCode.BAD_REQUEST, '尺寸应为 1~6000 的整数（mm）'],
      ['pieces', { ...good, rooms: [{ room_name: '书房', plates: [{ ...plate, qty: 'x' }] }] }, ErrCode.BAD_REQUEST, '块数应为 1~9999 的整数'],
      ['goods qty', { ...good, rooms: [{ room_name: '书房', goods: [{ goods_id: hinge.goods_id, qty: '0' }] }] }, ErrCode.BAD_REQUEST, '数量应大于 0'],
      ['rooms not a list', { ...good, rooms: 'x' }, ErrCode.BAD_REQUEST, 'data.rooms'],
      ['data not an object', [], ErrCode.BAD_REQUEST, 'data'],
      ['a goods item of no one', { ...good, rooms: [{ room_name: '书房', goods: [{ goods_id: 999999, qty: '1' }] }] }, ErrCode.NOT_FOUND, '999999'],
      ['a hinge as a board', { ...good, rooms: [{ room_name: '书房', plates: [{ ...plate, goods_id: hinge.goods_id }] }] }, ErrCode.BAD_REQUEST, `「${hinge.goods_name}」不是板材`],
    ];
    const before = await snapshot();
    for (const [what, data, code, message] of bad) {
      const r = await t.master.call(NewSubOrd, { order_no: no, data: data as SubOrderDataInput });
      expect([what, r.err_code, r.err_msg]).toEqual([what, code, expect.stringContaining(message)]);
    }
    expect(await t.master.post('/StoreOrders-newSubOrd', { order_no: no, data: '{' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '参数 data 不是有效的 JSON' });
    expect(await t.master.post('/StoreOrders-newSubOrd', { data: JSON.stringify(good) })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '缺少参数 order_no' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('[API-ORD-31] /StoreOrders-alterSubOrd', () => {
  it('replaces the reason and lines of a draft or a submitted sub-order, logging the totals; the order\'s own lines stay', async () => {
    const no = await orderIn(4);
    const sub = await newSub(no);
    const own = async () => t.b.db.selectFrom('order_plates').selectAll().where('order_id', '=', (await orderOf(no)).order_id).where('sub_order_id', 'is', null).execute();
    const ownBefore = await own();
    const from = (await subOf(sub)).total_fen;
    const r = await t.master.call(AlterSubOrd, { sub_order_no: sub, data: await subData({ reason: '改为两块层板', rooms: [] }) });
    expect(r).toMatchObject({ err_code: 0, sub_order_no: sub, err_msg: '补单已保存' });
    expect(await subOf(sub)).toMatchObject({ reason: '改为两块层板', sub_state: 0 });
    expect(Number((await subOf(sub)).total_fen)).toBe(0);
    expect((await logsOf(no)).at(-1)!.action).toBe(`修改补单 ${sub}，原因：改为两块层板，0 个空间、0 条明细，金额 ${(Number(from) / 100).toFixed(2)} → 0.00 元`);
    await t.master.call(AlterSubOrd, { sub_order_no: sub, data: await subData({}, 2) });
    expect((await t.master.call(SubmitSubOrd, { sub_order_no: sub })).err_code).toBe(0);
    const submitted = await t.master.call(AlterSubOrd, { sub_order_no: sub, data: await subData({ reason: '提交后更正' }, 4, '') });
    expect(submitted.err_code).toBe(0);
    const { data } = await subs(no);
    expect(data[0]).toMatchObject({ reason: '提交后更正', sub_state: 1 });
    expect(data[0].rooms[0].plates.map((p) => p.qty)).toEqual([4]);
    expect(data[0].rooms[0].goods).toEqual([]);
    expect(await own()).toEqual(ownBefore);
  });

  it('refuses a confirmed or closed sub-order, another order\'s number or bad input, changing nothing', async () => {
    const no = await orderIn(5);
    const confirmed = await newSub(no);
    await t.b.db.updateTable('sub_orders').set({ sub_state: 3 }).where('sub_order_no', '=', confirmed).execute();
    const closed = await newSub(no);
    await t.b.db.updateTable('sub_orders').set({ sub_state: 9 }).where('sub_order_no', '=', closed).execute();
    const draft = await newSub(no);
    const before = await snapshot();
    const data = await subData({ reason: '不应保存' });
    expect(await t.master.call(AlterSubOrd, { sub_order_no: confirmed, data })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '补单已确认，不能修改' });
    expect(await t.master.call(AlterSubOrd, { sub_order_no: closed, data })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '补单已关闭，不能修改' });
    expect(await t.master.call(AlterSubOrd, { sub_order_no: `${no}-99`, data })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '补单不存在' });
    expect(await t.master.call(AlterSubOrd, { sub_order_no: draft, data: { ...data, reason: '' } })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: expect.stringContaining('请填写补单原因') });
    expect(await t.master.post('/StoreOrders-alterSubOrd', { data: JSON.stringify(data) })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '缺少参数 sub_order_no' });
    expect(await snapshot()).toEqual(before);
  });
});

/** Each move from every state, as the table says: allowed from its `from` states only. */
const STATES = [0, 1, 3, 9] as const;

describe('the sub-order\'s state machine (SUB_ORDER_MOVES)', () => {
  it('is the table 0 draft → 1 submitted → 3 confirmed, and 0 or 1 → 9 closed', () => {
    expect(SUB_ORDER_MOVES).toEqual({
      submitSubOrd: { from: [0], to: 1, right: 'SF_STORE_ORD_SUBMIT' },
      confirmSubOrd: { from: [1], to: 3, right: 'SF_STORE_ORD_CONFIRM' },
      closeSubOrd: { from: [0, 1], to: 9, right: 'SF_STORE_ORD_CLOSE' },
    });
  });

  it('[API-ORD-30] [API-ORD-31] each move goes from its states only; any other is refused "changed", changing and logging nothing', async () => {
    const no = await orderIn(4);
    for (const move of Object.keys(SUB_MOVE_CALLS) as SubOrderMove[]) {
      for (const state of STATES) {
        const sub = await newSub(no);
        await t.b.db.updateTable('sub_orders').set({ sub_state: state }).where('sub_order_no', '=', sub).execute();
        const before = await snapshot();
        const r = await t.master.call(SUB_MOVE_CALLS[move], { sub_order_no: sub });
        const rule = SUB_ORDER_MOVES[move];
        if ((rule.from as readonly number[]).includes(state)) {
          expect([move, state, r.err_code, (await subOf(sub)).sub_state]).toEqual([move, state, 0, rule.to]);
          expect((await logsOf(no)).at(-1)!.action).toContain(sub);
        } else {
          const name = { 0: '草稿', 1: '已提交', 3: '已确认', 9: '已关闭' }[state];
          expect([move, state, r.err_code, r.err_msg]).toEqual([move, state, ErrCode.CONFLICT, `补单已变更（当前${name}），请刷新后重试`]);
          expect(await snapshot()).toEqual(before);
        }
      }
    }
  });

  it('submitting needs a line; confirming fixes today\'s prices into the lines and the total', async () => {
    const no = await orderIn(4);
    const empty = await newSub(no, { rooms: [{ room_name: '书房' }] });
    expect(await t.master.call(SubmitSubOrd, { sub_order_no: empty })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '补单至少需要一条板件或商品明细' });
    expect((await subOf(empty)).sub_state).toBe(0);
    const sub = await newSub(no);
    expect(await t.master.call(SubmitSubOrd, { sub_order_no: sub })).toMatchObject({ err_code: 0, err_msg: '补单已提交' });
    const board = await firstOfKind(1);
    await t.b.db.updateTable('goods').set({ list_price_fen: Number(board.list_price_fen) * 2 }).where('goods_id', '=', board.goods_id).execute();
    expect(await t.master.call(ConfirmSubOrd, { sub_order_no: sub })).toMatchObject({ err_code: 0, err_msg: '补单已确认' });
    const [, confirmed] = (await subs(no)).data;
    expect(confirmed.rooms[0].plates[0].unit_price).toBe(((Number(board.list_price_fen) * 2) / 100).toFixed(2));
    expect((await logsOf(no)).at(-1)!.action).toBe(`确认补单 ${sub}，金额 ${confirmed.total} 元`);
    expect((await t.b.db.selectFrom('staff_logs').select('function_ch_name').orderBy('log_id', 'desc').executeTakeFirstOrThrow()).function_ch_name).toBe('确认补单');
    expect(await t.master.call(CloseSubOrd, { sub_order_no: empty })).toMatchObject({ err_code: 0, err_msg: '补单已关闭' });
  });

  it('fifty concurrent confirmSubOrd of one sub-order confirm it once and refuse 49 with "the sub-order has changed"', async () => {
    const no = await orderIn(4);
    const sub = await newSub(no);
    await t.master.call(SubmitSubOrd, { sub_order_no: sub });
    const replies = await Promise.all(Array.from({ length: 50 }, () => t.master.call(ConfirmSubOrd, { sub_order_no: sub })));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.err_code === ErrCode.CONFLICT && r.err_msg === '补单已变更（当前已确认），请刷新后重试')).toHaveLength(49);
    expect((await logsOf(no)).filter((l) => l.action.startsWith('确认补单'))).toHaveLength(1);
  });
});

describe('[API-ORD-29] /StoreOrders-subOrdsInfo-orderNo-{no}', () => {
  it('answers the order and its sub-orders in their order, with lines, states and the totals confirmed, open and with the order', async () => {
    expect([SubOrdsInfo.method, SubOrdsInfo.path]).toEqual(['POST', '/StoreOrders-subOrdsInfo-orderNo-{no}']);
    const no = await orderIn(5);
    expect(await subs(no)).toMatchObject({ err_code: 0, data: [], totals: { confirmed: '0.00', open: '0.00' } });
    const [a, b, c] = [await newSub(no), await newSub(no, {}), await newSub(no, { reason: '关闭的补单' })];
    await t.master.call(SubmitSubOrd, { sub_order_no: a });
    await t.master.call(ConfirmSubOrd, { sub_order_no: a });
    await t.master.call(CloseSubOrd, { sub_order_no: c });
    const r = await t.master.post(`/StoreOrders-subOrdsInfo-orderNo-${no}`);
    expect(r.err_code).toBe(0);
    const { order, data, totals } = await subs(no);
    expect(order).toMatchObject({ order_no: no, ord_state: 5 });
    expect(data.map((s) => [s.sub_order_no, s.sub_state])).toEqual([
      [a, 3],
      [b, 0],
      [c, 9],
    ]);
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    expect(totals.confirmed).toBe(data[0].total);
    expect(totals.open).toBe(data[1].total);
    expect(fen(totals.with_order)).toBe(fen(order.total) + fen(data[0].total));
    // The sales count the order's own lines and the confirmed sub-order's, not the open or closed ones'.
    const orderId = (await orderOf(no)).order_id;
    const sold = await t.b.db.selectFrom('order_plates as l').select(sql<number | string>`sum(l.amount_fen)`.as('s')).where('l.order_id', '=', orderId).where(soldLineCondition('l')).executeTakeFirstOrThrow();
    const own = (await t.master.call(AjaxOrder, { order_no: no })).order.rooms.flatMap((room) => room.plates).reduce((s, p) => s + fen(p.amount), 0);
    expect(Number(sold.s)).toBe(own + fen(data[0].rooms[0].plates[0].amount));
  });
});

describe('the order cannot be finished or closed while a sub-order is open', () => {
  it('[API-ORD-30] closeOrd refuses finishing an arrived order while a sub-order is a draft or submitted, changing nothing; allows it once confirmed', async () => {
    const no = await orderIn(5);
    const sub = await newSub(no);
    const before = await snapshot();
    const refused = `订单还有未完成的补单 ${sub}，请先确认或关闭`;
    expect(await t.master.call(CloseOrd, { order_no: no, reason: '抹零' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: refused });
    expect(await snapshot()).toEqual(before);
    await t.master.call(SubmitSubOrd, { sub_order_no: sub });
    expect(await t.master.call(CloseOrd, { order_no: no, reason: '抹零' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: refused });
    expect((await orderOf(no)).ord_state).toBe(5);
    await t.master.call(ConfirmSubOrd, { sub_order_no: sub });
    expect(await t.master.call(CloseOrd, { order_no: no, reason: '抹零' })).toMatchObject({ err_code: 0, err_msg: '订单已完结' });
    expect((await orderOf(no)).ord_state).toBe(6);
    // A finished order takes no more sub-orders.
    expect((await t.master.call(NewSubOrd, { order_no: no, data: await subData() })).err_code).toBe(ErrCode.CONFLICT);
  });

  it('[API-ORD-30] closing a confirmed, price-locked order is refused too while a sub-order is open; allowed once it is closed', async () => {
    const no = await orderIn(3);
    const [first, second] = [await newSub(no), await newSub(no)];
    expect(await t.master.call(CloseOrd, { order_no: no })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: `订单还有未完成的补单 ${first}、${second}，请先确认或关闭` });
    await t.master.call(CloseSubOrd, { sub_order_no: first });
    await t.master.call(CloseSubOrd, { sub_order_no: second });
    expect(await t.master.call(CloseOrd, { order_no: no })).toMatchObject({ err_code: 0, err_msg: '订单已关闭' });
  });

  it('[API-ORD-30] newSubOrd racing closeOrd: never a finished order with an open sub-order', async () => {
    for (let i = 0; i < 6; i++) {
      const no = await orderIn(5);
      const data = await subData();
      const [made, closed] = await Promise.all([t.master.call(NewSubOrd, { order_no: no, data }), t.master.call(CloseOrd, { order_no: no, reason: '抹零' })]);
      const state = (await orderOf(no)).ord_state;
      const open = (await subs(no)).data.filter((s) => s.sub_state === 0).length;
      expect([made.err_code === 0, closed.err_code === 0]).not.toEqual([true, true]);
      expect(state === 6 ? open : 0).toBe(0);
      expect(open).toBe(made.err_code === 0 ? 1 : 0);
    }
  });
});

describe('rights and shops', () => {
  const ORDER_RIGHTS: RightCode[] = ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT', 'SF_STORE_ORD_SUBMIT', 'SF_STORE_ORD_RECEIVE', 'SF_STORE_ORD_CONFIRM', 'SF_STORE_ORD_LOCK_PRICE', 'SF_STORE_ORD_PRODUCE', 'SF_STORE_ORD_CLOSE', 'SF_STORE_ORD_DELETE', 'SF_STORE_ORD_PAYMENT'];
  const allBut = (right: RightCode) => ORDER_RIGHTS.filter((r) => r !== right);

  it('[API-ORD-28] [API-ORD-29] [API-ORD-30] [API-ORD-31] each call works with its right held alone, and is refused without it', async () => {
    const no = await orderIn(4);
    for (const call of [CreateSubOrdInfo, SubOrdsInfo]) {
      expect([call.path, (await (await holding(['SF_STORE_ORD_LIST'])).call(subOrderCall(call, no))).err_code]).toEqual([call.path, 0]);
      expect([call.path, (await (await holding(allBut('SF_STORE_ORD_LIST'))).call(subOrderCall(call, no))).err_code]).toEqual([call.path, ErrCode.NO_RIGHT]);
    }
    const data = await subData();
    expect((await (await holding(allBut('SF_STORE_ORD_EDIT'))).call(NewSubOrd, { order_no: no, data })).err_code).toBe(ErrCode.NO_RIGHT);
    const sub = await newSub(no, {}, await holding(['SF_STORE_ORD_EDIT']));
    expect((await (await holding(allBut('SF_STORE_ORD_EDIT'))).call(AlterSubOrd, { sub_order_no: sub, data })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await (await holding(['SF_STORE_ORD_EDIT'])).call(AlterSubOrd, { sub_order_no: sub, data })).err_code).toBe(0);
    for (const move of ['submitSubOrd', 'confirmSubOrd', 'closeSubOrd'] as const) {
      const target = move === 'closeSubOrd' ? await newSub(no) : sub;
      const { right } = SUB_ORDER_MOVES[move];
      expect([move, (await (await holding(allBut(right))).call(SUB_MOVE_CALLS[move], { sub_order_no: target })).err_code]).toEqual([move, ErrCode.NO_RIGHT]);
      expect([move, (await (await holding([right])).call(SUB_MOVE_CALLS[move], { sub_order_no: target })).err_code]).toEqual([move, 0]);
    }
  });

  it('[API-ORD-28] [API-ORD-29] [API-ORD-30] [API-ORD-31] another shop\'s order or sub-order number is not found by every sub-order call, and nothing changes', async () => {
    const no = await orderIn(4);
    const sub = await newSub(no);
    const south = t.b.client({ ip: '10.8.9.9' });
    await south.login('south_admin');
    const before = await snapshot();
    expect((await south.call(subOrderCall(CreateSubOrdInfo, no))).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(subOrderCall(SubOrdsInfo, no))).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(NewSubOrd, { order_no: no, data: await subData() })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(AlterSubOrd, { sub_order_no: sub, data: await subData() })).err_code).toBe(ErrCode.NOT_FOUND);
    for (const call of Object.values(SUB_MOVE_CALLS)) expect([call.path, (await south.call(call, { sub_order_no: sub })).err_code]).toEqual([call.path, ErrCode.NOT_FOUND]);
    expect(await snapshot()).toEqual(before);
  });
});
