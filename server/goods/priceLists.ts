/**
 * Reading a shop's price lists (server/routes/finance/pricing.ts lists and saves them; the lookups of
 * server/routes/common/repo.ts read one): each list with its lines (goods or class, price in yuan) and
 * the customer levels and dealers it is given to.
 */
import { fenToYuan } from '../../src/common/money';
import type { PriceList } from '../../src/common/pricing';
import { formatDateTime } from '../../src/common/time';
import type { Executor } from '../db/schema';

/** price_assignments.target_type: a customer level or a dealer. */
export const PRICE_TARGET = { level: 1, dealer: 2 } as const;

/** The shop's price lists (or the one list `listId`), by id, lines by class then goods number. */
export async function priceLists(db: Executor, shopId: number, listId?: number): Promise<PriceList[]> {
  let lists = db.selectFrom('price_lists').select(['pricelist_id', 'name', 'updated_at']).where('shop_id', '=', shopId);
  let lines = db
    .selectFrom('price_lines')
    .leftJoin('goods', (j) => j.onRef('goods.shop_id', '=', 'price_lines.shop_id').onRef('goods.goods_id', '=', 'price_lines.goods_id'))
    .leftJoin('goods_classes', (j) => j.onRef('goods_classes.shop_id', '=', 'price_lines.shop_id').onRef('goods_classes.class_id', '=', 'price_lines.class_id'))
    .select(['price_lines.pricelist_id', 'price_lines.goods_id', 'goods.goods_no', 'goods.goods_name', 'price_lines.class_id', 'goods_classes.class_name', 'price_lines.unit_price_fen'])
    .where('price_lines.shop_id', '=', shopId);
  let assigned = db.selectFrom('price_assignments').select(['pricelist_id', 'target_type', 'target_id']).where('shop_id', '=', shopId);
  if (listId !== undefined) {
    lists = lists.where('pricelist_id', '=', listId);
    lines = lines.where('price_lines.pricelist_id', '=', listId);
    assigned = assigned.where('pricelist_id', '=', listId);
  }
  const [listRows, lineRows, targets] = await Promise.all([
    lists.orderBy('pricelist_id').execute(),
    lines.orderBy('price_lines.pricelist_id').orderBy('price_lines.class_id').orderBy('goods.goods_no').execute(),
    assigned.orderBy('target_id').execute(),
  ]);
  return listRows.map((l) => ({
    pricelist_id: l.pricelist_id,
    name: l.name,
    lines: lineRows
      .filter((x) => x.pricelist_id === l.pricelist_id)
      .map((x) => ({
        goods_id: x.goods_id ?? 0,
        goods_no: x.goods_no ?? '',
        goods_name: x.goods_name ?? '',
        class_id: x.class_id ?? 0,
        class_name: x.class_name ?? '',
        unit_price: fenToYuan(Number(x.unit_price_fen)),
      })),
    level_ids: targets.filter((a) => a.pricelist_id === l.pricelist_id && a.target_type === PRICE_TARGET.level).map((a) => a.target_id),
    crm_ids: targets.filter((a) => a.pricelist_id === l.pricelist_id && a.target_type === PRICE_TARGET.dealer).map((a) => a.target_id),
    updated_at: formatDateTime(Number(l.updated_at)),
  }));
}
