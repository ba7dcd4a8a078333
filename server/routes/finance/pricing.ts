/**
 * Price lists of the session's shop (issue 28 "Price lists"; REQUIREMENTS API-CRM-11; SPEC.md
 * section 2: /pricing/config has its own right, SF_PRICING_CONFIG; changes need SF_PRICING_EDIT,
 * an important right since they change what customers pay).
 *
 * Decisions where the spec is silent:
 * - A save sends the whole list (name, lines, levels and dealers) and replaces what it had, in one
 *   transaction with its log row; list names are unique in the shop.
 * - A line prices a goods item or a class, once each per list; every goods item and class named must
 *   be the shop's (else "not found" with the ids).
 * - A level or dealer has at most one list: giving it one that another list has is refused naming
 *   that list (moving it is an explicit edit of both). Levels and dealers are stored as the CRM's
 *   plain ids: the CRM tables are another feature's, and the order issue reads them together.
 * - Deleting a list deletes its lines and assignments with it.
 */
import { ErrCode } from '../../../src/common/api';
import { AjaxPricingList, DelPricing, SavePricing, type PriceListData } from '../../../src/common/pricing';
import type { Tx } from '../../db/schema';
import { PRICING_MENU } from '../../goods/catalogue';
import { PRICE_TARGET, priceLists } from '../../goods/priceLists';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';
import { nameTaken, withNameGuard } from '../../http/uniqueNames';
import { auditText } from '../../logs/auditText';

export const ajaxPricingList = route(AjaxPricingList, {
  access: { anyOf: ['SF_PRICING_CONFIG', 'SF_PRICING_EDIT'] },
  async handle(ctx) {
    return { data: await priceLists(ctx.db, ctx.session.shop.shop_id) };
  },
});

/** Refuses ids named twice, and ids that are not the shop's rows of `table`. */
async function assertOwnIds(db: Tx, shopId: number, table: 'goods' | 'goods_classes', ids: readonly number[]): Promise<void> {
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined) throw badRequest('pricing.server.duplicateLine', { id: dup });
  if (!ids.length) return;
  const found = new Set<number>();
  // In chunks: a list may name thousands, and a statement takes a bounded number of parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows =
      table === 'goods'
        ? await db.selectFrom('goods').select('goods_id as id').where('shop_id', '=', shopId).where('goods_id', 'in', chunk).execute()
        : await db.selectFrom('goods_classes').select('class_id as id').where('shop_id', '=', shopId).where('class_id', 'in', chunk).execute();
    for (const r of rows) found.add(r.id);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(table === 'goods' ? 'goods.what.goods' : 'goods.what.class', missing.slice(0, 10));
}

/** Refuses levels or dealers that another list of the shop is given to, naming that list. */
async function assertTargetsFree(db: Tx, shopId: number, listId: number, type: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const taken = await db
    .selectFrom('price_assignments')
    .innerJoin('price_lists', (j) => j.onRef('price_lists.shop_id', '=', 'price_assignments.shop_id').onRef('price_lists.pricelist_id', '=', 'price_assignments.pricelist_id'))
    .select(['price_assignments.target_id', 'price_lists.name'])
    .where('price_assignments.shop_id', '=', shopId)
    .where('price_assignments.target_type', '=', type)
    .where('price_assignments.target_id', 'in', [...new Set(ids)])
    .where('price_assignments.pricelist_id', '<>', listId)
    .executeTakeFirst();
  if (taken) throw ApiError.of(ErrCode.CONFLICT, type === PRICE_TARGET.level ? 'pricing.server.levelTaken' : 'pricing.server.dealerTaken', { id: taken.target_id, name: taken.name });
}

/** The list row: a new one inserted, an existing one locked and renamed. */
async function listRow(ctx: AuthedCtx, db: Tx, d: PriceListData): Promise<{ id: number; created: boolean }> {
  const shopId = ctx.session.shop.shop_id;
  let same = db.selectFrom('price_lists').select('pricelist_id').where('shop_id', '=', shopId).where('name', '=', d.name);
  if (d.pricelist_id !== undefined) same = same.where('pricelist_id', '<>', d.pricelist_id);
  if (await same.executeTakeFirst()) throw nameTaken(d.name);
  if (d.pricelist_id === undefined) {
    const row = await db.insertInto('price_lists').values({ shop_id: shopId, name: d.name, created_at: ctx.now, updated_at: ctx.now }).returning('pricelist_id').executeTakeFirstOrThrow();
    return { id: row.pricelist_id, created: true };
  }
  const updated = await db.updateTable('price_lists').set({ name: d.name, updated_at: ctx.now }).where('shop_id', '=', shopId).where('pricelist_id', '=', d.pricelist_id).returning('pricelist_id').executeTakeFirst();
  if (!updated) throw notFound('pricing.what.list');
  return { id: d.pricelist_id, created: false };
}

export const savePricing = route(SavePricing, {
  access: { anyOf: ['SF_PRICING_EDIT'] },
  // A list of a few thousand lines is a few hundred KiB of JSON.
  bodyLimit: 1024 * 1024,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const d = ctx.fields.data;
    const goodsIds = d.lines.flatMap((l) => (l.goods_id === undefined ? [] : [l.goods_id]));
    const classIds = d.lines.flatMap((l) => (l.class_id === undefined ? [] : [l.class_id]));
    const id = await withNameGuard(d.name, () =>
      ctx.write(async ({ db, audit }) => {
        const list = await listRow(ctx, db, d);
        await assertOwnIds(db, shopId, 'goods', goodsIds);
        await assertOwnIds(db, shopId, 'goods_classes', classIds);
        await assertTargetsFree(db, shopId, list.id, PRICE_TARGET.level, d.level_ids);
        await assertTargetsFree(db, shopId, list.id, PRICE_TARGET.dealer, d.crm_ids);
        await db.deleteFrom('price_lines').where('shop_id', '=', shopId).where('pricelist_id', '=', list.id).execute();
        await db.deleteFrom('price_assignments').where('shop_id', '=', shopId).where('pricelist_id', '=', list.id).execute();
        const lines = d.lines.map((l) => ({ shop_id: shopId, pricelist_id: list.id, goods_id: l.goods_id ?? null, class_id: l.class_id ?? null, unit_price_fen: l.unit_price }));
        for (let i = 0; i < lines.length; i += 500) await db.insertInto('price_lines').values(lines.slice(i, i + 500)).execute();
        const targets = [
          ...[...new Set(d.level_ids)].map((t) => ({ shop_id: shopId, target_type: PRICE_TARGET.level, target_id: t, pricelist_id: list.id })),
          ...[...new Set(d.crm_ids)].map((t) => ({ shop_id: shopId, target_type: PRICE_TARGET.dealer, target_id: t, pricelist_id: list.id })),
        ];
        for (let i = 0; i < targets.length; i += 500) await db.insertInto('price_assignments').values(targets.slice(i, i + 500)).execute();
        const values = { name: d.name, lines: lines.length, levels: d.level_ids.length, dealers: d.crm_ids.length };
        await audit(PRICING_MENU, list.created ? 'pricing.audit.fn.created' : 'pricing.audit.fn.saved', auditText(list.created ? 'pricing.audit.created' : 'pricing.audit.saved', values));
        return list.id;
      }),
    );
    return { pricelist_id: id, err_msg: ctx.t('common.saved') };
  },
});

export const delPricing = route(DelPricing, {
  access: { anyOf: ['SF_PRICING_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const listId = ctx.fields.pricelist_id;
    await ctx.write(async ({ db, audit }) => {
      let q = db.selectFrom('price_lists').select('name').where('shop_id', '=', shopId).where('pricelist_id', '=', listId);
      if (ctx.deps.dialect === 'postgres') q = q.forUpdate();
      const list = await q.executeTakeFirst();
      if (!list) throw notFound('pricing.what.list');
      await db.deleteFrom('price_lines').where('shop_id', '=', shopId).where('pricelist_id', '=', listId).execute();
      await db.deleteFrom('price_assignments').where('shop_id', '=', shopId).where('pricelist_id', '=', listId).execute();
      await db.deleteFrom('price_lists').where('shop_id', '=', shopId).where('pricelist_id', '=', listId).execute();
      await audit(PRICING_MENU, 'pricing.audit.fn.deleted', auditText('pricing.audit.deleted', { name: list.name }));
    });
    return { err_msg: ctx.t('pricing.deleted') };
  },
});

export const pricingRoutes = [ajaxPricingList, savePricing, delPricing];
