/**
 * The goods class tree of the session's shop (issue 28; REQUIREMENTS API-GOODS-09; SPEC.md section 2:
 * /goods/class needs SF_DEPOTS_GOOD_CLASS_QUERY).
 *
 * Decisions where the spec is silent:
 * - Class names are unique in the shop (not only among siblings), so an import or a person can name
 *   a class by its name alone; created through the named-set kit like every such name.
 * - The tree is at most MAX_CLASS_DEPTH levels (板材 → 颗粒板 → 18mm); a move may not put a class
 *   under itself or under one of its own children, nor make the tree deeper than that. Moves of one
 *   shop run one at a time (PostgreSQL advisory lock), so two crossing moves cannot make a cycle.
 * - A class is not deleted while it has children or goods, or a price list prices it: the refusal
 *   counts each; move them first (price lists are changed under their own right).
 * - The goods list filters and the goods form read the tree too, so SF2_ERP_GOODS_LIST reads it.
 */
import { ErrCode } from '../../../src/common/api';
import { AddGoodsClass, classNameRule, DelGoodsClass, EditGoodsClass, GetGoodsClass, MAX_CLASS_DEPTH } from '../../../src/common/goods';
import { truncatedList } from '../../../src/common/messages/format';
import type { Tx } from '../../db/schema';
import { CLASS_MENU, classRows, classTree, depthOf, heightOf, lockCatalogue, priceListsNaming, withDescendants, type ClassRow } from '../../goods/catalogue';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { nameTaken, withNameGuard } from '../../http/uniqueNames';
import { route, type AuthedCtx } from '../../http/route';
import { namedSetKit, ruledName } from '../../kits/namedSet';
import { auditText, type AuditText } from '../../logs/auditText';

const EDIT = { anyOf: ['SF_DEPOTS_GOOD_CLASS_EDIT'] } as const;

/** The parent a class is put under: 0 is the top; another class must be the shop's, with room below it. */
function checkedParent(rows: readonly ClassRow[], parentId: number, subtreeHeight: number): ClassRow | null {
  if (!parentId) return null;
  const parent = rows.find((r) => r.class_id === parentId);
  if (!parent) throw notFound('goods.what.class');
  if (depthOf(rows, parentId) + subtreeHeight > MAX_CLASS_DEPTH) throw badRequest('goods.server.classTooDeep', { max: MAX_CLASS_DEPTH });
  return parent;
}

/** The named-set kit for a creation under `parentId` with `sort`. */
function classKit(parentId: number, sort: number) {
  return namedSetKit({
    table: 'goods_classes',
    id: 'class_id',
    name: 'class_name',
    what: 'goods.what.class',
    async insert(db, ctx, name) {
      const shopId = ctx.session.shop.shop_id;
      // The parent is checked under the lock a move takes, so it cannot move deeper meanwhile.
      await lockCatalogue(db, ctx.deps.dialect, shopId);
      const parent = checkedParent(await classRows(db, shopId), parentId, 1);
      const row = await db
        .insertInto('goods_classes')
        .values({ shop_id: shopId, class_name: name, parent_id: parent?.class_id ?? null, sort, created_at: ctx.now })
        .returning('class_id')
        .executeTakeFirstOrThrow();
      return row.class_id;
    },
    // Deletion has its own route (it counts children, goods and price lists); the kit only creates here.
    usedBy: async () => [],
    inUse: 'goods.server.classInUse',
    audit: {
      menu: CLASS_MENU,
      created: { fn: 'goods.audit.fn.classCreated', text: (name) => auditText('goods.audit.classCreated', { name }) },
      renamed: { fn: 'goods.audit.fn.classEdited', text: (old, name) => auditText('goods.audit.classRenamed', { old, name }) },
      deleted: { fn: 'goods.audit.fn.classDeleted', text: (name) => auditText('goods.audit.classDeleted', { name }) },
    },
  });
}

export const getGoodsClass = route(GetGoodsClass, {
  access: { anyOf: ['SF_DEPOTS_GOOD_CLASS_QUERY', 'SF2_ERP_GOODS_LIST'] },
  async handle(ctx) {
    return { data: await classTree(ctx.db, ctx.session.shop.shop_id) };
  },
});

export const addGoodsClass = route(AddGoodsClass, {
  access: EDIT,
  async handle(ctx) {
    const name = ruledName(ctx.fields.class_name, classNameRule);
    const classId = await classKit(ctx.fields.parent_id ?? 0, ctx.fields.sort ?? 0).create(ctx, name);
    return { class_id: classId, err_msg: ctx.t('goods.classCreated') };
  },
});

/** The class, locked for the transaction (PostgreSQL; SQLite's writer runs alone). */
async function lockedClass(ctx: AuthedCtx, db: Tx, classId: number): Promise<ClassRow> {
  let q = db.selectFrom('goods_classes').select(['class_id', 'class_name', 'parent_id', 'sort']).where('shop_id', '=', ctx.session.shop.shop_id).where('class_id', '=', classId);
  if (ctx.deps.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('goods.what.class');
  return row;
}

/** The new parent of a move, refused when it would make a cycle or too deep a tree. */
function moveTarget(rows: readonly ClassRow[], member: ClassRow, parentId: number): number | null {
  if (parentId && withDescendants(rows, member.class_id).includes(parentId)) throw badRequest('goods.server.classCycle');
  return checkedParent(rows, parentId, heightOf(rows, member.class_id))?.class_id ?? null;
}

export const editGoodsClass = route(EditGoodsClass, {
  access: EDIT,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const { class_id: classId, parent_id: parentId, sort } = ctx.fields;
    const name = ctx.fields.class_name === undefined ? undefined : ruledName(ctx.fields.class_name, classNameRule);
    await withNameGuard(name ?? '', () =>
      ctx.write(async ({ db, audit }) => {
        await lockCatalogue(db, ctx.deps.dialect, shopId);
        const member = await lockedClass(ctx, db, classId);
        const rows = await classRows(db, shopId);
        const set: { class_name?: string; parent_id?: number | null; sort?: number } = {};
        const said: AuditText[] = [];
        if (name !== undefined && name !== member.class_name) {
          if (rows.some((r) => r.class_name === name && r.class_id !== classId)) throw nameTaken(name);
          set.class_name = name;
          said.push(auditText('goods.audit.classRenamed', { old: member.class_name, name }));
        }
        if (parentId !== undefined && parentId !== (member.parent_id ?? 0)) {
          set.parent_id = moveTarget(rows, member, parentId);
          const parentName = rows.find((r) => r.class_id === set.parent_id)?.class_name;
          said.push(auditText('goods.audit.classMoved', { name: name ?? member.class_name, parent: parentName ?? auditText('goods.classTop') }));
        }
        if (sort !== undefined && sort !== member.sort) set.sort = sort;
        if (!Object.keys(set).length) throw badRequest('goods.server.classUnchanged');
        await db.updateTable('goods_classes').set(set).where('shop_id', '=', shopId).where('class_id', '=', classId).execute();
        if (!said.length) said.push(auditText('goods.audit.classSorted', { name: member.class_name, sort: set.sort ?? member.sort }));
        await audit(CLASS_MENU, 'goods.audit.fn.classEdited', said.length === 1 ? said[0] : auditText('goods.audit.classEditedMany', { what: said }));
      }),
    );
    return { err_msg: ctx.t('goods.classSaved') };
  },
});

/** How many price lists a refused delete names. */
const NAMED = 5;

export const delGoodsClass = route(DelGoodsClass, {
  access: EDIT,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const classId = ctx.fields.class_id;
    await ctx.write(async ({ db, audit }) => {
      // Locked first: goods put in it or a child created under it meanwhile wait, then meet the key.
      await lockCatalogue(db, ctx.deps.dialect, shopId);
      const member = await lockedClass(ctx, db, classId);
      const children = await db.selectFrom('goods_classes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('shop_id', '=', shopId).where('parent_id', '=', classId).executeTakeFirstOrThrow();
      const goods = await db.selectFrom('goods').select((eb) => eb.fn.countAll<number | string>().as('n')).where('shop_id', '=', shopId).where('class_id', '=', classId).executeTakeFirstOrThrow();
      const [childCount, goodsCount] = [Number(children.n), Number(goods.n)];
      if (childCount || goodsCount) throw ApiError.of(ErrCode.CONFLICT, 'goods.server.classInUse', { name: member.class_name, children: childCount, goods: goodsCount });
      const lists = await priceListsNaming(db, shopId, { class_id: classId });
      if (lists.length) throw ApiError.of(ErrCode.CONFLICT, 'goods.server.classInPriceLists', { name: member.class_name, count: lists.length, names: truncatedList(lists, NAMED) }, { holders: lists });
      await db.deleteFrom('goods_classes').where('shop_id', '=', shopId).where('class_id', '=', classId).execute();
      await audit(CLASS_MENU, 'goods.audit.fn.classDeleted', auditText('goods.audit.classDeleted', { name: member.class_name }));
    });
    return { err_msg: ctx.t('goods.classDeleted') };
  },
});

export const goodsClassRoutes = [getGoodsClass, addGoodsClass, editGoodsClass, delGoodsClass];
