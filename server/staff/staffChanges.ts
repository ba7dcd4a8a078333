/**
 * What a staff edit changed, field by field, for the staff log (REQUIREMENTS LOGS; issue "audits
 * that stand up in a review"): the before and after of each changed field. Labels and the product's
 * own words (sex, online chat, 我的团队, a changed password) are messages, shown in the reader's
 * language; the shop's data is kept as typed. Personal data stays masked in the log: phones and ID
 * numbers as lists show them, a password only as changed.
 */
import { MY_TEAM_DEPARTMENT_ID } from '../../src/common/constants';
import { maskCertId } from '../../src/common/staffRules';
import { maskPhone } from '../../src/common/validation';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import type { Executor } from '../db/schema';
import { auditText, type AuditValue } from '../logs/auditText';
import type { AuditChange } from '../logs/staffLogTexts';
import type { StaffRow } from './staffRecords';

/** The form's labels (the log's stored Chinese: 用户名, 姓名, 昵称, ...). */
const LABELS = {
  login_name: 'staff.form.userName',
  full_name: 'staff.form.fullName',
  nick_name: 'staff.form.nickName',
  user_phone: 'staff.form.phone',
  user_sex: 'staff.form.sex',
  cert_id: 'staff.form.certId',
  department_id: 'staff.form.department',
  if_chat: 'staff.form.chat',
  password: 'staff.form.password',
  roles: 'staff.form.roles',
} as const satisfies Record<string, ServerMessageId>;

type Column = Exclude<keyof typeof LABELS, 'password' | 'roles'>;

/**
 * The shop's department names by id. 'My team' (stored as 我的团队) is the product's, not typed by
 * the shop: it is shown in the reader's language, as the org page does.
 */
async function departmentNames(db: Executor, shopId: number, ids: number[]): Promise<Map<number, AuditValue>> {
  const rows = await db.selectFrom('departments').select(['department_id', 'department_name']).where('shop_id', '=', shopId).where('department_id', 'in', ids).execute();
  return new Map<number, AuditValue>([...rows.map((r) => [r.department_id, r.department_name] as const), [MY_TEAM_DEPARTMENT_ID, auditText('staff.myTeam')]]);
}

/** How a stored value reads in the log. */
function shown(column: Column, value: unknown, deps: Map<number, AuditValue>): AuditValue {
  if (column === 'user_phone') return maskPhone(String(value ?? ''));
  if (column === 'cert_id') return maskCertId(String(value ?? ''));
  if (column === 'user_sex') return auditText(value === 2 ? 'staff.form.female' : 'staff.form.male');
  if (column === 'if_chat') return auditText(value === 1 ? 'staff.form.chatOn' : 'staff.form.chatOff');
  if (column === 'department_id') return deps.get(Number(value)) ?? String(value);
  return String(value ?? '');
}

export async function staffChanges(
  db: Executor,
  row: StaffRow,
  set: Partial<Record<Column, unknown>>,
  passwordChanged: boolean,
  roles: { before: string[]; after: string[] } | null,
): Promise<AuditChange[]> {
  const columns = (Object.keys(set) as Column[]).filter((c) => c in LABELS);
  const deps = columns.includes('department_id') ? await departmentNames(db, row.shop_id, [row.department_id, Number(set.department_id)]) : new Map<number, AuditValue>();
  const changes: AuditChange[] = columns.map((c) => ({ field: LABELS[c], before: shown(c, row[c], deps), after: shown(c, set[c], deps) }));
  if (passwordChanged) changes.push({ field: LABELS.password, before: '******', after: auditText('audit.staff.passwordChanged') });
  // Role names are the shop's; the list is joined with the reader's separator.
  if (roles) changes.push({ field: LABELS.roles, before: roles.before, after: roles.after });
  return changes;
}
