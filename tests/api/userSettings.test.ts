/**
 * A user's own settings on the server (src/common/userSettings.ts; REQUIREMENTS LOGS-11): each user
 * reads and writes only their own; keys and values are checked; an empty value forgets the setting.
 */
import { ErrCode } from '../../src/common/api';
import { UserGetSetting, UserSaveSetting } from '../../src/common/userSettings';
import { backendPerTest } from '../helpers/testApp';

const t = backendPerTest();
const KEY = 'table.loginLogs.hidden';

describe('user settings', () => {
  it('[LOGS-11] a saved setting is the user\'s own: read back by them in any browser, not by anyone else', async () => {
    expect((await t.master.call(UserSaveSetting, { key: KEY, value: '["login_ip"]' })).err_code).toBe(0);
    const again = t.b.client();
    await again.login('demo_admin');
    expect((await again.call(UserGetSetting, { key: KEY })).value).toBe('["login_ip"]');
    for (const other of ['demo_sales', 'south_admin']) {
      const c = t.b.client();
      await c.login(other);
      expect((await c.call(UserGetSetting, { key: KEY })).value).toBe('');
    }
    // Writing no staff-log row: a preference is not a change to the shop.
    expect(await t.b.db.selectFrom('staff_logs').select('log_id').where('oper_date', '>=', t.b.clock.now() - 1000).execute()).toEqual([]);
  });

  it('an empty value forgets it; malformed keys and oversized values are refused', async () => {
    await t.master.call(UserSaveSetting, { key: KEY, value: '["login_ip"]' });
    expect((await t.master.call(UserSaveSetting, { key: KEY, value: '' })).err_code).toBe(0);
    expect((await t.master.call(UserGetSetting, { key: KEY })).value).toBe('');
    expect(await t.b.db.selectFrom('user_settings').selectAll().execute()).toEqual([]);
    for (const key of ['', 'table', '../etc', 'table.x.hidden; drop', 'Table.x.hidden']) expect((await t.master.call(UserSaveSetting, { key, value: '[]' })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect((await t.master.call(UserSaveSetting, { key: KEY, value: 'x'.repeat(2001) })).err_code).toBe(ErrCode.BAD_REQUEST);
  });

  it('needs a session', async () => {
    const anonymous = t.b.client();
    expect((await anonymous.call(UserGetSetting, { key: KEY })).err_code).toBe(88888);
  });
});
