/**
 * The one normalizer of the numbers people type or paste (issue 26): phones, tax numbers, credit
 * codes, bank accounts, ID numbers. Copied from a contract, a business card or a bank's app they
 * arrive grouped ('139 2233 4455', '9144 0606 MA4W 2K8X 3B', '6222 0202 0000 1234 567'), typed on a
 * Chinese IME in full width ('１３９２２３３４４５５', '－'), or with a country code. Checking or cutting
 * them as they arrive either refuses a good number or silently drops its end; so the forms
 * (Form.Item `normalize`) and the server (as it reads the request, before any length or pattern
 * check) both pass them through this function first, and the same number is stored whichever way it
 * was entered.
 */
import { isPhone } from './validation';

/**
 * - `mobile`: a mainland mobile number; grouping and a leading +86 / 0086 are dropped.
 * - `landline`: a phone that may carry an area code or extension ('0757-28812345', '400-800-8888'):
 *   the dash is part of how it is written, so it stays; spaces go.
 * - `code`: a pure number or code (tax number, unified social credit code, bank account, bank
 *   branch code, ID number, postcode): spaces and dashes go, letters are upper case, as issued.
 */
export type NumberKind = 'mobile' | 'landline' | 'code';

/** Spaces (ASCII, no-break, ideographic) and the invisible characters a web page pastes along. */
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]+/gu;
/** Hyphens, dashes and minus signs that an IME or a word processor puts where '-' was meant. */
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/gu;
/** Full-width ASCII (U+FF01..U+FF5E) is ASCII shifted by 0xFEE0. */
const FULL_WIDTH = /[\uff01-\uff5e]/gu;

/** Full-width digits, letters and signs as their ASCII selves. */
export const toHalfWidth = (text: string): string => text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** The number `value` stands for, written the one way it is stored and checked. */
export function normalizeNumber(value: string | null | undefined, kind: NumberKind): string {
  const text = toHalfWidth(value ?? '')
    .replace(DASHES, '-')
    .replace(SPACES, '');
  if (kind === 'landline') return text;
  if (kind === 'code') return text.replace(/-/g, '').toUpperCase();
  // A mobile number copied from a contact card: '+86 (139) 2233-4455'.
  const digits = text.replace(/[-()]/g, '');
  const national = /^(?:\+86|0086|86)(1\d{10})$/.exec(digits);
  return national ? national[1] : digits;
}

/** The mobile number a login field holds when it reads as one ('139 2233 4455'), else null. */
export function typedPhone(value: string): string | null {
  const phone = normalizeNumber(value, 'mobile');
  return isPhone(phone) ? phone : null;
}
