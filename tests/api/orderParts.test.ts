/**
 * One order's parts and history (issue 29; REQUIREMENTS API-ORD-03, 04, 05, 23, 24, 33): the
 * quotation of a stored order and of a content not stored, the quotation's changes, the goods
 * lines, rooms and boards, and the order's own log; each only of the caller's shop.
 */
import { ErrCode } from '../../src/common/api';
import { SaveCrm } from '../../src/common/crm';
import { AlterOrd, ConfirmOrd, GetOffer, GetOrderLogs, GetOrdItem, GetProposalLog, NewOrd, Plates, PlatesRooms, RecOrd, SubmitOrd, type OrderDataInput } from '../../src/common/orders';
import type { RightCode } from '../../src/common/rights';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const shopId = async (name = '演示家具厂') => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const firstOfKind = async (kind: number) =>
  t.b.db.selectFrom('goods').select(['goods_id', 'goods_name', 'list_price_fen']).where('shop_id', '=', await shopId()).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow();

let n = 0;
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `part_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.8.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** The other shop's master. */
async function south(): Promise<TestClient> {
  const c = t.b.client({ ip: '10.8.9.9' });
  await c.login(DEMO_ACCOUNTS.otherShopMaster);
  return c;
}

/** A dealer priced at list prices, and an order document of two rooms of boards and a hinge line for it. */
async function orderData(): Promise<OrderDataInput> {
  const dealer = await t.master.call(SaveCrm, { data: { z_name: '报价经销商', z_phone: '13600002222', crm_type: 3 } });
  const board = await firstOfKind(1);
  const hinge = await firstOfKind(2);
  return {
    store_crm_id: dealer.crm_id,
    cosignee_name: '李四',
    cosignee_phone: '13912340000',
    cosignee_address: '佛山市顺德区乐从镇 8 号',
    rooms: [
      { room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: board.goods_id, qty: 2 }], goods: [{ goods_id: hinge.goods_id, qty: '12' }] },
      {
        room_name: '书房',
        plates: [
          { plate_name: '层板', length: 864, width: 560, thickness: 18, goods_id: board.goods_id, qty: 3 },
          { plate_name: '背板', length: 1000, width: 500, thickness: 9, goods_id: board.goods_id, qty: 1 },
        ],
      },
    ],
  };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('the quotation', () => {
  it('[API-ORD-24] /StoreOrders-getOffer prices a content not stored as newOrd would, writing nothing; and answers a stored order\'s quotation', async () => {
    const data = await orderData();
    const board = await firstOfKind(1);
    const hinge = await firstOfKind(2);
    const ordersBefore = (await t.b.db.selectFrom('orders').select('order_id').execute()).length;
    const draft = await t.master.call(GetOffer, { data });
    expect(draft.err_code).toBe(0);
    expect((await t.b.db.selectFrom('orders').select('order_id').execute()).length).toBe(ordersBefore);
    const boardFen = Number(board.list_price_fen);
    // Area in mm² × price per m², to the fen.
    const boardAmount = (mm2: number) => Math.round((mm2 * boardFen) / 1_000_000);
    const side = boardAmount(2400 * 580 * 2);
    const hinges = 12 * Number(hinge.list_price_fen);
    const shelves = boardAmount(864 * 560 * 3);
    const back = boardAmount(1000 * 500);
    expect(draft.offer.rooms.map((r) => r.room_name)).toEqual(['主卧', '书房']);
    expect(draft.offer.rooms[0]).toMatchObject({ total: yuan(side + hinges), plates: [{ area: '2.784', amount: yuan(side), unit_price: yuan(boardFen) }], goods: [{ amount: yuan(hinges) }] });
    expect(draft.offer.rooms[1].plates.map((p) => p.area)).toEqual(['1.452', '0.500']);
    expect(draft.offer.total).toBe(yuan(side + hinges + shelves + back));
    const created = await t.master.call(NewOrd, { data });
    const stored = await t.master.call(GetOffer, { order_no: created.order_no });
    expect(stored.offer).toEqual(draft.offer);
  });

  it('[API-ORD-24] refuses both or neither of order_no and data, a board of a non-board item, another shop\'s order, and a caller without the rights', async () => {
    const data = await orderData();
    const created = await t.master.call(NewOrd, { data });
    expect((await t.master.call(GetOffer, {})).err_code).not.toBe(0);
    expect((await t.master.call(GetOffer, { order_no: created.order_no, data })).err_code).not.toBe(0);
    const hinge = await firstOfKind(2);
    const wrong = { ...data, rooms: [{ room_name: '主卧', plates: [{ plate_name: '侧板', length: 100, width: 100, thickness: 18, goods_id: hinge.goods_id, qty: 1 }] }] };
    const refused = await t.master.call(GetOffer, { data: wrong });
    expect(refused.err_msg).toContain(hinge.goods_name);
    expect((await (await south()).call(GetOffer, { order_no: created.order_no })).err_code).toBe(ErrCode.NOT_FOUND);
    // The stored quotation needs the list's right; a content's, the right to create or edit orders.
    const listOnly = await holding(['SF_STORE_ORD_LIST']);
    expect((await listOnly.call(GetOffer, { order_no: created.order_no })).err_code).toBe(0);
    expect((await listOnly.call(GetOffer, { data })).err_code).not.toBe(0);
    const newOnly = await holding(['SF_STORE_ORD_NEW']);
    expect((await newOnly.call(GetOffer, { data })).err_code).toBe(0);
    expect((await newOnly.call(GetOffer, { order_no: created.order_no })).err_code).not.toBe(0);
    const editOnly = await holding(['SF_STORE_ORD_EDIT']);
    expect((await editOnly.call(GetOffer, { data })).err_code).toBe(0);
    const none = await holding([]);
    expect((await none.call(GetOffer, { data })).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-ORD-23] /StoreOrders-getProposalLog answers each change of the total, newest first: who, when, before and after', async () => {
    const data = await orderData();
    const created = await t.master.call(NewOrd, { data });
    const first = (await t.master.call(GetOffer, { order_no: created.order_no })).offer.total;
    // An edit that keeps the total is not a change of the quotation; one that changes it is.
    await t.master.call(AlterOrd, { order_no: created.order_no, data: { ...data, remark: '改备注' } });
    const fewer = { ...data, rooms: (data.rooms as unknown[]).slice(0, 1) };
    await t.master.call(AlterOrd, { order_no: created.order_no, data: fewer });
    const second = (await t.master.call(GetOffer, { order_no: created.order_no })).offer.total;
    const r = await t.master.call(GetProposalLog, { order_no: created.order_no });
    expect(r.err_code).toBe(0);
    expect(r.data.map((row) => [row.old_total, row.new_total])).toEqual([
      [first, second],
      ['0.00', first],
    ]);
    expect(r.data[0]).toMatchObject({ login_name: DEMO_ACCOUNTS.master });
    expect(r.data[0].oper_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await (await south()).call(GetProposalLog, { order_no: created.order_no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await (await holding(['SF_STORE_ORD_NEW'])).call(GetProposalLog, { order_no: created.order_no })).err_code).not.toBe(0);
  });
});

describe('an order\'s lines, rooms and boards', () => {
  it('[API-ORD-03] [API-ORD-04] [API-ORD-05] /ErpOrders-getOrdItem, /ErpOrders-platesRooms and /ErpOrders-plates answer the goods lines, the rooms and the boards (of one room with room_id)', async () => {
    const created = await t.master.call(NewOrd, { data: await orderData() });
    const no = created.order_no;
    const items = await t.master.call(GetOrdItem, { order_no: no });
    expect(items.data).toEqual([expect.objectContaining({ room_name: '主卧', qty: '12' })]);
    const rooms = await t.master.call(PlatesRooms, { order_no: no });
    expect(rooms.data.map((r) => [r.room_name, r.plates, r.pieces, r.area])).toEqual([
      ['主卧', 1, 2, '2.784'],
      ['书房', 2, 4, '1.952'],
    ]);
    const all = await t.master.call(Plates, { order_no: no });
    expect(all.data.map((p) => [p.room_name, p.plate_name])).toEqual([
      ['主卧', '侧板'],
      ['书房', '层板'],
      ['书房', '背板'],
    ]);
    const study = await t.master.call(Plates, { order_no: no, room_id: rooms.data[1].room_id });
    expect(study.data.map((p) => p.plate_name)).toEqual(['层板', '背板']);
    expect((await t.master.call(Plates, { order_no: no, room_id: 'x' })).err_code).not.toBe(0);
    for (const call of [GetOrdItem, PlatesRooms, Plates] as const) {
      expect((await (await south()).call(call, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
      expect((await (await holding(['SF_STORE_ORD_NEW'])).call(call, { order_no: no })).err_code).not.toBe(0);
      expect((await (await holding(['SF_STORE_ORD_LIST'])).call(call, { order_no: no })).err_code).toBe(0);
    }
  });
});

describe('the order\'s log', () => {
  it('[API-ORD-33] /StoreOrders-getOrderLogs answers the order\'s log rows, newest first, in the reader\'s language', async () => {
    const created = await t.master.call(NewOrd, { data: await orderData() });
    const no = created.order_no;
    for (const call of [SubmitOrd, RecOrd, ConfirmOrd]) expect((await t.master.call(call, { order_no: no })).err_code).toBe(0);
    const r = await t.master.call(GetOrderLogs, { order_no: no });
    expect(r.data.map((row) => row.action.slice(0, 4))).toEqual(['确认订单', '接单', '提交订单', '创建订单'].map((s) => s.slice(0, 4)));
    expect(r.data.every((row) => row.order_no === no && row.login_name === DEMO_ACCOUNTS.master)).toBe(true);
    const english = (await t.master.post(GetOrderLogs.path, { order_no: no }, { 'x-locale': 'en-US' })) as unknown as { data: { action: string }[] };
    expect(english.data).toHaveLength(4);
    expect(english.data.map((row) => row.action).join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await (await south()).call(GetOrderLogs, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await (await holding(['SF_STORE_ORD_NEW'])).call(GetOrderLogs, { order_no: no })).err_code).not.toBe(0);
  });
});
