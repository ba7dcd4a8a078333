/**
 * The demo data every host starts with: the demo shop 演示家具厂 (a demo account, self_account = 1)
 * with its master and two sub-accounts, and a second, smaller shop so that isolation between shops
 * can be tried by hand. All demo passwords are DEMO_PASSWORD.
 */
import { MY_TEAM_DEPARTMENT_ID } from '../../src/common/constants';
import { createStaff } from '../staff/createStaff';
import type { Db, Executor } from './schema';

export const DEMO_PASSWORD = 'furniture-2026';

export const DEMO_ACCOUNTS = {
  master: 'demo_admin',
  sales: 'demo_sales',
  finance: 'demo_finance',
  otherShopMaster: 'south_admin',
} as const;

/** Rights of the demo sales role: the order area, plus seeing one's own rights. */
export const SALES_ROLE_RIGHTS = [
  'SF_STORE_ORD_LIST',
  'SF_ERP_STORE_CUSTOMER_QUERY',
  'SF_ERP_STORE_MEMO_QUERY',
  'SF_BATCH_PROCESS_QUERY',
  'SF_ERP_ORDER_MEMO_QUERY',
  'SF_ORDER_REMIND_QUERY',
  'SF_GOODS_SALE_GROUP_QUERY',
  'SF_ERP_SHOP_PROCESS_QUERY',
  'SF_PROCESS_MANAGE_LIST',
  'SF_MY_PROCESS',
  'SF_MY_RIGHTS',
];

/** Rights of the demo finance role: invoices and the finance area. */
export const FINANCE_ROLE_RIGHTS = [
  'SF_INVOICE_INFO_QUERY',
  'SF_INVOICE_INFO_SET',
  'SF_INVOICE_INFO_ALTER',
  'SF_INVOICE_LIST',
  'SF_INVOICE_MAKE_OUT',
  'SF_BILL_DETAIL',
  'SF_BALANCE_QUERY',
  'SF_CHARGE_IN',
  'SF_EXTRACT',
  'SF_BALANCE_CHARGE_CARD',
  'SF_BALANCE_SOFTWARE',
  'SF_BALANCE_ADDED_SERVICES',
  'SF_BALANCE_PAYOUT',
  'SF_PRICING_CONFIG',
  'SF_SALARY_CONFIG',
  'SF_SALARY_GRANT',
  'SF_PROFIT_QUERY',
  'SF_STRUCT_QUERY',
  'SF_BUDGET_QUERY',
  'SF_COST_ACCOUNT_QUERY',
  'SF_UNIFY_COLL',
  'SF_COLL_LOGS_QUERY',
  'SF_UNIFY_PAY',
  'SF_PAY_LOGS_QUERY',
  'SF_ERP_MY_SALARY',
  'SF_MY_RIGHTS',
];

interface StaffSeed {
  login_name: string;
  user_phone: string;
  full_name: string;
  nick_name: string;
  department?: string;
  groups?: string[];
}

interface ShopSeed {
  shop_name: string;
  self_account: number;
  can_pay: number;
  agent_name: string;
  agent_phone: string;
  master: StaffSeed;
  departments: string[];
  groups: Record<string, string[]>;
  staff: StaffSeed[];
}

const SHOPS: ShopSeed[] = [
  {
    shop_name: '演示家具厂',
    self_account: 1,
    can_pay: 1,
    agent_name: '佛山板式家具服务中心',
    agent_phone: '13923456780',
    master: { login_name: DEMO_ACCOUNTS.master, user_phone: '13800138000', full_name: '陈建国', nick_name: '陈总' },
    departments: ['销售部', '财务部', '生产部', '仓储部', '安装售后部'],
    groups: { 销售专员: SALES_ROLE_RIGHTS, 财务专员: FINANCE_ROLE_RIGHTS, 生产主管: ['SF_MY_RIGHTS', 'SF_MY_PROCESS', 'SF_MES_PLAN_QUERY', 'SF_MES_CUT'] },
    staff: [
      { login_name: DEMO_ACCOUNTS.sales, user_phone: '13912345678', full_name: '李晓梅', nick_name: '小梅', department: '销售部', groups: ['销售专员'] },
      { login_name: DEMO_ACCOUNTS.finance, user_phone: '13712345679', full_name: '王丽华', nick_name: '丽华', department: '财务部', groups: ['财务专员'] },
    ],
  },
  {
    shop_name: '南方板材定制',
    self_account: 0,
    can_pay: 0,
    agent_name: '',
    agent_phone: '',
    master: { login_name: DEMO_ACCOUNTS.otherShopMaster, user_phone: '13600136000', full_name: '黄志强', nick_name: '黄总' },
    departments: ['门店'],
    groups: { 店员: ['SF_MY_RIGHTS', 'SF_STORE_ORD_LIST'] },
    staff: [],
  },
];

/**
 * The platform's notices of the demo. They announce only what the product has: a notice that
 * advertises a page still to come (a pricing scheme, six kinds of report) sends the reader to a
 * placeholder. Change them with the product.
 */
const NOTICES: { notice_type: number; component_type: string; notice_content: string }[] = [
  { notice_type: 1, component_type: 'text', notice_content: '系统将于本周六 23:00 至 24:00 进行升级维护，期间可能短暂无法访问，请提前保存正在填写的内容。' },
  { notice_type: 2, component_type: 'images', notice_content: JSON.stringify(['/notices/invoice-request.svg', '/notices/report-market.svg']) },
  {
    notice_type: 3,
    component_type: 'markdown',
    notice_content: [
      '## 11 月版本更新',
      '',
      '- **发票管理**：申请开票时费用列表每页可显示 100 条，一个月的费用一次勾选、合并开票',
      '- **岗位角色**：权限修改后下一次操作即生效',
      '- **支付商户设置、企业设置**：填写中途离开或刷新页面，已填内容作为草稿保留，回来时可以恢复',
      '',
      '现在就去 [申请开票](/index.html#/invoice/request)。',
    ].join('\n'),
  },
  { notice_type: 4, component_type: 'carousel', notice_content: JSON.stringify(['/notices/banner-1.svg', '/notices/banner-2.svg', '/notices/banner-3.svg']) },
  { notice_type: 5, component_type: 'videos', notice_content: JSON.stringify(['/notices/workshop-tour.webm']) },
];

/** The demo's notices as seeded, for the tests. */
export const DEMO_NOTICES: readonly { notice_type: number; notice_content: string }[] = NOTICES;

/** The texts of the demo's text and markdown notices (their source), data in any language. */
export const DEMO_NOTICE_TEXTS: readonly string[] = NOTICES.filter((n) => n.notice_type === 1 || n.notice_type === 3).map((n) => n.notice_content);

const AGREEMENTS = [
  { agreement_id: 1, title: '用户服务协议', content: '欢迎使用板式家具云ERP。使用本服务即表示您同意遵守本协议的全部条款……' },
  { agreement_id: 2, title: '隐私政策', content: '我们重视您的隐私。本政策说明我们如何收集、使用和保护您的个人信息……' },
];

/** The spec's default department '0' = My team: every shop has it, and new staff start in it. */
export { MY_TEAM_DEPARTMENT_ID };
export const MY_TEAM_DEPARTMENT_NAME = '我的团队';

/**
 * The rows a shop needs from the moment it exists: its My team department, which
 * users.department_id = 0 references (departments are keyed by (shop_id, department_id)).
 * Whatever creates a shop calls this in the same transaction.
 */
export async function createShopFixedRows(db: Executor, shopId: number): Promise<void> {
  await db.insertInto('departments').values({ shop_id: shopId, department_id: MY_TEAM_DEPARTMENT_ID, department_name: MY_TEAM_DEPARTMENT_NAME }).execute();
}

/**
 * Adds a department under the shop's next id (ids are numbered per shop, so the database has no
 * sequence for them). On PostgreSQL two concurrent calls for one shop can pick the same id and
 * the second fails on the primary key: callers serialise per shop or retry.
 */
export async function insertDepartment(db: Executor, shopId: number, name: string): Promise<number> {
  const top = await db.selectFrom('departments').select((eb) => eb.fn.max('department_id').as('id')).where('shop_id', '=', shopId).executeTakeFirst();
  const departmentId = Math.max(MY_TEAM_DEPARTMENT_ID, Number(top?.id ?? 0)) + 1;
  await db.insertInto('departments').values({ shop_id: shopId, department_id: departmentId, department_name: name }).execute();
  return departmentId;
}

/** What the base seed made, for the feature seeds that follow it. */
export interface SeededDemo {
  now: number;
  /** shop_id by shop name. */
  shops: Record<string, number>;
  /** user_id by login name. */
  users: Record<string, number>;
  /** group_id by shop_id and group name. */
  groups: Record<number, Record<string, number>>;
}

/** A feature's demo data, run once in the seeding transaction after the shops and staff exist. */
export type FeatureSeed = (trx: Executor, demo: SeededDemo) => Promise<void>;

async function seedShop(db: Executor, seed: ShopSeed, iterations: number, demo: SeededDemo): Promise<void> {
  const { now } = demo;
  const shop = await db
    .insertInto('shops')
    .values({
      shop_name: seed.shop_name,
      shop_muid: null,
      shop_logo: '',
      self_account: seed.self_account,
      new_erp: 1,
      can_pay: seed.can_pay,
      env: 'prod',
      shop_props: JSON.stringify({ ErpPush: 1 }),
      archive_config: JSON.stringify({ archive_months: 12, archive_state: 1 }),
      agent_name: seed.agent_name,
      agent_phone: seed.agent_phone,
      created_at: now,
    })
    .returning('shop_id')
    .executeTakeFirstOrThrow();
  const shopId = shop.shop_id;
  demo.shops[seed.shop_name] = shopId;
  demo.groups[shopId] = {};
  await createShopFixedRows(db, shopId);
  const departments = new Map<string, number>();
  for (const name of seed.departments) departments.set(name, await insertDepartment(db, shopId, name));
  const groups = new Map<string, number>();
  for (const [name, rights] of Object.entries(seed.groups)) {
    const g = await db.insertInto('staff_groups').values({ shop_id: shopId, group_name: name, created_at: now }).returning('group_id').executeTakeFirstOrThrow();
    groups.set(name, g.group_id);
    demo.groups[shopId][name] = g.group_id;
    await db
      .insertInto('group_rights')
      .values(rights.map((right_code) => ({ shop_id: shopId, group_id: g.group_id, right_code })))
      .execute();
  }
  const person = (s: StaffSeed) => ({ shopId, login_name: s.login_name, user_phone: s.user_phone, password: DEMO_PASSWORD, full_name: s.full_name, nick_name: s.nick_name });
  demo.users[seed.master.login_name] = await createStaff(db, { ...person(seed.master), master: true }, { iterations, now });
  for (const s of seed.staff) {
    demo.users[s.login_name] = await createStaff(
      db,
      { ...person(s), department_id: departments.get(s.department ?? '') ?? MY_TEAM_DEPARTMENT_ID, group_ids: (s.groups ?? []).map((g) => groups.get(g)!) },
      { iterations, now },
    );
  }
}

/** Seeds the demo data once: does nothing when any shop exists. */
export async function seedDemo(db: Db, options: { passwordIterations: number; now: number; features?: readonly FeatureSeed[] }): Promise<boolean> {
  const existing = await db.selectFrom('shops').select('shop_id').limit(1).executeTakeFirst();
  if (existing) return false;
  const demo: SeededDemo = { now: options.now, shops: {}, users: {}, groups: {} };
  await db.transaction().execute(async (trx) => {
    for (const shop of SHOPS) await seedShop(trx, shop, options.passwordIterations, demo);
    await trx
      .insertInto('notices')
      .values(NOTICES.map((n) => ({ ...n, active: 1, created_at: options.now })))
      .execute();
    await trx.insertInto('agreements').values(AGREEMENTS).execute();
    for (const feature of options.features ?? []) await feature(trx, demo);
  });
  return true;
}
