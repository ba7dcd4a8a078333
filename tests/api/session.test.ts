import { ALL_RIGHT_CODES } from '../../src/common/rights';
import { sha256Hex } from '../../server/auth/crypto';
import { SALES_ROLE_RIGHTS } from '../../server/db/seed';
import { makeBackend, type TestBackend } from '../helpers/testApp';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(async () => {
  await b.close();
});

describe('User-loginStatus', () => {
  it('[API-SESS-01] [SESSION-12] [SESSION-13] [SESSION-14] [SESSION-16] [SESSION-17] [SESSION-18] [SESSION-19] answers the full session shape with the defaults when logged out', async () => {
    const r = await b.client().get('/User-loginStatus', { check: '1' });
    expect(r.err_code).toBe(0);
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['user_info', 'shop_info', 'auth_info', 'chat', 'agent', 'version']));
    // No SESSION-15 here: the server knows the caller's IP even when nobody is logged in, so user_ip
    // is never absent; the client's '{ip}' default is tested in src/app/session/session.test.tsx.
    expect(r.user_info).toMatchObject({ user_id: -1, login_name: 'Please log in', user_phone: '13000000000', avatar: '', user_type: 'wait' });
    expect(r.shop_info).toMatchObject({ shop_id: -1, shop_name: 'Please log in', shop_logo: '' });
    expect(Object.values(r.auth_info as Record<string, boolean>).every((v) => v === false)).toBe(true);
    // SPEC.md section 1: the version label is 20231120-1.
    expect(r.version).toEqual({ version_name: '20231120-1' });
  });

  it('[API-SESS-01] check defaults to 1 and a malformed check is a clear error, not a 500', async () => {
    const c = b.client();
    expect((await c.get('/User-loginStatus')).err_code).toBe(0);
    const bad = await c.get('/User-loginStatus', { check: 'x' });
    expect(bad.err_code).toBe(10001);
    expect(bad.err_msg).toContain('check');
  });

  it('[SESSION-05] [SESSION-06] [SESSION-07] [SESSION-08] [SESSION-09] [SESSION-10] the logged-in master gets user_info, shop_info, every right, chat, agent and version', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const r = await c.get('/User-loginStatus', { check: '1' });
    const user = r.user_info as Record<string, unknown>;
    const shop = r.shop_info as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(['avatar', 'login_name', 'register_time', 'user_id', 'user_ip', 'user_phone', 'user_type', 'web_cad']);
    expect(Object.keys(shop).sort()).toEqual(['can_pay', 'env', 'new_erp', 'self_account', 'shop_id', 'shop_logo', 'shop_muid', 'shop_muphone', 'shop_name', 'shop_props']);
    expect(user.login_name).toBe('demo_admin');
    expect(user.user_ip).toBe('10.0.0.1');
    expect(shop).toMatchObject({ shop_name: '演示家具厂', self_account: 1, shop_muid: user.user_id, shop_muphone: '13800138000' });
    // [SESSION-07] right code -> boolean
    const auth = r.auth_info as Record<string, unknown>;
    expect(Object.values(auth).every((v) => typeof v === 'boolean')).toBe(true);
    expect(ALL_RIGHT_CODES.every((code) => auth[code] === true)).toBe(true);
    // [SESSION-08] chat (username, password), [SESSION-09] agent (shop_name, user_phone)
    expect(r.chat).toMatchObject({ username: expect.any(String), password: expect.any(String) });
    expect(Object.keys(r.agent as object).sort()).toEqual(['shop_name', 'user_phone']);
    expect(r.agent).toEqual({ shop_name: expect.any(String), user_phone: expect.any(String) });
    // [SESSION-10] version (version_name), the label of SPEC.md section 1
    expect(r.version).toEqual({ version_name: '20231120-1' });
  });

  it('[ROUTE-03] a sub-account holds exactly the union of its position roles\' rights', async () => {
    const c = b.client();
    await c.login('demo_sales');
    const auth = (await c.get('/User-loginStatus')).auth_info as Record<string, boolean>;
    const held = Object.entries(auth).filter(([, v]) => v).map(([k]) => k).sort();
    expect(held).toEqual([...SALES_ROLE_RIGHTS].sort());
    // A second role adds its rights to the union.
    const user = await b.db.selectFrom('users').selectAll().where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    const financeRole = await b.db.selectFrom('staff_groups').selectAll().where('group_name', '=', '财务专员').executeTakeFirstOrThrow();
    await b.db.insertInto('user_groups').values({ shop_id: user.shop_id, user_id: user.user_id, group_id: financeRole.group_id }).execute();
    const auth2 = (await c.get('/User-loginStatus')).auth_info as Record<string, boolean>;
    expect(auth2.SF_INVOICE_LIST).toBe(true);
    expect(auth2.SF_STORE_ORD_LIST).toBe(true);
    expect(auth2.SF_GROUP_QUERY).toBe(false);
  });

  it('[ROUTE-03] a change of a role\'s rights applies on the very next request', async () => {
    const c = b.client();
    await c.login('demo_sales');
    expect(((await c.get('/User-loginStatus')).auth_info as Record<string, boolean>).SF_INVOICE_LIST).toBe(false);
    const role = await b.db.selectFrom('staff_groups').selectAll().where('group_name', '=', '销售专员').executeTakeFirstOrThrow();
    await b.db.insertInto('group_rights').values({ shop_id: role.shop_id, group_id: role.group_id, right_code: 'SF_INVOICE_LIST' }).execute();
    expect(((await c.get('/User-loginStatus')).auth_info as Record<string, boolean>).SF_INVOICE_LIST).toBe(true);
  });
});

describe('User-login', () => {
  it('logs in by account name or by phone and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const c = b.client();
    const r = await c.post('/User-login', { login_name: 'demo_admin', password: 'furniture-2026' });
    expect(r.err_code).toBe(0);
    const cookie = c.lastResponse!.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^erp_sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const byPhone = b.client();
    expect((await byPhone.post('/User-login', { login_name: '13912345678', password: 'furniture-2026' })).err_code).toBe(0);
    expect(((await byPhone.get('/User-loginStatus')).user_info as { login_name: string }).login_name).toBe('demo_sales');
  });

  it('marks the cookie Secure when served over https', async () => {
    const c = b.client();
    await c.raw('/api/User-login', {
      method: 'POST',
      body: 'login_name=demo_admin&password=furniture-2026',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', origin: 'https://erp.example.com' },
    }, 'https://erp.example.com');
    expect(c.lastResponse!.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('stores only the hash of the 256-bit token, and issues a new token on every login', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const first = c.cookies.get('erp_sid')!;
    const rows = await b.db.selectFrom('sessions').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(await sha256Hex(first));
    expect(rows.some((r) => r.token_hash === first)).toBe(false);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    await c.login('demo_admin');
    const second = c.cookies.get('erp_sid')!;
    expect(second).not.toBe(first);
    // The old token of the same browser no longer works.
    const stale = b.client();
    stale.cookies.set('erp_sid', first);
    expect((await stale.get('/Notice-lists')).err_code).toBe(88888);
  });

  it('refuses a wrong password or unknown account with one message, and writes the login log', async () => {
    const c = b.client({ ip: '10.9.9.9' });
    const wrong = await c.post('/User-login', { login_name: 'demo_admin', password: 'nope-nope' });
    const unknown = await c.post('/User-login', { login_name: 'nobody_here', password: 'nope-nope' });
    expect(wrong).toEqual({ err_code: 10002, err_msg: '账号或密码错误' });
    expect(unknown).toEqual(wrong);
    expect(c.cookies.has('erp_sid')).toBe(false);
    await b.client({ ip: '10.9.9.8' }).login('demo_admin');
    const logs = await b.db.selectFrom('login_logs').selectAll().orderBy('login_id').execute();
    expect(logs.map((l) => [l.login_name, l.login_ip, l.success])).toEqual([
      ['demo_admin', '10.9.9.9', 0],
      ['nobody_here', '10.9.9.9', 0],
      ['demo_admin', '10.9.9.8', 1],
    ]);
    expect(logs[1].shop_id).toBeNull();
    expect(logs.every((l) => l.source_id === 1 && l.login_time === b.clock.now())).toBe(true);
  });

  it('reports a missing field clearly', async () => {
    const r = await b.client().post('/User-login', { login_name: 'demo_admin' });
    expect(r.err_code).toBe(10001);
    expect(r.err_msg).toContain('password');
  });

  it('refuses a disabled account', async () => {
    await b.db.updateTable('users').set({ state: 0 }).where('login_name', '=', 'demo_sales').execute();
    const r = await b.client().post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' });
    expect(r.err_code).toBe(10002);
    expect(r.err_msg).toContain('停用');
  });
});

describe('session expiry and logout', () => {
  it('[API-SESS-02] [SESSION-25] logout ends the session on the server', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const token = c.cookies.get('erp_sid')!;
    expect((await c.get('/User-ajaxLoginOut')).err_code).toBe(0);
    expect(c.cookies.has('erp_sid')).toBe(false);
    const replay = b.client();
    replay.cookies.set('erp_sid', token);
    expect((await replay.get('/Notice-lists')).err_code).toBe(88888);
    expect(((await replay.get('/User-loginStatus')).user_info as { user_id: number }).user_id).toBe(-1);
  });

  it('expires an idle session after 8 hours, and any session after 7 days', async () => {
    const c = b.client();
    await c.login('demo_admin');
    b.clock.advance(7 * 3600_000);
    expect((await c.get('/Notice-lists')).err_code).toBe(0);
    b.clock.advance(7 * 3600_000);
    expect((await c.get('/Notice-lists')).err_code).toBe(0); // activity kept it alive
    b.clock.advance(8 * 3600_000 + 1);
    expect((await c.get('/Notice-lists')).err_code).toBe(88888);

    const busy = b.client();
    await busy.login('demo_admin');
    for (let h = 0; h < 7 * 24; h += 4) {
      b.clock.advance(4 * 3600_000);
      const r = await busy.get('/Notice-lists');
      if (h + 4 < 7 * 24) expect(r.err_code).toBe(0);
      else expect(r.err_code).toBe(88888);
    }
  });
});

describe('password change', () => {
  it('checks the rules of the form and the current password, then ends every session of the user', async () => {
    const phone = b.client();
    const desk = b.client();
    await phone.login('demo_sales');
    await desk.login('demo_sales');
    const tooShort = await desk.post('/User-changePassword', { old_password: 'furniture-2026', new_password: '123', new_password2: '123' });
    expect(tooShort).toMatchObject({ err_code: 10001, err_msg: '密码长度应为6~20位' });
    const mismatch = await desk.post('/User-changePassword', { old_password: 'furniture-2026', new_password: 'abc12345', new_password2: 'abc12346' });
    expect(mismatch.err_msg).toBe('两次密码不一致');
    const wrongOld = await desk.post('/User-changePassword', { old_password: 'guess-guess', new_password: 'abc12345', new_password2: 'abc12345' });
    expect(wrongOld.err_msg).toBe('原密码不正确');
    const ok = await desk.post('/User-changePassword', { old_password: 'furniture-2026', new_password: 'abc12345!', new_password2: 'abc12345!' });
    expect(ok.err_code).toBe(0);
    expect((await desk.get('/Notice-lists')).err_code).toBe(88888);
    expect((await phone.get('/Notice-lists')).err_code).toBe(88888);
    expect((await b.client().post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' })).err_code).toBe(10002);
    expect((await b.client().post('/User-login', { login_name: 'demo_sales', password: 'abc12345!' })).err_code).toBe(0);
    const audit = await b.db.selectFrom('staff_logs').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ login_name: 'demo_sales', function_ch_name: '修改密码' });
  });
});
