import { makeBackend, type TestBackend } from '../helpers/testApp';
import { ConfigArea, NoticeLists, NoticeRead } from '../../src/common/shell';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(async () => {
  await b.close();
});

describe('Notice-lists', () => {
  it('[API-SESS-07] [SHELL-22] lists notices of all five types to a logged-in user', async () => {
    const c = b.client();
    expect((await c.get('/Notice-lists')).err_code).toBe(88888);
    await c.login('demo_sales');
    const r = await c.call(NoticeLists);
    const data = r.data;
    expect(data.map((n) => n.notice_type).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const n of data) expect(Object.keys(n)).toEqual(expect.arrayContaining(['notice_id', 'notice_type', 'component_type', 'notice_content']));
    const byType = Object.fromEntries(data.map((n) => [n.notice_type, n.notice_content]));
    expect(typeof byType[1]).toBe('string');
    expect(byType[3]).toContain('##');
    for (const t of [2, 4, 5]) expect(Array.isArray(byType[t]) && (byType[t] as string[]).length > 0).toBe(true);
  });

  it('leaves out retired notices', async () => {
    const c = b.client();
    await c.login('demo_admin');
    await b.db.updateTable('notices').set({ active: 0 }).where('notice_type', '=', 1).execute();
    const data = (await c.call(NoticeLists)).data;
    expect(data.map((n) => n.notice_type)).not.toContain(1);
  });
});

describe('Notice-read', () => {
  const readIds = async (c: ReturnType<TestBackend['client']>) => (await c.call(NoticeLists)).data.filter((n) => n.is_read === 1).map((n) => n.notice_id);

  it('[SHELL-16] marks one notice read for this user only; every other notice, and other users, stay unread', async () => {
    const admin = b.client();
    await admin.login('demo_admin');
    const ids = (await admin.call(NoticeLists)).data.map((n) => n.notice_id);
    expect(ids.length).toBe(5);
    expect(await readIds(admin)).toEqual([]);

    expect((await admin.call(NoticeRead, { notice_id: ids[0] })).err_code).toBe(0);
    expect(await readIds(admin)).toEqual([ids[0]]);
    // Shown again: still one read, one row.
    expect((await admin.call(NoticeRead, { notice_id: ids[0] })).err_code).toBe(0);
    expect(await readIds(admin)).toEqual([ids[0]]);
    expect(await b.db.selectFrom('notice_reads').selectAll().execute()).toHaveLength(1);

    const sales = b.client();
    await sales.login('demo_sales');
    expect(await readIds(sales)).toEqual([]);
    const south = b.client();
    await south.login('south_admin');
    expect(await readIds(south)).toEqual([]);
    await south.call(NoticeRead, { notice_id: ids[1] });
    expect(await readIds(south)).toEqual([ids[1]]);
    expect(await readIds(admin)).toEqual([ids[0]]);
  });

  it('the read is stored under the session\'s shop and user, whatever the body says', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    const [first] = (await sales.call(NoticeLists)).data;
    const admin = await b.db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow();
    const south = await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '南方板材定制').executeTakeFirstOrThrow();
    await sales.post('/Notice-read', { notice_id: String(first.notice_id), user_id: String(admin.user_id), shop_id: String(south.shop_id) });
    const me = await b.db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    expect(await b.db.selectFrom('notice_reads').select(['shop_id', 'user_id', 'notice_id']).execute()).toEqual([
      { shop_id: me.shop_id, user_id: me.user_id, notice_id: first.notice_id },
    ]);
  });

  it('refuses an unknown or retired notice (10004), a missing id (10001) and a visitor (88888), writing nothing', async () => {
    const c = b.client();
    expect((await c.post('/Notice-read', { notice_id: '1' })).err_code).toBe(88888);
    await c.login('demo_admin');
    const [first] = (await c.call(NoticeLists)).data;
    await b.db.updateTable('notices').set({ active: 0 }).where('notice_id', '=', first.notice_id).execute();
    expect((await c.post('/Notice-read', { notice_id: String(first.notice_id) })).err_code).toBe(10004);
    expect((await c.post('/Notice-read', { notice_id: '999999' })).err_code).toBe(10004);
    expect((await c.post('/Notice-read', {})).err_code).toBe(10001);
    expect(await b.db.selectFrom('notice_reads').selectAll().execute()).toEqual([]);
  });
});

describe('Config-area', () => {
  it('[API-SESS-04] [SESSION-22] answers the three-level region tree with GB/T 2260 codes', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const r = await c.call(ConfigArea);
    const tree = r.data;
    expect(Object.keys(tree).length).toBeGreaterThanOrEqual(31);
    expect(tree['110000'].region_name).toBe('北京市');
    expect(tree['110000'].child!['110100'].child!['110101'].region_name).toBe('东城区');
    expect(tree['440000'].child!['440600'].region_name).toBe('佛山市');
    expect(tree['440000'].child!['440600'].child!['440606'].region_name).toBe('顺德区');
    for (const p of Object.values(tree)) expect(p.region_id).toMatch(/^\d{2}0000$/);
  });
});

describe('Config-agreement', () => {
  it('[API-SESS-05] answers an agreement by agreementID, even before login', async () => {
    const c = b.client();
    const r = await c.post('/Config-agreement', { agreementID: '1' });
    expect(r.err_code).toBe(0);
    expect(r.data).toMatchObject({ agreement_id: 1, title: '用户服务协议' });
    expect((await c.post('/Config-agreement', { agreementID: '999' })).err_code).toBe(10004);
    expect((await c.post('/Config-agreement', { agreementID: 'one' })).err_code).toBe(10001);
    expect((await c.post('/Config-agreement', {})).err_code).toBe(10001);
  });
});

describe('StoreOrders-archiveConfig', () => {
  it('[API-SESS-03] answers the shop\'s archiveConfig', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const r = await c.get('/StoreOrders-archiveConfig');
    expect(r.err_code).toBe(0);
    expect(r.archiveConfig).toEqual({ archive_months: 12, archive_state: 1 });
  });
});

describe('Report-clientError', () => {
  it('[API-SESS-09] forwards the page, login name, phone, IP and stack to the chat-bot; identity comes from the session', async () => {
    const c = b.client({ ip: '10.4.4.4' });
    await c.login('demo_finance');
    const r = await c.post('/Report-clientError', {
      url: 'http://localhost/index.html#/invoice/list',
      message: 'TypeError: x is undefined',
      stack: 'at InvoiceList (invoice.js:1:2)',
      login_name: 'someone_else',
    });
    expect(r.err_code).toBe(0);
    expect(b.notified).toHaveLength(1);
    const text = b.notified[0];
    for (const part of ['index.html#/invoice/list', 'demo_finance', '13712345679', '10.4.4.4', 'InvoiceList (invoice.js:1:2)', 'TypeError']) expect(text).toContain(part);
    expect(text).not.toContain('someone_else');
  });

  it('logs the report when no webhook is configured, and refuses oversized reports', async () => {
    const quiet = await makeBackend({ notifier: undefined });
    try {
      const r = await quiet.client().post('/Report-clientError', { url: 'http://localhost/user.html', message: 'boom', stack: 'at x' });
      expect(r.err_code).toBe(0);
      expect(quiet.logs.some((l) => l.level === 'warn' && String(l.extra?.text).includes('boom'))).toBe(true);
      const big = await quiet.client().post('/Report-clientError', { stack: 's'.repeat(40 * 1024) });
      expect(big.err_code).toBe(10007);
    } finally {
      await quiet.close();
    }
  });
});
