/**
 * Order memos (issue 29; REQUIREMENTS API-ORD-14, 17, 18, 19): the list across the shop's orders
 * and one order's, adding, altering and deleting, who may change a memo (its author, or
 * SF_ERP_ORDER_MEMO_EDIT even held alone), another shop's ids, bad input, and the order-log row of
 * each change (none for a refusal). On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import { AddMemo, AlterMemo, DelMemo, MEMO_CONTENT_MAX, OrderMemoList } from '../../src/common/orderMemos';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const shopId = async (name = '演示家具厂') => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
/** An order of the demo shop not in the recycle bin, and one that is. */
const anOrder = async (deleted = 0) =>
  (await t.b.db.selectFrom('orders').select('order_no').where('shop_id', '=', await shopId()).where('is_deleted', '=', deleted).orderBy('order_id', 'desc').executeTakeFirstOrThrow()).order_no;
const memoRow = async (memoId: number) => t.b.db.selectFrom('order_memos').selectAll().where('memo_id', '=', memoId).executeTakeFirst();
const memoCount = async () => (await t.b.db.selectFrom('order_memos').select('memo_id').execute()).length;
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('order_no', '=', no).orderBy('log_id').execute();
const logCount = async () => (await t.b.db.selectFrom('order_logs').select('log_id').execute()).length;

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `memo_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.8.0.${n}` });
  await c.login(person.login_name);
  return c;
}

async function addMemo(c: TestClient, orderNo: string, content = '客户要求周六送货'): Promise<number> {
  const r = await c.call(AddMemo, { order_no: orderNo, content });
  expect(r).toMatchObject({ err_code: 0, err_msg: '备忘已添加' });
  return r.memo_id;
}

describe('listing memos', () => {
  it('[API-ORD-14] /StoreOrders-memo lists the shop\'s memos newest first, 20 a page, with order, author and times; filters by order, author, text and days', async () => {
    const shop = await shopId();
    const all = await t.b.db.selectFrom('order_memos').select(['memo_id', 'created_at']).where('shop_id', '=', shop).orderBy('created_at', 'desc').orderBy('memo_id', 'desc').execute();
    expect(all.length).toBeGreaterThanOrEqual(150);
    const first = await t.master.call(OrderMemoList, {});
    expect(first).toMatchObject({ err_code: 0, count: all.length });
    expect(first.data.map((m) => m.memo_id)).toEqual(all.slice(0, 20).map((m) => m.memo_id));
    expect(first.data[0]).toMatchObject({ order_no: expect.stringMatching(/^D\d{12}$/), author_name: expect.any(String), editable: 1 });
    expect(first.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const no = await anOrder();
    const mine = await addMemo(t.master, no, '门板颜色改为暖白 ZZ-UNIQUE');
    const byOrder = await t.master.call(OrderMemoList, { param: { order_no: no } });
    expect(byOrder.data[0]).toMatchObject({ memo_id: mine, order_no: no, content: '门板颜色改为暖白 ZZ-UNIQUE', author_name: '陈建国' });
    expect(byOrder.data.every((m) => m.order_no === no)).toBe(true);
    expect((await t.master.call(OrderMemoList, { param: { keyword: 'zz-unique' } })).data.map((m) => m.memo_id)).toEqual([mine]);
    const byAuthor = await t.master.call(OrderMemoList, { param: { author: '李晓梅', page_count: 100 } });
    expect(byAuthor.count).toBeGreaterThan(0);
    expect(byAuthor.data.every((m) => m.author_name === '李晓梅')).toBe(true);
    const today = (await t.master.call(OrderMemoList, { param: { date_min: '2026-11-20', date_max: '2026-11-20', page_count: 100 } })).data;
    expect(today.every((m) => m.created_at.startsWith('2026-11-20'))).toBe(true);
    expect(today.map((m) => m.memo_id)).toContain(mine);
    expect((await t.master.call(OrderMemoList, { param: { curr_page: 0 } })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect((await t.master.call(OrderMemoList, { param: { date_min: '2026-02-30' } })).err_code).toBe(ErrCode.BAD_REQUEST);
  });

  it('[API-ORD-14] read with SF_ERP_ORDER_MEMO_QUERY or SF_STORE_ORD_LIST; each row says whether the caller may change it', async () => {
    const no = await anOrder();
    const writer = await holding(['SF_STORE_ORD_LIST']);
    const memo = await addMemo(writer, no);
    const reader = await holding(['SF_ERP_ORDER_MEMO_QUERY']);
    const seen = await reader.call(OrderMemoList, { param: { order_no: no } });
    expect(seen.data.find((m) => m.memo_id === memo)).toMatchObject({ editable: 0 });
    expect((await writer.call(OrderMemoList, { param: { order_no: no } })).data.find((m) => m.memo_id === memo)).toMatchObject({ editable: 1 });
    expect((await (await holding(['SF_ERP_ORDER_MEMO_EDIT'])).call(OrderMemoList, {})).err_code).toBe(ErrCode.NO_RIGHT);
  });
});

describe('adding, altering and deleting memos', () => {
  it('[API-ORD-17] /StoreOrders-addMemo stores the memo on the order, with its author, and logs it in the order log', async () => {
    const no = await anOrder();
    const logs = (await logsOf(no)).length;
    const memo = await addMemo(t.master, no, '  已电话确认收货地址  ');
    expect(await memoRow(memo)).toMatchObject({ content: '已电话确认收货地址', author_id: (await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow()).user_id });
    const after = await logsOf(no);
    expect(after).toHaveLength(logs + 1);
    expect(after.at(-1)).toMatchObject({ login_name: 'demo_admin', action: '添加备忘：已电话确认收货地址' });
  });

  it('[API-ORD-18] [API-ORD-19] /StoreOrders-alterMemo and /StoreOrders-delMemo: the author may alter and delete, each change logged', async () => {
    const no = await anOrder();
    const author = await holding(['SF_STORE_ORD_LIST']);
    const memo = await addMemo(author, no, '背板改为 9mm');
    t.b.clock.advance(60_000);
    expect(await author.call(AlterMemo, { memo_id: memo, content: '背板改为 5mm' })).toMatchObject({ err_code: 0, err_msg: '备忘已修改' });
    const altered = await memoRow(memo);
    expect(altered).toMatchObject({ content: '背板改为 5mm' });
    expect(Number(altered!.updated_at)).toBeGreaterThan(Number(altered!.created_at));
    expect((await logsOf(no)).at(-1)!.action).toMatch(/^修改 .+ 的备忘：背板改为 9mm → 背板改为 5mm$/);
    expect(await author.call(DelMemo, { memo_id: memo })).toMatchObject({ err_code: 0, err_msg: '备忘已删除' });
    expect(await memoRow(memo)).toBeUndefined();
    expect((await logsOf(no)).at(-1)!.action).toMatch(/^删除 .+ 的备忘：背板改为 5mm$/);
  });

  it('[API-ORD-18] [API-ORD-19] another staff member without SF_ERP_ORDER_MEMO_EDIT is refused, and nothing changes or is logged', async () => {
    const no = await anOrder();
    const memo = await addMemo(await holding(['SF_STORE_ORD_LIST']), no, '五金换成缓冲铰链');
    const other = await holding(['SF_STORE_ORD_LIST', 'SF_ERP_ORDER_MEMO_QUERY']);
    const logs = await logCount();
    const refusal = { err_code: ErrCode.NO_RIGHT, err_msg: '只有备忘的作者或有“管理他人的订单备忘”权限的人可以修改或删除这条备忘' };
    expect(await other.call(AlterMemo, { memo_id: memo, content: '改掉' })).toMatchObject(refusal);
    expect(await other.call(DelMemo, { memo_id: memo })).toMatchObject(refusal);
    expect(await memoRow(memo)).toMatchObject({ content: '五金换成缓冲铰链' });
    expect(await logCount()).toBe(logs);
  });

  it('[API-ORD-18] [API-ORD-19] SF_ERP_ORDER_MEMO_EDIT held alone may alter and delete another\'s memo', async () => {
    const no = await anOrder();
    const memo = await addMemo(await holding(['SF_STORE_ORD_LIST']), no, '客户催单');
    const editor = await holding(['SF_ERP_ORDER_MEMO_EDIT']);
    expect(await editor.call(AlterMemo, { memo_id: memo, content: '客户催单，请优先安排' })).toMatchObject({ err_code: 0 });
    expect(await memoRow(memo)).toMatchObject({ content: '客户催单，请优先安排' });
    expect(await editor.call(DelMemo, { memo_id: memo })).toMatchObject({ err_code: 0 });
    expect(await memoRow(memo)).toBeUndefined();
    // Without either right the routes refuse at the door.
    const none = await holding(['SF_ERP_ORDER_MEMO_QUERY']);
    expect((await none.call(AddMemo, { order_no: no, content: 'x' })).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-ORD-17] [API-ORD-18] [API-ORD-19] another shop\'s order number and memo id are not found, and nothing changes', async () => {
    const no = await anOrder();
    const memo = await addMemo(t.master, no, '小区需登记车牌');
    const south = t.b.client({ ip: '10.8.9.9' });
    await south.login('south_admin');
    const before = await memoCount();
    const logs = await logCount();
    expect((await south.call(AddMemo, { order_no: no, content: '越权备忘' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await south.call(AlterMemo, { memo_id: memo, content: '越权修改' })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '备忘不存在' });
    expect((await south.call(DelMemo, { memo_id: memo })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(OrderMemoList, { param: { order_no: no } })).count).toBe(0);
    expect(await memoCount()).toBe(before);
    expect(await logCount()).toBe(logs);
    expect(await memoRow(memo)).toMatchObject({ content: '小区需登记车牌' });
  });

  it('[API-ORD-17] [API-ORD-18] [API-ORD-19] refuses bad input on every field with a clear error, and stores and logs nothing', async () => {
    const no = await anOrder();
    const memo = await addMemo(t.master, no, '原内容');
    const before = await memoCount();
    const logs = await logCount();
    const long = '备'.repeat(MEMO_CONTENT_MAX + 1);
    const cases: [string, () => Promise<{ err_code: number; err_msg?: string }>, number, string][] = [
      ['add: no content', () => t.master.call(AddMemo, { order_no: no, content: '' }), ErrCode.BAD_REQUEST, '请填写备忘内容'],
      ['add: blank content', () => t.master.call(AddMemo, { order_no: no, content: '   ' }), ErrCode.BAD_REQUEST, '请填写备忘内容'],
      ['add: long content', () => t.master.call(AddMemo, { order_no: no, content: long }), ErrCode.BAD_REQUEST, `备忘内容最多 ${MEMO_CONTENT_MAX} 个字`],
      ['add: no order', () => t.master.call(AddMemo, { order_no: '', content: 'x' }), ErrCode.BAD_REQUEST, 'order_no'],
      ['add: long order number', () => t.master.call(AddMemo, { order_no: 'D'.repeat(41), content: 'x' }), ErrCode.BAD_REQUEST, 'order_no'],
      ['add: unknown order', () => t.master.call(AddMemo, { order_no: 'D000000000000', content: 'x' }), ErrCode.NOT_FOUND, '订单不存在'],
      ['alter: no content', () => t.master.call(AlterMemo, { memo_id: memo, content: '' }), ErrCode.BAD_REQUEST, '请填写备忘内容'],
      ['alter: long content', () => t.master.call(AlterMemo, { memo_id: memo, content: long }), ErrCode.BAD_REQUEST, `备忘内容最多 ${MEMO_CONTENT_MAX} 个字`],
      ['alter: memo id text', () => t.master.call(AlterMemo, { memo_id: 'x' as unknown as number, content: 'y' }), ErrCode.BAD_REQUEST, 'memo_id'],
      ['alter: memo id 0', () => t.master.call(AlterMemo, { memo_id: 0, content: 'y' }), ErrCode.BAD_REQUEST, 'memo_id'],
      ['alter: unknown memo', () => t.master.call(AlterMemo, { memo_id: 99_999_999, content: 'y' }), ErrCode.NOT_FOUND, '备忘不存在'],
      ['delete: no memo id', () => t.master.call(DelMemo, { memo_id: '' as unknown as number }), ErrCode.BAD_REQUEST, 'memo_id'],
      ['delete: unknown memo', () => t.master.call(DelMemo, { memo_id: 99_999_999 }), ErrCode.NOT_FOUND, '备忘不存在'],
    ];
    for (const [what, call, code, message] of cases) {
      const r = await call();
      expect([what, r.err_code]).toEqual([what, code]);
      expect([what, r.err_msg]).toEqual([what, expect.stringContaining(message)]);
    }
    expect(await memoCount()).toBe(before);
    expect(await logCount()).toBe(logs);
    expect(await memoRow(memo)).toMatchObject({ content: '原内容' });
  });

  it('[API-ORD-17] [API-ORD-18] an order in the recycle bin takes no new memo and no change; its memos stay listed, read-only', async () => {
    const no = await anOrder(1);
    const shop = await shopId();
    const order = await t.b.db.selectFrom('orders').select('order_id').where('shop_id', '=', shop).where('order_no', '=', no).executeTakeFirstOrThrow();
    const admin = await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow();
    const { memo_id: memo } = await t.b.db
      .insertInto('order_memos')
      .values({ shop_id: shop, order_id: order.order_id, author_id: admin.user_id, content: '作废前的备忘', created_at: 1, updated_at: 1 })
      .returning('memo_id')
      .executeTakeFirstOrThrow();
    const refusal = { err_code: ErrCode.CONFLICT, err_msg: '订单在回收站中，不能添加或修改备忘' };
    expect(await t.master.call(AddMemo, { order_no: no, content: 'x' })).toMatchObject(refusal);
    expect(await t.master.call(AlterMemo, { memo_id: memo, content: 'x' })).toMatchObject(refusal);
    expect(await t.master.call(DelMemo, { memo_id: memo })).toMatchObject(refusal);
    expect((await t.master.call(OrderMemoList, { param: { order_no: no } })).data).toEqual([expect.objectContaining({ memo_id: memo, order_deleted: 1, editable: 0 })]);
  });

  it('[API-ORD-19] of concurrent deletions of one memo exactly one succeeds and logs; the others are told it is gone', async () => {
    const no = await anOrder();
    const memo = await addMemo(t.master, no, '安装师傅已预约周日');
    const logs = (await logsOf(no)).length;
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.master.call(DelMemo, { memo_id: memo })));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.err_code === ErrCode.NOT_FOUND)).toHaveLength(7);
    expect(await logsOf(no)).toHaveLength(logs + 1);
  });
});
