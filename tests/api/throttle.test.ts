/**
 * Login and password-change throttling (README "Login throttling"), on SQLite and PostgreSQL.
 * Attempts are counted before the password is checked, so parallel bursts check no more passwords
 * than the rules allow; counters are per account whatever was typed; guessing cannot lock an
 * owner out of an address they use; a success clears the counters; the master can unlock.
 */
import { accountWait, addressWait, pairWait, passwordChangeWait } from '../../server/auth/throttle';
import { UserChangePassword } from '../../src/common/session';
import { GetStaff, ShopStaffUnlockLogin } from '../../src/common/staff';
import { addStaffWithRights } from '../helpers/staff';
import { eachTestBackend, type Json, type TestBackend, type TestClient } from '../helpers/testApp';

const PASSWORD = 'furniture-2026';
let b: TestBackend;
let master: TestClient;
eachTestBackend((backend, client) => ([b, master] = [backend, client]));

const attempt = (ip: string, login: string, password = 'bad-guess') => b.client({ ip }).post('/User-login', { login_name: login, password });

/** How many attempts of a burst had their password checked (logged as a wrong password) and how many were refused as locked. */
async function outcomes(replies: Json[]): Promise<{ checked: number; refused: number }> {
  const codes = replies.map((r) => r.err_code);
  // This burst's rows: the demo's seeded login log is hours old and more.
  const reasons = await b.db.selectFrom('login_logs').select('fail_reason').where('success', '=', 0).where('login_time', '>=', b.clock.now() - 60_000).execute();
  const checked = reasons.filter((r) => r.fail_reason === 'password').length;
  const refused = reasons.filter((r) => r.fail_reason === 'locked').length;
  // Every reply agrees with its log row: 10002 for a checked password, 10006 for a refusal.
  expect([codes.filter((c) => c === 10002).length, codes.filter((c) => c === 10006).length]).toEqual([checked, refused]);
  return { checked, refused };
}

async function phoneOf(login: string): Promise<string> {
  return (await b.db.selectFrom('users').select('user_phone').where('login_name', '=', login).executeTakeFirstOrThrow()).user_phone;
}

describe('the wait each counter earns', () => {
  it('per account and address: 3 tries free, then 5 s twice, then 30 s doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(pairWait)).toEqual([0, 0, 5000, 5000, 30000, 60000, 120000, 240000, 480000, 900000, 900000]);
  });
  it('per account from unfamiliar addresses: 10 free; per address: 30 free, then 15 minutes; password change: 5 free', () => {
    expect([9, 10, 14, 15, 40].map(accountWait)).toEqual([0, 30000, 30000, 60000, 900000]);
    expect([29, 30, 31].map(addressWait)).toEqual([0, 900000, 900000]);
    expect([4, 5, 6, 20].map(passwordChangeWait)).toEqual([0, 30000, 60000, 900000]);
  });
});

describe('parallel bursts', () => {
  it('100 simultaneous wrong passwords from one address check exactly 3 passwords', async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, () => attempt('10.9.9.9', 'demo_admin')));
    expect(await outcomes(replies)).toEqual({ checked: 3, refused: 97 });
  });

  it('100 simultaneous wrong passwords from 100 addresses check exactly 10 passwords of the account', async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(`10.8.${i >> 8}.${i & 255}`, 'demo_admin')));
    expect(await outcomes(replies)).toEqual({ checked: 10, refused: 90 });
    // The owner, at the address they always use, is not locked out by it.
    expect((await attempt('10.0.0.1', 'demo_admin', PASSWORD)).err_code).toBe(0);
  });

  it('a burst against an unknown name is counted and answered like one against a real account', async () => {
    const replies = await Promise.all(Array.from({ length: 60 }, () => attempt('10.9.9.8', 'nobody_here')));
    expect(await outcomes(replies)).toEqual({ checked: 3, refused: 57 });
    expect(new Set(replies.filter((r) => r.err_code === 10002).map((r) => r.err_msg))).toEqual(new Set(['账号或密码错误']));
  });
});

describe('one counter per account', () => {
  it('a locked account cannot be tried through its phone number', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('10.5.5.5', 'demo_finance')).err_code).toBe(10002);
    expect((await attempt('10.5.5.5', await phoneOf('demo_finance'), PASSWORD)).err_code).toBe(10006);
  });

  it('waits grow per account and address, and the wait is stated in seconds', async () => {
    for (let i = 0; i < 3; i++) await attempt('10.1.1.1', 'demo_admin');
    const slowed = await attempt('10.1.1.1', 'demo_admin', PASSWORD);
    expect(slowed).toMatchObject({ err_code: 10006, err_msg: '登录失败次数过多，请 5 秒后再试', retry_after: 5 });
    b.clock.advance(5000);
    expect((await attempt('10.1.1.1', 'demo_admin')).err_code).toBe(10002);
    b.clock.advance(5000);
    expect((await attempt('10.1.1.1', 'demo_admin')).err_code).toBe(10002);
    expect(await attempt('10.1.1.1', 'demo_admin', PASSWORD)).toMatchObject({ err_code: 10006, retry_after: 30 });
    b.clock.advance(30_000);
    expect(await attempt('10.1.1.1', 'demo_admin', PASSWORD)).toMatchObject({ err_code: 0 });
  });
});

describe('throttling is not a lock-out weapon', () => {
  it('a guesser at one address does not lock the owner out from another', async () => {
    for (let i = 0; i < 8; i++) {
      await attempt('10.66.0.1', 'demo_finance');
      b.clock.advance(15 * 60_000);
    }
    expect((await attempt('10.66.0.2', 'demo_finance', PASSWORD)).err_code).toBe(0);
  });

  it('many wrong logins from an address do not refuse a correct password there: under the ceiling, or once familiar', async () => {
    for (let i = 0; i < 22; i++) await attempt('10.7.7.7', `guess_${i}`);
    expect((await attempt('10.7.7.7', 'demo_finance', PASSWORD)).err_code).toBe(0);
    // The success cleared the address counter: 29 more do not reach the ceiling of 30.
    for (let i = 0; i < 29; i++) await attempt('10.7.7.7', `again_${i}`);
    expect((await attempt('10.7.7.8', 'demo_admin', PASSWORD)).err_code).toBe(0);
    expect((await attempt('10.7.7.7', 'fresh_name')).err_code).toBe(10002);
    // Past the ceiling, the address is refused for unfamiliar accounts, not for those that log in from it.
    for (let i = 0; i < 5; i++) await attempt('10.7.7.7', `more_${i}`);
    expect((await attempt('10.7.7.7', 'demo_admin', PASSWORD)).err_code).toBe(10006);
    expect((await attempt('10.7.7.7', 'demo_finance', PASSWORD)).err_code).toBe(0);
  });

  it('every refusal is in the login log with its reason', async () => {
    for (let i = 0; i < 4; i++) await attempt('10.4.4.4', 'demo_admin');
    const rows = await b.db.selectFrom('login_logs').select(['fail_reason', 'login_ip', 'success']).where('login_ip', '=', '10.4.4.4').orderBy('login_id').execute();
    expect(rows.map((r) => r.fail_reason)).toEqual(['password', 'password', 'password', 'locked']);
    const ok = await b.db.selectFrom('login_logs').select('fail_reason').where('success', '=', 1).execute();
    expect(ok.every((r) => r.fail_reason === '')).toBe(true);
  });
});

describe('the master unlocks a staff account', () => {
  it('the org list marks the locked person; unlocking clears every counter of the person, is audited, and reaches no other shop', async () => {
    for (let i = 0; i < 6; i++) await attempt('10.3.3.3', 'demo_finance');
    b.clock.advance(1000);
    expect((await attempt('10.3.3.3', 'demo_finance', PASSWORD)).err_code).toBe(10006);
    const financeId = (await b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_finance').executeTakeFirstOrThrow()).user_id;
    // The org page marks the person as locked, and no one else.
    const lockedFlags = async () => {
      const reply = await master.call(GetStaff, { param: { page_count: 100 } });
      return Object.fromEntries(reply.staff.filter((s) => s.login_locked === 1 || ['demo_finance', 'demo_sales'].includes(s.login_name)).map((s) => [s.login_name, s.login_locked]));
    };
    expect(await lockedFlags()).toEqual({ demo_finance: 1, demo_sales: 0 });
    const other = b.client({ ip: '10.0.0.9' });
    await other.login('south_admin');
    expect((await other.call(ShopStaffUnlockLogin, { staff_id: financeId })).err_code).toBe(10004);
    expect(await master.call(ShopStaffUnlockLogin, { staff_id: financeId })).toMatchObject({ err_code: 0, cleared: 2 });
    expect(await lockedFlags()).toEqual({ demo_finance: 0, demo_sales: 0 });
    expect((await attempt('10.3.3.3', 'demo_finance', PASSWORD)).err_code).toBe(0);
    const audit = await b.db.selectFrom('staff_logs').select(['function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ function_ch_name: '解除登录锁定', oper_content: '解除 demo_finance 的登录锁定（清除 2 个计数）' });
  });

  it('needs the staff edit right', async () => {
    const clerk = await addStaffWithRights(b.db, 'demo_clerk', ['SF_STAFF_QUERY'], { now: b.clock.now() });
    const c = b.client({ ip: '10.0.0.7' });
    await c.login('demo_clerk');
    expect((await c.call(ShopStaffUnlockLogin, { staff_id: clerk.user_id })).err_code).toBe(10003);
  });
});

describe('password change', () => {
  const change = (c: TestClient, old: string) => c.call(UserChangePassword, { old_password: old, new_password: 'new-pass-2026', new_password2: 'new-pass-2026' });

  it('wrong current passwords are limited like logins, in parallel too', async () => {
    const replies = await Promise.all(Array.from({ length: 25 }, () => change(master, 'wrong-old')));
    expect(replies.filter((r) => r.err_msg === '原密码不正确')).toHaveLength(5);
    const refused = replies.filter((r) => r.err_code === 10006);
    expect(refused).toHaveLength(20);
    expect(refused[0].err_msg).toBe('原密码错误次数过多，请 30 秒后再试');
    // Even the right password waits; after the wait it works.
    expect((await change(master, PASSWORD)).err_code).toBe(10006);
    b.clock.advance(30_000);
    expect((await change(master, PASSWORD)).err_code).toBe(0);
  });

  it('a right current password clears the count', async () => {
    for (let i = 0; i < 4; i++) await change(master, 'wrong-old');
    expect((await change(master, PASSWORD)).err_code).toBe(0);
    const left = await b.db.selectFrom('login_attempts').select('attempt_key').where('attempt_key', 'like', 'pwd:%').execute();
    expect(left).toEqual([]);
  });
});

describe('stale counters', () => {
  it('are purged once their window has passed and their wait is over; recent ones stay', async () => {
    await attempt('10.2.0.1', 'once_tried');
    for (let i = 0; i < 4; i++) await attempt('10.2.0.2', 'demo_finance');
    b.clock.advance(31 * 60_000);
    await attempt('10.2.0.4', 'recent_name');
    await attempt('10.2.0.3', 'demo_admin', PASSWORD);
    const keys = (await b.db.selectFrom('login_attempts').select('attempt_key').execute()).map((r) => r.attempt_key);
    expect(keys.filter((k) => /once_tried|10\.2\.0\.[12]/.test(k))).toEqual([]);
    expect(keys.filter((k) => k.includes('recent_name'))).toHaveLength(2);
  });
});
