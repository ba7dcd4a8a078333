/**
 * Contracts of the goods sales statistics (SPEC.md section 2 "/goodssale: SF_GOODS_SALE_GROUP_QUERY"
 * and section 7 "/storeOrders-getOrdSale, ajaxSord"; REQUIREMENTS API-ORD-47, API-ORD-48; issue 29
 * "Goods sales statistics"): what the shop sold, by goods item, by goods class or by dealer, over a
 * date range, and the .xlsx of it.
 *
 * Decisions where the spec is silent:
 * - What counts as sold: the board and goods lines of orders confirmed by the shop and not undone —
 *   states 3 confirmed, 4 in production, 5 arrived, 6 finished; not closed (9), not in the recycle
 *   bin. Confirmation snapshots the prices into the lines, so the amounts are the confirmed ones.
 *   A confirmed sub-order's lines (补单, its additions) count with its order's; an open or closed
 *   sub-order's do not.
 * - The date is the order's creation date (`create_date`, the day in the shop's calendar, UTC+8): no
 *   confirmation date is stored, and the order list filters by the same date, so a range here and in
 *   the list names the same orders.
 * - A line's quantity is kept by its nature: a board line has pieces and an area (m², 3 decimals), a
 *   goods line a quantity in the item's unit (up to 2 decimals). A row sums each separately, so a
 *   class or a dealer mixing boards and hardware never adds m² to pieces.
 * - Paths: `getOrdSale` answers the summary page — one row per goods item, class or dealer
 *   (`group_by`), paged and ordered in SQL, with the totals of every row of the filter.
 *   `ajaxSord` answers the lines behind a summary row — one row per order and goods item, narrowed by
 *   `goods_id`, `class_id` (with its sub-classes) and/or `store_crm_id`, under the same date range.
 *   `exportOrdSale` (the product's own call) writes the summary of the same filter as an .xlsx, in
 *   the summary's order, through the exports' one sheet writer (server/export/sheet.ts).
 * - Money is integer fen on the server, yuan with 2 decimals on the wire. All three are read-only
 *   and take the page's right alone; another shop's ids name nothing (empty results).
 */
import * as v from 'valibot';
import { get, post, replyOf } from './contract';
import { json } from './fields';
import { declareColumns, type ColumnDecl } from './listColumns';
import type { OrdStateValue } from './orders';
import { boundedText, optDay, optId, orderEntry, pagingEntries, paramObject, problem, textOr } from './params';

/** The order states whose lines are sales (confirmed, in production, arrived, finished). */
export const SALE_STATES: readonly OrdStateValue[] = [3, 4, 5, 6];
export const SALE_PAGE_SIZE = 20;
/** The most summary rows one export writes. */
export const SALE_EXPORT_MAX_ROWS = 50_000;

/** How the summary groups the lines. */
export const SALE_GROUPS = ['goods', 'class', 'dealer'] as const;
export type SaleGroup = (typeof SALE_GROUPS)[number];

/** The summary's sort fields. */
export const SALE_ORDER_FIELDS = ['amount', 'qty', 'area', 'pieces', 'orders', 'name'] as const;
/** The lines' sort fields. */
export const SALE_LINE_ORDER_FIELDS = ['create_date', 'order_no', 'amount'] as const;

/** The date range and narrowing both calls share. */
const rangeEntries = {
  /** 'YYYY-MM-DD', the orders' creation day from and to (both included); absent: unbounded. */
  date_min: optDay,
  date_max: optDay,
  /** One dealer or customer (absent or 0: all). */
  store_crm_id: optId,
  /** One goods class with its sub-classes (absent or 0: all). */
  class_id: optId,
  /** Goods number or name containing this. */
  keyword: boundedText(40),
};

/**
 * The check that the range's start is not after its end, typed by the document it runs on (a pipe
 * wants its items' input to be exactly the object before it), and named as the start date's
 * problem, so the reply names the field to fix.
 */
const orderedRange = <T extends { date_min?: string; date_max?: string }>() =>
  v.check<T, string>((d) => !d.date_min || !d.date_max || d.date_min <= d.date_max, problem('sales.server.badRange'));

const saleParamObject = paramObject({
  ...pagingEntries(SALE_PAGE_SIZE),
  ...rangeEntries,
  group_by: v.pipe(
    textOr('goods'),
    v.check((s) => (SALE_GROUPS as readonly string[]).includes(s), problem('param.badChoice', { choices: [...SALE_GROUPS] })),
    v.transform((s) => s as SaleGroup),
  ),
  order: orderEntry(SALE_ORDER_FIELDS, 'amount desc'),
});

/** `param` of storeOrders-getOrdSale and of the export. */
export const saleParamSchema = v.pipe(saleParamObject, v.forward(orderedRange<v.InferOutput<typeof saleParamObject>>(), ['date_min']));
export type SaleFilter = v.InferOutput<typeof saleParamSchema>;

const saleLineParamObject = paramObject({
  ...pagingEntries(SALE_PAGE_SIZE),
  ...rangeEntries,
  /** One goods item (absent or 0: all). */
  goods_id: optId,
  order: orderEntry(SALE_LINE_ORDER_FIELDS, 'create_date desc'),
});

/** `param` of storeOrders-ajaxSord. */
export const saleLineParamSchema = v.pipe(saleLineParamObject, v.forward(orderedRange<v.InferOutput<typeof saleLineParamObject>>(), ['date_min']));
export type SaleLineFilter = v.InferOutput<typeof saleLineParamSchema>;

/** What a row sold: orders, board pieces and area, goods quantity, amount. */
export interface SaleFigures {
  /** Distinct orders. */
  orders: number;
  /** Board pieces. */
  pieces: number;
  /** Board area, m² with 3 decimals. */
  area: string;
  /** Goods lines' quantity, up to 2 decimals, in the item's unit ('0' for a class or dealer of boards only). */
  qty: string;
  /** Yuan, 2 decimals. */
  amount: string;
}

/** A summary row. */
export interface SaleRow extends SaleFigures {
  /** goods_id, class_id or store_crm_id, by `group_by` (0: orders of no customer). */
  group_id: number;
  /** Goods name, class name or customer name. */
  group_name: string;
  /** By goods only ('' otherwise): the item's number, unit and class. */
  goods_no: string;
  unit_name: string;
  class_name: string;
}

/** A line behind a summary row: one goods item in one order. */
export interface SaleLine extends Omit<SaleFigures, 'orders'> {
  order_no: string;
  custom_order_no: string;
  store_crm_id: number;
  store_name: string;
  cosignee_name: string;
  ord_state: OrdStateValue;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_date: string;
  goods_id: number;
  goods_no: string;
  goods_name: string;
  unit_name: string;
  class_name: string;
}

/**
 * The summary's columns by grouping, for the page's table and the .xlsx alike (src/common/listColumns.ts):
 * the group's name first (and, by goods, the item's number, class and unit), then the figures.
 */
export function saleColumns(group: SaleGroup): readonly ColumnDecl<SaleRow>[] {
  const figures = declareColumns<SaleRow>([
    { key: 'orders', field: 'orders', title: 'sales.col.orders', kind: 'number', width: 80, sortField: 'orders' },
    { key: 'pieces', field: 'pieces', title: 'sales.col.pieces', kind: 'number', width: 124, sortField: 'pieces' },
    { key: 'area', field: 'area', title: 'sales.col.area', kind: 'number', width: 148, sortField: 'area' },
    { key: 'qty', field: 'qty', title: 'sales.col.qty', kind: 'number', width: 136, sortField: 'qty' },
    { key: 'amount', field: 'amount', title: 'sales.col.amount', kind: 'money', width: 120, sortField: 'amount' },
  ]);
  if (group === 'class') return [{ key: 'group_name', field: 'group_name', title: 'sales.col.class', width: 160, sortField: 'name', card: 'title' }, ...figures];
  if (group === 'dealer') return [{ key: 'group_name', field: 'group_name', title: 'sales.col.dealer', width: 160, sortField: 'name', card: 'title' }, ...figures];
  return [
    { key: 'group_name', field: 'group_name', title: 'sales.col.goods', width: 180, sortField: 'name', card: 'title' },
    { key: 'goods_no', field: 'goods_no', title: 'sales.col.goodsNo', width: 120 },
    { key: 'class_name', field: 'class_name', title: 'sales.col.class', width: 120, optional: true },
    { key: 'unit_name', field: 'unit_name', title: 'sales.col.unit', width: 60 },
    ...figures,
  ];
}

/**
 * [API-ORD-47] The summary: one row per goods item, class or dealer (`group_by`) of the sales under
 * the filter, paged and ordered; `count` rows in all; `total`: every row's figures summed.
 */
export const GetOrdSale = post('/storeOrders-getOrdSale', {
  fields: { param: json(saleParamSchema, { required: false }) },
  reply: replyOf<{ data: SaleRow[]; count: number; total: SaleFigures }>(),
  pageSize: SALE_PAGE_SIZE,
});

/** [API-ORD-48] The lines behind a summary row: one row per order and goods item, paged and ordered. */
export const AjaxSord = post('/storeOrders-ajaxSord', {
  fields: { param: json(saleLineParamSchema, { required: false }) },
  reply: replyOf<{ data: SaleLine[]; count: number }>(),
  pageSize: SALE_PAGE_SIZE,
});

/** The summary of `param` (its paging ignored, at most SALE_EXPORT_MAX_ROWS rows) as an .xlsx file, in its order. */
export const ExportOrdSale = get('/storeOrders-exportOrdSale', { fields: { param: json(saleParamSchema, { required: false }) } });
