/**
 * Report templates (SPEC.md sections 2 "My published reports" and "Report market", 3, 4, 5 and 7
 * "Reports"): the print templates shops publish to the market, the market's list, detail and
 * download, the 40 fixed report types with the page each is used on, and the shop's own template
 * library the downloads land in. Contracts, shared rules and the type catalogue live here, used by
 * the pages, the server and the tests alike.
 */
import * as v from 'valibot';
import type { Area } from './constants';
import type { ServerMessageId } from './messages/zh-CN';
import { get, post, replyOf, type NoFields } from './contract';
import { int, json, text } from './fields';
import { optChoice, optText, orderEntry, pagingEntries, paramObject, problem } from './params';
import { charLength, type RuleResult } from './validation';

// ---------------------------------------------------------------------------------------------
// Limits (SPEC.md section 9)

/** [RPT-MY-02] [RPT-MKT-01] The lists' page size; the pages read it from their contracts. */
const REPORT_PAGE_SIZE = 30;
/** [RPT-MY-15] */
export const REPORT_NAME_MAX = 20;
/** A description is free text [RPT-MY-16]; this only bounds what one row keeps. */
export const REPORT_DESC_MAX = 500;
/** Covers one template shows in its gallery. */
export const MAX_REPORT_COVERS = 6;

/** [RPT-MY-05] [RPT-MKT-05] The sort menu: hot, newest, downloads. */
export const REPORT_ORDER_FIELDS = ['view_cnt', 'create_date', 'down_cnt'] as const;
export type ReportSortKey = 'hot' | 'newest' | 'downloads';
export const REPORT_SORTS: readonly { key: ReportSortKey; order: string }[] = [
  { key: 'hot', order: 'view_cnt desc' },
  { key: 'newest', order: 'create_date desc' },
  { key: 'downloads', order: 'down_cnt desc' },
];
/** [RPT-MKT-06] */
export const MARKET_DEFAULT_ORDER = 'view_cnt desc';
/** [RPT-MY-06] */
export const MY_REPORTS_DEFAULT_ORDER = 'create_date desc';

/** Template states: a publication waits for the platform's review (0) and then shows in the market (1). */
export const REPORT_STATE_PENDING = 0;
export const REPORT_STATE_PUBLISHED = 1;
export type ReportState = typeof REPORT_STATE_PENDING | typeof REPORT_STATE_PUBLISHED;

// ---------------------------------------------------------------------------------------------
// Report types ([RPT-MKT-16..20])

/** [RPT-MKT-04] listed first among the category chips, in this order. */
export const PRIORITY_REPORT_TYPES = [1, 3, 4, 5, 6, 31, 17, 18] as const;

/** Where a type's templates are used: the page of an area, by its route and its menu label. */
interface TypeDef {
  zh: string;
  en: string;
  area: Exclude<Area, 'index'>;
  path: string;
  page: ServerMessageId;
  /** The page picks a template from report_type and report_id in its query ([RPT-MKT-18]). */
  canJump: boolean;
}

const ORDERS = { area: 'erp', path: '/orders/list', page: 'route.erp.ordersList', canJump: true } as const;
const at = (area: TypeDef['area'], path: string, page: ServerMessageId, canJump: boolean) => ({ area, path, page, canJump });

/**
 * Ids 1–40 are fixed [RPT-MKT-20]: the documents and statements a panel-furniture shop prints, each
 * used on one of the pages of [RPT-MKT-17]. Pages that print one document at a time take the
 * template from the query (canJump); statistics and logs print what they show.
 */
const TYPE_DEFS: Record<number, TypeDef> = {
  1: { zh: '订单', en: 'Order', ...ORDERS },
  2: { zh: '订单标签', en: 'Order label', ...ORDERS },
  3: { zh: '销售单', en: 'Sales order', ...at('depot', '/sell/orders', 'route.depot.sellOrders', true) },
  4: { zh: '采购单', en: 'Purchase order', ...at('depot', '/buy/orders', 'route.depot.buyOrders', true) },
  5: { zh: '入库单', en: 'Goods receipt', ...at('depot', '/other/in', 'route.depot.otherIn', true) },
  6: { zh: '出库单', en: 'Goods issue', ...at('depot', '/other/out', 'route.depot.otherOut', true) },
  7: { zh: '采购退货单', en: 'Purchase return', ...at('depot', '/buy/refund', 'route.depot.buyRefund', true) },
  8: { zh: '销售退货单', en: 'Sales return', ...at('depot', '/sell/refund', 'route.depot.sellRefund', true) },
  9: { zh: '盘点单', en: 'Stock count', ...at('depot', '/check', 'route.depot.check', true) },
  10: { zh: '调拨单', en: 'Stock transfer', ...at('depot', '/transfer', 'route.depot.transfer', true) },
  11: { zh: '生产入库单', en: 'Production receipt', ...at('depot', '/pro/in', 'route.depot.proIn', true) },
  12: { zh: '生产领料单', en: 'Production issue', ...at('depot', '/pro/out', 'route.depot.proOut', true) },
  13: { zh: '商品标签', en: 'Goods label', ...at('depot', '/goods', 'route.depot.goods', true) },
  14: { zh: '商品清单', en: 'Goods list', ...at('depot', '/goods', 'route.depot.goods', false) },
  15: { zh: '生产查询表', en: 'Production query', ...at('depot', '/pro/query', 'route.depot.proQuery', false) },
  16: { zh: '商品销售统计表', en: 'Goods sales statistics', ...at('erp', '/goodssale', 'route.erp.goodssale', false) },
  17: { zh: '收款单', en: 'Receipt voucher', ...at('finance', '/unifycoll', 'route.finance.unifycoll', true) },
  18: { zh: '付款单', en: 'Payment voucher', ...at('finance', '/unifypay', 'route.finance.unifypay', true) },
  19: { zh: '收款记录', en: 'Collection records', ...at('finance', '/colllogs', 'route.finance.colllogs', false) },
  20: { zh: '付款记录', en: 'Payment records', ...at('finance', '/paylogs', 'route.finance.paylogs', false) },
  21: { zh: '工资单', en: 'Payslip', ...at('finance', '/salary/grant', 'route.finance.salaryGrant', true) },
  22: { zh: '工资发放汇总表', en: 'Payroll summary', ...at('finance', '/salary/grant', 'route.finance.salaryGrant', false) },
  23: { zh: '利润表', en: 'Profit statement', ...at('finance', '/profit', 'route.finance.profit', false) },
  24: { zh: '预算表', en: 'Budget sheet', ...at('finance', '/budget', 'route.finance.budget', false) },
  25: { zh: '成本核算表', en: 'Cost accounting sheet', ...at('finance', '/costaccount', 'route.finance.costaccount', false) },
  26: { zh: '余额明细表', en: 'Balance statement', ...at('finance', '/balance/query', 'route.finance.balanceQuery', false) },
  27: { zh: '报价单', en: 'Quotation', ...ORDERS },
  28: { zh: '送货单', en: 'Delivery note', ...ORDERS },
  29: { zh: '安装单', en: 'Installation sheet', ...ORDERS },
  30: { zh: '拆单明细表', en: 'Order split details', ...ORDERS },
  31: { zh: '板件标签', en: 'Panel label', ...ORDERS },
  32: { zh: '五金清单', en: 'Hardware list', ...ORDERS },
  33: { zh: '开料单', en: 'Cutting list', ...ORDERS },
  34: { zh: '封边单', en: 'Edge banding list', ...ORDERS },
  35: { zh: '包装清单', en: 'Packing list', ...ORDERS },
  36: { zh: '客户对账单', en: 'Customer statement', ...at('finance', '/balance/query', 'route.finance.balanceQuery', false) },
  37: { zh: '采购汇总表', en: 'Purchase summary', ...at('depot', '/buy/orders', 'route.depot.buyOrders', false) },
  38: { zh: '销售汇总表', en: 'Sales summary', ...at('depot', '/sell/orders', 'route.depot.sellOrders', false) },
  39: { zh: '盘点差异表', en: 'Count variance sheet', ...at('depot', '/check', 'route.depot.check', false) },
  40: { zh: '出入库汇总表', en: 'Receipts and issues summary', ...at('depot', '/other/in', 'route.depot.otherIn', false) },
};

export const REPORT_TYPE_IDS: readonly number[] = Object.keys(TYPE_DEFS).map(Number);

/** [RPT-MKT-19] */
export interface ReportType {
  type_id: number;
  type_en_name: string;
  type_ch_name: string;
  /** The page the type is used on: 'depot.html#/sell/orders'. */
  url: string;
  canJump: boolean;
}

const AREA_HTML: Record<TypeDef['area'], string> = { erp: 'erp.html', depot: 'depot.html', finance: 'finance.html' };

export const REPORT_TYPES: readonly ReportType[] = REPORT_TYPE_IDS.map((id) => {
  const d = TYPE_DEFS[id];
  return { type_id: id, type_en_name: d.en, type_ch_name: d.zh, url: `${AREA_HTML[d.area]}#${d.path}`, canJump: d.canJump };
});

/** Where a type is used, for the example dialog: its area and its page's menu label. */
export function usedOn(typeId: number): { area: TypeDef['area']; page: ServerMessageId } | null {
  const d = TYPE_DEFS[typeId];
  return d ? { area: d.area, page: d.page } : null;
}

/** The address 'go to page to use' opens [RPT-MKT-16] [RPT-MKT-18]. */
export function jumpUrl(type: Pick<ReportType, 'url' | 'canJump' | 'type_id'>, reportId: number): string {
  return type.canJump ? `${type.url}?report_type=${type.type_id}&report_id=${reportId}` : type.url;
}

/** The types with the priority ones first ([RPT-MKT-04]), the rest by id. */
export function chipOrder<T extends { type_id: number }>(types: readonly T[]): T[] {
  const rank = (id: number) => {
    const i = (PRIORITY_REPORT_TYPES as readonly number[]).indexOf(id);
    return i < 0 ? PRIORITY_REPORT_TYPES.length + id : i;
  };
  return [...types].sort((a, b) => rank(a.type_id) - rank(b.type_id));
}

/** The type's name in the reader's language. */
export const typeName = (type: Pick<ReportType, 'type_ch_name' | 'type_en_name'> | undefined, locale: string): string =>
  type ? (locale.startsWith('zh') ? type.type_ch_name : type.type_en_name) : '';

// ---------------------------------------------------------------------------------------------
// Entities on the wire

/** [RPT-MY-10] report_logo's JSON: thumbnails for cards, full images for the gallery. */
export interface ReportLogo {
  thumbs: string[];
  logos: string[];
}

export function parseReportLogo(text: string | null | undefined): ReportLogo {
  try {
    const value = JSON.parse(text ?? '') as Partial<Record<keyof ReportLogo, unknown>>;
    const paths = (list: unknown) => (Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);
    return { thumbs: paths(value?.thumbs), logos: paths(value?.logos) };
  } catch {
    return { thumbs: [], logos: [] };
  }
}

/** [RPT-MY-24] A published template as its viewer sees it; dates 'YYYY-MM-DD HH:mm:ss'. */
export interface ReportTemplate {
  report_id: number;
  report_name: string;
  report_desc: string;
  report_type: number;
  /** JSON text of ReportLogo. */
  report_logo: string;
  view_cnt: number;
  down_cnt: number;
  create_date: string;
  update_date: string;
  shop_id: number;
  shop_name: string;
  user_id: number;
  login_name: string;
  state: ReportState;
  /** The viewer's shop has downloaded it: 1. */
  has_downloaded: 0 | 1;
}

/** [SPEC 4 "Report template for a viewer"] */
export type ViewerState = 'ownShop' | 'downloaded' | 'available';
export function viewerState(report: Pick<ReportTemplate, 'shop_id' | 'has_downloaded'>, viewerShopId: number): ViewerState {
  if (report.shop_id === viewerShopId) return 'ownShop';
  return report.has_downloaded ? 'downloaded' : 'available';
}

/** A template of the shop's own library (where downloads land, what its pages print with). */
export interface LibraryReport {
  report_id: number;
  report_name: string;
  report_type: number;
  /** 1: the template the type's pages print with unless told otherwise. */
  is_default: 0 | 1;
  /** 1: in the recycle bin. */
  recycled: 0 | 1;
  /** The market template it was downloaded from, 0 for none. */
  source_id: number;
  create_date: string;
  update_date: string;
}

// ---------------------------------------------------------------------------------------------
// Rules (SPEC.md section 5 "Report edit")

export const reportRules = {
  /** [RPT-MY-14] [RPT-MY-15] */
  report_name(name: string | undefined): RuleResult {
    const text = (name ?? '').trim();
    if (!text) return { id: 'reports.rule.nameRequired' };
    return charLength(text) > REPORT_NAME_MAX ? { id: 'reports.rule.nameTooLong', values: { max: REPORT_NAME_MAX } } : null;
  },
  report_desc(desc: string | undefined): RuleResult {
    return charLength(desc ?? '') > REPORT_DESC_MAX ? { id: 'reports.rule.descTooLong', values: { max: REPORT_DESC_MAX } } : null;
  },
};

// ---------------------------------------------------------------------------------------------
// Contracts (SPEC.md section 7 "Reports")

/** [API-RPT-03] [API-RPT-04] `params` of both lists (a type: it is passed where a JSON object is declared). */
export type ReportListParams = {
  curr_page?: number;
  page_count?: number;
  report_name?: string;
  /** 0 or absent: every type. */
  report_type?: number;
  order?: string;
};

/** The server's reading of `params`: paging up to MAX_PAGE_COUNT, the order from the sort menu's fields. */
export const reportListParams = (defaultOrder: `${(typeof REPORT_ORDER_FIELDS)[number]} ${'asc' | 'desc'}`) =>
  paramObject({
    ...pagingEntries(REPORT_PAGE_SIZE),
    report_name: v.pipe(
      optText,
      v.check((s) => s === undefined || charLength(s) <= REPORT_NAME_MAX, problem('reports.rule.nameTooLong', { max: REPORT_NAME_MAX })),
    ),
    report_type: optChoice(REPORT_TYPE_IDS, 0),
    order: orderEntry(REPORT_ORDER_FIELDS, defaultOrder),
  });

export interface ReportListReply {
  reports: ReportTemplate[];
  count: number;
}

export const ReportMarketMyList = post('/Report-marketMyList', {
  fields: { params: json(reportListParams(MY_REPORTS_DEFAULT_ORDER), { required: false }) },
  reply: replyOf<ReportListReply>(),
  pageSize: REPORT_PAGE_SIZE,
});
export const ReportMarketList = post('/Report-marketList', {
  fields: { params: json(reportListParams(MARKET_DEFAULT_ORDER), { required: false }) },
  reply: replyOf<ReportListReply>(),
  pageSize: REPORT_PAGE_SIZE,
});
/** [API-RPT-05] Counts a view. */
export const ReportMarketDetail = post('/Report-marketDetail', { fields: { reportID: int({ required: true, min: 1 }) }, reply: replyOf<{ reportInfo: ReportTemplate }>() });
/** [API-RPT-06] Copies the template into the viewer's library; answers the copy's id there. */
export const ReportMarketDownLoad = post<{ reportID: number; reportName: string }, { report_id: number }>('/Report-marketDownLoad');
/** [API-RPT-07] Answers the template itself (JSON), saved as '<report name>.mrt'. */
export const ReportMarketDownLoadFile = post('/Report-marketDownLoadFile', { fields: { reportID: int({ required: true, min: 1 }) } });
/** [API-RPT-02] Multipart, with the covers as `logos[]` files (none: the covers stay). */
export const ReportMarketUpdate = post<{ reportID: number; reportName: string; reportDesc: string }, { reportInfo: ReportTemplate }>('/Report-marketUpdate');
/** The multipart field of the covers. */
export const REPORT_COVER_FIELD = 'logos[]';
/** [API-RPT-01] */
export const ReportMarketDelete = post('/Report-marketDelete', { fields: { reportID: int({ required: true, min: 1 }) } });
/** [API-RPT-08] */
export const ReportReportType = post<NoFields, { data: ReportType[] }>('/Report-reportType');
/**
 * A published template's image: served to viewers of the market while it is published, and to its
 * own shop always. The path names the template, so the check is the template's, not the file's shop.
 */
export const ReportImage = get('/Report-image', { fields: { report_id: int({ required: true, min: 1 }), key: text({ required: true, max: 32 }) } });
/** A cover's path: the template and the cover file's random key (src/common/uploads.ts FILE_KEY_PATTERN). */
export const reportImagePath = (reportId: number, key: string): string => `/api/Report-image?report_id=${reportId}&key=${key}`;
/** The file key of a cover path of template `reportId`, or null for anything else. */
export function fileKeyOfReportImage(path: string, reportId: number): string | null {
  const m = /^\/api\/Report-image\?report_id=(\d{1,10})&key=([A-Za-z0-9_-]{22})$/.exec(path);
  return m && Number(m[1]) === reportId ? m[2] : null;
}

/** A template of the shop's library, by its id. */
const LIBRARY_ID = int({ required: true, min: 1 });

/** [API-RPT-09] The shop's library: one type, or all; the recycle bin with recycled 1. */
export const ReportLists = post('/Report-lists', {
  // 0 or absent: every type (ids 1–40 are the fixed types).
  fields: { report_type: int({ min: 0, max: REPORT_TYPES.length }), recycled: int({ min: 0, max: 1 }) },
  reply: replyOf<{ data: LibraryReport[] }>(),
});
/** [API-RPT-10] A copy beside the original; answers its id. */
export const ReportCopyReport = post('/Report-copyReport', { fields: { reportID: LIBRARY_ID }, reply: replyOf<{ report_id: number }>() });
/** [API-RPT-11] */
export const ReportRenameReport = post('/Report-renameReport', {
  // The name's own rules ([RPT-MY-14] [RPT-MY-15]: reportRules.report_name) are checked by the handler, after this bound.
  fields: { reportID: LIBRARY_ID, reportName: text({ max: REPORT_NAME_MAX * 4 }) },
});
/** [API-RPT-12] Out of the recycle bin. */
export const ReportRestoreReport = post('/Report-restoreReport', { fields: { reportID: LIBRARY_ID } });
/** [API-RPT-13] Into the recycle bin (no longer the default). */
export const ReportRecycleReport = post('/Report-recycleReport', { fields: { reportID: LIBRARY_ID } });
/** [API-RPT-14] For good; only from the recycle bin. */
export const ReportDeleteReport = post('/Report-deleteReport', { fields: { reportID: LIBRARY_ID } });
/** [API-RPT-15] The default of its type (the type's previous default is no longer). */
export const ReportSetDefault = post('/Report-setDefault', { fields: { reportID: LIBRARY_ID } });
