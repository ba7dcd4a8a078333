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
export const REPORT_PAGE_SIZE = 30;
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

/** Where login sources come from (login log). */
export const LOGIN_SOURCES = {
  1: '电脑网页',
  2: '手机网页',
} as const;
export type LoginSourceId = keyof typeof LOGIN_SOURCES;

/** Department 0 of every shop: 'My team', where staff start (SPEC.md; it cannot be renamed or deleted). */
export const MY_TEAM_DEPARTMENT_ID = 0;
