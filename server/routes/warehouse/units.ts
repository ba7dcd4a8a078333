/**
 * Units of measure of the session's shop (issue 28; REQUIREMENTS API-GOODS-03, 08; SPEC.md section 2:
 * /goods/unit needs SF_DEPOT_UNIT_QUERY). A named set (server/kits/namedSet.ts): names unique in the
 * shop, a unit that goods are sold in is not deleted (the refusal says how many and names them).
 *
 * Decisions where the spec is silent:
 * - The goods list and form read the units too, so SF2_ERP_GOODS_LIST reads them as well.
 * - Deleting the unit the goods settings name as the default clears that default (in the same
 *   transaction): the setting is a convenience of the goods form, not a use of the unit.
 */
import { AddUnit, AjaxGetUnit, DelUnit, EditUnit, GetUnitByUnitID, unitNameRule } from '../../../src/common/goods';
import { UNIT_MENU, unitList } from '../../goods/catalogue';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { namedSetKit, ruledName } from '../../kits/namedSet';
import { auditText } from '../../logs/auditText';

const READ = { anyOf: ['SF_DEPOT_UNIT_QUERY', 'SF2_ERP_GOODS_LIST'] } as const;
const EDIT = { anyOf: ['SF_DEPOT_UNIT_EDIT'] } as const;

const units = namedSetKit({
  table: 'units',
  id: 'unit_id',
  name: 'unit_name',
  what: 'goods.what.unit',
  async insert(db, ctx, name) {
    const row = await db.insertInto('units').values({ shop_id: ctx.session.shop.shop_id, unit_name: name, created_at: ctx.now }).returning('unit_id').executeTakeFirstOrThrow();
    return row.unit_id;
  },
  async usedBy(db, shopId, unitId) {
    const goods = await db.selectFrom('goods').select('goods_name').where('shop_id', '=', shopId).where('unit_id', '=', unitId).orderBy('goods_id').execute();
    return goods.map((g) => g.goods_name);
  },
  inUse: 'goods.server.unitInUse',
  async deleteOwned(db, shopId, unitId) {
    await db.updateTable('goods_settings').set({ default_unit_id: null }).where('shop_id', '=', shopId).where('default_unit_id', '=', unitId).execute();
  },
  audit: {
    menu: UNIT_MENU,
    created: { fn: 'goods.audit.fn.unitCreated', text: (name) => auditText('goods.audit.unitCreated', { name }) },
    renamed: { fn: 'goods.audit.fn.unitRenamed', text: (old, name) => auditText('goods.audit.unitRenamed', { old, name }) },
    deleted: { fn: 'goods.audit.fn.unitDeleted', text: (name) => auditText('goods.audit.unitDeleted', { name }) },
  },
});

export const ajaxGetUnit = route(AjaxGetUnit, {
  access: READ,
  async handle(ctx) {
    return { data: await unitList(ctx.db, ctx.session.shop.shop_id) };
  },
});

export const getUnitByUnitID = route(GetUnitByUnitID, {
  access: READ,
  async handle(ctx) {
    const [unit] = await unitList(ctx.db, ctx.session.shop.shop_id, ctx.fields.unit_id);
    if (!unit) throw notFound('goods.what.unit');
    return { data: unit };
  },
});

export const addUnit = route(AddUnit, {
  access: EDIT,
  async handle(ctx) {
    const unitId = await units.create(ctx, ruledName(ctx.fields.unit_name, unitNameRule));
    return { unit_id: unitId, err_msg: ctx.t('goods.unitCreated') };
  },
});

export const editUnit = route(EditUnit, {
  access: EDIT,
  async handle(ctx) {
    await units.rename(ctx, ctx.fields.unit_id, ruledName(ctx.fields.unit_name, unitNameRule));
    return { err_msg: ctx.t('goods.unitRenamed') };
  },
});

export const delUnit = route(DelUnit, {
  access: EDIT,
  async handle(ctx) {
    await units.remove(ctx, ctx.fields.unit_id);
    return { err_msg: ctx.t('goods.unitDeleted') };
  },
});

export const unitRoutes = [ajaxGetUnit, getUnitByUnitID, addUnit, editUnit, delUnit];
