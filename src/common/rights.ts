/**
 * The rights catalogue: every SF_* right code the product knows, in the four categories of
 * SPEC.md section 6 (ERP, production MES, WebCAD; WebCAD functions live in cadFunctions.ts).
 * Written once and used by the route tables, the role editor, the my-rights page and the server.
 *
 * The first leaf of each group is the group's "view" right: the other leaves of the group only make
 * sense with it (SPEC.md section 4, "first item of a rights group").
 */

import type { AuthInfo } from './access';

export interface RightLeafDef<C extends string = string> {
  code: C;
  /** Chinese name: the editor's `fnm` on the wire (SPEC.md data) and the staff log's wording. */
  name: string;
  /** English name, shown in en-US. */
  en: string;
  /** Important right ('1' in the spec's `kp`), highlighted in the editor. */
  important?: boolean;
  /** Tooltip (`cm`), and its English. */
  tip?: string;
  tipEn?: string;
}

export interface RightGroupDef<C extends string = string> {
  /** The module (top level of the editor's tree) the group sits in, and its English name. */
  module: string;
  moduleEn: string;
  name: string;
  en: string;
  /** `use = 0` groups are shown but cannot be changed (platform-controlled). */
  usable: boolean;
  leaves: readonly RightLeafDef<C>[];
}

/** rightsType of SPEC.md section 7: 1 ERP, 2 MES, 3 CAD. */
export type RightsType = 1 | 2 | 3;

export interface RightCategoryDef<C extends string = string> {
  rightsType: RightsType;
  name: string;
  en: string;
  groups: readonly RightGroupDef<C>[];
}

const leaf = <const C extends string>(code: C, name: string, en: string, extra: Omit<RightLeafDef, 'code' | 'name' | 'en'> = {}): RightLeafDef<C> => ({
  code,
  name,
  en,
  ...extra,
});

// The modules, the top level of the editor's trees.
const GENERAL = { module: '综合管理', moduleEn: 'General management' } as const;
const ORDERS = { module: '订单管理', moduleEn: 'Order management' } as const;
const WAREHOUSE = { module: '仓库管理', moduleEn: 'Warehouse management' } as const;
const FINANCE = { module: '财务管理', moduleEn: 'Financial management' } as const;
const PRODUCTION = { module: '生产管理', moduleEn: 'Production management' } as const;
const WEBCAD = { module: 'WebCAD设计', moduleEn: 'WebCAD design' } as const;

const CATALOGUE = [
  {
    rightsType: 1,
    name: 'ERP权限',
    en: 'ERP rights',
    groups: [
      {
        ...GENERAL,
        name: '企业管理',
        en: 'Enterprise',
        usable: true,
        leaves: [
          leaf('SF_BASE_CONFIG_QUERY', '查看企业设置', 'View shop settings'),
          leaf('SF_BASE_CONFIG_EDIT', '修改企业设置与系统配置', 'Edit shop settings and system settings', { important: true }),
          leaf('SF_YZ_MERCHANTS_SET', '支付商户进件', 'Payment merchant application', { important: true, tip: '提交和修改支付商户进件资料', tipEn: 'Submit and change the payment merchant application' }),
        ],
      },
      {
        ...GENERAL,
        name: '员工管理',
        en: 'Staff',
        usable: true,
        leaves: [
          leaf('SF_STAFF_QUERY', '查看员工', 'View staff'),
          leaf('SF_STAFF_NEW', '新增员工', 'Add staff'),
          leaf('SF_STAFF_EDIT', '编辑员工', 'Edit staff', { tip: '编辑、停用员工和解绑微信', tipEn: 'Edit and disable staff, unbind WeChat' }),
          leaf('SF_STAFF_DELETE', '解雇员工', 'Dismiss staff', { important: true }),
          leaf('SF_STAFF_BUY', '购买与续费账号', 'Buy and renew accounts', { important: true }),
          leaf('SF_DEP_NEW', '新增组织架构', 'Add departments'),
          leaf('SF_DEP_EDIT', '修改组织架构', 'Edit departments'),
          leaf('SF_DEP_DELETE', '删除组织架构', 'Delete departments'),
        ],
      },
      {
        ...GENERAL,
        name: '岗位角色',
        en: 'Position roles',
        usable: true,
        leaves: [
          leaf('SF_GROUP_QUERY', '查看岗位角色', 'View position roles'),
          leaf('SF_GROUP_NEW', '新增岗位角色', 'Add position roles'),
          leaf('SF_GROUP_NAME_EDIT', '修改岗位角色名称', 'Rename position roles'),
          leaf('SF_GROUP_RIGHTS_EDIT', '修改岗位权限', 'Change role rights', { important: true }),
          leaf('SF_GROUP_DELETE', '删除岗位角色', 'Delete position roles', { important: true }),
        ],
      },
      {
        ...GENERAL,
        name: '我的权限',
        en: 'My rights',
        usable: true,
        leaves: [leaf('SF_MY_RIGHTS', '查看我的权限', 'View my rights')],
      },
      {
        ...GENERAL,
        name: '日志管理',
        en: 'Log management',
        usable: true,
        leaves: [
          leaf('SF_LOGINLOG_QUERY', '查看登录、订单和排产日志', 'View login, order and scheduling logs'),
          leaf('SF_STAFF_LOG_QUERY', '查看员工日志', 'View staff logs'),
          leaf('SF_STAFF_LOG_DELETE', '删除和清空日志', 'Delete and clear logs', { important: true }),
          leaf('SF_SESSION_MANAGE', '查看和结束在线会话', 'View and end online sessions', { important: true }),
        ],
      },
      {
        ...GENERAL,
        name: '发票管理',
        en: 'Invoices',
        usable: true,
        leaves: [
          leaf('SF_INVOICE_INFO_QUERY', '查看发票信息', 'View invoice info'),
          leaf('SF_INVOICE_INFO_SET', '设置发票信息', 'Set invoice info'),
          leaf('SF_INVOICE_INFO_ALTER', '修改发票信息', 'Change invoice info'),
          leaf('SF_INVOICE_LIST', '查看发票列表', 'View invoice list'),
          leaf('SF_INVOICE_MAKE_OUT', '申请开票', 'Request invoices', { important: true }),
          leaf('SF_BILL_DETAIL', '查看账单', 'View bills'),
        ],
      },
      {
        ...GENERAL,
        name: '报表管理',
        en: 'Reports',
        usable: true,
        leaves: [
          leaf('SF_REPORT_MARKET', '报表市场', 'Report market'),
          leaf('SF_REPORT_MY_MARKET', '我的发布', 'My published reports'),
        ],
      },
      {
        ...GENERAL,
        name: '全景与音乐',
        en: 'Panoramas and music',
        usable: true,
        leaves: [leaf('SF_PANO_EDIT', '管理全景图与背景音乐', 'Manage panoramas and background music')],
      },
      {
        ...ORDERS,
        name: '客户与订单',
        en: 'Customers and orders',
        usable: true,
        leaves: [
          leaf('SF_STORE_ORD_LIST', '查看订单列表', 'View order list'),
          leaf('SF_ERP_STORE_CUSTOMER_QUERY', '查看客户', 'View customers'),
          leaf('SF_ERP_STORE_CUSTOMER_NEW', '新增客户', 'Add customers'),
          leaf('SF_ERP_STORE_CUSTOMER_EDIT', '修改和停用客户', 'Edit and stop customers'),
          leaf('SF_ERP_STORE_CUSTOMER_DELETE', '删除客户', 'Delete customers', { important: true }),
          leaf('SF_ERP_CRM_PARAMS', '客户参数设置', 'Customer settings', { tip: '客户标签、等级和来源', tipEn: 'Customer tags, levels and sources' }),
          leaf('SF_ERP_STORE_MEMO_QUERY', '查看客户跟进', 'View customer follow-ups'),
          leaf('SF_ERP_STORE_MEMO_NEW', '新增客户跟进', 'Add customer follow-ups'),
          leaf('SF_BATCH_PROCESS_QUERY', '批量分配订单', 'Assign orders in batches'),
          leaf('SF_ERP_ORDER_MEMO_QUERY', '查看订单备忘', 'View order memos'),
          leaf('SF_ORDER_REMIND_QUERY', '订单提醒与看板', 'Order reminders and board'),
          leaf('SF_GOODS_SALE_GROUP_QUERY', '商品销售统计', 'Goods sales statistics'),
        ],
      },
      {
        ...ORDERS,
        name: '订单操作',
        en: 'Order actions',
        usable: true,
        leaves: [
          leaf('SF_STORE_ORD_NEW', '新建订单', 'Create orders', { tip: '新建订单并修改草稿', tipEn: 'Create orders and edit drafts' }),
          leaf('SF_STORE_ORD_EDIT', '修改已提交订单', 'Edit submitted orders', { tip: '修改已提交、已接单且未锁价的订单', tipEn: 'Edit submitted and received orders whose price is not locked' }),
          leaf('SF_STORE_ORD_SUBMIT', '提交订单', 'Submit orders'),
          leaf('SF_STORE_ORD_RECEIVE', '接单', 'Receive orders'),
          leaf('SF_STORE_ORD_CONFIRM', '确认订单', 'Confirm orders', { important: true, tip: '确认时价格写入订单明细', tipEn: 'Confirming fixes the prices into the lines' }),
          leaf('SF_STORE_ORD_LOCK_PRICE', '锁定价格', 'Lock prices', { important: true }),
          leaf('SF_STORE_ORD_PRODUCE', '安排生产与到货', 'Production and arrival'),
          leaf('SF_STORE_ORD_CLOSE', '关闭与完结订单', 'Close and finish orders', { important: true, tip: '有欠款时完结需填写原因', tipEn: 'Finishing with money due needs a reason' }),
          leaf('SF_STORE_ORD_DELETE', '删除与恢复订单', 'Delete and recover orders', { important: true }),
          leaf('SF_STORE_ORD_PAYMENT', '订单收款', 'Order payments', { important: true }),
          leaf('SF_STORE_ORD_ASSIGN', '分配订单', 'Assign orders', { tip: '把订单分配给岗位角色中的员工跟进', tipEn: 'Hand orders to a holder of a position role to follow up' }),
          leaf('SF_ERP_ORDER_MEMO_EDIT', '管理他人的订单备忘', "Manage others' order memos"),
        ],
      },
      {
        ...ORDERS,
        name: '工序管理',
        en: 'Processes',
        usable: true,
        leaves: [
          leaf('SF_ERP_SHOP_PROCESS_QUERY', '查看工序配置', 'View process settings'),
          leaf('SF_PROCESS_MANAGE_LIST', '工序管理', 'Manage processes'),
          leaf('SF_MY_PROCESS', '我的工作查询', 'My work'),
        ],
      },
      {
        ...WAREHOUSE,
        name: '仓库管理',
        en: 'Warehouse',
        usable: true,
        leaves: [
          leaf('SF_DEPOTS_QUERY', '查看仓库配置', 'View warehouse settings'),
          leaf('SF_DEPOT_ORDER_INDEX_QUERY', '仓库概况', 'Stock overview'),
          leaf('SF2_ERP_GOODS_LIST', '查看商品', 'View goods'),
          leaf('SF2_ERP_GOODS_ADD', '新增商品与基础配置', 'Add goods and basic settings'),
          leaf('SF2_ERP_GOODS_EDIT', '修改和停售商品', 'Edit and stop goods', { important: true, tip: '含标价与成本价', tipEn: 'Including list and cost prices' }),
          leaf('SF2_ERP_GOODS_DELETE', '删除商品', 'Delete goods', { important: true }),
          leaf('SF_DEPOTS_GOOD_CLASS_QUERY', '商品分类', 'Goods categories'),
          leaf('SF_DEPOTS_GOOD_CLASS_EDIT', '管理商品分类', 'Manage goods categories'),
          leaf('SF_DEPOT_UNIT_QUERY', '计量单位', 'Units of measure'),
          leaf('SF_DEPOT_UNIT_EDIT', '管理计量单位', 'Manage units of measure'),
          leaf('SF_DEPOT_STOCK_CHANGE_QUERY', '库存变动', 'Stock movements'),
          leaf('SF_DEPOT_ORDER_CHECK_QUERY', '盘点单', 'Stocktakes'),
          leaf('SF_DEPOT_ORDER_TRANSFER_QUERY', '调拨单', 'Transfers'),
        ],
      },
      {
        ...WAREHOUSE,
        name: '出入库单据',
        en: 'Receipt and issue documents',
        usable: true,
        leaves: [
          leaf('SF_DEPOT_ORDER_BUY_QUERY', '采购入库单', 'Purchase receipts'),
          leaf('SF_DEPOT_ORDER_BUY_REFUND_QUERY', '采购退货单', 'Purchase returns'),
          leaf('SF_DEPOT_ORDER_SELL_QUERY', '销售出库单', 'Deliveries'),
          leaf('SF_DEPOT_ORDER_SELL_REFUND_QUERY', '销售退货单', 'Sales returns'),
          leaf('SF_DEPOT_ORDER_OTHER_IN_QUERY', '其他入库单', 'Other receipts'),
          leaf('SF_DEPOT_ORDER_OTHER_OUT_QUERY', '其他出库单', 'Other issues'),
          leaf('SF_DEPOT_ORDER_PRO_IN_QUERY', '生产入库单', 'Production receipts'),
          leaf('SF_DEPOT_ORDER_PRO_OUT_QUERY', '生产领料单', 'Material issues'),
          leaf('SF_DEPOT_ORDER_PRO_QUERY', '生产单据查询', 'Production documents'),
        ],
      },
      {
        ...FINANCE,
        name: '资金账户',
        en: 'Funds account',
        usable: true,
        leaves: [
          leaf('SF_BALANCE_QUERY', '余额查询', 'View balance'),
          leaf('SF_CHARGE_IN', '充值', 'Top up', { important: true }),
          leaf('SF_EXTRACT', '提现', 'Withdraw', { important: true }),
          leaf('SF_BALANCE_CHARGE_CARD', '充值卡', 'Top-up cards'),
          leaf('SF_BALANCE_SOFTWARE', '软件服务费', 'Software fees'),
          leaf('SF_BALANCE_ADDED_SERVICES', '增值服务', 'Add-on services'),
          leaf('SF_BALANCE_PAYOUT', '支出明细', 'Payouts'),
        ],
      },
      {
        ...FINANCE,
        name: '财务核算',
        en: 'Accounting',
        usable: true,
        leaves: [
          leaf('SF_PRICING_CONFIG', '计价配置', 'Pricing settings'),
          leaf('SF_PRICING_EDIT', '修改价格方案', 'Edit price lists', { important: true }),
          leaf('SF_SALARY_CONFIG', '工资配置', 'Salary settings'),
          leaf('SF_SALARY_GRANT', '工资发放', 'Pay salaries', { important: true }),
          leaf('SF_PROFIT_QUERY', '利润统计', 'Profit'),
          leaf('SF_STRUCT_QUERY', '收支结构', 'Income and expense structure'),
          leaf('SF_BUDGET_QUERY', '预算', 'Budget'),
          leaf('SF_COST_ACCOUNT_QUERY', '成本核算', 'Cost accounting'),
          leaf('SF_ERP_MY_SALARY', '我的工资', 'My salary'),
        ],
      },
      {
        ...FINANCE,
        name: '统一收付款',
        en: 'Unified receipts and payments',
        usable: true,
        leaves: [
          leaf('SF_UNIFY_COLL', '统一收款', 'Receive funds'),
          leaf('SF_COLL_LOGS_QUERY', '收款记录', 'Collections'),
          leaf('SF_UNIFY_PAY', '统一付款', 'Make payments', { important: true }),
          leaf('SF_PAY_LOGS_QUERY', '付款记录', 'Payment records'),
        ],
      },
    ],
  },
  {
    rightsType: 2,
    name: '生产MES权限',
    en: 'Production MES rights',
    groups: [
      {
        ...PRODUCTION,
        name: '生产计划',
        en: 'Production planning',
        usable: true,
        leaves: [
          leaf('SF_MES_PLAN_QUERY', '查看排产计划', 'View production schedules'),
          leaf('SF_MES_PLAN_NEW', '新建排产', 'Create schedules'),
          leaf('SF_MES_PLAN_NULLIFY', '作废排产', 'Void schedules', { important: true }),
        ],
      },
      {
        ...PRODUCTION,
        name: '生产执行',
        en: 'Production execution',
        usable: true,
        leaves: [
          leaf('SF_MES_CUT', '开料', 'Cutting'),
          leaf('SF_MES_EDGE', '封边', 'Edge banding'),
          leaf('SF_MES_DRILL', '打孔', 'Drilling'),
          leaf('SF_MES_PACK', '包装', 'Packing'),
          leaf('SF_MES_SHIP', '发货', 'Shipping'),
        ],
      },
      {
        ...PRODUCTION,
        name: '设备管理',
        en: 'Machines',
        usable: false,
        leaves: [leaf('SF_MES_MACHINE', '设备接入', 'Machine connection', { tip: '由平台开通', tipEn: 'Enabled by the platform' })],
      },
    ],
  },
  {
    rightsType: 3,
    name: 'WebCAD权限',
    en: 'WebCAD rights',
    groups: [
      {
        ...WEBCAD,
        name: '设计',
        en: 'Design',
        usable: true,
        leaves: [
          leaf('SF_CAD_DESIGN', '方案设计', 'Design'),
          leaf('SF_CAD_RENDER', '渲染', 'Rendering'),
          leaf('SF_CAD_QUOTE', '报价', 'Quotation'),
          leaf('SF_CAD_EXPORT', '导出拆单', 'Export part lists', { important: true }),
        ],
      },
      {
        ...WEBCAD,
        name: '素材库',
        en: 'Asset libraries',
        usable: true,
        leaves: [
          leaf('SF_CAD_MODULE_QUERY', '查看模块库', 'View module library'),
          leaf('SF_CAD_MODULE_EDIT', '管理模块库', 'Manage module library'),
          leaf('SF_CAD_MATERIAL_EDIT', '管理材质库', 'Manage material library'),
        ],
      },
    ],
  },
] as const satisfies readonly RightCategoryDef[];

export const RIGHTS_CATALOGUE: readonly RightCategoryDef[] = CATALOGUE;

/** Every right code of the catalogue, as a type: a misspelt code does not compile. */
export type RightCode = (typeof CATALOGUE)[number]['groups'][number]['leaves'][number]['code'];

/** A leaf of the catalogue with its place: category and group index, and its numeric id (`fid`). */
export interface CatalogueRight extends RightLeafDef<RightCode> {
  fid: number;
  rightsType: RightsType;
  groupIndex: number;
  /** True for the first leaf of its group. */
  isGroupHead: boolean;
}

function flatten(): CatalogueRight[] {
  const out: CatalogueRight[] = [];
  for (const category of CATALOGUE as readonly RightCategoryDef<RightCode>[]) {
    category.groups.forEach((group, groupIndex) => {
      group.leaves.forEach((l, i) => {
        out.push({
          ...l,
          fid: category.rightsType * 1000 + groupIndex * 20 + i + 1,
          rightsType: category.rightsType,
          groupIndex,
          isGroupHead: i === 0,
        });
      });
    });
  }
  return out;
}

export const ALL_RIGHTS: readonly CatalogueRight[] = flatten();
export const ALL_RIGHT_CODES: readonly RightCode[] = ALL_RIGHTS.map((r) => r.code);
const CODE_SET: ReadonlySet<string> = new Set(ALL_RIGHT_CODES);

export function isRightCode(code: string): code is RightCode {
  return CODE_SET.has(code);
}

// The access decision lives apart from the catalogue: every page's shell takes it without the catalogue's names.
export { canAccess, type AuthInfo } from './access';

export function toAuthInfo(held: Iterable<string>): AuthInfo {
  const heldSet = new Set(held);
  const info: AuthInfo = {};
  for (const code of ALL_RIGHT_CODES) info[code] = heldSet.has(code);
  return info;
}


/** The right of a numeric id (`fid`) of the editor's trees. */
export const rightOfFid = (fid: number): CatalogueRight | undefined => ALL_RIGHTS.find((r) => r.fid === fid);

/** The group a right of the catalogue sits in. */
export const groupOfRight = (right: CatalogueRight): RightGroupDef | undefined =>
  RIGHTS_CATALOGUE.find((c) => c.rightsType === right.rightsType)?.groups[right.groupIndex];

/** A right's name in `locale` ('zh-CN' or 'en-US'); an unknown code is shown as it is. */
export function rightName(code: string, locale: string): string {
  const right = ALL_RIGHTS.find((r) => r.code === code);
  if (!right) return code;
  return locale === 'en-US' ? right.en : right.name;
}
