/**
 * Every route of SPEC.md section 2 with its right as the spec and REQUIREMENTS ROUTE-13..81 give it
 * (rights the spec leaves as patterns: the concrete codes of src/common/rights.ts; none: undefined).
 * The route tables are checked against this list, written independently of them.
 */
import type { Area } from '../../src/common/constants';

export interface SpecRoute {
  id: string;
  area: Area;
  path: string;
  right: string | undefined;
}

const r = (id: string, area: Area, path: string, right?: string): SpecRoute => ({ id, area, path, right });

export const SPEC_ROUTES: readonly SpecRoute[] = [
  r('[ROUTE-13]', 'index', '/shops/dashboard'),
  r('[ROUTE-14]', 'index', '/shops/setting', 'SF_BASE_CONFIG_QUERY'),
  r('[ROUTE-15]', 'index', '/shops/systemConfig', 'SF_BASE_CONFIG_QUERY'),
  r('[ROUTE-16]', 'index', '/shops/yz'),
  r('[ROUTE-17]', 'index', '/staff/org', 'SF_STAFF_QUERY'),
  r('[ROUTE-18]', 'index', '/staff/group', 'SF_GROUP_QUERY'),
  r('[ROUTE-19]', 'index', '/staff/edit/:staffID?', 'SF_STAFF_NEW,SF_STAFF_EDIT'),
  r('[ROUTE-20]', 'index', '/staff/myrights', 'SF_MY_RIGHTS'),
  r('[ROUTE-21]', 'index', '/staff/logs', 'SF_LOGINLOG_QUERY,SF_STAFF_LOG_QUERY'),
  r('[ROUTE-22]', 'index', '/invoice/request', 'SF_INVOICE_MAKE_OUT'),
  r('[ROUTE-23]', 'index', '/invoice/list', 'SF_INVOICE_LIST'),
  r('[ROUTE-24]', 'index', '/invoice/info', 'SF_INVOICE_INFO_QUERY'),
  // The spec gives no right; the page is the bill management page (SF_BILL_DETAIL).
  r('[ROUTE-25]', 'index', '/invoice/acctitem', 'SF_BILL_DETAIL'),
  r('[ROUTE-26]', 'index', '/reports/lists', 'SF_REPORT_MY_MARKET'),
  r('[ROUTE-27]', 'index', '/reports/market', 'SF_REPORT_MARKET'),
  r('[ROUTE-28]', 'index', '/webcad/musicManage', 'SF_PANO_EDIT'),
  r('[ROUTE-29]', 'index', '/webcad/panoManage', 'SF_PANO_EDIT'),
  r('[ROUTE-30]', 'index', '/webcad/files/send'),
  r('[ROUTE-30]', 'index', '/webcad/modules/deploy'),
  r('[ROUTE-30]', 'index', '/webcad/materials/deploy'),

  r('[ROUTE-31]', 'erp', '/crm', 'SF_ERP_STORE_CUSTOMER_QUERY'),
  r('[ROUTE-32]', 'erp', '/custfollow', 'SF_ERP_STORE_MEMO_QUERY'),
  r('[ROUTE-33]', 'erp', '/orders/list', 'SF_STORE_ORD_LIST'),
  r('[ROUTE-34]', 'erp', '/orders/assign', 'SF_BATCH_PROCESS_QUERY'),
  r('[ROUTE-35]', 'erp', '/orders/memo', 'SF_ERP_ORDER_MEMO_QUERY'),
  r('[ROUTE-36]', 'erp', '/orders/remind', 'SF_ORDER_REMIND_QUERY'),
  r('[ROUTE-37]', 'erp', '/orders/screen', 'SF_ORDER_REMIND_QUERY'),
  r('[ROUTE-39]', 'erp', '/process/config', 'SF_ERP_SHOP_PROCESS_QUERY'),
  r('[ROUTE-41]', 'erp', '/process/manage', 'SF_PROCESS_MANAGE_LIST'),
  r('[ROUTE-42]', 'erp', '/goodssale', 'SF_GOODS_SALE_GROUP_QUERY'),
  r('[ROUTE-43]', 'erp', '/workquery', 'SF_MY_PROCESS'),

  r('[ROUTE-44]', 'depot', '/dashboard', 'SF_DEPOT_ORDER_INDEX_QUERY'),
  r('[ROUTE-45]', 'depot', '/config', 'SF_DEPOTS_QUERY'),
  r('[ROUTE-46]', 'depot', '/baseConfig', 'SF2_ERP_GOODS_ADD'),
  r('[ROUTE-47]', 'depot', '/goods/fast', 'SF2_ERP_GOODS_ADD'),
  r('[ROUTE-48]', 'depot', '/goods', 'SF2_ERP_GOODS_LIST'),
  r('[ROUTE-49]', 'depot', '/goods/class', 'SF_DEPOTS_GOOD_CLASS_QUERY'),
  r('[ROUTE-50]', 'depot', '/goods/unit', 'SF_DEPOT_UNIT_QUERY'),
  r('[ROUTE-51]', 'depot', '/buy/orders', 'SF_DEPOT_ORDER_BUY_QUERY'),
  r('[ROUTE-52]', 'depot', '/buy/refund', 'SF_DEPOT_ORDER_BUY_REFUND_QUERY'),
  r('[ROUTE-53]', 'depot', '/sell/orders', 'SF_DEPOT_ORDER_SELL_QUERY'),
  r('[ROUTE-54]', 'depot', '/sell/refund', 'SF_DEPOT_ORDER_SELL_REFUND_QUERY'),
  r('[ROUTE-55]', 'depot', '/other/in', 'SF_DEPOT_ORDER_OTHER_IN_QUERY'),
  r('[ROUTE-56]', 'depot', '/other/out', 'SF_DEPOT_ORDER_OTHER_OUT_QUERY'),
  r('[ROUTE-57]', 'depot', '/stockchange', 'SF_DEPOT_STOCK_CHANGE_QUERY'),
  r('[ROUTE-58]', 'depot', '/check', 'SF_DEPOT_ORDER_CHECK_QUERY'),
  r('[ROUTE-59]', 'depot', '/transfer', 'SF_DEPOT_ORDER_TRANSFER_QUERY'),
  r('[ROUTE-60]', 'depot', '/pro/in', 'SF_DEPOT_ORDER_PRO_IN_QUERY'),
  r('[ROUTE-61]', 'depot', '/pro/out', 'SF_DEPOT_ORDER_PRO_OUT_QUERY'),
  r('[ROUTE-62]', 'depot', '/pro/query', 'SF_DEPOT_ORDER_PRO_QUERY'),

  r('[ROUTE-63]', 'finance', '/balance/query', 'SF_BALANCE_QUERY'),
  r('[ROUTE-64]', 'finance', '/balance/charge', 'SF_CHARGE_IN'),
  r('[ROUTE-65]', 'finance', '/balance/extract', 'SF_EXTRACT'),
  r('[ROUTE-66]', 'finance', '/balance/chargecard', 'SF_BALANCE_CHARGE_CARD'),
  r('[ROUTE-67]', 'finance', '/balance/software', 'SF_BALANCE_SOFTWARE'),
  r('[ROUTE-68]', 'finance', '/balance/addedservices', 'SF_BALANCE_ADDED_SERVICES'),
  r('[ROUTE-69]', 'finance', '/balance/payout', 'SF_BALANCE_PAYOUT'),
  r('[ROUTE-70]', 'finance', '/pricing/config', 'SF_PRICING_CONFIG'),
  r('[ROUTE-71]', 'finance', '/salary/config', 'SF_SALARY_CONFIG'),
  r('[ROUTE-72]', 'finance', '/salary/grant', 'SF_SALARY_GRANT'),
  r('[ROUTE-73]', 'finance', '/profit', 'SF_PROFIT_QUERY'),
  r('[ROUTE-74]', 'finance', '/struct', 'SF_STRUCT_QUERY'),
  r('[ROUTE-75]', 'finance', '/budget', 'SF_BUDGET_QUERY'),
  r('[ROUTE-76]', 'finance', '/costaccount', 'SF_COST_ACCOUNT_QUERY'),
  r('[ROUTE-77]', 'finance', '/unifycoll', 'SF_UNIFY_COLL'),
  r('[ROUTE-78]', 'finance', '/colllogs', 'SF_COLL_LOGS_QUERY'),
  r('[ROUTE-79]', 'finance', '/unifypay', 'SF_UNIFY_PAY'),
  r('[ROUTE-80]', 'finance', '/paylogs', 'SF_PAY_LOGS_QUERY'),
  r('[ROUTE-81]', 'finance', '/mysalary', 'SF_ERP_MY_SALARY'),
];

/** A URL that opens `path` (optional parameters left out, required ones filled in). */
export function sampleUrl(path: string): string {
  return path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '1');
}
