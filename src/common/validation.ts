/**
 * Validation rules shared by the forms and the server (SPEC.md section 5). A rule returns null when
 * the value is fine, or a message id of the locale catalogues (with values) when it is not; the
 * forms show it translated, the server answers with the zh-CN text.
 */
import type { ServerMessageId } from './messages/zh-CN';

export interface Invalid {
  id: ServerMessageId;
  values?: Record<string, string | number>;
}
export type RuleResult = Invalid | null;

export const PHONE_PATTERN = /^1\d{10}$/;
/** The e-mail shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Mainland resident ID: 15 digits, or 17 digits plus a digit or X. */
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;

export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
export const isEmail = (v: string): boolean => EMAIL_PATTERN.test(v);
export const isIdCard = (v: string): boolean => ID_CARD_PATTERN.test(v);

/** True when the string is a JSON document (the spec's "JSON-string check"). */
export function isJsonString(v: string): boolean {
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
}

/** 138****8000 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Characters, counting each code point once (so Chinese names measure as people expect). */
export const charLength = (v: string): number => [...v].length;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Digits, letters and special characters only: printable ASCII without spaces. */
const PASSWORD_CHARS = /^[\x21-\x7e]+$/;

export function passwordRule(value: string, required: boolean): RuleResult {
  if (!value) return required ? { id: 'validation.password.required' } : null;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return { id: 'validation.password.length' };
  if (!PASSWORD_CHARS.test(value)) return { id: 'validation.password.chars' };
  return null;
}

export function passwordConfirmRule(password: string, confirm: string): RuleResult {
  return password === confirm ? null : { id: 'validation.password.mismatch' };
}

export function loginNameRule(value: string): RuleResult {
  return value.trim() ? null : { id: 'validation.login.nameRequired' };
}

export function loginPasswordRule(value: string): RuleResult {
  return value ? null : { id: 'validation.login.passwordRequired' };
}

/** Position role names (SPEC.md section 5). */
export function roleNameRule(value: string): RuleResult {
  const name = value.trim();
  if (!name) return { id: 'validation.role.required' };
  if (charLength(name) > 20) return { id: 'validation.role.tooLong' };
  return null;
}
