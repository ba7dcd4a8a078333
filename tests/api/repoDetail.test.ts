/**
 * Lookups by id (REQUIREMENTS API-CRM-08, API-CRM-09; docs/DESIGN.md "Lookups by id"): GET /api/repo/{x}
 * answers one record of the session's shop as its list does, GET /api/detail the record with its
 * related data; both under the list's right, another shop's id and an unknown repo "not found", a bad
 * id refused. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
import { ErrCode } from '../../src/common/api';
import { CrmType, GetErpCrmByTags } from '../../src/common/crm';
import { GetErpGoods, GetGoodsClass } from '../../src/common/goods';
import { AjaxPricingList, DelPricing, SavePricing } from '../../src/common/pricing';
import { Detail, RepoCrm, RepoGoods, RepoGoodsClass, RepoPricing, RepoUnit, type CrmDetail, type GoodsDetail, type PricingDetail } from '../../src/common/repo';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const SOUTH = '南方板材定制';
const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;

let n = 0;
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `repo_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.7.0.${n}` });
  await c.login(person.login_name);
  return c;
}

async function south(): Promise<TestClient> {
  const c = t.b.client({ ip: '10.7.1.1' });
  await c.login('south_admin');
  return c;
}

/** One record of each repo of the shop: a customer with follow-ups, a goods item with its class and unit, a price list. */
async function ids(shop = DEMO) {
  const id = await shopId(shop);
  const goods = await t.b.db.selectFrom('goods').select(['goods_id', 'class_id', 'unit_id']).where('shop_id', '=', id).orderBy('goods_id').executeTakeFirstOrThrow();
  const list = await t.b.db.selectFrom('price_lists').select('pricelist_id').where('shop_id', '=', id).orderBy('pricelist_id').executeTakeFirstOrThrow();
  const customer = await t.b.db
    .selectFrom('customers')
    .select('crm_id')
    .where('shop_id', '=', id)
    .where((eb) => eb.exists(eb.selectFrom('cust_follows').select('follow_id').whereRef('cust_follows.crm_id', '=', 'customers.crm_id')))
    .orderBy('crm_id')
    .executeTakeFirstOrThrow();
  return { crm: customer.crm_id, goods: goods.goods_id, goodsClass: goods.class_id, unit: goods.unit_id, pricing: list.pricelist_id };
}

const REPO_PATHS = { crm: '/repo/crm', goods: '/repo/goods', goodsClass: '/repo/goodsClass', unit: '/repo/unit', pricing: '/repo/pricing' } as const;
type Repo = keyof typeof REPO_PATHS;
const REPOS = Object.keys(REPO_PATHS) as Repo[];

/** The right each repo is read with, and a right of the same area that does not read it. */
const RIGHTS: Record<Repo, { alone: RightCode; not: RightCode }> = {
  crm: { alone: 'SF_ERP_STORE_CUSTOMER_QUERY', not: 'SF_ERP_STORE_MEMO_QUERY' },
  goods: { alone: 'SF2_ERP_GOODS_LIST', not: 'SF_DEPOT_UNIT_QUERY' },
  goodsClass: { alone: 'SF_DEPOTS_GOOD_CLASS_QUERY', not: 'SF_DEPOT_UNIT_QUERY' },
  unit: { alone: 'SF_DEPOT_UNIT_QUERY', not: 'SF_DEPOTS_GOOD_CLASS_QUERY' },
  pricing: { alone: 'SF_PRICING_CONFIG', not: 'SF2_ERP_GOODS_LIST' },
};

describe('GET /api/repo/{x}', () => {
  it('[API-CRM-08] the contracts are GET /api/repo/{x}, one per repo', () => {
    expect([RepoCrm, RepoGoods, RepoGoodsClass, RepoUnit, RepoPricing].map((e) => `${e.method} /api${e.path}`)).toEqual(REPOS.map((r) => `GET /api${REPO_PATHS[r]}`));
  });

  it('[API-CRM-08] each repo answers the shop\'s record by id exactly as its list does', async () => {
    const id = await ids();
    const crm = await t.master.get('/repo/crm', { id: String(id.crm) });
    const listed = (await t.master.call(GetErpCrmByTags, { param: { page_count: 100 } })).data.find((c) => c.crm_id === id.crm);
    expect(crm).toMatchObject({ err_code: 0 });
    expect(crm.data).toEqual(listed);

    const goods = await t.master.call(RepoGoods, { id: id.goods });
    const goodsListed = (await t.master.call(GetErpGoods, { param: { keyword: goods.data.goods_no } })).data.find((g) => g.goods_id === id.goods);
    expect(goods.err_code).toBe(0);
    expect(goods.data).toEqual(goodsListed);

    const tree = (await t.master.call(GetGoodsClass)).data;
    const top = tree.find((c) => c.children.some((child) => child.class_id === id.goodsClass))!;
    expect((await t.master.call(RepoGoodsClass, { id: top.class_id })).data).toEqual(top);
    expect((await t.master.call(RepoGoodsClass, { id: id.goodsClass })).data).toEqual(top.children.find((c) => c.class_id === id.goodsClass));

    const unit = await t.master.call(RepoUnit, { id: id.unit });
    expect(unit.data).toMatchObject({ unit_id: id.unit, unit_name: goodsListed!.unit_name, goods_count: expect.any(Number) });
    expect(unit.data.goods_count).toBeGreaterThan(0);

    const list = await t.master.call(RepoPricing, { id: id.pricing });
    expect(list.data).toEqual((await t.master.call(AjaxPricingList)).data.find((l) => l.pricelist_id === id.pricing));
  });

  it('[API-CRM-08] another shop\'s id is not found (10004) in every repo, and nothing of it is answered', async () => {
    const demo = await ids();
    const other = await south();
    for (const repo of REPOS) {
      const r = await other.get(REPO_PATHS[repo], { id: String(demo[repo]) });
      expect([repo, r.err_code, 'data' in r]).toEqual([repo, ErrCode.NOT_FOUND, false]);
    }
    // Its own records it finds.
    const own = await ids(SOUTH);
    for (const repo of REPOS) expect([repo, (await other.get(REPO_PATHS[repo], { id: String(own[repo]) })).err_code]).toEqual([repo, 0]);
  });

  it('[API-CRM-08] each repo is read with its list\'s right held alone, and refused (10003) without it', async () => {
    const id = await ids();
    for (const repo of REPOS) {
      const { alone, not } = RIGHTS[repo];
      expect([repo, (await (await holding([alone])).get(REPO_PATHS[repo], { id: String(id[repo]) })).err_code]).toEqual([repo, 0]);
      expect([repo, (await (await holding([not])).get(REPO_PATHS[repo], { id: String(id[repo]) })).err_code]).toEqual([repo, ErrCode.NO_RIGHT]);
    }
    // The goods list's right reads the classes and units the goods pages show.
    const goodsReader = await holding(['SF2_ERP_GOODS_LIST']);
    expect((await goodsReader.get('/repo/goodsClass', { id: String(id.goodsClass) })).err_code).toBe(0);
    expect((await goodsReader.get('/repo/unit', { id: String(id.unit) })).err_code).toBe(0);
    // Without a session: not logged in.
    expect((await t.b.client().get('/repo/crm', { id: String(id.crm) })).err_code).toBe(ErrCode.NOT_LOGGED_IN);
  });

  it('[API-CRM-08] a bad id is refused (10001), a missing record is not found (10004)', async () => {
    for (const repo of REPOS) {
      for (const bad of [undefined, '', 'abc', '0', '-3', '1.5', '99999999999']) {
        const r = await t.master.get(REPO_PATHS[repo], bad === undefined ? {} : { id: bad });
        expect([repo, bad, r.err_code]).toEqual([repo, bad, ErrCode.BAD_REQUEST]);
      }
      expect([repo, (await t.master.get(REPO_PATHS[repo], { id: '2147483647' })).err_code]).toEqual([repo, ErrCode.NOT_FOUND]);
    }
  });

  it('[API-CRM-08] a repo this product does not have is not found (10004), naming the path', async () => {
    const r = await t.master.get('/repo/orders', { id: '1' });
    expect(r).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: expect.stringContaining('/api/repo/orders') });
    // A name differing only in case is another path.
    expect((await t.master.get('/repo/CRM', { id: '1' })).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

/** Leaves the demo shop with no price lists, so a test's own lists decide the prices. */
async function withoutPriceLists() {
  for (const list of (await t.master.call(AjaxPricingList)).data) expect((await t.master.call(DelPricing, { pricelist_id: list.pricelist_id })).err_code).toBe(0);
}

describe('GET /api/detail', () => {
  it('[API-CRM-09] the contract is GET /api/detail with the query params repo and id', () => {
    expect([Detail.method, Detail.path, Object.keys(Detail.fields)]).toEqual(['GET', '/detail', ['repo', 'id']]);
  });

  it('[API-CRM-09] repo=crm: the customer with its tag, level and source names, its last follow-ups and the list it is priced by', async () => {
    const id = await ids();
    const customer = (await t.master.call(RepoCrm, { id: id.crm })).data;
    expect(customer.cust_level).toBeGreaterThan(0);
    await withoutPriceLists();
    const r = (await t.master.get('/detail', { repo: 'crm', id: String(id.crm) })) as unknown as CrmDetail & { err_code: number };
    expect(r).toMatchObject({ err_code: 0, repo: 'crm', data: customer, price_list: null });
    expect(r.data.level_name).not.toBe('');
    const follows = await t.b.db.selectFrom('cust_follows').select(['follow_id', 'content']).where('crm_id', '=', id.crm).orderBy('created_at', 'desc').orderBy('follow_id', 'desc').limit(5).execute();
    expect(r.follows!.map((f) => [f.follow_id, f.content])).toEqual(follows.map((f) => [f.follow_id, f.content]));
    expect(r.follows![0]).toMatchObject({ user_name: expect.any(String), method: expect.any(Number), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    // Its level's list prices it, until it has one of its own as a dealer.
    const byLevel = await t.master.call(SavePricing, { data: { name: '等级价', level_ids: [customer.cust_level] } });
    expect(((await t.master.call(Detail, { repo: 'crm', id: id.crm })) as CrmDetail).price_list).toEqual({ pricelist_id: byLevel.pricelist_id, name: '等级价', via: 'level' });
    const own = await t.master.call(SavePricing, { data: { name: '专属价', crm_ids: [id.crm] } });
    expect(((await t.master.call(Detail, { repo: 'crm', id: id.crm })) as CrmDetail).price_list).toEqual({ pricelist_id: own.pricelist_id, name: '专属价', via: 'dealer' });
  });

  it('[API-CRM-09] repo=goods: the item with its class path from the top, its unit and each list\'s price (its own line before its classes\')', async () => {
    const id = await ids();
    const goods = (await t.master.call(RepoGoods, { id: id.goods })).data;
    const classRow = await t.b.db.selectFrom('goods_classes').select(['class_id', 'class_name', 'parent_id']).where('class_id', '=', id.goodsClass).executeTakeFirstOrThrow();
    const parent = await t.b.db.selectFrom('goods_classes').select(['class_id', 'class_name']).where('class_id', '=', classRow.parent_id!).executeTakeFirstOrThrow();
    await withoutPriceLists();
    const own = await t.master.call(SavePricing, { data: { name: '甲', lines: [{ goods_id: id.goods, unit_price: '12.30' }, { class_id: id.goodsClass, unit_price: '20.00' }, { class_id: parent.class_id, unit_price: '30.00' }] } });
    const byClass = await t.master.call(SavePricing, { data: { name: '乙', lines: [{ class_id: id.goodsClass, unit_price: '21.50' }, { class_id: parent.class_id, unit_price: '31.00' }] } });
    const byTop = await t.master.call(SavePricing, { data: { name: '丙', lines: [{ class_id: parent.class_id, unit_price: '32.00' }] } });
    await t.master.call(SavePricing, { data: { name: '丁' } });
    const r = (await t.master.get('/detail', { repo: 'goods', id: String(id.goods) })) as unknown as GoodsDetail & { err_code: number };
    expect(r).toMatchObject({ err_code: 0, repo: 'goods', data: goods });
    expect(r.class_path).toEqual([parent, { class_id: classRow.class_id, class_name: classRow.class_name }]);
    expect(r.unit).toEqual((await t.master.call(RepoUnit, { id: goods.unit_id })).data);
    expect(r.prices).toEqual([
      { pricelist_id: own.pricelist_id, name: '甲', unit_price: '12.30', class_id: 0, class_name: '' },
      { pricelist_id: byClass.pricelist_id, name: '乙', unit_price: '21.50', class_id: classRow.class_id, class_name: classRow.class_name },
      { pricelist_id: byTop.pricelist_id, name: '丙', unit_price: '32.00', class_id: parent.class_id, class_name: parent.class_name },
    ].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')));
  });

  it('[API-CRM-09] repo=pricing: the list with the names of the levels and dealers it is given to', async () => {
    await withoutPriceLists();
    const demo = await shopId(DEMO);
    const level = await t.b.db.selectFrom('crm_levels').select(['level_id', 'level_name']).where('shop_id', '=', demo).orderBy('level_id').executeTakeFirstOrThrow();
    const dealers = await t.b.db.selectFrom('customers').select(['crm_id', 'z_name']).where('shop_id', '=', demo).where('crm_type', '=', CrmType.dealer).orderBy('crm_id').limit(2).execute();
    const saved = await t.master.call(SavePricing, { data: { name: '经销价', level_ids: [level.level_id], crm_ids: dealers.map((d) => d.crm_id) } });
    const r = (await t.master.get('/detail', { repo: 'pricing', id: String(saved.pricelist_id) })) as unknown as PricingDetail & { err_code: number };
    expect(r).toMatchObject({ err_code: 0, repo: 'pricing', data: { pricelist_id: saved.pricelist_id, name: '经销价', level_ids: [level.level_id] } });
    expect(r.levels).toEqual([{ id: level.level_id, name: level.level_name }]);
    expect(r.dealers).toEqual(dealers);
  });

  it('[API-CRM-09] the repo\'s right is needed; related data another right guards is null without it', async () => {
    const id = await ids();
    const customerOnly = await holding(['SF_ERP_STORE_CUSTOMER_QUERY']);
    expect(await customerOnly.call(Detail, { repo: 'crm', id: id.crm })).toMatchObject({ err_code: 0, follows: null, price_list: null });
    expect((await customerOnly.call(Detail, { repo: 'goods', id: id.goods })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await customerOnly.call(Detail, { repo: 'pricing', id: id.pricing })).err_code).toBe(ErrCode.NO_RIGHT);
    const withFollows = await holding(['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY']);
    expect(((await withFollows.call(Detail, { repo: 'crm', id: id.crm })) as CrmDetail).follows!.length).toBeGreaterThan(0);
    const goodsOnly = await holding(['SF2_ERP_GOODS_LIST']);
    expect(await goodsOnly.call(Detail, { repo: 'goods', id: id.goods })).toMatchObject({ err_code: 0, prices: null, class_path: expect.any(Array) });
    expect((await goodsOnly.call(Detail, { repo: 'crm', id: id.crm })).err_code).toBe(ErrCode.NO_RIGHT);
    const pricingOnly = await holding(['SF_PRICING_CONFIG']);
    expect((await pricingOnly.call(Detail, { repo: 'pricing', id: id.pricing })).err_code).toBe(0);
    expect((await pricingOnly.call(Detail, { repo: 'goods', id: id.goods })).err_code).toBe(ErrCode.NO_RIGHT);
    // None of its repos' rights: refused before anything is read.
    expect((await (await holding(['SF_DEPOT_UNIT_QUERY'])).call(Detail, { repo: 'crm', id: id.crm })).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-CRM-09] another shop\'s id is not found (10004) in every repo, a bad id refused (10001), an unknown repo not found naming the known ones', async () => {
    const demo = await ids();
    const other = await south();
    for (const repo of ['crm', 'goods', 'pricing'] as const) {
      const r = await other.get('/detail', { repo, id: String(demo[repo]) });
      expect([repo, r.err_code, 'data' in r]).toEqual([repo, ErrCode.NOT_FOUND, false]);
      for (const bad of ['', 'x', '0']) expect([repo, bad, (await t.master.get('/detail', { repo, id: bad })).err_code]).toEqual([repo, bad, ErrCode.BAD_REQUEST]);
    }
    expect((await t.master.get('/detail', { id: String(demo.crm) })).err_code).toBe(ErrCode.BAD_REQUEST);
    for (const repo of ['orders', 'unit', 'CRM']) {
      expect(await t.master.get('/detail', { repo, id: '1' })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: `没有「${repo}」这类资料的详情（可查：crm, goods, pricing）` });
    }
    expect((await t.master.get('/detail', { repo: 'orders', id: '1' }, { 'x-locale': 'en-US' })).err_msg).toBe('There is no detail of records of the kind "orders" (known: crm, goods, pricing)');
  });
});
