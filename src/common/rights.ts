/**
 * The rights catalogue: every SF_* right code the product knows, in the four categories of
 * SPEC.md section 6 (ERP, production MES, WebCAD; WebCAD functions live in cadFunctions.ts).
 * Written once and used by the route tables, the role editor, the my-rights page and the server.
 *
 * The first leaf of each group is the group's "view" right: the other leaves of the group only make
 * sense with it (SPEC.md section 4, "first item of a rights group").
 */

export interface RightLeafDef<C extends string = string> {
  code: C;
  /** Chinese name shown in the editor. */
  name: string;
  /** Important right ('1' in the spec's `kp`), highlighted in the editor. */
  important?: boolean;
  /** Tooltip (`cm`). */
  tip?: string;
}

export interface RightGroupDef<C extends string = string> {
  /** The module (top level of the editor's tree) the group sits in. */
  module: string;
  name: string;
  /** `use = 0` groups are shown but cannot be changed (platform-controlled). */
  usable: boolean;
  leaves: readonly RightLeafDef<C>[];
}

/** rightsType of SPEC.md section 7: 1 ERP, 2 MES, 3 CAD. */
export type RightsType = 1 | 2 | 3;

export interface RightCategoryDef<C extends string = string> {
  rightsType: RightsType;
  name: string;
  groups: readonly RightGroupDef<C>[];
}

const leaf = <const C extends string>(code: C, name: string, extra: Omit<RightLeafDef, 'code' | 'name'> = {}): RightLeafDef<C> => ({
  code,
  name,
  ...extra,
});

const CATALOGUE = [
  {
    rightsType: 1,
    name: 'ERP权限',
    groups: [
      {
        module: '综合管理',
        name: '企业管理',
        usable: true,
        leaves: [
          leaf('SF_BASE_CONFIG_QUERY', '查看企业设置'),
          leaf('SF_BASE_CONFIG_EDIT', '修改企业设置与系统配置', { important: true }),
          leaf('SF_YZ_MERCHANTS_SET', '支付商户进件', { important: true, tip: '提交和修改支付商户进件资料' }),
        ],
      },
      {
        module: '综合管理',
        name: '员工管理',
        usable: true,
        leaves: [
          leaf('SF_STAFF_QUERY', '查看员工'),
          leaf('SF_STAFF_NEW', '新增员工'),
          leaf('SF_STAFF_EDIT', '编辑员工', { tip: '编辑、停用员工和解绑微信' }),
          leaf('SF_STAFF_DELETE', '解雇员工', { important: true }),
          leaf('SF_STAFF_BUY', '购买与续费账号', { important: true }),
          leaf('SF_DEP_NEW', '新增组织架构'),
          leaf('SF_DEP_EDIT', '修改组织架构'),
          leaf('SF_DEP_DELETE', '删除组织架构'),
        ],
      },
      {
        module: '综合管理',
        name: '岗位角色',
        usable: true,
        leaves: [
          leaf('SF_GROUP_QUERY', '查看岗位角色'),
          leaf('SF_GROUP_NEW', '新增岗位角色'),
          leaf('SF_GROUP_NAME_EDIT', '修改岗位角色名称'),
          leaf('SF_GROUP_RIGHTS_EDIT', '修改岗位权限', { important: true }),
          leaf('SF_GROUP_DELETE', '删除岗位角色', { important: true }),
        ],
      },
      {
        module: '综合管理',
        name: '我的权限',
        usable: true,
        leaves: [leaf('SF_MY_RIGHTS', '查看我的权限')],
      },
      {
        module: '综合管理',
        name: '日志管理',
        usable: true,
        leaves: [
          leaf('SF_LOGINLOG_QUERY', '查看登录、订单和排产日志'),
          leaf('SF_STAFF_LOG_QUERY', '查看员工日志'),
          leaf('SF_STAFF_LOG_DELETE', '删除和清空日志', { important: true }),
        ],
      },
      {
        module: '综合管理',
        name: '发票管理',
        usable: true,
        leaves: [
          leaf('SF_INVOICE_INFO_QUERY', '查看发票信息'),
          leaf('SF_INVOICE_INFO_SET', '设置发票信息'),
          leaf('SF_INVOICE_INFO_ALTER', '修改发票信息'),
          leaf('SF_INVOICE_LIST', '查看发票列表'),
          leaf('SF_INVOICE_MAKE_OUT', '申请开票', { important: true }),
          leaf('SF_BILL_DETAIL', '查看账单'),
        ],
      },
      {
        module: '综合管理',
        name: '报表管理',
        usable: true,
        leaves: [
          leaf('SF_REPORT_MARKET', '报表市场'),
          leaf('SF_REPORT_MY_MARKET', '我的发布'),
        ],
      },
      {
        module: '综合管理',
        name: '全景与音乐',
        usable: true,
        leaves: [leaf('SF_PANO_EDIT', '管理全景图与背景音乐')],
      },
      {
        module: '订单管理',
        name: '客户与订单',
        usable: true,
        leaves: [
          leaf('SF_STORE_ORD_LIST', '查看订单列表'),
          leaf('SF_ERP_STORE_CUSTOMER_QUERY', '查看客户'),
          leaf('SF_ERP_STORE_MEMO_QUERY', '查看客户跟进'),
          leaf('SF_BATCH_PROCESS_QUERY', '批量分配订单'),
          leaf('SF_ERP_ORDER_MEMO_QUERY', '查看订单备忘'),
          leaf('SF_ORDER_REMIND_QUERY', '订单提醒与看板'),
          leaf('SF_GOODS_SALE_GROUP_QUERY', '商品销售统计'),
        ],
      },
      {
        module: '订单管理',
        name: '工序管理',
        usable: true,
        leaves: [
          leaf('SF_ERP_SHOP_PROCESS_QUERY', '查看工序配置'),
          leaf('SF_PROCESS_MANAGE_LIST', '工序管理'),
          leaf('SF_MY_PROCESS', '我的工作查询'),
        ],
      },
      {
        module: '仓库管理',
        name: '仓库管理',
        usable: true,
        leaves: [
          leaf('SF_DEPOTS_QUERY', '查看仓库配置'),
          leaf('SF_DEPOT_ORDER_INDEX_QUERY', '仓库概况'),
          leaf('SF2_ERP_GOODS_LIST', '查看商品'),
          leaf('SF2_ERP_GOODS_ADD', '新增商品与基础配置'),
          leaf('SF_DEPOTS_GOOD_CLASS_QUERY', '商品分类'),
          leaf('SF_DEPOT_UNIT_QUERY', '计量单位'),
          leaf('SF_DEPOT_STOCK_CHANGE_QUERY', '库存变动'),
          leaf('SF_DEPOT_ORDER_CHECK_QUERY', '盘点单'),
          leaf('SF_DEPOT_ORDER_TRANSFER_QUERY', '调拨单'),
        ],
      },
      {
        module: '仓库管理',
        name: '出入库单据',
        usable: true,
        leaves: [
          leaf('SF_DEPOT_ORDER_BUY_QUERY', '采购入库单'),
          leaf('SF_DEPOT_ORDER_BUY_REFUND_QUERY', '采购退货单'),
          leaf('SF_DEPOT_ORDER_SELL_QUERY', '销售出库单'),
          leaf('SF_DEPOT_ORDER_SELL_REFUND_QUERY', '销售退货单'),
          leaf('SF_DEPOT_ORDER_OTHER_IN_QUERY', '其他入库单'),
          leaf('SF_DEPOT_ORDER_OTHER_OUT_QUERY', '其他出库单'),
          leaf('SF_DEPOT_ORDER_PRO_IN_QUERY', '生产入库单'),
          leaf('SF_DEPOT_ORDER_PRO_OUT_QUERY', '生产领料单'),
          leaf('SF_DEPOT_ORDER_PRO_QUERY', '生产单据查询'),
        ],
      },
      {
        module: '财务管理',
        name: '资金账户',
        usable: true,
        leaves: [
          leaf('SF_BALANCE_QUERY', '余额查询'),
          leaf('SF_CHARGE_IN', '充值', { important: true }),
          leaf('SF_EXTRACT', '提现', { important: true }),
          leaf('SF_BALANCE_CHARGE_CARD', '充值卡'),
          leaf('SF_BALANCE_SOFTWARE', '软件服务费'),
          leaf('SF_BALANCE_ADDED_SERVICES', '增值服务'),
          leaf('SF_BALANCE_PAYOUT', '支出明细'),
        ],
      },
      {
        module: '财务管理',
        name: '财务核算',
        usable: true,
        leaves: [
          leaf('SF_PRICING_CONFIG', '计价配置'),
          leaf('SF_SALARY_CONFIG', '工资配置'),
          leaf('SF_SALARY_GRANT', '工资发放', { important: true }),
          leaf('SF_PROFIT_QUERY', '利润统计'),
          leaf('SF_STRUCT_QUERY', '收支结构'),
          leaf('SF_BUDGET_QUERY', '预算'),
          leaf('SF_COST_ACCOUNT_QUERY', '成本核算'),
          leaf('SF_ERP_MY_SALARY', '我的工资'),
        ],
      },
      {
        module: '财务管理',
        name: '统一收付款',
        usable: true,
        leaves: [
          leaf('SF_UNIFY_COLL', '统一收款'),
          leaf('SF_COLL_LOGS_QUERY', '收款记录'),
          leaf('SF_UNIFY_PAY', '统一付款', { important: true }),
          leaf('SF_PAY_LOGS_QUERY', '付款记录'),
        ],
      },
    ],
  },
  {
    rightsType: 2,
    name: '生产MES权限',
    groups: [
      {
        module: '生产管理',
        name: '生产计划',
        usable: true,
        leaves: [
          leaf('SF_MES_PLAN_QUERY', '查看排产计划'),
          leaf('SF_MES_PLAN_NEW', '新建排产'),
          leaf('SF_MES_PLAN_NULLIFY', '作废排产', { important: true }),
        ],
      },
      {
        module: '生产管理',
        name: '生产执行',
        usable: true,
        leaves: [
          leaf('SF_MES_CUT', '开料'),
          leaf('SF_MES_EDGE', '封边'),
          leaf('SF_MES_DRILL', '打孔'),
          leaf('SF_MES_PACK', '包装'),
          leaf('SF_MES_SHIP', '发货'),
        ],
      },
      {
        module: '生产管理',
        name: '设备管理',
        usable: false,
        leaves: [leaf('SF_MES_MACHINE', '设备接入', { tip: '由平台开通' })],
      },
    ],
  },
  {
    rightsType: 3,
    name: 'WebCAD权限',
    groups: [
      {
        module: 'WebCAD设计',
        name: '设计',
        usable: true,
        leaves: [
          leaf('SF_CAD_DESIGN', '方案设计'),
          leaf('SF_CAD_RENDER', '渲染'),
          leaf('SF_CAD_QUOTE', '报价'),
          leaf('SF_CAD_EXPORT', '导出拆单', { important: true }),
        ],
      },
      {
        module: 'WebCAD设计',
        name: '素材库',
        usable: true,
        leaves: [
          leaf('SF_CAD_MODULE_QUERY', '查看模块库'),
          leaf('SF_CAD_MODULE_EDIT', '管理模块库'),
          leaf('SF_CAD_MATERIAL_EDIT', '管理材质库'),
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

/** Map of every right code to a boolean, the shape of `auth_info` [ROUTE-03]. */
export type AuthInfo = Record<string, boolean>;

export function toAuthInfo(held: Iterable<string>): AuthInfo {
  const heldSet = new Set(held);
  const info: AuthInfo = {};
  for (const code of ALL_RIGHT_CODES) info[code] = heldSet.has(code);
  return info;
}

/**
 * One access decision for routes, menus and buttons alike: `required` is one right code or a list
 * of alternatives (any one suffices); absent or empty is always allowed [ROUTE-05, ROUTE-06].
 */
export function canAccess(authInfo: AuthInfo, required: RightCode | readonly RightCode[] | undefined): boolean {
  if (required === undefined) return true;
  const alternatives: readonly RightCode[] = typeof required === 'string' ? [required] : required;
  if (alternatives.length === 0) return true;
  return alternatives.some((code) => authInfo[code] === true);
}
