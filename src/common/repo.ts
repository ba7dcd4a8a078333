/**
 * Lookups of one master-data record by id (SPEC.md section 7 "GET /api/repo/{x}; GET /api/detail with
 * query params"; REQUIREMENTS API-CRM-08, API-CRM-09). The spec names the two calls and nothing more;
 * this product gives them the meaning its master-data pages need (docs/DESIGN.md "Lookups by id"):
 *
 * - `GET /api/repo/{x}?id=` answers the record `x` names, read-only, exactly as its list answers it,
 *   under the same right as that list and scoped to the session's shop: another shop's id is "not
 *   found" (10004), as is a repo this product does not have (the path names no call).
 * - `GET /api/detail?repo={x}&id=` answers the record with its related data (a customer with its last
 *   follow-ups and its price list, a goods item with its class path, unit and prices ...). Related
 *   data that another right guards is null for a caller without that right.
 *
 * The request layer has no path parameters, so each repo is its own contract: `/repo/crm`,
 * `/repo/goods` ... (tests/api/specPaths.test.ts matches them to the spec's `/api/repo/{x}`).
 */
import { get, replyOf } from './contract';
import type { CrmRecord, FollowMethodValue } from './crm';
import { int, text } from './fields';
import type { GoodsClassNode, GoodsRecord, GoodsUnit } from './goods';
import type { PriceList } from './pricing';

/** The repos of `GET /api/repo/{x}`, and those `GET /api/detail` answers. */
export const REPOS = ['crm', 'goods', 'goodsClass', 'unit', 'pricing'] as const;
export type RepoName = (typeof REPOS)[number];
export const DETAIL_REPOS = ['crm', 'goods', 'pricing'] as const;
export type DetailRepo = (typeof DETAIL_REPOS)[number];

/** How many of a customer's follow-ups its detail carries, newest first. */
export const DETAIL_FOLLOWS = 5;

/** A class on the way from the top of the tree down to a goods item's class. */
export interface ClassStep {
  class_id: number;
  class_name: string;
}

/** A follow-up as a customer's detail shows it. */
export interface RecentFollow {
  follow_id: number;
  user_name: string;
  method: FollowMethodValue;
  content: string;
  /** 'YYYY-MM-DD', '' = none. */
  next_date: string;
  created_at: string;
}

/** A price list as another record's detail names it. */
export interface PriceListRef {
  pricelist_id: number;
  name: string;
}

/** [API-CRM-09] `repo=crm`: the customer, its last follow-ups and the price list it is priced by. */
export interface CrmDetail {
  repo: 'crm';
  data: CrmRecord;
  /** Newest first, at most DETAIL_FOLLOWS; null without SF_ERP_STORE_MEMO_QUERY. */
  follows: RecentFollow[] | null;
  /**
   * The list its orders are priced by: a dealer's own list, else the list of its level ('dealer' or
   * 'level' in `via`); null when none applies, or without a pricing right.
   */
  price_list: (PriceListRef & { via: 'dealer' | 'level' }) | null;
}

/** One list's price of a goods item: its own line, else the line of its nearest class up the tree. */
export interface GoodsPrice extends PriceListRef {
  /** Yuan, 2 decimals. */
  unit_price: string;
  /** The class whose line gives the price; 0 when the item has its own line. */
  class_id: number;
  class_name: string;
}

/** [API-CRM-09] `repo=goods`: the item, its class path (top first), its unit and each list's price. */
export interface GoodsDetail {
  repo: 'goods';
  data: GoodsRecord;
  class_path: ClassStep[];
  unit: GoodsUnit;
  /** Lists that price the item, by name; null without a pricing right. */
  prices: GoodsPrice[] | null;
}

/** [API-CRM-09] `repo=pricing`: the list with the names of the levels and dealers it is given to. */
export interface PricingDetail {
  repo: 'pricing';
  data: PriceList;
  levels: { id: number; name: string }[];
  dealers: { crm_id: number; z_name: string }[];
}

export type DetailReply = CrmDetail | GoodsDetail | PricingDetail;

const id = int({ required: true, min: 1 });

/** [API-CRM-08] A customer by id (SF_ERP_STORE_CUSTOMER_QUERY, as the customer list). */
export const RepoCrm = get('/repo/crm', { fields: { id }, reply: replyOf<{ data: CrmRecord }>() });
/** [API-CRM-08] A goods item by id (SF2_ERP_GOODS_LIST, as the goods list). */
export const RepoGoods = get('/repo/goods', { fields: { id }, reply: replyOf<{ data: GoodsRecord }>() });
/** [API-CRM-08] A goods class by id, with the classes under it (as the class tree). */
export const RepoGoodsClass = get('/repo/goodsClass', { fields: { id }, reply: replyOf<{ data: GoodsClassNode }>() });
/** [API-CRM-08] A unit by id (as the unit list). */
export const RepoUnit = get('/repo/unit', { fields: { id }, reply: replyOf<{ data: GoodsUnit }>() });
/** [API-CRM-08] A price list by id, with its lines (as Finance-ajaxPricingList). */
export const RepoPricing = get('/repo/pricing', { fields: { id }, reply: replyOf<{ data: PriceList }>() });

/** [API-CRM-09] A record of `repo` (one of DETAIL_REPOS) with its related data. */
export const Detail = get('/detail', { fields: { repo: text({ required: true, max: 20 }), id }, reply: replyOf<DetailReply>() });
