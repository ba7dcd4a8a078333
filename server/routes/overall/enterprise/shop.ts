/**
 * Shop settings (src/common/shop.ts; SPEC.md "Shop settings" and section 7 "Shop"). Reading needs
 * SF_BASE_CONFIG_QUERY (or EDIT), changing and uploading SF_BASE_CONFIG_EDIT; every query is the
 * session's shop's.
 *
 * Decisions where the spec is silent:
 * - Roles and services are applied for: a newly chosen one waits for review (check 0); one the
 *   platform approved (1) is held and cannot be dropped, by the form or by a direct call.
 * - The logo and pictures must be images this shop uploaded (their paths name its own files); a
 *   picture the save no longer lists is deleted by the daily sweep once nothing names it.
 * - A classification the chosen roles do not show is cleared, so hidden choices never linger.
 * - Names of roles, services and classes are the platform's catalogue, answered in the reader's language.
 */
import type { Updateable } from 'kysely';
import {
  CHECK_APPROVED,
  CHECK_PENDING,
  INDUSTRY_TREE,
  leavesOf,
  MAX_SHOP_PICS,
  ROLE_NAME,
  SERVICE_NAME,
  SERVICE_TYPES,
  SHOP_ROLES,
  ShopAjaxInfo,
  ShopGetIndustryClass,
  ShopGetSupplyClass,
  ShopShopPic,
  ShopShopSet,
  showsIndustry,
  showsSupply,
  SUPPLY_TREE,
  validateShopSettings,
  type ChosenClasses,
  type ClassNode,
  type ReviewCheck,
  type ShopSetFields,
  type ShopSettings,
} from '../../../../src/common/shop';
import type { HandlerFields } from '../../../../src/common/contract';
import { SHOP_IMAGE } from '../../../../src/common/uploads';
import type { ServerMessageId } from '../../../../src/common/messages/zh-CN';
import type { Executor, ShopProfileColumns, ShopsTable, SqlDialect } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { route, type AuthedCtx } from '../../../http/route';
import { auditText } from '../../../logs/auditText';
import type { AuditChange } from '../../../logs/staffLogTexts';
import { assertOwnImages, receiveImage, saveImage, uploadBodyLimit } from '../../../uploads';
import { regionPath } from '../../../data/regions';

const MENU = 'route.shops.setting' satisfies ServerMessageId;
// SPEC.md section 6: SF_BASE_CONFIG_QUERY views, SF_BASE_CONFIG_EDIT edits; the page itself needs QUERY (ROUTE-14, ROUTE-15).
const QUERY = { anyOf: ['SF_BASE_CONFIG_QUERY'] } as const;
const EDIT = { anyOf: ['SF_BASE_CONFIG_EDIT'] } as const;

const INDUSTRY_LEAVES = leavesOf(INDUSTRY_TREE);
const SUPPLY_LEAVES = leavesOf(SUPPLY_TREE);

const checkText = (state: number | undefined): ReviewCheck => (state === undefined ? '' : (String(state) as ReviewCheck));

function parseIds(text: string): number[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

function chosen(ctx: AuthedCtx, ids: readonly number[], leaves: ReturnType<typeof leavesOf>): ChosenClasses {
  const out: ChosenClasses = {};
  for (const id of ids) {
    const leaf = leaves.get(id);
    if (leaf) out[String(id)] = { class_name: ctx.t(leaf.name), title: `${ctx.t(leaf.parent)}/${ctx.t(leaf.name)}` };
  }
  return out;
}

type Review = { check_state: number; comments: string };

async function reviews(db: Executor, shopId: number): Promise<{ roles: Map<number, Review>; services: Map<number, Review> }> {
  const [roles, services] = await Promise.all([
    db.selectFrom('shop_roles').select(['role_id', 'check_state', 'comments']).where('shop_id', '=', shopId).execute(),
    db.selectFrom('shop_services').select(['service_type_id', 'check_state', 'comments']).where('shop_id', '=', shopId).execute(),
  ]);
  return { roles: new Map(roles.map((r) => [r.role_id, r])), services: new Map(services.map((s) => [s.service_type_id, s])) };
}

/**
 * The shop's row. `lockFor`: inside a save, the row stays locked until the save ends (PostgreSQL;
 * SQLite's writer runs alone), so two saves at once each read what the other wrote.
 */
async function shopRow(db: Executor, shopId: number, lockFor?: SqlDialect) {
  let query = db.selectFrom('shops').selectAll().where('shop_id', '=', shopId);
  if (lockFor === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('shop.what.shop');
  return row;
}

export const ajaxInfo = route(ShopAjaxInfo, {
  access: QUERY,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const [row, review] = await Promise.all([shopRow(ctx.db, shopId), reviews(ctx.db, shopId)]);
    const data: ShopSettings = {
      shop_name: row.shop_name,
      company_name: row.company_name,
      tax_no: row.tax_no,
      shop_desc: row.shop_desc,
      shop_logo: row.shop_logo,
      shop_pics: parsePaths(row.shop_pics),
      shop_address: row.shop_address,
      service_province: row.service_province,
      service_city: row.service_city,
      service_region: row.service_region,
      industry_class: chosen(ctx, parseIds(row.industry_class), INDUSTRY_LEAVES),
      supply_class: chosen(ctx, parseIds(row.supply_class), SUPPLY_LEAVES),
      user_roles: SHOP_ROLES.filter((id) => review.roles.has(id)),
      user_services: SERVICE_TYPES.filter((id) => review.services.has(id)),
    };
    return {
      data,
      user_role: SHOP_ROLES.map((id) => ({ role_id: id, role_ch_name: ctx.t(ROLE_NAME[id]), check: checkText(review.roles.get(id)?.check_state), comments: review.roles.get(id)?.comments ?? '' })),
      service_type: SERVICE_TYPES.map((id) => ({
        service_type_id: id,
        service_type_ch_name: ctx.t(SERVICE_NAME[id]),
        check: checkText(review.services.get(id)?.check_state),
        comments: review.services.get(id)?.comments ?? '',
      })),
    };
  },
});

const classTree = (ctx: AuthedCtx, tree: readonly ClassNode[]) =>
  tree.map((p) => ({ class_id: p.id, class_name: ctx.t(p.name), under: p.under.map((c) => ({ class_id: c.id, class_name: ctx.t(c.name) })) }));

export const getIndustryClass = route(ShopGetIndustryClass, {
  access: QUERY,
  async handle(ctx) {
    return { data: classTree(ctx, INDUSTRY_TREE).map(({ under, ...p }) => ({ ...p, child: under })) };
  },
});

export const getSupplyClass = route(ShopGetSupplyClass, {
  access: QUERY,
  async handle(ctx) {
    return { data: classTree(ctx, SUPPLY_TREE).map(({ under, ...p }) => ({ ...p, children: under })) };
  },
});

/** [API-SHOP-05] Stores one image of the shop (logo or picture); the settings' save then refers to it. */
export const shopPic = route(ShopShopPic, {
  access: EDIT,
  bodyLimit: uploadBodyLimit(SHOP_IMAGE),
  async handle(ctx) {
    // Decoded before the write, which holds the database's lock only to store it.
    const image = await receiveImage(ctx, 'file', SHOP_IMAGE);
    // No staff-log row: the image belongs to nothing until the settings that use it are saved (and logged).
    const { path } = await ctx.write(({ db }) => saveImage(ctx, db, image, SHOP_IMAGE));
    return { img: path };
  },
});

function parsePaths(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The fields of a save (read as the contract declares them), checked by the shared rules. */
function checkedSettings(sent: HandlerFields<typeof ShopShopSet.fields>): ShopSetFields {
  const fields: ShopSetFields = {
    shop_name: sent.shop_name ?? '',
    company_name: sent.company_name ?? '',
    tax_no: sent.tax_no ?? '',
    shop_desc: sent.shop_desc ?? '',
    shop_logo: sent.shop_logo ?? '',
    shop_pics: sent.shop_pics,
    shop_address: sent.shop_address ?? '',
    service_province: sent.service_province ?? '',
    service_city: sent.service_city ?? '',
    service_region: sent.service_region ?? '',
    industry_class: sent.industry_class,
    supply_class: sent.supply_class,
    user_roles: sent.user_roles,
    user_services: sent.user_services,
  };
  const invalid = validateShopSettings(fields);
  if (invalid) throw badRequest(invalid.id, invalid.values);
  if (!regionPath(fields.service_province, fields.service_city, fields.service_region)) throw badRequest('shop.rule.regionRequired');
  if (fields.user_roles.some((id) => !(SHOP_ROLES as readonly number[]).includes(id))) throw badRequest('shop.server.unknownRole');
  if (fields.user_services.some((id) => !(SERVICE_TYPES as readonly number[]).includes(id))) throw badRequest('shop.server.unknownService');
  return fields;
}

/**
 * Applies the chosen ids to a review table: new ones wait for review, dropped ones go, except an
 * approved one, which the shop holds. Answers the ids before and after.
 */
async function applyChoices(db: Executor, dialect: SqlDialect, shopId: number, now: number, table: 'shop_roles' | 'shop_services', ids: readonly number[], locked: ServerMessageId) {
  const column = table === 'shop_roles' ? 'role_id' : 'service_type_id';
  // Locked until the save ends (PostgreSQL), so an approval by the platform cannot slip in between
  // this check and the delete.
  let query = db.selectFrom(table).select([column, 'check_state']).where('shop_id', '=', shopId);
  if (dialect === 'postgres') query = query.forUpdate();
  const rows = await query.execute();
  const before = rows.map((r) => Number((r as Record<string, number>)[column]));
  if (rows.some((r) => r.check_state === CHECK_APPROVED && !ids.includes(Number((r as Record<string, number>)[column])))) throw badRequest(locked);
  const dropped = before.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !before.includes(id));
  if (dropped.length) await db.deleteFrom(table).where('shop_id', '=', shopId).where(column, 'in', dropped).execute();
  if (added.length) {
    await db
      .insertInto(table)
      .values(added.map((id) => ({ shop_id: shopId, [column]: id, check_state: CHECK_PENDING, comments: '', updated_at: now }) as never))
      .execute();
  }
  return { before, after: [...ids] };
}

const PLAIN_FIELDS = ['shop_name', 'company_name', 'tax_no', 'shop_desc', 'shop_logo', 'shop_address', 'service_province', 'service_city', 'service_region'] as const;

/** The fields a save changes, before and after, for the staff log. */
function changesOf(row: Readonly<Record<string, unknown>>, set: Updateable<ShopsTable & ShopProfileColumns>): AuditChange[] {
  return Object.entries(set)
    .filter(([key, after]) => row[key] !== after)
    .map(([key, after]) => ({ field: `shop.field.${key}` as ServerMessageId, before: String(row[key] ?? ''), after: String(after ?? '') }));
}

export const shopSet = route(ShopShopSet, {
  access: EDIT,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const f = checkedSettings(ctx.fields);
    const shopInfo = await ctx.write(async ({ db, audit }) => {
      const row = await shopRow(db, shopId, ctx.deps.dialect);
      await assertOwnImages(db, shopId, [f.shop_logo, ...f.shop_pics], ctx.deps.dialect);
      const roles = await applyChoices(db, ctx.deps.dialect, shopId, ctx.now, 'shop_roles', f.user_roles, 'shop.server.roleLocked');
      const services = await applyChoices(db, ctx.deps.dialect, shopId, ctx.now, 'shop_services', f.user_services, 'shop.server.serviceLocked');
      const set: Updateable<ShopsTable & ShopProfileColumns> = Object.fromEntries(PLAIN_FIELDS.map((k) => [k, f[k]]));
      set.shop_pics = JSON.stringify(f.shop_pics.slice(0, MAX_SHOP_PICS));
      set.industry_class = JSON.stringify(showsIndustry(f.user_roles) ? f.industry_class : []);
      set.supply_class = JSON.stringify(showsSupply(f.user_roles) ? f.supply_class : []);
      const changes = changesOf(row, set);
      for (const [name, r] of [['shop.field.user_roles', roles], ['shop.field.user_services', services]] as const) {
        if (r.before.slice().sort().join() !== r.after.slice().sort().join()) changes.push({ field: name, before: r.before.join(','), after: r.after.join(',') });
      }
      // Saving what is already stored writes nothing and logs nothing.
      if (!changes.length) return { shop_name: row.shop_name, shop_logo: row.shop_logo };
      await db.updateTable('shops').set(set).where('shop_id', '=', shopId).execute();
      // Images the shop no longer shows are left to the daily sweep (server/fileSweep.ts): another
      // form of the shop may name the same image.
      await audit(MENU, 'shop.audit.fn', auditText('shop.audit.saved', { fields: changes.map((c) => auditText(c.field)) }), { changes });
      return { shop_name: f.shop_name, shop_logo: f.shop_logo };
    });
    return { shopInfo, err_msg: ctx.t('shop.saved') };
  },
});

export const shopRoutes = [ajaxInfo, getIndustryClass, getSupplyClass, shopPic, shopSet];
