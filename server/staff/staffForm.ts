/**
 * The staff form's fields as the server reads them (SPEC.md "Staff form"; STAFF-FORM-02..36): the
 * same rules as the form, the first failure answered with its message. New staff send flat fields
 * (ShopStaff-nsPost); an edit sends the changed ones in `param` (ShopStaff-esPost).
 */
import * as v from 'valibot';
import { editedNumber, editedText, jsonObject } from '../../src/common/params';
import type { StaffFormFields } from '../../src/common/staff';
import {
  certIdRule,
  checkCodeRule,
  departmentRule,
  fullNameRule,
  nickNameRule,
  parseGroupIds,
  rolesRule,
  staffLoginNameRule,
  staffPasswordConfirmRule,
  staffPasswordRule,
  staffPhoneRule,
} from '../../src/common/staffRules';
import type { RuleResult } from '../../src/common/validation';
import { badRequest } from '../http/errors';

/** The fields after the rules, typed. Absent on an edit: unchanged. */
export interface StaffChanges {
  login_name?: string;
  password?: string;
  full_name?: string;
  nick_name?: string;
  user_phone?: string;
  user_sex?: number;
  cert_id?: string;
  department_id?: number;
  if_chat?: number;
  group_ids?: number[];
  check_code?: string;
}

type RawForm = Partial<Record<keyof StaffFormFields, string | undefined>>;

/**
 * The form's fields for the edit's `param` (numbers accepted as their text). The edit sends only
 * what changed, so an absent field is unchanged while '' is a cleared one: a nickname, full name or
 * ID number may be removed [STAFF-FORM-12] [STAFF-FORM-13] [STAFF-FORM-18], and a required field
 * sent empty is refused with its own message, never read as "nothing changed".
 */
export const staffEditParamSchema = jsonObject({
  staffID: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,9}$/), v.transform(Number)),
  userName: editedText,
  userPass: editedText,
  userPass2: editedText,
  fullName: editedText,
  nickName: editedText,
  userPhone: editedNumber('mobile'),
  userSex: editedText,
  certID: editedNumber('code'),
  depID: editedText,
  ifChat: editedText,
  grpID: editedText,
  checkCode: editedText,
});

function check(result: RuleResult): void {
  if (result) throw badRequest(result.id, result.values);
}

const intOf = (field: string, text: string, allowed?: readonly number[]): number => {
  if (!/^\d{1,9}$/.test(text)) throw badRequest('server.fieldType', { field });
  const n = Number(text);
  if (allowed && !allowed.includes(n)) throw badRequest('param.badChoice', { field, choices: allowed.join('、') });
  return n;
};

/**
 * Checks the fields with the form's rules. `creating`: everything required on new is required; an
 * edit checks only what it sends. Passwords are taken as typed (not trimmed).
 */
export function readStaffForm(raw: RawForm, creating: boolean, needsCode: boolean): StaffChanges {
  const out: StaffChanges = {};
  const given = (key: keyof StaffFormFields) => creating || raw[key] !== undefined;
  if (given('userName')) check(staffLoginNameRule((out.login_name = raw.userName ?? '')));
  if (creating || raw.userPass || raw.userPass2) {
    check(staffPasswordRule(raw.userPass ?? '', creating));
    check(staffPasswordConfirmRule(raw.userPass ?? '', raw.userPass2 ?? ''));
    if (raw.userPass) out.password = raw.userPass;
  }
  if (given('fullName')) check(fullNameRule((out.full_name = raw.fullName ?? '')));
  if (given('nickName')) check(nickNameRule((out.nick_name = raw.nickName ?? '')));
  if (given('userPhone')) check(staffPhoneRule((out.user_phone = raw.userPhone ?? '')));
  // Numbers arrive normalized (upper-case X included): rawForm and staffEditParamSchema read them so.
  if (given('certID')) check(certIdRule((out.cert_id = raw.certID ?? '')));
  if (given('depID')) {
    check(departmentRule(raw.depID));
    out.department_id = intOf('depID', raw.depID!);
  }
  if (given('grpID')) {
    const ids = parseGroupIds(raw.grpID ?? '');
    if (ids === null) throw badRequest('server.fieldType', { field: 'grpID' });
    check(rolesRule(ids));
    out.group_ids = ids;
  }
  if (raw.userSex) out.user_sex = intOf('userSex', raw.userSex, [1, 2]);
  else if (creating) out.user_sex = 1;
  if (raw.ifChat) out.if_chat = intOf('ifChat', raw.ifChat, [0, 1]);
  else if (creating) out.if_chat = 0;
  if (needsCode) {
    check(checkCodeRule(raw.checkCode ?? '', true));
    out.check_code = raw.checkCode;
  }
  return out;
}
