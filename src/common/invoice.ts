/**
 * Invoices, billable items and mailing addresses: the constants, the API shapes and the validation
 * rules of SPEC.md sections 3, 5 and 9, shared by the forms and the server. A rule returns null when
 * the value is fine, or a message id of the locale catalogues (RuleResult) when it is not.
 *
 * Money: the database keeps integer fen; every reply carries yuan as a string with 2 decimals
 * ('1234.50'), and every request gives yuan (number or string, at most 2 decimals).
 */
import * as v from 'valibot';
import type { ServerMessageId } from './messages/zh-CN';
import { post, get, replyOf, type NoFields } from './contract';
import { json, text } from './fields';
import type { NumberKind } from './normalize';
import { idList, intIn, jsonObject, optAmount, optChoice, optDay, optInt, optMonth, optNumber, optText, orderEntry, pagingEntries, paramObject, parseOrder, textOr, type ListOrder } from './params';
import { INVOICE_ITEM_PAGE_SIZE, INVOICE_PAGE_SIZE } from './constants';
import { charLength, isEmail, isPhone, type RuleResult } from './validation';

// ---------------------------------------------------------------------------------------------
// Constants

/** Issue type (开具类型): 1 personal / ordinary, 2 company. */
export const ISSUE_TYPES = [1, 2] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
/** Invoice type: 1 ordinary VAT invoice, 2 special VAT invoice. Issue type 1 allows only 1. */
export const INVOICE_TYPES = [1, 2] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const ISSUE_TYPE_PERSONAL: IssueType = 1;
export const ISSUE_TYPE_COMPANY: IssueType = 2;
export const INVOICE_TYPE_ORDINARY: InvoiceType = 1;
export const INVOICE_TYPE_SPECIAL: InvoiceType = 2;

export const ISSUE_TYPE_NAME: Record<IssueType, ServerMessageId> = { 1: 'invoice.issueType.1', 2: 'invoice.issueType.2' };
export const INVOICE_TYPE_NAME: Record<InvoiceType, ServerMessageId> = { 1: 'invoice.invoiceType.1', 2: 'invoice.invoiceType.2' };

/** Invoice state: 1 to be invoiced (pending), 2 invoiced (issued), 3 withdrawn. Only 1 can be withdrawn. */
export const INVOICE_STATES = [1, 2, 3] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_PENDING: InvoiceState = 1;
export const INVOICE_STATE_ISSUED: InvoiceState = 2;
export const INVOICE_STATE_WITHDRAWN: InvoiceState = 3;
export const INVOICE_STATE_NAME: Record<InvoiceState, ServerMessageId> = { 1: 'invoice.state.1', 2: 'invoice.state.2', 3: 'invoice.state.3' };
export const isWithdrawable = (state: number): boolean => state === INVOICE_STATE_PENDING;

/** The columns the invoice list may be sorted by ([INV-LIST-10]); order is 'field direction'. */
export const INVOICE_ORDER_FIELDS = ['create_date', 'amount', 'invoice_state', 'issue_date'] as const;
export type InvoiceOrderField = (typeof INVOICE_ORDER_FIELDS)[number];
export const DEFAULT_INVOICE_ORDER = 'create_date desc';
export { MAX_PAGE_COUNT, type OrderDirection } from './params';
/** Most items one invoice request may carry. */
export const MAX_REQUEST_ITEMS = 500;
/** Most invoices one withdraw call may carry. */
export const MAX_WITHDRAW_IDS = 100;

/** Most mailing addresses a shop may keep. */
export const MAX_ADDRESSES = 50;
/** Maximum lengths (characters) of the address form. */
export const ADDRESS_LIMITS = { receiver: 30, address: 100, mail: 64, tel: 11, postcode: 6 } as const;
/** Maximum lengths (characters) of the invoice info form. */
export const INVOICE_INFO_LIMITS = { invoice_header: 100, tax_no: 30, bank_name: 100, bank_no: 40, address: 200, phone: 30 } as const;

// ---------------------------------------------------------------------------------------------
// Money and dates (kept where every feature finds them; re-exported for the invoice code)

export { fenToYuan, yuanToFen } from './money';
export { BILL_MONTH_PATTERN, billMonthOf, dayStartMs, isBillMonth, isDay, isMonthClosed } from './time';

// ---------------------------------------------------------------------------------------------
// Mailing addresses

/** A mailing address as the API answers it ([ADDR-23]). is_default 1 marks the default ([ADDR-24]). */
export interface MailingAddress {
  address_id: number;
  receiver: string;
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  region_id: string;
  region_name: string;
  /** The detail address. */
  address_name: string;
  postcode: string;
  telephone: string;
  mail: string;
  is_default: 0 | 1;
}

/** Fields of Home-Address-addressAct types 1 (add) and 2 (modify, plus addrid). */
export interface AddressForm {
  receiver: string;
  /** Region codes of the three-level pick. */
  province: string;
  city: string;
  region: string;
  /** The detail address. */
  address: string;
  postcode: string;
  tel: string;
  mail: string;
}

/** Home-Address-addressAct `type`: 1 add, 2 modify, 3 delete, 4 set default. */
export const ADDRESS_ACT = { add: 1, modify: 2, remove: 3, setDefault: 4 } as const;
export const DEFAULT_ADDRESS_FLAG = 1;

const blank = (v: string | undefined | null): boolean => (v ?? '').trim() === '';

/** Each field's rule, in the form's order ([ADDR-12]..[ADDR-20]). */
export const addressRules = {
  receiver(v: string): RuleResult {
    if (blank(v)) return { id: 'invoice.address.receiverRequired' };
    if (charLength(v.trim()) > ADDRESS_LIMITS.receiver) return { id: 'invoice.address.receiverTooLong', values: { max: ADDRESS_LIMITS.receiver } };
    return null;
  },
  /**
   * The three-level region must be picked; the server also passes `isRealPath` (the region tree)
   * so that codes which do not form a province/city/county path are refused the same way.
   */
  region(province: string, city: string, region: string, isRealPath?: (p: string, c: string, r: string) => boolean): RuleResult {
    if (blank(province) || blank(city) || blank(region)) return { id: 'invoice.address.regionRequired' };
    if (isRealPath && !isRealPath(province.trim(), city.trim(), region.trim())) return { id: 'invoice.address.regionRequired' };
    return null;
  },
  address(v: string): RuleResult {
    if (blank(v)) return { id: 'invoice.address.detailRequired' };
    if (charLength(v.trim()) > ADDRESS_LIMITS.address) return { id: 'invoice.address.detailTooLong', values: { max: ADDRESS_LIMITS.address } };
    return null;
  },
  /**
   * Required, 11 digits starting with 1 [ADDR-17]: the limit is this message, not a cut input, and
   * the value arrives normalized (numberField in the form, the server's reading), so a grouped paste
   * passes whole.
   */
  tel(v: string): RuleResult {
    if (blank(v)) return { id: 'invoice.address.telRequired' };
    return isPhone(v.trim()) ? null : { id: 'invoice.address.telInvalid' };
  },
  mail(v: string): RuleResult {
    if (blank(v)) return { id: 'invoice.address.mailRequired' };
    if (charLength(v.trim()) > ADDRESS_LIMITS.mail) return { id: 'invoice.address.mailTooLong', values: { max: ADDRESS_LIMITS.mail } };
    return isEmail(v.trim()) ? null : { id: 'invoice.address.mailInvalid' };
  },
  /** Optional; when given, a mainland postcode of 6 digits. */
  postcode(v: string): RuleResult {
    if (blank(v)) return null;
    return /^\d{6}$/.test(v.trim()) ? null : { id: 'invoice.address.postcodeInvalid' };
  },
};

/** The first failing rule of the address form, in the form's field order, or null. */
export function validateAddress(form: Partial<AddressForm>, isRealPath?: (p: string, c: string, r: string) => boolean): RuleResult {
  return (
    addressRules.receiver(form.receiver ?? '') ??
    addressRules.region(form.province ?? '', form.city ?? '', form.region ?? '', isRealPath) ??
    addressRules.address(form.address ?? '') ??
    addressRules.postcode(form.postcode ?? '') ??
    addressRules.tel(form.tel ?? '') ??
    addressRules.mail(form.mail ?? '')
  );
}

/** The parts an address needs before the invoice flow may select it ([ADDR-21], [ADDR-22]). */
export const ADDRESS_REQUIRED_PARTS = ['receiver', 'address_name', 'telephone', 'mail'] as const;
export type AddressPart = (typeof ADDRESS_REQUIRED_PARTS)[number];
export const ADDRESS_PART_LABEL: Record<AddressPart, ServerMessageId> = {
  receiver: 'invoice.address.receiver',
  address_name: 'invoice.address.detail',
  telephone: 'invoice.address.tel',
  mail: 'invoice.address.mail',
};

/** The missing parts of an address; an empty list means it may be selected. */
export function missingAddressParts(address: Partial<Pick<MailingAddress, AddressPart>>): AddressPart[] {
  return ADDRESS_REQUIRED_PARTS.filter((p) => blank(address[p]));
}

/** The full address on one line: province, city, county and detail. */
export function fullAddress(a: Pick<MailingAddress, 'province_name' | 'city_name' | 'region_name' | 'address_name'>): string {
  return `${a.province_name}${a.city_name}${a.region_name}${a.address_name}`;
}

// ---------------------------------------------------------------------------------------------
// Invoice info

// A type, not an interface: it is passed where a JSON object (Record<string, unknown>) is declared.
/** The `data` of Invoice-addInfo / Invoice-alterInfo ([API-INV-02], [INV-INFO-13], [INV-INFO-14]). */
export type InvoiceInfoData = {
  address_id: number;
  invoice_header: string;
  issue_type: IssueType;
  invoice_type?: InvoiceType;
  tax_no?: string;
  bank_name?: string;
  bank_no?: string;
  /** Registered address. */
  address?: string;
  /** Registered landline. */
  phone?: string;
};

/** The company fields, each required only for a company special VAT invoice ([INV-INFO-17]..[INV-INFO-22]). */
export const COMPANY_FIELDS = ['tax_no', 'bank_name', 'bank_no', 'address', 'phone'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/**
 * The company fields that are numbers, normalized (src/common/normalize.ts) in the form and as the
 * server reads them: the tax number and the account lose their grouping, the registered landline
 * keeps its area code's dash ('0757-28812345').
 */
export const COMPANY_NUMBER_KINDS = { tax_no: 'code', bank_no: 'code', phone: 'landline' } as const satisfies Partial<Record<CompanyField, NumberKind>>;
export const companyNumberKind = (field: CompanyField): NumberKind | undefined => (COMPANY_NUMBER_KINDS as Partial<Record<CompanyField, NumberKind>>)[field];

const COMPANY_REQUIRED: Record<CompanyField, ServerMessageId> = {
  tax_no: 'invoice.info.taxNoRequired',
  bank_name: 'invoice.info.bankNameRequired',
  bank_no: 'invoice.info.bankNoRequired',
  address: 'invoice.info.regAddressRequired',
  phone: 'invoice.info.regPhoneRequired',
};
const COMPANY_TOO_LONG: Record<CompanyField, ServerMessageId> = {
  tax_no: 'invoice.info.taxNoTooLong',
  bank_name: 'invoice.info.bankNameTooLong',
  bank_no: 'invoice.info.bankNoTooLong',
  address: 'invoice.info.regAddressTooLong',
  phone: 'invoice.info.regPhoneTooLong',
};

/** True when the five company fields are required: issue type 2 and invoice type 2. */
export const needsCompanyFields = (issueType: number | undefined, invoiceType: number | undefined): boolean =>
  issueType === ISSUE_TYPE_COMPANY && invoiceType === INVOICE_TYPE_SPECIAL;

export const invoiceInfoRules = {
  /** A mailing address must be chosen ([INV-INFO-15]). */
  address_id(v: number | null | undefined): RuleResult {
    return typeof v === 'number' && v > 0 ? null : { id: 'invoice.info.addressRequired' };
  },
  invoice_header(v: string | undefined): RuleResult {
    if (blank(v)) return { id: 'invoice.info.headerRequired' };
    if (charLength((v ?? '').trim()) > INVOICE_INFO_LIMITS.invoice_header) return { id: 'invoice.info.headerTooLong', values: { max: INVOICE_INFO_LIMITS.invoice_header } };
    return null;
  },
  /** Issue type 2 picks the invoice type; issue type 1 is always ordinary ([INV-INFO-12]). */
  invoice_type(issueType: number | undefined, invoiceType: number | undefined): RuleResult {
    if (issueType !== ISSUE_TYPE_COMPANY) return null;
    return invoiceType === INVOICE_TYPE_ORDINARY || invoiceType === INVOICE_TYPE_SPECIAL ? null : { id: 'invoice.info.invoiceTypeRequired' };
  },
  /**
   * One company field: required only when issue_type 2 and invoice_type 2. The tax number's
   * format (15, 17, 18 or 20 digits or letters) is only a hint, never enforced ([INV-INFO-25]).
   */
  company(field: CompanyField, v: string | undefined, issueType: number | undefined, invoiceType: number | undefined): RuleResult {
    if (blank(v)) return needsCompanyFields(issueType, invoiceType) ? { id: COMPANY_REQUIRED[field] } : null;
    if (charLength((v ?? '').trim()) > INVOICE_INFO_LIMITS[field]) return { id: COMPANY_TOO_LONG[field], values: { max: INVOICE_INFO_LIMITS[field] } };
    return null;
  },
};

/** The first failing rule of the invoice info form, in the form's order, or null. */
export function validateInvoiceInfo(data: Partial<Omit<InvoiceInfoData, 'issue_type' | 'invoice_type'>> & { issue_type?: number; invoice_type?: number }): RuleResult {
  const issue = data.issue_type;
  const type = issue === ISSUE_TYPE_COMPANY ? data.invoice_type : INVOICE_TYPE_ORDINARY;
  let result: RuleResult = invoiceInfoRules.address_id(data.address_id) ?? invoiceInfoRules.invoice_header(data.invoice_header) ?? invoiceInfoRules.invoice_type(issue, type);
  if (result) return result;
  if (issue !== ISSUE_TYPE_COMPANY) return null;
  for (const f of COMPANY_FIELDS) {
    result = invoiceInfoRules.company(f, data[f], issue, type);
    if (result) return result;
  }
  return null;
}

/**
 * The data to send or store: for issue type 1 only address_id, invoice_header and issue_type
 * ([INV-INFO-13]; the invoice type is then ordinary); for issue type 2 all fields, trimmed.
 */
export function invoiceInfoPayload(data: InvoiceInfoData): InvoiceInfoData {
  const base = { address_id: data.address_id, invoice_header: data.invoice_header.trim() };
  if (data.issue_type !== ISSUE_TYPE_COMPANY) return { ...base, issue_type: ISSUE_TYPE_PERSONAL };
  return {
    ...base,
    issue_type: ISSUE_TYPE_COMPANY,
    invoice_type: data.invoice_type === INVOICE_TYPE_SPECIAL ? INVOICE_TYPE_SPECIAL : INVOICE_TYPE_ORDINARY,
    tax_no: (data.tax_no ?? '').trim(),
    bank_name: (data.bank_name ?? '').trim(),
    bank_no: (data.bank_no ?? '').trim(),
    address: (data.address ?? '').trim(),
    phone: (data.phone ?? '').trim(),
  };
}

/** The type maps of Invoice-ajaxInfo: { '1': { val: 1, ch_name } } ([API-INV-01]). */
export type TypeMap = Record<string, { val: number; ch_name: string }>;

/**
 * Saved invoice info as Invoice-ajaxInfo / Invoice-ajaxMakeOut answer it ([INV-INFO-29]), joined
 * with its mailing address: `addr` is the full address on one line, `uaddress` the detail address,
 * `province`/`city`/`region` the region names. Dates are 'YYYY-MM-DD HH:mm:ss'.
 */
export interface InvoiceInfo {
  issue_type: IssueType;
  issue_type_name: string;
  invoice_type: InvoiceType;
  invoice_type_name: string;
  invoice_header: string;
  address_id: number;
  tax_no: string;
  bank_name: string;
  bank_no: string;
  address: string;
  phone: string;
  create_date: string;
  update_date: string;
  addr: string;
  receiver: string;
  telephone: string;
  mail: string;
  city: string;
  province: string;
  region: string;
  postcode: string;
  uaddress: string;
  shop_id: number;
  user_id: number;
}

/** arrInvoiceInfo: an empty array when no (valid) info is saved, otherwise the info ([API-INV-14]). */
export type ArrInvoiceInfo = InvoiceInfo | [];
export const hasInvoiceInfo = (v: ArrInvoiceInfo): v is InvoiceInfo => !Array.isArray(v);

// ---------------------------------------------------------------------------------------------
// Billable items, invoices and the list calls

/** A billable item ([INV-REQ-35]); amount in yuan with 2 decimals. */
export interface AcctItem {
  acct_item_id: number;
  item_type_name: string;
  item_source_name: string;
  amount: string;
  /** The billing month, 'YYYY-MM'. */
  billing_cycle_id: string;
}

// A type, not an interface: it is passed where a JSON object (Record<string, unknown>) is declared.
/** `param` of Invoice-getAcctList and Invoice-ajaxMakeOut ([API-INV-13]); amounts in yuan. */
export type AcctListParam = {
  curr_page?: number;
  page_count?: number;
  bill_date_min?: string;
  bill_date_max?: string;
  amount_min?: string | number;
  amount_max?: string | number;
};

/** An invoice row of Invoice-getLists ([INV-LIST-20]); dates 'YYYY-MM-DD HH:mm:ss' or ''. */
export interface InvoiceRow {
  invoice_id: number;
  amount: string;
  create_date: string;
  invoice_state: InvoiceState;
  invoice_no: string;
  /** Download path of the issued invoice's file ('' unless issued with a file). */
  invoice_file: string;
  /** The name to save the file as: invoice_no plus the file's extension ([INV-LIST-21]). */
  invoice_file_name: string;
  issue_date: string;
  comments: string;
  item_count: number;
}

// A type, not an interface: it is passed where a JSON object (Record<string, unknown>) is declared.
/** `param` of Invoice-getLists ([API-INV-10], [API-INV-11]). */
export type InvoiceListParam = {
  curr_page?: number;
  page_count?: number;
  /** 'YYYY-MM-DD', whole days inclusive. */
  create_date_min?: string;
  create_date_max?: string;
  amount_min?: string | number;
  amount_max?: string | number;
  /** 0 or '' = all. */
  invoice_state?: number | '';
  /** 'field direction', field one of INVOICE_ORDER_FIELDS, direction asc or desc. */
  order?: string;
};

/** The path that downloads an issued invoice's file. */
export const invoiceDownloadPath = (invoiceNo: string): string => `/api/Invoice-download?invoice_no=${encodeURIComponent(invoiceNo)}`;

/** Parses 'field direction' ([INV-LIST-10]); null when the field or direction is not allowed. */
export const parseInvoiceOrder = (order: string): ListOrder<InvoiceOrderField> | null => parseOrder(INVOICE_ORDER_FIELDS, order);

// ---------------------------------------------------------------------------------------------
// Request schemas: what the server accepts in the JSON fields, built from the shared list schemas

/** `param` of Invoice-getAcctList and Invoice-ajaxMakeOut. */
export const acctListParamSchema = paramObject({
  ...pagingEntries(INVOICE_ITEM_PAGE_SIZE),
  bill_date_min: optMonth,
  bill_date_max: optMonth,
  amount_min: optAmount,
  amount_max: optAmount,
});
export type AcctFilter = v.InferOutput<typeof acctListParamSchema>;

/** `param` of Invoice-getLists. */
export const invoiceListParamSchema = paramObject({
  ...pagingEntries(INVOICE_PAGE_SIZE),
  create_date_min: optDay,
  create_date_max: optDay,
  amount_min: optAmount,
  amount_max: optAmount,
  invoice_state: optChoice(INVOICE_STATES, 0),
  order: orderEntry(INVOICE_ORDER_FIELDS, DEFAULT_INVOICE_ORDER),
});
export type InvoiceListFilter = v.InferOutput<typeof invoiceListParamSchema>;

/** `data` of Invoice-addInfo / alterInfo: the types here, the rules by `validateInvoiceInfo`. */
export const invoiceInfoDataSchema = jsonObject({
  issue_type: v.pipe(intIn(1, 2), v.transform((n) => n as IssueType)),
  invoice_type: optChoice(INVOICE_TYPES),
  address_id: v.pipe(
    optInt,
    v.transform((n) => (n !== undefined && n > 0 ? n : undefined)),
  ),
  invoice_header: textOr(''),
  tax_no: optNumber(COMPANY_NUMBER_KINDS.tax_no),
  bank_name: optText,
  bank_no: optNumber(COMPANY_NUMBER_KINDS.bank_no),
  address: optText,
  phone: optNumber(COMPANY_NUMBER_KINDS.phone),
});

/** `acc_items` of drawBill and `invoice_id` of backInvoice. */
export const requestItemsSchema = v.nullable(idList(MAX_REQUEST_ITEMS));
export const withdrawIdsSchema = v.nullable(idList(MAX_WITHDRAW_IDS));

// ---------------------------------------------------------------------------------------------
// Contracts (SPEC.md section 7 "Invoices"; REQUIREMENTS API-INV)

export interface AjaxInfoReply {
  invoice_type: TypeMap;
  issue_type: TypeMap;
  /** The saved header, or the shop's name as a suggestion for a first header. */
  invoice_header: string;
  /** [] when no info is saved. */
  arrInvoiceInfo: ArrInvoiceInfo;
}

export interface MakeOutReply {
  /** An array when no valid invoice info is set, otherwise the info [API-INV-14]. */
  arrInvoiceInfo: ArrInvoiceInfo;
  /** Sum and number of every billable item matching the filter (not only the page). */
  total_amount: string;
  total_count: number;
  invoice_type: TypeMap;
  issue_type: TypeMap;
}

/** The form of Home-Address-addressAct: `type` says which act, the rest depends on it. */
export type AddressActFields =
  | ({ type: typeof ADDRESS_ACT.add } & AddressForm)
  | ({ type: typeof ADDRESS_ACT.modify; addrid: number } & AddressForm)
  | { type: typeof ADDRESS_ACT.remove | typeof ADDRESS_ACT.setDefault; id: number };

/** [API-INV-01] */
export const InvoiceAjaxInfo = post<NoFields, AjaxInfoReply>('/Invoice-ajaxInfo');
/** [API-INV-02] */
export const InvoiceAddInfo = post('/Invoice-addInfo', { fields: { data: json(invoiceInfoDataSchema) } });
/** [API-INV-03] */
export const InvoiceAlterInfo = post('/Invoice-alterInfo', { fields: { data: json(invoiceInfoDataSchema) } });
/** [API-INV-04]: a map of address id to address. */
export const InvoiceAjaxUserAddress = post<NoFields, { user_address: Record<string, MailingAddress> }>('/Invoice-ajaxUserAddress');
/** [API-INV-05..08]: add (answers the new id), modify, delete, set default. */
export const HomeAddressAct = post<AddressActFields, { id: number }>('/Home-Address-addressAct');
/** [API-INV-13] */
export const InvoiceGetAcctList = post('/Invoice-getAcctList', {
  fields: { param: json(acctListParamSchema, { required: false }) },
  reply: replyOf<{ data: AcctItem[]; count: number }>(),
  pageSize: INVOICE_ITEM_PAGE_SIZE,
});
/** [API-INV-14] */
export const InvoiceAjaxMakeOut = post('/Invoice-ajaxMakeOut', { fields: { param: json(acctListParamSchema, { required: false }) }, reply: replyOf<MakeOutReply>() });
/** [API-INV-15] */
export const InvoiceDrawBill = post<{ acc_items: readonly number[]; address_id: number }, { invoice_id: number }>('/Invoice-drawBill');
/** [API-INV-10, API-INV-11] */
export const InvoiceGetLists = post('/Invoice-getLists', {
  fields: { param: json(invoiceListParamSchema, { required: false }) },
  reply: replyOf<{ data: InvoiceRow[]; count: number }>(),
  pageSize: INVOICE_PAGE_SIZE,
});
/** [API-INV-12]: the reply's err_msg is the toast. */
export const InvoiceBackInvoice = post('/Invoice-backInvoice', { fields: { invoice_id: json(withdrawIdsSchema, { required: false }) } });
/** [INV-LIST-21]: the issued invoice's file (a download, not a JSON reply, when it succeeds). */
export const InvoiceDownload = get('/Invoice-download', { fields: { invoice_no: text({ required: true, max: 40 }) } });
