/**
 * The endpoint paths against SPEC.md section 7, written here as the spec writes them (the API tests
 * call the contracts of src/common, so a contract whose path drifted from the spec would pass them
 * all): every contract exported by a src/common module is a call the spec lists, with the spec's
 * method and path, or one of the product's own calls named below; and every call of the spec that
 * this product builds has its contract.
 *
 * All calls get '/api' prepended (SPEC.md section 7); the spec writes two of them with it
 * (/api/shop-shopPic, /api/YzPay-uploadFile), so paths are compared with '/api' in front.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEndpoint, HttpMethod } from '../../src/common/contract';

interface SpecCall {
  /** The requirement of REQUIREMENTS.md that names this call (API-SESS, API-INV ... API-LOG). */
  id: string;
  method: HttpMethod;
  /** As SPEC.md section 7 writes it. */
  path: string;
}

const POST = 'POST' as const;
const GET = 'GET' as const;
const c = (id: string, method: HttpMethod, path: string): SpecCall => ({ id, method, path });

/** SPEC.md section 7, sections "Session and shell" to "Logs": the calls of the pages this product builds. */
const SPEC_CALLS: readonly SpecCall[] = [
  // Session and shell. GET /User-loginStatus?check={n}: the query is a field of the call.
  c('[API-SESS-01]', GET, '/User-loginStatus'),
  c('[API-SESS-02]', GET, '/User-ajaxLoginOut'),
  c('[API-SESS-03]', GET, '/StoreOrders-archiveConfig'),
  c('[API-SESS-04]', POST, '/Config-area'),
  c('[API-SESS-05]', POST, '/Config-agreement'),
  c('[API-SESS-07]', GET, '/Notice-lists'),
  // Invoices.
  c('[API-INV-01]', POST, '/Invoice-ajaxInfo'),
  c('[API-INV-02]', POST, '/Invoice-addInfo'),
  c('[API-INV-03]', POST, '/Invoice-alterInfo'),
  c('[API-INV-04]', POST, '/Invoice-ajaxUserAddress'),
  // API-INV-05..09: the four types of one call.
  c('[API-INV-05]', POST, '/Home-Address-addressAct'),
  c('[API-INV-10]', POST, '/Invoice-getLists'),
  c('[API-INV-12]', POST, '/Invoice-backInvoice'),
  c('[API-INV-13]', POST, '/Invoice-getAcctList'),
  c('[API-INV-14]', POST, '/Invoice-ajaxMakeOut'),
  c('[API-INV-15]', POST, '/Invoice-drawBill'),
  // Reports.
  c('[API-RPT-01]', POST, '/Report-marketDelete'),
  c('[API-RPT-02]', POST, '/Report-marketUpdate'),
  c('[API-RPT-03]', POST, '/Report-marketMyList'),
  c('[API-RPT-04]', POST, '/Report-marketList'),
  c('[API-RPT-05]', POST, '/Report-marketDetail'),
  c('[API-RPT-06]', POST, '/Report-marketDownLoad'),
  c('[API-RPT-07]', POST, '/Report-marketDownLoadFile'),
  c('[API-RPT-08]', POST, '/Report-reportType'),
  c('[API-RPT-09]', POST, '/Report-lists'),
  c('[API-RPT-10]', POST, '/Report-copyReport'),
  c('[API-RPT-11]', POST, '/Report-renameReport'),
  c('[API-RPT-12]', POST, '/Report-restoreReport'),
  c('[API-RPT-13]', POST, '/Report-recycleReport'),
  c('[API-RPT-14]', POST, '/Report-deleteReport'),
  c('[API-RPT-15]', POST, '/Report-setDefault'),
  // Shop.
  c('[API-SHOP-01]', POST, '/shop-getIndustryClass'),
  c('[API-SHOP-02]', POST, '/shop-getSupplyClass'),
  c('[API-SHOP-03]', POST, '/shop-ajaxInfo'),
  c('[API-SHOP-04]', POST, '/Shop-shopSet'),
  c('[API-SHOP-05]', POST, '/api/shop-shopPic'),
  c('[API-SHOP-06]', POST, '/shop-setProps'),
  c('[API-SHOP-07]', POST, '/ErpOrders-syncMesSale'),
  c('[API-SHOP-08]', POST, '/ErpGoods-goodsNameConfigMerge'),
  c('[API-SHOP-09]', POST, '/Shop-getPackFieldConfig'),
  // Merchant onboarding.
  c('[API-MERCH-01]', POST, '/api/YzPay-uploadFile'),
  c('[API-MERCH-02]', POST, '/YzPay-area'),
  c('[API-MERCH-03]', POST, '/YzPay-getOtherData'),
  c('[API-MERCH-04]', POST, '/YzPay-addInParts'),
  c('[API-MERCH-05]', POST, '/YzPay-updateInParts'),
  c('[API-MERCH-06]', POST, '/YzPay-editMerchants'),
  // Roles and rights.
  c('[API-ROLE-01]', POST, '/shopStaff-ajaxGroup'),
  c('[API-ROLE-02]', POST, '/ShopStaff-newGrp'),
  c('[API-ROLE-03]', POST, '/ShopStaff-editGrpName'),
  c('[API-ROLE-04]', POST, '/ShopStaff-deleteGrp'),
  c('[API-ROLE-05]', POST, '/ShopStaff-getGrpRights'),
  c('[API-ROLE-06]', POST, '/ShopStaff-editGrpRightsNew'),
  c('[API-ROLE-07]', POST, '/ShopStaff-setCADFunc'),
  c('[API-ROLE-08]', POST, '/ShopStaff-getCADFunc'),
  c('[API-ROLE-09]', POST, '/ShopStaff-getCADFuncList'),
  c('[API-ROLE-10]', POST, '/ShopStaff-ajaxMyAuth'),
  c('[API-ROLE-11]', POST, '/ShopStaff-getStaffGroup'),
  // Staff and departments.
  c('[API-STAFF-01]', POST, '/ShopStaff-getStaff'),
  c('[API-STAFF-02]', POST, '/shopStaff-ajaxDepartment'),
  c('[API-STAFF-03]', POST, '/ShopStaff-newDep'),
  c('[API-STAFF-04]', POST, '/ShopStaff-editDep'),
  c('[API-STAFF-05]', POST, '/ShopStaff-deleteDep'),
  c('[API-STAFF-06]', POST, '/ShopStaff-getCheckCode'),
  c('[API-STAFF-07]', POST, '/shopStaff-ajaxEditStaff'),
  c('[API-STAFF-08]', POST, '/shopStaff-ajaxNewStaff'),
  c('[API-STAFF-09]', POST, '/user-check'),
  c('[API-STAFF-10]', POST, '/ShopStaff-nsPost'),
  // API-STAFF-11 and 12: edit and state toggle are the one call.
  c('[API-STAFF-11]', POST, '/ShopStaff-esPost'),
  c('[API-STAFF-13]', POST, '/ShopStaff-getBalance'),
  c('[API-STAFF-14]', POST, '/ShopStaff-buy'),
  c('[API-STAFF-15]', POST, '/ShopStaff-renew'),
  c('[API-STAFF-16]', POST, '/ShopStaff-fireStaff'),
  c('[API-STAFF-17]', POST, '/ShopStaff-reinstateStaff'),
  c('[API-STAFF-18]', POST, '/ShopStaff-unbindWx'),
  // Logs.
  c('[API-LOG-01]', POST, '/ShopLogs-ajaxLoginLogs'),
  c('[API-LOG-02]', POST, '/ShopLogs-getLoginLogs'),
  c('[API-LOG-03]', POST, '/ShopLogs-getOrdersLogs'),
  c('[API-LOG-04]', POST, '/ShopLogs-list'),
  c('[API-LOG-05]', POST, '/shopLogs-pdLogs'),
  c('[API-LOG-06]', POST, '/shopLogs-pdLogsNew'),
  c('[API-LOG-07]', POST, '/ShopLogs-delLogs'),
  c('[API-LOG-08]', POST, '/ShopLogs-clearLogs'),
  // Goods, classes and units; price lists.
  c('[API-GOODS-01]', POST, '/ErpGoods-getErpGoods'),
  c('[API-GOODS-02]', POST, '/ErpGoods-getErpGoodsParam'),
  c('[API-GOODS-03]', POST, '/ErpGoods-ajaxgetUnit'),
  c('[API-GOODS-04]', POST, '/ErpGoods-setGoodsState'),
  c('[API-GOODS-05]', POST, '/ErpGoods-delGoods'),
  c('[API-GOODS-08]', POST, '/ErpGoods-getUnitByUnitID'),
  c('[API-GOODS-09]', POST, '/Depots-getGoodsClass'),
  c('[API-CRM-11]', POST, '/Finance-ajaxPricingList'),
  // Customers (CRM).
  c('[API-CRM-01]', POST, '/Crm-getErpCrmByTags'),
  c('[API-CRM-02]', POST, '/CrmSearch-fetchShop'),
  c('[API-CRM-03]', POST, '/CrmSearch-fetchUser'),
  c('[API-CRM-04]', POST, '/Crm-ajaxGetTags'),
  c('[API-CRM-05]', POST, '/crm-getCrmParams'),
  c('[API-CRM-06]', POST, '/crm-editCrmParams'),
  c('[API-CRM-07]', POST, '/crm-addCrmParams'),
  c('[API-CRM-10]', POST, '/User-getUserInfoByShopID'),
  // Orders (issue 29). recOrd, confirmOrd and submitOrd: the spec gives no controller for them; they are StoreOrders' as the other moves.
  c('[API-ORD-02]', POST, '/ErpOrders-StoreSellerOrd'),
  c('[API-ORD-20]', POST, '/StoreOrders-closeOrd'),
  c('[API-ORD-25]', POST, '/StoreOrders-lockPrice'),
  c('[API-ORD-26]', POST, '/StoreOrders-newOrd'),
  c('[API-ORD-27]', POST, '/StoreOrders-alterOrd'),
  c('[API-ORD-32]', POST, '/StoreOrders-ajaxOrder'),
  c('[API-ORD-35]', POST, '/StoreOrders-process'),
  c('[API-ORD-36]', POST, '/StoreOrders-clear'),
  c('[API-ORD-37]', POST, '/StoreOrders-realClearOrd'),
  c('[API-ORD-38]', POST, '/StoreOrders-recoverOrd'),
  c('[API-ORD-40]', POST, '/StoreOrders-orderArrival'),
  c('[API-ORD-42]', POST, '/StoreOrders-sendClearVCode'),
  c('[API-ORD-43]', POST, '/StoreOrders-sendClearRecVCode'),
  c('[API-ORD-44]', POST, '/StoreOrders-recOrd'),
  c('[API-ORD-45]', POST, '/StoreOrders-confirmOrd'),
  c('[API-ORD-46]', POST, '/StoreOrders-submitOrd'),
  // Payments (issue 29): ajaxBuyPaymentList and setBuyPayment answer for purchase documents, none of which exist yet.
  c('[API-ORD-07]', POST, '/ErpOrders-ajaxPaymentList'),
  c('[API-ORD-08]', POST, '/ErpOrders-ajaxBuyPaymentList'),
  c('[API-ORD-09]', POST, '/ErpOrders-setPayMentComment'),
  c('[API-ORD-10]', POST, '/ErpOrders-setPayment'),
  c('[API-ORD-11]', POST, '/ErpOrders-erpPayData'),
  c('[API-ORD-12]', POST, '/ErpOrders-erpCcbPayOnline'),
  c('[API-ORD-13]', POST, '/ErpOrders-setBuyPayment'),
  c('[API-ORD-14]', POST, '/StoreOrders-memo'),
  c('[API-ORD-39]', POST, '/StoreOrders-downloadF'),
  c('[API-ORD-17]', POST, '/StoreOrders-addMemo'),
  c('[API-ORD-18]', POST, '/StoreOrders-alterMemo'),
  c('[API-ORD-19]', POST, '/StoreOrders-delMemo'),
  c('[API-ORD-03]', POST, '/ErpOrders-getOrdItem'),
  c('[API-ORD-04]', POST, '/ErpOrders-platesRooms'),
  c('[API-ORD-05]', POST, '/ErpOrders-plates'),
  c('[API-ORD-23]', POST, '/StoreOrders-getProposalLog'),
  c('[API-ORD-24]', POST, '/StoreOrders-getOffer'),
  c('[API-ORD-33]', POST, '/StoreOrders-getOrderLogs'),
  // Sub-orders (src/common/subOrders.ts): the two `-orderNo-{no}` calls carry the order's number in the path; their contracts keep the placeholder.
  c('[API-ORD-28]', POST, '/StoreOrders-createSubOrdInfo-orderNo-{no}'),
  c('[API-ORD-29]', POST, '/StoreOrders-subOrdsInfo-orderNo-{no}'),
  c('[API-ORD-30]', POST, '/StoreOrders-newSubOrd'),
  c('[API-ORD-31]', POST, '/StoreOrders-alterSubOrd'),
  // Assignment and goods sales statistics (issue 29); the spec writes the sales controller with a lower-case s.
  c('[API-ORD-15]', POST, '/StoreOrders-sendPersonnel'),
  c('[API-ORD-16]', POST, '/StoreOrders-ajaxGetGroupStaff'),
  c('[API-ORD-47]', POST, '/storeOrders-getOrdSale'),
  c('[API-ORD-48]', POST, '/storeOrders-ajaxSord'),
  // Lookups by id (src/common/repo.ts): {x} is a repo name, one contract per repo (/repo/crm, /repo/goods ...).
  c('[API-CRM-08]', GET, '/api/repo/{x}'),
  c('[API-CRM-09]', GET, '/api/detail'),
];

/**
 * The rest of SPEC.md section 7, which this product does not build (yet): no contract may take
 * these paths for something else. Methods as the spec states them (POST unless GET is stated).
 */
const SPEC_CALLS_NOT_BUILT: readonly { method: HttpMethod; path: string; why: string }[] = [
  // 'GET update.json' is the local static file read through the Local instance (src/api/shell.ts), not a call under /api;
  // the update-logs call has no path in the spec.
  ...[
    '/ErpGoods-getDepotsShelvesRes', '/ErpGoods-getCheckGoods', '/DepotOrder-getUseStockDetail', '/DepotOrder-stockList',
    '/ErpOrders-getProcess',
    '/StoreOrders-setProcessComments', '/StoreOrders-getErpModules',
    '/StoreOrders-ordProcess',
    '/StoreOrders-selfPro',
    '/ErpShopProcess-getMyProcess', '/ErpShopProcess-getParentProcess', '/ErpShopProcess-getProcessStaff', '/ErpShopProcess-getRules', '/ErpShopProcess-processList',
    '/ErpShopProcess-parentProcessSort',
  ].map((path) => ({ method: POST, path, why: 'the order, warehouse and finance areas are not built' })),
];

/**
 * The product's own calls, which SPEC.md section 7 does not list. Each is in docs/DESIGN.md's table
 * of the rights of the routes with why it exists.
 */
const PRODUCT_CALLS: readonly { method: HttpMethod; path: string }[] = [
  { method: POST, path: '/User-login' }, // the login page (§2); the spec shows no login call
  { method: POST, path: '/User-changePassword' }, // everyone changes their own password
  { method: POST, path: '/Notice-read' }, // marks one's own notice read
  { method: GET, path: '/Chat-unread' }, // one's own unread count
  { method: POST, path: '/Report-clientError' }, // the crash report, forwarded by the server to the chat-bot webhook (API-SESS-09)
  { method: POST, path: '/Dashboard-summary' }, // the dashboard's figures (§2 /shops/dashboard)
  { method: GET, path: '/Invoice-download' }, // an issued invoice's PDF (the list page's download)
  { method: GET, path: '/ShopLogs-export' }, // a log list exported as .xlsx
  { method: POST, path: '/ShopSessions-list' }, // who is online
  { method: POST, path: '/ShopSessions-end' },
  { method: POST, path: '/User-mySessions' }, // one's own sessions
  { method: POST, path: '/User-endMySession' },
  { method: POST, path: '/User-getSetting' }, // one's own page settings (column visibility, LOGS-11)
  { method: POST, path: '/User-saveSetting' },
  { method: POST, path: '/shop-getProps' }, // reads the shop_props that /shop-setProps writes (system config)
  { method: POST, path: '/ShopStaff-pickStaff' }, // the staff picker of the org page and the log filters
  { method: POST, path: '/ShopStaff-unlockLogin' }, // unlocking a locked login (README, login throttling)
  { method: GET, path: '/File-image' }, // a stored image (merchant photos, shop logo)
  { method: GET, path: '/Report-image' }, // a report template's cover
  { method: POST, path: '/ErpGoods-saveGoods' }, // creates or replaces a goods item (issue 28)
  { method: POST, path: '/ErpGoods-getBaseConfig' }, // the goods settings of /baseConfig
  { method: POST, path: '/ErpGoods-saveBaseConfig' },
  { method: POST, path: '/ErpGoods-addUnit' }, // units of measure of /goods/unit
  { method: POST, path: '/ErpGoods-editUnit' },
  { method: POST, path: '/ErpGoods-delUnit' },
  { method: POST, path: '/Depots-addGoodsClass' }, // the class tree of /goods/class
  { method: POST, path: '/Depots-editGoodsClass' },
  { method: POST, path: '/Depots-delGoodsClass' },
  { method: GET, path: '/ErpGoods-exportGoods' }, // the goods list's .xlsx export, import template and import (issue 28)
  { method: GET, path: '/ErpGoods-importTemplate' },
  { method: POST, path: '/ErpGoods-importGoods' },
  { method: POST, path: '/Finance-savePricing' }, // price lists of /pricing/config
  { method: POST, path: '/Finance-delPricing' },
  { method: POST, path: '/Crm-saveCrm' }, // creates or edits a customer (issue 28)
  { method: POST, path: '/Crm-setCrmState' }, // stops or resumes a customer
  { method: POST, path: '/Crm-delCrm' }, // deletes a customer no order names
  { method: POST, path: '/CustFollow-getFollows' }, // the follow-up list (/custfollow)
  { method: POST, path: '/CustFollow-addFollow' }, // adds a follow-up
  { method: POST, path: '/StoreOrders-submitSubOrd' }, // the moves of a sub-order (src/common/subOrders.ts SUB_ORDER_MOVES)
  { method: POST, path: '/StoreOrders-confirmSubOrd' },
  { method: POST, path: '/StoreOrders-closeSubOrd' },
  { method: GET, path: '/storeOrders-exportOrdSale' }, // the goods sales summary (/goodssale) as .xlsx
  { method: POST, path: '/StoreOrders-remindList' }, // the order reminders (/orders/remind, issue 29): the spec names no call of the page
  { method: POST, path: '/StoreOrders-screenData' }, // the workshop board's figures (/orders/screen)
  { method: POST, path: '/StoreOrders-files' }, // an order's files (design drawings), listed, uploaded and deleted in its drawer
  { method: POST, path: '/StoreOrders-uploadF' },
  { method: POST, path: '/StoreOrders-delF' },
];

/** The address a path is called at: the spec's own '/api/...' as written, any other under '/api'. */
const url = (path: string) => (path.startsWith('/api/') ? path : `/api${path}`);
const key = (method: HttpMethod, path: string) => `${method} ${url(path)}`;

/**
 * Whether contract key `k` is the spec call (`METHOD /api/path`): the same key, or, for a path the
 * spec writes with a placeholder ('/api/repo/{x}'), one name in the placeholder's place, or the placeholder
 * itself where the call carries its value in the path (src/common/subOrders.ts subOrderCall).
 */
const isCall = (method: HttpMethod, path: string) => {
  const pattern = new RegExp(`^${key(method, path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(?:[A-Za-z]+|\\{\\w+\\})')}$`);
  return (k: string) => pattern.test(k);
};

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && typeof (value as AnyEndpoint).path === 'string';

/**
 * Every contract exported by a module of src/common, as `METHOD /api/path`, with where it is
 * defined (a contract re-exported by another module counts once).
 */
async function contracts(): Promise<Map<string, string[]>> {
  const dir = join(__dirname, '../../src/common');
  const found = new Map<string, string[]>();
  const seen = new Set<AnyEndpoint>();
  const modules = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'));
  expect(modules).toEqual(expect.arrayContaining(['invoice.ts', 'reports.ts', 'staff.ts', 'logs.ts', 'merchant.ts', 'roles.ts', 'shop.ts', 'session.ts', 'shell.ts']));
  for (const name of modules) {
    const exported = (await import(join(dir, name))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exported)) {
      if (!isEndpoint(value) || seen.has(value)) continue;
      seen.add(value);
      const k = key(value.method, value.path);
      found.set(k, [...(found.get(k) ?? []), `${name} ${exportName}`]);
    }
  }
  return found;
}

describe('the endpoint paths of SPEC.md section 7', () => {
  it('the lists here name each call once', () => {
    const all = [...SPEC_CALLS, ...SPEC_CALLS_NOT_BUILT, ...PRODUCT_CALLS].map((e) => key(e.method, e.path));
    expect(new Set(all).size).toBe(all.length);
    // A path is never both the spec's and the product's own, whatever the method.
    const specUrls = new Set([...SPEC_CALLS, ...SPEC_CALLS_NOT_BUILT].map((e) => url(e.path)));
    expect(PRODUCT_CALLS.filter((e) => specUrls.has(url(e.path)))).toEqual([]);
  });

  it('every contract of src/common is a call of the spec, with its method and path, or one of the product\'s own', async () => {
    const known = [...SPEC_CALLS, ...PRODUCT_CALLS].map((e) => isCall(e.method, e.path));
    const found = await contracts();
    const unknown = [...found].filter(([k]) => !known.some((is) => is(k))).map(([k, where]) => `${k} (${where.join(', ')})`);
    expect(unknown).toEqual([]);
    // Each is one contract: no two definitions of one call.
    expect([...found].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('every one of the product\'s own calls listed here has its contract and its row in docs/DESIGN.md\'s table of rights', async () => {
    const found = await contracts();
    expect(PRODUCT_CALLS.map((e) => key(e.method, e.path)).filter((k) => !found.has(k))).toEqual([]);
    const design = readFileSync(join(__dirname, '../../docs/DESIGN.md'), 'utf8');
    const rows = new Set([...design.matchAll(/^\| (GET|POST) `([^`]+)` \|/gm)].map((m) => `${m[1]} ${m[2]}`));
    expect(PRODUCT_CALLS.map((e) => `${e.method} ${e.path}`).filter((k) => !rows.has(k))).toEqual([]);
  });

  it.each(SPEC_CALLS)('$id $method $path has its contract with the spec\'s method and path', async ({ method, path }) => {
    const found = await contracts();
    const calls = [...found.keys()].filter(isCall(method, path));
    expect(calls.length).toBeGreaterThan(0);
    // Not under the other method, nor under a path differing only in case.
    const other: HttpMethod = method === 'GET' ? 'POST' : 'GET';
    expect([...found.keys()].filter(isCall(other, path))).toEqual([]);
    const lower = calls.map((k) => k.toLowerCase());
    expect([...found.keys()].filter((k) => lower.includes(k.toLowerCase()))).toEqual(calls);
  });
});
