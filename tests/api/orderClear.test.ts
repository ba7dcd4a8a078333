/**
 * Deleting orders of the recycle bin for good (issue 29's realClearOrd row; REQUIREMENTS API-ORD-37,
 * API-ORD-42, API-ORD-43): a six-digit code goes to the shop master's phone through the SMS outbox,
 * bound to one order or to the whole bin; the right code deletes the order with its rooms, lines and
 * memos in one transaction, keeps its order-log rows and writes one more and a staff-log row; a
 * wrong, expired, used or other order's code deletes nothing; an order outside the bin, with
 * receipts, or of another shop is refused; the delete right alone is enough, and needed; emptying
 * the bin deletes only the caller's shop's binned orders. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import { AddMemo } from '../../src/common/orderMemos';
import { CLEAR_ALL, ClearOrd, NewOrd, RealClearOrd, SendClearRecVCode, SendClearVCode, StoreSellerOrd, type OrderDataInput } from '../../src/common/orders';
import { SMS_RESEND_SECONDS } from '../../src/common/staffRules';
import type { RightCode } from '../../src/common/rights';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS } from '../../server/staff/smsCodes';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const SOUTH = '南方板材定制';
/** The demo shop master's mobile (server/db/seed.ts), where the codes go. */
const MASTER_PHONE = '13800138000';
const MASKED = '138****8000';

const shopId = async (name = DEMO) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).executeTakeFirst();
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).orderBy('log_id').execute();
const binnedOf = async (name: string) => (await t.b.db.selectFrom('orders').select('order_no').where('shop_id', '=', await shopId(name)).where('is_deleted', '=', 1).orderBy('order_id').execute()).map((r) => r.order_no);
const outbox = async () => t.b.db.selectFrom('sms_outbox').selectAll().orderBy('sms_id').execute();
const staffLogs = async () => t.b.db.selectFrom('staff_logs').select(['function_ch_name', 'oper_content', 'menu_ch_name']).where('shop_id', '=', await shopId()).orderBy('log_id').execute();
/** Lets the next code be sent to the same phone. */
const waitResend = () => t.b.clock.advance((SMS_RESEND_SECONDS + 1) * 1000);

/** The code of the last SMS to `phone`, as the master would read it. */
async function lastCode(phone = MASTER_PHONE): Promise<{ code: string; content: string }> {
  const sms = await t.b.db.selectFrom('sms_outbox').select('content').where('phone', '=', phone).orderBy('sms_id', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /\d{6}/.exec(sms.content)?.[0];
  expect(code).toBeDefined();
  return { code: code!, content: sms.content };
}

/** A draft with a room of boards and a goods line (and a memo), moved into the recycle bin by StoreOrders-clear. */
async function binnedOrder(): Promise<string> {
  const firstOfKind = async (kind: number) =>
    (await t.b.db.selectFrom('goods').select('goods_id').where('shop_id', '=', await shopId()).where('kind', '=', kind).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow()).goods_id;
  const data: OrderDataInput = {
    cosignee_name: '彻删测试',
    rooms: [{ room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: await firstOfKind(1), qty: 2 }], goods: [{ goods_id: await firstOfKind(2), qty: '4' }] }],
  };
  const r = await t.master.call(NewOrd, { data });
  expect(r.err_code).toBe(0);
  expect((await t.master.call(AddMemo, { order_no: r.order_no, content: '客户取消' })).err_code).toBe(0);
  expect((await t.master.call(ClearOrd, { order_no: r.order_no })).err_code).toBe(0);
  return r.order_no;
}

/** The rows an order's content and memos take, by table. */
async function partsOf(orderId: number) {
  const count = async (table: 'order_rooms' | 'order_plates' | 'order_goods' | 'order_memos') => (await t.b.db.selectFrom(table).select('order_id').where('order_id', '=', orderId).execute()).length;
  return { rooms: await count('order_rooms'), plates: await count('order_plates'), goods: await count('order_goods'), memos: await count('order_memos') };
}

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `clr_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.7.0.${n}` });
  await c.login(person.login_name);
  return c;
}

describe('deleting one order for good', () => {
  it('[API-ORD-42] [API-ORD-37] /StoreOrders-sendClearVCode sends a six-digit code to the master\'s phone; /StoreOrders-realClearOrd with it deletes the order, its rooms, lines and memos, keeps its order log and adds a row', async () => {
    expect([SendClearVCode.path, RealClearOrd.path]).toEqual(['/StoreOrders-sendClearVCode', '/StoreOrders-realClearOrd']);
    const no = await binnedOrder();
    const order = (await orderOf(no))!;
    expect(await partsOf(order.order_id)).toEqual({ rooms: 1, plates: 1, goods: 1, memos: 1 });
    const logsBefore = await logsOf(no);
    expect(logsBefore.map((l) => l.action)).toEqual([expect.stringMatching(/^创建订单/), '添加备忘：客户取消', '移入回收站']);

    const sent = await t.master.call(SendClearVCode, { order_no: no });
    expect(sent).toMatchObject({ err_code: 0, resend_after: SMS_RESEND_SECONDS, phone: MASKED, err_msg: `验证码已发送至主账号手机 ${MASKED}` });
    // The code itself never comes back to the browser.
    const { code, content } = await lastCode();
    expect(JSON.stringify(sent)).not.toContain(code);
    expect(content).toBe(`【板式家具云】您的验证码为 ${code}，用于彻底删除订单 ${no}，10 分钟内有效。删除后不可恢复，如非本人操作请忽略。`);
    expect((await outbox()).at(-1)).toMatchObject({ shop_id: await shopId(), phone: MASTER_PHONE });
    expect((await staffLogs()).at(-1)).toEqual({ menu_ch_name: '订单列表', function_ch_name: '发送删除订单验证码', oper_content: `向 ${MASKED} 发送彻底删除订单 ${no} 的验证码` });

    expect(await t.master.call(RealClearOrd, { order_no: no, code })).toMatchObject({ err_code: 0, deleted: 1, kept: [], err_msg: '订单已彻底删除' });
    expect(await orderOf(no)).toBeUndefined();
    expect(await partsOf(order.order_id)).toEqual({ rooms: 0, plates: 0, goods: 0, memos: 0 });
    const logsAfter = await logsOf(no);
    expect(logsAfter.slice(0, logsBefore.length)).toEqual(logsBefore);
    expect(logsAfter.slice(logsBefore.length)).toEqual([expect.objectContaining({ login_name: 'demo_admin', order_no: no, cosignee_name: '彻删测试', action: '彻底删除订单' })]);
    expect((await staffLogs()).at(-1)).toEqual({ menu_ch_name: '订单列表', function_ch_name: '彻底删除订单', oper_content: `彻底删除订单 ${no}（收货人 彻删测试）` });
    // The bin's count (the list's state tabs) has lost it too.
    const bin = await t.master.call(StoreSellerOrd, { param: { is_deleted: 1 } });
    expect(bin.data.map((o) => o.order_no)).not.toContain(no);
    expect(bin.count).toBe((await binnedOf(DEMO)).length);
    // Used up: the same code again finds no order.
    expect((await t.master.call(RealClearOrd, { order_no: no, code })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('[API-ORD-37] [API-ORD-42] the SMS and the replies are in the caller\'s language', async () => {
    const no = await binnedOrder();
    const en = { 'X-Locale': 'en-US' };
    expect(await t.master.post(SendClearVCode.path, { order_no: no }, en)).toMatchObject({ err_code: 0, err_msg: `Verification code sent to the master account's mobile ${MASKED}` });
    const { code, content } = await lastCode();
    expect(content).toBe(`Your verification code is ${code}, for deleting order ${no} for good; valid for 10 minutes. The deletion cannot be undone. Ignore it if you did not ask for it.`);
    expect(await t.master.post(RealClearOrd.path, { order_no: no, code: code === '000000' ? '111111' : '000000' }, en)).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: 'The verification code is wrong' });
    expect(await t.master.post(RealClearOrd.path, { order_no: no, code }, en)).toMatchObject({ err_code: 0, err_msg: 'Order deleted for good' });
  });

  it('[API-ORD-37] a wrong code is refused and deletes nothing; five wrong ones use the code up; an expired code is refused; a malformed or missing code is refused as input', async () => {
    const no = await binnedOrder();
    await t.master.call(SendClearVCode, { order_no: no });
    const { code } = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await orderOf(no);
    const logs = (await logsOf(no)).length;
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) expect(await t.master.call(RealClearOrd, { order_no: no, code: wrong })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码不正确' });
    expect(await orderOf(no)).toEqual(before);
    expect(await logsOf(no)).toHaveLength(logs);
    // The count stuck: the right code now comes too late.
    expect(await t.master.call(RealClearOrd, { order_no: no, code })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码已失效，请重新获取' });
    expect(await orderOf(no)).toEqual(before);

    // A new code, left past its ten minutes.
    waitResend();
    expect((await t.master.call(SendClearVCode, { order_no: no })).err_code).toBe(0);
    const late = (await lastCode()).code;
    t.b.clock.advance(SMS_CODE_TTL_MS);
    expect(await t.master.call(RealClearOrd, { order_no: no, code: late })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码已失效，请重新获取' });

    expect(await t.master.call(RealClearOrd, { order_no: no, code: '12ab56' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码为6位数字' });
    expect((await t.master.post(RealClearOrd.path, { order_no: no })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect(await orderOf(no)).toEqual(before);
    expect(await logsOf(no)).toHaveLength(logs);
  });

  it('[API-ORD-37] [API-ORD-42] a code is bound to its order: it deletes no other order and does not empty the bin', async () => {
    const a = await binnedOrder();
    const b = await binnedOrder();
    await t.master.call(SendClearVCode, { order_no: a });
    const { code } = await lastCode();
    const bin = await binnedOf(DEMO);
    expect(await t.master.call(RealClearOrd, { order_no: b, code })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码不正确' });
    expect(await t.master.call(RealClearOrd, { order_no: CLEAR_ALL, code })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码不正确' });
    expect(await binnedOf(DEMO)).toEqual(bin);
    expect((await t.master.call(RealClearOrd, { order_no: a, code })).err_code).toBe(0);
    expect(await binnedOf(DEMO)).toEqual(bin.filter((no) => no !== a));
  });

  it('[API-ORD-37] two deletions with the same code at once: one deletes, the other is refused, one log row', async () => {
    const no = await binnedOrder();
    await t.master.call(SendClearVCode, { order_no: no });
    const { code } = await lastCode();
    const replies = await Promise.all([t.master.call(RealClearOrd, { order_no: no, code }), t.master.call(RealClearOrd, { order_no: no, code })]);
    expect(replies.map((r) => r.err_code === 0).sort()).toEqual([false, true]);
    expect(await orderOf(no)).toBeUndefined();
    expect((await logsOf(no)).filter((l) => l.action === '彻底删除订单')).toHaveLength(1);
  });

  it('[API-ORD-37] [API-ORD-42] an order not in the recycle bin, or with receipts, gets no code and is not deleted', async () => {
    const no = await binnedOrder();
    await t.b.db.updateTable('orders').set({ is_deleted: 0 }).where('order_no', '=', no).execute();
    const sms = (await outbox()).length;
    const changed = { err_code: ErrCode.CONFLICT, err_msg: '订单已变更（当前草稿），请刷新后重试' };
    expect(await t.master.call(SendClearVCode, { order_no: no })).toMatchObject(changed);
    expect(await t.master.call(RealClearOrd, { order_no: no, code: '123456' })).toMatchObject(changed);
    expect(await outbox()).toHaveLength(sms);
    expect(await orderOf(no)).toBeDefined();

    // Receipts can reach no order in the bin through the calls; one written otherwise keeps its order.
    const paid = await binnedOrder();
    const order = (await orderOf(paid))!;
    await t.b.db
      .insertInto('order_payments')
      .values({ shop_id: order.shop_id, order_id: order.order_id, amount_fen: 100, method: 1, paid_date: '2026-11-20', paid_after_fen: 100, creator_id: null, created_at: t.b.clock.now() })
      .execute();
    const receipts = { err_code: ErrCode.CONFLICT, err_msg: '订单有收款记录，不能彻底删除' };
    expect(await t.master.call(SendClearVCode, { order_no: paid })).toMatchObject(receipts);
    expect(await t.master.call(RealClearOrd, { order_no: paid, code: '123456' })).toMatchObject(receipts);
    expect(await outbox()).toHaveLength(sms);
    expect(await orderOf(paid)).toBeDefined();
  });

  it('[API-ORD-37] [API-ORD-42] [API-ORD-43] another shop\'s order number is not found, sends no code and deletes nothing', async () => {
    const no = await binnedOrder();
    const south = t.b.client({ ip: '10.7.9.9' });
    await south.login('south_admin');
    const sms = (await outbox()).length;
    expect((await south.call(SendClearVCode, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await outbox()).toHaveLength(sms);
    await t.master.call(SendClearVCode, { order_no: no });
    const { code } = await lastCode();
    // Even with the demo master's right code.
    expect((await south.call(RealClearOrd, { order_no: no, code })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await orderOf(no)).toBeDefined();
    expect((await t.master.call(RealClearOrd, { order_no: no, code })).err_code).toBe(0);
  });

  it('[API-ORD-37] [API-ORD-42] [API-ORD-43] the delete right alone is enough, its code still going to the master; without it every call is refused', async () => {
    const no = await binnedOrder();
    const deleter = await holding(['SF_STORE_ORD_DELETE']);
    expect(await deleter.call(SendClearVCode, { order_no: no })).toMatchObject({ err_code: 0, phone: MASKED });
    const { code } = await lastCode();
    expect((await deleter.call(RealClearOrd, { order_no: no, code })).err_code).toBe(0);
    expect(await orderOf(no)).toBeUndefined();
    waitResend();
    expect(await deleter.call(SendClearRecVCode)).toMatchObject({ err_code: 0, phone: MASKED });

    const other = await binnedOrder();
    const sms = (await outbox()).length;
    const without = await holding(['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT', 'SF_STORE_ORD_CLOSE']);
    expect((await without.call(SendClearVCode, { order_no: other })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(SendClearRecVCode)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(RealClearOrd, { order_no: other, code: '123456' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await without.call(RealClearOrd, { order_no: CLEAR_ALL, code: '123456' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await outbox()).toHaveLength(sms);
    expect(await orderOf(other)).toBeDefined();
  });
});

describe('emptying the recycle bin', () => {
  it('[API-ORD-43] [API-ORD-37] /StoreOrders-sendClearRecVCode sends the bin\'s code; realClearOrd with order_no "all" deletes only the shop\'s binned orders, each logged; a resend waits', async () => {
    expect(SendClearRecVCode.path).toBe('/StoreOrders-sendClearRecVCode');
    await binnedOrder();
    const bin = await binnedOf(DEMO);
    const southBin = await binnedOf(SOUTH);
    const inUse = (await t.b.db.selectFrom('orders').select('order_id').where('is_deleted', '=', 0).execute()).length;
    expect(bin.length).toBeGreaterThan(1);

    const sent = await t.master.call(SendClearRecVCode);
    expect(sent).toMatchObject({ err_code: 0, resend_after: SMS_RESEND_SECONDS, phone: MASKED });
    const { code, content } = await lastCode();
    expect(content).toBe(`【板式家具云】您的验证码为 ${code}，用于清空订单回收站（${bin.length} 个订单），10 分钟内有效。删除后不可恢复，如非本人操作请忽略。`);
    expect((await staffLogs()).at(-1)).toMatchObject({ function_ch_name: '发送删除订单验证码', oper_content: `向 ${MASKED} 发送清空订单回收站的验证码` });
    // One code at a time per phone, whichever it is for.
    expect(await t.master.call(SendClearRecVCode)).toMatchObject({ err_code: ErrCode.TOO_MANY_ATTEMPTS, err_msg: `验证码已发送，请 ${SMS_RESEND_SECONDS} 秒后再试` });
    expect((await t.master.call(SendClearVCode, { order_no: bin[0] })).err_code).toBe(ErrCode.TOO_MANY_ATTEMPTS);

    expect(await t.master.call(RealClearOrd, { order_no: CLEAR_ALL, code: code === '000000' ? '111111' : '000000' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '验证码不正确' });
    expect(await binnedOf(DEMO)).toEqual(bin);

    expect(await t.master.call(RealClearOrd, { order_no: CLEAR_ALL, code })).toMatchObject({ err_code: 0, deleted: bin.length, kept: [], err_msg: `已彻底删除回收站中的 ${bin.length} 个订单` });
    expect(await binnedOf(DEMO)).toEqual([]);
    expect(await binnedOf(SOUTH)).toEqual(southBin);
    expect((await t.b.db.selectFrom('orders').select('order_id').where('is_deleted', '=', 0).execute()).length).toBe(inUse);
    for (const no of bin) expect([no, (await logsOf(no)).at(-1)?.action]).toEqual([no, '清空回收站，彻底删除订单']);
    expect((await staffLogs()).at(-1)).toMatchObject({ function_ch_name: '清空订单回收站', oper_content: `清空订单回收站，彻底删除 ${bin.length} 个订单：${bin.join('、')}` });
    expect((await t.master.call(StoreSellerOrd, { param: { is_deleted: 1 } })).count).toBe(0);

    // Nothing left: no code is sent, nothing is deleted.
    waitResend();
    const sms = (await outbox()).length;
    expect(await t.master.call(SendClearRecVCode)).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '回收站中没有订单' });
    expect(await t.master.call(RealClearOrd, { order_no: CLEAR_ALL, code })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '回收站中没有订单' });
    expect(await outbox()).toHaveLength(sms);
  });

  it('[API-ORD-43] [API-ORD-37] an order with receipts stays in the bin and is named; the rest go', async () => {
    const paid = await binnedOrder();
    const order = (await orderOf(paid))!;
    await t.b.db
      .insertInto('order_payments')
      .values({ shop_id: order.shop_id, order_id: order.order_id, amount_fen: 100, method: 1, paid_date: '2026-11-20', paid_after_fen: 100, creator_id: null, created_at: t.b.clock.now() })
      .execute();
    const bin = await binnedOf(DEMO);
    await t.master.call(SendClearRecVCode);
    const { code } = await lastCode();
    expect(await t.master.call(RealClearOrd, { order_no: CLEAR_ALL, code })).toMatchObject({
      err_code: 0,
      deleted: bin.length - 1,
      kept: [paid],
      err_msg: `已彻底删除回收站中的 ${bin.length - 1} 个订单；1 个订单有收款记录，未删除：${paid}`,
    });
    expect(await binnedOf(DEMO)).toEqual([paid]);
  });

  it('[API-ORD-43] the other shop empties its own bin only', async () => {
    const bin = await binnedOf(DEMO);
    const southBin = await binnedOf(SOUTH);
    expect(southBin.length).toBeGreaterThan(0);
    const south = t.b.client({ ip: '10.7.9.8' });
    await south.login('south_admin');
    const sent = await south.call(SendClearRecVCode);
    expect(sent).toMatchObject({ err_code: 0, phone: '136****6000' });
    const { code } = await lastCode('13600136000');
    // The other shop's code does nothing in the demo shop.
    expect((await t.master.call(RealClearOrd, { order_no: CLEAR_ALL, code })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect(await south.call(RealClearOrd, { order_no: CLEAR_ALL, code })).toMatchObject({ err_code: 0, deleted: southBin.length });
    expect(await binnedOf(SOUTH)).toEqual([]);
    expect(await binnedOf(DEMO)).toEqual(bin);
  });
});
