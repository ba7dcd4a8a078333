/**
 * Demo staff for the org page: departments, twenty people of the demo shop in every state (in use,
 * disabled, left with and without roles, seat expired, auto-renew on, WeChat bound), the shop's
 * balance with its entries, and a few people of the second shop. Everyone's password is the public
 * demo password, hashed (each with its own salt) at a lower work factor than the product's so that
 * start-up and the demo reset stay quick; the first login upgrades the hash to the full factor.
 */
import { SEAT_PLANS } from '../../../src/common/constants';
import { StaffState } from '../../../src/common/staff';
import { createStaff } from '../../staff/createStaff';
import type { Executor } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, insertDepartment, type FeatureSeed, type SeededDemo } from '../seed';

const DAY = 24 * 60 * 60 * 1000;
/** Work factor of the seeded people's hashes (never above the host's own). */
const SEED_ITERATIONS = 10_000;

interface DemoPerson {
  login: string;
  phone: string;
  name: string;
  nick: string;
  dep: string;
  roles?: string[];
  sex?: 1 | 2;
  cert?: string;
  state?: number;
  /** Seat end in days from now (negative: expired). */
  seatDays: number;
  autoRenew?: 1;
  wx?: 1;
}

const DEMO_PEOPLE: DemoPerson[] = [
  { login: 'zhou_sales', phone: '13911110001', name: '周文斌', nick: '文斌', dep: '销售部', roles: ['销售专员'], seatDays: 210, wx: 1 },
  { login: 'wu_sales', phone: '13911110002', name: '吴佳琪', nick: '佳琪', dep: '销售部', roles: ['销售专员'], sex: 2, seatDays: 45, autoRenew: 1 },
  { login: 'zheng_sales', phone: '13911110003', name: '郑凯', nick: '阿凯', dep: '销售部', roles: ['销售专员'], seatDays: 3, autoRenew: 1, wx: 1 },
  { login: 'sun_sales', phone: '13911110004', name: '孙悦', nick: '悦悦', dep: '销售部', roles: ['销售专员'], sex: 2, seatDays: -12 },
  { login: 'ma_finance', phone: '13911110005', name: '马秀兰', nick: '秀兰', dep: '财务部', roles: ['财务专员'], sex: 2, cert: '440681199003152354', seatDays: 300 },
  { login: 'hu_finance', phone: '13911110006', name: '胡国庆', nick: '国庆', dep: '财务部', roles: ['财务专员'], seatDays: 120, state: StaffState.disabled },
  { login: 'lin_prod', phone: '13911110007', name: '林志伟', nick: '志伟', dep: '生产部', roles: ['生产主管'], cert: '440606198507070016', seatDays: 365, autoRenew: 1, wx: 1 },
  { login: 'he_prod', phone: '13911110008', name: '何建华', nick: '建华', dep: '生产部', roles: ['生产主管'], seatDays: 90 },
  { login: 'luo_prod', phone: '13911110009', name: '罗强', nick: '阿强', dep: '生产部', roles: ['生产主管'], seatDays: 60 },
  { login: 'liang_prod', phone: '13911110010', name: '梁晓东', nick: '晓东', dep: '生产部', roles: ['生产主管'], seatDays: -40 },
  { login: 'xie_depot', phone: '13911110011', name: '谢海燕', nick: '海燕', dep: '仓储部', roles: ['仓库管理员'], sex: 2, seatDays: 150 },
  { login: 'tang_depot', phone: '13911110012', name: '唐永刚', nick: '永刚', dep: '仓储部', roles: ['仓库管理员'], seatDays: 20, state: StaffState.disabled },
  { login: 'feng_install', phone: '13911110013', name: '冯德明', nick: '德明', dep: '安装售后部', roles: ['安装售后'], seatDays: 240, wx: 1 },
  { login: 'deng_install', phone: '13911110014', name: '邓小军', nick: '小军', dep: '安装售后部', roles: ['安装售后'], seatDays: 30 },
  { login: 'cao_install', phone: '13911110015', name: '曹磊', nick: '磊子', dep: '安装售后部', roles: ['安装售后'], seatDays: 75 },
  { login: 'peng_service', phone: '13911110016', name: '彭静', nick: '静静', dep: '安装售后部', roles: ['安装售后'], sex: 2, seatDays: 180 },
  { login: 'zeng_temp', phone: '13911110017', name: '曾浩', nick: '浩子', dep: '我的团队', seatDays: 5 },
  { login: 'xiao_left', phone: '13911110018', name: '肖红', nick: '小红', dep: '销售部', roles: ['销售专员'], sex: 2, seatDays: 10, state: StaffState.left },
  { login: 'tian_left', phone: '13911110019', name: '田野', nick: '田田', dep: '生产部', roles: ['生产主管'], seatDays: -100, state: StaffState.left },
  { login: 'dong_left', phone: '13911110020', name: '董平', nick: '阿平', dep: '我的团队', seatDays: -5, state: StaffState.left },
];

const SOUTH_PEOPLE: DemoPerson[] = [
  { login: 'south_clerk1', phone: '13622220001', name: '黎少华', nick: '少华', dep: '门店', roles: ['店员'], seatDays: 0 },
  { login: 'south_clerk2', phone: '13622220002', name: '龙婷', nick: '婷婷', dep: '门店', roles: ['店员'], sex: 2, seatDays: 0, wx: 1 },
  { login: 'south_left', phone: '13622220003', name: '韦东', nick: '阿东', dep: '我的团队', seatDays: 0, state: StaffState.left },
];

/** Roles the people above hold that the base seed does not make. */
const EXTRA_ROLES: Record<string, string[]> = {
  仓库管理员: ['SF_MY_RIGHTS', 'SF_DEPOTS_QUERY', 'SF_DEPOT_ORDER_INDEX_QUERY', 'SF2_ERP_GOODS_LIST'],
  安装售后: ['SF_MY_RIGHTS', 'SF_MY_PROCESS'],
};

/** What these people and roles are called, as typed by the shops: data, in any language of the UI. */
export const DEMO_STAFF_TEXTS: readonly string[] = [
  ...new Set([...DEMO_PEOPLE, ...SOUTH_PEOPLE].flatMap((p) => [p.name, p.nick, p.dep, ...(p.roles ?? [])]).concat(Object.keys(EXTRA_ROLES))),
];

async function roleIds(db: Executor, demo: SeededDemo, shopId: number, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    if (!demo.groups[shopId][name]) {
      const g = await db.insertInto('staff_groups').values({ shop_id: shopId, group_name: name, created_at: demo.now }).returning('group_id').executeTakeFirstOrThrow();
      await db.insertInto('group_rights').values(EXTRA_ROLES[name].map((right_code) => ({ shop_id: shopId, group_id: g.group_id, right_code }))).execute();
      demo.groups[shopId][name] = g.group_id;
    }
    ids.push(demo.groups[shopId][name]);
  }
  return ids;
}

async function departmentIds(db: Executor, shopId: number, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('departments').select(['department_id', 'department_name']).where('shop_id', '=', shopId).execute();
  const out = new Map(rows.map((r) => [r.department_name, r.department_id]));
  for (const name of names) if (!out.has(name)) out.set(name, await insertDepartment(db, shopId, name));
  return out;
}

async function seedPeople(db: Executor, demo: SeededDemo, shopId: number, people: readonly DemoPerson[]): Promise<Map<string, number>> {
  const host = await db.selectFrom('users').select('password_iterations').where('user_id', '=', demo.users[DEMO_ACCOUNTS.sales]).executeTakeFirstOrThrow();
  const iterations = Math.min(SEED_ITERATIONS, host.password_iterations);
  const departments = await departmentIds(db, shopId, people.map((p) => p.dep));
  const ids = new Map<string, number>();
  for (const p of people) {
    const groups = await roleIds(db, demo, shopId, p.roles ?? []);
    const left = p.state === StaffState.left;
    const userId = await createStaff(
      db,
      {
        shopId,
        login_name: p.login,
        user_phone: p.phone,
        password: DEMO_PASSWORD,
        full_name: p.name,
        nick_name: p.nick,
        department_id: departments.get(p.dep),
        // People who left hold no roles; if_group remembers that they had some.
        group_ids: left ? [] : groups,
        user_sex: p.sex ?? 1,
        cert_id: p.cert ?? '',
        exp_date: p.seatDays ? demo.now + p.seatDays * DAY : 0,
      },
      { iterations, now: demo.now - 200 * DAY },
    );
    await db
      .updateTable('users')
      .set({
        state: p.state ?? StaffState.inUse,
        if_group: left && groups.length ? 1 : 0,
        auto_renew: p.autoRenew ?? 0,
        wx_bind: p.wx ?? 0,
        exp_flag: p.seatDays < 0 ? 1 : 0,
      })
      .where('user_id', '=', userId)
      .execute();
    demo.users[p.login] = userId;
    ids.set(p.login, userId);
  }
  return ids;
}

/** The demo shop's money: a top-up, then seats bought month by month; the balance is what remains. */
async function seedBalance(db: Executor, demo: SeededDemo, shopId: number, people: Map<string, number>): Promise<void> {
  const events: { days: number; type: 1 | 2 | 3; fen: number; user?: string; months?: number }[] = [
    { days: -180, type: 1, fen: 500_000 },
    { days: -170, type: 2, fen: SEAT_PLANS[12].priceFen, user: 'lin_prod', months: 12 },
    { days: -150, type: 2, fen: SEAT_PLANS[12].priceFen, user: 'ma_finance', months: 12 },
    { days: -120, type: 2, fen: SEAT_PLANS[6].priceFen, user: 'zhou_sales', months: 6 },
    { days: -90, type: 1, fen: 200_000 },
    { days: -60, type: 2, fen: SEAT_PLANS[3].priceFen, user: 'he_prod', months: 3 },
    { days: -30, type: 3, fen: SEAT_PLANS[1].priceFen, user: 'wu_sales', months: 1 },
    { days: -25, type: 3, fen: SEAT_PLANS[1].priceFen, user: 'zheng_sales', months: 1 },
    { days: -10, type: 2, fen: SEAT_PLANS[6].priceFen, user: 'feng_install', months: 6 },
  ];
  let balance = 0;
  let serial = 0;
  for (const e of events) {
    const at = demo.now + e.days * DAY;
    const amount = e.type === 1 ? e.fen : -e.fen;
    serial += 1;
    await db
      .insertInto('balance_entries')
      .values({
        shop_id: shopId,
        order_no: `DEMO${String(shopId).padStart(4, '0')}${String(serial).padStart(6, '0')}`,
        balance_type: e.type,
        amount,
        pre_amount: balance,
        eff_date: e.user ? at : 0,
        exp_date: e.user ? at + (e.months ?? 0) * 30 * DAY : 0,
        user_id: e.user ? people.get(e.user)! : null,
        months: e.months ?? 0,
        created_at: at,
      })
      .execute();
    balance += amount;
  }
  await db.updateTable('shops').set({ balance, staff_check: 1 }).where('shop_id', '=', shopId).execute();
}

export const seedStaff: FeatureSeed = async (db, demo) => {
  const demoShop = demo.shops['演示家具厂'];
  // The two demo sub-accounts hold seats long enough for every demo and test.
  await db
    .updateTable('users')
    .set({ exp_date: demo.now + 3 * 365 * DAY })
    .where('user_id', 'in', [demo.users[DEMO_ACCOUNTS.sales], demo.users[DEMO_ACCOUNTS.finance]])
    .execute();
  const people = await seedPeople(db, demo, demoShop, DEMO_PEOPLE);
  await seedBalance(db, demo, demoShop, people);
  await seedPeople(db, demo, demo.shops['南方板材定制'], SOUTH_PEOPLE);
};
