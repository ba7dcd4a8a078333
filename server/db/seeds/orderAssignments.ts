/**
 * Who follows the demo orders up (issue 29 "Assignment"; migration 0031): two of every three open
 * orders of the demo shop are assigned, in turn, to the in-use holders of its 销售专员 role, by the
 * master, a day after the order last changed (never after the seed); the rest wait for /orders/assign.
 * Everything follows from the order ids and the seed time, so every host seeds the same.
 */
import { ASSIGNABLE_STATES } from '../../../src/common/orderAssign';
import { StaffState } from '../../../src/common/staff';
import { DAY_MS } from '../../../src/common/time';
import type { FeatureSeed } from '../seed';

const ROLE = '销售专员';

export const seedOrderAssignments: FeatureSeed = async (db, demo) => {
  const shopId = demo.shops['演示家具厂'];
  const groupId = demo.groups[shopId]?.[ROLE];
  if (groupId === undefined) return;
  const holders = await db
    .selectFrom('user_groups as ug')
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'ug.shop_id').onRef('u.user_id', '=', 'ug.user_id'))
    .select('u.user_id')
    .where('ug.shop_id', '=', shopId)
    .where('ug.group_id', '=', groupId)
    .where('u.state', '=', StaffState.inUse)
    .orderBy('u.user_id')
    .execute();
  if (!holders.length) return;
  const orders = await db
    .selectFrom('orders')
    .select(['order_id', 'updated_at'])
    .where('shop_id', '=', shopId)
    .where('is_deleted', '=', 0)
    .where('ord_state', 'in', ASSIGNABLE_STATES)
    .orderBy('order_id')
    .execute();
  const rows = orders
    .filter((o) => o.order_id % 3 !== 0)
    .map((o, i) => ({
      shop_id: shopId,
      order_id: o.order_id,
      user_id: holders[i % holders.length].user_id,
      group_id: groupId,
      assigned_by: demo.users.demo_admin,
      assigned_at: Math.min(demo.now, Number(o.updated_at) + DAY_MS),
    }));
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('order_assignments').values(rows.slice(i, i + 300)).execute();
};
