/**
 * System configuration (SPEC.md section 2 "System configuration", section 3 "shop_props", section 7
 * "Shop"; REQUIREMENTS SYSCFG, API-SHOP-06, 08, 09): the shop's props, what may go in them, and the
 * calls that read and save them and that offer the names a template may insert.
 *
 * A template is text with placeholders: `{名称}{规格}` prints a goods name as its name followed by
 * its spec. A placeholder is the zh-CN name of a field of a fixed catalogue (below), whatever the
 * editor's language: the template is the shop's data, printed on the shop's Chinese documents, so
 * it must not change with who typed it. The editors show each name in the reader's language.
 */
import * as v from 'valibot';
import type { ServerMessageId } from './messages/zh-CN';
import { post, replyOf, type NoFields } from './contract';
import { GOODS_ATTRIBUTES } from './goods';
import { json } from './fields';
import { problem } from './params';
import type { ShopProps } from './session';
import { charLength, type RuleResult } from './validation';

export type { ShopProps };

// ---- what shop_props holds [SYSCFG-09] ----

/** The template props, each with the catalogue its placeholders come from. */
export const TEMPLATE_PROPS = ['GoodsNameConfig', 'PackBlockName', 'PackBlockDetail', 'PackPartName', 'PackPartDetail'] as const;
export type TemplateProp = (typeof TEMPLATE_PROPS)[number];
/**
 * The order reminders' windows (issue 29, /orders/remind and src/common/orderRemind.ts): an order
 * is due soon when its delivery is within RemindDueDays days, stuck when in one state longer than
 * RemindStuckDays days. They are shop props beside the spec's (SPEC.md lists six and says nothing
 * against more): a setting of the whole shop, saved by /shop-setProps with its log and rights like
 * the others, and read by the server where it judges the reminders. Absent: the defaults.
 */
export const REMIND_WINDOWS = {
  RemindDueDays: { min: 1, max: 60, fallback: 3 },
  RemindStuckDays: { min: 1, max: 365, fallback: 7 },
} as const;
export type RemindProp = keyof typeof REMIND_WINDOWS;
export const REMIND_PROPS = ['RemindDueDays', 'RemindStuckDays'] as const satisfies readonly RemindProp[];

export const SHOP_PROP_KEYS = ['ErpPush', ...TEMPLATE_PROPS, ...REMIND_PROPS] as const;

/** A reminder window as stored: a whole number of days in its range. */
export const isRemindDays = (prop: RemindProp, value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= REMIND_WINDOWS[prop].min && value <= REMIND_WINDOWS[prop].max;

/** The reminder windows of the shop's props, each its default when not set. */
export const remindDays = (props: ShopProps): Record<RemindProp, number> => ({
  RemindDueDays: props.RemindDueDays ?? REMIND_WINDOWS.RemindDueDays.fallback,
  RemindStuckDays: props.RemindStuckDays ?? REMIND_WINDOWS.RemindStuckDays.fallback,
});

/**
 * Longest template of each prop, in characters. The spec gives none; these leave room for every
 * placeholder of the catalogue with separators (a goods name of 14 attributes is about 90) and
 * keep a printed label's line bounded.
 */
export const TEMPLATE_MAX: Readonly<Record<TemplateProp, number>> = {
  GoodsNameConfig: 200,
  PackBlockName: 100,
  PackBlockDetail: 200,
  PackPartName: 100,
  PackPartDetail: 200,
};

/** [SYSCFG-10] ErpPush absent means on; only an explicit 0 turns the sync off. */
export const isErpPushOn = (props: ShopProps): boolean => props.ErpPush !== 0;

// ---- the fixed catalogues of insertable names [SYSCFG-15, SYSCFG-16] ----

/** A field a template may insert: its placeholder name (zh-CN, stored) and its label's message. */
export interface CatalogueField {
  readonly token: string;
  readonly label: ServerMessageId;
}

const field = (token: string, label: ServerMessageId): CatalogueField => ({ token, label });

/**
 * Goods attributes a goods name may be built from (ErpGoods-goodsNameConfigMerge): the attributes a
 * goods item has (src/common/goods.ts), so a template can name only what a goods record holds.
 */
export const GOODS_NAME_FIELDS: readonly CatalogueField[] = GOODS_ATTRIBUTES;

/** Fields of a board package's detail line (Shop-getPackFieldConfig, `block`). */
export const PACK_BLOCK_FIELDS: readonly CatalogueField[] = [
  field('板件名称', 'sysConfig.block.name'),
  field('柜体名称', 'sysConfig.block.cabinet'),
  field('尺寸', 'sysConfig.block.size'),
  field('长', 'sysConfig.block.length'),
  field('宽', 'sysConfig.block.width'),
  field('厚', 'sysConfig.block.thickness'),
  field('颜色', 'sysConfig.block.color'),
  field('材质', 'sysConfig.block.material'),
  field('封边', 'sysConfig.block.edge'),
  field('纹路', 'sysConfig.block.grain'),
  field('数量', 'sysConfig.block.quantity'),
];

/** Fields of a hardware package's detail line (Shop-getPackFieldConfig, `part`). */
export const PACK_PART_FIELDS: readonly CatalogueField[] = [
  field('五金名称', 'sysConfig.part.name'),
  field('规格', 'sysConfig.part.spec'),
  field('型号', 'sysConfig.part.model'),
  field('品牌', 'sysConfig.part.brand'),
  field('颜色', 'sysConfig.part.color'),
  field('材质', 'sysConfig.part.material'),
  field('数量', 'sysConfig.part.quantity'),
  field('单位', 'sysConfig.part.unit'),
];

/** The catalogue whose names each template may insert. */
export const FIELDS_OF_PROP: Readonly<Record<TemplateProp, readonly CatalogueField[]>> = {
  GoodsNameConfig: GOODS_NAME_FIELDS,
  PackBlockName: PACK_BLOCK_FIELDS,
  PackBlockDetail: PACK_BLOCK_FIELDS,
  PackPartName: PACK_PART_FIELDS,
  PackPartDetail: PACK_PART_FIELDS,
};

/** How a name is written into a template. */
export const placeholder = (token: string): string => `{${token}}`;

/** The placeholders of `template` that name no field of `fields`, each once. */
export function unknownPlaceholders(template: string, fields: readonly CatalogueField[]): string[] {
  const known = new Set(fields.map((f) => f.token));
  const found = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  return [...new Set(found.filter((token) => !known.has(token)))];
}

/**
 * A template's rule, the form's and the server's: at most TEMPLATE_MAX characters, and every
 * `{...}` one of the names the editor offers (a mistyped name would print as it stands).
 */
export function templateRule(prop: TemplateProp, value: string): RuleResult {
  const max = TEMPLATE_MAX[prop];
  if (charLength(value) > max) return { id: 'sysConfig.error.tooLong', values: { max } };
  const unknown = unknownPlaceholders(value, FIELDS_OF_PROP[prop]);
  if (unknown.length) return { id: 'sysConfig.error.unknownField', values: { names: unknown.map(placeholder).join(' ') } };
  return null;
}

// ---- the props JSON of /shop-setProps, checked by schema ----

const templateSchema = (prop: TemplateProp) =>
  v.optional(
    v.pipe(
      v.string(problem('sysConfig.error.notText')),
      v.trim(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const invalid = templateRule(prop, dataset.value);
        if (invalid) addIssue({ message: problem(invalid.id, invalid.values) });
      }),
    ),
  );

const remindSchema = (prop: RemindProp) =>
  v.optional(
    v.pipe(
      v.number(problem('sysConfig.error.remindDays', { min: REMIND_WINDOWS[prop].min, max: REMIND_WINDOWS[prop].max })),
      v.check((n) => isRemindDays(prop, n), problem('sysConfig.error.remindDays', { min: REMIND_WINDOWS[prop].min, max: REMIND_WINDOWS[prop].max })),
    ),
  );

/**
 * The whole shop_props as /shop-setProps takes it. Unknown keys are refused, not dropped: the page
 * sends the whole object and the server stores exactly it, so a key this version does not know (a
 * typo, or a client of another version) would otherwise be answered "saved" and silently lost.
 */
export const shopPropsSchema = v.pipe(
  // An array would pass for an object with keys '0', '1'...: refused here as what it is.
  // Typed as the props a caller sends; the object below checks every key of it.
  v.custom<ShopProps>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), problem('sysConfig.error.notObject')),
  v.strictObject(
    {
      ErpPush: v.optional(v.picklist([0, 1] as const, problem('sysConfig.error.erpPush'))),
      GoodsNameConfig: templateSchema('GoodsNameConfig'),
      PackBlockName: templateSchema('PackBlockName'),
      PackBlockDetail: templateSchema('PackBlockDetail'),
      PackPartName: templateSchema('PackPartName'),
      PackPartDetail: templateSchema('PackPartDetail'),
      RemindDueDays: remindSchema('RemindDueDays'),
      RemindStuckDays: remindSchema('RemindStuckDays'),
    },
    (issue) => problem(issue.expected === 'never' ? 'sysConfig.error.unknownKey' : 'sysConfig.error.notObject'),
  ),
);

/**
 * shop_props as stored, read leniently: what is not a known key of the right type is left out, so
 * a damaged or older row still shows (and the next save writes a clean one).
 */
export function readShopProps(raw: unknown): ShopProps {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const stored = raw as Record<string, unknown>;
  const props: ShopProps = {};
  if (stored.ErpPush === 0 || stored.ErpPush === 1) props.ErpPush = stored.ErpPush;
  for (const key of TEMPLATE_PROPS) {
    const value = stored[key];
    if (typeof value === 'string') props[key] = value;
  }
  for (const key of REMIND_PROPS) {
    const value = stored[key];
    if (isRemindDays(key, value)) props[key] = value;
  }
  return props;
}

// ---- contracts (SPEC.md section 7, "Shop") ----

/** An insertable name: `field` goes into the template as `{field}`; `name` is shown, in the request's language. */
export interface InsertableField {
  field: string;
  name: string;
}

/**
 * The shop's props now. Not in the spec: the session's copy (User-loginStatus, shop_info.shop_props)
 * is read once when the page loads, and /shop-setProps stores the whole object, so saving from that
 * copy would undo whatever another editor saved meanwhile. The page reads this instead.
 */
export const ShopGetProps = post<NoFields, { props: ShopProps }>('/shop-getProps');
/** [API-SHOP-06] [SYSCFG-13] props = JSON of the whole shop_props; answers the props as stored. */
export const ShopSetProps = post('/shop-setProps', { fields: { props: json(shopPropsSchema) }, reply: replyOf<{ props: ShopProps }>() });
/** [API-SHOP-08] The goods attribute names a goods name template may insert. */
export const GoodsNameConfigMerge = post<NoFields, { data: InsertableField[] }>('/ErpGoods-goodsNameConfigMerge');
/** [API-SHOP-09] block (PackBlock) and part (PackPart): field (placeholder) to its shown name. */
export const GetPackFieldConfig = post<NoFields, { block: Record<string, string>; part: Record<string, string> }>('/Shop-getPackFieldConfig');
