/**
 * System configuration (src/common/shopConfig.ts; SPEC.md "System configuration"): the shop's
 * props and the names its templates may insert. Reading needs SF_BASE_CONFIG_QUERY, changing
 * SF_BASE_CONFIG_EDIT (DESIGN.md "Decisions"); every query is the session's shop's.
 *
 * Decisions where the spec is silent:
 * - /shop-setProps stores exactly the object it is sent (the spec's "whole shop_props"); it is
 *   checked by schema first, unknown keys refused (see shopPropsSchema).
 * - A save that changes nothing writes nothing and no log row, and still answers the props.
 * - The change is written to the staff log with each changed prop's before and after, in the
 *   transaction of the change.
 */
import type { ServerMessageId } from '../../../../src/common/messages/zh-CN';
import {
  GetPackFieldConfig,
  GoodsNameConfigMerge,
  GOODS_NAME_FIELDS,
  PACK_BLOCK_FIELDS,
  PACK_PART_FIELDS,
  readShopProps,
  REMIND_WINDOWS,
  SHOP_PROP_KEYS,
  ShopGetProps,
  ShopSetProps,
  type CatalogueField,
  type ShopProps,
} from '../../../../src/common/shopConfig';
import type { Executor, SqlDialect } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { route, type AuthedCtx } from '../../../http/route';
import { auditText, type AuditValue } from '../../../logs/auditText';
import type { AuditChange } from '../../../logs/staffLogTexts';
import { parseJsonObject } from '../../../db/jsonColumns';

/** The staff log's menu (系统配置). */
const MENU = 'route.shops.systemConfig' satisfies ServerMessageId;
// SPEC.md section 6: SF_BASE_CONFIG_QUERY views, SF_BASE_CONFIG_EDIT edits; the page itself needs QUERY (ROUTE-14, ROUTE-15).
const QUERY = { anyOf: ['SF_BASE_CONFIG_QUERY'] } as const;
const EDIT = { anyOf: ['SF_BASE_CONFIG_EDIT'] } as const;

/** Each prop's label in the staff log. */
const PROP_LABEL: Readonly<Record<keyof ShopProps, ServerMessageId>> = {
  ErpPush: 'sysConfig.prop.ErpPush',
  GoodsNameConfig: 'sysConfig.prop.GoodsNameConfig',
  PackBlockName: 'sysConfig.prop.PackBlockName',
  PackBlockDetail: 'sysConfig.prop.PackBlockDetail',
  PackPartName: 'sysConfig.prop.PackPartName',
  PackPartDetail: 'sysConfig.prop.PackPartDetail',
  RemindDueDays: 'sysConfig.prop.RemindDueDays',
  RemindStuckDays: 'sysConfig.prop.RemindStuckDays',
};

/**
 * The shop's props as stored. `lockFor`: inside a write, the shop row is locked until it ends
 * (PostgreSQL; SQLite's writer runs alone), so two saves at once log each other's before correctly.
 */
async function storedProps(db: Executor, shopId: number, lockFor?: SqlDialect): Promise<ShopProps> {
  let q = db.selectFrom('shops').select('shop_props').where('shop_id', '=', shopId);
  if (lockFor === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('sysConfig.what.shop');
  return readShopProps(parseJsonObject<ShopProps>(row.shop_props));
}

/** A prop's value as the log shows it: on/off for ErpPush (absent is on), days for a reminder window, 未设置 for an empty template. */
function shownValue(key: keyof ShopProps, props: ShopProps): AuditValue {
  if (key === 'ErpPush') return auditText(props.ErpPush === 0 ? 'sysConfig.off' : 'sysConfig.on');
  // A reminder window left unset is its default: shown so, the log says what the reminders used.
  if (key === 'RemindDueDays' || key === 'RemindStuckDays') {
    const days = props[key];
    return days === undefined ? auditText('sysConfig.daysDefault', { days: REMIND_WINDOWS[key].fallback }) : auditText('sysConfig.days', { days });
  }
  return props[key] || auditText('sysConfig.unset');
}

/** The props whose shown value differs, before and after. */
function changesOf(before: ShopProps, after: ShopProps): AuditChange[] {
  return SHOP_PROP_KEYS.map((key) => ({ field: PROP_LABEL[key], before: shownValue(key, before), after: shownValue(key, after) })).filter(
    (c) => JSON.stringify(c.before) !== JSON.stringify(c.after),
  );
}

/** The props as sent, without empty templates (an empty template is the same as none). */
function withoutEmpty(props: ShopProps): ShopProps {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined && value !== '')) as ShopProps;
}

export const getProps = route(ShopGetProps, {
  access: QUERY,
  async handle(ctx) {
    return { props: await storedProps(ctx.db, ctx.session.shop.shop_id) };
  },
});

export const setProps = route(ShopSetProps, {
  access: EDIT,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const props = withoutEmpty(ctx.fields.props);
    await ctx.write(async ({ db, audit }) => {
      const before = await storedProps(db, shopId, ctx.deps.dialect);
      const changes = changesOf(before, props);
      if (!changes.length) return;
      await db.updateTable('shops').set({ shop_props: JSON.stringify(props) }).where('shop_id', '=', shopId).execute();
      await audit(MENU, 'sysConfig.audit.fn.saved', auditText('sysConfig.audit.saved', { fields: changes.map((c) => auditText(c.field)) }), { changes });
    });
    return { props, err_msg: ctx.t('common.saved') };
  },
});

/** A catalogue as shown: each field with its name in the request's language. */
const shown = (ctx: AuthedCtx, fields: readonly CatalogueField[]) => fields.map((f) => ({ field: f.token, name: ctx.t(f.label) }));
const asMap = (list: { field: string; name: string }[]) => Object.fromEntries(list.map((f) => [f.field, f.name]));

export const goodsNameFields = route(GoodsNameConfigMerge, {
  access: QUERY,
  async handle(ctx) {
    return { data: shown(ctx, GOODS_NAME_FIELDS) };
  },
});

export const packFieldConfig = route(GetPackFieldConfig, {
  access: QUERY,
  async handle(ctx) {
    return { block: asMap(shown(ctx, PACK_BLOCK_FIELDS)), part: asMap(shown(ctx, PACK_PART_FIELDS)) };
  },
});

export const shopConfigRoutes = [getProps, setProps, goodsNameFields, packFieldConfig];
