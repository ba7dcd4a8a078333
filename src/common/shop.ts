/**
 * Shop settings (SPEC.md sections 2, 3, 5 and 7 "Shop"): the contracts of the enterprise settings
 * page, the catalogues of roles, services and classes the platform offers, the visibility rules of
 * the two classifications and the field rules the form and the server share.
 *
 * Roles and services are applied for: a new choice waits for the platform's review (check '0'),
 * which approves it ('1', then held and locked) or refuses it ('-1', with the reason in comments).
 */
import * as v from 'valibot';
import type { ServerMessageId } from './messages/zh-CN';
import { post, replyOf, type NoFields } from './contract';
import { json, text } from './fields';
import { idList, problem } from './params';
import type { ApiReplyBase } from './api';
import { charLength, type RuleResult } from './validation';

// ---------------------------------------------------------------------------------------------
// Catalogues

/** Role ids the visibility rules name ([SHOP-05]). */
export const ROLE_STORE = 101;
export const ROLE_FACTORY = 104;
export const ROLE_SUPPLIER = 105;

/** The roles a shop may apply for, in the order the form lists them. */
export const SHOP_ROLES = [101, 102, 103, 104, 105] as const;
export const SERVICE_TYPES = [1, 2, 3, 4, 5, 6] as const;

export const ROLE_NAME: Record<(typeof SHOP_ROLES)[number], ServerMessageId> = {
  101: 'shop.role.101',
  102: 'shop.role.102',
  103: 'shop.role.103',
  104: 'shop.role.104',
  105: 'shop.role.105',
};
export const SERVICE_NAME: Record<(typeof SERVICE_TYPES)[number], ServerMessageId> = {
  1: 'shop.service.1',
  2: 'shop.service.2',
  3: 'shop.service.3',
  4: 'shop.service.4',
  5: 'shop.service.5',
  6: 'shop.service.6',
};

/** A two-level class tree: parents and the classes a shop picks under them. */
export interface ClassNode {
  id: number;
  name: ServerMessageId;
  under: readonly { id: number; name: ServerMessageId }[];
}

const node = (id: number, under: readonly number[]): ClassNode => ({
  id,
  name: `shop.class.${id}` as ServerMessageId,
  under: under.map((c) => ({ id: c, name: `shop.class.${c}` as ServerMessageId })),
});

/** Industry classes: what the shop does (ids 1xx). */
export const INDUSTRY_TREE: readonly ClassNode[] = [node(100, [101, 102, 103, 104]), node(110, [111, 112, 113]), node(120, [121, 122])];
/** Supply classes: what the shop supplies (ids 2xx). */
export const SUPPLY_TREE: readonly ClassNode[] = [node(200, [201, 202, 203, 204]), node(210, [211, 212, 213, 214]), node(220, [221, 222]), node(230, [231, 232, 233]), node(240, [241, 242])];

/** The pickable (second-level) classes of a tree, by id, with their parent. */
export function leavesOf(tree: readonly ClassNode[]): Map<number, { name: ServerMessageId; parent: ServerMessageId }> {
  return new Map(tree.flatMap((p) => p.under.map((c) => [c.id, { name: c.name, parent: p.name }] as const)));
}

// ---------------------------------------------------------------------------------------------
// Visibility ([SHOP-06], [SHOP-07])

const hasAny = (roles: readonly number[], ids: readonly number[]) => roles.some((r) => ids.includes(r));

/** Industry classification shows only when role 101, 104 or 105 is chosen. */
export const showsIndustry = (roles: readonly number[]): boolean => hasAny(roles, [ROLE_STORE, ROLE_FACTORY, ROLE_SUPPLIER]);

/** Supply classification shows when roles are chosen, except when the only one is 101. */
export const showsSupply = (roles: readonly number[]): boolean => roles.length > 0 && !(roles.length === 1 && roles[0] === ROLE_STORE);

// ---------------------------------------------------------------------------------------------
// Review states

/** check of a role or service: '' not applied for, '0' pending, '-1' refused, '1' approved. */
export type ReviewCheck = '' | '0' | '-1' | '1';
export const CHECK_PENDING = 0;
export const CHECK_REFUSED = -1;
export const CHECK_APPROVED = 1;

/** An approved role or service is held: the shop cannot drop it ([SHOP-38], [SHOP-39]). */
export const isLocked = (check: ReviewCheck): boolean => check === '1';

// ---------------------------------------------------------------------------------------------
// Entities on the wire

/** [SHOP-41] */
export interface ShopRole {
  role_id: number;
  role_ch_name: string;
  check: ReviewCheck;
  comments: string;
}

/** [SHOP-42] */
export interface ServiceType {
  service_type_id: number;
  service_type_ch_name: string;
  check: ReviewCheck;
  comments: string;
}

/** [SHOP-43] Industry answers `child`, supply answers `children`. */
export interface IndustryClass {
  class_id: number;
  class_name: string;
  child: { class_id: number; class_name: string }[];
}
export interface SupplyClass {
  class_id: number;
  class_name: string;
  children: { class_id: number; class_name: string }[];
}

/** A chosen class: class_id → class_name, with its title 'parent/child' ([SHOP-09]). */
export type ChosenClasses = Record<string, { class_name: string; title: string }>;

/** [SHOP-40] The settings as shop-ajaxInfo answers them. */
export interface ShopSettings {
  shop_name: string;
  company_name: string;
  tax_no: string;
  shop_desc: string;
  shop_logo: string;
  shop_pics: string[];
  shop_address: string;
  service_province: string;
  service_city: string;
  service_region: string;
  industry_class: ChosenClasses;
  supply_class: ChosenClasses;
  user_roles: number[];
  user_services: number[];
}

// ---------------------------------------------------------------------------------------------
// Limits and rules (SPEC.md sections 5 and 9)

export const SHOP_LIMITS = { shop_name: 30, company_name: 30, tax_no: 20, shop_address: 50, shop_desc: 2000 } as const;
/** Pictures of the shop beside its logo. */
export const MAX_SHOP_PICS = 9;

const blank = (s: string | undefined) => (s ?? '').trim() === '';
const tooLong = (s: string | undefined, max: number) => charLength((s ?? '').trim()) > max;

export const shopRules = {
  shop_name(s: string | undefined): RuleResult {
    if (blank(s)) return { id: 'shop.rule.nameRequired' };
    return tooLong(s, SHOP_LIMITS.shop_name) ? { id: 'shop.rule.tooLong', values: { max: SHOP_LIMITS.shop_name } } : null;
  },
  roles: (ids: readonly number[] | undefined): RuleResult => (ids && ids.length > 0 ? null : { id: 'shop.rule.roleRequired' }),
  services: (ids: readonly number[] | undefined): RuleResult => (ids && ids.length > 0 ? null : { id: 'shop.rule.serviceRequired' }),
  shop_logo: (path: string | undefined): RuleResult => (blank(path) ? { id: 'shop.rule.logoRequired' } : null),
  region: (p: string | undefined, c: string | undefined, r: string | undefined): RuleResult => (blank(p) || blank(c) || blank(r) ? { id: 'shop.rule.regionRequired' } : null),
  shop_address(s: string | undefined): RuleResult {
    if (blank(s)) return { id: 'shop.rule.addressRequired' };
    return tooLong(s, SHOP_LIMITS.shop_address) ? { id: 'shop.rule.tooLong', values: { max: SHOP_LIMITS.shop_address } } : null;
  },
  /** The optional texts: company name, tax number, description. */
  optional(field: 'company_name' | 'tax_no' | 'shop_desc', s: string | undefined): RuleResult {
    return tooLong(s, SHOP_LIMITS[field]) ? { id: 'shop.rule.tooLong', values: { max: SHOP_LIMITS[field] } } : null;
  },
};

/** The settings of a save as the handler checks them (every text read, absent as ''): the settings, with the chosen class ids. */
export type ShopSetFields = Omit<ShopSettings, 'industry_class' | 'supply_class'> & { industry_class: number[]; supply_class: number[] };

/** The first failing rule, in the form's order ([SHOP-29], [SHOP-30]). */
export function validateShopSettings(f: Partial<ShopSetFields>): RuleResult {
  return (
    shopRules.shop_name(f.shop_name) ??
    shopRules.roles(f.user_roles) ??
    shopRules.services(f.user_services) ??
    shopRules.optional('company_name', f.company_name) ??
    shopRules.optional('tax_no', f.tax_no) ??
    shopRules.shop_logo(f.shop_logo) ??
    shopRules.optional('shop_desc', f.shop_desc) ??
    shopRules.region(f.service_province, f.service_city, f.service_region) ??
    shopRules.shop_address(f.shop_address)
  );
}

/** The JSON list fields of Shop-shopSet. */
export const shopIdsSchema = (max: number) => v.pipe(v.nullable(idList(max)), v.transform((ids) => [...new Set(ids ?? [])]));
export const shopPicsSchema = v.pipe(
  v.nullable(v.pipe(v.array(v.pipe(v.string(), v.maxLength(255, problem('server.fieldType')))), v.maxLength(MAX_SHOP_PICS, problem('param.tooMany', { max: MAX_SHOP_PICS })))),
  v.transform((list): string[] => [...new Set(list ?? [])]),
);

/**
 * A class field of Shop-shopSet, each id a class of `tree`: the page sends the chosen map
 * (class_id → name); a plain list of ids is taken too. Absent or null: none.
 */
export function shopClassesSchema(tree: readonly ClassNode[]) {
  const leaves = leavesOf(tree);
  return v.pipe(
    // The list first: an array is an object too, and would read as a map keyed '0', '1' ...
    v.nullable(v.union([shopIdsSchema(leaves.size), v.pipe(v.record(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), v.unknown()), v.transform((m) => Object.keys(m).map(Number)))])),
    v.transform((ids): number[] => ids ?? []),
    // Checked as the field is read, so a request with several faults is refused for the first one read.
    v.check((ids) => ids.length <= leaves.size && ids.every((id) => leaves.has(id)), problem('shop.server.unknownClass')),
    v.transform((ids) => [...new Set(ids)]),
  );
}

// ---------------------------------------------------------------------------------------------
// Contracts (SPEC.md section 7 "Shop")

/** [API-SHOP-03] */
export interface ShopAjaxInfoReply {
  data: ShopSettings;
  service_type: ServiceType[];
  user_role: ShopRole[];
}
export const ShopAjaxInfo = post<NoFields, ShopAjaxInfoReply>('/shop-ajaxInfo');
/** [API-SHOP-01] */
export const ShopGetIndustryClass = post<NoFields, { data: IndustryClass[] }>('/shop-getIndustryClass');
/** [API-SHOP-02] */
export const ShopGetSupplyClass = post<NoFields, { data: SupplyClass[] }>('/shop-getSupplyClass');
/** [API-SHOP-04] */
export const ShopShopSet = post('/Shop-shopSet', {
  // Room for the form's limits four times over (SHOP_LIMITS are checked after, by validateShopSettings).
  fields: {
    shop_name: text({ max: 120 }),
    company_name: text({ max: 120 }),
    // Normalized before its limit is checked: '9144 0606 MA4W 2K8X 3B' is the 18 characters it stands for.
    tax_no: text({ max: 80, number: 'code' }),
    shop_desc: text({ max: 8000 }),
    shop_logo: text({ max: 256 }),
    shop_pics: json(shopPicsSchema, { required: false }),
    shop_address: text({ max: 200 }),
    service_province: text({ max: 48 }),
    service_city: text({ max: 48 }),
    service_region: text({ max: 48 }),
    industry_class: json(shopClassesSchema(INDUSTRY_TREE), { required: false }),
    supply_class: json(shopClassesSchema(SUPPLY_TREE), { required: false }),
    user_roles: json(shopIdsSchema(SHOP_ROLES.length), { required: false }),
    user_services: json(shopIdsSchema(SERVICE_TYPES.length), { required: false }),
  },
  reply: replyOf<{ shopInfo: { shop_name: string; shop_logo: string } }>(),
});
/** [API-SHOP-05] A multipart upload of field `file`; the reply's img is the stored image's path. */
export const ShopShopPic = post<{ file: Blob }, { img: string }>('/shop-shopPic');
export type ShopPicReply = ApiReplyBase & { img?: string };
