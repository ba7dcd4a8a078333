/**
 * The shop's departments as the org page and the staff form list them, and the staff log's menu of
 * the org page, which the department, staff and seat routes all write under.
 */
import { MY_TEAM_DEPARTMENT_ID } from '../../src/common/constants';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import type { Department } from '../../src/common/staff';
import type { Executor } from '../db/schema';

/** The staff log's menu of the org page (组织架构). */
export const ORG_MENU = 'route.staff.org' satisfies ServerMessageId;

/** The shop's departments, My team first, each with how many on-the-job staff it has. */
export async function listDepartments(db: Executor, shopId: number, myTeamName: string): Promise<Department[]> {
  const rows = await db
    .selectFrom('departments')
    .leftJoin('users', (j) => j.onRef('users.shop_id', '=', 'departments.shop_id').onRef('users.department_id', '=', 'departments.department_id').on('users.state', '>=', 0))
    .select((eb) => ['departments.department_id', 'departments.department_name', eb.fn.count<number>('users.user_id').as('staff_count')])
    .where('departments.shop_id', '=', shopId)
    .groupBy(['departments.department_id', 'departments.department_name'])
    .orderBy('departments.department_id')
    .execute();
  return rows.map((r) => ({
    department_id: r.department_id,
    // My team is named in the reader's language; the stored name is the zh-CN one.
    department_name: r.department_id === MY_TEAM_DEPARTMENT_ID ? myTeamName : r.department_name,
    staff_count: Number(r.staff_count),
  }));
}
