/**
 * The staff form's values and how they become the wire fields (STAFF-FORM-30..36): a new person
 * sends every field flat (ShopStaff-nsPost); an edit sends only what changed, in `param` with
 * staffID (ShopStaff-esPost); roles travel as a comma list.
 */
import { MY_TEAM_DEPARTMENT_ID } from '../../../../common/constants';
import { normalizeNumber } from '../../../../common/normalize';
import type { StaffEditParam, StaffFormFields, StaffRecord } from '../../../../common/staff';
import { parseGroupIds } from '../../../../common/staffRules';

export interface StaffFormValues {
  userName: string;
  userPass: string;
  userPass2: string;
  fullName: string;
  nickName: string;
  userPhone: string;
  userSex: number;
  certID: string;
  depID: number;
  ifChat: string;
  grpID: number[];
  checkCode: string;
}

/** A new person: male [STAFF-FORM-30], no chat '0' [STAFF-FORM-31], My team [STAFF-FORM-32]. */
export const NEW_STAFF_VALUES: StaffFormValues = {
  userName: '',
  userPass: '',
  userPass2: '',
  fullName: '',
  nickName: '',
  userPhone: '',
  userSex: 1,
  certID: '',
  depID: MY_TEAM_DEPARTMENT_ID,
  ifChat: '0',
  grpID: [],
  checkCode: '',
};

/** The edit form's starting values: the stored person, passwords blank (= unchanged). */
export function valuesOf(person: StaffRecord): StaffFormValues {
  return {
    ...NEW_STAFF_VALUES,
    userName: person.login_name,
    fullName: person.full_name,
    nickName: person.nick_name,
    userPhone: person.user_phone,
    userSex: person.user_sex || 1,
    certID: person.cert_id,
    depID: person.department_id,
    ifChat: String(person.if_chat ?? 0),
    grpID: parseGroupIds(person.group_id) ?? [],
  };
}

const text = (v: string | undefined) => (v ?? '').trim();

/** Every field of a new person [STAFF-FORM-33] [STAFF-FORM-34]; the code only when asked for. */
export function newStaffFields(values: StaffFormValues, withCode: boolean): StaffFormFields {
  return {
    userName: text(values.userName),
    userPass: values.userPass,
    userPass2: values.userPass2,
    fullName: text(values.fullName),
    nickName: text(values.nickName),
    userPhone: normalizeNumber(values.userPhone, 'mobile'),
    userSex: values.userSex,
    certID: normalizeNumber(values.certID, 'code'),
    depID: values.depID,
    ifChat: values.ifChat,
    grpID: values.grpID.join(','),
    ...(withCode ? { checkCode: text(values.checkCode) } : {}),
  };
}

const sameRoles = (a: readonly number[], b: readonly number[]) => [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * The fields that differ from `before`, or null when nothing did [STAFF-FORM-23]. A blank password
 * leaves it unchanged [STAFF-FORM-10]; the code goes along when the shop checks a new phone.
 */
export function changedFields(staffID: number, before: StaffFormValues, values: StaffFormValues, withCode: boolean): StaffEditParam | null {
  const now = newStaffFields(values, false);
  const was = newStaffFields(before, false);
  const param: StaffEditParam = { staffID };
  const plain = ['userName', 'fullName', 'nickName', 'userPhone', 'userSex', 'certID', 'depID', 'ifChat'] as const;
  for (const key of plain) if (String(now[key]) !== String(was[key])) Object.assign(param, { [key]: now[key] });
  if (!sameRoles(values.grpID, before.grpID)) param.grpID = now.grpID;
  if (values.userPass) Object.assign(param, { userPass: values.userPass, userPass2: values.userPass2 });
  if (Object.keys(param).length === 1) return null;
  if (withCode) param.checkCode = text(values.checkCode);
  return param;
}
