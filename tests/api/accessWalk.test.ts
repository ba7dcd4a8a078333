/**
 * Walks every registered /api route twice: as a sub-account of the demo shop that holds no rights,
 * and as the master of the other shop aiming at the demo shop's ids. Every call must be refused
 * (or answer 'not found'), and nothing in the database may change.
 *
 * A route added without an entry in ROUTES fails this test: say how to aim it at another shop and
 * what the other shop's master must get.
 */
import { sql } from 'kysely';
import { sha256Hex } from '../../server/auth/crypto';
import { ALL_ROUTES } from '../../server/routes';
import { storeFile } from '../../server/files';
import { addStaffWithRights } from '../helpers/staff';
import { validMerchantForm } from '../helpers/merchant';
import { pngBytes } from '../helpers/png';
import { makeBackend, type TestBackend } from '../helpers/testApp';

/** Tables whose rows a login itself writes; everything else must stay byte-for-byte the same. */
// A login writes its session, its log row (and that row's day count) and its throttle counter.
const LOGIN_SIDE_EFFECTS = new Set(['sessions', 'login_logs', 'log_counts', 'login_attempts']);

interface DemoIds {
  groupId: number;
  addressId: number;
  invoiceId: number;
  invoiceNo: string;
  itemId: number;
  staffId: number;
  /** A department id the demo shop has and the other shop does not (ids are numbered per shop). */
  depId: number;
  /** A staff-log row of the demo shop. */
  staffLogId: number;
  /** The sid of an open session of the demo shop (demo_sales, logged in for the walk). */
  sessionSid: string;
  /** An image the demo shop uploaded. */
  fileKey: string;
  /** A report template of the demo shop still waiting for review (not in the market), and one of its covers. */
  pendingReportId: number;
  pendingCoverKey: string;
  /** A report of the demo shop's library whose id the other shop's library does not have. */
  libraryReportId: number;
  /** A goods item, a goods class, a unit and a price list of the demo shop (ids are numbered across shops). */
  goods: { goodsId: number; classId: number; unitId: number; pricelistId: number };
  /** A retail customer of the demo shop (with follow-ups) and one of its customer tags. */
  crmId: number;
  crmTagId: number;
  /** A draft order of the demo shop, whose number the other shop has no order of. */
  orderNo: string;
  /** A memo of the demo shop (memo ids are numbered across shops). */
  memoId: number;
  /** A receipt of the demo shop (payment ids are numbered across shops). */
  paymentId: number;
  /** A sub-order of the demo shop (seeded, `{order_no}-1` of a price-locked order), and its order's number. */
  subOrderNo: string;
  subParentNo: string;
  /** A design drawing of one of the demo shop's orders (seeded), with that order's number. */
  orderFile: { orderNo: string; fileKey: string };
}

/**
 * What the master of the other shop gets when aiming a route at the demo shop's rows:
 * - 'notFound': the route names a row by id, and a row of another shop does not exist for it (10004);
 * - 'ownShop': the route works on the caller's own shop only (a list, a new row of its own);
 * - a number: refused earlier for another reason, named in the comment beside it.
 */
type OtherShop = 'notFound' | 'ownShop' | number;

interface Walk {
  /** The request, aimed at the demo shop's rows. */
  body: (ids: DemoIds) => Record<string, string>;
  otherShop: OtherShop;
  /** The route shows other shops what they published on purpose (the report market): their names may be in it. */
  published?: true;
  /** Where the route's path carries a value (the spec's `-orderNo-{no}`), the path aimed at the demo shop's row. */
  at?: (ids: DemoIds) => string;
}

const ROUTES: Record<string, Walk> = {
  '/User-login': { body: () => ({}), otherShop: 'ownShop' },
  '/User-loginStatus': { body: () => ({ check: '1' }), otherShop: 'ownShop' },
  '/User-ajaxLoginOut': { body: () => ({}), otherShop: 'ownShop' },
  // Only ever the caller's own password; this body, with no old password, is refused (10001).
  '/User-changePassword': { body: () => ({}), otherShop: 10001 },
  '/Notice-lists': { body: () => ({}), otherShop: 'ownShop' },
  // Notices are the platform's; the read is recorded for the caller in the caller's shop only.
  '/Notice-read': { body: () => ({ notice_id: '1' }), otherShop: 'ownShop' },
  '/Config-area': { body: () => ({}), otherShop: 'ownShop' },
  '/Config-agreement': { body: () => ({ agreementID: '1' }), otherShop: 'ownShop' },
  '/StoreOrders-archiveConfig': { body: () => ({}), otherShop: 'ownShop' },
  '/Report-clientError': { body: () => ({}), otherShop: 'ownShop' },
  '/shopStaff-ajaxGroup': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopStaff-newGrp': { body: () => ({ grpName: '越权岗位' }), otherShop: 'ownShop' },
  '/ShopStaff-editGrpName': { body: (i) => ({ grpID: String(i.groupId), grpName: '越权改名' }), otherShop: 'notFound' },
  '/ShopStaff-deleteGrp': { body: (i) => ({ grpID: String(i.groupId) }), otherShop: 'notFound' },
  '/ShopStaff-getGrpRights': { body: (i) => ({ grpID: String(i.groupId), ver: '2' }), otherShop: 'notFound' },
  '/ShopStaff-editGrpRightsNew': { body: (i) => ({ grpID: String(i.groupId), rightsType: '1', grpRights: '0' }), otherShop: 'notFound' },
  '/ShopStaff-setCADFunc': { body: (i) => ({ groupID: String(i.groupId), cadFuncs: 'Render' }), otherShop: 'notFound' },
  '/ShopStaff-getCADFunc': { body: (i) => ({ groupID: String(i.groupId) }), otherShop: 'notFound' },
  '/ShopStaff-getCADFuncList': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopStaff-ajaxMyAuth': { body: () => ({ ver: '2' }), otherShop: 'ownShop' },
  '/ShopStaff-getStaffGroup': { body: () => ({}), otherShop: 'ownShop' },
  '/Invoice-ajaxUserAddress': { body: () => ({}), otherShop: 'ownShop' },
  '/Home-Address-addressAct': { body: (i) => ({ type: '3', id: String(i.addressId) }), otherShop: 'notFound' },
  '/Invoice-ajaxInfo': { body: () => ({}), otherShop: 'ownShop' },
  '/Invoice-addInfo': { body: (i) => ({ data: JSON.stringify({ address_id: i.addressId, invoice_header: '越权', issue_type: 1 }) }), otherShop: 'notFound' },
  '/Invoice-alterInfo': { body: (i) => ({ data: JSON.stringify({ address_id: i.addressId, invoice_header: '越权', issue_type: 1 }) }), otherShop: 'notFound' },
  '/Invoice-getAcctList': { body: () => ({ param: JSON.stringify({ curr_page: 1, page_count: 20 }) }), otherShop: 'ownShop' },
  '/Invoice-ajaxMakeOut': { body: () => ({ param: JSON.stringify({ curr_page: 1, page_count: 20 }) }), otherShop: 'ownShop' },
  '/Invoice-drawBill': { body: (i) => ({ acc_items: JSON.stringify([i.itemId]), address_id: String(i.addressId) }), otherShop: 'notFound' },
  '/Invoice-getLists': { body: () => ({ param: JSON.stringify({ curr_page: 1, page_count: 20 }) }), otherShop: 'ownShop' },
  '/Invoice-backInvoice': { body: (i) => ({ invoice_id: JSON.stringify([i.invoiceId]) }), otherShop: 'notFound' },
  '/Invoice-download': { body: (i) => ({ invoice_no: i.invoiceNo }), otherShop: 'notFound' },
  '/Dashboard-summary': { body: () => ({}), otherShop: 'ownShop' },
  '/Chat-unread': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopStaff-unlockLogin': { body: (i) => ({ staff_id: String(i.staffId) }), otherShop: 'notFound' },
  '/shopStaff-ajaxDepartment': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopStaff-newDep': { body: () => ({ depName: '越权部门' }), otherShop: 'ownShop' },
  '/ShopStaff-editDep': { body: (i) => ({ depID: String(i.depId), depName: '越权改名' }), otherShop: 'notFound' },
  '/ShopStaff-deleteDep': { body: (i) => ({ depID: String(i.depId) }), otherShop: 'notFound' },
  '/ShopStaff-getStaff': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopStaff-pickStaff': { body: () => ({}), otherShop: 'ownShop' },
  '/shopStaff-ajaxNewStaff': { body: () => ({}), otherShop: 'ownShop' },
  '/shopStaff-ajaxEditStaff': { body: (i) => ({ staffID: String(i.staffId) }), otherShop: 'notFound' },
  '/user-check': { body: () => ({ name: 'walk_free_name' }), otherShop: 'ownShop' },
  // The code goes to a phone for the caller's own shop (recorded under that shop).
  '/ShopStaff-getCheckCode': { body: () => ({ phoneNbr: '13500001111' }), otherShop: 'ownShop' },
  // A new person of the caller's own shop, but with the demo shop's role: that role is not found.
  '/ShopStaff-nsPost': {
    body: (i) => ({ userName: 'walk_new', userPass: 'secret-123', userPass2: 'secret-123', userPhone: '13500002222', depID: '0', grpID: String(i.groupId), checkCode: '123456' }),
    otherShop: 'notFound',
  },
  '/ShopStaff-esPost': { body: (i) => ({ staffID: String(i.staffId), state: '0' }), otherShop: 'notFound' },
  '/ShopStaff-fireStaff': { body: (i) => ({ staffID: String(i.staffId) }), otherShop: 'notFound' },
  '/ShopStaff-reinstateStaff': { body: (i) => ({ staffID: String(i.staffId), staffArr: '[]' }), otherShop: 'notFound' },
  '/ShopStaff-unbindWx': { body: (i) => ({ staff_id: String(i.staffId) }), otherShop: 'notFound' },
  '/ShopStaff-getBalance': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopStaff-buy': { body: (i) => ({ staffID: String(i.staffId), buyMonths: '12' }), otherShop: 'notFound' },
  '/ShopStaff-renew': { body: (i) => ({ staffID: String(i.staffId), renewMonths: '1' }), otherShop: 'notFound' },
  '/ShopLogs-ajaxLoginLogs': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopLogs-getLoginLogs': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopLogs-list': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopLogs-getOrdersLogs': { body: () => ({}), otherShop: 'ownShop' },
  '/shopLogs-pdLogs': { body: () => ({}), otherShop: 'ownShop' },
  '/shopLogs-pdLogsNew': { body: () => ({}), otherShop: 'ownShop' },
  // The demo shop's row does not exist for the other shop: nothing is deleted.
  '/ShopLogs-delLogs': { body: (i) => ({ logsID: JSON.stringify([i.staffLogId]) }), otherShop: 'notFound' },
  // Exports the caller's own shop's rows only.
  '/ShopLogs-export': { body: () => ({ kind: 'login' }), otherShop: 'ownShop' },
  // Clears the caller's own shop's staff log only.
  '/ShopLogs-clearLogs': { body: () => ({}), otherShop: 'ownShop' },
  '/ShopSessions-list': { body: () => ({}), otherShop: 'ownShop' },
  // A session of the demo shop is not found from the other shop (its sid is of the demo master).
  '/ShopSessions-end': { body: (i) => ({ sid: i.sessionSid }), otherShop: 'notFound' },
  '/User-mySessions': { body: () => ({}), otherShop: 'ownShop' },
  '/User-endMySession': { body: (i) => ({ sid: i.sessionSid }), otherShop: 'notFound' },
  // The caller's own settings only.
  '/User-getSetting': { body: () => ({ key: 'table.loginLogs.hidden' }), otherShop: 'ownShop' },
  '/User-saveSetting': { body: () => ({ key: 'table.loginLogs.hidden', value: '["login_ip"]' }), otherShop: 'ownShop' },
  // System configuration: the caller's own shop's props only; the names are the product's.
  '/shop-getProps': { body: () => ({}), otherShop: 'ownShop' },
  '/shop-setProps': { body: () => ({ props: JSON.stringify({ ErpPush: 0, GoodsNameConfig: '{名称}' }) }), otherShop: 'ownShop' },
  '/ErpGoods-goodsNameConfigMerge': { body: () => ({}), otherShop: 'ownShop' },
  '/Shop-getPackFieldConfig': { body: () => ({}), otherShop: 'ownShop' },
  // Shop settings: the caller's own shop only; names are the product's catalogue.
  '/shop-ajaxInfo': { body: () => ({}), otherShop: 'ownShop' },
  '/shop-getIndustryClass': { body: () => ({}), otherShop: 'ownShop' },
  '/shop-getSupplyClass': { body: () => ({}), otherShop: 'ownShop' },
  // Without a file in the body the upload is refused (10001) before anything is stored.
  '/shop-shopPic': { body: () => ({}), otherShop: 10001 },
  // The demo shop's image as the other shop's logo: refused as not its own (10001).
  '/Shop-shopSet': {
    body: (i) => ({ shop_name: '越权改名', shop_logo: `/api/File-image?key=${i.fileKey}`, user_roles: '[101]', user_services: '[1]', service_province: '440000', service_city: '440600', service_region: '440606', shop_address: '越权地址' }),
    otherShop: 10001,
  },
  // Payment merchant settings: the caller's own shop's application and the product's catalogues.
  '/YzPay-editMerchants': { body: () => ({}), otherShop: 'ownShop' },
  '/YzPay-getOtherData': { body: () => ({}), otherShop: 'ownShop' },
  '/YzPay-area': { body: () => ({}), otherShop: 'ownShop' },
  // Without a file in the body the upload is refused (10001) before anything is stored.
  '/YzPay-uploadFile': { body: () => ({}), otherShop: 10001 },
  // A valid application whose photos are the demo shop's image: refused as not its own (10001).
  '/YzPay-addInParts': { body: (i) => ({ data: JSON.stringify(validMerchantForm(`/api/File-image?key=${i.fileKey}`)) }), otherShop: 10001 },
  // The other shop has no application to change: not found.
  '/YzPay-updateInParts': { body: (i) => ({ data: JSON.stringify({ short_name: '越权改名', store_head_photo: `/api/File-image?key=${i.fileKey}` }) }), otherShop: 'notFound' },
  '/File-image': { body: (i) => ({ key: i.fileKey }), otherShop: 'notFound' },
  // Report templates: the caller's own publications and library; the demo shop's template that is
  // not published (yet) does not exist for the other shop, nor do the demo shop's library rows.
  '/Report-marketMyList': { body: () => ({ params: '{}' }), otherShop: 'ownShop' },
  '/Report-marketList': { body: () => ({ params: '{}' }), otherShop: 'ownShop', published: true },
  '/Report-marketDetail': { body: (i) => ({ reportID: String(i.pendingReportId) }), otherShop: 'notFound' },
  '/Report-marketDownLoad': { body: (i) => ({ reportID: String(i.pendingReportId), reportName: '越权下载' }), otherShop: 'notFound' },
  '/Report-marketDownLoadFile': { body: (i) => ({ reportID: String(i.pendingReportId) }), otherShop: 'notFound' },
  '/Report-marketUpdate': { body: (i) => ({ reportID: String(i.pendingReportId), reportName: '越权改名', reportDesc: '' }), otherShop: 'notFound' },
  '/Report-marketDelete': { body: (i) => ({ reportID: String(i.pendingReportId) }), otherShop: 'notFound' },
  '/Report-reportType': { body: () => ({}), otherShop: 'ownShop' },
  '/Report-image': { body: (i) => ({ report_id: String(i.pendingReportId), key: i.pendingCoverKey }), otherShop: 'notFound' },
  '/Report-lists': { body: () => ({}), otherShop: 'ownShop' },
  '/Report-copyReport': { body: (i) => ({ reportID: String(i.libraryReportId) }), otherShop: 'notFound' },
  '/Report-renameReport': { body: (i) => ({ reportID: String(i.libraryReportId), reportName: '越权改名' }), otherShop: 'notFound' },
  '/Report-restoreReport': { body: (i) => ({ reportID: String(i.libraryReportId) }), otherShop: 'notFound' },
  '/Report-recycleReport': { body: (i) => ({ reportID: String(i.libraryReportId) }), otherShop: 'notFound' },
  '/Report-deleteReport': { body: (i) => ({ reportID: String(i.libraryReportId) }), otherShop: 'notFound' },
  '/Report-setDefault': { body: (i) => ({ reportID: String(i.libraryReportId) }), otherShop: 'notFound' },
  // Goods, classes, units and price lists: lists and new rows are the caller's own shop's; the demo
  // shop's rows are not found, also when a write of the caller's own rows names one of them.
  '/ErpGoods-getErpGoods': { body: (i) => ({ param: JSON.stringify({ class_id: i.goods.classId }) }), otherShop: 'ownShop' },
  '/ErpGoods-getErpGoodsParam': { body: () => ({}), otherShop: 'ownShop' },
  '/ErpGoods-saveGoods': { body: (i) => ({ data: JSON.stringify({ goods_id: i.goods.goodsId, goods_name: '越权改名', class_id: i.goods.classId, unit_id: i.goods.unitId, kind: 1 }) }), otherShop: 'notFound' },
  '/ErpGoods-setGoodsState': { body: (i) => ({ goods_id: String(i.goods.goodsId), state: '0' }), otherShop: 'notFound' },
  '/ErpGoods-delGoods': { body: (i) => ({ goods_id: String(i.goods.goodsId) }), otherShop: 'notFound' },
  '/ErpGoods-getBaseConfig': { body: () => ({}), otherShop: 'ownShop' },
  // The caller's own settings, with the demo shop's unit as the default: that unit is not found.
  '/ErpGoods-saveBaseConfig': { body: (i) => ({ data: JSON.stringify({ goods_no_prefix: 'X', default_unit_id: i.goods.unitId }) }), otherShop: 'notFound' },
  '/Depots-getGoodsClass': { body: () => ({}), otherShop: 'ownShop' },
  // A class of the caller's own shop under the demo shop's class: that parent is not found.
  '/Depots-addGoodsClass': { body: (i) => ({ class_name: '越权分类', parent_id: String(i.goods.classId) }), otherShop: 'notFound' },
  '/Depots-editGoodsClass': { body: (i) => ({ class_id: String(i.goods.classId), class_name: '越权改名' }), otherShop: 'notFound' },
  '/Depots-delGoodsClass': { body: (i) => ({ class_id: String(i.goods.classId) }), otherShop: 'notFound' },
  '/ErpGoods-ajaxgetUnit': { body: () => ({}), otherShop: 'ownShop' },
  '/ErpGoods-getUnitByUnitID': { body: (i) => ({ unit_id: String(i.goods.unitId) }), otherShop: 'notFound' },
  '/ErpGoods-addUnit': { body: () => ({ unit_name: '越权单位' }), otherShop: 'ownShop' },
  '/ErpGoods-editUnit': { body: (i) => ({ unit_id: String(i.goods.unitId), unit_name: '越权改名' }), otherShop: 'notFound' },
  '/ErpGoods-delUnit': { body: (i) => ({ unit_id: String(i.goods.unitId) }), otherShop: 'notFound' },
  // The export of the caller's own goods (the demo shop's class as the filter finds none of them); the import template.
  '/ErpGoods-exportGoods': { body: (i) => ({ param: JSON.stringify({ class_id: i.goods.classId }) }), otherShop: 'ownShop' },
  '/ErpGoods-importTemplate': { body: () => ({}), otherShop: 'ownShop' },
  // Without a file the import is refused (10001); a file's classes and units are the caller's own shop's (tests/api/goodsImport.test.ts).
  '/ErpGoods-importGoods': { body: () => ({}), otherShop: 10001 },
  '/Finance-ajaxPricingList': { body: () => ({}), otherShop: 'ownShop' },
  '/Finance-savePricing': { body: (i) => ({ data: JSON.stringify({ pricelist_id: i.goods.pricelistId, name: '越权改名', lines: [{ goods_id: i.goods.goodsId, unit_price: '1.00' }] }) }), otherShop: 'notFound' },
  '/Finance-delPricing': { body: (i) => ({ pricelist_id: String(i.goods.pricelistId) }), otherShop: 'notFound' },
  // Customers: lists, searches and new rows are the caller's own shop's; the demo shop's customer and tag are not found.
  '/Crm-getErpCrmByTags': { body: (i) => ({ param: JSON.stringify({ tag_id: i.crmTagId }) }), otherShop: 'ownShop' },
  '/Crm-ajaxGetTags': { body: () => ({ param: JSON.stringify({ crm_type: 3 }) }), otherShop: 'ownShop' },
  '/crm-getCrmParams': { body: () => ({}), otherShop: 'ownShop' },
  '/crm-addCrmParams': { body: () => ({ param: JSON.stringify({ kind: 'level', name: '越权等级' }) }), otherShop: 'ownShop' },
  '/crm-editCrmParams': { body: (i) => ({ param: JSON.stringify({ kind: 'tag', id: i.crmTagId, action: 'delete' }) }), otherShop: 'notFound' },
  '/Crm-saveCrm': { body: (i) => ({ data: JSON.stringify({ crm_id: i.crmId, z_name: '越权改名', z_phone: '13755556666', crm_type: 1 }) }), otherShop: 'notFound' },
  '/Crm-setCrmState': { body: (i) => ({ crm_id: String(i.crmId), state: '0' }), otherShop: 'notFound' },
  '/Crm-delCrm': { body: (i) => ({ crm_id: String(i.crmId) }), otherShop: 'notFound' },
  '/CrmSearch-fetchShop': { body: () => ({ keyword: '张伟' }), otherShop: 'ownShop' },
  '/CrmSearch-fetchUser': { body: () => ({ keyword: '李晓梅' }), otherShop: 'ownShop' },
  '/User-getUserInfoByShopID': { body: () => ({}), otherShop: 'ownShop' },
  '/ErpOrders-StoreSellerOrd': { body: (i) => ({ param: JSON.stringify({ store_crm_id: i.crmId }) }), otherShop: 'ownShop' },
  '/StoreOrders-ajaxOrder': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/StoreOrders-newOrd': { body: (i) => ({ data: JSON.stringify({ store_crm_id: i.crmId, cosignee_name: '越权下单' }) }), otherShop: 'notFound' },
  '/StoreOrders-alterOrd': { body: (i) => ({ order_no: i.orderNo, data: JSON.stringify({ cosignee_name: '越权改单' }) }), otherShop: 'notFound' },
  ...Object.fromEntries(
    ['submitOrd', 'recOrd', 'confirmOrd', 'lockPrice', 'process', 'orderArrival', 'closeOrd', 'clear', 'recoverOrd'].map((move) => [`/StoreOrders-${move}`, { body: (i: DemoIds) => ({ order_no: i.orderNo }), otherShop: 'notFound' as const }]),
  ),
  // Deleting for good: the demo shop's order (a draft, not in the bin) is not found for another shop,
  // before any code is judged; the bin's code goes to the caller's own master (the other shop's bin holds an order).
  '/StoreOrders-sendClearVCode': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/StoreOrders-sendClearRecVCode': { body: () => ({}), otherShop: 'ownShop' },
  '/StoreOrders-realClearOrd': { body: (i) => ({ order_no: i.orderNo, code: '000000' }), otherShop: 'notFound' },
  '/StoreOrders-getOffer': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/StoreOrders-getProposalLog': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/StoreOrders-getOrderLogs': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/ErpOrders-getOrdItem': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/ErpOrders-platesRooms': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/ErpOrders-plates': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/ErpOrders-syncMesSale': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/CustFollow-getFollows': { body: (i) => ({ param: JSON.stringify({ crm_id: i.crmId }) }), otherShop: 'ownShop' },
  '/CustFollow-addFollow': { body: (i) => ({ crm_id: String(i.crmId), method: '1', content: '越权跟进' }), otherShop: 'notFound' },
  '/StoreOrders-memo': { body: (i) => ({ param: JSON.stringify({ order_no: i.orderNo }) }), otherShop: 'ownShop' },
  '/StoreOrders-addMemo': { body: (i) => ({ order_no: i.orderNo, content: '越权备忘' }), otherShop: 'notFound' },
  '/StoreOrders-alterMemo': { body: (i) => ({ memo_id: String(i.memoId), content: '越权修改' }), otherShop: 'notFound' },
  '/StoreOrders-delMemo': { body: (i) => ({ memo_id: String(i.memoId) }), otherShop: 'notFound' },
  '/StoreOrders-files': { body: (i) => ({ order_no: i.orderFile.orderNo }), otherShop: 'notFound' },
  // Without a file: the right, then the order (another shop's is not found), are judged before the body's file.
  '/StoreOrders-uploadF': { body: (i) => ({ order_no: i.orderFile.orderNo }), otherShop: 'notFound' },
  '/StoreOrders-delF': { body: (i) => ({ order_no: i.orderFile.orderNo, file_key: i.orderFile.fileKey }), otherShop: 'notFound' },
  '/StoreOrders-downloadF': { body: (i) => ({ order_no: i.orderFile.orderNo, file_key: i.orderFile.fileKey }), otherShop: 'notFound' },
  // The reminders and the board count and list the caller's own shop's orders only.
  '/StoreOrders-remindList': { body: () => ({ param: JSON.stringify({ kind: 'stuck' }) }), otherShop: 'ownShop' },
  '/StoreOrders-screenData': { body: () => ({}), otherShop: 'ownShop' },
  '/ErpOrders-setPayment': { body: (i) => ({ order_no: i.orderNo, amount: '1', method: '1', paid_date: '2026-11-20' }), otherShop: 'notFound' },
  '/ErpOrders-ajaxPaymentList': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/ErpOrders-setPayMentComment': { body: (i) => ({ payment_id: String(i.paymentId), comment: '越权备注' }), otherShop: 'notFound' },
  '/ErpOrders-erpPayData': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'notFound' },
  '/ErpOrders-erpCcbPayOnline': { body: (i) => ({ order_no: i.orderNo, amount: '1' }), otherShop: 'notFound' },
  // No purchase documents exist yet: the list is empty for any number, and a payment of one is not found.
  '/ErpOrders-ajaxBuyPaymentList': { body: (i) => ({ order_no: i.orderNo }), otherShop: 'ownShop' },
  '/ErpOrders-setBuyPayment': { body: (i) => ({ order_no: i.orderNo, amount: '1', method: '1', paid_date: '2026-11-20' }), otherShop: 'notFound' },
  // Sub-orders: the order or sub-order of another shop is not found, before any check of its state or the document.
  '/StoreOrders-createSubOrdInfo-orderNo-{no}': { body: () => ({}), at: (i) => `/StoreOrders-createSubOrdInfo-orderNo-${i.subParentNo}`, otherShop: 'notFound' },
  '/StoreOrders-subOrdsInfo-orderNo-{no}': { body: () => ({}), at: (i) => `/StoreOrders-subOrdsInfo-orderNo-${i.subParentNo}`, otherShop: 'notFound' },
  '/StoreOrders-newSubOrd': { body: (i) => ({ order_no: i.subParentNo, data: JSON.stringify({ reason: '越权补单', rooms: [] }) }), otherShop: 'notFound' },
  '/StoreOrders-alterSubOrd': { body: (i) => ({ sub_order_no: i.subOrderNo, data: JSON.stringify({ reason: '越权改补单', rooms: [] }) }), otherShop: 'notFound' },
  ...Object.fromEntries(['submitSubOrd', 'confirmSubOrd', 'closeSubOrd'].map((move) => [`/StoreOrders-${move}`, { body: (i: DemoIds) => ({ sub_order_no: i.subOrderNo }), otherShop: 'notFound' as const }])),
  // Assignment: another shop's role is not found (checked before the person and the orders).
  '/StoreOrders-ajaxGetGroupStaff': { body: (i) => ({ group_id: String(i.groupId) }), otherShop: 'notFound' },
  '/StoreOrders-sendPersonnel': { body: (i) => ({ order_nos: JSON.stringify([i.orderNo]), user_id: String(i.staffId), group_id: String(i.groupId) }), otherShop: 'notFound' },
  // Sales statistics sum the caller's own orders: the demo shop's dealer and goods item name none of them.
  '/storeOrders-getOrdSale': { body: (i) => ({ param: JSON.stringify({ store_crm_id: i.crmId, group_by: 'dealer' }) }), otherShop: 'ownShop' },
  '/storeOrders-ajaxSord': { body: (i) => ({ param: JSON.stringify({ goods_id: i.goods.goodsId }) }), otherShop: 'ownShop' },
  '/storeOrders-exportOrdSale': { body: (i) => ({ param: JSON.stringify({ class_id: i.goods.classId }) }), otherShop: 'ownShop' },
  // Lookups by id (GET /api/repo/{x}, GET /api/detail): another shop's record does not exist for the caller.
  '/repo/crm': { body: (i) => ({ id: String(i.crmId) }), otherShop: 'notFound' },
  '/repo/goods': { body: (i) => ({ id: String(i.goods.goodsId) }), otherShop: 'notFound' },
  '/repo/goodsClass': { body: (i) => ({ id: String(i.goods.classId) }), otherShop: 'notFound' },
  '/repo/unit': { body: (i) => ({ id: String(i.goods.unitId) }), otherShop: 'notFound' },
  '/repo/pricing': { body: (i) => ({ id: String(i.goods.pricelistId) }), otherShop: 'notFound' },
  '/detail': { body: (i) => ({ repo: 'crm', id: String(i.crmId) }), otherShop: 'notFound' },
};

let b: TestBackend;
let ids: DemoIds;

beforeAll(async () => {
  b = await makeBackend({}, { withLogs: true });
  southShopId = (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '南方板材定制').executeTakeFirstOrThrow()).shop_id;
  const demo = (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
  const group = await b.db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  const address = await b.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  const pending = await b.db.selectFrom('invoices').select(['invoice_id']).where('shop_id', '=', demo).where('invoice_state', '=', 1).executeTakeFirstOrThrow();
  const issued = await b.db.selectFrom('invoices').select(['invoice_no']).where('shop_id', '=', demo).where('invoice_state', '=', 2).executeTakeFirstOrThrow();
  const item = await b.db.selectFrom('acct_items').select('acct_item_id').where('shop_id', '=', demo).where('invoice_id', 'is', null).executeTakeFirstOrThrow();
  const staff = await b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
  const staffLog = await b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  const dep = await b.db.selectFrom('departments').select('department_id').where('shop_id', '=', demo).orderBy('department_id', 'desc').executeTakeFirstOrThrow();
  ids = {
    groupId: group.group_id,
    addressId: address.address_id,
    invoiceId: pending.invoice_id,
    invoiceNo: issued.invoice_no ?? '',
    itemId: item.acct_item_id,
    staffId: staff.user_id,
    depId: dep.department_id,
    staffLogId: staffLog.log_id,
    sessionSid: '',
    ...(await demoReportIds(demo)),
    goods: await demoGoodsIds(demo),
    ...(await demoCrmIds(demo)),
    orderNo: await demoOrderNo(demo),
    memoId: (await b.db.selectFrom('order_memos').select('memo_id').where('shop_id', '=', demo).orderBy('memo_id').executeTakeFirstOrThrow()).memo_id,
    paymentId: (await b.db.selectFrom('order_payments').select('payment_id').where('shop_id', '=', demo).orderBy('payment_id').executeTakeFirstOrThrow()).payment_id,
    ...(await demoSubOrder(demo)),
    orderFile: await b.db
      .selectFrom('order_files as of')
      .innerJoin('orders as o', 'o.order_id', 'of.order_id')
      .innerJoin('files as f', 'f.file_id', 'of.file_id')
      .select(['o.order_no as orderNo', 'f.file_key as fileKey'])
      .where('of.shop_id', '=', demo)
      .orderBy('of.file_id')
      .executeTakeFirstOrThrow(),
    fileKey: (await storeFile(b.db, { shopId: demo, name: 'logo.png', mime: 'image/png', bytes: new Uint8Array(pngBytes(4, 4)), now: b.clock.now(), purpose: 'shop' })).key,
  };
  // An open session of the demo shop, for the routes that end one.
  await b.client().login('demo_sales');
  const session = await b.db.selectFrom('sessions').select('token_hash').where('user_id', '=', staff.user_id).executeTakeFirstOrThrow();
  ids.sessionSid = session.token_hash.slice(0, 16);
  // A staff member of the demo shop whose one role holds no right at all.
  await addStaffWithRights(b.db, 'demo_nobody', [], { now: b.clock.now() });
});
afterAll(async () => {
  await b.close();
});

/** The demo shop's pending template with a cover, and the highest id of its library (beyond the other shop's). */
async function demoReportIds(demo: number): Promise<Pick<DemoIds, 'pendingReportId' | 'pendingCoverKey' | 'libraryReportId'>> {
  const pending = await b.db.selectFrom('market_reports').select(['report_id', 'report_logo']).where('shop_id', '=', demo).where('state', '=', 0).executeTakeFirstOrThrow();
  const cover = /[?&]key=([\w-]{22})/.exec(pending.report_logo);
  const library = await b.db.selectFrom('report_library').select((eb) => eb.fn.max('report_id').as('id')).where('shop_id', '=', demo).executeTakeFirstOrThrow();
  return { pendingReportId: pending.report_id, pendingCoverKey: cover?.[1] ?? '', libraryReportId: Number(library.id) };
}

/** A retail customer of the demo shop that has follow-ups, and a customer tag of the demo shop. */
async function demoCrmIds(demo: number): Promise<Pick<DemoIds, 'crmId' | 'crmTagId'>> {
  const follow = await b.db.selectFrom('cust_follows').innerJoin('customers', 'customers.crm_id', 'cust_follows.crm_id').select('customers.crm_id').where('customers.shop_id', '=', demo).where('customers.crm_type', '=', 1).executeTakeFirstOrThrow();
  const tag = await b.db.selectFrom('crm_tags').select('tag_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  return { crmId: follow.crm_id, crmTagId: tag.tag_id };
}

/** A seeded sub-order of the demo shop and its order's number (the other shop has no order of that number: its orders are older). */
async function demoSubOrder(demo: number): Promise<Pick<DemoIds, 'subOrderNo' | 'subParentNo'>> {
  const sub = await b.db
    .selectFrom('sub_orders as s')
    .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 's.shop_id').onRef('o.order_id', '=', 's.order_id'))
    .select(['s.sub_order_no', 'o.order_no'])
    .where('s.shop_id', '=', demo)
    .orderBy('s.sub_order_id')
    .executeTakeFirstOrThrow();
  expect(await b.db.selectFrom('orders').select('order_id').where('shop_id', '<>', demo).where('order_no', '=', sub.order_no).executeTakeFirst()).toBeUndefined();
  return { subOrderNo: sub.sub_order_no, subParentNo: sub.order_no };
}

/** A draft order of the demo shop not in the recycle bin, numbered unlike any of the other shop's. */
async function demoOrderNo(demo: number): Promise<string> {
  const theirs = new Set((await b.db.selectFrom('orders').select('order_no').where('shop_id', '<>', demo).execute()).map((r) => r.order_no));
  const drafts = await b.db.selectFrom('orders').select('order_no').where('shop_id', '=', demo).where('ord_state', '=', 0).where('is_deleted', '=', 0).orderBy('order_id').execute();
  return drafts.map((r) => r.order_no).find((no) => !theirs.has(no)) ?? '';
}

let southShopId = 0;

/**
 * Every table's rows outside the other shop (whose own changes, like creating a role of its own,
 * are fine), as one digest per table so a difference names the table.
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await b.db.introspection.getTables()).filter((t) => !LOGIN_SIDE_EFFECTS.has(t.name) && !t.name.startsWith('kysely_'));
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(b.db)).rows
      .filter((r) => r.shop_id !== southShopId)
      .map((r) => JSON.stringify(r, (_k, v: unknown) => (v instanceof Uint8Array ? `bytes:${v.length}` : v)))
      .sort();
    out[t.name] = `${rows.length}:${await sha256Hex(rows.join('\n'))}`;
  }
  return out;
}

async function call(loginName: string, path: string, method: 'GET' | 'POST', body: Record<string, string>) {
  const c = b.client();
  await c.login(loginName);
  if (method === 'GET') {
    const res = await c.raw(`/api${path}?${new URLSearchParams(body)}`, { headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' } });
    const type = res.headers.get('content-type') ?? '';
    return type.includes('json') ? ((await res.json()) as Record<string, unknown>) : { err_code: 0, body: `${type} response` };
  }
  return c.post(path, body);
}

it('every registered route has a body in this walk', () => {
  expect(ALL_ROUTES.map((r) => r.path).filter((p) => !ROUTES[p])).toEqual([]);
});

it('[ROUTE-03] a sub-account holding no right is refused by every rights route, and nothing changes', async () => {
  const before = await snapshot();
  for (const r of ALL_ROUTES.filter((x) => typeof x.access === 'object')) {
    const reply = await call('demo_nobody', ROUTES[r.path].at?.(ids) ?? r.path, r.method, ROUTES[r.path].body(ids));
    expect([r.path, reply.err_code]).toEqual([r.path, 10003]);
  }
  expect(await snapshot()).toEqual(before);
});

it('the master of another shop cannot read or change the demo shop\'s rows through any route', async () => {
  const before = await snapshot();
  for (const r of ALL_ROUTES) {
    if (r.access === 'public' || r.path === '/User-ajaxLoginOut') continue;
    const { body, otherShop, published, at } = ROUTES[r.path];
    const reply = await call('south_admin', at?.(ids) ?? r.path, r.method, body(ids));
    const text = JSON.stringify(reply);
    // Whatever the answer, none of the demo shop's identifying data is in it (but what it published to the market).
    for (const secret of published ? [] : ['演示家具厂', '佛山市演示家具制造有限公司', ids.invoiceNo, '李晓梅']) expect([r.path, text.includes(secret)]).toEqual([r.path, false]);
    const expected = otherShop === 'notFound' ? 10004 : otherShop === 'ownShop' ? 0 : otherShop;
    expect([r.path, reply.err_code]).toEqual([r.path, expected]);
  }
  expect(await snapshot()).toEqual(before);
});

/** A goods item of the demo shop with its class and unit, and a price list of the demo shop. */
async function demoGoodsIds(demo: number): Promise<DemoIds['goods']> {
  const goods = await b.db.selectFrom('goods').select(['goods_id', 'class_id', 'unit_id']).where('shop_id', '=', demo).orderBy('goods_id').executeTakeFirstOrThrow();
  const list = await b.db.selectFrom('price_lists').select('pricelist_id').where('shop_id', '=', demo).executeTakeFirstOrThrow();
  return { goodsId: goods.goods_id, classId: goods.class_id, unitId: goods.unit_id, pricelistId: list.pricelist_id };
}
