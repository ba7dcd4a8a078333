/**
 * Who is online (issue "Log management and sessions"): the shop's open sessions for the holder of
 * SF_SESSION_MANAGE, who ends any of them at once; a person's own sessions, which they end too.
 */
import { ErrCode } from '../../src/common/api';
import { ShopSessionsEnd, ShopSessionsList, UserEndMySession, UserMySessions } from '../../src/common/sessions';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest } from '../helpers/testApp';

const t = backendPerTest();
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function salesOn(ip: string, agent = SAFARI_IPHONE) {
  const c = t.b.client({ ip });
  const reply = await c.post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' }, { 'user-agent': agent });
  expect(reply.err_code).toBe(0);
  return c;
}

describe('the shop\'s sessions', () => {
  it('lists every open session of the shop with its person, address, browser and times; the caller\'s own is marked', async () => {
    await salesOn('10.30.0.1');
    const { sessions } = await t.master.call(ShopSessionsList);
    const sales = sessions.find((s) => s.login_name === 'demo_sales')!;
    expect(sales).toMatchObject({ ip: '10.30.0.1', browser: 'Mobile Safari 17', os: 'iOS 17.5', nick_name: '小梅', current: 0 });
    expect(sales.sid).toMatch(/^[0-9a-f]{16}$/);
    expect(sales.login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sessions.find((s) => s.login_name === 'demo_admin')?.current).toBe(1);
    expect(sessions.some((s) => s.login_name === 'south_admin')).toBe(false);
  });

  it('ending a session sends its next request to the login, and is written to the staff log', async () => {
    const sales = await salesOn('10.30.0.2');
    const { sessions } = await t.master.call(ShopSessionsList);
    const sid = sessions.find((s) => s.login_name === 'demo_sales')!.sid;
    expect(await t.master.call(ShopSessionsEnd, { sid })).toMatchObject({ err_code: 0, err_msg: '已结束该会话' });
    expect((await sales.call(UserMySessions)).err_code).toBe(ErrCode.NOT_LOGGED_IN);
    const log = await t.b.db.selectFrom('staff_logs').select(['function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ function_ch_name: '结束会话', oper_content: '结束 demo_sales 在 10.30.0.2 的登录会话' });
    expect((await t.master.call(ShopSessionsEnd, { sid })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('another shop cannot end it; without SF_SESSION_MANAGE nobody lists or ends; the caller\'s own is ended by logging out', async () => {
    const sales = await salesOn('10.30.0.3');
    const sid = (await t.master.call(ShopSessionsList)).sessions.find((s) => s.login_name === 'demo_sales')!.sid;
    const south = t.b.client();
    await south.login('south_admin');
    expect((await south.call(ShopSessionsEnd, { sid })).err_code).toBe(ErrCode.NOT_FOUND);
    await addStaffWithRights(t.b.db, 'log_only', ['SF_LOGINLOG_QUERY'], { now: t.b.clock.now() });
    const clerk = t.b.client();
    await clerk.login('log_only');
    expect((await clerk.call(ShopSessionsList)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await clerk.call(ShopSessionsEnd, { sid })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await sales.call(UserMySessions)).err_code).toBe(0);
    const own = (await t.master.call(ShopSessionsList)).sessions.find((s) => s.current === 1)!.sid;
    expect((await t.master.call(ShopSessionsEnd, { sid: own })).err_msg).toBe('当前会话请通过退出登录结束');
    expect((await t.master.call(ShopSessionsEnd, { sid: 'not-a-sid' })).err_code).toBe(ErrCode.BAD_REQUEST);
  });
});

describe('a person\'s own sessions', () => {
  it('lists only their own, and ends one of their other sessions', async () => {
    const phone = await salesOn('10.31.0.1');
    const office = await salesOn('10.31.0.2', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36');
    const { sessions } = await office.call(UserMySessions);
    expect(sessions.map((s) => s.login_name)).toEqual(['demo_sales', 'demo_sales']);
    const other = sessions.find((s) => s.current === 0)!;
    expect(other.ip).toBe('10.31.0.1');
    expect((await office.call(UserEndMySession, { sid: other.sid })).err_code).toBe(0);
    expect((await phone.call(UserMySessions)).err_code).toBe(ErrCode.NOT_LOGGED_IN);
    expect((await office.call(UserMySessions)).err_code).toBe(0);
    // Someone else's session is not theirs to end.
    const masterSid = (await t.master.call(ShopSessionsList)).sessions.find((s) => s.current === 1)!.sid;
    expect((await office.call(UserEndMySession, { sid: masterSid })).err_code).toBe(ErrCode.NOT_FOUND);
  });
});
