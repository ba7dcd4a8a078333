/** Web tests: a sub-account of a shop whose only role holds `rights`, added to the test backend's database. */
import { hashPassword } from '../../server/auth/crypto';
import type { Db } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { TEST_PASSWORD_ITERATIONS } from '../../mocks/node';

let phoneSeq = 0;

export async function addStaffWithRights(db: Db, loginName: string, rights: readonly string[], shopName = '演示家具厂'): Promise<{ login_name: string; password: string }> {
  const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', shopName).executeTakeFirstOrThrow();
  const now = Date.now();
  const group = await db
    .insertInto('staff_groups')
    .values({ shop_id: shop.shop_id, group_name: `角色-${loginName}`, created_at: now })
    .returning('group_id')
    .executeTakeFirstOrThrow();
  if (rights.length) {
    await db
      .insertInto('group_rights')
      .values(rights.map((right_code) => ({ shop_id: shop.shop_id, group_id: group.group_id, right_code })))
      .execute();
  }
  const pw = await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_ITERATIONS);
  const user = await db
    .insertInto('users')
    .values({
      shop_id: shop.shop_id,
      login_name: loginName,
      user_phone: `1560000${String(++phoneSeq).padStart(4, '0')}`,
      password_hash: pw.hash,
      password_salt: pw.salt,
      password_iterations: pw.iterations,
      nick_name: '测试',
      full_name: '测试员',
      avatar: '',
      web_cad: 0,
      user_type: 'staff',
      state: 1,
      department_id: 0,
      register_time: now,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_groups').values({ shop_id: shop.shop_id, user_id: user.user_id, group_id: group.group_id }).execute();
  return { login_name: loginName, password: DEMO_PASSWORD };
}
