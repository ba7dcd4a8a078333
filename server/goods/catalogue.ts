/**
 * What the goods, class, unit and price-list routes share (a route module imports no other): the
 * staff log's menus, the class tree, the shop's goods settings, a goods row as the wire shows it,
 * and the questions "is this goods item / class / unit in use".
 */
import { sql, type RawBuilder } from 'kysely';
import { containingPattern } from '../db/textMatch';
import { GOODS_ATTRIBUTES, GOODS_KINDS, GOODS_KIND_LABEL, type GoodsClassNode, type GoodsData, type GoodsKindValue, type GoodsParamReply, type GoodsRecord, type GoodsSettings, type GoodsStateValue, type GoodsUnit } from '../../src/common/goods';
import { fenToYuan } from '../../src/common/money';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { formatDateTime } from '../../src/common/time';
import type { Executor, SqlDialect, Tx } from '../db/schema';
import { lockShopScope } from '../db/locks';
import type { AuthedCtx } from '../http/route';
import { keywordCondition, keywordTotal, type KeywordPlan } from './keywordIndex';

/** The staff log's menus of these writes (the pages they are made on). */
export const GOODS_MENU = 'route.depot.goods' satisfies ServerMessageId;
export const CLASS_MENU = 'route.depot.goodsClass' satisfies ServerMessageId;
export const UNIT_MENU = 'route.depot.goodsUnit' satisfies ServerMessageId;
export const SETTINGS_MENU = 'route.depot.baseConfig' satisfies ServerMessageId;
export const PRICING_MENU = 'route.finance.pricingConfig' satisfies ServerMessageId;

/**
 * Serialises, per shop on PostgreSQL, the writes whose checks read more than the row they change:
 * a class move (the cycle and depth checks read the tree) and a goods item numbered by the server
 * (the next number is read from the others). SQLite's writer runs alone already.
 */
const GOODS_CATALOGUE_LOCK = 3101;
export const lockCatalogue = (db: Tx, dialect: SqlDialect, shopId: number) => lockShopScope(db, dialect, GOODS_CATALOGUE_LOCK, shopId);

/**
 * How many order lines (boards and goods lines) name goods item `goodsId` of the shop; the warehouse
 * issue adds its stock documents. A goods item with any is not deleted (ErpGoods-delGoods), only stopped.
 */
export async function goodsInUse(db: Executor, shopId: number, goodsId: number): Promise<number> {
  let n = 0;
  for (const table of ['order_plates', 'order_goods'] as const) {
    n += Number((await db.selectFrom(table).select(sql<number | string>`count(*)`.as('n')).where('shop_id', '=', shopId).where('goods_id', '=', goodsId).executeTakeFirstOrThrow()).n);
  }
  return n;
}

/** The names of the price lists with a line for this goods item or class, in name order. */
export async function priceListsNaming(db: Executor, shopId: number, target: { goods_id: number } | { class_id: number }): Promise<string[]> {
  let q = db
    .selectFrom('price_lines')
    .innerJoin('price_lists', (j) => j.onRef('price_lists.shop_id', '=', 'price_lines.shop_id').onRef('price_lists.pricelist_id', '=', 'price_lines.pricelist_id'))
    .select('price_lists.name')
    .distinct()
    .where('price_lines.shop_id', '=', shopId);
  q = 'goods_id' in target ? q.where('price_lines.goods_id', '=', target.goods_id) : q.where('price_lines.class_id', '=', target.class_id);
  return (await q.orderBy('price_lists.name').execute()).map((r) => r.name);
}

// ---- the class tree ----

export interface ClassRow {
  class_id: number;
  class_name: string;
  parent_id: number | null;
  sort: number;
}

/** Every class of the shop, in tree order's pieces (sort, then id). */
export async function classRows(db: Executor, shopId: number): Promise<ClassRow[]> {
  return db.selectFrom('goods_classes').select(['class_id', 'class_name', 'parent_id', 'sort']).where('shop_id', '=', shopId).orderBy('sort').orderBy('class_id').execute();
}

/** The shop's classes as a tree, each with how many goods it holds itself. */
export async function classTree(db: Executor, shopId: number): Promise<GoodsClassNode[]> {
  const [rows, counts] = await Promise.all([
    classRows(db, shopId),
    db.selectFrom('goods').select(['class_id', (eb) => eb.fn.countAll<number | string>().as('n')]).where('shop_id', '=', shopId).groupBy('class_id').execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.class_id, Number(c.n)]));
  const nodes = new Map<number, GoodsClassNode>(
    rows.map((r) => [r.class_id, { class_id: r.class_id, class_name: r.class_name, parent_id: r.parent_id ?? 0, sort: r.sort, goods_count: countOf.get(r.class_id) ?? 0, children: [] }]),
  );
  const top: GoodsClassNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return top;
}

/** `classId` and every class under it. */
export function withDescendants(rows: readonly ClassRow[], classId: number): number[] {
  const out = [classId];
  for (let i = 0; i < out.length; i++) {
    for (const r of rows) if (r.parent_id === out[i]) out.push(r.class_id);
  }
  return out;
}

/** The level of a class: 1 for a top class. */
export function depthOf(rows: readonly ClassRow[], classId: number): number {
  const byId = new Map(rows.map((r) => [r.class_id, r]));
  let depth = 0;
  for (let id: number | null = classId; id !== null && depth <= rows.length; id = byId.get(id)?.parent_id ?? null) depth += 1;
  return depth;
}

/** How many levels the subtree of `classId` spans: 1 for a class without children. */
export function heightOf(rows: readonly ClassRow[], classId: number): number {
  const children = rows.filter((r) => r.parent_id === classId);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.class_id)));
}

// ---- units and settings ----

/** The shop's units with how many goods are sold in each, by name. */
export async function unitList(db: Executor, shopId: number, unitId?: number): Promise<GoodsUnit[]> {
  let q = db
    .selectFrom('units')
    .select(['units.unit_id', 'units.unit_name'])
    .select((eb) => eb.selectFrom('goods').select(eb.fn.countAll<number | string>().as('n')).where('goods.shop_id', '=', shopId).whereRef('goods.unit_id', '=', 'units.unit_id').as('n'))
    .where('units.shop_id', '=', shopId);
  if (unitId !== undefined) q = q.where('units.unit_id', '=', unitId);
  const rows = await q.orderBy('units.unit_id').execute();
  return rows.map((r) => ({ unit_id: r.unit_id, unit_name: r.unit_name, goods_count: Number(r.n ?? 0) }));
}

/** The shop's goods settings; a shop that never saved them has the defaults. */
export async function goodsSettings(db: Executor, shopId: number): Promise<GoodsSettings> {
  const row = await db.selectFrom('goods_settings').select(['goods_no_prefix', 'default_unit_id', 'allow_negative_stock']).where('shop_id', '=', shopId).executeTakeFirst();
  return {
    goods_no_prefix: row?.goods_no_prefix ?? '',
    default_unit_id: row?.default_unit_id ?? 0,
    allow_negative_stock: row?.allow_negative_stock === 1 ? 1 : 0,
  };
}

/** What the goods form needs [API-GOODS-02]. */
export async function goodsParam(ctx: AuthedCtx): Promise<GoodsParamReply> {
  const shopId = ctx.session.shop.shop_id;
  const [classes, units, settings] = await Promise.all([classTree(ctx.db, shopId), unitList(ctx.db, shopId), goodsSettings(ctx.db, shopId)]);
  return {
    classes,
    units,
    kinds: GOODS_KINDS.map((kind) => ({ kind, name: ctx.t(GOODS_KIND_LABEL[kind]) })),
    attributes: GOODS_ATTRIBUTES.map((a) => ({ field: a.key, token: a.token, name: ctx.t(a.label) })),
    settings,
  };
}

// ---- goods rows ----

/** The goods of the shop with their class and unit names (select what the record needs). */
export function goodsQuery(db: Executor, shopId: number) {
  return db
    .selectFrom('goods')
    .innerJoin('goods_classes', (j) => j.onRef('goods_classes.shop_id', '=', 'goods.shop_id').onRef('goods_classes.class_id', '=', 'goods.class_id'))
    .innerJoin('units', (j) => j.onRef('units.shop_id', '=', 'goods.shop_id').onRef('units.unit_id', '=', 'goods.unit_id'))
    .where('goods.shop_id', '=', shopId);
}

/** The goods list's filter [API-GOODS-01]: classes (one and those under it), state, kind, a keyword. */
export interface GoodsFilter {
  classIds?: readonly number[];
  state?: number;
  kind?: number;
  keyword?: string;
}

/** The keyword's test of a goods row: its number, name or barcode contains it (one test of the text migration 0025 keeps of the three, lower-cased). */
const keywordMatches = (keyword: string) => sql<boolean>`${sql.ref('goods.search_text')} like ${containingPattern(keyword)} escape '\\'`;

/**
 * The conditions of `f` on a query over `goods`, for the page's rows and the export alike. Where
 * the keyword is read through its index (`plan`, server/goods/keywordIndex.ts), the rows are those of
 * its entries, tested against the text unless the entries are exactly the matches.
 */
export function goodsConditions(db: Executor, shopId: number, f: GoodsFilter, plan?: KeywordPlan): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (f.classIds !== undefined) out.push(sql<boolean>`${sql.ref('goods.class_id')} in (${sql.join(f.classIds)})`);
  if (f.state !== undefined) out.push(sql<boolean>`${sql.ref('goods.state')} = ${f.state}`);
  if (f.kind !== undefined) out.push(sql<boolean>`${sql.ref('goods.kind')} = ${f.kind}`);
  if (f.keyword) {
    const entries = keywordCondition(db, shopId, f, plan);
    if (entries) out.push(entries);
    if (!entries || !plan?.exact) out.push(keywordMatches(f.keyword));
  }
  return out;
}

/**
 * How many goods of the shop `f` keeps. Without a keyword, the sum of the few counts the triggers
 * keep per class, state and kind (migration 0024), however many goods the shop has; with one read
 * through its index (`plan`), its entries (server/goods/keywordIndex.ts); otherwise counted over the
 * goods alone: the list's joins are to the goods' class and unit, which their foreign keys make
 * exist, so they never add or drop a row.
 */
export async function goodsTotal(db: Executor, shopId: number, f: GoodsFilter, plan?: KeywordPlan): Promise<number> {
  if (f.classIds !== undefined && f.classIds.length === 0) return 0;
  if (!f.keyword) {
    let kept = db.selectFrom('goods_counts').select(sql<number | string>`coalesce(sum(n), 0)`.as('n')).where('shop_id', '=', shopId);
    if (f.classIds !== undefined) kept = kept.where('class_id', 'in', f.classIds);
    if (f.state !== undefined) kept = kept.where('state', '=', f.state);
    if (f.kind !== undefined) kept = kept.where('kind', '=', f.kind);
    return Number((await kept.executeTakeFirstOrThrow()).n);
  }
  if (plan) return keywordTotal(db, shopId, f, plan, keywordMatches(f.keyword));
  let q = db.selectFrom('goods').select(sql<number | string>`count(*)`.as('n')).where('goods.shop_id', '=', shopId);
  for (const condition of goodsConditions(db, shopId, f)) q = q.where(condition);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The columns of a goods record. */
export const GOODS_COLUMNS = [
  'goods.goods_id',
  'goods.goods_no',
  'goods.goods_name',
  'goods.class_id',
  'goods_classes.class_name',
  'goods.unit_id',
  'units.unit_name',
  'goods.spec',
  'goods.model',
  'goods.colour',
  'goods.material',
  'goods.brand',
  'goods.pattern',
  'goods.grade',
  'goods.origin',
  'goods.length_mm',
  'goods.width_mm',
  'goods.thickness_mm',
  'goods.kind',
  'goods.list_price_fen',
  'goods.cost_price_fen',
  'goods.barcode',
  'goods.min_stock',
  'goods.state',
  'goods.created_at',
  'goods.updated_at',
] as const;

type GoodsRow = Omit<GoodsRecord, 'list_price' | 'cost_price' | 'created_at' | 'updated_at' | 'kind' | 'state'> & {
  kind: number;
  state: number;
  list_price_fen: number | string;
  cost_price_fen: number | string;
  created_at: number | string;
  updated_at: number | string;
};

/** A row as the wire shows it: prices in yuan, times as text. */
export function toGoodsRecord(row: GoodsRow): GoodsRecord {
  const { list_price_fen, cost_price_fen, ...rest } = row;
  const size = (x: number | null) => (x === null ? null : Number(x));
  return {
    ...rest,
    length_mm: size(row.length_mm),
    width_mm: size(row.width_mm),
    thickness_mm: size(row.thickness_mm),
    kind: row.kind as GoodsKindValue,
    state: row.state as GoodsStateValue,
    list_price: fenToYuan(Number(list_price_fen)),
    cost_price: fenToYuan(Number(cost_price_fen)),
    created_at: formatDateTime(Number(row.created_at)),
    updated_at: formatDateTime(Number(row.updated_at)),
  };
}

/** The name of the shop's goods item with number `goodsNo` (other than `exceptId`), or undefined. */
export async function holderOfNumber(db: Executor, shopId: number, goodsNo: string, exceptId?: number): Promise<string | undefined> {
  let q = db.selectFrom('goods').select('goods_name').where('shop_id', '=', shopId).where('goods_no', '=', goodsNo);
  if (exceptId !== undefined) q = q.where('goods_id', '<>', exceptId);
  return (await q.executeTakeFirst())?.goods_name;
}

/**
 * The next number the server gives a goods item saved without one: the prefix followed by one more
 * than the largest all-digit number after that prefix, 5 digits at least (P00001, P00002 ...).
 */
export async function nextGoodsNo(db: Executor, shopId: number, prefix: string): Promise<string> {
  const rows = await db
    .selectFrom('goods')
    .select('goods_no')
    .where('shop_id', '=', shopId)
    .where(sql<boolean>`substr(goods_no, 1, ${prefix.length}) = ${prefix}`)
    .execute();
  let max = 0;
  for (const { goods_no } of rows) {
    const rest = goods_no.slice(prefix.length);
    if (/^\d{1,12}$/.test(rest)) max = Math.max(max, Number(rest));
  }
  return `${prefix}${String(max + 1).padStart(5, '0')}`;
}

/** The goods columns a save or an import writes, from the checked document (its number and unit settled by the caller). */
export function goodsColumnsOf(d: GoodsData, goodsNo: string, unitId: number) {
  return {
    goods_no: goodsNo,
    goods_name: d.goods_name,
    class_id: d.class_id,
    unit_id: unitId,
    spec: d.spec,
    model: d.model,
    colour: d.colour,
    material: d.material,
    brand: d.brand,
    pattern: d.pattern,
    grade: d.grade,
    origin: d.origin,
    length_mm: d.length_mm,
    width_mm: d.width_mm,
    thickness_mm: d.thickness_mm,
    kind: d.kind,
    list_price_fen: d.list_price,
    cost_price_fen: d.cost_price,
    barcode: d.barcode,
    min_stock: d.min_stock,
  };
}
