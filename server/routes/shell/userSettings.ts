/**
 * A user's own settings (src/common/userSettings.ts): read and written by the session's user only,
 * in their shop; an empty value removes the setting.
 */
import { SETTING_KEY, UserGetSetting, UserSaveSetting } from '../../../src/common/userSettings';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';

/** The declared key, which must also look like one (SETTING_KEY). */
function keyOf(key: string): string {
  if (!SETTING_KEY.test(key)) throw badRequest('server.fieldType', { field: 'key' });
  return key;
}

export const getSetting = route(UserGetSetting, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): one's own page settings.
  access: 'user',
  async handle(ctx) {
    const row = await ctx.db
      .selectFrom('user_settings')
      .select('value')
      .where('shop_id', '=', ctx.session.shop.shop_id)
      .where('user_id', '=', ctx.session.user.user_id)
      .where('setting_key', '=', keyOf(ctx.fields.key))
      .executeTakeFirst();
    return { value: row?.value ?? '' };
  },
});

export const saveSetting = route(UserSaveSetting, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): one's own page settings.
  access: 'user',
  async handle(ctx) {
    const key = keyOf(ctx.fields.key);
    const value = ctx.fields.value ?? '';
    const owner = { shop_id: ctx.session.shop.shop_id, user_id: ctx.session.user.user_id, setting_key: key };
    // A preference, not a change to the shop's data: no staff-log row.
    await ctx.write(async ({ db }) => {
      await db.deleteFrom('user_settings').where('shop_id', '=', owner.shop_id).where('user_id', '=', owner.user_id).where('setting_key', '=', key).execute();
      if (value) await db.insertInto('user_settings').values({ ...owner, value, updated_at: ctx.now }).execute();
    });
    return {};
  },
});

export const userSettingRoutes = [getSetting, saveSetting];
