/**
 * Order assignment (issue 29 "Assignment"; REQUIREMENTS API-ORD-15, API-ORD-16): the holders of a
 * position role, and a batch that checks every order on its own — assigned, refused for its state,
 * not found — reporting each, each assignment one guarded write with its order-log and staff-log
 * rows; the person and role checked once; rights held alone and missing; another shop's rows; bad
 * input naming the field. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import { SaveCrm } from '../../src/common/crm';
import { AjaxGetGroupStaff, ASSIGN_MAX_ORDERS, SendPersonnel } from '../../src/common/orderAssign';
import { NewOrd, StoreSellerOrd, type OrderDataInput } from '../../src/common/orders';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights, type TestStaff } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const SOUTH = '南方板材定制';
const shopId = async (name = DEMO) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).executeTakeFirstOrThrow();
const assignmentOf = async (no: string) => t.b.db.selectFrom('order_assignments').selectAll().where('order_id', '=', (await orderOf(no)).order_id).executeTakeFirst();
const logsOf = async (no: string) => t.b.db.selectFrom('order_logs').selectAll().where('shop_id', '=', await shopId()).where('order_no', '=', no).orderBy('log_id').execute();
const staffLogs = async () => t.b.db.selectFrom('staff_logs').select(['menu_ch_name', 'function_ch_name', 'oper_content']).where('shop_id', '=', await shopId()).orderBy('log_id').execute();
const allAssignments = async () => (await t.b.db.selectFrom('order_assignments').select('order_id').execute()).length;

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `assign_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.7.0.${n}` });
  await c.login(person.login_name);
  return c;
}

/** A position role `name` of `shop` held by new people with these full names; answers the role and the people. */
async function roleWith(name: string, people: string[], shop = DEMO): Promise<{ groupId: number; staff: TestStaff[] }> {
  const sid = await shopId(shop);
  const { group_id: groupId } = await t.b.db.insertInto('staff_groups').values({ shop_id: sid, group_name: name, created_at: t.b.clock.now() }).returning('group_id').executeTakeFirstOrThrow();
  const staff: TestStaff[] = [];
  for (const full of people) {
    n += 1;
    const person = await addStaffWithRights(t.b.db, `holder_${n}`, [], { shopName: shop, now: t.b.clock.now() });
    await t.b.db.updateTable('users').set({ full_name: full }).where('user_id', '=', person.user_id).execute();
    await t.b.db.insertInto('user_groups').values({ shop_id: sid, user_id: person.user_id, group_id: groupId }).execute();
    staff.push(person);
  }
  return { groupId, staff };
}

/** A new order of the demo shop put in `state` (and the recycle bin when `deleted`). */
async function orderIn(state: number, deleted = 0): Promise<string> {
  // A phone of its own: a customer's phone is unique in the shop.
  const dealer = await t.master.call(SaveCrm, { data: { z_name: `分配经销商${(n += 1)}`, z_phone: `13600${String(n).padStart(6, '0')}`, crm_type: 3 } });
  expect(dealer.err_code).toBe(0);
  const data: OrderDataInput = { store_crm_id: dealer.crm_id, cosignee_name: '李四', cosignee_phone: '13912345678', cosignee_address: '佛山市顺德区 2 号', rooms: [] };
  const r = await t.master.call(NewOrd, { data });
  expect(r.err_code).toBe(0);
  await t.b.db.updateTable('orders').set({ ord_state: state, is_deleted: deleted, price_lock: state >= 4 && state !== 9 ? 1 : 0 }).where('order_no', '=', r.order_no).execute();
  return r.order_no;
}

const send = (c: TestClient, orderNos: string[], person: { user_id: number }, groupId: number) => c.call(SendPersonnel, { order_nos: orderNos, user_id: person.user_id, group_id: groupId });

describe('the staff of a position role', () => {
  it('[API-ORD-16] /StoreOrders-ajaxGetGroupStaff answers the in-use holders of the role, with the open orders each follows', async () => {
    expect(AjaxGetGroupStaff.path).toBe('/StoreOrders-ajaxGetGroupStaff');
    const { groupId, staff } = await roleWith('安装组', ['王师傅', '赵师傅', '钱师傅']);
    // A disabled holder is not offered; a holder's finished order no longer counts as load.
    await t.b.db.updateTable('users').set({ state: 0 }).where('user_id', '=', staff[2].user_id).execute();
    const [open1, open2, done] = [await orderIn(3), await orderIn(0), await orderIn(5)];
    expect((await send(t.master, [open1, open2, done], staff[0], groupId)).data.every((d) => d.ok)).toBe(true);
    await t.b.db.updateTable('orders').set({ ord_state: 6 }).where('order_no', '=', done).execute();
    const r = await t.master.call(AjaxGetGroupStaff, { group_id: groupId });
    expect(r).toMatchObject({ err_code: 0, group_id: groupId, group_name: '安装组' });
    expect(r.data.map((p) => [p.user_id, p.full_name, p.assigned])).toEqual([
      [staff[0].user_id, '王师傅', 2],
      [staff[1].user_id, '赵师傅', 0],
    ]);
    expect(r.data[0]).toEqual(expect.objectContaining({ login_name: staff[0].login_name, phone: expect.stringMatching(/^1\d{10}$/), department_name: expect.any(String) }));
  });

  it('[API-ORD-16] another shop\'s role and an unknown one are not found; a bad group_id is refused naming it', async () => {
    const { groupId } = await roleWith('南方安装', ['孙师傅'], SOUTH);
    expect(await t.master.call(AjaxGetGroupStaff, { group_id: groupId })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '岗位角色不存在' });
    expect((await t.master.call(AjaxGetGroupStaff, { group_id: 99_999 })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await t.master.post('/StoreOrders-ajaxGetGroupStaff', {})).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '缺少参数 group_id' });
    expect(await t.master.post('/StoreOrders-ajaxGetGroupStaff', { group_id: 'abc' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: expect.stringContaining('group_id') });
  });
});

describe('assigning a batch', () => {
  it('[API-ORD-15] /StoreOrders-sendPersonnel checks every order of a mixed batch: assigns the open ones, refuses finished, closed and deleted ones and reports unknown and other shops\' numbers as not found', async () => {
    expect(SendPersonnel.path).toBe('/StoreOrders-sendPersonnel');
    const { groupId, staff } = await roleWith('跟单组', ['周敏']);
    const draft = await orderIn(0);
    const confirmed = await orderIn(3);
    const finished = await orderIn(6);
    const closed = await orderIn(9);
    const deleted = await orderIn(0, 1);
    // An order of the other shop whose number the demo shop has no order of (numbers are per shop).
    const ours = new Set((await t.b.db.selectFrom('orders').select('order_no').where('shop_id', '=', await shopId()).execute()).map((o) => o.order_no));
    const south = (await t.b.db.selectFrom('orders').select('order_no').where('shop_id', '=', await shopId(SOUTH)).orderBy('order_id').execute()).map((o) => o.order_no).find((no) => !ours.has(no)) ?? '';
    expect(south).not.toBe('');
    const refusedBefore = await Promise.all([finished, closed, deleted].map(async (no) => [await orderOf(no), (await logsOf(no)).length] as const));
    const staffLogsBefore = (await staffLogs()).length;
    // The refused orders come first: a batch never stops at its first refusal.
    const r = await send(t.master, [finished, closed, deleted, 'D-NO-SUCH', south, draft, confirmed, draft], staff[0], groupId);
    expect(r.err_code).toBe(0);
    expect(r.err_msg).toBe('已分配 2 个订单，5 个未分配');
    expect(r.data).toEqual([
      { order_no: finished, ok: false, err_msg: '订单已完结，不能分配' },
      { order_no: closed, ok: false, err_msg: '订单已关闭，不能分配' },
      { order_no: deleted, ok: false, err_msg: '订单在回收站中，不能分配' },
      { order_no: 'D-NO-SUCH', ok: false, err_msg: '订单不存在' },
      { order_no: south, ok: false, err_msg: '订单不存在' },
      { order_no: draft, ok: true, err_msg: '已分配给 周敏' },
      { order_no: confirmed, ok: true, err_msg: '已分配给 周敏' },
    ]);
    for (const no of [draft, confirmed]) {
      expect(await assignmentOf(no)).toMatchObject({ user_id: staff[0].user_id, group_id: groupId, assigned_at: t.b.clock.now() });
      expect((await logsOf(no)).at(-1)).toMatchObject({ login_name: 'demo_admin', action: '分配给 周敏（跟单组）' });
    }
    // A refused order is written nothing: no assignment, no log row, the order as it was.
    for (const [i, no] of [finished, closed, deleted].entries()) {
      expect(await assignmentOf(no)).toBeUndefined();
      expect(await orderOf(no)).toEqual(refusedBefore[i][0]);
      expect(await logsOf(no)).toHaveLength(refusedBefore[i][1]);
    }
    expect((await t.b.db.selectFrom('order_logs').select('log_id').where('order_no', '=', south).where('shop_id', '=', await shopId()).execute()).length).toBe(0);
    // One staff-log row per assigned order.
    expect((await staffLogs()).slice(staffLogsBefore)).toEqual(
      [draft, confirmed].map((no) => ({ menu_ch_name: '订单分配', function_ch_name: '分配订单', oper_content: `把订单 ${no} 分配给 周敏（跟单组）` })),
    );
  });

  it('[API-ORD-15] assigning again replaces the assignee and the order log says who had it; the same person again changes and logs nothing; the list names the assignee', async () => {
    const { groupId, staff } = await roleWith('设计组', ['吴设计', '郑设计']);
    const no = await orderIn(2);
    await send(t.master, [no], staff[0], groupId);
    const again = await send(t.master, [no], staff[1], groupId);
    expect(again.data).toEqual([{ order_no: no, ok: true, err_msg: '已从 吴设计 改派给 郑设计' }]);
    expect((await logsOf(no)).at(-1)?.action).toBe('改派：吴设计 → 郑设计（设计组）');
    const logs = (await logsOf(no)).length;
    const same = await send(t.master, [no], staff[1], groupId);
    expect(same.data).toEqual([{ order_no: no, ok: true, err_msg: '已由 郑设计 跟进，未改动' }]);
    expect(await logsOf(no)).toHaveLength(logs);
    expect(await assignmentOf(no)).toMatchObject({ user_id: staff[1].user_id });
    const list = await t.master.call(StoreSellerOrd, { param: { order_no: no } });
    expect(list.data[0]).toMatchObject({ order_no: no, assignee_id: staff[1].user_id, assignee_name: '郑设计', assignee_group: '设计组' });
    const other = await orderIn(1);
    expect((await t.master.call(StoreSellerOrd, { param: { order_no: other } })).data[0]).toMatchObject({ assignee_id: 0, assignee_name: '', assignee_group: '' });
    // In English, the report is English.
    const en = await t.master.post('/StoreOrders-sendPersonnel', { order_nos: JSON.stringify([other]), user_id: String(staff[0].user_id), group_id: String(groupId) }, { 'X-Locale': 'en-US' });
    expect(en).toMatchObject({ err_msg: '1 orders assigned, 0 not assigned', data: [{ order_no: other, ok: true, err_msg: 'Assigned to 吴设计' }] });
  });

  it('[API-ORD-15] concurrent batches on one order each assign it once, and the order log chains every change to the assignee left', async () => {
    const { groupId, staff } = await roleWith('售后组', ['甲', '乙']);
    const no = await orderIn(3);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => send(t.master, [no], staff[i % 2], groupId)));
    expect(replies.every((r) => r.err_code === 0 && r.data[0].ok)).toBe(true);
    const actions = (await logsOf(no)).map((l) => l.action).filter((a) => a.startsWith('分配') || a.startsWith('改派'));
    // Each row starts from the one the row before left.
    let holder = '';
    for (const action of actions) {
      const m = /^(?:分配给 (\S+)|改派：(\S+) → (\S+))（售后组）$/.exec(action);
      expect(m).not.toBeNull();
      if (m?.[1]) {
        expect(holder).toBe('');
        holder = m[1];
      } else {
        expect(m?.[2]).toBe(holder);
        holder = m?.[3] ?? '';
      }
    }
    const now = await assignmentOf(no);
    expect(holder).toBe(now?.user_id === staff[0].user_id ? '甲' : '乙');
  });
});

describe('the person, the rights, the shops and bad input', () => {
  it('[API-ORD-15] a person who does not hold the role, is disabled, or is not the shop\'s, and a role not the shop\'s, refuse the whole batch and store nothing', async () => {
    const { groupId, staff } = await roleWith('质检组', ['冯质检']);
    const { groupId: otherRole, staff: others } = await roleWith('包装组', ['陈包装']);
    const { groupId: southRole, staff: southStaff } = await roleWith('南方质检', ['卫质检'], SOUTH);
    const no = await orderIn(3);
    const before = await allAssignments();
    const logs = (await logsOf(no)).length;
    expect(await send(t.master, [no], others[0], groupId)).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '陈包装 不是岗位角色「质检组」的员工' });
    expect(await send(t.master, [no], southStaff[0], groupId)).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '员工不存在' });
    expect(await send(t.master, [no], staff[0], southRole)).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: '岗位角色不存在' });
    await t.b.db.updateTable('users').set({ state: -1 }).where('user_id', '=', staff[0].user_id).execute();
    expect(await send(t.master, [no], staff[0], groupId)).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '冯质检 已停用或离职，不能分配订单' });
    expect(await allAssignments()).toBe(before);
    expect(await logsOf(no)).toHaveLength(logs);
    expect(otherRole).toBeGreaterThan(0);
  });

  it('[API-ORD-15] [API-ORD-16] sendPersonnel needs SF_STORE_ORD_ASSIGN, which works alone; the staff list takes SF_BATCH_PROCESS_QUERY or SF_STORE_ORD_ASSIGN alone', async () => {
    const { groupId, staff } = await roleWith('测量组', ['褚测量']);
    const no = await orderIn(1);
    const viewer = await holding(['SF_BATCH_PROCESS_QUERY']);
    expect((await viewer.call(AjaxGetGroupStaff, { group_id: groupId })).err_code).toBe(0);
    expect((await send(viewer, [no], staff[0], groupId)).err_code).toBe(ErrCode.NO_RIGHT);
    const without = await holding(['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT', 'SF_STORE_ORD_CONFIRM', 'SF_STORE_ORD_CLOSE']);
    expect((await without.call(AjaxGetGroupStaff, { group_id: groupId })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await send(without, [no], staff[0], groupId)).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await assignmentOf(no)).toBeUndefined();
    const assigner = await holding(['SF_STORE_ORD_ASSIGN']);
    expect((await assigner.call(AjaxGetGroupStaff, { group_id: groupId })).err_code).toBe(0);
    expect(await send(assigner, [no], staff[0], groupId)).toMatchObject({ err_code: 0, data: [{ order_no: no, ok: true }] });
    expect(await assignmentOf(no)).toMatchObject({ user_id: staff[0].user_id });
  });

  it('[API-ORD-15] another shop\'s master assigning the demo shop\'s order to its own person gets "not found" for that order, and nothing changes', async () => {
    const { groupId, staff } = await roleWith('南方跟单', ['蒋跟单'], SOUTH);
    // A demo order whose number the other shop has no order of (numbers are per shop).
    const theirs = new Set((await t.b.db.selectFrom('orders').select('order_no').where('shop_id', '=', await shopId(SOUTH)).execute()).map((o) => o.order_no));
    let no = await orderIn(3);
    while (theirs.has(no)) no = await orderIn(3);
    const south = t.b.client({ ip: '10.7.9.9' });
    await south.login('south_admin');
    const r = await send(south, [no], staff[0], groupId);
    expect(r).toMatchObject({ err_code: 0, data: [{ order_no: no, ok: false, err_msg: '订单不存在' }] });
    expect(await assignmentOf(no)).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain(DEMO);
  });

  it('[API-ORD-15] bad input on every field is refused naming it, and nothing is stored', async () => {
    const { groupId, staff } = await roleWith('备料组', ['韩备料']);
    const no = await orderIn(3);
    const before = await allAssignments();
    const base = { order_nos: JSON.stringify([no]), user_id: String(staff[0].user_id), group_id: String(groupId) };
    const bad: [Record<string, string>, string][] = [
      [{ order_nos: '' }, '缺少参数 order_nos'],
      [{ order_nos: '[' }, '参数 order_nos 不是有效的 JSON'],
      [{ order_nos: '[]' }, '请选择要分配的订单（order_nos）'],
      [{ order_nos: '"D1"' }, '参数 order_nos 格式不正确'],
      [{ order_nos: JSON.stringify([no, '']) }, 'order_nos.1 应为 1~40 个字的订单号'],
      [{ order_nos: JSON.stringify(['D'.repeat(41)]) }, 'order_nos.0 应为 1~40 个字的订单号'],
      [{ order_nos: JSON.stringify(Array.from({ length: ASSIGN_MAX_ORDERS + 1 }, (_, i) => `D${i}`)) }, `order_nos 最多 ${ASSIGN_MAX_ORDERS} 项`],
      [{ user_id: '' }, '缺少参数 user_id'],
      [{ user_id: 'x' }, '参数 user_id 格式不正确'],
      [{ group_id: '' }, '缺少参数 group_id'],
      [{ group_id: '0' }, 'group_id'],
    ];
    for (const [over, message] of bad) {
      const r = await t.master.post('/StoreOrders-sendPersonnel', { ...base, ...over });
      expect([over, r.err_code, r.err_msg]).toEqual([over, ErrCode.BAD_REQUEST, expect.stringContaining(message)]);
    }
    expect(await allAssignments()).toBe(before);
  });
});
