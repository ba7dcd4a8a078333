/**
 * The MES sync of orders (issue 29; REQUIREMENTS SYSCFG-10, SYSCFG-17, SYSCFG-18, API-SHOP-07):
 * /ErpOrders-syncMesSale sends a confirmed (or later) order's detail with its quotation to the MES
 * provider, whose default keeps it in mes_outbox, in one transaction with its order-log and staff-log
 * rows; confirming an order sends it too while the shop's ErpPush is on (absent is on), in the
 * confirm's transaction. Refusals (state, recycle bin, right, another shop, bad input) store nothing.
 * On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import { SaveCrm } from '../../src/common/crm';
import { AjaxOrder, ConfirmOrd, GetOffer, LockPrice, MES_SYNC_STATES, NewOrd, RecOrd, SubmitOrd, SyncMesSale, type OrderDataInput, type OrderOffer, type OrderRecord } from '../../src/common/orders';
import type { RightCode } from '../../src/common/rights';
import { ShopSetProps } from '../../src/common/shopConfig';
import type { MesDocument } from '../../server/deps';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, makeBackend, type TestBackend, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const shopId = async (b: TestBackend = t.b, name = '演示家具厂') => (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const firstOfKind = async (b: TestBackend, kind: number) =>
  b.db.selectFrom('goods').select(['goods_id', 'goods_name']).where('shop_id', '=', await shopId(b)).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow();
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).executeTakeFirstOrThrow();
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).orderBy('log_id').execute();
const staffLogs = async () => t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id').execute();
/** The documents the default provider kept of the demo shop's order `no`, payload parsed. */
const sentOf = async (no: string) =>
  (await t.b.db.selectFrom('mes_outbox').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).orderBy('mes_id').execute()).map((r) => ({
    ...r,
    payload: JSON.parse(r.payload) as { order: OrderRecord; offer: OrderOffer },
  }));
const outboxSize = async () => (await t.b.db.selectFrom('mes_outbox').select('mes_id').execute()).length;

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `mes_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.7.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** A complete order for a new dealer of no price list: two rooms, boards and a hinge line. */
async function fullOrder(b: TestBackend, master: TestClient): Promise<OrderDataInput> {
  n += 1;
  // Each dealer its own name and mobile: a shop's customers do not share either.
  const dealer = await master.call(SaveCrm, { data: { z_name: `同步经销商${n}`, z_phone: `136${String(n).padStart(8, '0')}`, crm_type: 3 } });
  expect(dealer).toMatchObject({ err_code: 0 });
  const board = await firstOfKind(b, 1);
  const hinge = await firstOfKind(b, 2);
  return {
    store_crm_id: dealer.crm_id,
    cosignee_name: '王五',
    cosignee_phone: '13912345678',
    cosignee_address: '广东省佛山市顺德区新城路 8 号',
    delivery_date: '2026-12-20',
    rooms: [
      { room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: board.goods_id, qty: 2 }], goods: [{ goods_id: hinge.goods_id, qty: '12' }] },
      { room_name: '厨房', plates: [{ plate_name: '顶板', length: 800, width: 560, thickness: 18, goods_id: board.goods_id, qty: 1 }], goods: [] },
    ],
  };
}

/** A new order of the demo shop taken through submit and receive (state 2), ready to confirm. */
async function receivedOrder(b: TestBackend = t.b, master: TestClient = t.master): Promise<string> {
  const r = await master.call(NewOrd, { data: await fullOrder(b, master) });
  expect(r.err_code).toBe(0);
  for (const call of [SubmitOrd, RecOrd]) expect((await master.call(call, { order_no: r.order_no })).err_code).toBe(0);
  return r.order_no;
}

/** A new order put in `state` (and the recycle bin when `deleted`) directly. */
async function orderIn(state: number, deleted = 0): Promise<string> {
  const r = await t.master.call(NewOrd, { data: await fullOrder(t.b, t.master) });
  expect(r.err_code).toBe(0);
  await t.b.db.updateTable('orders').set({ ord_state: state, is_deleted: deleted, price_lock: state >= 4 ? 1 : 0 }).where('order_no', '=', r.order_no).execute();
  return r.order_no;
}

const setErpPush = async (props: string) => t.b.db.updateTable('shops').set({ shop_props: props }).where('shop_id', '=', await shopId()).execute();

describe('/ErpOrders-syncMesSale', () => {
  it('[SYSCFG-18] [API-SHOP-07] POST /ErpOrders-syncMesSale with order_no sends the order detail with its quotation and answers 同步成功; the outbox row, the order-log row and the staff-log row are written', async () => {
    expect([SyncMesSale.method, SyncMesSale.path, Object.keys(SyncMesSale.fields)]).toEqual(['POST', '/ErpOrders-syncMesSale', ['order_no']]);
    await setErpPush('{"ErpPush":0}');
    const no = await receivedOrder();
    expect((await t.master.call(ConfirmOrd, { order_no: no })).err_code).toBe(0);
    expect(await sentOf(no)).toEqual([]);
    const staffBefore = (await staffLogs()).length;

    const reply = await t.master.post('/ErpOrders-syncMesSale', { order_no: no });
    expect(reply).toMatchObject({ err_code: 0, err_msg: '同步成功' });

    const [doc, ...more] = await sentOf(no);
    expect(more).toEqual([]);
    expect(doc).toMatchObject({ trigger: 'manual', sent_at: t.b.clock.now() });
    // The order detail is what StoreOrders-ajaxOrder answers, its quotation what StoreOrders-getOffer answers.
    const { order } = await t.master.call(AjaxOrder, { order_no: no });
    const { offer } = await t.master.call(GetOffer, { order_no: no });
    expect(doc.payload).toEqual({ order, offer });
    expect(doc.payload.order).toMatchObject({ order_no: no, ord_state: 3, cosignee_name: '王五' });
    expect(doc.payload.order.rooms.map((r) => [r.room_name, r.plates.map((p) => [p.plate_name, p.length, p.width, p.qty]), r.goods.map((g) => g.qty)])).toEqual([
      ['主卧', [['侧板', 2400, 580, 2]], ['12']],
      ['厨房', [['顶板', 800, 560, 1]], []],
    ]);
    expect(doc.payload.offer.total).toBe(order.total);
    expect(Number(doc.payload.offer.total)).toBeGreaterThan(0);
    expect(doc.payload.offer.rooms.map((r) => r.room_name)).toEqual(['主卧', '厨房']);

    expect((await logsOf(no)).at(-1)).toMatchObject({ login_name: 'demo_admin', action: `同步订单明细（含报价明细）到 MES，金额 ${order.total} 元` });
    const staff = await staffLogs();
    expect(staff).toHaveLength(staffBefore + 1);
    expect(staff.at(-1)).toMatchObject({ login_name: 'demo_admin', menu_ch_name: '订单列表', function_ch_name: '同步订单明细', oper_content: `同步订单 ${no} 明细（含报价明细）到 MES` });

    // Sent again: a second document, the newer one.
    expect(await t.master.call(SyncMesSale, { order_no: no })).toMatchObject({ err_code: 0, err_msg: '同步成功' });
    expect((await sentOf(no)).map((d) => d.trigger)).toEqual(['manual', 'manual']);
    // The toast in the reader's language.
    expect(await t.master.post(SyncMesSale.path, { order_no: no }, { 'x-locale': 'en-US' })).toMatchObject({ err_code: 0, err_msg: 'Synced' });
  });

  it('[SYSCFG-18] syncs a confirmed order and the states after it; refuses a draft, submitted, received or closed order and one in the recycle bin, storing nothing', async () => {
    expect(MES_SYNC_STATES).toEqual([3, 4, 5, 6]);
    for (const state of MES_SYNC_STATES) {
      const no = await orderIn(state);
      expect([state, (await t.master.call(SyncMesSale, { order_no: no })).err_code]).toEqual([state, 0]);
      expect(await sentOf(no)).toHaveLength(1);
    }
    for (const [state, deleted, message] of [
      [0, 0, '订单草稿，不能同步，只有已确认及之后的订单可以同步到 MES'],
      [1, 0, '订单已提交，不能同步，只有已确认及之后的订单可以同步到 MES'],
      [2, 0, '订单已接单，不能同步，只有已确认及之后的订单可以同步到 MES'],
      [9, 0, '订单已关闭，不能同步，只有已确认及之后的订单可以同步到 MES'],
      [0, 1, '订单在回收站中，不能同步，只有已确认及之后的订单可以同步到 MES'],
      [3, 1, '订单在回收站中，不能同步，只有已确认及之后的订单可以同步到 MES'],
    ] as const) {
      const no = await orderIn(state, deleted);
      const before = await orderOf(no);
      const logs = (await logsOf(no)).length;
      const staff = (await staffLogs()).length;
      expect([state, deleted, await t.master.call(SyncMesSale, { order_no: no })]).toEqual([state, deleted, expect.objectContaining({ err_code: ErrCode.CONFLICT, err_msg: message })]);
      expect(await sentOf(no)).toEqual([]);
      expect(await orderOf(no)).toEqual(before);
      expect(await logsOf(no)).toHaveLength(logs);
      expect(await staffLogs()).toHaveLength(staff);
    }
  });

  it('[API-SHOP-07] another shop\'s order number is not found, an unknown one too, a missing one is bad input; nothing is stored', async () => {
    const no = await orderIn(3);
    const south = t.b.client({ ip: '10.7.9.9' });
    await south.login('south_admin');
    const outbox = await outboxSize();
    const logs = (await logsOf(no)).length;
    expect(await south.call(SyncMesSale, { order_no: no })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '订单不存在' });
    expect(await t.master.call(SyncMesSale, { order_no: 'D000000000000' })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '订单不存在' });
    expect((await t.master.post(SyncMesSale.path, {})).err_code).toBe(ErrCode.BAD_REQUEST);
    expect((await t.master.post(SyncMesSale.path, { order_no: 'x'.repeat(41) })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect(await outboxSize()).toBe(outbox);
    expect(await logsOf(no)).toHaveLength(logs);
  });

  it('[API-SHOP-07] [SYSCFG-18] either SF_BASE_CONFIG_EDIT (the system configuration) or SF_STORE_ORD_CONFIRM held alone may sync; the list and configuration-reading rights may not', async () => {
    for (const right of ['SF_BASE_CONFIG_EDIT', 'SF_STORE_ORD_CONFIRM'] as const) {
      const no = await orderIn(3);
      expect([right, await (await holding([right])).call(SyncMesSale, { order_no: no })]).toEqual([right, expect.objectContaining({ err_code: 0, err_msg: '同步成功' })]);
      expect(await sentOf(no)).toHaveLength(1);
    }
    const no = await orderIn(3);
    const logs = (await logsOf(no)).length;
    const lacking = await holding(['SF_STORE_ORD_LIST', 'SF_BASE_CONFIG_QUERY', 'SF_STORE_ORD_EDIT']);
    expect((await lacking.call(SyncMesSale, { order_no: no })).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await sentOf(no)).toEqual([]);
    expect(await logsOf(no)).toHaveLength(logs);
  });
});

describe('sending on confirming', () => {
  it.each([
    ['absent', '{}'],
    ['1', '{"ErpPush":1}'],
  ])('[SYSCFG-10] with ErpPush %s, confirming an order sends it, confirmed and priced, in the confirm\'s transaction', async (_, props) => {
    await setErpPush(props);
    const no = await receivedOrder();
    const logs = (await logsOf(no)).length;
    expect(await t.master.call(ConfirmOrd, { order_no: no })).toMatchObject({ err_code: 0, err_msg: '订单已确认' });
    const sent = await sentOf(no);
    expect(sent.map((d) => d.trigger)).toEqual(['confirm']);
    const { order } = await t.master.call(AjaxOrder, { order_no: no });
    expect(sent[0].payload.order).toEqual(order);
    expect(sent[0].payload.order.ord_state).toBe(3);
    expect(sent[0].payload.offer.total).toBe(order.total);
    // The confirm's own order-log row stands for the send; the staff log says it was sent.
    expect((await logsOf(no)).slice(logs).map((l) => l.action)).toEqual([`确认订单，金额 ${order.total} 元`]);
    expect((await staffLogs()).at(-1)).toMatchObject({ function_ch_name: '同步订单明细', oper_content: `确认订单 ${no} 后自动同步明细（含报价明细）到 MES` });
    // Other moves send nothing.
    expect((await t.master.call(LockPrice, { order_no: no })).err_code).toBe(0);
    expect(await sentOf(no)).toHaveLength(1);
  });

  it('[SYSCFG-10] with ErpPush 0 (saved by /shop-setProps), confirming sends nothing; turned on again, the next confirm does', async () => {
    expect((await t.master.call(ShopSetProps, { props: { ErpPush: 0 } })).err_code).toBe(0);
    const off = await receivedOrder();
    const staff = (await staffLogs()).length;
    expect((await t.master.call(ConfirmOrd, { order_no: off })).err_code).toBe(0);
    expect(await sentOf(off)).toEqual([]);
    expect(await staffLogs()).toHaveLength(staff);
    expect((await t.master.call(ShopSetProps, { props: { ErpPush: 1 } })).err_code).toBe(0);
    const on = await receivedOrder();
    expect((await t.master.call(ConfirmOrd, { order_no: on })).err_code).toBe(0);
    expect((await sentOf(on)).map((d) => d.trigger)).toEqual(['confirm']);
  });
});

describe('the MES provider', () => {
  it('[SYSCFG-10] [API-SHOP-07] a provider given in AppDeps gets each document; when it fails, the confirm or the sync fails whole: the order stays received, nothing is logged', async () => {
    const sent: MesDocument[] = [];
    let down = false;
    const b = await makeBackend({
      mes: {
        async send(_db, document) {
          if (down) throw new Error('MES unreachable');
          sent.push(document);
        },
      },
    });
    try {
      const master = b.client();
      await master.login('demo_admin');
      const no = await receivedOrder(b, master);
      const logsOfB = async () => (await b.db.selectFrom('order_logs').select('log_id').where('order_no', '=', no).execute()).length;
      const logs = await logsOfB();
      down = true;
      expect((await master.call(ConfirmOrd, { order_no: no })).err_code).toBe(ErrCode.INTERNAL);
      const row = await b.db.selectFrom('orders').select(['ord_state']).where('shop_id', '=', await shopId(b)).where('order_no', '=', no).executeTakeFirstOrThrow();
      expect(row.ord_state).toBe(2);
      expect(await logsOfB()).toBe(logs);
      down = false;
      expect((await master.call(ConfirmOrd, { order_no: no })).err_code).toBe(0);
      expect(sent).toEqual([expect.objectContaining({ shopId: await shopId(b), orderNo: no, trigger: 'confirm', at: b.clock.now() })]);
      expect(sent[0].payload.order.ord_state).toBe(3);
      down = true;
      expect((await master.call(SyncMesSale, { order_no: no })).err_code).toBe(ErrCode.INTERNAL);
      expect(await logsOfB()).toBe(logs + 1);
      down = false;
      expect(await master.call(SyncMesSale, { order_no: no })).toMatchObject({ err_code: 0, err_msg: '同步成功' });
      expect(sent.map((d) => d.trigger)).toEqual(['confirm', 'manual']);
      expect(sent[1].payload.offer.total).toBe(sent[1].payload.order.total);
      // The default outbox was not used.
      expect(await b.db.selectFrom('mes_outbox').select('mes_id').execute()).toEqual([]);
    } finally {
      await b.close();
    }
  });
});
