/**
 * Orders (issue 29; REQUIREMENTS API-ORD): creating and editing an order's content, its quotation in
 * fen, its number, the list, and the state machine call by call, allowed and refused, with the races
 * the guarded updates settle. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import {
  AjaxOrder,
  AlterOrd,
  ClearOrd,
  CloseOrd,
  ConfirmOrd,
  LockPrice,
  NewOrd,
  OrderArrival,
  ProcessOrd,
  RecOrd,
  RecoverOrd,
  StoreSellerOrd,
  SubmitOrd,
  type OrderDataInput,
} from '../../src/common/orders';
import { SaveCrm } from '../../src/common/crm';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const shopId = async (name = DEMO) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const goodsByNo = async (no: string) => t.b.db.selectFrom('goods').select(['goods_id', 'goods_name', 'list_price_fen', 'class_id']).where('shop_id', '=', await shopId()).where('goods_no', '=', no).executeTakeFirstOrThrow();
const firstOfKind = async (kind: number) =>
  t.b.db.selectFrom('goods').select(['goods_id', 'goods_name', 'list_price_fen']).where('shop_id', '=', await shopId()).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow();
const customer = async (name: string) => t.b.db.selectFrom('customers').select(['crm_id', 'cust_level']).where('shop_id', '=', await shopId()).where('z_name', '=', name).executeTakeFirstOrThrow();
/** A dealer with no price list and no level (made once per test): its orders are priced at list prices. */
let plainDealer: { crm_id: number; z_name: string } | undefined;
const listPricedDealer = async () => {
  if (!plainDealer) {
    const r = await t.master.call(SaveCrm, { data: { z_name: '无价目经销商', z_phone: '13600001111', crm_type: 3 } });
    expect(r.err_code).toBe(0);
    plainDealer = { crm_id: r.crm_id, z_name: '无价目经销商' };
  }
  return plainDealer;
};
beforeEach(() => {
  plainDealer = undefined;
});
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).executeTakeFirstOrThrow();
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('order_no', '=', no).orderBy('log_id').execute();
const orderCount = async () => (await t.b.db.selectFrom('orders').select('order_id').execute()).length;

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `ord_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.9.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** A complete order document: two rooms of boards and a hinge line, for a dealer priced at list prices. */
async function fullOrder(over: Partial<OrderDataInput> = {}): Promise<OrderDataInput> {
  const dealer = await listPricedDealer();
  const board = await firstOfKind(1);
  const hinge = await firstOfKind(2);
  return {
    store_crm_id: dealer.crm_id,
    cosignee_name: '张三',
    cosignee_phone: '13912345678',
    cosignee_address: '广东省佛山市顺德区新城路 1 号',
    delivery_date: '2026-12-20',
    rooms: [
      { room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: board.goods_id, qty: 2, grain: 1, edges: '四边 1mm' }], goods: [{ goods_id: hinge.goods_id, qty: '12' }] },
      { room_name: '次卧', plates: [{ plate_name: '层板', length: 864, width: 560, thickness: 18, goods_id: board.goods_id, qty: 3 }], goods: [] },
    ],
    ...over,
  };
}

async function newOrder(over: Partial<OrderDataInput> = {}): Promise<string> {
  const r = await t.master.call(NewOrd, { data: await fullOrder(over) });
  expect(r.err_code).toBe(0);
  return r.order_no;
}

/** Puts order `no` in `state` (with the price lock and recycle-bin flag) directly, as a test's starting point. */
async function setState(no: string, state: number, priceLock = 0, deleted = 0) {
  await t.b.db.updateTable('orders').set({ ord_state: state, price_lock: priceLock, is_deleted: deleted }).where('order_no', '=', no).where('shop_id', '=', await shopId()).execute();
}

describe('creating and reading an order', () => {
  it('[API-ORD-26] [API-ORD-32] newOrd answers a new number D+YYYYMMDD+sequence; ajaxOrder answers rooms, boards with area in m² and amounts priced in fen', async () => {
    const board = await firstOfKind(1);
    const hinge = await firstOfKind(2);
    const r = await t.master.call(NewOrd, { data: await fullOrder() });
    expect(r).toMatchObject({ err_code: 0 });
    expect(r.order_no).toMatch(/^D20261120\d{4}$/);
    const { order } = await t.master.call(AjaxOrder, { order_no: r.order_no });
    expect(order).toMatchObject({ order_no: r.order_no, ord_state: 0, price_lock: 0, is_deleted: 0, cosignee_name: '张三', cosignee_phone: '13912345678', paid: '0.00', store_name: (await listPricedDealer()).z_name });
    expect(order.create_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(order.rooms.map((room) => room.room_name)).toEqual(['主卧', '次卧']);
    const side = order.rooms[0].plates[0];
    // 2400 × 580 mm × 2 pieces = 2.784 m², at the board's list price per m².
    expect(side).toMatchObject({ plate_name: '侧板', length: 2400, width: 580, thickness: 18, qty: 2, grain: 1, edges: '四边 1mm', area: '2.784', goods_name: board.goods_name });
    const boardFen = Number(board.list_price_fen);
    const sideFen = Math.round(2.784 * boardFen);
    expect(side.amount).toBe((sideFen / 100).toFixed(2));
    expect(order.rooms[0].goods[0]).toMatchObject({ goods_id: hinge.goods_id, qty: '12', amount: ((12 * Number(hinge.list_price_fen)) / 100).toFixed(2) });
    const shelfFen = Math.round(((864 * 560 * 3) / 1e6) * boardFen);
    expect(order.rooms[1].plates[0].area).toBe('1.452');
    const total = sideFen + 12 * Number(hinge.list_price_fen) + shelfFen;
    expect(order.total).toBe((total / 100).toFixed(2));
    expect(order.due).toBe(order.total);
    expect(Number((await orderOf(r.order_no)).total_fen)).toBe(total);
    // Its creation is in the order log, with the customer and the consignee.
    const [log] = await logsOf(r.order_no);
    expect(log).toMatchObject({ login_name: 'demo_admin', cosignee_name: '张三', action: `创建订单，2 个空间、3 条明细，金额 ${(total / 100).toFixed(2)} 元` });
  });

  it('[API-ORD-26] fifty concurrent newOrd take fifty different numbers of the day', async () => {
    const data = await fullOrder();
    const replies = await Promise.all(Array.from({ length: 50 }, () => t.master.call(NewOrd, { data })));
    expect(replies.map((r) => r.err_code)).toEqual(Array(50).fill(0));
    expect(new Set(replies.map((r) => r.order_no)).size).toBe(50);
  });

  it('[API-ORD-26] prices a dealer\'s lines by its price list: a goods line of the list, else its class line, else the list price', async () => {
    const shop = await shopId();
    const dealer = await listPricedDealer();
    const board = await firstOfKind(1);
    const hinge = await firstOfKind(2);
    const { pricelist_id: listId } = await t.b.db.insertInto('price_lists').values({ shop_id: shop, name: '测试价', created_at: 1, updated_at: 1 }).returning('pricelist_id').executeTakeFirstOrThrow();
    const hingeClass = (await goodsByNo((await t.b.db.selectFrom('goods').select('goods_no').where('goods_id', '=', hinge.goods_id).executeTakeFirstOrThrow()).goods_no)).class_id;
    await t.b.db
      .insertInto('price_lines')
      .values([
        { shop_id: shop, pricelist_id: listId, goods_id: board.goods_id, class_id: null, unit_price_fen: 10000 },
        { shop_id: shop, pricelist_id: listId, goods_id: null, class_id: hingeClass, unit_price_fen: 350 },
      ])
      .execute();
    await t.b.db.insertInto('price_assignments').values({ shop_id: shop, target_type: 2, target_id: dealer.crm_id, pricelist_id: listId }).execute();
    const no = await newOrder();
    const { order } = await t.master.call(AjaxOrder, { order_no: no });
    expect(order.rooms[0].plates[0]).toMatchObject({ unit_price: '100.00', amount: '278.40' });
    expect(order.rooms[0].goods[0]).toMatchObject({ unit_price: '3.50', amount: '42.00' });
    // Each line rounded to the fen: 278.40 + 42.00 + 1.45152 m² × 100.00 (145.15) = 465.55.
    expect(order.rooms[1].plates[0]).toMatchObject({ area: '1.452', amount: '145.15' });
    expect(order.total).toBe('465.55');
  });

  it('[API-ORD-26] refuses bad input on every field with a clear error, and stores nothing', async () => {
    const before = await orderCount();
    const good = await fullOrder();
    const plate = (good.rooms as { plates: Record<string, unknown>[] }[])[0].plates[0];
    const bad: [string, Partial<OrderDataInput>, string][] = [
      ['phone', { cosignee_phone: '1391234' }, '请输入 11 位手机号'],
      ['delivery date', { delivery_date: '2026-02-30' }, ''],
      ['consignee too long', { cosignee_name: '张'.repeat(21) }, ''],
      ['address too long', { cosignee_address: '路'.repeat(121) }, ''],
      ['remark too long', { remark: '备'.repeat(501) }, ''],
      ['custom number too long', { custom_order_no: 'K'.repeat(41) }, ''],
      ['customer id', { store_crm_id: 'x' as unknown as number }, ''],
      ['room name', { rooms: [{ room_name: '', plates: [] }] }, '请填写空间名称'],
      ['plate name', { rooms: [{ room_name: '主卧', plates: [{ ...plate, plate_name: '' }] }] }, '请填写板件名称'],
      ['length', { rooms: [{ room_name: '主卧', plates: [{ ...plate, length: 0 }] }] }, '尺寸应为 1~6000 的整数（mm）'],
      ['width', { rooms: [{ room_name: '主卧', plates: [{ ...plate, width: 6001 }] }] }, '尺寸应为 1~6000 的整数（mm）'],
      ['thickness', { rooms: [{ room_name: '主卧', plates: [{ ...plate, thickness: 101 }] }] }, '尺寸应为 1~100 的整数（mm）'],
      ['pieces', { rooms: [{ room_name: '主卧', plates: [{ ...plate, qty: 0 }] }] }, '块数应为 1~9999 的整数'],
      ['grain', { rooms: [{ room_name: '主卧', plates: [{ ...plate, grain: 3 }] }] }, ''],
      ['board', { rooms: [{ room_name: '主卧', plates: [{ ...plate, goods_id: 0 }] }] }, '请选择板材'],
      ['goods qty', { rooms: [{ room_name: '主卧', goods: [{ goods_id: plate.goods_id, qty: '1.234' }] }] }, '数量应大于 0，最多两位小数，不超过 99999'],
      ['goods', { rooms: [{ room_name: '主卧', goods: [{ goods_id: 0, qty: '1' }] }] }, '请选择商品'],
    ];
    for (const [what, over, message] of bad) {
      const r = await t.master.call(NewOrd, { data: { ...good, ...over } });
      expect([what, r.err_code]).toEqual([what, ErrCode.BAD_REQUEST]);
      if (message) expect([what, r.err_msg]).toEqual([what, expect.stringContaining(message)]);
    }
    // A board that is not a board item, a goods item or customer of no one: refused by the server's checks.
    const hinge = await firstOfKind(2);
    const notBoard = await t.master.call(NewOrd, { data: { ...good, rooms: [{ room_name: '主卧', plates: [{ ...plate, goods_id: hinge.goods_id }] }] } });
    expect(notBoard).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: `「${hinge.goods_name}」不是板材，不能作为板件的材料` });
    expect((await t.master.call(NewOrd, { data: { ...good, rooms: [{ room_name: '主卧', goods: [{ goods_id: 999999, qty: '1' }] }] } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(NewOrd, { data: { ...good, store_crm_id: 999999 } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await orderCount()).toBe(before);
  });

  it('[API-ORD-26] a customer\'s own order number is unique per customer: refused naming the holder, free for another customer; of concurrent ones exactly one', async () => {
    const first = await newOrder({ custom_order_no: 'KH-001' });
    const again = await t.master.call(NewOrd, { data: await fullOrder({ custom_order_no: 'KH-001' }) });
    expect(again).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: `该客户的订单号 KH-001 已被订单 ${first} 使用` });
    const other = await customer('刘洋');
    expect((await t.master.call(NewOrd, { data: await fullOrder({ custom_order_no: 'KH-001', store_crm_id: other.crm_id }) })).err_code).toBe(0);
    const data = await fullOrder({ custom_order_no: 'KH-RACE' });
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.master.call(NewOrd, { data })));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.err_code === ErrCode.CONFLICT)).toHaveLength(7);
  });

  it('[API-ORD-32] another shop\'s order number is not found, by every order call', async () => {
    const no = await newOrder();
    const south = t.b.client({ ip: '10.9.9.9' });
    await south.login('south_admin');
    expect((await south.call(AjaxOrder, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(AlterOrd, { order_no: no, data: await fullOrder() })).err_code).toBe(ErrCode.NOT_FOUND);
    for (const call of [SubmitOrd, RecOrd, ConfirmOrd, LockPrice, ProcessOrd, OrderArrival, ClearOrd, RecoverOrd]) expect([call.path, (await south.call(call, { order_no: no })).err_code]).toEqual([call.path, ErrCode.NOT_FOUND]);
    expect((await south.call(CloseOrd, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await orderOf(no)).ord_state).toBe(0);
  });
});

describe('editing an order', () => {
  it('[API-ORD-27] alterOrd replaces the content and logs each change before and after', async () => {
    const no = await newOrder();
    const r = await t.master.call(AlterOrd, { order_no: no, data: await fullOrder({ cosignee_name: '李四', rooms: [{ room_name: '厨房', goods: [{ goods_id: (await firstOfKind(2)).goods_id, qty: '2' }] }] }) });
    expect(r).toMatchObject({ err_code: 0, order_no: no });
    const { order } = await t.master.call(AjaxOrder, { order_no: no });
    expect(order.cosignee_name).toBe('李四');
    expect(order.rooms.map((room) => room.room_name)).toEqual(['厨房']);
    const last = (await logsOf(no)).at(-1)!;
    expect(last.action).toContain('收货人 张三 → 李四');
    expect(last.action).toContain('明细 2 个空间、3 条明细 → 1 个空间、1 条明细');
    expect(last.action).toMatch(/金额 \d+\.\d\d → \d+\.\d\d/);
  });

  it('[API-ORD-27] a submitted or received order needs the edit right; a confirmed, closed or price-locked one is refused; nothing changes', async () => {
    const no = await newOrder();
    await setState(no, 1);
    const creator = await holding(['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW']);
    expect(await creator.call(AlterOrd, { order_no: no, data: await fullOrder({ cosignee_name: '王五' }) })).toMatchObject({ err_code: ErrCode.NO_RIGHT, err_msg: '修改已提交的订单需要“修改已提交订单”权限' });
    const editor = await holding(['SF_STORE_ORD_LIST', 'SF_STORE_ORD_EDIT']);
    expect((await editor.call(AlterOrd, { order_no: no, data: await fullOrder({ cosignee_name: '王五' }) })).err_code).toBe(0);
    await setState(no, 2);
    expect((await editor.call(AlterOrd, { order_no: no, data: await fullOrder({ cosignee_name: '赵六' }) })).err_code).toBe(0);
    // A draft is the creator's to edit.
    const draft = await newOrder();
    expect((await creator.call(AlterOrd, { order_no: draft, data: await fullOrder({ cosignee_name: '钱七' }) })).err_code).toBe(0);
    for (const [state, lock, deleted, message] of [
      [3, 0, 0, '订单已确认，不能修改'],
      [9, 0, 0, '订单已关闭，不能修改'],
      [0, 0, 1, '订单在回收站中，不能修改'],
      [2, 1, 0, '订单已锁价，变更请通过补单'],
    ] as const) {
      await setState(no, state, lock, deleted);
      const before = await orderOf(no);
      const logs = (await logsOf(no)).length;
      const r = await t.master.call(AlterOrd, { order_no: no, data: await fullOrder({ cosignee_name: '孙八' }) });
      expect([state, lock, deleted, r.err_code, r.err_msg]).toEqual([state, lock, deleted, ErrCode.CONFLICT, message]);
      expect(await orderOf(no)).toEqual(before);
      expect(await logsOf(no)).toHaveLength(logs);
    }
  });
});

/** Each move with its call, the states it starts from (state, price lock, recycle bin) and what it leaves. */
const MOVES = [
  { call: SubmitOrd, from: [[0, 0, 0]], to: [1, 0, 0], right: 'SF_STORE_ORD_SUBMIT' },
  { call: RecOrd, from: [[1, 0, 0]], to: [2, 0, 0], right: 'SF_STORE_ORD_RECEIVE' },
  { call: ConfirmOrd, from: [[2, 0, 0]], to: [3, 0, 0], right: 'SF_STORE_ORD_CONFIRM' },
  { call: LockPrice, from: [[3, 0, 0]], to: [3, 1, 0], right: 'SF_STORE_ORD_LOCK_PRICE' },
  { call: ProcessOrd, from: [[3, 1, 0]], to: [4, 1, 0], right: 'SF_STORE_ORD_PRODUCE' },
  { call: OrderArrival, from: [[4, 1, 0]], to: [5, 1, 0], right: 'SF_STORE_ORD_PRODUCE' },
  { call: ClearOrd, from: [[0, 0, 0], [0, 1, 0], [9, 0, 0], [9, 1, 0]], to: 'deleted', right: 'SF_STORE_ORD_DELETE' },
  { call: RecoverOrd, from: [0, 1, 2, 3, 4, 5, 6, 9].map((s) => [s, 0, 1] as const), to: 'recovered', right: 'SF_STORE_ORD_DELETE' },
] as const;

/** Every (state, price lock, recycle bin) an order can be in. */
const ALL_STANDINGS = [0, 1, 2, 3, 4, 5, 6, 9].flatMap((s) => [
  [s, 0, 0],
  [s, 1, 0],
  [s, 0, 1],
]);

describe('the state machine', () => {
  it('[API-ORD-01] [API-ORD-46] [API-ORD-44] [API-ORD-45] [API-ORD-25] [API-ORD-35] [API-ORD-40] [API-ORD-36] [API-ORD-38] each move goes from its states only; any other is refused "changed", changing and logging nothing', async () => {
    const no = await newOrder();
    for (const move of MOVES) {
      for (const [state, lock, deleted] of ALL_STANDINGS) {
        await setState(no, state, lock, deleted);
        const before = await orderOf(no);
        const logs = (await logsOf(no)).length;
        const r = await t.master.call(move.call, { order_no: no });
        const allowed = move.from.some(([s, l, d]) => s === state && l === lock && d === deleted);
        const at = [move.call.path, state, lock, deleted];
        if (!allowed) {
          expect([...at, r.err_code]).toEqual([...at, ErrCode.CONFLICT]);
          expect(r.err_msg).toMatch(/^订单已变更（当前.+），请刷新后重试$/);
          expect(await orderOf(no)).toEqual(before);
          expect(await logsOf(no)).toHaveLength(logs);
          continue;
        }
        expect([...at, r.err_code]).toEqual([...at, 0]);
        const after = await orderOf(no);
        const want = move.to === 'deleted' ? [state, lock, 1] : move.to === 'recovered' ? [state, lock, 0] : move.to;
        expect([...at, after.ord_state, after.price_lock, after.is_deleted]).toEqual([...at, ...want]);
        expect(await logsOf(no)).toHaveLength(logs + 1);
      }
    }
  });

  it('[API-ORD-20] closeOrd closes 0–3 (refused while paid) and finishes 5 (with money due only given a reason); refuses the rest', async () => {
    const no = await newOrder();
    for (const [state, lock, deleted] of ALL_STANDINGS) {
      await setState(no, state, lock, deleted);
      await t.b.db.updateTable('orders').set({ paid_fen: 0 }).where('order_no', '=', no).execute();
      const r = await t.master.call(CloseOrd, { order_no: no, reason: '客户同意' });
      const at = [state, lock, deleted];
      if (deleted === 0 && [0, 1, 2, 3].includes(state)) {
        expect([...at, r.err_code, (await orderOf(no)).ord_state]).toEqual([...at, 0, 9]);
      } else if (deleted === 0 && state === 5) {
        expect([...at, r.err_code, (await orderOf(no)).ord_state]).toEqual([...at, 0, 6]);
      } else {
        expect([...at, r.err_code]).toEqual([...at, ErrCode.CONFLICT]);
      }
    }
    // Paid: closing is refused until refunded.
    await setState(no, 3);
    await t.b.db.updateTable('orders').set({ paid_fen: 100 }).where('order_no', '=', no).execute();
    expect(await t.master.call(CloseOrd, { order_no: no })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '订单已有收款，请先退款再关闭' });
    // Arrived with money due: a reason is needed, and is logged.
    await setState(no, 5, 1);
    const due = Number((await orderOf(no)).total_fen) - 100;
    expect(await t.master.call(CloseOrd, { order_no: no })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: `订单尚欠 ${(due / 100).toFixed(2)} 元，完结需填写原因` });
    expect(await t.master.call(CloseOrd, { order_no: no, reason: '抹零' })).toMatchObject({ err_code: 0, err_msg: '订单已完结' });
    expect((await logsOf(no)).at(-1)!.action).toBe(`完结订单，欠款 ${(due / 100).toFixed(2)} 元，原因：抹零`);
  });

  it('[API-ORD-46] submitting needs the customer, the consignee\'s name, mobile and address, and a line', async () => {
    const cases: [Partial<OrderDataInput>, string][] = [
      [{ store_crm_id: 0 }, '请选择经销商'],
      [{ cosignee_name: '' }, '请填写收货人'],
      [{ cosignee_phone: '' }, '请填写收货人手机号'],
      [{ cosignee_address: '' }, '请填写收货地址'],
      [{ rooms: [{ room_name: '主卧' }] }, '订单至少需要一条板件或商品明细'],
    ];
    for (const [over, message] of cases) {
      const no = await newOrder(over);
      expect(await t.master.call(SubmitOrd, { order_no: no })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: message });
      expect((await orderOf(no)).ord_state).toBe(0);
    }
    expect(await t.master.call(SubmitOrd, { order_no: await newOrder() })).toMatchObject({ err_code: 0, err_msg: '订单已提交' });
  });

  it('[API-ORD-45] confirming snapshots today\'s prices into the lines; after the price lock no call changes a price, line or total', async () => {
    const shop = await shopId();
    const no = await newOrder();
    await setState(no, 2);
    const board = await firstOfKind(1);
    await t.b.db.updateTable('goods').set({ list_price_fen: Number(board.list_price_fen) * 2 }).where('goods_id', '=', board.goods_id).execute();
    expect(await t.master.call(ConfirmOrd, { order_no: no })).toMatchObject({ err_code: 0, err_msg: '订单已确认' });
    const { order } = await t.master.call(AjaxOrder, { order_no: no });
    expect(order.rooms[0].plates[0].unit_price).toBe((Number(board.list_price_fen) * 2 / 100).toFixed(2));
    expect((await logsOf(no)).at(-1)!.action).toBe(`确认订单，金额 ${order.total} 元`);
    expect((await t.master.call(LockPrice, { order_no: no })).err_code).toBe(0);
    const locked = await orderOf(no);
    const lines = await t.b.db.selectFrom('order_plates').selectAll().where('shop_id', '=', shop).where('order_id', '=', locked.order_id).execute();
    await t.b.db.updateTable('goods').set({ list_price_fen: 1 }).where('goods_id', '=', board.goods_id).execute();
    expect((await t.master.call(AlterOrd, { order_no: no, data: await fullOrder() })).err_code).toBe(ErrCode.CONFLICT);
    expect((await t.master.call(ConfirmOrd, { order_no: no })).err_code).toBe(ErrCode.CONFLICT);
    expect((await t.master.call(LockPrice, { order_no: no })).err_code).toBe(ErrCode.CONFLICT);
    expect(await orderOf(no)).toEqual(locked);
    expect(await t.b.db.selectFrom('order_plates').selectAll().where('shop_id', '=', shop).where('order_id', '=', locked.order_id).execute()).toEqual(lines);
  });

  it('[API-ORD-45] fifty concurrent confirmOrd of one order confirm it once and refuse 49 with "the order has changed, refresh"', async () => {
    const no = await newOrder();
    await setState(no, 2);
    const replies = await Promise.all(Array.from({ length: 50 }, () => t.master.call(ConfirmOrd, { order_no: no })));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    const refused = replies.filter((r) => r.err_code !== 0);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.err_code === ErrCode.CONFLICT && r.err_msg === '订单已变更（当前已确认），请刷新后重试')).toBe(true);
    expect((await logsOf(no)).filter((l) => l.action.startsWith('确认订单'))).toHaveLength(1);
  });

  it('[API-ORD-01] each move works with its right held alone, and is refused without it', async () => {
    for (const move of MOVES) {
      const no = await newOrder();
      const [state, lock, deleted] = move.from[0];
      await setState(no, state, lock, deleted);
      const others = [...new Set(MOVES.map((m) => m.right))].filter((r) => r !== move.right);
      const without = await holding(['SF_STORE_ORD_LIST', ...others]);
      expect([move.call.path, (await without.call(move.call, { order_no: no })).err_code]).toEqual([move.call.path, ErrCode.NO_RIGHT]);
      const alone = await holding([move.right]);
      expect([move.call.path, (await alone.call(move.call, { order_no: no })).err_code]).toEqual([move.call.path, 0]);
    }
    const no = await newOrder();
    expect((await (await holding(['SF_STORE_ORD_LIST', 'SF_STORE_ORD_DELETE'])).call(CloseOrd, { order_no: no })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await (await holding(['SF_STORE_ORD_CLOSE'])).call(CloseOrd, { order_no: no })).err_code).toBe(0);
    expect((await (await holding(['SF_STORE_ORD_LIST'])).call(NewOrd, { data: await fullOrder() })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await (await holding(['SF_STORE_ORD_NEW'])).call(NewOrd, { data: await fullOrder() })).err_code).toBe(0);
  });
});

describe('the order list', () => {
  it('[API-ORD-02] answers { data, count, states }: 20 a page, newest first, only the shop\'s orders not in the recycle bin', async () => {
    const shop = await shopId();
    const all = await t.b.db.selectFrom('orders').select(['order_no', 'ord_state', 'created_at', 'order_id']).where('shop_id', '=', shop).where('is_deleted', '=', 0).execute();
    const r = await t.master.call(StoreSellerOrd, { param: {} });
    expect(r.err_code).toBe(0);
    expect(r.count).toBe(all.length);
    expect(r.data).toHaveLength(20);
    const newest = [...all].sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.order_id - a.order_id);
    expect(r.data.map((o) => o.order_no)).toEqual(newest.slice(0, 20).map((o) => o.order_no));
    const byState: Record<string, number> = {};
    for (const o of all) byState[o.ord_state] = (byState[o.ord_state] ?? 0) + 1;
    expect(r.states).toEqual(byState);
    const bin = await t.master.call(StoreSellerOrd, { param: { is_deleted: 1 } });
    expect(bin.count).toBe((await t.b.db.selectFrom('orders').select('order_id').where('shop_id', '=', shop).where('is_deleted', '=', 1).execute()).length);
    expect(bin.data.every((o) => o.is_deleted === 1)).toBe(true);
  });

  it('[API-ORD-02] filters by state, customer, date range, numbers and consignee; sorts and pages in SQL', async () => {
    const shop = await shopId();
    const dealer = await customer('刘洋');
    const rows = await t.b.db.selectFrom('orders').selectAll().where('shop_id', '=', shop).where('is_deleted', '=', 0).execute();
    const want = rows.filter((o) => o.store_crm_id === dealer.crm_id && o.ord_state === 5);
    expect(want.length).toBeGreaterThan(0);
    const r = await t.master.call(StoreSellerOrd, { param: { store_crm_id: dealer.crm_id, ord_state: 5, page_count: 100 } });
    expect(r.count).toBe(want.length);
    expect(new Set(r.data.map((o) => o.order_no))).toEqual(new Set(want.map((o) => o.order_no)));
    const ranged = await t.master.call(StoreSellerOrd, { param: { date_min: '2026-06-01', date_max: '2026-06-30', page_count: 100 } });
    expect(ranged.count).toBe(rows.filter((o) => Number(o.created_at) >= Date.UTC(2026, 4, 31, 16) && Number(o.created_at) < Date.UTC(2026, 5, 30, 16)).length);
    expect(ranged.data.every((o) => o.create_date >= '2026-06-01' && o.create_date < '2026-07-01')).toBe(true);
    const custom = rows.find((o) => o.custom_order_no)!;
    expect((await t.master.call(StoreSellerOrd, { param: { custom_order_no: custom.custom_order_no } })).data.map((o) => o.order_no)).toEqual([custom.order_no]);
    expect((await t.master.call(StoreSellerOrd, { param: { order_no: custom.order_no } })).count).toBe(1);
    expect((await t.master.call(StoreSellerOrd, { param: { cosignee_name: '张伟', page_count: 100 } })).count).toBe(rows.filter((o) => o.cosignee_name.includes('张伟')).length);
    const byTotal = await t.master.call(StoreSellerOrd, { param: { order: 'total asc', page_count: 5 } });
    const totals = byTotal.data.map((o) => Number(o.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBe(Math.min(...rows.map((o) => Number(o.total_fen))) / 100);
    for (const param of [{ ord_state: 7 }, { date_min: '2026-13-01' }, { order: 'total sideways' }, { page_count: 101 }, { is_deleted: 2 }]) {
      expect([param, (await t.master.call(StoreSellerOrd, { param })).err_code]).toEqual([param, ErrCode.BAD_REQUEST]);
    }
  });
});
