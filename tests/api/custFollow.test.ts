/**
 * Customer follow-ups (issue 28, `/custfollow`): the list with its filters (customer, staff, dates,
 * due today / overdue) and adding one; every refusal.
 */
import { AddFollow, GetFollows, type FollowRecord } from '../../src/common/crm';
import { DAY_MS, formatDate } from '../../src/common/time';
import { addStaffWithRights } from '../helpers/staff';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
eachTestBackend((backend, client) => ([b, master] = [backend, client]));

const crmIdOf = async (name: string) => (await b.db.selectFrom('customers').select('crm_id').where('z_name', '=', name).executeTakeFirstOrThrow()).crm_id;
const userIdOf = async (login: string) => (await b.db.selectFrom('users').select('user_id').where('login_name', '=', login).executeTakeFirstOrThrow()).user_id;
const today = () => formatDate(b.clock.now());
const southClient = async () => {
  const c = b.client();
  await c.login('south_admin');
  return c;
};

describe('the follow-up list', () => {
  it('lists the shop\'s follow-ups newest first, paged by 20, with customer and staff names', async () => {
    const r = await master.post('/CustFollow-getFollows', { param: JSON.stringify({ curr_page: 1 }) });
    expect(r.err_code).toBe(0);
    const rows = r.data as FollowRecord[];
    const demoShop = (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
    const total = (await b.db.selectFrom('cust_follows').select('follow_id').where('shop_id', '=', demoShop).execute()).length;
    expect([r.count, rows.length]).toEqual([total, 20]);
    expect(rows.map((x) => x.created_at)).toEqual([...rows.map((x) => x.created_at)].sort().reverse());
    expect(rows[0]).toEqual(expect.objectContaining({ z_name: expect.any(String), user_name: expect.any(String), method: expect.any(Number), content: expect.any(String) }));
    const south = await (await southClient()).call(GetFollows, {});
    expect(south.data.every((x) => ['南宁板材代理', '桂林家居代理', '蒋涛', '沈丹', '韦氏设计'].includes(x.z_name))).toBe(true);
  });

  it('filters by customer, staff and the day written', async () => {
    const crmId = await crmIdOf('顺德乐从家居馆');
    const byCrm = await master.call(GetFollows, { param: { crm_id: crmId } });
    expect(byCrm.count).toBeGreaterThan(0);
    expect(byCrm.data.every((x) => x.crm_id === crmId)).toBe(true);
    const sales = await userIdOf('demo_sales');
    const byUser = await master.call(GetFollows, { param: { user_id: sales, page_count: 100 } });
    expect(byUser.data.every((x) => x.user_id === sales && x.user_name === '李晓梅')).toBe(true);
    const day = formatDate(b.clock.now() - 20 * DAY_MS);
    const byDay = await master.call(GetFollows, { param: { date_min: day, date_max: day, page_count: 100 } });
    expect(byDay.count).toBeGreaterThan(0);
    expect(byDay.data.every((x) => x.created_at.startsWith(day))).toBe(true);
  });

  it('"due today" and "overdue" look at each customer\'s latest follow-up', async () => {
    const due = await master.call(GetFollows, { param: { due: 'today', page_count: 100 } });
    expect(due.count).toBeGreaterThan(0);
    expect(due.data.every((x) => x.next_date === today())).toBe(true);
    const overdue = await master.call(GetFollows, { param: { due: 'overdue', page_count: 100 } });
    expect(overdue.count).toBeGreaterThan(0);
    expect(overdue.data.every((x) => x.next_date !== '' && x.next_date < today())).toBe(true);
    // One customer per row: the earlier promises of a customer followed up again are not listed.
    expect(new Set(overdue.data.map((x) => x.crm_id)).size).toBe(overdue.data.length);
    // Following up an overdue customer takes it off the overdue list.
    const first = overdue.data[0];
    expect((await master.call(AddFollow, { crm_id: first.crm_id, method: 2, content: '上门拜访' })).err_code).toBe(0);
    const after = await master.call(GetFollows, { param: { due: 'overdue', page_count: 100 } });
    expect(after.data.map((x) => x.crm_id)).not.toContain(first.crm_id);
  });

  it('each row says whether its next date is due today or overdue, by the same rule (a kept promise is not due)', async () => {
    const all = await master.call(GetFollows, { param: { page_count: 100 } });
    const latest = (x: FollowRecord) => !all.data.some((y) => y.crm_id === x.crm_id && y.follow_id > x.follow_id);
    const expected = (x: FollowRecord) => (!x.next_date || !latest(x) ? '' : x.next_date === today() ? 'today' : x.next_date < today() ? 'overdue' : '');
    expect(all.count).toBeLessThanOrEqual(100);
    expect(all.data.map((x) => [x.follow_id, x.due])).toEqual(all.data.map((x) => [x.follow_id, expected(x)]));
    expect(all.data.some((x) => x.next_date && x.next_date < today() && x.due === '')).toBe(true);
    const due = await master.call(GetFollows, { param: { due: 'today', page_count: 100 } });
    expect(due.data.every((x) => x.due === 'today')).toBe(true);
  });

  it.each([
    ['crm_id', { crm_id: 'x' }],
    ['user_id', { user_id: -3 }],
    ['date_min', { date_min: '2026-13-01' }],
    ['date_max', { date_max: 'yesterday' }],
    ['due', { due: 'tomorrow' }],
    ['page_count', { page_count: 1000 }],
  ])('refuses a bad %s', async (_f, param) => {
    expect((await master.post('/CustFollow-getFollows', { param: JSON.stringify(param) })).err_code).toBe(10001);
  });
});

describe('adding a follow-up', () => {
  it('adds one due today by the session\'s person, and it shows under "due today"', async () => {
    const crmId = await crmIdOf('高雪');
    const r = await master.post('/CustFollow-addFollow', { crm_id: String(crmId), method: '3', content: '微信沟通了方案', next_date: today() });
    expect(r).toMatchObject({ err_code: 0, err_msg: '新增跟进成功' });
    const row = await b.db.selectFrom('cust_follows').selectAll().where('follow_id', '=', r.follow_id as number).executeTakeFirstOrThrow();
    expect([row.user_id, row.method, row.next_date]).toEqual([await userIdOf('demo_admin'), 3, today()]);
    const due = await master.call(GetFollows, { param: { due: 'today', crm_id: crmId } });
    expect(due.data.map((x) => x.follow_id)).toEqual([r.follow_id]);
    const log = await b.db.selectFrom('staff_logs').select(['menu_ch_name', 'function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ menu_ch_name: '客户跟进', function_ch_name: '新增客户跟进', oper_content: '微信跟进客户「高雪」' });
  });

  it('a blank next date (a form\'s empty field) is no next follow-up, as an absent one is', async () => {
    const crmId = await crmIdOf('高雪');
    const r = await master.post('/CustFollow-addFollow', { crm_id: String(crmId), method: '1', content: '电话回访', next_date: '' });
    expect(r).toMatchObject({ err_code: 0 });
    const row = await b.db.selectFrom('cust_follows').select('next_date').where('follow_id', '=', r.follow_id as number).executeTakeFirstOrThrow();
    expect(row.next_date).toBeNull();
  });

  it.each([
    ['no customer', { method: '1', content: 'x' }],
    ['a bad method', { method: '5', content: 'x' }],
    ['no content', { method: '1', content: '  ' }],
    ['a long content', { method: '1', content: '字'.repeat(501) }],
    ['a bad next date', { method: '1', content: 'x', next_date: '2026-02-30' }],
    ['a past next date', { method: '1', content: 'x', next_date: '2020-01-01' }],
  ])('refuses %s (10001)', async (_what, fields) => {
    const crmId = await crmIdOf('高雪');
    const body: Record<string, string> = _what === 'no customer' ? fields : { crm_id: String(crmId), ...fields };
    expect((await master.post('/CustFollow-addFollow', body)).err_code).toBe(10001);
  });

  it('another shop\'s customer is not found, and nothing is written', async () => {
    const crmId = await crmIdOf('高雪');
    const before = (await b.db.selectFrom('cust_follows').select('follow_id').execute()).length;
    expect((await (await southClient()).call(AddFollow, { crm_id: crmId, method: 1, content: '越权' })).err_code).toBe(10004);
    expect((await b.db.selectFrom('cust_follows').select('follow_id').execute()).length).toBe(before);
  });
});

describe('rights', () => {
  it('the list needs SF_ERP_STORE_MEMO_QUERY and adding SF_ERP_STORE_MEMO_NEW, each enough alone', async () => {
    const crmId = await crmIdOf('高雪');
    const query = await addStaffWithRights(b.db, 'memo_query', ['SF_ERP_STORE_MEMO_QUERY'], { now: b.clock.now() });
    const add = await addStaffWithRights(b.db, 'memo_new', ['SF_ERP_STORE_MEMO_NEW'], { now: b.clock.now() });
    const q = b.client();
    await q.login(query.login_name);
    const n = b.client();
    await n.login(add.login_name);
    expect((await q.call(GetFollows, {})).err_code).toBe(0);
    expect((await q.call(AddFollow, { crm_id: crmId, method: 1, content: 'x' })).err_code).toBe(10003);
    expect((await n.call(AddFollow, { crm_id: crmId, method: 1, content: 'x' })).err_code).toBe(0);
    expect((await n.call(GetFollows, {})).err_code).toBe(10003);
  });
});
