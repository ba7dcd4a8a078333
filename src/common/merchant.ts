/**
 * Payment merchant onboarding (SPEC.md "Payment merchant settings", sections 3, 4, 5 and 7
 * "Merchant onboarding"): the application's fields, the catalogues its choices come from, the
 * rules the form and the server share, how personal and bank numbers are masked, and the contracts.
 *
 * The application is the shop's one request to the payment provider: none until the first submit,
 * then audit_status 1 (pending review), 2 (approved: read-only) or 3 (rejected, why in audit_msg;
 * the shop edits and submits again, which makes it pending again). The review itself is the
 * platform's, outside this product.
 */
import * as v from 'valibot';
import type { ServerMessageId } from './messages/zh-CN';
import type { ApiReplyBase } from './api';
import { post, type NoFields } from './contract';
import { json } from './fields';
import { normalizeNumber, type NumberKind } from './normalize';
import { problem } from './params';
import { isDay } from './time';
import { charLength, isEmail, isPhone, maskPhone, type RuleResult } from './validation';

// ---------------------------------------------------------------------------------------------
// Fields ([MERCH-38]..[MERCH-46]), by the card of the form they are in

export const MERCHANT_SECTIONS = {
  business: ['short_name', 'merchant_name', 'merchant_type', 'business_license_code', 'business_license_name', 'business_license_photo', 'business_license_expired', 'industry_category_id', 'business_address', 'province', 'city', 'area'],
  store: ['store_head_photo', 'store_shop_photo', 'store_hall_photo', 'store_cashier_photo', 'hand_licence_photo'],
  legal: ['lawyer_name', 'lawyer_cert_type', 'lawyer_cert_no', 'lawyer_cert_photo_front', 'lawyer_cert_photo_back', 'lawyer_mobile'],
  contact: ['contact_person', 'contact_phone', 'service_tel', 'email'],
  settlement: ['settle_account_type', 'settle_account_no', 'settle_account', 'opening_license_account_no', 'opening_license_account_photo', 'settle_auth_letter_photo'],
  bankCard: ['bank_card_photo_front', 'bank_card_photo_back'],
  bank: ['open_bank', 'open_sub_bank', 'open_bank_code', 'open_bank_reserve_phone'],
  authorized: ['authorized_person_cert_no', 'authorized_person_cert_type', 'authorized_cert_photo_front', 'authorized_cert_photo_back'],
} as const;

export type MerchantSection = keyof typeof MERCHANT_SECTIONS;
export type MerchantField = (typeof MERCHANT_SECTIONS)[MerchantSection][number];
export const MERCHANT_FIELDS: readonly MerchantField[] = Object.values(MERCHANT_SECTIONS).flat();

/** The guard of a group of fields (the images, the secrets). */
function memberOf<const L extends readonly MerchantField[]>(group: L): (field: MerchantField) => field is L[number] {
  return (field): field is L[number] => (group as readonly MerchantField[]).includes(field);
}

/** What the form holds and sends: every field as text (choices by their value, images by their path). */
export type MerchantForm = Record<MerchantField, string>;

/** [MERCH-06], [MERCH-07], [MERCH-09] */
export const AUDIT_PENDING = 1;
export const AUDIT_APPROVED = 2;
export const AUDIT_REJECTED = 3;
export type AuditStatus = typeof AUDIT_PENDING | typeof AUDIT_APPROVED | typeof AUDIT_REJECTED;

/** [MERCH-46] The stored application, as editMerchants answers it. */
export interface MerchantApplication extends MerchantForm {
  audit_status: AuditStatus;
  audit_msg: string;
}

/** The image fields: each holds one stored image's path ([MERCH-35]). */
export const MERCHANT_IMAGE_FIELDS = [
  'business_license_photo',
  'store_head_photo',
  'store_shop_photo',
  'store_hall_photo',
  'store_cashier_photo',
  'hand_licence_photo',
  'lawyer_cert_photo_front',
  'lawyer_cert_photo_back',
  'opening_license_account_photo',
  'settle_auth_letter_photo',
  'bank_card_photo_front',
  'bank_card_photo_back',
  'authorized_cert_photo_front',
  'authorized_cert_photo_back',
] as const satisfies readonly MerchantField[];
export type MerchantImageField = (typeof MERCHANT_IMAGE_FIELDS)[number];
export const isImageField = memberOf(MERCHANT_IMAGE_FIELDS);

// ---------------------------------------------------------------------------------------------
// Catalogues ([MERCH-04]): values the provider knows, names answered in the reader's language

export const MERCHANT_TYPES = ['1', '2', '3'] as const;
export const SETTLE_ACCOUNT_TYPES = ['1', '2'] as const;
export const CERT_TYPES = ['1', '2', '3'] as const;
export const INDUSTRIES = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008'] as const;

/** The catalogues by name, each value with its message. */
export const MERCHANT_CATALOGUES = {
  merchant_type: MERCHANT_TYPES.map((value) => ({ value, name: `merchant.type.${value}` as ServerMessageId })),
  settle_account_type: SETTLE_ACCOUNT_TYPES.map((value) => ({ value, name: `merchant.settleType.${value}` as ServerMessageId })),
  cert_type: CERT_TYPES.map((value) => ({ value, name: `merchant.certType.${value}` as ServerMessageId })),
  industry: INDUSTRIES.map((value) => ({ value, name: `merchant.industry.${value}` as ServerMessageId })),
} as const;
export type MerchantCatalogue = keyof typeof MERCHANT_CATALOGUES;

/** Which catalogue a choice field takes its value from. */
export const CHOICE_FIELDS = {
  merchant_type: 'merchant_type',
  industry_category_id: 'industry',
  lawyer_cert_type: 'cert_type',
  settle_account_type: 'settle_account_type',
  authorized_person_cert_type: 'cert_type',
} as const satisfies Partial<Record<MerchantField, MerchantCatalogue>>;
export type MerchantChoiceField = keyof typeof CHOICE_FIELDS;
export const isChoiceField = (field: MerchantField): field is MerchantChoiceField => field in CHOICE_FIELDS;

// ---------------------------------------------------------------------------------------------
// Rules (SPEC.md section 5 "Merchant form")

/** [MERCH-13]..[MERCH-18] Always required (province stands for the region picked to three levels). */
export const REQUIRED_FIELDS: ReadonlySet<MerchantField> = new Set<MerchantField>([
  'short_name',
  'merchant_name',
  'merchant_type',
  'business_license_code',
  'industry_category_id',
  'business_address',
  'province',
  'store_head_photo',
  'store_shop_photo',
  'store_hall_photo',
  'store_cashier_photo',
  'contact_person',
  'contact_phone',
  'service_tel',
  'email',
  'settle_account_type',
  'settle_account_no',
  'settle_account',
  'open_bank',
  'open_sub_bank',
  'open_bank_code',
  'open_bank_reserve_phone',
]);

/** [MERCH-19], [MERCH-20] The merchant types whose legal person must be given. */
export const LEGAL_PERSON_TYPES: readonly string[] = ['1', '2'];
export const needsLegalPerson = (merchantType: string | undefined): boolean => LEGAL_PERSON_TYPES.includes((merchantType ?? '').trim());

export function isRequired(field: MerchantField, merchantType: string | undefined): boolean {
  return REQUIRED_FIELDS.has(field) || ((MERCHANT_SECTIONS.legal as readonly string[]).includes(field) && needsLegalPerson(merchantType));
}

/**
 * [MERCH-29]..[MERCH-32] Longest texts. The spec gives the first four groups; the rest are this
 * product's, so no field is unbounded (business_license_name, the other numbers, the date, and the
 * image paths the server stores).
 */
export const MERCHANT_MAX_LENGTH: Partial<Record<MerchantField, number>> = {
  short_name: 64,
  merchant_name: 64,
  business_address: 64,
  email: 64,
  business_license_code: 32,
  lawyer_name: 32,
  lawyer_cert_no: 32,
  settle_account: 32,
  settle_account_no: 32,
  open_bank: 32,
  open_sub_bank: 32,
  open_bank_code: 32,
  contact_person: 16,
  service_tel: 16,
  lawyer_mobile: 11,
  contact_phone: 11,
  open_bank_reserve_phone: 11,
  business_license_name: 64,
  opening_license_account_no: 32,
  authorized_person_cert_no: 32,
  business_license_expired: 10,
  province: 12,
  city: 12,
  area: 12,
  ...Object.fromEntries(MERCHANT_IMAGE_FIELDS.map((f) => [f, 64])),
};

/** [MERCH-22] */
export const PHONE_FIELDS: readonly MerchantField[] = ['lawyer_mobile', 'contact_phone', 'open_bank_reserve_phone'];

/**
 * The number fields and how each is normalized (src/common/normalize.ts) in the form and as the
 * server reads `data`, before the limits above are checked: mobiles, the customer-service line
 * (which may carry an area code's dash), and the codes and accounts (credit code, ID numbers, bank
 * accounts, the branch code, the opening licence number).
 */
export const MERCHANT_NUMBER_KINDS: Partial<Record<MerchantField, NumberKind>> = {
  lawyer_mobile: 'mobile',
  contact_phone: 'mobile',
  open_bank_reserve_phone: 'mobile',
  service_tel: 'landline',
  business_license_code: 'code',
  lawyer_cert_no: 'code',
  authorized_person_cert_no: 'code',
  settle_account_no: 'code',
  opening_license_account_no: 'code',
  open_bank_code: 'code',
};

/** A field's value as it is checked and stored: trimmed, a number field normalized. */
export function cleanMerchantValue(field: MerchantField, value: string): string {
  const kind = MERCHANT_NUMBER_KINDS[field];
  return kind ? normalizeNumber(value, kind) : value.trim();
}

/** The three region fields, checked together as one pick. */
const REGION_FIELDS: readonly MerchantField[] = ['province', 'city', 'area'];

/** A field's label in the reader's language ('region': the three-level pick). */
export type MerchantLabel = (field: MerchantField | 'region') => string;

const blank = (s: string | undefined) => (s ?? '').trim() === '';

/**
 * The first rule a field breaks in `form` (inputs trimmed, [MERCH-28]), or null. The region is
 * judged on `province`: all three levels picked ([MERCH-14]); `city` and `area` pass on their own.
 */
export function merchantFieldRule(field: MerchantField, form: Partial<MerchantForm>, label: MerchantLabel): RuleResult {
  const value = (form[field] ?? '').trim();
  if (field === 'province') return REGION_FIELDS.some((f) => blank(form[f])) ? { id: 'merchant.rule.required', values: { field: label('region') } } : null;
  if (field === 'city' || field === 'area') return null;
  if (!value) return isRequired(field, form.merchant_type) ? { id: 'merchant.rule.required', values: { field: label(field) } } : null;
  const max = MERCHANT_MAX_LENGTH[field];
  if (max !== undefined && charLength(value) > max) return { id: 'merchant.rule.tooLong', values: { field: label(field), max } };
  if (PHONE_FIELDS.includes(field)) return isPhone(value) ? null : { id: 'merchant.rule.phone' };
  if (field === 'email') return isEmail(value) ? null : { id: 'merchant.rule.email' };
  if (field === 'business_license_expired') return isDay(value) ? null : { id: 'merchant.rule.date', values: { field: label(field) } };
  if (isChoiceField(field) && !MERCHANT_CATALOGUES[CHOICE_FIELDS[field]].some((c) => c.value === value)) return { id: 'merchant.rule.choice', values: { field: label(field) } };
  return null;
}

export interface MerchantProblem {
  field: MerchantField;
  invalid: NonNullable<RuleResult>;
}

/** Every field that breaks a rule, in the form's order ([MERCH-25], [MERCH-26]). */
export function validateMerchant(form: Partial<MerchantForm>, label: MerchantLabel): MerchantProblem[] {
  return MERCHANT_FIELDS.flatMap((field) => {
    const invalid = merchantFieldRule(field, form, label);
    return invalid ? [{ field, invalid }] : [];
  });
}

/** Every field trimmed, absent ones empty. */
export function trimmedForm(form: Partial<Record<MerchantField, string | undefined>>): MerchantForm {
  return Object.fromEntries(MERCHANT_FIELDS.map((f) => [f, (form[f] ?? '').trim()])) as MerchantForm;
}

/** [MERCH-11] The fields of `next` that differ from `stored`. */
export function changedFields(stored: MerchantForm, next: MerchantForm): Partial<MerchantForm> {
  return Object.fromEntries(MERCHANT_FIELDS.filter((f) => stored[f] !== next[f]).map((f) => [f, next[f]]));
}

// ---------------------------------------------------------------------------------------------
// Personal and bank data (DESIGN.md): encrypted at rest, shown masked to whoever may not edit them

export const MERCHANT_SECRET_FIELDS = ['lawyer_cert_no', 'lawyer_mobile', 'contact_phone', 'settle_account_no', 'opening_license_account_no', 'open_bank_reserve_phone', 'authorized_person_cert_no'] as const satisfies readonly MerchantField[];
export type MerchantSecretField = (typeof MERCHANT_SECRET_FIELDS)[number];
export const isSecretField = memberOf(MERCHANT_SECRET_FIELDS);

/** 110***********1234: the first three and the last four. */
const maskMiddle = (s: string): string => (s.length > 7 ? `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}` : '*'.repeat(s.length));

/** 6222 **** **** 1234: a bank account's first and last four. */
const maskAccount = (s: string): string => (s.length >= 12 ? `${s.slice(0, 4)} **** **** ${s.slice(-4)}` : maskMiddle(s));

/** A secret field as the ones who may not edit it see it: 138****8000, 6222 **** **** 1234, 110***********1234. */
export function maskMerchantSecret(field: MerchantSecretField, value: string): string {
  if (!value) return '';
  if (PHONE_FIELDS.includes(field)) return value.length === 11 ? maskPhone(value) : maskMiddle(value);
  return field === 'settle_account_no' ? maskAccount(value) : maskMiddle(value);
}

// ---------------------------------------------------------------------------------------------
// Contracts (SPEC.md section 7 "Merchant onboarding")

/** The `data` of addInParts and updateInParts: an object of merchant fields, each text (a number is taken as its text). */
export const merchantDataSchema = v.pipe(
  // Typed as the fields a caller sends; the record below checks every key and value.
  v.custom<Partial<Record<MerchantField, string | number>>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), problem('server.fieldType')),
  v.record(v.picklist(MERCHANT_FIELDS, problem('merchant.server.unknownField')), v.union([v.pipe(v.string(), v.maxLength(512, problem('server.fieldType'))), v.pipe(v.number(), v.finite())])),
  v.transform((data) => Object.fromEntries(Object.entries(data).map(([k, x]) => [k, cleanMerchantValue(k as MerchantField, String(x))])) as Partial<MerchantForm>),
);

/** [API-MERCH-03] Maps of value → name, and the industries as a list. */
export interface MerchantOptions {
  merchant_type: Record<string, string>;
  settle_account_type: Record<string, string>;
  cert_type: Record<string, string>;
  industry: { value: string; label: string }[];
}

/** [API-MERCH-06] The stored application, or null before the first submit. */
export const YzPayEditMerchants = post<NoFields, { merchants: MerchantApplication | null }>('/YzPay-editMerchants');
/** [API-MERCH-03] */
export const YzPayGetOtherData = post<NoFields, MerchantOptions>('/YzPay-getOtherData');
/** [API-MERCH-02] Declared beside Config-area (src/common/shell.ts): the same tree, one browser cache. */
export { YzPayArea } from './shell';
/** [API-MERCH-04] The whole form. */
export const YzPayAddInParts = post('/YzPay-addInParts', { fields: { data: json(merchantDataSchema) } });
/** [API-MERCH-05] Only the changed fields. */
export const YzPayUpdateInParts = post('/YzPay-updateInParts', { fields: { data: json(merchantDataSchema) } });
/** [API-MERCH-01] A multipart upload of field `file`; file_path is the stored image's path. */
export const YzPayUploadFile = post<{ file: Blob }, { file_path: string }>('/YzPay-uploadFile');
export type MerchantUploadReply = ApiReplyBase & { file_path?: string };
