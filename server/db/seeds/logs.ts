/**
 * Demo logs for /staff/logs: six months of the demo shop's logins (from offices, phones and WeChat,
 * a few failed), staff-log rows (some edits with their before and after), order logs of orders
 * with their store, consignee and address, and scheduling logs of cutting plans created, cut and
 * nullified on named machines, in the old format (a row per plan) and the new (a row per step).
 * The second shop gets a few rows of its own. Rows come from a fixed pseudo-random sequence, so
 * every start seeds the same logs.
 */
import { LOGIN_SOURCES, PD_OPERATION } from '../../../src/common/logs';
import { auditText, type AuditValue } from '../../logs/auditText';
import { staffLogColumns, type StaffLogTexts } from '../../logs/staffLogTexts';
import { clientOf } from '../../logs/userAgent';
import type { Executor } from '../schema';
import type { FeatureSeed, SeededDemo } from '../seed';

const DAY = 24 * 60 * 60 * 1000;
const DAYS = 180;

/** A small linear congruential generator: the same rows on every start. */
function sequence(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)], int: (max: number) => Math.floor(next() * max) };
}

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN',
];
/** Where the demo's people log in from, with the province the address lookup gives for each. */
const LOGIN_PLACES = [
  { ip: '183.6.112.24', province: '广东省' },
  { ip: '183.6.112.25', province: '广东省' },
  { ip: '113.108.77.6', province: '广东省' },
  { ip: '120.236.14.90', province: '广东省' },
  { ip: '223.104.63.12', province: '广东省' },
  { ip: '117.136.40.8', province: '广东省' },
  { ip: '218.4.167.70', province: '江苏省' },
];
const STORES = ['乐从旗舰店', '广州天河店', '顺德大良店', '佛山南海店'];
const CONSIGNEES = [
  { name: '陈志明', address: '广东省佛山市顺德区乐从镇水藤村新乐路 18 号' },
  { name: '黄淑仪', address: '广东省广州市天河区天河北路 233 号中信广场 1206' },
  { name: '刘建新', address: '广东省佛山市南海区桂城街道南海大道北 70 号' },
  { name: '梁美玲', address: '广东省佛山市禅城区季华五路 21 号 3 座 902' },
  { name: '何志强', address: '广东省中山市东区中山四路 88 号' },
  { name: '吴晓燕', address: '广东省东莞市南城区鸿福路 106 号' },
];
const ORDER_STEPS = ['新建订单', '提交审核', '审核通过', '确认收款', '下单生产', '修改收货地址', '排产完成', '发货', '订单完成'];
const MACHINES = ['南兴电子开料锯 1 号', '南兴电子开料锯 2 号', 'CNC 加工中心 A', '豪迈封边机'];

const person = (name: string, login: string) => auditText('audit.staff.who', { name, login });
/** Each shop's invoice header (server/db/seeds/invoices.ts): a shop's log names its own. */
const INVOICE_HEADERS = { 演示家具厂: '佛山市演示家具制造有限公司', 南方板材定制: '南方板材定制' } as const;

/** What the demo staff did, written as the handlers write it (server/routes): messages, with the shop's data as values. */
const staffLogKinds = (invoiceHeader: string): readonly StaffLogTexts[] => [
  {
    menu: 'route.staff.group',
    fn: 'audit.fn.roleRights',
    content: auditText('audit.role.rights', { name: '销售专员', change: auditText('audit.role.granted', { rights: [{ right: 'SF_ORDER_REMIND_QUERY' }] }) }),
  },
  {
    menu: 'route.staff.org',
    fn: 'audit.fn.staffEdited',
    content: auditText('audit.staff.edited', { who: person('周文斌', 'zhou_sales'), fields: [auditText('staff.form.nickName')] }),
    changes: [{ field: 'staff.form.nickName', before: '小周', after: '文斌' }],
  },
  {
    menu: 'route.staff.org',
    fn: 'audit.fn.staffEdited',
    content: auditText('audit.staff.edited', { who: person('马秀兰', 'ma_finance'), fields: [auditText('staff.form.department')] }),
    changes: [{ field: 'staff.form.department', before: auditText('staff.myTeam'), after: '财务部' }],
  },
  { menu: 'route.staff.org', fn: 'audit.fn.staffCreated', content: auditText('audit.staff.created', { who: person('罗强', 'luo_prod') }) },
  { menu: 'menuGroup.invoice', fn: 'audit.fn.invoiceRequested', content: auditText('audit.invoice.requested', { id: 3, count: 3, amount: '1323.10', header: invoiceHeader }) },
  {
    menu: 'menuGroup.invoice',
    fn: 'audit.fn.infoAltered',
    content: auditText('audit.invoice.info', { header: invoiceHeader, issueType: auditText('invoice.issueType.2'), invoiceType: auditText('invoice.invoiceType.1'), addressId: 1 }),
  },
  { menu: 'route.staff.org', fn: 'audit.fn.depCreated', content: auditText('audit.dep.created', { name: '仓储部' }) },
];

/** The shop's own words in an audit value (the strings; messages and rights are the product's). */
function shopData(value: AuditValue): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [];
  if (Array.isArray(value)) return (value as readonly AuditValue[]).flatMap(shopData);
  return 'values' in value && value.values ? Object.values(value.values).flatMap(shopData) : [];
}

const PLAN_REMARKS = ['', '加急', '客户指定颜色：暖白', '分两批交货'];
const NULLIFY_REMARK = '订单变更，作废重排';
const STEP_REMARKS = { create: '创建排产计划', nullify: '作废排产计划', cut: (machine: string) => `${machine} 开料完成` };

/**
 * The seeded logs' words: data the shop's logs hold, shown as stored in any language (the
 * English walk of the pages takes them out before it looks for Chinese).
 */
export const DEMO_LOG_TEXTS: readonly string[] = [
  ...STORES,
  ...CONSIGNEES.flatMap((c) => [c.name, c.address]),
  ...ORDER_STEPS,
  ...MACHINES,
  ...MACHINES.map(STEP_REMARKS.cut),
  ...PLAN_REMARKS.filter(Boolean),
  NULLIFY_REMARK,
  STEP_REMARKS.create,
  STEP_REMARKS.nullify,
  ...staffLogKinds(INVOICE_HEADERS.演示家具厂).flatMap((k) => [...shopData(k.content), ...(k.changes ?? []).flatMap((c) => [...shopData(c.before), ...shopData(c.after)])]),
];

interface Person {
  user_id: number;
  login_name: string;
  nick_name: string;
}

async function peopleOf(db: Executor, shopId: number): Promise<Person[]> {
  return db.selectFrom('users').select(['user_id', 'login_name', 'nick_name']).where('shop_id', '=', shopId).where('state', '=', 1).orderBy('user_id').execute();
}

/** Inserts in batches, so the browser demo (sql.js) starts quickly too. */
async function insertAll<T extends 'login_logs' | 'staff_logs' | 'order_logs' | 'pd_logs' | 'pd_logs_new'>(db: Executor, table: T, rows: Parameters<ReturnType<Executor['insertInto']>['values']>[0][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await db.insertInto(table).values(rows.slice(i, i + 100) as never).execute();
}

async function seedLoginLogs(db: Executor, shopId: number, people: Person[], demo: SeededDemo, count: number, seed: number): Promise<void> {
  const r = sequence(seed);
  const rows = Array.from({ length: count }, (_, i) => {
    const who = r.pick(people);
    const client = clientOf(r.pick(AGENTS));
    const failed = r.next() < 0.06;
    const place = r.pick(LOGIN_PLACES);
    return {
      shop_id: shopId,
      user_id: who.user_id,
      login_name: who.login_name,
      login_ip: place.ip,
      login_mac: '',
      province: place.province,
      source_id: client.source ?? LOGIN_SOURCES[0].source_id,
      browser: client.browser,
      os: client.os,
      success: failed ? 0 : 1,
      fail_reason: failed ? ('password' as const) : ('' as const),
      login_time: demo.now - Math.floor(((count - i) / count) * DAYS * DAY) - r.int(3_600_000),
    };
  });
  await insertAll(db, 'login_logs', rows);
}

async function seedStaffLogs(db: Executor, shopId: number, people: Person[], demo: SeededDemo, count: number, seed: number, kinds: readonly StaffLogTexts[]): Promise<void> {
  const r = sequence(seed);
  const rows = Array.from({ length: count }, (_, i) => {
    const who = r.pick(people);
    const kind = r.pick(kinds);
    return {
      shop_id: shopId,
      user_id: who.user_id,
      login_name: who.login_name,
      ...staffLogColumns(kind),
      oper_date: demo.now - Math.floor(((count - i) / count) * DAYS * DAY) - r.int(3_600_000),
    };
  });
  await insertAll(db, 'staff_logs', rows);
}

async function seedOrderLogs(db: Executor, shopId: number, people: Person[], demo: SeededDemo, orders: number, seed: number): Promise<void> {
  const r = sequence(seed);
  const rows = [];
  for (let o = 0; o < orders; o++) {
    const start = demo.now - Math.floor(((orders - o) / orders) * DAYS * DAY);
    const consignee = r.pick(CONSIGNEES);
    const order = { order_no: `DD${formatDay(start)}${String(1000 + o).slice(-4)}`, custom_order_no: `KH-${2600 + o}`, store_name: r.pick(STORES) };
    const steps = 3 + r.int(ORDER_STEPS.length - 3);
    for (let s = 0; s < steps; s++) {
      const who = r.pick(people);
      rows.push({
        shop_id: shopId,
        user_id: who.user_id,
        login_name: who.login_name,
        nick_name: who.nick_name,
        ...order,
        cosignee_name: consignee.name,
        cosignee_address: consignee.address,
        action: ORDER_STEPS[s],
        oper_date: start + s * (DAY / 3) + r.int(3_600_000),
      });
    }
  }
  await insertAll(db, 'order_logs', rows);
}

const formatDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

async function seedPlanLogs(db: Executor, shopId: number, people: Person[], demo: SeededDemo, plans: number, seed: number): Promise<void> {
  const r = sequence(seed);
  const old = [];
  const steps = [];
  for (let p = 0; p < plans; p++) {
    const created = demo.now - Math.floor(((plans - p) / plans) * DAYS * DAY);
    const consignee = r.pick(CONSIGNEES);
    const plan = {
      shop_id: shopId,
      plan_no: `PC${formatDay(created)}${String(100 + p).slice(-3)}`,
      order_no: `DD${formatDay(created)}${String(1000 + p).slice(-4)}`,
      custom_order_no: `KH-${2600 + p}`,
      cosignee_name: consignee.name,
      cosignee_address: consignee.address,
      plan_remark: r.pick(PLAN_REMARKS),
      machine_name: r.pick(MACHINES),
    };
    const [creator, cutter] = [r.pick(people), r.pick(people)];
    const nullified = r.next() < 0.12;
    const cut = !nullified && r.next() < 0.85;
    const cutAt = created + DAY / 2 + r.int(3_600_000);
    const nullAt = created + DAY / 4;
    old.push({
      ...plan,
      create_uid: creator.user_id,
      create_name: creator.login_name,
      create_nick_name: creator.nick_name,
      create_time: created,
      cut_uid: cut ? cutter.user_id : null,
      cut_opr_name: cut ? cutter.login_name : '',
      cut_opr_nick_name: cut ? cutter.nick_name : '',
      cut_finish_time: cut ? cutAt : 0,
      nullify_uid: nullified ? creator.user_id : null,
      nullify_opr_name: nullified ? creator.login_name : '',
      nullify_opr_nick_name: nullified ? creator.nick_name : '',
      nullify_time: nullified ? nullAt : 0,
      remark: nullified ? NULLIFY_REMARK : '',
    });
    const step = (type: number, at: number, who: Person, remark: string) => ({
      ...plan,
      operation_type: type,
      operation_remark: remark,
      operation_time: at,
      creator_id: creator.user_id,
      creator_name: creator.login_name,
      creator_nick_name: creator.nick_name,
      operator_id: who.user_id,
      operatior_name: who.login_name,
      operatior_nick_name: who.nick_name,
    });
    steps.push(step(PD_OPERATION.create, created, creator, STEP_REMARKS.create));
    if (cut) steps.push(step(PD_OPERATION.cut, cutAt, cutter, STEP_REMARKS.cut(plan.machine_name)));
    if (nullified) steps.push(step(PD_OPERATION.nullify, nullAt, creator, STEP_REMARKS.nullify));
  }
  await insertAll(db, 'pd_logs', old);
  await insertAll(db, 'pd_logs_new', steps);
}

export const seedLogs: FeatureSeed = async (db, demo) => {
  for (const [name, scale, seed] of [
    ['演示家具厂', 1, 7],
    ['南方板材定制', 0.1, 11],
  ] as const) {
    const shopId = demo.shops[name];
    const people = await peopleOf(db, shopId);
    await seedLoginLogs(db, shopId, people, demo, Math.round(400 * scale), seed);
    await seedStaffLogs(db, shopId, people, demo, Math.round(150 * scale), seed + 1, staffLogKinds(INVOICE_HEADERS[name]));
    await seedOrderLogs(db, shopId, people, demo, Math.round(80 * scale), seed + 2);
    await seedPlanLogs(db, shopId, people, demo, Math.round(60 * scale), seed + 3);
  }
};
