/**
 * A session's rights are kept in memory per shop rights version (migration 0013, server/auth/rights.ts):
 * whoever changes a role's rights or a person's roles, through the product or straight in the
 * database, the very next request sees the change.
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
