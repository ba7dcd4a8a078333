/**
 * Customers for the demo (issue 28): the demo shop gets 40 — 15 dealers in three dealer tags,
 * retail customers (some under a dealer) and designer partners — with tags, levels, sources and
 * follow-ups, some due today and some overdue; the second shop a few of each, so that isolation
 * is visible. Everything is derived from the seed time, so every host seeds the same.
 */
import { CrmState, CrmType, FollowMethod, type CrmTypeValue } from '../../../src/common/crm';
import { DAY_MS, formatDate } from '../../../src/common/time';
import type { FeatureSeed, SeededDemo } from '../seed';
import type { Executor } from '../schema';

const REGIONS = [
  ['440000', '广东省', '440600', '佛山市', '440606', '顺德区'],
  ['440000', '广东省', '440600', '佛山市', '440604', '禅城区'],
  ['440000', '广东省', '440100', '广州市', '440106', '天河区'],
  ['440000', '广东省', '440300', '深圳市', '440305', '南山区'],
  ['430000', '湖南省', '430100', '长沙市', '430104', '岳麓区'],
  ['350000', '福建省', '350200', '厦门市', '350203', '思明区'],
] as const;

interface ShopCrmSeed {
  shop: string;
  /** Tags by crm_type. */
  tags: Record<CrmTypeValue, readonly string[]>;
  levels: readonly string[];
  sources: readonly string[];
  dealers: readonly string[];
  retail: readonly string[];
  partners: readonly string[];
  /** Staff who own customers and write follow-ups (login names). */
  staff: readonly string[];
  /** Phone prefix (7 digits) of this shop's customers. */
  phonePrefix: string;
}

const DEMO: ShopCrmSeed = {
  shop: '演示家具厂',
  tags: { [CrmType.retail]: ['全屋定制', '局部定制'], [CrmType.partner]: ['设计工作室', '装修公司'], [CrmType.dealer]: ['A类经销商', 'B类经销商', '新开发经销商'] },
  levels: ['VIP', '普通', '潜在'],
  sources: ['门店到访', '老客户介绍', '抖音', '设计师推荐'],
  dealers: [
    '顺德乐从家居馆', '禅城美居定制', '天河尚品全屋', '南山优家定制', '岳麓木匠坊', '思明简居家具', '番禺欧派专营', '东莞星辰家居',
    '中山雅居乐', '珠海海岸定制', '江门匠心家具', '惠州新家园', '清远山水居', '肇庆星湖家居', '汕头潮派定制',
  ],
  retail: ['张伟', '王芳', '刘洋', '陈静', '杨帆', '赵磊', '黄敏', '周杰', '吴婷', '徐强', '孙丽', '马超', '朱琳', '胡斌', '郭晶', '何勇', '高雪'],
  partners: ['林氏设计工作室', '罗曼空间设计', '梁木装饰', '宋家装饰工程', '谢氏设计', '韩式整装', '唐朝装饰', '冯氏工作室'],
  staff: ['demo_sales', 'zhou_sales', 'wu_sales', 'zheng_sales'],
  phonePrefix: '1370000',
};

const SOUTH: ShopCrmSeed = {
  shop: '南方板材定制',
  tags: { [CrmType.retail]: ['散客'], [CrmType.partner]: ['合作设计师'], [CrmType.dealer]: ['区域代理'] },
  levels: ['重要'],
  sources: ['电话咨询'],
  dealers: ['南宁板材代理', '桂林家居代理'],
  retail: ['蒋涛', '沈丹'],
  partners: ['韦氏设计'],
  staff: ['south_admin'],
  phonePrefix: '1360000',
};

const FOLLOW_TEXTS = ['电话回访，客户对板材花色满意，约下周到店看样', '上门量尺，厨房和主卧衣柜', '微信发送了报价单，等待客户确认', '到店看样，倾向于多层板', '跟进安装进度，客户反馈良好', '客户在比较其他品牌，需再跟进'];

/** Inserts the named parameters of a kind and answers their ids in order. */
async function idsByName(db: Executor, kind: 'tag' | 'level' | 'source', shopId: number, names: readonly string[], crmType = 0): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    if (kind === 'tag') {
      ids.push((await db.insertInto('crm_tags').values({ shop_id: shopId, tag_name: name, crm_type: crmType, created_at: 0 }).returning('tag_id').executeTakeFirstOrThrow()).tag_id);
    } else if (kind === 'level') {
      ids.push((await db.insertInto('crm_levels').values({ shop_id: shopId, level_name: name, created_at: 0 }).returning('level_id').executeTakeFirstOrThrow()).level_id);
    } else {
      ids.push((await db.insertInto('crm_sources').values({ shop_id: shopId, source_name: name, created_at: 0 }).returning('source_id').executeTakeFirstOrThrow()).source_id);
    }
  }
  return ids;
}

async function seedShopCrm(db: Executor, demo: SeededDemo, seed: ShopCrmSeed): Promise<void> {
  const shopId = demo.shops[seed.shop];
  const now = demo.now;
  const tags: Record<number, number[]> = {};
  for (const type of [CrmType.retail, CrmType.partner, CrmType.dealer]) tags[type] = await idsByName(db, 'tag', shopId, seed.tags[type], type);
  const levels = await idsByName(db, 'level', shopId, seed.levels);
  const sources = await idsByName(db, 'source', shopId, seed.sources);
  const staffRows = await db.selectFrom('users').select('user_id').where('shop_id', '=', shopId).where('login_name', 'in', [...seed.staff]).orderBy('user_id').execute();
  const staff = staffRows.map((r) => r.user_id);
  let n = 0;
  const add = async (name: string, type: CrmTypeValue, parentId: number | null) => {
    const i = n++;
    const region = REGIONS[i % REGIONS.length];
    const created = now - (90 - i) * DAY_MS;
    const row = await db
      .insertInto('customers')
      .values({
        shop_id: shopId,
        z_name: name,
        z_phone: `${seed.phonePrefix}${String(i + 1).padStart(4, '0')}`,
        crm_type: type,
        tag_id: tags[type][i % tags[type].length],
        cust_level: levels[i % levels.length],
        parent_id: parentId,
        province_id: region[0],
        province_name: region[1],
        city_id: region[2],
        city_name: region[3],
        district_id: region[4],
        district_name: region[5],
        address: `${region[5]}${['建设路', '人民路', '解放路', '中山路'][i % 4]}${10 + i}号`,
        contact: type === CrmType.retail ? '' : ['李经理', '王店长', '陈老板', '张总'][i % 4],
        owner_id: staff[i % staff.length] ?? null,
        source_id: sources[i % sources.length],
        remark: '',
        // A few stopped ones, so the state filter shows something.
        state: i % 13 === 12 ? CrmState.stopped : CrmState.inUse,
        created_at: created,
        updated_at: created,
      })
      .returning('crm_id')
      .executeTakeFirstOrThrow();
    return row.crm_id;
  };
  const dealerIds: number[] = [];
  for (const name of seed.dealers) dealerIds.push(await add(name, CrmType.dealer, null));
  const customerIds = [...dealerIds];
  // Every other retail customer buys through a dealer.
  for (const [i, name] of seed.retail.entries()) customerIds.push(await add(name, CrmType.retail, i % 2 === 0 ? dealerIds[i % dealerIds.length] : null));
  for (const name of seed.partners) customerIds.push(await add(name, CrmType.partner, null));
  await seedFollows(db, shopId, now, customerIds, staff);
}

/** Follow-ups of most customers: the latest one's next date due today for some, overdue for others, ahead for the rest. */
async function seedFollows(db: Executor, shopId: number, now: number, customerIds: readonly number[], staff: readonly number[]): Promise<void> {
  const rows = [];
  for (const [i, crmId] of customerIds.entries()) {
    if (i % 5 === 4) continue;
    for (let k = 0; k < 1 + (i % 3); k++) {
      const created = now - (20 - k * 5 + (i % 4)) * DAY_MS;
      const latest = k === i % 3;
      // The latest follow-up: due today (i % 4 == 0), overdue (1), in a few days (2), none (3).
      const next = latest ? [0, -3 - (i % 5), 2 + (i % 7), null][i % 4] : -10;
      rows.push({
        shop_id: shopId,
        crm_id: crmId,
        user_id: staff[(i + k) % staff.length],
        method: [FollowMethod.phone, FollowMethod.visit, FollowMethod.wechat, FollowMethod.other][(i + k) % 4],
        content: FOLLOW_TEXTS[(i + k) % FOLLOW_TEXTS.length],
        next_date: next === null ? null : formatDate(now + next * DAY_MS),
        created_at: created,
      });
    }
  }
  if (rows.length) await db.insertInto('cust_follows').values(rows).execute();
}

export const seedCrm: FeatureSeed = async (db, demo) => {
  await seedShopCrm(db, demo, DEMO);
  await seedShopCrm(db, demo, SOUTH);
};

/**
 * What the demo shops' customer data shows on the pages, as typed in any language (the English
 * pages' check leaves the shop's own data alone): names, tags, levels, sources, contacts, regions
 * and follow-up texts.
 */
export const DEMO_CRM_TEXTS: readonly string[] = [DEMO, SOUTH].flatMap((seed) => [
  ...Object.values(seed.tags).flat(),
  ...seed.levels,
  ...seed.sources,
  ...seed.dealers,
  ...seed.retail,
  ...seed.partners,
  ...REGIONS.flatMap((r) => [r[1], r[3], r[5]]),
  '李经理',
  '王店长',
  '陈老板',
  '张总',
  ...FOLLOW_TEXTS,
]);
