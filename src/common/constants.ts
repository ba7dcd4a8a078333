/** Business constants of SPEC.md section 9, shared by the browser and the server. */

export const VERSION_LABEL = '20231120-1';

export const NOTICE_POLL_MS = 300_000;
export const HOVER_DELAY_MS = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NOTIFICATION_DURATION_MS = 3_000;
export const ERROR_DIALOG_MS = 5_000;
export const DEFAULT_DELAY_MS = 1_000;

export const PHONE_LENGTH = 11;

/** Layout breakpoints (px). */
export const PHONE_MAX_WIDTH = 680;
export const TABLET_MAX_WIDTH = 1280;
export const MOBILE_DETECT_WIDTH = 768;
export const BACK_TO_TOP_AFTER_PX = 200;
export const STICKY_HEADER_OFFSET = 52;

export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_ITEM_PAGE_SIZE = 20;
export const INVOICE_WITHDRAW_REFRESH_MS = 500;
export const LOG_PAGE_SIZE = 20;
export const STAFF_PICKER_PAGE_SIZE = 10;
export const DEALER_PICKER_PAGE_SIZE = 10;

/** The four areas of the product, each its own HTML page. */
export const AREAS = ['index', 'erp', 'depot', 'finance'] as const;
export type Area = (typeof AREAS)[number];
export const AREA_ENTRY: Record<Area, string> = {
  index: 'CF-Index',
  erp: 'CF-Erp',
  depot: 'CF-Depot',
  finance: 'CF-Finance',
};

export const LOGIN_PATH = 'user.html#/login';
/** Set on an area page's #root by the Node host when it drew the page's frame in it (server/pages/areaFrame.ts). */
export const FRAMED_ROOT_ATTRIBUTE = 'data-framed';

/** Where login sources come from (login log). */
export const LOGIN_SOURCES = {
  1: '电脑网页',
  2: '手机网页',
} as const;
export type LoginSourceId = keyof typeof LOGIN_SOURCES;

/** Department 0 of every shop: 'My team', where staff start (SPEC.md; it cannot be renamed or deleted). */
export const MY_TEAM_DEPARTMENT_ID = 0;

/**
 * The platform company that bills the shops and issues their invoices (销售方 on every invoice).
 * SPEC.md names no seller, so these are the product's own; replace them with the operator's
 * registered name and unified social credit code (统一社会信用代码) when deploying.
 */
export const INVOICE_SELLER = {
  name: '广州板式家具云科技有限公司',
  taxNo: '91440106MA5CXJ8K2M',
} as const;
/** Who issues the invoices (开票人 on the invoice). */
export const INVOICE_DRAWER = '林晓敏';
/**
 * What the billed items are for the tax authority (税收分类简称, printed as *信息技术服务*项目名称)
 * and their VAT rate: software and platform services are 信息技术服务 at 6 %.
 */
export const INVOICE_TAX_CATEGORY = '信息技术服务';
export const INVOICE_VAT_RATE_PERCENT = 6;

/**
 * Paid seats (SPEC.md "Renewal plans"): plans keyed by month count, price in fen for the whole
 * period and the discount it carries (percent of the list price, 100 = none). Shops with can_pay 1
 * sell seats; a new person's seat there starts with SEAT_TRIAL_DAYS free.
 */
export const SEAT_PLANS: Readonly<Record<number, { priceFen: number; discount: number }>> = {
  1: { priceFen: 3_000, discount: 100 },
  3: { priceFen: 8_550, discount: 95 },
  6: { priceFen: 16_200, discount: 90 },
  12: { priceFen: 28_800, discount: 80 },
  24: { priceFen: 50_400, discount: 70 },
};
export const SEAT_TRIAL_DAYS = 7;
/** The seat job renews seats (auto-renew on) that expire within this window. */
export const SEAT_RENEW_AHEAD_MS = 24 * 60 * 60 * 1000;
