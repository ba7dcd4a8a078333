/**
 * Goods of the session's shop and the shop's goods settings (issue 28 "Goods, classes and units";
 * REQUIREMENTS API-GOODS-01, 02, 04, 05; SPEC.md section 2 warehouse area: /goods needs
 * SF2_ERP_GOODS_LIST, /baseConfig SF2_ERP_GOODS_ADD).
 *
 * Decisions where the spec is silent:
 * - A goods number is unique in the shop. A new item saved without one is numbered by the server
 *   (the settings' prefix and the next number). A taken number is refused naming the item that has
 *   it; two saves of one number at once end with exactly one (the unique index decides, and the
 *   loser gets the same refusal).
 * - saveGoods takes the whole record (the form sends every field); a new item needs
 *   SF2_ERP_GOODS_ADD, an edit SF2_ERP_GOODS_EDIT (it may change the prices: an important right).
 * - A class or unit of another shop (or none) in a save is "not found", as the item itself would be.
 * - A goods item is not deleted while an order line or stock document names it (`goodsInUse`, filled
 *   in by those issues) or a price list has a line for it: the price lists are priced under their
 *   own right (SF_PRICING_EDIT), so deleting goods does not change them behind that right's back;
 *   the refusal names the lists. Such an item can still be stopped.
 */
import { ErrCode } from '../../../src/common/api';
import { DelGoods, GetBaseConfig, GetErpGoods, GetErpGoodsParam, GoodsState, SaveBaseConfig, SaveGoods, SetGoodsState, type GoodsData, type GoodsSettings } from '../../../src/common/goods';
import { truncatedList } from '../../../src/common/messages/format';
import { fenToYuan } from '../../../src/common/money';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import type { Tx } from '../../db/schema';
import { goodsColumnsOf, goodsInUse, goodsParam, goodsSettings, GOODS_MENU, holderOfNumber, lockCatalogue, nextGoodsNo, priceListsNaming, SETTINGS_MENU, toGoodsRecord } from '../../goods/catalogue';
import { filteredGoods } from '../../goods/goodsList';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';
import { auditText, type AuditValue } from '../../logs/auditText';
import type { AuditChange } from '../../logs/staffLogTexts';

/** How many of the price lists a refused delete names. */
const NAMED_LISTS = 5;

export const getErpGoods = route(GetErpGoods, {
  access: { anyOf: ['SF2_ERP_GOODS_LIST'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    // The same rows and order as the export (server/goods/goodsList.ts).
    const goods = await filteredGoods(ctx.db, ctx.session.shop.shop_id, f);
    const page = await pageOf(goods.query, f, goods.total);
    return { data: page.rows.map(toGoodsRecord), count: page.total };
  },
});

export const getErpGoodsParam = route(GetErpGoodsParam, {
  // The list's filters and the goods form (new or edit) need the same options.
  access: { anyOf: ['SF2_ERP_GOODS_LIST', 'SF2_ERP_GOODS_ADD', 'SF2_ERP_GOODS_EDIT'] },
  handle: goodsParam,
});

/** The unit of a save: the one given, else the settings' default; it must be the shop's. */
async function unitOfSave(db: Tx, shopId: number, given: number | undefined): Promise<number> {
  const unitId = given ?? (await goodsSettings(db, shopId)).default_unit_id;
  if (!unitId) throw badRequest('goods.rule.unitRequired');
  const unit = await db.selectFrom('units').select('unit_id').where('shop_id', '=', shopId).where('unit_id', '=', unitId).executeTakeFirst();
  if (!unit) throw notFound('goods.what.unit');
  return unitId;
}

async function assertClassOfShop(db: Tx, shopId: number, classId: number): Promise<void> {
  const row = await db.selectFrom('goods_classes').select('class_id').where('shop_id', '=', shopId).where('class_id', '=', classId).executeTakeFirst();
  if (!row) throw notFound('goods.what.class');
}

const numberTaken = (goodsNo: string, holder: string) => ApiError.of(ErrCode.CONFLICT, 'goods.server.numberTaken', { no: goodsNo, name: holder });

/** Creates the item in one transaction with its log row; answers its id. */
async function createGoods(ctx: AuthedCtx, d: GoodsData): Promise<number> {
  const shopId = ctx.session.shop.shop_id;
  return ctx.write(async ({ db, audit }) => {
    await assertClassOfShop(db, shopId, d.class_id);
    const unitId = await unitOfSave(db, shopId, d.unit_id);
    let goodsNo = d.goods_no;
    if (!goodsNo) {
      // Numbered here: one numbering per shop at a time, or two would pick the same next number.
      await lockCatalogue(db, ctx.deps.dialect, shopId);
      goodsNo = await nextGoodsNo(db, shopId, (await goodsSettings(db, shopId)).goods_no_prefix);
    }
    const holder = await holderOfNumber(db, shopId, goodsNo);
    // A number the server chose, named by a save that committed after the choice: chosen again (createGoodsNumbered).
    if (holder !== undefined) throw d.goods_no ? numberTaken(goodsNo, holder) : new NumberChosenTaken();
    const row = await db
      .insertInto('goods')
      .values({ shop_id: shopId, ...goodsColumnsOf(d, goodsNo, unitId), state: d.state ?? GoodsState.onSale, created_at: ctx.now, updated_at: ctx.now })
      .returning('goods_id')
      .executeTakeFirstOrThrow();
    await audit(GOODS_MENU, 'goods.audit.fn.created', auditText('goods.audit.created', { no: goodsNo, name: d.goods_name, price: fenToYuan(d.list_price) }));
    return row.goods_id;
  });
}

/** The number the server chose for a new item was taken meanwhile by a save naming it. */
class NumberChosenTaken extends Error {}

/** Times a new item is numbered again when the number the server chose was taken meanwhile. */
const NUMBERING_ATTEMPTS = 3;

/**
 * Creates the item; one the server numbers is numbered again when a save naming that very number
 * committed between the choice and the insert (the unique index tells): the next choice sees it.
 */
async function createGoodsNumbered(ctx: AuthedCtx, d: GoodsData): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createGoods(ctx, d);
    } catch (e) {
      const raced = e instanceof NumberChosenTaken || isUniqueViolation(e);
      if (d.goods_no || !raced || attempt >= NUMBERING_ATTEMPTS) throw e instanceof NumberChosenTaken ? ApiError.of(ErrCode.BUSY, 'server.busy') : e;
    }
  }
}

/** Replaces item `goodsId` in one transaction with its log row (naming the prices when they changed). */
async function updateGoods(ctx: AuthedCtx, goodsId: number, d: GoodsData): Promise<void> {
  const shopId = ctx.session.shop.shop_id;
  await ctx.write(async ({ db, audit }) => {
    let q = db.selectFrom('goods').select(['goods_no', 'goods_name', 'list_price_fen', 'cost_price_fen', 'state']).where('shop_id', '=', shopId).where('goods_id', '=', goodsId);
    if (ctx.deps.dialect === 'postgres') q = q.forUpdate();
    const before = await q.executeTakeFirst();
    if (!before) throw notFound('goods.what.goods');
    await assertClassOfShop(db, shopId, d.class_id);
    const unitId = await unitOfSave(db, shopId, d.unit_id);
    // An edit without a number keeps the one it has.
    const goodsNo = d.goods_no || before.goods_no;
    const holder = await holderOfNumber(db, shopId, goodsNo, goodsId);
    if (holder !== undefined) throw numberTaken(goodsNo, holder);
    await db
      .updateTable('goods')
      .set({ ...goodsColumnsOf(d, goodsNo, unitId), state: d.state ?? before.state, updated_at: ctx.now })
      .where('shop_id', '=', shopId)
      .where('goods_id', '=', goodsId)
      .execute();
    const priced: AuditChange[] = [
      { field: 'goods.field.listPrice', before: fenToYuan(Number(before.list_price_fen)), after: fenToYuan(d.list_price) },
      { field: 'goods.field.costPrice', before: fenToYuan(Number(before.cost_price_fen)), after: fenToYuan(d.cost_price) },
    ];
    const changes = priced.filter((c) => c.before !== c.after);
    await audit(GOODS_MENU, 'goods.audit.fn.edited', auditText('goods.audit.edited', { no: goodsNo, name: d.goods_name }), { changes });
  });
}

export const saveGoods = route(SaveGoods, {
  access: { anyOf: ['SF2_ERP_GOODS_ADD', 'SF2_ERP_GOODS_EDIT'] },
  async handle(ctx) {
    const d = ctx.fields.data;
    ctx.requireRight(d.goods_id === undefined ? 'SF2_ERP_GOODS_ADD' : 'SF2_ERP_GOODS_EDIT');
    try {
      if (d.goods_id === undefined) return { goods_id: await createGoodsNumbered(ctx, d), err_msg: ctx.t('goods.created') };
      await updateGoods(ctx, d.goods_id, d);
      return { goods_id: d.goods_id, err_msg: ctx.t('goods.saved') };
    } catch (e) {
      // Two saves of one number at once: the unique index lets one in; the other is told who has it.
      if (!isUniqueViolation(e)) throw e;
      // A number the server chose, taken again and again meanwhile by saves naming it: nothing was saved, try again.
      if (!d.goods_no) throw ApiError.of(ErrCode.BUSY, 'server.busy');
      throw numberTaken(d.goods_no, (await holderOfNumber(ctx.db, ctx.session.shop.shop_id, d.goods_no)) ?? d.goods_no);
    }
  },
});

export const setGoodsState = route(SetGoodsState, {
  access: { anyOf: ['SF2_ERP_GOODS_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const { goods_id: goodsId, state } = ctx.fields;
    await ctx.write(async ({ db, audit }) => {
      // Guarded: only an item in the other state changes, so two toggles at once log one change.
      const changed = await db
        .updateTable('goods')
        .set({ state, updated_at: ctx.now })
        .where('shop_id', '=', shopId)
        .where('goods_id', '=', goodsId)
        .where('state', '=', 1 - state)
        .returning(['goods_no', 'goods_name'])
        .executeTakeFirst();
      if (!changed) {
        const exists = await db.selectFrom('goods').select('goods_id').where('shop_id', '=', shopId).where('goods_id', '=', goodsId).executeTakeFirst();
        throw exists ? badRequest('goods.server.stateUnchanged') : notFound('goods.what.goods');
      }
      await audit(GOODS_MENU, state === GoodsState.onSale ? 'goods.audit.fn.started' : 'goods.audit.fn.stopped', auditText(state === GoodsState.onSale ? 'goods.audit.started' : 'goods.audit.stopped', { no: changed.goods_no, name: changed.goods_name }));
    });
    return { err_msg: ctx.t(state === GoodsState.onSale ? 'goods.started' : 'goods.stopped') };
  },
});

export const delGoods = route(DelGoods, {
  access: { anyOf: ['SF2_ERP_GOODS_DELETE'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const goodsId = ctx.fields.goods_id;
    await ctx.write(async ({ db, audit }) => {
      // Locked first: a document or price line naming it meanwhile waits, then meets the key.
      let q = db.selectFrom('goods').select(['goods_no', 'goods_name']).where('shop_id', '=', shopId).where('goods_id', '=', goodsId);
      if (ctx.deps.dialect === 'postgres') q = q.forUpdate();
      const item = await q.executeTakeFirst();
      if (!item) throw notFound('goods.what.goods');
      const documents = await goodsInUse(db, shopId, goodsId);
      if (documents > 0) throw ApiError.of(ErrCode.CONFLICT, 'goods.server.inDocuments', { name: item.goods_name, count: documents });
      const lists = await priceListsNaming(db, shopId, { goods_id: goodsId });
      if (lists.length) throw ApiError.of(ErrCode.CONFLICT, 'goods.server.inPriceLists', { name: item.goods_name, count: lists.length, names: truncatedList(lists, NAMED_LISTS) }, { holders: lists });
      await db.deleteFrom('goods').where('shop_id', '=', shopId).where('goods_id', '=', goodsId).execute();
      await audit(GOODS_MENU, 'goods.audit.fn.deleted', auditText('goods.audit.deleted', { no: item.goods_no, name: item.goods_name }));
    });
    return { err_msg: ctx.t('goods.deleted') };
  },
});

export const getBaseConfig = route(GetBaseConfig, {
  access: { anyOf: ['SF2_ERP_GOODS_ADD'] },
  async handle(ctx) {
    return { data: await goodsSettings(ctx.db, ctx.session.shop.shop_id) };
  },
});

/** The settings' changes as the staff log shows them. */
function settingChanges(before: GoodsSettings, after: GoodsSettings, unitName: (id: number) => AuditValue): AuditChange[] {
  const onOff = (n: number) => auditText(n ? 'goods.settings.allowed' : 'goods.settings.refused');
  return [
    { field: 'goods.settings.prefix' as const, before: before.goods_no_prefix, after: after.goods_no_prefix },
    { field: 'goods.settings.defaultUnit' as const, before: unitName(before.default_unit_id), after: unitName(after.default_unit_id) },
    { field: 'goods.settings.negativeStock' as const, before: onOff(before.allow_negative_stock), after: onOff(after.allow_negative_stock) },
  ].filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

export const saveBaseConfig = route(SaveBaseConfig, {
  access: { anyOf: ['SF2_ERP_GOODS_ADD'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const after: GoodsSettings = { ...ctx.fields.data, allow_negative_stock: ctx.fields.data.allow_negative_stock === 1 ? 1 : 0 };
    await ctx.write(async ({ db, audit }) => {
      // Locked (PostgreSQL), so two saves at once log each other's before correctly.
      if (ctx.deps.dialect === 'postgres') await db.selectFrom('goods_settings').select('shop_id').where('shop_id', '=', shopId).forUpdate().execute();
      const before = await goodsSettings(db, shopId);
      const units = await db.selectFrom('units').select(['unit_id', 'unit_name']).where('shop_id', '=', shopId).execute();
      if (after.default_unit_id && !units.some((u) => u.unit_id === after.default_unit_id)) throw notFound('goods.what.unit');
      const changes = settingChanges(before, after, (id) => units.find((u) => u.unit_id === id)?.unit_name ?? auditText('goods.settings.none'));
      if (!changes.length) return;
      const values = { goods_no_prefix: after.goods_no_prefix, default_unit_id: after.default_unit_id || null, allow_negative_stock: after.allow_negative_stock, updated_at: ctx.now };
      // The row is written on the first save; an upsert, so two first saves at once do not collide.
      await db
        .insertInto('goods_settings')
        .values({ shop_id: shopId, ...values })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet(values))
        .execute();
      await audit(SETTINGS_MENU, 'goods.audit.fn.settings', auditText('goods.audit.settings', { fields: changes.map((c) => auditText(c.field)) }), { changes });
    });
    return { data: after, err_msg: ctx.t('common.saved') };
  },
});

export const goodsRoutes = [getErpGoods, getErpGoodsParam, saveGoods, setGoodsState, delGoods, getBaseConfig, saveBaseConfig];
