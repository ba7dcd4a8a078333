/** The after-sales chat unread count: the chat_inbox table, User-loginStatus's chat.unread, GET /Chat-unread. */
import { DEMO_CHAT_UNREAD } from '../../server/db/seeds/chat';
import { makeBackend, type TestBackend } from '../helpers/testApp';
import { UserLoginStatus } from '../../src/common/session';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(async () => {
  await b.close();
});

describe('Chat-unread', () => {
  it('[SHELL-03] answers the unread after-sales messages of the logged-in user', async () => {
    const c = b.client();
    await c.login('demo_admin');
    const r = await c.get('/Chat-unread');
    expect(r).toMatchObject({ err_code: 0, unread: DEMO_CHAT_UNREAD.demo_admin });
    expect(DEMO_CHAT_UNREAD.demo_admin).toBe(3);
  });

  it('[SHELL-04] seeds demo_sales with more than 99 unread, so the badge shows dots', async () => {
    const c = b.client();
    await c.login('demo_sales');
    expect((await c.get('/Chat-unread')).unread).toBe(120);
  });

  it('answers 0 for a user without an inbox row', async () => {
    const c = b.client();
    await c.login('demo_finance');
    expect(await c.get('/Chat-unread')).toMatchObject({ err_code: 0, unread: 0 });
  });

  it('refuses a visitor who is not logged in (88888)', async () => {
    expect((await b.client().get('/Chat-unread')).err_code).toBe(88888);
  });

  it("follows the inbox: a new count is answered at the next poll, and only the user's own row counts", async () => {
    const admin = b.client();
    await admin.login('demo_admin');
    const me = await admin.call(UserLoginStatus);
    await b.db.updateTable('chat_inbox').set({ unread: 7 }).where('user_id', '=', me.user_info.user_id).execute();
    expect((await admin.get('/Chat-unread')).unread).toBe(7);
    const other = b.client();
    await other.login('south_admin');
    expect((await other.get('/Chat-unread')).unread).toBe(0);
  });
});

describe('User-loginStatus chat', () => {
  it('[SESSION-08] [SHELL-03] carries chat.username and the unread count', async () => {
    const c = b.client();
    await c.login('demo_sales');
    const r = await c.call(UserLoginStatus, { check: 1 });
    expect(r.chat.unread).toBe(120);
    expect(r.chat.username).toMatch(/^shop\d+-user\d+$/);
  });

  it('answers unread 0 when logged out', async () => {
    const r = await b.client().call(UserLoginStatus);
    expect(r.chat.unread).toBe(0);
  });
});
