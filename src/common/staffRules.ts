/**
 * The staff form's and the department dialog's rules (SPEC.md sections 5 and 9), shared by the
 * forms and the server: a rule answers null when the value is fine, or the message id to show.
 */
import { typedPhone } from './normalize';
import { charLength, isPhone, passwordConfirmRule, passwordRule, type RuleResult } from './validation';

export const LOGIN_NAME_MIN = 2;
export const LOGIN_NAME_MAX = 20;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 6;
export const NICK_NAME_MIN = 2;
export const NICK_NAME_MAX = 4;
export const DEPARTMENT_NAME_MAX = 20;
export const SMS_CODE_LENGTH = 6;
/** The SMS button counts down this long before a resend; the server refuses one sooner [STAFF-FORM-28]. */
export const SMS_RESEND_SECONDS = 120;
/** Default renewal period in the renew dialog [ORG-43]. */
export const DEFAULT_RENEW_MONTHS = 12;

/** Spaces, control characters and other invisible characters. */
const INVISIBLE = /[\s\p{C}]/u;

/**
 * Login names: 2~20 characters, no spaces or invisible characters, and never shaped like a phone
 * number: login accepts a name or a phone, so the two must not be confusable.
 */
export function staffLoginNameRule(value: string): RuleResult {
  if (!value) return { id: 'staff.rule.loginNameRequired' };
  if (charLength(value) < LOGIN_NAME_MIN || charLength(value) > LOGIN_NAME_MAX) return { id: 'staff.rule.loginNameLength' };
  if (INVISIBLE.test(value)) return { id: 'staff.rule.loginNameChars' };
  // '139-2233-4455' or '+8613922334455' too: login reads a phone however it is written.
  if (/^\d{11}$/.test(value) || typedPhone(value)) return { id: 'staff.rule.loginNameLikePhone' };
  return null;
}

/** Required on new; on edit blank means unchanged [STAFF-FORM-10]. */
export function staffPasswordRule(value: string, required: boolean): RuleResult {
  return passwordRule(value, required);
}

export function staffPasswordConfirmRule(password: string, confirm: string): RuleResult {
  if (!password && !confirm) return null;
  return passwordConfirmRule(password, confirm);
}

/** Optional; 2~6 characters when given [STAFF-FORM-12]. */
export function fullNameRule(value: string): RuleResult {
  if (!value) return null;
  if (charLength(value) < FULL_NAME_MIN || charLength(value) > FULL_NAME_MAX || INVISIBLE.test(value.replace(/ /g, ''))) return { id: 'staff.rule.fullNameLength' };
  return null;
}

/** Optional; 2~4 characters when given [STAFF-FORM-13]. */
export function nickNameRule(value: string): RuleResult {
  if (!value) return null;
  if (charLength(value) < NICK_NAME_MIN || charLength(value) > NICK_NAME_MAX || INVISIBLE.test(value.replace(/ /g, ''))) return { id: 'staff.rule.nickNameLength' };
  return null;
}

/** Required, 11 digits starting with 1 [STAFF-FORM-14] [STAFF-FORM-15]; also the SMS button's check. */
export function staffPhoneRule(value: string): RuleResult {
  if (!value) return { id: 'staff.rule.phoneRequired' };
  return isPhone(value) ? null : { id: 'staff.rule.phoneFormat' };
}

const CERT_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CERT_CHECK = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * A mainland resident ID: 18 characters (17 digits, then the ISO 7064 MOD 11-2 check character) with
 * a real birth date, or the old 15-digit form with a real birth date in the 1900s.
 */
export function isResidentId(value: string): boolean {
  const id = value.toUpperCase();
  if (/^\d{17}[\dX]$/.test(id)) {
    if (!isRealDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
    const sum = CERT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
    return CERT_CHECK[sum % 11] === id[17];
  }
  if (/^\d{15}$/.test(id)) return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  return false;
}

/** Optional [STAFF-FORM-18]; checked when given [STAFF-FORM-19]. */
export function certIdRule(value: string): RuleResult {
  if (!value) return null;
  return isResidentId(value) ? null : { id: 'staff.rule.certFormat' };
}

/** 4403**********123X: the ID number as lists show it. */
export function maskCertId(value: string): string {
  return value.length > 8 ? `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}` : value;
}

export function departmentRule(value: number | string | undefined | null): RuleResult {
  return value === undefined || value === null || value === '' ? { id: 'staff.rule.departmentRequired' } : null;
}

/** At least one role [STAFF-FORM-21] [ORG-39]. */
export function rolesRule(ids: readonly unknown[]): RuleResult {
  return ids.length ? null : { id: 'staff.rule.rolesRequired' };
}

export function checkCodeRule(value: string, required: boolean): RuleResult {
  if (!value) return required ? { id: 'staff.rule.checkCodeRequired' } : null;
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(value) ? null : { id: 'staff.rule.checkCodeFormat' };
}

/** Required, at most 20 characters [ORG-09] [ORG-10]. */
export function departmentNameRule(value: string): RuleResult {
  const name = value.trim();
  if (!name) return { id: 'staff.rule.depNameRequired' };
  if (charLength(name) > DEPARTMENT_NAME_MAX) return { id: 'staff.rule.depNameTooLong' };
  return null;
}

/** The role ids of a grpID comma string ('3,5' -> [3, 5]); null when it is not such a list. */
export function parseGroupIds(value: string): number[] | null {
  const text = value.trim();
  if (!text) return [];
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 100 || parts.some((p) => !/^\d{1,9}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}
