/**
 * The order form's model: the values the form holds (text as typed, so a draft keeps exactly what
 * was typed), the `data` of newOrd / alterOrd made from them, their checks by the server's own
 * schema (orderDataSchema of src/common/orders.ts), and the amounts computed from the quotation's
 * unit prices with the shared formulas.
 */
import * as v from 'valibot';
import { fenToYuan, yuanToFen } from '../../../common/money';
import { areaText, goodsAmount, Grain, orderDataSchema, plateAmount, type OrderDataInput, type OrderRecord, type OrderRoom } from '../../../common/orders';
import { readProblem } from '../../../common/problem';
import type { MessageId } from '../../../locales/zh-CN';

/** A goods item chosen in a cell: its id, and its name and unit for the eye. */
export interface ChosenGoods {
  goods_id: number;
  name: string;
  unit: string;
}

export interface PlateValue {
  plate_name: string;
  length: string;
  width: string;
  thickness: string;
  item: ChosenGoods | null;
  qty: string;
  grain: number;
  edges: string;
}

export interface GoodsLineValue {
  item: ChosenGoods | null;
  qty: string;
}

export interface RoomValue {
  room_name: string;
  plates: PlateValue[];
  goods: GoodsLineValue[];
}

export interface OrderFormValues {
  customer: { crm_id: number; z_name: string } | null;
  custom_order_no: string;
  cosignee_name: string;
  cosignee_phone: string;
  /** The region picked: ids for the cascader, names for the address text. */
  region: { ids: string[]; names: string[] };
  address_detail: string;
  delivery_date: string;
  remark: string;
  rooms: RoomValue[];
}

export const blankPlate = (): PlateValue => ({ plate_name: '', length: '', width: '', thickness: '18', item: null, qty: '1', grain: Grain.none, edges: '' });
export const blankGoodsLine = (): GoodsLineValue => ({ item: null, qty: '1' });
export const blankRoom = (name: string): RoomValue => ({ room_name: name, plates: [blankPlate()], goods: [] });

export const blankOrder = (firstRoom: string): OrderFormValues => ({
  customer: null,
  custom_order_no: '',
  cosignee_name: '',
  cosignee_phone: '',
  region: { ids: [], names: [] },
  address_detail: '',
  delivery_date: '',
  remark: '',
  rooms: [blankRoom(firstRoom)],
});

/**
 * The stored address is one text: the region's names, a space, the street address. A stored
 * order's address goes back into the street field whole (the region's ids are not stored), so an
 * edit that does not touch it saves it unchanged.
 */
export const addressOf = (v: Pick<OrderFormValues, 'region' | 'address_detail'>): string => [v.region.names.join(''), v.address_detail.trim()].filter(Boolean).join(' ');

/** A stored order as the form's values. */
export function valuesOfOrder(o: OrderRecord): OrderFormValues {
  return {
    customer: o.store_crm_id ? { crm_id: o.store_crm_id, z_name: o.store_name } : null,
    custom_order_no: o.custom_order_no,
    cosignee_name: o.cosignee_name,
    cosignee_phone: o.cosignee_phone,
    region: { ids: [], names: [] },
    address_detail: o.cosignee_address,
    delivery_date: o.delivery_date,
    remark: o.remark,
    rooms: roomValuesOf(o.rooms),
  };
}

/** Stored rooms (an order's or a sub-order's) as the form's values. */
export function roomValuesOf(rooms: readonly OrderRoom[]): RoomValue[] {
  return rooms.map((r) => ({
    room_name: r.room_name,
    plates: r.plates.map((p) => ({
      plate_name: p.plate_name,
      length: String(p.length),
      width: String(p.width),
      thickness: String(p.thickness),
      item: { goods_id: p.goods_id, name: p.goods_name, unit: '' },
      qty: String(p.qty),
      grain: p.grain,
      edges: p.edges,
    })),
    goods: r.goods.map((g) => ({ item: { goods_id: g.goods_id, name: `${g.goods_no} ${g.goods_name}`.trim(), unit: g.unit_name }, qty: g.qty })),
  }));
}

const text = (s: string | undefined) => (s ?? '').trim();
const plateData = (p: PlateValue) => ({
  plate_name: text(p.plate_name),
  length: text(p.length),
  width: text(p.width),
  thickness: text(p.thickness),
  goods_id: p.item ? String(p.item.goods_id) : '',
  qty: text(p.qty),
  grain: String(p.grain ?? Grain.none),
  edges: text(p.edges),
});
const lineData = (g: GoodsLineValue) => ({ goods_id: g.item ? String(g.item.goods_id) : '', qty: text(g.qty) });

/** The `data` of newOrd / alterOrd: the form's values as the contract takes them (the server checks them again). */
export function dataOf(values: OrderFormValues): OrderDataInput {
  return {
    store_crm_id: values.customer ? String(values.customer.crm_id) : '',
    custom_order_no: text(values.custom_order_no),
    cosignee_name: text(values.cosignee_name),
    cosignee_phone: text(values.cosignee_phone),
    cosignee_address: addressOf(values),
    delivery_date: text(values.delivery_date),
    remark: text(values.remark),
    rooms: (values.rooms ?? []).map((r) => ({ room_name: text(r.room_name), plates: (r.plates ?? []).map(plateData), goods: (r.goods ?? []).map(lineData) })),
  } as OrderDataInput;
}

/** A problem found by the schema: the message id and values, in the form's wording. */
export interface FieldProblem {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** The server speaks of request parameters ('参数 {field} 过长'); beside a field the same rule reads as a form's. */
const FIELD_WORDING: Partial<Record<string, MessageId>> = {
  'server.fieldTooLong': 'orderEdit.rule.tooLong',
  'server.fieldType': 'orderEdit.rule.badValue',
  'param.badDay': 'orderEdit.rule.badDay',
  'param.tooMany': 'orderEdit.rule.tooMany',
};

/** A form path ('rooms', 0, 'plates', 1, 'item'); the schema's `goods_id` is the form's `item`, `cosignee_address` its street field. */
export type FormPath = (string | number)[];

function formPathOf(dotPath: string): FormPath {
  const parts: FormPath = dotPath.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const last = parts[parts.length - 1];
  if (last === 'goods_id') parts[parts.length - 1] = 'item';
  if (last === 'cosignee_address') parts[parts.length - 1] = 'address_detail';
  if (last === 'store_crm_id') parts[parts.length - 1] = 'customer';
  return parts;
}

/** Every problem of `data` by the server's schema (the order's, or another document's holding rooms), with the form path it belongs to ([] for the whole document). */
export function problemsOf(data: OrderDataInput | Record<string, unknown>, schema: v.GenericSchema = orderDataSchema): { path: FormPath; problem: FieldProblem }[] {
  const result = v.safeParse(schema, data);
  const seen = new Set<string>();
  const out: { path: FormPath; problem: FieldProblem }[] = [];
  for (const issue of result.issues ?? []) {
    const dot = v.getDotPath(issue) ?? '';
    if (seen.has(dot)) continue;
    seen.add(dot);
    const known = readProblem(issue.message);
    const id = known ? (FIELD_WORDING[known.id] ?? (known.id as MessageId)) : 'orderEdit.rule.badValue';
    const values = known?.values && Object.fromEntries(Object.entries(known.values).map(([k, val]) => [k, Array.isArray(val) ? val.join(', ') : (val as string | number)]));
    out.push({ path: dot ? formPathOf(dot) : [], problem: { id, values } });
  }
  return out;
}

/**
 * The problem of one field, checked by the same schema on a document holding only that field (its
 * row, for a board or a goods line), so a keystroke checks one row, not the whole order.
 */
export function fieldProblem(values: OrderFormValues, path: FormPath): FieldProblem | null {
  const [head, room, part, row] = path;
  const rooms = values.rooms ?? [];
  let data: Record<string, unknown>;
  let at: FormPath;
  if (head !== 'rooms') {
    data = { ...dataOf({ ...values, rooms: [] }) };
    at = path;
  } else {
    const r = rooms[room as number];
    if (!r) return null;
    const only = { ...r, plates: part === 'plates' ? [r.plates[row as number]] : [], goods: part === 'goods' ? [r.goods[row as number]] : [] };
    if ((part === 'plates' && !only.plates[0]) || (part === 'goods' && !only.goods[0])) return null;
    data = { rooms: dataOf({ ...values, rooms: [only] }).rooms };
    at = part === undefined || part === 'room_name' ? ['rooms', 0, 'room_name'] : ['rooms', 0, part, 0, ...path.slice(4)];
  }
  const key = JSON.stringify(at);
  return problemsOf(data as OrderDataInput).find((p) => JSON.stringify(p.path) === key)?.problem ?? null;
}

// ---- amounts ----

/** Unit prices in fen by goods item: boards per m², goods per unit (from GetOffer). */
export interface Prices {
  plates: ReadonlyMap<number, number>;
  goods: ReadonlyMap<number, number>;
}

const whole = (s: string | undefined) => (/^\d{1,5}$/.test(text(s)) ? Number(text(s)) : null);

/** A board's area (mm²) when its sizes and pieces read, and its amount (fen) when its price is known too. */
export function plateFigures(p: PlateValue | undefined, prices: Prices | null): { areaMm2: number | null; amountFen: number | null } {
  const length = whole(p?.length);
  const width = whole(p?.width);
  const qty = whole(p?.qty);
  if (!p || length === null || width === null || qty === null) return { areaMm2: null, amountFen: null };
  const price = p.item ? prices?.plates.get(p.item.goods_id) : undefined;
  const { areaMm2, amountFen } = plateAmount({ length, width, qty }, price ?? 0);
  return { areaMm2, amountFen: price === undefined ? null : amountFen };
}

/** A goods line's quantity in hundredths, when it reads. */
const qtyCenti = (s: string | undefined) => (/^\d{1,5}(\.\d{1,2})?$/.test(text(s)) ? Math.round(Number(text(s)) * 100) : null);

export function lineFigures(g: GoodsLineValue | undefined, prices: Prices | null): { priceFen: number | null; amountFen: number | null } {
  const price = g?.item ? prices?.goods.get(g.item.goods_id) : undefined;
  const qty = qtyCenti(g?.qty);
  if (price === undefined) return { priceFen: null, amountFen: null };
  return { priceFen: price, amountFen: qty === null ? null : goodsAmount(qty, price) };
}

export interface Totals {
  pieces: number;
  /** m², 3 decimals, adding each board's area as shown. */
  area: string;
  /** Yuan, 2 decimals: the lines whose amount is known. */
  total: string;
}

export function roomTotals(room: RoomValue | undefined, prices: Prices | null): Totals & { areaUnits: number; totalFen: number } {
  let pieces = 0;
  let areaUnits = 0;
  let totalFen = 0;
  for (const p of room?.plates ?? []) {
    const { areaMm2, amountFen } = plateFigures(p, prices);
    if (areaMm2 !== null) {
      pieces += whole(p.qty) ?? 0;
      areaUnits += Math.round(areaMm2 / 1000);
    }
    totalFen += amountFen ?? 0;
  }
  for (const g of room?.goods ?? []) totalFen += lineFigures(g, prices).amountFen ?? 0;
  return { pieces, areaUnits, totalFen, area: (areaUnits / 1000).toFixed(3), total: fenToYuan(totalFen) };
}

export function orderTotals(values: Pick<OrderFormValues, 'rooms'> | undefined, prices: Prices | null): Totals {
  const rooms = (values?.rooms ?? []).map((r) => roomTotals(r, prices));
  const areaUnits = rooms.reduce((n, r) => n + r.areaUnits, 0);
  return {
    pieces: rooms.reduce((n, r) => n + r.pieces, 0),
    area: (areaUnits / 1000).toFixed(3),
    total: fenToYuan(rooms.reduce((n, r) => n + r.totalFen, 0)),
  };
}

export { areaText };

/** The goods items the quotation is asked for: what changes it (the customer, an item chosen). */
export function offerKey(values: Partial<OrderFormValues> | undefined): { key: string; plates: number[]; goods: number[]; crmId: number } {
  const plates = new Set<number>();
  const goods = new Set<number>();
  for (const r of values?.rooms ?? []) {
    for (const p of r?.plates ?? []) if (p?.item) plates.add(p.item.goods_id);
    for (const g of r?.goods ?? []) if (g?.item) goods.add(g.item.goods_id);
  }
  const crmId = values?.customer?.crm_id ?? 0;
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { crmId, plates: sorted(plates), goods: sorted(goods), key: `${crmId}|${sorted(plates).join(',')}|${sorted(goods).join(',')}` };
}

/** offerKey's key read back. */
export function parseOfferKey(key: string): { crmId: number; plates: number[]; goods: number[] } {
  const [crm = '0', plates = '', goods = ''] = key.split('|');
  const ids = (s: string) => (s ? s.split(',').map(Number) : []);
  return { crmId: Number(crm) || 0, plates: ids(plates), goods: ids(goods) };
}

/**
 * The content GetOffer prices: one priced line per item (a 1 m² board, one unit of goods), always
 * valid, so the quotation of a half-typed draft never fails on a cell still being typed.
 */
export function offerData(crmId: number, plates: readonly number[], goods: readonly number[]): OrderDataInput {
  return {
    store_crm_id: crmId ? String(crmId) : '',
    rooms: [
      {
        room_name: '-',
        plates: plates.map((id) => ({ plate_name: '-', length: '1000', width: '1000', thickness: '18', goods_id: String(id), qty: '1' })),
        goods: goods.map((id) => ({ goods_id: String(id), qty: '1' })),
      },
    ],
  } as OrderDataInput;
}

/** Yuan text as fen (0 when it does not read). */
export const fenOf = (yuan: string) => yuanToFen(yuan) ?? 0;
