/**
 * The goods list's columns and the goods import's columns, declared once: the page's table and cards
 * (src/features/warehouse/goods) and the server's .xlsx export (server/routes/warehouse/goodsTransfer.ts)
 * read GOODS_LIST_COLUMNS, so the file has the table's columns titled in the request's language; the
 * import template's header row and the import's reading of a sheet read GOODS_IMPORT_COLUMNS. The
 * two share their titles, so an exported file's columns are recognised by the import.
 */
import { declareColumns } from './listColumns';
import { GOODS_KIND_LABEL, type GoodsData, type GoodsRecord } from './goods';
import type { ServerMessageId } from './messages/zh-CN';

/** The list's columns (the page renders the name, the state and the actions itself). */
export const GOODS_LIST_COLUMNS = declareColumns<GoodsRecord>([
  { key: 'goods_no', field: 'goods_no', title: 'goods.col.no', width: 112, sortField: 'goods_no', sheetWidth: 14 },
  { key: 'goods_name', field: 'goods_name', title: 'goods.col.name', width: 200, sortField: 'goods_name', card: 'title', sheetWidth: 28 },
  { key: 'class_name', field: 'class_name', title: 'goods.col.class', width: 120, sheetWidth: 14 },
  { key: 'unit_name', field: 'unit_name', title: 'goods.col.unit', width: 72, sheetWidth: 8 },
  // On screen under the name (the page's render), so neither the table nor a card shows it twice.
  { key: 'spec', field: 'spec', title: 'goods.col.spec', width: 140, onScreen: false, sheetWidth: 18 },
  { key: 'kind', title: 'goods.col.kind', width: 88, sheetWidth: 10, text: (r, _locale, t) => t(GOODS_KIND_LABEL[r.kind]) },
  { key: 'list_price', field: 'list_price', title: 'goods.col.listPrice', kind: 'money', width: 112, sortField: 'list_price', sheetWidth: 12 },
  { key: 'cost_price', field: 'cost_price', title: 'goods.col.costPrice', kind: 'money', width: 112, sortField: 'cost_price', optional: true, sheetWidth: 12 },
  { key: 'barcode', field: 'barcode', title: 'goods.col.barcode', width: 140, optional: true, sheetWidth: 18 },
  { key: 'min_stock', field: 'min_stock', title: 'goods.col.minStock', kind: 'number', width: 96, sortField: 'min_stock', optional: true, sheetWidth: 10 },
  { key: 'state', field: 'state', title: 'goods.col.state', kind: 'state', width: 88, card: 'extra', states: { 1: 'goods.state.onSale', 0: 'goods.state.stopped' }, sheetWidth: 8 },
  { key: 'updated_at', field: 'updated_at', title: 'goods.col.updated', kind: 'datetime', width: 112, sortField: 'updated_at', optional: true, sheetWidth: 20 },
  { key: 'actions', title: 'goods.col.actions', kind: 'actions', width: 200, exported: false },
]);

/** A field of saveGoods's document an import column fills (class and unit by name, path or id). */
export type GoodsImportField = Exclude<keyof GoodsData, 'goods_id' | 'class_id' | 'unit_id'> | 'class' | 'unit';

export interface GoodsImportColumn {
  field: GoodsImportField;
  title: ServerMessageId;
  /** The template's column width in characters. */
  width: number;
}

const column = (field: GoodsImportField, title: ServerMessageId, width: number): GoodsImportColumn => ({ field, title, width });

/**
 * The import's columns in the template's order. A sheet's columns are found by their header (in
 * either language), so their order and any further columns (the export's "updated") do not matter;
 * the name, class and kind columns must be there.
 */
export const GOODS_IMPORT_COLUMNS: readonly GoodsImportColumn[] = [
  column('goods_no', 'goods.col.no', 14),
  column('goods_name', 'goods.col.name', 28),
  column('class', 'goods.col.class', 18),
  column('unit', 'goods.col.unit', 8),
  column('spec', 'goods.col.spec', 18),
  column('kind', 'goods.col.kind', 10),
  column('list_price', 'goods.col.listPrice', 12),
  column('cost_price', 'goods.col.costPrice', 12),
  column('barcode', 'goods.col.barcode', 18),
  column('min_stock', 'goods.col.minStock', 10),
  column('state', 'goods.col.state', 8),
  column('model', 'sysConfig.goods.model', 12),
  column('colour', 'sysConfig.goods.color', 10),
  column('material', 'sysConfig.goods.material', 10),
  column('brand', 'sysConfig.goods.brand', 10),
  column('pattern', 'sysConfig.goods.pattern', 10),
  column('grade', 'sysConfig.goods.grade', 8),
  column('origin', 'sysConfig.goods.origin', 10),
  column('length_mm', 'goods.col.lengthMm', 10),
  column('width_mm', 'goods.col.widthMm', 10),
  column('thickness_mm', 'goods.col.thicknessMm', 10),
];

/** The columns an import cannot do without. */
export const GOODS_IMPORT_REQUIRED: readonly GoodsImportField[] = ['goods_name', 'class', 'kind'];
