/**
 * Payments of orders (issue 29 "Payments"; REQUIREMENTS API-ORD-07..13): a receipt is one guarded
 * update plus its ledger row and order-log row; refused above what is due, in the states that take
 * no money and in the recycle bin, without the right, from another shop and on bad input, each
 * refusal storing nothing; fifty receipts at once take exactly those that fit; an order's total
 * never falls below what was paid; the sandbox's online payment is recorded once however often it
 * is confirmed; purchase documents do not exist yet. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import { AlterOrd, ConfirmOrd, NewOrd, type OrderDataInput } from '../../src/common/orders';
import { AjaxBuyPaymentList, AjaxPaymentList, ErpCcbPayOnline, ErpPayData, SetBuyPayment, SetPayment, SetPayMentComment } from '../../src/common/orderPayments';
import { SaveCrm } from '../../src/common/crm';
import { formatDate } from '../../src/common/time';
import type { RightCode } from '../../src/common/rights';
import { confirmOnlinePayment } from '../../server/orders/payments';
import { SANDBOX_PAY_BASE } from '../../server/payments/provider';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const shopId = async (name = '演示家具厂') => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const firstOfKind = async (kind: number) =>
  t.b.db.selectFrom('goods').select(['goods_id', 'goods_name', 'list_price_fen']).where('shop_id', '=', await shopId()).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow();
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).executeTakeFirstOrThrow();
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('order_no', '=', no).orderBy('log_id').execute();
const receiptsOf = async (no: string) => t.b.db.selectFrom('order_payments').selectAll().where('order_id', '=', (await orderOf(no)).order_id).orderBy('payment_id').execute();
const allReceipts = async () => (await t.b.db.selectFrom('order_payments').select('payment_id').execute()).length;
const today = () => formatDate(t.b.clock.now());

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `pay_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.8.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** A complete order for a dealer of no price list (list prices): a room of boards and a hinge line. */
async function fullOrder(over: Partial<OrderDataInput> = {}): Promise<OrderDataInput> {
  const dealer = await t.master.call(SaveCrm, { data: { z_name: `收款经销商${(n += 1)}`, z_phone: '13600002222', crm_type: 3 } });
  const board = await firstOfKind(1);
  const hinge = await firstOfKind(2);
  return {
    store_crm_id: dealer.crm_id,
    cosignee_name: '张三',
    cosignee_phone: '13912345678',
    cosignee_address: '广东省佛山市顺德区新城路 1 号',
    delivery_date: '2026-12-20',
    rooms: [{ room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: board.goods_id, qty: 2 }], goods: [{ goods_id: hinge.goods_id, qty: '12' }] }],
    ...over,
  };
}

/** A new order put in `state` (1–5 take money), its total set to `totalFen` when given. */
async function orderIn(state: number, totalFen?: number, deleted = 0): Promise<string> {
  const r = await t.master.call(NewOrd, { data: await fullOrder() });
  expect(r.err_code).toBe(0);
  await t.b.db
    .updateTable('orders')
    .set({ ord_state: state, is_deleted: deleted, price_lock: state >= 4 ? 1 : 0, ...(totalFen !== undefined && { total_fen: totalFen }) })
    .where('order_no', '=', r.order_no)
    .execute();
  return r.order_no;
}

const pay = (c: TestClient, orderNo: string, amount: string, over: Record<string, string | number> = {}) => c.call(SetPayment, { order_no: orderNo, amount, method: 2, paid_date: today(), comment: '', ...over });

describe('recording a receipt', () => {
  it('[API-ORD-10] [API-ORD-07] [API-ORD-11] /ErpOrders-setPayment takes a receipt: the paid total rises, a ledger row keeps the balance after, the order log says so; /ErpOrders-ajaxPaymentList and /ErpOrders-erpPayData answer them', async () => {
    expect([SetPayment.path, AjaxPaymentList.path, ErpPayData.path]).toEqual(['/ErpOrders-setPayment', '/ErpOrders-ajaxPaymentList', '/ErpOrders-erpPayData']);
    const no = await orderIn(3, 100_000);
    const first = await pay(t.master, no, '300', { method: 1, comment: '定金' });
    expect(first).toMatchObject({ err_code: 0, paid: '300.00', due: '700.00', err_msg: '已收款 300.00 元' });
    expect(await pay(t.master, no, '250.5', { method: 3 })).toMatchObject({ err_code: 0, paid: '550.50', due: '449.50' });
    expect(Number((await orderOf(no)).paid_fen)).toBe(55_050);
    const rows = await receiptsOf(no);
    expect(rows.map((r) => [Number(r.amount_fen), r.method, Number(r.paid_after_fen), r.comment])).toEqual([
      [30_000, 1, 30_000, '定金'],
      [25_050, 3, 55_050, ''],
    ]);
    expect((await logsOf(no)).at(-1)).toMatchObject({ login_name: 'demo_admin', action: `收款 250.50 元（微信，${today()}），已收 550.50 元` });
    const list = await t.master.call(AjaxPaymentList, { order_no: no });
    expect(list.data).toEqual([
      expect.objectContaining({ payment_id: first.payment_id, amount: '300.00', method: 1, paid_date: today(), comment: '定金', paid_after: '300.00', nick_name: expect.any(String) }),
      expect.objectContaining({ amount: '250.50', method: 3, paid_after: '550.50' }),
    ]);
    expect(list.data[0].nick_name).not.toBe('');
    const data = await t.master.call(ErpPayData, { order_no: no });
    expect(data.data).toMatchObject({ order_no: no, total: '1000.00', paid: '550.50', due: '449.50' });
    expect(data.data.methods.filter((m) => m.count > 0)).toEqual([
      { method: 1, amount: '300.00', count: 1 },
      { method: 3, amount: '250.50', count: 1 },
    ]);
    expect(data.data.methods.map((m) => m.method)).toEqual([1, 2, 3, 4, 5]);
  });

  it('[API-ORD-10] refuses an amount above what is due, naming both; takes exactly the due; then refuses any more; a refusal stores nothing', async () => {
    const no = await orderIn(5, 50_000);
    await pay(t.master, no, '200');
    const before = await orderOf(no);
    const logs = (await logsOf(no)).length;
    expect(await pay(t.master, no, '300.01')).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '收款金额 300.01 元超过未收金额 300.00 元' });
    expect(await orderOf(no)).toEqual(before);
    expect(await logsOf(no)).toHaveLength(logs);
    expect(await receiptsOf(no)).toHaveLength(1);
    expect(await pay(t.master, no, '300.00')).toMatchObject({ err_code: 0, due: '0.00' });
    expect((await pay(t.master, no, '0.01')).err_code).toBe(ErrCode.CONFLICT);
    expect(Number((await orderOf(no)).paid_fen)).toBe(50_000);
  });

  it('[API-ORD-10] takes money from submitted to arrived; refuses a draft, a finished or closed order and one in the recycle bin, changing and logging nothing', async () => {
    for (const state of [1, 2, 3, 4, 5]) expect([state, (await pay(t.master, await orderIn(state, 10_000), '10')).err_code]).toEqual([state, 0]);
    for (const [state, deleted, message] of [
      [0, 0, '订单草稿，不能收款'],
      [6, 0, '订单已完结，不能收款'],
      [9, 0, '订单已关闭，不能收款'],
      [3, 1, '订单在回收站中，不能收款'],
    ] as const) {
      const no = await orderIn(state, 10_000, deleted);
      const before = await orderOf(no);
      const logs = (await logsOf(no)).length;
      const r = await pay(t.master, no, '10');
      expect([state, deleted, r.err_code, r.err_msg]).toEqual([state, deleted, ErrCode.CONFLICT, message]);
      expect(await orderOf(no)).toEqual(before);
      expect(await logsOf(no)).toHaveLength(logs);
      expect(await receiptsOf(no)).toHaveLength(0);
    }
  });

  it('[API-ORD-10] refuses bad input on every field with a clear error naming it, and stores nothing', async () => {
    const no = await orderIn(3, 100_000);
    const before = await allReceipts();
    const tomorrow = formatDate(t.b.clock.now() + 86_400_000);
    const bad: [Record<string, string | number>, string][] = [
      [{ amount: '' }, '缺少参数 amount'],
      [{ amount: '0' }, '收款金额应大于 0，最多两位小数'],
      [{ amount: '-5' }, '收款金额应大于 0，最多两位小数'],
      [{ amount: '1.234' }, '收款金额应大于 0，最多两位小数'],
      [{ amount: '十元' }, '收款金额应大于 0，最多两位小数'],
      [{ amount: '1e3' }, '收款金额应大于 0，最多两位小数'],
      [{ method: '' }, '缺少参数 method'],
      [{ method: 0 }, '请选择收款方式：现金、银行转账、微信或支付宝'],
      [{ method: 5 }, '请选择收款方式：现金、银行转账、微信或支付宝'],
      [{ method: 'cash' }, '参数 method 格式不正确'],
      [{ paid_date: '' }, '缺少参数 paid_date'],
      [{ paid_date: '2026-02-30' }, '收款日期应为 YYYY-MM-DD 格式的日期'],
      [{ paid_date: '20261101' }, '收款日期应为 YYYY-MM-DD 格式的日期'],
      [{ paid_date: tomorrow }, `收款日期不能晚于今天（${today()}）`],
      [{ comment: '备'.repeat(201) }, '参数 comment 过长（最多 200 个字符）'],
      [{ order_no: '' }, '缺少参数 order_no'],
      [{ order_no: 'D'.repeat(41) }, '参数 order_no 过长（最多 40 个字符）'],
    ];
    for (const [over, message] of bad) {
      const r = await pay(t.master, no, '10', over);
      expect([over, r.err_code, r.err_msg]).toEqual([over, ErrCode.BAD_REQUEST, message]);
    }
    expect(await allReceipts()).toBe(before);
    expect(Number((await orderOf(no)).paid_fen)).toBe(0);
    // The same words in English.
    const en = await t.master.post(SetPayment.path, { order_no: no, amount: '0', method: '1', paid_date: today() }, { 'x-locale': 'en-US' });
    expect(en.err_msg).toBe('The amount must be more than 0, with at most 2 decimals');
  });

  it('[API-ORD-10] fifty concurrent receipts that together exceed what is due take exactly those that fit', async () => {
    const no = await orderIn(4, 100_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => pay(t.master, no, '30')));
    const taken = replies.filter((r) => r.err_code === 0);
    expect(taken).toHaveLength(33);
    expect(replies.filter((r) => r.err_code === ErrCode.CONFLICT)).toHaveLength(17);
    expect(Number((await orderOf(no)).paid_fen)).toBe(99_000);
    const rows = await receiptsOf(no);
    expect(rows).toHaveLength(33);
    // The ledger's balances after are 30, 60 … 990: each receipt saw the one before it.
    expect(rows.map((r) => Number(r.paid_after_fen))).toEqual(Array.from({ length: 33 }, (_, i) => (i + 1) * 3000));
    expect((await logsOf(no)).filter((l) => l.action.startsWith('收款'))).toHaveLength(33);
  });
});

describe('rights and shops', () => {
  it('[API-ORD-10] [API-ORD-09] [API-ORD-12] [API-ORD-13] the writes need SF_STORE_ORD_PAYMENT, which works alone; [API-ORD-07] [API-ORD-08] [API-ORD-11] the reads SF_STORE_ORD_LIST', async () => {
    const no = await orderIn(3, 100_000);
    const others: RightCode[] = ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT', 'SF_STORE_ORD_CONFIRM', 'SF_STORE_ORD_CLOSE', 'SF_STORE_ORD_DELETE'];
    const without = await holding(others);
    const { payment_id: paymentId } = await pay(t.master, no, '10');
    expect((await pay(without, no, '10')).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(SetPayMentComment, { payment_id: paymentId, comment: 'x' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(ErpCcbPayOnline, { order_no: no, amount: '1' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(SetBuyPayment, { order_no: 'CG1', amount: '1', method: 1, paid_date: today() })).err_code).toBe(ErrCode.NO_RIGHT);
    const alone = await holding(['SF_STORE_ORD_PAYMENT']);
    expect((await pay(alone, no, '10')).err_code).toBe(0);
    expect((await alone.call(SetPayMentComment, { payment_id: paymentId, comment: '改' })).err_code).toBe(0);
    expect((await alone.call(ErpCcbPayOnline, { order_no: no, amount: '1' })).err_code).toBe(0);
    expect((await alone.call(AjaxPaymentList, { order_no: no })).err_code).toBe(ErrCode.NO_RIGHT);
    const reader = await holding(['SF_STORE_ORD_LIST']);
    for (const call of [AjaxPaymentList, ErpPayData, AjaxBuyPaymentList]) expect([call.path, (await reader.call(call, { order_no: no })).err_code]).toEqual([call.path, 0]);
    expect((await pay(reader, no, '10')).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await receiptsOf(no)).toHaveLength(2);
  });

  it('[API-ORD-07] [API-ORD-09] [API-ORD-10] [API-ORD-11] [API-ORD-12] another shop\'s order number and payment id are not found by every payment call; nothing changes', async () => {
    const no = await orderIn(3, 100_000);
    const { payment_id: paymentId } = await pay(t.master, no, '10', { comment: '原备注' });
    const south = t.b.client({ ip: '10.8.9.9' });
    await south.login('south_admin');
    const before = await orderOf(no);
    expect(await pay(south, no, '10')).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '订单不存在' });
    expect((await south.call(AjaxPaymentList, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(ErpPayData, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(ErpCcbPayOnline, { order_no: no, amount: '1' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await south.call(SetPayMentComment, { payment_id: paymentId, comment: '越权' })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '收款记录不存在' });
    expect(await orderOf(no)).toEqual(before);
    expect((await receiptsOf(no)).map((r) => r.comment)).toEqual(['原备注']);
    expect(await t.b.db.selectFrom('online_pay_requests').select('request_id').execute()).toHaveLength(0);
  });
});

describe('a receipt\'s comment', () => {
  it('[API-ORD-09] /ErpOrders-setPayMentComment changes only the comment and logs before and after; too long is refused naming the field', async () => {
    expect(SetPayMentComment.path).toBe('/ErpOrders-setPayMentComment');
    const no = await orderIn(3, 100_000);
    const { payment_id: paymentId } = await pay(t.master, no, '10', { comment: '定金' });
    const [before] = await receiptsOf(no);
    expect(await t.master.call(SetPayMentComment, { payment_id: paymentId, comment: '定金（微信转账）' })).toMatchObject({ err_code: 0, err_msg: '收款备注已保存' });
    const [after] = await receiptsOf(no);
    expect(after).toEqual({ ...before, comment: '定金（微信转账）' });
    expect((await logsOf(no)).at(-1)!.action).toBe('修改收款备注：定金 → 定金（微信转账）');
    expect(await t.master.call(SetPayMentComment, { payment_id: paymentId, comment: '备'.repeat(201) })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '参数 comment 过长（最多 200 个字符）' });
    expect((await t.master.call(SetPayMentComment, { payment_id: 'x' as unknown as number })).err_msg).toBe('参数 payment_id 格式不正确');
    expect((await t.master.call(SetPayMentComment, { payment_id: 999_999, comment: 'x' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await receiptsOf(no))[0].comment).toBe('定金（微信转账）');
  });
});

describe('an order\'s total and what was paid', () => {
  it('[API-ORD-10] alterOrd cannot bring an order\'s total below what was paid: refused with the two amounts, nothing changes', async () => {
    const no = await orderIn(1);
    const total = Number((await orderOf(no)).total_fen);
    expect((await pay(t.master, no, (total / 100).toFixed(2))).err_code).toBe(0);
    const before = await orderOf(no);
    const logs = (await logsOf(no)).length;
    const smaller = await fullOrder({ rooms: [{ room_name: '厨房', goods: [{ goods_id: (await firstOfKind(2)).goods_id, qty: '1' }] }] });
    const r = await t.master.call(AlterOrd, { order_no: no, data: smaller });
    expect(r.err_code).toBe(ErrCode.CONFLICT);
    expect(r.err_msg).toMatch(new RegExp(`^订单金额 \\d+\\.\\d\\d 元不能低于已收金额 ${(total / 100).toFixed(2)} 元，请先退款$`));
    expect(await orderOf(no)).toEqual(before);
    expect(await logsOf(no)).toHaveLength(logs);
    // An edit that keeps the total at or above what was paid goes through.
    expect((await t.master.call(AlterOrd, { order_no: no, data: await fullOrder({ cosignee_name: '李四' }) })).err_code).toBe(0);
  });

  it('[API-ORD-10] confirmOrd whose repricing would bring the total below what was paid is refused; the order stays received', async () => {
    const no = await orderIn(2);
    const total = Number((await orderOf(no)).total_fen);
    expect((await pay(t.master, no, (total / 100).toFixed(2))).err_code).toBe(0);
    const board = await firstOfKind(1);
    await t.b.db.updateTable('goods').set({ list_price_fen: Math.floor(Number(board.list_price_fen) / 2) }).where('goods_id', '=', board.goods_id).execute();
    const r = await t.master.call(ConfirmOrd, { order_no: no });
    expect(r.err_code).toBe(ErrCode.CONFLICT);
    expect(r.err_msg).toContain(`不能低于已收金额 ${(total / 100).toFixed(2)} 元`);
    expect(await orderOf(no)).toMatchObject({ ord_state: 2, total_fen: expect.anything() });
    expect(Number((await orderOf(no)).total_fen)).toBe(total);
  });
});

describe('online payments (the sandbox provider)', () => {
  it('[API-ORD-12] /ErpOrders-erpCcbPayOnline stores a waiting request and answers its pay link and QR text; confirming it twice records the receipt once', async () => {
    expect(ErpCcbPayOnline.path).toBe('/ErpOrders-erpCcbPayOnline');
    const no = await orderIn(3, 100_000);
    const r = await t.master.call(ErpCcbPayOnline, { order_no: no, amount: '123.45' });
    expect(r).toMatchObject({ err_code: 0, amount: '123.45', sandbox: true });
    expect(r.pay_url.startsWith(`${SANDBOX_PAY_BASE}?request_id=${r.request_id}&`)).toBe(true);
    expect(r.qr_text).toBe(r.pay_url);
    const req = await t.b.db.selectFrom('online_pay_requests').selectAll().where('request_id', '=', r.request_id).executeTakeFirstOrThrow();
    expect(req).toMatchObject({ state: 0, payment_id: null, paid_at: null });
    expect(Number(req.amount_fen)).toBe(12_345);
    expect(r.pay_url).toContain(req.token);
    expect((await logsOf(no)).at(-1)!.action).toBe(`发起在线收款 123.45 元（请求 ${r.request_id}）`);
    // Asking is not paying.
    expect(Number((await orderOf(no)).paid_fen)).toBe(0);

    const [first, second] = await Promise.all([confirmOnlinePayment(t.b.db, r.request_id, t.b.clock.now()), confirmOnlinePayment(t.b.db, r.request_id, t.b.clock.now())]);
    expect([first.already, second.already].sort()).toEqual([false, true]);
    expect(first.paymentId).toBe(second.paymentId);
    const third = await confirmOnlinePayment(t.b.db, r.request_id, t.b.clock.now());
    expect(third).toMatchObject({ already: true, paymentId: first.paymentId });
    const rows = await receiptsOf(no);
    expect(rows.map((p) => [p.payment_id, Number(p.amount_fen), p.method, Number(p.paid_after_fen), p.creator_id])).toEqual([[first.paymentId, 12_345, 5, 12_345, null]]);
    expect(Number((await orderOf(no)).paid_fen)).toBe(12_345);
    expect(await t.b.db.selectFrom('online_pay_requests').select(['state', 'payment_id']).where('request_id', '=', r.request_id).executeTakeFirstOrThrow()).toEqual({ state: 1, payment_id: first.paymentId });
    expect((await logsOf(no)).filter((l) => l.action.startsWith('在线收款到账'))).toEqual([expect.objectContaining({ login_name: 'operator', user_id: null })]);
  });

  it('[API-ORD-12] a request above what is due, on an order that takes no money or with a bad amount is refused and not stored; one the order can no longer take is not confirmed', async () => {
    const no = await orderIn(3, 10_000);
    expect(await t.master.call(ErpCcbPayOnline, { order_no: no, amount: '100.01' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '收款金额 100.01 元超过未收金额 100.00 元' });
    expect((await t.master.call(ErpCcbPayOnline, { order_no: no, amount: '0' })).err_msg).toBe('收款金额应大于 0，最多两位小数');
    expect((await t.master.call(ErpCcbPayOnline, { order_no: await orderIn(0, 10_000), amount: '1' })).err_msg).toBe('订单草稿，不能收款');
    expect(await t.b.db.selectFrom('online_pay_requests').select('request_id').execute()).toHaveLength(0);
    const r = await t.master.call(ErpCcbPayOnline, { order_no: no, amount: '80' });
    expect(r.err_code).toBe(0);
    // Meanwhile the rest was paid at the counter: the online payment no longer fits.
    expect((await pay(t.master, no, '30')).err_code).toBe(0);
    await expect(confirmOnlinePayment(t.b.db, r.request_id, t.b.clock.now())).rejects.toThrow('收款金额 80.00 元超过未收金额 70.00 元');
    expect(await t.b.db.selectFrom('online_pay_requests').select('state').where('request_id', '=', r.request_id).executeTakeFirstOrThrow()).toEqual({ state: 0 });
    await expect(confirmOnlinePayment(t.b.db, 999_999, t.b.clock.now())).rejects.toThrow('在线收款请求不存在');
  });
});

describe('purchase documents', () => {
  it('[API-ORD-08] [API-ORD-13] /ErpOrders-ajaxBuyPaymentList answers an empty list and /ErpOrders-setBuyPayment "not found" for any number (no purchase documents exist yet); bad input is refused first', async () => {
    expect([AjaxBuyPaymentList.path, SetBuyPayment.path]).toEqual(['/ErpOrders-ajaxBuyPaymentList', '/ErpOrders-setBuyPayment']);
    expect(await t.master.call(AjaxBuyPaymentList, { order_no: 'CG202611200001' })).toMatchObject({ err_code: 0, data: [] });
    const before = await allReceipts();
    expect(await t.master.call(SetBuyPayment, { order_no: 'CG202611200001', amount: '10', method: 1, paid_date: today() })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '采购单据不存在' });
    expect((await t.master.call(SetBuyPayment, { order_no: 'CG202611200001', amount: '0', method: 1, paid_date: today() })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect(await allReceipts()).toBe(before);
  });
});

describe('the demo receipts', () => {
  it('[API-ORD-07] every seeded order\'s receipts sum to its paid total, each keeping the balance after it, dated after the order; arrived orders are paid, closed and drafts are not', async () => {
    const orders = await t.b.db.selectFrom('orders').select(['order_id', 'ord_state', 'total_fen', 'paid_fen', 'created_at']).execute();
    const receipts = await t.b.db.selectFrom('order_payments').selectAll().orderBy('payment_id').execute();
    expect(receipts.length).toBeGreaterThan(100);
    expect(new Set(receipts.map((r) => r.method)).size).toBeGreaterThanOrEqual(4);
    for (const o of orders) {
      const mine = receipts.filter((r) => r.order_id === o.order_id);
      let after = 0;
      for (const r of mine) {
        after += Number(r.amount_fen);
        expect([o.order_id, Number(r.paid_after_fen)]).toEqual([o.order_id, after]);
        expect(r.paid_date >= formatDate(Number(o.created_at))).toBe(true);
      }
      expect([o.order_id, Number(o.paid_fen)]).toEqual([o.order_id, after]);
      expect(Number(o.paid_fen)).toBeLessThanOrEqual(Number(o.total_fen));
      if ([0, 1, 2, 9].includes(o.ord_state)) expect([o.order_id, Number(o.paid_fen)]).toEqual([o.order_id, 0]);
    }
    const arrived = orders.filter((o) => o.ord_state === 5);
    expect(arrived.filter((o) => Number(o.paid_fen) === Number(o.total_fen)).length).toBeGreaterThan(arrived.length / 2);
    expect(arrived.some((o) => Number(o.paid_fen) < Number(o.total_fen))).toBe(true);
  });
});
