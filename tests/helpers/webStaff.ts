/** Web tests: a sub-account of a shop whose only role holds `rights`, added to the test backend's database. */
import type { Db } from '../../server/db/schema';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights as addStaff } from './staff';

export async function addStaffWithRights(db: Db, loginName: string, rights: readonly RightCode[], shopName = '演示家具厂'): Promise<{ login_name: string; password: string }> {
  const staff = await addStaff(db, loginName, rights, { shopName });
  return { login_name: staff.login_name, password: staff.password };
}
