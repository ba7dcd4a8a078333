/**
 * Lookups of one master-data record by id (src/common/repo.ts; SPEC.md section 7 "GET /api/repo/{x};
 * GET /api/detail"; REQUIREMENTS API-CRM-08, 09). They serve the pages of several areas (a price
 * list's editor names its dealers, a goods item shows its prices), hence this folder of its own.
 *
 * Decisions where the spec is silent (docs/DESIGN.md "Lookups by id"):
 * - Each repo is read under the right of the list it comes from, and only in the session's shop:
 *   another shop's id is "not found", as a missing one.
 * - `/detail` takes any right of its repos; the repo asked for must be one the caller may read, and
 *   the related data another right guards (follow-ups, prices) is null without that right.
 * - A repo this product does not have is "not found" (10004): under /repo/ the path names no call,
 *   and /detail names the repos it knows.
 */
import { ErrCode } from '../../../src/common/api';
import type { CrmRecord, FollowMethodValue } from '../../../src/common/crm';
import type { GoodsClassNode } from '../../../src/common/goods';
import { fenToYuan } from '../../../src/common/money';
import type { RightCode } from '../../../src/common/rights';
import {
  DETAIL_FOLLOWS,
  DETAIL_REPOS,
  Detail,
  RepoCrm,
  RepoGoods,
  RepoGoodsClass,
  RepoPricing,
  RepoUnit,
  type ClassStep,
  type CrmDetail,
  type DetailRepo,
  type GoodsDetail,
  type GoodsPrice,
  type PricingDetail,
  type RecentFollow,
} from '../../../src/common/repo';
import { formatDateTime } from '../../../src/common/time';
import { customerQuery, toCrmRecord } from '../../crm/customers';
import type { Executor } from '../../db/schema';
import { classRows, classTree, GOODS_COLUMNS, goodsQuery, toGoodsRecord, unitList } from '../../goods/catalogue';
import { PRICE_TARGET, priceLists } from '../../goods/priceLists';
import { ApiError, notFound } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';

/** Who reads each repo: the rights of the list it comes from. */
const READ = {
  crm: ['SF_ERP_STORE_CUSTOMER_QUERY'],
  goods: ['SF2_ERP_GOODS_LIST'],
  goodsClass: ['SF_DEPOTS_GOOD_CLASS_QUERY', 'SF2_ERP_GOODS_LIST'],
  unit: ['SF_DEPOT_UNIT_QUERY', 'SF2_ERP_GOODS_LIST'],
  pricing: ['SF_PRICING_CONFIG', 'SF_PRICING_EDIT'],
} as const satisfies Record<string, readonly RightCode[]>;
const FOLLOW_READ: readonly RightCode[] = ['SF_ERP_STORE_MEMO_QUERY'];

const holds = (ctx: AuthedCtx, codes: readonly RightCode[]) => codes.some((code) => ctx.session.rights.has(code));

async function crmRecord(db: Executor, shopId: number, crmId: number): Promise<CrmRecord> {
  const row = await customerQuery(db, shopId).where('c.crm_id', '=', crmId).executeTakeFirst();
  if (!row) throw notFound('crm.what.customer');
  return toCrmRecord(row);
}

async function goodsRecord(db: Executor, shopId: number, goodsId: number) {
  const row = await goodsQuery(db, shopId).select(GOODS_COLUMNS).where('goods.goods_id', '=', goodsId).executeTakeFirst();
  if (!row) throw notFound('goods.what.goods');
  return toGoodsRecord(row);
}

function findClass(nodes: readonly GoodsClassNode[], classId: number): GoodsClassNode | undefined {
  for (const node of nodes) {
    const found = node.class_id === classId ? node : findClass(node.children, classId);
    if (found) return found;
  }
  return undefined;
}

async function priceList(db: Executor, shopId: number, listId: number) {
  const [list] = await priceLists(db, shopId, listId);
  if (!list) throw notFound('pricing.what.list');
  return list;
}

export const repoCrm = route(RepoCrm, {
  access: { anyOf: READ.crm },
  async handle(ctx) {
    return { data: await crmRecord(ctx.db, ctx.session.shop.shop_id, ctx.fields.id) };
  },
});

export const repoGoods = route(RepoGoods, {
  access: { anyOf: READ.goods },
  async handle(ctx) {
    return { data: await goodsRecord(ctx.db, ctx.session.shop.shop_id, ctx.fields.id) };
  },
});

export const repoGoodsClass = route(RepoGoodsClass, {
  access: { anyOf: READ.goodsClass },
  async handle(ctx) {
    const node = findClass(await classTree(ctx.db, ctx.session.shop.shop_id), ctx.fields.id);
    if (!node) throw notFound('goods.what.class');
    return { data: node };
  },
});

export const repoUnit = route(RepoUnit, {
  access: { anyOf: READ.unit },
  async handle(ctx) {
    const [unit] = await unitList(ctx.db, ctx.session.shop.shop_id, ctx.fields.id);
    if (!unit) throw notFound('goods.what.unit');
    return { data: unit };
  },
});

export const repoPricing = route(RepoPricing, {
  access: { anyOf: READ.pricing },
  async handle(ctx) {
    return { data: await priceList(ctx.db, ctx.session.shop.shop_id, ctx.fields.id) };
  },
});

// ---- details ----

async function recentFollows(db: Executor, shopId: number, crmId: number): Promise<RecentFollow[]> {
  const rows = await db
    .selectFrom('cust_follows as f')
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'f.shop_id').onRef('u.user_id', '=', 'f.user_id'))
    .select(['f.follow_id', 'u.full_name', 'u.login_name', 'f.method', 'f.content', 'f.next_date', 'f.created_at'])
    .where('f.shop_id', '=', shopId)
    .where('f.crm_id', '=', crmId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.follow_id', 'desc')
    .limit(DETAIL_FOLLOWS)
    .execute();
  return rows.map((r) => ({
    follow_id: r.follow_id,
    user_name: r.full_name || r.login_name,
    method: r.method as FollowMethodValue,
    content: r.content,
    next_date: r.next_date ?? '',
    created_at: formatDateTime(Number(r.created_at)),
  }));
}

/** The list a customer is priced by: its own (as a dealer), else its level's. */
async function customerPriceList(db: Executor, shopId: number, c: CrmRecord): Promise<CrmDetail['price_list']> {
  const targets = [{ type: PRICE_TARGET.dealer, id: c.crm_id, via: 'dealer' as const }, ...(c.cust_level ? [{ type: PRICE_TARGET.level, id: c.cust_level, via: 'level' as const }] : [])];
  for (const target of targets) {
    const row = await db
      .selectFrom('price_assignments as a')
      .innerJoin('price_lists as l', (j) => j.onRef('l.shop_id', '=', 'a.shop_id').onRef('l.pricelist_id', '=', 'a.pricelist_id'))
      .select(['l.pricelist_id', 'l.name'])
      .where('a.shop_id', '=', shopId)
      .where('a.target_type', '=', target.type)
      .where('a.target_id', '=', target.id)
      .executeTakeFirst();
    if (row) return { pricelist_id: row.pricelist_id, name: row.name, via: target.via };
  }
  return null;
}

async function crmDetail(ctx: AuthedCtx, crmId: number): Promise<CrmDetail> {
  const shopId = ctx.session.shop.shop_id;
  const data = await crmRecord(ctx.db, shopId, crmId);
  return {
    repo: 'crm',
    data,
    follows: holds(ctx, FOLLOW_READ) ? await recentFollows(ctx.db, shopId, crmId) : null,
    price_list: holds(ctx, READ.pricing) ? await customerPriceList(ctx.db, shopId, data) : null,
  };
}

/** Each list's price of a goods item: its own line, else the line of the nearest class of `path` (top first). */
async function goodsPrices(db: Executor, shopId: number, goodsId: number, path: readonly ClassStep[]): Promise<GoodsPrice[]> {
  const classIds = path.map((s) => s.class_id);
  const lines = await db
    .selectFrom('price_lines as p')
    .innerJoin('price_lists as l', (j) => j.onRef('l.shop_id', '=', 'p.shop_id').onRef('l.pricelist_id', '=', 'p.pricelist_id'))
    .select(['l.pricelist_id', 'l.name', 'p.goods_id', 'p.class_id', 'p.unit_price_fen'])
    .where('p.shop_id', '=', shopId)
    .where((eb) => eb.or([eb('p.goods_id', '=', goodsId), ...(classIds.length ? [eb('p.class_id', 'in', classIds)] : [])]))
    .execute();
  // The closer the line to the item, the higher its rank: its own line first, then its class, then up.
  const rank = (line: (typeof lines)[number]) => (line.goods_id !== null ? path.length : classIds.indexOf(line.class_id ?? 0));
  const best = new Map<number, (typeof lines)[number]>();
  for (const line of lines) {
    const held = best.get(line.pricelist_id);
    if (!held || rank(line) > rank(held)) best.set(line.pricelist_id, line);
  }
  return [...best.values()]
    .map((line) => {
      const step = line.goods_id === null ? path.find((s) => s.class_id === line.class_id) : undefined;
      return { pricelist_id: line.pricelist_id, name: line.name, unit_price: fenToYuan(Number(line.unit_price_fen)), class_id: step?.class_id ?? 0, class_name: step?.class_name ?? '' };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

async function goodsDetail(ctx: AuthedCtx, goodsId: number): Promise<GoodsDetail> {
  const shopId = ctx.session.shop.shop_id;
  const data = await goodsRecord(ctx.db, shopId, goodsId);
  const [classes, [unit]] = await Promise.all([classRows(ctx.db, shopId), unitList(ctx.db, shopId, data.unit_id)]);
  const byId = new Map(classes.map((c) => [c.class_id, c]));
  const path: ClassStep[] = [];
  // Bounded by the number of classes, so a damaged tree cannot loop.
  for (let c = byId.get(data.class_id); c && path.length < classes.length; c = c.parent_id ? byId.get(c.parent_id) : undefined) path.unshift({ class_id: c.class_id, class_name: c.class_name });
  return { repo: 'goods', data, class_path: path, unit, prices: holds(ctx, READ.pricing) ? await goodsPrices(ctx.db, shopId, goodsId, path) : null };
}

async function pricingDetail(ctx: AuthedCtx, listId: number): Promise<PricingDetail> {
  const shopId = ctx.session.shop.shop_id;
  const data = await priceList(ctx.db, shopId, listId);
  const [levels, dealers] = await Promise.all([
    data.level_ids.length ? ctx.db.selectFrom('crm_levels').select(['level_id as id', 'level_name as name']).where('shop_id', '=', shopId).where('level_id', 'in', data.level_ids).orderBy('level_id').execute() : [],
    data.crm_ids.length ? ctx.db.selectFrom('customers').select(['crm_id', 'z_name']).where('shop_id', '=', shopId).where('crm_id', 'in', data.crm_ids).orderBy('crm_id').execute() : [],
  ]);
  return { repo: 'pricing', data, levels, dealers };
}

const DETAILS: Record<DetailRepo, (ctx: AuthedCtx, id: number) => Promise<CrmDetail | GoodsDetail | PricingDetail>> = {
  crm: crmDetail,
  goods: goodsDetail,
  pricing: pricingDetail,
};

const isDetailRepo = (repo: string): repo is DetailRepo => (DETAIL_REPOS as readonly string[]).includes(repo);

export const detail = route(Detail, {
  // Any right of its repos; the handler then asks for the one of the repo named.
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_QUERY', 'SF2_ERP_GOODS_LIST', 'SF_PRICING_CONFIG', 'SF_PRICING_EDIT'] },
  async handle(ctx) {
    const { repo, id } = ctx.fields;
    if (!isDetailRepo(repo)) throw ApiError.of(ErrCode.NOT_FOUND, 'repo.server.unknown', { repo, repos: DETAIL_REPOS.join(', ') });
    ctx.requireRight(...READ[repo]);
    return DETAILS[repo](ctx, id);
  },
});

export const repoRoutes = [repoCrm, repoGoods, repoGoodsClass, repoUnit, repoPricing, detail];
