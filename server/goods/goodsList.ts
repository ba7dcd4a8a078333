/**
 * The goods of a list filter, in the list's order: what ErpGoods-getErpGoods pages and
 * ErpGoods-exportGoods writes, so the file holds exactly the rows the list shows.
 */
import type { GoodsListFilter, GoodsOrderField } from '../../src/common/goods';
import type { Executor } from '../db/schema';
import { classRows, GOODS_COLUMNS, goodsConditions, goodsQuery, goodsTotal, withDescendants, type GoodsFilter } from './catalogue';
import { keywordPlan } from './keywordIndex';

/** The column each sortable field orders by: the prices by their fen. */
const ORDER_COLUMN = {
  goods_id: 'goods.goods_id',
  goods_no: 'goods.goods_no',
  goods_name: 'goods.goods_name',
  list_price: 'goods.list_price_fen',
  cost_price: 'goods.cost_price_fen',
  min_stock: 'goods.min_stock',
  updated_at: 'goods.updated_at',
} as const satisfies Record<GoodsOrderField, string>;

/**
 * The shop's goods matching `f` (class with its sub-classes, state, kind, keyword), every record
 * column selected, ordered by `f.order` then by id; and their number, from the kept totals where
 * the filter allows (server/goods/catalogue.ts `goodsTotal`) and a keyword read through its index
 * where it can be (server/goods/keywordIndex.ts).
 */
export async function filteredGoods(db: Executor, shopId: number, f: GoodsListFilter) {
  const filter: GoodsFilter = {
    classIds: f.class_id === undefined ? undefined : withDescendants(await classRows(db, shopId), f.class_id),
    state: f.state,
    kind: f.kind,
    keyword: f.keyword,
  };
  const plan = await keywordPlan(db, shopId, filter);
  let q = goodsQuery(db, shopId);
  for (const condition of goodsConditions(db, shopId, filter, plan)) q = q.where(condition);
  const { field, direction } = f.order;
  // The id last, the same way: a stable order for equal values, so pages and export batches neither repeat nor skip rows.
  const ordered = q.select(GOODS_COLUMNS).orderBy(ORDER_COLUMN[field], direction);
  return { query: field === 'goods_id' ? ordered : ordered.orderBy('goods.goods_id', direction), total: () => goodsTotal(db, shopId, filter, plan) };
}
