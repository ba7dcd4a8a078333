/**
 * What a staff edit changed, field by field, for the staff log (REQUIREMENTS LOGS; issue "audits
 * that stand up in a review"): the before and after of each changed field in the log's language
 * (Chinese). Personal data stays masked in the log: phones and ID numbers as lists show them, a
 * password only as changed.
 */
import type { FieldChange } from '../../src/common/logs';
import { maskCertId } from '../../src/common/staffRules';
import { maskPhone } from '../../src/common/validation';
import type { Executor } from '../db/schema';
import type { StaffRow } from './staffRecords';

const LABELS = {
  login_name: '用户名',
  full_name: '姓名',
  nick_name: '昵称',
  user_phone: '手机号码',
  user_sex: '性别',
  cert_id: '身份证号码',
  department_id: '组织架构',
  if_chat: '在线沟通',
  password: '登录密码',
  roles: '岗位角色',
} as const;

type Column = Exclude<keyof typeof LABELS, 'password' | 'roles'>;

async function departmentNames(db: Executor, shopId: number, ids: number[], myTeam: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('departments').select(['department_id', 'department_name']).where('shop_id', '=', shopId).where('department_id', 'in', ids).execute();
  return new Map([[0, myTeam], ...rows.map((r) => [r.department_id, r.department_name] as const)]);
}

/** How a stored value reads in the log. */
function shown(column: Column, value: unknown, deps: Map<number, string>): string {
  if (column === 'user_phone') return maskPhone(String(value ?? ''));
  if (column === 'cert_id') return maskCertId(String(value ?? ''));
  if (column === 'user_sex') return value === 2 ? '女' : '男';
  if (column === 'if_chat') return value === 1 ? '开通' : '不开通';
  if (column === 'department_id') return deps.get(Number(value)) ?? String(value);
  return String(value ?? '');
}

export async function staffChanges(
  db: Executor,
  row: StaffRow,
  set: Partial<Record<Column, unknown>>,
  passwordChanged: boolean,
  roles: { before: string[]; after: string[] } | null,
  myTeam: string,
): Promise<FieldChange[]> {
  const columns = (Object.keys(set) as Column[]).filter((c) => c in LABELS);
  const deps = columns.includes('department_id') ? await departmentNames(db, row.shop_id, [row.department_id, Number(set.department_id)], myTeam) : new Map<number, string>();
  const changes: FieldChange[] = columns.map((c) => ({ field: LABELS[c], before: shown(c, row[c], deps), after: shown(c, set[c], deps) }));
  if (passwordChanged) changes.push({ field: LABELS.password, before: '******', after: '******（已修改）' });
  if (roles) changes.push({ field: LABELS.roles, before: roles.before.join('、'), after: roles.after.join('、') });
  return changes;
}
