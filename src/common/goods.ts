/**
 * Goods, goods classes, units and the shop's goods settings (SPEC.md section 7 "CRM, goods, orders
 * and others"; REQUIREMENTS API-GOODS-01..05, 08, 09; issue 28 "Goods, classes and units").
 *
 * Money is integer fen on the server and yuan with 2 decimals on the wire ('12.30'), as invoices do.
 * The goods attributes (colour, material, thickness ...) are declared once here: the goods form
 * offers them, and a goods-name template of the system configuration (src/common/shopConfig.ts,
 * ErpGoods-goodsNameConfigMerge) may insert them.
 */
import * as v from 'valibot';
import { get, post, replyOf, type NoFields } from './contract';
import { int, json, text } from './fields';
import type { ServerMessageId } from './messages/zh-CN';
import { yuanToFen } from './money';
import { boundedText, intIn, jsonObject, optChoice, optId, orderEntry, pagingEntries, paramObject, problem, requiredId, textOr } from './params';
import { charLength, type RuleResult } from './validation';

// ---- the goods attributes [API-SHOP-08] ----

/**
 * A goods attribute: `token` is its placeholder in a goods-name template (zh-CN, stored in the
 * shop's data, so a template never changes with the editor's language), `label` its shown name,
 * `key` the field of a goods record that holds it.
 */
export interface GoodsAttribute {
  readonly token: string;
  readonly label: ServerMessageId;
  readonly key: keyof GoodsRecord;
}

const attribute = (token: string, label: ServerMessageId, key: keyof GoodsRecord): GoodsAttribute => ({ token, label, key });

/** Every attribute of a goods item a goods name may be built from, in the order the editors offer them. */
export const GOODS_ATTRIBUTES: readonly GoodsAttribute[] = [
  attribute('名称', 'sysConfig.goods.name', 'goods_name'),
  attribute('编码', 'sysConfig.goods.code', 'goods_no'),
  attribute('规格', 'sysConfig.goods.spec', 'spec'),
  attribute('型号', 'sysConfig.goods.model', 'model'),
  attribute('颜色', 'sysConfig.goods.color', 'colour'),
  attribute('材质', 'sysConfig.goods.material', 'material'),
  attribute('品牌', 'sysConfig.goods.brand', 'brand'),
  attribute('花色', 'sysConfig.goods.pattern', 'pattern'),
  attribute('等级', 'sysConfig.goods.grade', 'grade'),
  attribute('单位', 'sysConfig.goods.unit', 'unit_name'),
  attribute('长', 'sysConfig.goods.length', 'length_mm'),
  attribute('宽', 'sysConfig.goods.width', 'width_mm'),
  attribute('厚', 'sysConfig.goods.thickness', 'thickness_mm'),
  attribute('产地', 'sysConfig.goods.origin', 'origin'),
];

// ---- kinds, states, limits ----

/** goods.kind: how the item is sold — a board by the m², hardware by the piece, edge banding by the metre, a finished product as one. */
export const GoodsKind = { board: 1, hardware: 2, edgeBanding: 3, finished: 4 } as const;
export type GoodsKindValue = (typeof GoodsKind)[keyof typeof GoodsKind];
export const GOODS_KINDS: readonly GoodsKindValue[] = [1, 2, 3, 4];
/** Each kind's name in the catalogues. */
export const GOODS_KIND_LABEL: Readonly<Record<GoodsKindValue, ServerMessageId>> = {
  1: 'goods.kind.board',
  2: 'goods.kind.hardware',
  3: 'goods.kind.edgeBanding',
  4: 'goods.kind.finished',
};

/** goods.state: 1 on sale, 0 stopped. */
export const GoodsState = { onSale: 1, stopped: 0 } as const;
export type GoodsStateValue = (typeof GoodsState)[keyof typeof GoodsState];

/** Longest texts, in characters (the columns are sized by them). */
export const GOODS_LIMITS = {
  goods_no: 40,
  goods_name: 60,
  spec: 60,
  /** Each short attribute: model, colour, material, brand, pattern, grade, origin. */
  attribute: 30,
  barcode: 40,
  class_name: 20,
  unit_name: 10,
  goods_no_prefix: 10,
  keyword: 40,
} as const;

/** Largest length, width or thickness in mm (a board is at most a few metres; this leaves room). */
export const MAX_SIZE_MM = 100_000;
/** Largest minimum stock. */
export const MAX_MIN_STOCK = 100_000_000;
/** How deep the class tree goes: 板材 → 颗粒板 → 18mm is three levels. */
export const MAX_CLASS_DEPTH = 3;
/** The goods list's page size. */
export const GOODS_PAGE_SIZE = 20;

// ---- records on the wire ----

/** A goods item as lists and forms get it [API-GOODS-01]; prices in yuan, times 'YYYY-MM-DD HH:mm:ss' (UTC+8). */
export interface GoodsRecord {
  goods_id: number;
  goods_no: string;
  goods_name: string;
  class_id: number;
  class_name: string;
  unit_id: number;
  unit_name: string;
  spec: string;
  model: string;
  colour: string;
  material: string;
  brand: string;
  pattern: string;
  grade: string;
  origin: string;
  /** Sizes in mm; null when not given. */
  length_mm: number | null;
  width_mm: number | null;
  thickness_mm: number | null;
  kind: GoodsKindValue;
  /** Yuan with 2 decimals: '12.30'. */
  list_price: string;
  cost_price: string;
  barcode: string;
  min_stock: number;
  state: GoodsStateValue;
  created_at: string;
  updated_at: string;
}

/** A goods class in the tree [API-GOODS-09]; parent_id 0 for a top class. */
export interface GoodsClassNode {
  class_id: number;
  class_name: string;
  parent_id: number;
  sort: number;
  /** How many goods are in this class itself (not its children). */
  goods_count: number;
  children: GoodsClassNode[];
}

/** A unit [API-GOODS-03]. */
export interface GoodsUnit {
  unit_id: number;
  unit_name: string;
  /** How many goods are sold in it. */
  goods_count: number;
}

/** The shop's goods settings (/baseConfig). */
export interface GoodsSettings {
  /** Put in front of the numbers the server gives new goods saved without one. */
  goods_no_prefix: string;
  /** The unit a new goods item gets when the form gives none; 0: none. */
  default_unit_id: number;
  /** 1: a stock document may take stock below zero (the warehouse issue reads it). */
  allow_negative_stock: 0 | 1;
}

/** What the goods form offers [API-GOODS-02]. */
export interface GoodsParamReply {
  classes: GoodsClassNode[];
  units: GoodsUnit[];
  kinds: { kind: GoodsKindValue; name: string }[];
  /** The attribute names, in the request's language: `field` is the record's key, `token` the template placeholder. */
  attributes: { field: string; token: string; name: string }[];
  settings: GoodsSettings;
}

// ---- JSON documents ----

/*
 * A JSON document's fields start from `textOr`: a key left out is read like an empty one (valibot
 * skips an absent key whose schema has no default, checks included), so a required field that is
 * missing is refused rather than passed over.
 */

/** A size in mm: not negative, at most 2 decimals, at most MAX_SIZE_MM; null when absent. */
const optSize = v.pipe(
  textOr(''),
  v.check((s) => s === '' || (/^\d{1,6}(\.\d{1,2})?$/.test(s) && Number(s) <= MAX_SIZE_MM), problem('goods.rule.badSize', { max: MAX_SIZE_MM })),
  v.transform((s) => (s === '' ? null : Number(s))),
);

/** An amount in yuan (not negative, at most 2 decimals) as fen; 0 when absent. */
export const amountOrZero = v.pipe(
  textOr(''),
  v.transform((s) => (s === '' ? 0 : yuanToFen(s))),
  v.check((fen) => fen !== null, problem('param.badAmount')),
  v.transform((fen) => fen as number),
);

/** 0 or 1; `fallback` when absent. */
const flag = (fallback: 0 | 1) =>
  v.pipe(
    textOr(String(fallback)),
    v.check((s) => s === '0' || s === '1', problem('param.badChoice', { choices: [0, 1] })),
    v.transform((s) => (s === '1' ? 1 : 0) as 0 | 1),
  );

/** The fields the goods list sorts by (the record's names; the prices sort by their fen). */
export const GOODS_ORDER_FIELDS = ['goods_id', 'goods_no', 'goods_name', 'list_price', 'cost_price', 'min_stock', 'updated_at'] as const;
export type GoodsOrderField = (typeof GOODS_ORDER_FIELDS)[number];

/** `param` of ErpGoods-getErpGoods [API-GOODS-01] and of the export. */
export const goodsListParamSchema = paramObject({
  ...pagingEntries(GOODS_PAGE_SIZE),
  /** A class and everything under it. */
  class_id: optId,
  /** 1 on sale, 0 stopped; absent or -1: both. */
  state: optChoice([GoodsState.onSale, GoodsState.stopped], -1),
  kind: optChoice(GOODS_KINDS),
  /** Contained in the number, the name or the barcode. */
  keyword: boundedText(GOODS_LIMITS.keyword),
  /** 'field direction' of GOODS_ORDER_FIELDS; newest first when absent. */
  order: orderEntry(GOODS_ORDER_FIELDS, 'goods_id desc'),
});
export type GoodsListFilter = v.InferOutput<typeof goodsListParamSchema>;

/**
 * `data` of ErpGoods-saveGoods: the whole record, for a new item (no goods_id) and an edit alike
 * (the form sends every field; what it leaves out is cleared). Prices in yuan, not negative.
 */
export const goodsDataEntries = {
  goods_id: optId,
  /** Absent on a new item: the server numbers it (the settings' prefix and the next number). */
  goods_no: boundedText(GOODS_LIMITS.goods_no),
  goods_name: v.pipe(
    boundedText(GOODS_LIMITS.goods_name),
    v.check((s) => s !== '', problem('goods.rule.nameRequired')),
  ),
  class_id: requiredId('goods.rule.classRequired'),
  /** Absent: the settings' default unit. */
  unit_id: optId,
  spec: boundedText(GOODS_LIMITS.spec),
  model: boundedText(GOODS_LIMITS.attribute),
  colour: boundedText(GOODS_LIMITS.attribute),
  material: boundedText(GOODS_LIMITS.attribute),
  brand: boundedText(GOODS_LIMITS.attribute),
  pattern: boundedText(GOODS_LIMITS.attribute),
  grade: boundedText(GOODS_LIMITS.attribute),
  origin: boundedText(GOODS_LIMITS.attribute),
  length_mm: optSize,
  width_mm: optSize,
  thickness_mm: optSize,
  kind: v.pipe(
    intIn(1, 4),
    v.transform((n) => n as GoodsKindValue),
  ),
  list_price: amountOrZero,
  cost_price: amountOrZero,
  barcode: v.pipe(
    boundedText(GOODS_LIMITS.barcode),
    v.check((s) => /^[\w-]*$/.test(s), problem('goods.rule.barcodeChars')),
  ),
  min_stock: v.pipe(
    textOr(''),
    v.check((s) => s === '' || (/^\d{1,9}$/.test(s) && Number(s) <= MAX_MIN_STOCK), problem('goods.rule.badMinStock', { max: MAX_MIN_STOCK })),
    v.transform((s) => (s === '' ? 0 : Number(s))),
  ),
  /** A new item is on sale unless it says 0; an edit keeps the state it has unless it says. */
  state: v.pipe(
    textOr(''),
    v.check((s) => s === '' || s === '0' || s === '1', problem('param.badChoice', { choices: [0, 1] })),
    v.transform((s) => (s === '' ? undefined : (Number(s) as GoodsStateValue))),
  ),
};
/** The form checks each field with its own entry (src/features/warehouse/goods/goodsFields.tsx), the import each row with the whole. */
export const goodsDataSchema = jsonObject(goodsDataEntries);
export type GoodsData = v.InferOutput<typeof goodsDataSchema>;

/** `data` of ErpGoods-saveBaseConfig. */
export const goodsSettingsSchema = jsonObject({
  goods_no_prefix: v.pipe(
    textOr(''),
    v.check(
      (s) => goodsNoPrefixRule(s) === null,
      (issue) => {
        const invalid = goodsNoPrefixRule(String(issue.input))!;
        return problem(invalid.id, invalid.values);
      },
    ),
  ),
  default_unit_id: v.pipe(
    optId,
    v.transform((n) => n ?? 0),
  ),
  allow_negative_stock: flag(0),
});

// ---- rules of names ----

/** A class name: required, at most GOODS_LIMITS.class_name characters. */
export function classNameRule(name: string): RuleResult {
  if (!name) return { id: 'goods.rule.classNameRequired' };
  if (charLength(name) > GOODS_LIMITS.class_name) return { id: 'goods.rule.classNameTooLong', values: { max: GOODS_LIMITS.class_name } };
  return null;
}

/** A unit name: required, at most GOODS_LIMITS.unit_name characters. */
export function unitNameRule(name: string): RuleResult {
  if (!name) return { id: 'goods.rule.unitNameRequired' };
  if (charLength(name) > GOODS_LIMITS.unit_name) return { id: 'goods.rule.unitNameTooLong', values: { max: GOODS_LIMITS.unit_name } };
  return null;
}

/** A goods number prefix (the goods settings, /baseConfig): may be empty; at most GOODS_LIMITS.goods_no_prefix letters, digits, '_' and '-'. */
export function goodsNoPrefixRule(prefix: string): RuleResult {
  if (charLength(prefix) > GOODS_LIMITS.goods_no_prefix) return { id: 'goods.rule.prefixTooLong', values: { max: GOODS_LIMITS.goods_no_prefix } };
  if (!/^[\w-]*$/.test(prefix)) return { id: 'goods.rule.prefixChars' };
  return null;
}

// ---- contracts ----

const goodsId = int({ required: true, min: 1 });
const unitId = int({ required: true, min: 1 });
const classId = int({ required: true, min: 1 });
const unitName = text({ max: 200 });
const className = text({ max: 200 });

/** [API-GOODS-01] The goods list, filtered and paged in SQL. */
export const GetErpGoods = post('/ErpGoods-getErpGoods', {
  fields: { param: json(goodsListParamSchema, { required: false }) },
  reply: replyOf<{ data: GoodsRecord[]; count: number }>(),
  pageSize: GOODS_PAGE_SIZE,
});
/** [API-GOODS-02] What a goods form needs: classes, units, kinds, attribute names, the settings. */
export const GetErpGoodsParam = post<NoFields, GoodsParamReply>('/ErpGoods-getErpGoodsParam');
/** Creates (no goods_id) or replaces a goods item. */
export const SaveGoods = post('/ErpGoods-saveGoods', { fields: { data: json(goodsDataSchema) }, reply: replyOf<{ goods_id: number }>() });
/** [API-GOODS-04] */
export const SetGoodsState = post('/ErpGoods-setGoodsState', { fields: { goods_id: goodsId, state: int({ required: true, min: 0, max: 1 }) } });
/** [API-GOODS-05] Refused while an order line, a stock document or a price list names the item. */
export const DelGoods = post('/ErpGoods-delGoods', { fields: { goods_id: goodsId } });
/** [API-GOODS-03] The shop's units. */
export const AjaxGetUnit = post<NoFields, { data: GoodsUnit[] }>('/ErpGoods-ajaxgetUnit');
/** [API-GOODS-08] */
export const GetUnitByUnitID = post('/ErpGoods-getUnitByUnitID', { fields: { unit_id: unitId }, reply: replyOf<{ data: GoodsUnit }>() });
export const AddUnit = post('/ErpGoods-addUnit', { fields: { unit_name: unitName }, reply: replyOf<{ unit_id: number }>() });
export const EditUnit = post('/ErpGoods-editUnit', { fields: { unit_id: unitId, unit_name: unitName } });
/** Refused while goods are sold in it, with how many. */
export const DelUnit = post('/ErpGoods-delUnit', { fields: { unit_id: unitId } });
/** [API-GOODS-09] The class tree. */
export const GetGoodsClass = post<NoFields, { data: GoodsClassNode[] }>('/Depots-getGoodsClass');
/** parent_id 0 or absent: a top class. */
export const AddGoodsClass = post('/Depots-addGoodsClass', {
  fields: { class_name: className, parent_id: int({ min: 0 }), sort: int({ min: 0, max: 9999 }) },
  reply: replyOf<{ class_id: number }>(),
});
/** Renames (class_name), moves (parent_id; 0 = to the top) and reorders (sort) a class; what is absent stays. */
export const EditGoodsClass = post('/Depots-editGoodsClass', {
  fields: { class_id: classId, class_name: className, parent_id: int({ min: 0 }), sort: int({ min: 0, max: 9999 }) },
});
/** Refused while the class holds goods or children, or a price list names it. */
export const DelGoodsClass = post('/Depots-delGoodsClass', { fields: { class_id: classId } });
export const GetBaseConfig = post<NoFields, { data: GoodsSettings }>('/ErpGoods-getBaseConfig');
export const SaveBaseConfig = post('/ErpGoods-saveBaseConfig', { fields: { data: json(goodsSettingsSchema) }, reply: replyOf<{ data: GoodsSettings }>() });

// ---- export and import (.xlsx) ----

/** The largest import file, in bytes: 5,000 rows of every column are well under it. */
export const GOODS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most goods rows one import takes. */
export const GOODS_IMPORT_MAX_ROWS = 5000;
/** The most goods rows one export writes. */
export const GOODS_EXPORT_MAX_ROWS = 100_000;
/** The multipart field of the import's file. */
export const GOODS_IMPORT_FILE_FIELD = 'file';

/** One problem of a refused import: the sheet's row number (the header is row 1), the column's header and why. */
export interface GoodsImportProblem {
  row: number;
  column: string;
  message: string;
}

/** A refused import's reply beside its err_code and err_msg: every problem of every bad row, in row order. */
export interface GoodsImportRefusal {
  problems: GoodsImportProblem[];
  /** How many rows are bad (the problems list may stop at GOODS_IMPORT_MAX_PROBLEMS). */
  bad_rows: number;
}
/** The most problems a refusal lists. */
export const GOODS_IMPORT_MAX_PROBLEMS = 500;

/** The goods of the list's filters (param as ErpGoods-getErpGoods's; the paging is ignored) as an .xlsx file, in the list's order and columns. */
export const ExportGoods = get('/ErpGoods-exportGoods', { fields: { param: json(goodsListParamSchema, { required: false }) } });
/** The import's template: an .xlsx with the header row the import reads. */
export const GoodsImportTemplate = get('/ErpGoods-importTemplate');
/**
 * Multipart, the .xlsx as `file`: every row is checked first (as saveGoods checks a save, the numbers
 * also against each other); one bad row and nothing is imported, the reply listing the problems
 * (GoodsImportRefusal); else every row is inserted in one transaction.
 */
export const ImportGoods = post<NoFields, { count: number }>('/ErpGoods-importGoods');
