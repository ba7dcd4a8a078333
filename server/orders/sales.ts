/**
 * The goods sales statistics in SQL (src/common/orderSales.ts for what counts and why): the board
 * and goods lines of the shop's sold orders as one set, grouped by goods item, class or dealer for
 * the summary, or by order and goods item for the lines behind a row, paged, ordered and summed by
 * the database — never by reading the lines into the server.
 *
 * The two kinds of line are read by one `union all` whose branches each join their order and goods
 * item and carry the whole filter, rather than a union of every line filtered afterwards: each
 * branch can then start from the orders the filter keeps (the orders' (shop_id, is_deleted,
 * ord_state, created_at) index) and reach their lines by the lines' (shop_id, order_id …) index.
 */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { fenToYuan } from '../../src/common/money';
import { areaText, type OrdStateValue } from '../../src/common/orders';
import { SALE_STATES, type SaleFigures, type SaleFilter, type SaleGroup, type SaleLine, type SaleLineFilter, type SaleRow } from '../../src/common/orderSales';
import { SubOrdState } from '../../src/common/subOrders';
import { DAY_MS, dayStartMs, formatDateTime } from '../../src/common/time';
import type { Executor, SqlDialect } from '../db/schema';
import { contains } from '../db/textMatch';
import { classRows, withDescendants } from '../goods/catalogue';

/** What both calls narrow the lines by. */
type Narrowing = Pick<SaleLineFilter, 'date_min' | 'date_max' | 'store_crm_id' | 'class_id' | 'keyword'> & { goods_id?: number };

/** The conditions of a branch (its order `o`, goods item `g`, line `l`) from the filter; `classIds`: the class with its sub-classes. */
function conditions(f: Narrowing, classIds: readonly number[] | undefined, dialect: SqlDialect): Expression<SqlBool> {
  const ref = sql.ref;
  const parts: RawBuilder<unknown>[] = [sql`${ref('o.is_deleted')} = 0`, sql`${ref('o.ord_state')} in (${sql.join([...SALE_STATES])})`];
  // A sub-order's lines are rows of the same tables: sold once the sub-order is confirmed, not while open or once closed.
  parts.push(
    sql`(${ref('l.sub_order_id')} is null or exists (select 1 from ${sql.table('sub_orders')} as so where so.shop_id = ${ref('l.shop_id')} and so.sub_order_id = ${ref('l.sub_order_id')} and so.sub_state = ${SubOrdState.confirmed}))`,
  );
  if (f.date_min) parts.push(sql`${ref('o.created_at')} >= ${dayStartMs(f.date_min)}`);
  if (f.date_max) parts.push(sql`${ref('o.created_at')} < ${dayStartMs(f.date_max) + DAY_MS}`);
  if (f.store_crm_id !== undefined) parts.push(sql`${ref('o.store_crm_id')} = ${f.store_crm_id}`);
  if (classIds) parts.push(sql`${ref('g.class_id')} in (${sql.join([...classIds])})`);
  if (f.goods_id !== undefined) parts.push(sql`${ref('l.goods_id')} = ${f.goods_id}`);
  if (f.keyword) parts.push(sql`(${contains('g.goods_no', f.keyword, dialect)} or ${contains('g.goods_name', f.keyword, dialect)})`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/**
 * The order's and goods item's columns each sold line carries, so that the groupings and the per-order
 * lines read them from the lines themselves: joining the lines (a union) back to the orders made
 * SQLite scan the union once per order.
 */
const LINE_SOURCE = [
  'l.order_id',
  'l.goods_id',
  'g.class_id',
  'g.goods_no',
  'g.goods_name',
  'g.unit_id',
  'o.store_crm_id',
  'o.order_no',
  'o.custom_order_no',
  'o.cosignee_name',
  'o.ord_state',
  'o.created_at',
] as const;

/**
 * Every sold line of the shop under the filter, boards and goods alike: its order, goods item, class
 * and customer, and its pieces and area (boards) or quantity in hundredths (goods), and amount.
 */
async function soldLines(db: Executor, dialect: SqlDialect, shopId: number, f: Narrowing) {
  const classIds = f.class_id === undefined ? undefined : withDescendants(await classRows(db, shopId), f.class_id);
  const where = conditions(f, classIds, dialect);
  const plates = db
    .selectFrom('order_plates as l')
    .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'l.shop_id').onRef('o.order_id', '=', 'l.order_id'))
    .innerJoin('goods as g', (j) => j.onRef('g.shop_id', '=', 'l.shop_id').onRef('g.goods_id', '=', 'l.goods_id'))
    .select([
      ...LINE_SOURCE,
      sql<number>`${sql.ref('l.qty')}`.as('pieces'),
      sql<number>`${sql.ref('l.area_mm2')}`.as('area_mm2'),
      sql<number>`0`.as('qty_centi'),
      sql<number>`${sql.ref('l.amount_fen')}`.as('amount_fen'),
    ])
    .where('l.shop_id', '=', shopId)
    .where(where);
  const goods = db
    .selectFrom('order_goods as l')
    .innerJoin('orders as o', (j) => j.onRef('o.shop_id', '=', 'l.shop_id').onRef('o.order_id', '=', 'l.order_id'))
    .innerJoin('goods as g', (j) => j.onRef('g.shop_id', '=', 'l.shop_id').onRef('g.goods_id', '=', 'l.goods_id'))
    .select([
      ...LINE_SOURCE,
      sql<number>`0`.as('pieces'),
      sql<number>`0`.as('area_mm2'),
      sql<number>`${sql.ref('l.qty_centi')}`.as('qty_centi'),
      sql<number>`${sql.ref('l.amount_fen')}`.as('amount_fen'),
    ])
    .where('l.shop_id', '=', shopId)
    .where(where);
  return db.selectFrom(plates.unionAll(goods).as('s'));
}

type Lines = Awaited<ReturnType<typeof soldLines>>;

/** The sums of a group of lines, as selected columns. */
const FIGURES = [
  sql<number | string>`count(distinct ${sql.ref('s.order_id')})`.as('orders'),
  sql<number | string | null>`sum(${sql.ref('s.pieces')})`.as('pieces'),
  sql<number | string | null>`sum(${sql.ref('s.area_mm2')})`.as('area_mm2'),
  sql<number | string | null>`sum(${sql.ref('s.qty_centi')})`.as('qty_centi'),
  sql<number | string | null>`sum(${sql.ref('s.amount_fen')})`.as('amount_fen'),
] as const;

interface FigureRow {
  orders?: number | string;
  pieces: number | string | null;
  area_mm2: number | string | null;
  qty_centi: number | string | null;
  amount_fen: number | string | null;
}

/** Summed figures as the wire writes them (PostgreSQL answers sums of bigint as text). */
function figures(r: FigureRow): SaleFigures {
  return {
    orders: Number(r.orders ?? 0),
    pieces: Number(r.pieces ?? 0),
    area: areaText(Number(r.area_mm2 ?? 0)),
    qty: String(Number(r.qty_centi ?? 0) / 100),
    amount: fenToYuan(Number(r.amount_fen ?? 0)),
  };
}

/** A summary row as selected: its group's key and names, and its sums. */
interface GroupRow extends FigureRow {
  group_id: number | null;
  group_name: string | null;
  goods_no: string;
  unit_name: string;
  class_name: string | null;
}

const SUMMARY_ORDER = { amount: 'amount_fen', qty: 'qty_centi', area: 'area_mm2', pieces: 'pieces', orders: 'orders', name: 'group_name' } as const;

/**
 * Reading a grouping's rows in `order` (a page, or a batch of the export) and counting them. Generic
 * over the grouping's tables, so each grouping keeps its own query type and the callers one shape.
 */
function readerOf<DB, TB extends keyof DB, O extends GroupRow>(db: Executor, groups: SelectQueryBuilder<DB, TB, O>, order: SaleFilter['order']) {
  const rows = groups.orderBy(sql.ref(SUMMARY_ORDER[order.field]), order.direction).orderBy(sql.ref('group_id'), order.direction);
  return {
    read: (limit: number, offset: number): Promise<GroupRow[]> => rows.limit(limit).offset(offset).execute(),
    count: async () => Number((await db.selectFrom(groups.as('t')).select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** The summary grouped by `group`, each group with its key, names and sums. */
function grouped(db: Executor, lines: Lines, shopId: number, group: SaleGroup, order: SaleFilter['order']) {
  if (group === 'goods') {
    const byGoods = lines
      .innerJoin('units as u', (j) => j.on('u.shop_id', '=', shopId).onRef('u.unit_id', '=', 's.unit_id'))
      .leftJoin('goods_classes as c', (j) => j.on('c.shop_id', '=', shopId).onRef('c.class_id', '=', 's.class_id'))
      .select(['s.goods_id as group_id', 's.goods_name as group_name', 's.goods_no', 'u.unit_name', 'c.class_name', ...FIGURES])
      .groupBy(['s.goods_id', 's.goods_name', 's.goods_no', 'u.unit_name', 'c.class_name']);
    return readerOf(db, byGoods, order);
  }
  // Only the goods grouping names an item, its unit and class: the others answer '' for them.
  const none = [sql<string>`''`.as('goods_no'), sql<string>`''`.as('unit_name'), sql<string>`''`.as('class_name')] as const;
  if (group === 'class') {
    const byClass = lines
      .leftJoin('goods_classes as c', (j) => j.on('c.shop_id', '=', shopId).onRef('c.class_id', '=', 's.class_id'))
      .select(['s.class_id as group_id', 'c.class_name as group_name', ...none, ...FIGURES])
      .groupBy(['s.class_id', 'c.class_name']);
    return readerOf(db, byClass, order);
  }
  const byDealer = lines
    .leftJoin('customers as cu', (j) => j.on('cu.shop_id', '=', shopId).onRef('cu.crm_id', '=', 's.store_crm_id'))
    .select(['s.store_crm_id as group_id', 'cu.z_name as group_name', ...none, ...FIGURES])
    .groupBy(['s.store_crm_id', 'cu.z_name']);
  return readerOf(db, byDealer, order);
}

/** Where to read the summary: the shop, its database and the name of the lines of no customer. */
export interface SalesScope {
  db: Executor;
  dialect: SqlDialect;
  shopId: number;
  /** The name shown for orders of no customer (a draft's; confirmed orders always have one). */
  noCustomer: string;
}

/**
 * The summary of `f`: its rows in order (a page or an export's batch), how many rows it has, and
 * every row's figures summed. All are queries over the same lines, so the rows, their number and
 * the totals never disagree about the filter.
 */
export async function saleSummary(scope: SalesScope, f: Omit<SaleFilter, 'curr_page' | 'page_count'>) {
  const lines = await soldLines(scope.db, scope.dialect, scope.shopId, f);
  const { read, count } = grouped(scope.db, lines, scope.shopId, f.group_by, f.order);
  const total = async () => figures(await lines.select([...FIGURES]).executeTakeFirstOrThrow());
  const toRow = (r: GroupRow): SaleRow => ({
    group_id: r.group_id ?? 0,
    group_name: r.group_name ?? (f.group_by === 'dealer' ? scope.noCustomer : ''),
    goods_no: r.goods_no,
    unit_name: r.unit_name,
    class_name: r.class_name ?? '',
    ...figures(r),
  });
  return { read, count, total, toRow };
}

const LINE_ORDER = { create_date: 's.created_at', order_no: 's.order_no', amount: 'amount_fen' } as const;

/** The lines of `f`, one per order and goods item: the ordered query (to page), and how many there are. */
export async function saleLines(scope: SalesScope, f: SaleLineFilter) {
  const lines = await soldLines(scope.db, scope.dialect, scope.shopId, f);
  const groups = lines
    .innerJoin('units as u', (j) => j.on('u.shop_id', '=', scope.shopId).onRef('u.unit_id', '=', 's.unit_id'))
    .leftJoin('goods_classes as c', (j) => j.on('c.shop_id', '=', scope.shopId).onRef('c.class_id', '=', 's.class_id'))
    .leftJoin('customers as cu', (j) => j.on('cu.shop_id', '=', scope.shopId).onRef('cu.crm_id', '=', 's.store_crm_id'))
    .select([
      's.order_id',
      's.order_no',
      's.custom_order_no',
      's.store_crm_id',
      'cu.z_name',
      's.cosignee_name',
      's.ord_state',
      's.created_at',
      's.goods_id',
      's.goods_no',
      's.goods_name',
      'u.unit_name',
      'c.class_name',
      ...FIGURES,
    ])
    .groupBy(['s.order_id', 's.order_no', 's.custom_order_no', 's.store_crm_id', 'cu.z_name', 's.cosignee_name', 's.ord_state', 's.created_at', 's.goods_id', 's.goods_no', 's.goods_name', 'u.unit_name', 'c.class_name']);
  const { field, direction } = f.order;
  const rows = groups.orderBy(sql.ref(LINE_ORDER[field]), direction).orderBy('s.order_id', direction).orderBy('s.goods_id', direction);
  const count = async () => Number((await scope.db.selectFrom(groups.as('t')).select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const toLine = (r: Awaited<ReturnType<typeof rows.execute>>[number]): SaleLine => {
    const { orders: _orders, ...sums } = figures(r);
    return {
      order_no: r.order_no,
      custom_order_no: r.custom_order_no,
      store_crm_id: r.store_crm_id ?? 0,
      store_name: r.z_name ?? scope.noCustomer,
      cosignee_name: r.cosignee_name,
      ord_state: r.ord_state as OrdStateValue,
      create_date: formatDateTime(Number(r.created_at)),
      goods_id: r.goods_id,
      goods_no: r.goods_no,
      goods_name: r.goods_name,
      unit_name: r.unit_name,
      class_name: r.class_name ?? '',
      ...sums,
    };
  };
  return { rows, count, toLine };
}
