/**
 * Contracts of the customer (CRM) calls (SPEC.md section 7 "CRM, goods, orders and others", the
 * Dealer/CRM entity, the dealer search dialog; REQUIREMENTS API-CRM, PICKER-06..12), and the
 * customer, parameter and follow-up records they carry.
 *
 * Decisions where the spec is silent:
 * - crm_type: 1 retail customer, 2 designer/partner, 3 dealer (the spec's one fixed value). A
 *   retail customer may belong to a dealer (parent_id).
 * - Tags, levels and sources are the shop's customer parameters; a tag belongs to one crm_type.
 *   Names are unique in the shop per kind. tag_id, cust_level, source_id, parent_id and owner_id
 *   are 0 on the wire for "none".
 * - Crm-saveCrm takes the whole customer (`data`): what it leaves out is cleared, as a form sends
 *   every field; only `state`, when left out, stays as it is (a new customer is in use).
 */
import * as v from 'valibot';
import { DEALER_PICKER_PAGE_SIZE } from './constants';
import { post, replyOf, type NoFields } from './contract';
import { int, json, text } from './fields';
import { intIn, optChoice, optDay, optInt, optNumber, optText, pagingEntries, paramObject, problem } from './params';
import { staffPhoneRule } from './staffRules';
import { isDay } from './time';
import { charLength, type RuleResult } from './validation';

/** customers.crm_type [PICKER-10]: 3 is the spec's dealer. */
export const CrmType = { retail: 1, partner: 2, dealer: 3 } as const;
export type CrmTypeValue = (typeof CrmType)[keyof typeof CrmType];
export const CRM_TYPES: readonly CrmTypeValue[] = [CrmType.retail, CrmType.partner, CrmType.dealer];

/** customers.state: 1 in use, 0 stopped (a customer named by an order is stopped, never deleted). */
export const CrmState = { inUse: 1, stopped: 0 } as const;

/** cust_follows.method: how the customer was followed up. */
export const FollowMethod = { phone: 1, visit: 2, wechat: 3, other: 4 } as const;
export type FollowMethodValue = (typeof FollowMethod)[keyof typeof FollowMethod];

/** The tag filter's "every tag" [PICKER-08] (the pages send it as '-1' or -1). */
export const ALL_TAGS = -1;

/** The customer list's page size; the dealer picker asks for DEALER_PICKER_PAGE_SIZE [PICKER-09]. */
export const CRM_PAGE_SIZE = 20;
export const FOLLOW_PAGE_SIZE = 20;
/** The autocompletes (CrmSearch-fetchShop, CrmSearch-fetchUser) answer at most this many. */
export const CRM_SEARCH_LIMIT = 20;

/** Field lengths of a customer, a parameter and a follow-up (characters). */
export const CRM_LIMITS = { z_name: 30, contact: 20, address: 100, remark: 200, param_name: 20, follow_content: 500, keyword: 40 } as const;

/** A customer as the lists answer it; the dealer picker's entry [PICKER-12] is its first seven fields. */
export interface CrmRecord {
  crm_id: number;
  z_name: string;
  z_phone: string;
  /** 0: no tag. */
  tag_id: number;
  tag_name: string;
  /** A level id (0: none). */
  cust_level: number;
  crm_type: CrmTypeValue;
  level_name: string;
  /** The dealer of a retail customer (0: none). */
  parent_id: number;
  parent_name: string;
  /** Region codes ('' = none) and their names. */
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  district_id: string;
  district_name: string;
  address: string;
  contact: string;
  /** A staff member of the shop (0: none). */
  owner_id: number;
  owner_name: string;
  source_id: number;
  source_name: string;
  remark: string;
  state: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  created_at: string;
  updated_at: string;
}

/** The three kinds of customer parameters. */
export const CRM_PARAM_KINDS = ['tag', 'level', 'source'] as const;
export type CrmParamKind = (typeof CRM_PARAM_KINDS)[number];

/** A customer parameter with how many customers use it. crm_type only for tags (0 otherwise). */
export interface CrmParam {
  id: number;
  name: string;
  crm_type: number;
  crm_count: number;
}

/** A tag as Crm-ajaxGetTags answers it. */
export interface CrmTag {
  tag_id: number;
  tag_name: string;
  crm_type: number;
  crm_count: number;
}

/** A follow-up as the list answers it. */
export interface FollowRecord {
  follow_id: number;
  crm_id: number;
  z_name: string;
  crm_type: number;
  user_id: number;
  user_name: string;
  method: FollowMethodValue;
  content: string;
  /** 'YYYY-MM-DD', '' = none. */
  next_date: string;
  /** Whether the next date is due today or overdue, by the due filter's rule (the customer's latest follow-up only); '' otherwise. */
  due: FollowDue | '';
  created_at: string;
}

/** An entry of the customer autocomplete. */
export interface CrmSearchEntry {
  crm_id: number;
  z_name: string;
  z_phone: string;
  crm_type: number;
  tag_name: string;
}

/** A person of the shop (User-getUserInfoByShopID, CrmSearch-fetchUser). */
export interface ShopPerson {
  user_id: number;
  login_name: string;
  nick_name: string;
  full_name: string;
  phone: string;
  department_id: number;
  department_name: string;
}

const maxLen = (max: number) => v.check((s: string | undefined) => s === undefined || [...s].length <= max, problem('server.fieldTooLong', { max }));
const text40 = v.pipe(optText, maxLen(CRM_LIMITS.keyword));
/** A reference id: absent, '' and 0 are "none". */
const optRef = v.pipe(optInt, v.check((n) => n === undefined || n >= 0, problem('server.fieldType')), v.transform((n) => (n ? n : undefined)));

/** `param` of Crm-getErpCrmByTags [API-CRM-01] [PICKER-06..10]. */
export type CrmListParam = {
  curr_page?: number;
  page_count?: number;
  /** A tag; -1 or '-1' (or absent): every tag; 0: customers without a tag. */
  tag_id?: number | string;
  crm_type?: CrmTypeValue | '';
  /** Part of the name. */
  z_name?: string;
  /** 1 in use, 0 stopped; absent: both. */
  state?: 0 | 1 | '';
};

export const crmListParam = paramObject({
  ...pagingEntries(DEALER_PICKER_PAGE_SIZE),
  tag_id: v.pipe(optInt, v.transform((n) => (n === ALL_TAGS ? undefined : n))),
  crm_type: optChoice(CRM_TYPES),
  z_name: text40,
  state: optChoice([CrmState.stopped, CrmState.inUse]),
});

/** `param` of Crm-ajaxGetTags [API-CRM-04]: a crm_type's tags (absent: every type's). */
export type TagListParam = {
  curr_page?: number;
  page_count?: number;
  crm_type?: CrmTypeValue | '';
};
const tagListParam = paramObject({ ...pagingEntries(100), crm_type: optChoice(CRM_TYPES) });

/** `param` of crm-getCrmParams [API-CRM-05]: one kind, or all three. */
export type CrmParamsParam = {
  kind?: CrmParamKind;
};
const crmParamsParam = paramObject({ kind: v.optional(v.picklist(CRM_PARAM_KINDS)) });

/** `param` of crm-addCrmParams [API-CRM-07]: a tag needs its crm_type. */
export type AddCrmParamParam = {
  kind: CrmParamKind;
  name: string;
  crm_type?: CrmTypeValue;
};
const addCrmParamParam = paramObject({
  kind: v.picklist(CRM_PARAM_KINDS),
  name: v.pipe(optText, maxLen(200)),
  crm_type: optChoice(CRM_TYPES),
});

/** `param` of crm-editCrmParams [API-CRM-06]: rename (with name) or delete a parameter. */
export type EditCrmParamParam = {
  kind: CrmParamKind;
  id: number;
  action: 'rename' | 'delete';
  name?: string;
};
const editCrmParamParam = paramObject({
  kind: v.picklist(CRM_PARAM_KINDS),
  id: intIn(1, 2_147_483_647),
  action: v.picklist(['rename', 'delete']),
  name: v.pipe(optText, maxLen(200)),
});

/** `data` of Crm-saveCrm: the whole customer; no crm_id = a new one. Region codes all three or none. */
export type CrmSaveData = {
  crm_id?: number;
  z_name: string;
  z_phone: string;
  crm_type: CrmTypeValue;
  tag_id?: number;
  cust_level?: number;
  parent_id?: number;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  contact?: string;
  owner_id?: number;
  source_id?: number;
  remark?: string;
  state?: 0 | 1;
};
export const crmSaveData = paramObject({
  crm_id: optRef,
  z_name: v.pipe(optText, maxLen(200)),
  // Normalized (grouping, +86 dropped) and then judged by the phone rule once read.
  z_phone: v.pipe(optNumber('mobile'), maxLen(20)),
  crm_type: optChoice(CRM_TYPES),
  tag_id: optRef,
  cust_level: optRef,
  parent_id: optRef,
  province: v.pipe(optText, maxLen(12)),
  city: v.pipe(optText, maxLen(12)),
  district: v.pipe(optText, maxLen(12)),
  address: v.pipe(optText, maxLen(CRM_LIMITS.address)),
  contact: v.pipe(optText, maxLen(CRM_LIMITS.contact)),
  owner_id: optRef,
  source_id: optRef,
  remark: v.pipe(optText, maxLen(CRM_LIMITS.remark)),
  state: optChoice([CrmState.stopped, CrmState.inUse]),
});

/** `data` of Crm-saveCrm as the server reads it ("none" is undefined). */
export type CrmSaveInput = v.InferOutput<typeof crmSaveData>;

/** Due filters of the follow-up list: the customer's latest follow-up is due today, or was due before. */
export const FOLLOW_DUE = ['today', 'overdue'] as const;
export type FollowDue = (typeof FOLLOW_DUE)[number];

/** `param` of CustFollow-getFollows. Dates bound the day the follow-up was written. */
export type FollowListParam = {
  curr_page?: number;
  page_count?: number;
  crm_id?: number | '';
  user_id?: number | '';
  date_min?: string;
  date_max?: string;
  due?: (typeof FOLLOW_DUE)[number] | '';
};
const followListParam = paramObject({
  ...pagingEntries(FOLLOW_PAGE_SIZE),
  crm_id: optRef,
  user_id: optRef,
  date_min: optDay,
  date_max: optDay,
  due: v.pipe(optText, v.check((s) => s === undefined || (FOLLOW_DUE as readonly string[]).includes(s), problem('param.badChoice', { choices: [...FOLLOW_DUE] }))),
});

const crmId = int({ required: true, min: 1 });
const keyword = text({ max: CRM_LIMITS.keyword });

/** [API-CRM-01] [PICKER-06..10]: customers filtered and paged; the dealer picker asks crm_type 3, 10 a page. */
export const GetErpCrmByTags = post('/Crm-getErpCrmByTags', {
  fields: { param: json(crmListParam, { required: false }) },
  reply: replyOf<{ data: CrmRecord[]; count: number }>(),
  pageSize: DEALER_PICKER_PAGE_SIZE,
});
/** [API-CRM-04]: the tags of a crm_type, with how many customers carry each. */
export const AjaxGetTags = post('/Crm-ajaxGetTags', {
  fields: { param: json(tagListParam, { required: false }) },
  reply: replyOf<{ data: CrmTag[]; count: number }>(),
});
/** [API-CRM-05]: the shop's tags, levels and sources with their use counts. */
export const GetCrmParams = post('/crm-getCrmParams', {
  fields: { param: json(crmParamsParam, { required: false }) },
  reply: replyOf<{ tags: CrmParam[]; levels: CrmParam[]; sources: CrmParam[] }>(),
});
/** [API-CRM-07] */
export const AddCrmParams = post('/crm-addCrmParams', { fields: { param: json(addCrmParamParam) }, reply: replyOf<{ id: number }>() });
/** [API-CRM-06]: a parameter still used by customers is not deleted (10008 says how many). */
export const EditCrmParams = post('/crm-editCrmParams', { fields: { param: json(editCrmParamParam) } });
/** What a refused parameter deletion (10008) carries besides err_msg: the customers using it. */
export interface CrmParamInUseReply {
  holders: string[];
}
/** Creates (no crm_id) or replaces a customer; a phone another customer of the shop has is refused naming them. */
export const SaveCrm = post('/Crm-saveCrm', { fields: { data: json(crmSaveData) }, reply: replyOf<{ crm_id: number }>() });
/** Stops (0) or resumes (1) a customer. */
export const SetCrmState = post('/Crm-setCrmState', { fields: { crm_id: crmId, state: int({ required: true, min: 0, max: 1 }) } });
/** Deletes a customer no order names (otherwise: stop it), with its follow-ups. */
export const DelCrm = post('/Crm-delCrm', { fields: { crm_id: crmId } });
/** [API-CRM-02]: in-use customers of the shop by name or phone, at most CRM_SEARCH_LIMIT. */
export const FetchShop = post('/CrmSearch-fetchShop', {
  fields: { keyword, crm_type: int({ min: 1, max: 3 }) },
  reply: replyOf<{ data: CrmSearchEntry[] }>(),
});
/** [API-CRM-03]: in-use staff of the shop by name or phone, at most CRM_SEARCH_LIMIT. */
export const FetchUser = post('/CrmSearch-fetchUser', { fields: { keyword }, reply: replyOf<{ data: ShopPerson[] }>() });
/** [API-CRM-10]: the shop's in-use people for pickers. */
export const GetUserInfoByShopID = post<NoFields, { data: ShopPerson[] }>('/User-getUserInfoByShopID');

/** The follow-up list with its filters. */
export const GetFollows = post('/CustFollow-getFollows', {
  fields: { param: json(followListParam, { required: false }) },
  reply: replyOf<{ data: FollowRecord[]; count: number }>(),
  pageSize: FOLLOW_PAGE_SIZE,
});
/** Adds a follow-up by the session's person; next_date today or later. */
export const AddFollow = post('/CustFollow-addFollow', {
  fields: {
    crm_id: crmId,
    method: int({ required: true, min: 1, max: 4 }),
    content: text({ required: true, max: CRM_LIMITS.follow_content }),
    next_date: text({ max: 10 }),
  },
  reply: replyOf<{ follow_id: number }>(),
});

// ---- rules shared by the forms and the server ----

/** A parameter's name: required, at most CRM_LIMITS.param_name characters. */
export function crmParamNameRule(name: string): RuleResult {
  if (!name) return { id: 'crm.rule.paramNameRequired' };
  if (charLength(name) > CRM_LIMITS.param_name) return { id: 'crm.rule.paramNameTooLong', values: { max: CRM_LIMITS.param_name } };
  return null;
}

/** A customer's name: required, at most CRM_LIMITS.z_name characters. */
export function crmNameRule(name: string): RuleResult {
  if (!name) return { id: 'crm.rule.nameRequired' };
  if (charLength(name) > CRM_LIMITS.z_name) return { id: 'crm.rule.nameTooLong', values: { max: CRM_LIMITS.z_name } };
  return null;
}

/** A customer's phone: the product's one phone rule (required, 11 digits starting with 1). */
export const crmPhoneRule = staffPhoneRule;

/** A follow-up's next date: a real day, not before today ('YYYY-MM-DD' of the shop's calendar). */
export function nextDateRule(day: string, today: string): RuleResult {
  if (!isDay(day)) return { id: 'crm.rule.nextDateFormat' };
  return day < today ? { id: 'crm.rule.nextDatePast' } : null;
}
