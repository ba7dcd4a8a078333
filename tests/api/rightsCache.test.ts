/**
 * A session's person, shop and rights are kept in memory per shop version (migrations 0013 and 0016,
 * server/auth/sessionPerson.ts): whoever changes a role's rights, a person's roles, a person or the
 * shop, through the product or straight in the database, the very next request sees the change.
 */
import { ErrCode } from '../../src/common/api';
import { UserLoginStatus } from '../../src/common/session';
import { GetLoginLogs } from '../../src/common/logs';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest } from '../helpers/testApp';

const t = backendPerTest('demo_admin');

describe('rights of a session', () => {
  it('[SESSION-07] a right granted or taken away in the database applies to the next request, and only to that shop', async () => {
    const staff = await addStaffWithRights(t.b.db, 'cache_reader', ['SF_STAFF_QUERY'], { now: t.b.clock.now() });
    const c = t.b.client();
    await c.login('cache_reader');
    expect((await c.call(UserLoginStatus)).auth_info.SF_LOGINLOG_QUERY).toBeFalsy();
    expect((await c.call(GetLoginLogs)).err_code).toBe(ErrCode.NO_RIGHT);

    const shop = (await t.b.db.selectFrom('users').select('shop_id').where('user_id', '=', staff.user_id).executeTakeFirstOrThrow()).shop_id;
    await t.b.db.insertInto('group_rights').values({ shop_id: shop, group_id: staff.group_id, right_code: 'SF_LOGINLOG_QUERY' }).execute();
    expect((await c.call(UserLoginStatus)).auth_info.SF_LOGINLOG_QUERY).toBe(true);
    expect((await c.call(GetLoginLogs)).err_code).toBe(0);

    // Taking the person off the role takes every right of it away.
    await t.b.db.deleteFrom('user_groups').where('user_id', '=', staff.user_id).execute();
    expect((await c.call(GetLoginLogs)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.call(UserLoginStatus)).auth_info.SF_STAFF_QUERY).toBeFalsy();

    // Another shop's change leaves this shop's version, and so its people's cached rights, alone.
    const version = async (shopName: string) =>
      (await t.b.db.selectFrom('rights_versions').innerJoin('shops', 'shops.shop_id', 'rights_versions.shop_id').select('version').where('shop_name', '=', shopName).executeTakeFirstOrThrow()).version;
    const before = await version('演示家具厂');
    await addStaffWithRights(t.b.db, 'south_reader', ['SF_STAFF_QUERY'], { shopName: '南方板材定制', now: t.b.clock.now() });
    expect(await version('演示家具厂')).toBe(before);
  });
});

describe('the person and the shop of a session', () => {
  const status = async (c: ReturnType<typeof t.b.client>) => c.call(UserLoginStatus);
  const shopOf = async (loginName: string) => (await t.b.db.selectFrom('users').select(['shop_id', 'user_id']).where('login_name', '=', loginName).executeTakeFirstOrThrow());

  it('[SESSION-05] [SESSION-06] [SESSION-09] a change of the person, the shop or its master made in the database shows on the next status', async () => {
    await addStaffWithRights(t.b.db, 'cache_person', ['SF_STAFF_QUERY'], { now: t.b.clock.now() });
    const c = t.b.client();
    await c.login('cache_person');
    const before = await status(c);
    expect(before.shop_info.shop_name).toBe('演示家具厂');
    const { shop_id, user_id } = await shopOf('cache_person');

    await t.b.db.updateTable('users').set({ user_phone: '13900001111' }).where('user_id', '=', user_id).execute();
    expect((await status(c)).user_info.user_phone).toBe('13900001111');

    await t.b.db.updateTable('shops').set({ shop_name: '演示家具厂二号', agent_name: '华东代理' }).where('shop_id', '=', shop_id).execute();
    const renamed = await status(c);
    expect(renamed.shop_info.shop_name).toBe('演示家具厂二号');
    expect(renamed.agent.shop_name).toBe('华东代理');

    await t.b.db.updateTable('users').set({ user_phone: '13900002222' }).where('user_id', '=', before.shop_info.shop_muid).execute();
    expect((await status(c)).shop_info.shop_muphone).toBe('13900002222');
  });

  it('[SESSION-02] a person disabled, or whose seat ended, in the database is logged out on the next request', async () => {
    await addStaffWithRights(t.b.db, 'cache_gone', ['SF_STAFF_QUERY'], { now: t.b.clock.now() });
    await addStaffWithRights(t.b.db, 'cache_seat', ['SF_STAFF_QUERY'], { now: t.b.clock.now() });
    const gone = t.b.client();
    await gone.login('cache_gone');
    const seat = t.b.client();
    await seat.login('cache_seat');
    expect((await status(gone)).user_info.user_id).toBeGreaterThan(0);
    expect((await status(seat)).user_info.user_id).toBeGreaterThan(0);

    await t.b.db.updateTable('users').set({ state: 0 }).where('login_name', '=', 'cache_gone').execute();
    expect((await status(gone)).user_info.user_id).toBeLessThanOrEqual(0);
    expect((await gone.call(GetLoginLogs)).err_code).toBe(ErrCode.NOT_LOGGED_IN);

    await t.b.db.updateTable('users').set({ exp_date: t.b.clock.now() - 1000 }).where('login_name', '=', 'cache_seat').execute();
    expect((await status(seat)).user_info.user_id).toBeLessThanOrEqual(0);
  });

  it('[SESSION-08] the unread chat count is read on every status, without any change of the shop', async () => {
    const c = t.b.client();
    await c.login('demo_admin');
    const { shop_id, user_id } = await shopOf('demo_admin');
    const unread = async () => (await status(c)).chat.unread;
    await t.b.db.deleteFrom('chat_inbox').where('user_id', '=', user_id).execute();
    expect(await unread()).toBe(0);
    await t.b.db.insertInto('chat_inbox').values({ user_id, shop_id, unread: 4, updated_at: t.b.clock.now() }).execute();
    expect(await unread()).toBe(4);
    await t.b.db.updateTable('chat_inbox').set({ unread: 7 }).where('user_id', '=', user_id).execute();
    expect(await unread()).toBe(7);
  });
});
