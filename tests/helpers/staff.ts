/** Test staff: a member of a demo shop whose only position role holds exactly `rights`. */
import { TEST_PASSWORD_ITERATIONS } from '../../server/auth/crypto';
import type { Executor } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createStaff } from '../../server/staff/createStaff';
import type { RightCode } from '../../src/common/rights';

let phoneSeq = 0;

export interface TestStaff {
  login_name: string;
  password: string;
  user_id: number;
  group_id: number;
}

/**
 * Adds `loginName` to `shopName` (default the demo shop) with one role `角色-<loginName>` holding
 * `rights` (none: a person who holds no right at all), through the product's own staff creation.
 */
export async function addStaffWithRights(
  db: Executor,
  loginName: string,
  rights: readonly RightCode[],
  { shopName = '演示家具厂', now = Date.now() }: { shopName?: string; now?: number } = {},
): Promise<TestStaff> {
  const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', shopName).executeTakeFirstOrThrow();
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
  const userId = await createStaff(
    db,
    {
      shopId: shop.shop_id,
      login_name: loginName,
      user_phone: `1550000${String(++phoneSeq).padStart(4, '0')}`,
      password: DEMO_PASSWORD,
      full_name: '测试员',
      nick_name: '测试',
      web_cad: 0,
      group_ids: [group.group_id],
    },
    { iterations: TEST_PASSWORD_ITERATIONS, now },
  );
  return { login_name: loginName, password: DEMO_PASSWORD, user_id: userId, group_id: group.group_id };
}
