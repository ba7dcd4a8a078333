/**
 * Price lists (价格方案; SPEC.md section 7 "/Finance-ajaxPricingList"; REQUIREMENTS API-CRM-11;
 * issue 28 "Price lists"): a shop's named lists, each giving a unit price to goods items or to whole
 * classes, and given to customer levels and dealers. The order issue prices a line from the list of
 * the line's dealer (else of the dealer's level): a goods line first, else the line of its class,
 * the nearest class up the tree first.
 *
 * Money is integer fen on the server, yuan with 2 decimals on the wire ('12.30').
 */
import * as v from 'valibot';
import { post, replyOf, type NoFields } from './contract';
import { int, json } from './fields';
import { yuanToFen } from './money';
import { idList, jsonObject, optId, problem, textOr } from './params';
import { charLength, type RuleResult } from './validation';

/** Longest list name, in characters. */
export const PRICELIST_NAME_MAX = 30;
/** Most lines a list holds (a shop of a few thousand goods prices each once). */
export const MAX_PRICE_LINES = 5000;
/** Most customer levels and most dealers one list is given to. */
export const MAX_PRICE_LEVELS = 100;
export const MAX_PRICE_DEALERS = 2000;

/** A line of a list: a goods item or a class (one of the two ids is 0), and its unit price in yuan. */
export interface PriceLine {
  goods_id: number;
  goods_no: string;
  goods_name: string;
  class_id: number;
  class_name: string;
  unit_price: string;
}

/** A price list with its lines and who it is given to [API-CRM-11]. */
export interface PriceList {
  pricelist_id: number;
  name: string;
  lines: PriceLine[];
  /** Customer level ids (the CRM's `cust_level`). */
  level_ids: number[];
  /** Dealers (crm_type 3) by crm_id. */
  crm_ids: number[];
  updated_at: string;
}

// ---- rules shared by the editor (/pricing/config) and the server ----

/** A list's name: required, at most PRICELIST_NAME_MAX characters. */
export function priceListNameRule(name: string): RuleResult {
  if (!name) return { id: 'pricing.rule.nameRequired' };
  if (charLength(name) > PRICELIST_NAME_MAX) return { id: 'server.fieldTooLong', values: { max: PRICELIST_NAME_MAX } };
  return null;
}

/** A unit price in yuan: required, not negative, at most 2 decimals (the money rule of every amount). */
export function unitPriceRule(price: string): RuleResult {
  if (!price) return { id: 'pricing.rule.priceRequired' };
  return yuanToFen(price) === null ? { id: 'param.badAmount' } : null;
}

/** A check of a JSON document's text field by a shared rule. */
const byRule = (rule: (s: string) => RuleResult) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const invalid = dataset.typed ? rule(dataset.value) : null;
    if (invalid) addIssue({ message: problem(invalid.id, invalid.values) });
  });

/** One line: a goods item or a class, not both, and a price (yuan, not negative). */
const priceLineSchema = v.pipe(
  jsonObject({
    goods_id: optId,
    class_id: optId,
    unit_price: v.pipe(
      textOr(''),
      byRule(unitPriceRule),
      v.transform((s: string) => yuanToFen(s) as number),
    ),
  }),
  v.check((line) => (line.goods_id === undefined) !== (line.class_id === undefined), problem('pricing.rule.goodsOrClass')),
);

/**
 * `data` of Finance-savePricing: a new list (no pricelist_id) or the whole of one (name, lines and
 * who it is given to replace what it had).
 */
export const priceListDataSchema = jsonObject({
  pricelist_id: optId,
  name: v.pipe(textOr(''), byRule(priceListNameRule)),
  lines: v.pipe(
    v.optional(v.nullable(v.array(priceLineSchema)), []),
    v.transform((lines) => lines ?? []),
    v.maxLength(MAX_PRICE_LINES, problem('param.tooMany', { max: MAX_PRICE_LINES })),
  ),
  level_ids: v.pipe(
    v.optional(v.nullable(idList(MAX_PRICE_LEVELS)), []),
    v.transform((ids) => ids ?? []),
  ),
  crm_ids: v.pipe(
    v.optional(v.nullable(idList(MAX_PRICE_DEALERS)), []),
    v.transform((ids) => ids ?? []),
  ),
});
export type PriceListData = v.InferOutput<typeof priceListDataSchema>;

/** [API-CRM-11] The shop's price lists with their lines and who each is given to. */
export const AjaxPricingList = post<NoFields, { data: PriceList[] }>('/Finance-ajaxPricingList');
/** Creates or replaces a list, its lines and who it is given to, in one transaction. */
export const SavePricing = post('/Finance-savePricing', { fields: { data: json(priceListDataSchema) }, reply: replyOf<{ pricelist_id: number }>() });
export const DelPricing = post('/Finance-delPricing', { fields: { pricelist_id: int({ required: true, min: 1 }) } });
