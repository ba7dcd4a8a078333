/**
 * Paid seats over HTTP: the balance, buying months of a seat, auto-renewal and the daily seat job
 * (SPEC.md "Balance entry", "Renewal plans"; ORG-26..28, ORG-40..47, API-STAFF-13..15).
 */
import { ErrCode } from '../../src/common/api';
import { SEAT_RENEW_AHEAD_MS } from '../../src/common/constants';
import { BuySeat, GetBalance, RenewSeat } from '../../src/common/staff';
import { addMonths, formatDate } from '../../src/common/time';
import { runSeatJob } from '../../server/staff/seats';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest } from '../helpers/testApp';

const t = backendPerTest();
const DAY = 24 * 60 * 60 * 1000;

const user = async (login: string) => t.b.db.selectFrom('users').selectAll().where('login_name', '=', login).executeTakeFirstOrThrow();
const demoShop = async () => t.b.db.selectFrom('shops').selectAll().where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
const setBalance = async (fen: number) => t.b.db.updateTable('shops').set({ balance: fen }).where('shop_name', '=', '演示家具厂').execute();
const entries = async () => t.b.db.selectFrom('balance_entries').selectAll().where('shop_id', '=', (await demoShop()).shop_id).orderBy('entry_id').execute();

describe('the balance', () => {
  it('[API-STAFF-13] [ORG-45] [ORG-46] [ORG-47] answers the balance in yuan, the latest entries and the plans keyed by months', async () => {
    const r = await t.master.call(GetBalance);
    const shop = await demoShop();
    expect(r.balanceInfo.balance).toBe(Number(shop.balance) / 100);
    expect(r.balanceInfo.can_pay).toBe(1);
    expect(Object.keys(r.balanceInfo.pricing_strategy).sort((a, b) => Number(a) - Number(b))).toEqual(['1', '3', '6', '12', '24']);
    expect(r.balanceInfo.pricing_strategy['12']).toEqual({ name: '12个月', price: 288, discount: 80 });
    const entry = r.balanceInfo.entries[0];
    expect(Object.keys(entry).sort()).toEqual(['amount', 'balance_type_name', 'eff_date', 'exp_date', 'order_no', 'pre_amount', 'state'].sort());
    expect(entry.eff_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The entries add up: the newest one's balance before plus its amount is the balance now.
    expect(entry.pre_amount + entry.amount).toBeCloseTo(r.balanceInfo.balance, 2);
    const south = t.b.client();
    await south.login('south_admin');
    expect((await south.call(GetBalance)).balanceInfo).toMatchObject({ balance: 0, can_pay: 0, entries: [] });
  });

  it('[API-STAFF-13] [ORG-47] lists the latest 20 entries, newest first, named in the request\'s language', async () => {
    const he = await user('he_prod');
    await setBalance(30 * 3_000);
    for (let i = 0; i < 25; i += 1) {
      t.b.clock.advance(1_000);
      expect((await t.master.call(BuySeat, { staffID: he.user_id, buyMonths: 1 })).err_code).toBe(0);
    }
    const r = await t.master.call(GetBalance);
    expect(r.balanceInfo.entries).toHaveLength(20);
    // 900 yuan, 25 buys of 30: the newest had 180 before it, the 20th newest (the 6th buy) 750.
    expect(r.balanceInfo.entries[0]).toMatchObject({ balance_type_name: '购买员工账号', amount: -30, pre_amount: 180, state: 1 });
    expect(r.balanceInfo.entries[19].pre_amount).toBe(750);
    expect(r.balanceInfo.balance).toBe(150);
    const en = (await t.master.post('/ShopStaff-getBalance', {}, { 'X-Locale': 'en-US' })) as unknown as { balanceInfo: { entries: { balance_type_name: string }[]; pricing_strategy: Record<string, { name: string }> } };
    expect(en.balanceInfo.entries[0].balance_type_name).toBe('Staff account bought');
    expect(en.balanceInfo.pricing_strategy['1'].name).toBe('1-month plan');
  });
});

describe('buying a seat', () => {
  it('[API-STAFF-14] [ORG-26] [ORG-44] debits the plan, writes an entry and moves the seat\'s end by the months', async () => {
    const before = await user('he_prod');
    const shop = await demoShop();
    const r = await t.master.call(BuySeat, { staffID: before.user_id, buyMonths: 12 });
    expect(r).toMatchObject({ err_code: 0, err_msg: '续费成功' });
    const expected = addMonths(Math.max(before.exp_date, t.b.clock.now()), 12);
    expect(r.exp_date).toBe(formatDate(expected));
    expect((await user('he_prod')).exp_date).toBe(expected);
    expect(Number((await demoShop()).balance)).toBe(Number(shop.balance) - 28_800);
    expect(r.balance).toBe((Number(shop.balance) - 28_800) / 100);
    const entry = (await entries()).at(-1)!;
    expect(entry).toMatchObject({ balance_type: 2, amount: -28_800, pre_amount: Number(shop.balance), user_id: before.user_id, months: 12, exp_date: expected });
    const log = await t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ menu_ch_name: '组织架构', function_ch_name: '员工续费', login_name: 'demo_admin' });
    expect(log.oper_content).toContain(before.full_name || before.login_name);
    expect(log.oper_content).toContain('12 个月');
    expect(log.oper_content).toContain('¥288.00');
    // An expired seat starts again from today, and its expired flag clears.
    const expired = await user('sun_sales');
    await t.master.call(BuySeat, { staffID: expired.user_id, buyMonths: 1 });
    expect(await user('sun_sales')).toMatchObject({ exp_date: addMonths(t.b.clock.now(), 1), exp_flag: 0 });
  });

  it('[API-STAFF-14] an unknown plan or a short balance is refused and changes nothing', async () => {
    const person = await user('he_prod');
    expect(await t.master.call(BuySeat, { staffID: person.user_id, buyMonths: 5 })).toMatchObject({ err_code: 10001, err_msg: '没有 5 个月的续费方案' });
    await setBalance(10_000);
    const entriesBefore = (await entries()).length;
    expect(await t.master.call(BuySeat, { staffID: person.user_id, buyMonths: 12 })).toMatchObject({ err_code: 10001, err_msg: '余额不足：需要 ¥288.00，当前余额 ¥100.00' });
    expect(Number((await demoShop()).balance)).toBe(10_000);
    expect((await entries()).length).toBe(entriesBefore);
    expect((await user('he_prod')).exp_date).toBe(person.exp_date);
  });

  it('[API-STAFF-14] fifty renewals at once of one person debit exactly fifty plans and move the end fifty months', async () => {
    const person = await user('luo_prod');
    await setBalance(50 * 3_000 + 1_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => t.master.call(BuySeat, { staffID: person.user_id, buyMonths: 1 })));
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(50);
    expect(Number((await demoShop()).balance)).toBe(1_000);
    // As fifty buys one after the other would have moved it, a month at a time.
    expect((await user('luo_prod')).exp_date).toBe(Array.from({ length: 50 }).reduce<number>((end) => addMonths(end, 1), person.exp_date));
    const mine = (await entries()).filter((e) => e.user_id === person.user_id && e.balance_type === 2);
    expect(mine).toHaveLength(50);
    expect(new Set(mine.map((e) => e.order_no)).size).toBe(50);
    // One more than the money covers: 51 at once with money for 50 leaves 50 bought and the balance never below zero.
    await setBalance(50 * 3_000);
    const more = await Promise.all(Array.from({ length: 51 }, () => t.master.call(BuySeat, { staffID: person.user_id, buyMonths: 1 })));
    expect(more.filter((r) => r.err_code === 0)).toHaveLength(50);
    expect(Number((await demoShop()).balance)).toBe(0);
  });

  it('[ORG-26] [ORG-27] [ORG-42] needs SF_STAFF_BUY; never the caller\'s own seat, the master\'s, someone who left or another shop\'s', async () => {
    const sub = await addStaffWithRights(t.b.db, 'seat_viewer', ['SF_STAFF_QUERY', 'SF_STAFF_EDIT']);
    const c = t.b.client();
    await c.login(sub.login_name);
    const he = await user('he_prod');
    expect((await c.call(BuySeat, { staffID: he.user_id, buyMonths: 1 })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.call(RenewSeat, { staffID: he.user_id, renewMonths: 1 })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.call(GetBalance)).err_code).toBe(0);
    const buyer = await addStaffWithRights(t.b.db, 'seat_buyer', ['SF_STAFF_BUY']);
    const b2 = t.b.client();
    await b2.login(buyer.login_name);
    expect((await b2.call(BuySeat, { staffID: buyer.user_id, buyMonths: 1 })).err_msg).toBe('不能对自己的账号进行此操作');
    expect((await t.master.call(BuySeat, { staffID: (await user('demo_admin')).user_id, buyMonths: 1 })).err_msg).toBe('不能对自己的账号进行此操作');
    expect((await b2.call(BuySeat, { staffID: (await user('demo_admin')).user_id, buyMonths: 1 })).err_msg).toBe('不能对主账号进行此操作');
    expect((await b2.call(BuySeat, { staffID: (await user('xiao_left')).user_id, buyMonths: 1 })).err_msg).toBe('该员工已离职');
    const south = t.b.client();
    await south.login('south_admin');
    expect((await south.call(BuySeat, { staffID: he.user_id, buyMonths: 1 })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(RenewSeat, { staffID: he.user_id, renewMonths: 1 })).err_code).toBe(ErrCode.NOT_FOUND);
    // A shop that does not sell seats cannot buy one.
    expect((await south.call(BuySeat, { staffID: (await user('south_clerk1')).user_id, buyMonths: 1 })).err_msg).toBe('本店铺未开通账号购买');
  });
});

describe('auto-renewal', () => {
  it('[API-STAFF-15] [ORG-27] [ORG-40] [ORG-41] renewMonths 1 turns it on, 0 off, each with its message and a log row', async () => {
    const he = await user('he_prod');
    expect(await t.master.call(RenewSeat, { staffID: he.user_id, renewMonths: 1 })).toMatchObject({ err_code: 0, err_msg: '开启续费成功' });
    expect((await user('he_prod')).auto_renew).toBe(1);
    expect(await t.master.call(RenewSeat, { staffID: he.user_id, renewMonths: 0 })).toMatchObject({ err_code: 0, err_msg: '取消续费成功' });
    expect((await user('he_prod')).auto_renew).toBe(0);
    const logs = await t.b.db.selectFrom('staff_logs').select(['function_ch_name', 'oper_content']).where('menu_ch_name', '=', '组织架构').orderBy('log_id').execute();
    expect(logs.slice(-2).map((l) => l.function_ch_name)).toEqual(['开启自动续费', '取消自动续费']);
    expect(logs.at(-1)!.oper_content).toContain(he.full_name || he.login_name);
    expect((await t.master.call(RenewSeat, { staffID: he.user_id, renewMonths: 2 as 1 })).err_code).toBe(10001);
  });

  it('[ORG-40] [ORG-41] sending the value it already has is answered as done and changes nothing', async () => {
    const he = await user('he_prod');
    const countLogs = async () => (await t.b.db.selectFrom('staff_logs').select('log_id').execute()).length;
    const before = await countLogs();
    expect(await t.master.call(RenewSeat, { staffID: he.user_id, renewMonths: he.auto_renew as 0 | 1 })).toMatchObject({
      err_code: 0,
      err_msg: he.auto_renew ? '开启续费成功' : '取消续费成功',
    });
    expect(await countLogs()).toBe(before);
    expect((await user('he_prod')).auto_renew).toBe(he.auto_renew);
  });

  it('[ORG-42] cannot be changed for someone who left', async () => {
    expect((await t.master.call(RenewSeat, { staffID: (await user('tian_left')).user_id, renewMonths: 1 })).err_msg).toBe('该员工已离职');
  });
});

describe('the seat job', () => {
  it('renews for a month, under the master\'s name in the staff log, a seat with auto-renew that ends within a day when the balance covers it', async () => {
    // zheng_sales (auto-renew) ends in 3 days: two days on it is due.
    const zheng = await user('zheng_sales');
    t.b.clock.advance(zheng.exp_date - t.b.clock.now() - SEAT_RENEW_AHEAD_MS / 2);
    // Only zheng is due then: the others with auto-renewal end later.
    await t.b.db.updateTable('users').set({ auto_renew: 0 }).where('login_name', '!=', 'zheng_sales').execute();
    await setBalance(5_000);
    const r = await runSeatJob(t.b.db, t.b.dialect, t.b.clock.now());
    expect(r).toMatchObject({ renewed: 1, unpaid: 0 });
    expect((await user('zheng_sales')).exp_date).toBe(addMonths(zheng.exp_date, 1));
    expect(Number((await demoShop()).balance)).toBe(2_000);
    expect((await entries()).at(-1)).toMatchObject({ balance_type: 3, amount: -3_000, pre_amount: 5_000, user_id: zheng.user_id, months: 1, eff_date: zheng.exp_date });
    const log = await t.b.db.selectFrom('staff_logs').selectAll().where('function_ch_name', '=', '自动续费').executeTakeFirstOrThrow();
    expect(log.login_name).toBe('demo_admin');
    // Run again: nothing is due twice.
    expect((await runSeatJob(t.b.db, t.b.dialect, t.b.clock.now())).renewed).toBe(0);
  });

  it('skips a due seat when the balance is short, and the seat then ends and is flagged', async () => {
    await setBalance(0);
    const zheng = await user('zheng_sales');
    t.b.clock.advance(zheng.exp_date - t.b.clock.now() - 1_000);
    const entriesBefore = (await entries()).length;
    const short = await runSeatJob(t.b.db, t.b.dialect, t.b.clock.now());
    expect(short.renewed).toBe(0);
    expect(short.unpaid).toBeGreaterThanOrEqual(1);
    expect((await user('zheng_sales')).exp_date).toBe(zheng.exp_date);
    expect((await entries()).length).toBe(entriesBefore);
    expect(Number((await demoShop()).balance)).toBe(0);
    t.b.clock.advance(2_000);
    const r = await runSeatJob(t.b.db, t.b.dialect, t.b.clock.now());
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect((await user('zheng_sales')).exp_flag).toBe(1);
  });
});

describe('expired seats', () => {
  it('cannot log in: the login is refused with its reason in the login log, and an open session ends', async () => {
    const c = t.b.client();
    await c.login('he_prod');
    const refused = await t.b.client().post('/User-login', { login_name: 'sun_sales', password: 'furniture-2026' });
    expect(refused).toMatchObject({ err_code: ErrCode.LOGIN_FAILED, err_msg: '账号已过期，请联系主账号续费' });
    const logRow = await t.b.db.selectFrom('login_logs').selectAll().where('login_name', '=', 'sun_sales').orderBy('login_id', 'desc').executeTakeFirstOrThrow();
    expect(logRow).toMatchObject({ success: 0, fail_reason: 'expired' });
    // A wrong password on an expired seat says only that the password is wrong.
    expect((await t.b.client().post('/User-login', { login_name: 'sun_sales', password: 'wrong-one' })).err_msg).toBe('账号或密码错误');
    const he = await user('he_prod');
    t.b.clock.advance(he.exp_date - t.b.clock.now() + DAY);
    expect((await c.get('/StoreOrders-archiveConfig')).err_code).toBe(ErrCode.NOT_LOGGED_IN);
  });

  it('someone who left cannot log in, with their own message', async () => {
    const refused = await t.b.client().post('/User-login', { login_name: 'xiao_left', password: 'furniture-2026' });
    expect(refused).toMatchObject({ err_code: ErrCode.LOGIN_FAILED, err_msg: '账号已离职，无法登录' });
    const logRow = await t.b.db.selectFrom('login_logs').selectAll().where('login_name', '=', 'xiao_left').executeTakeFirstOrThrow();
    expect(logRow.fail_reason).toBe('left');
  });
});
