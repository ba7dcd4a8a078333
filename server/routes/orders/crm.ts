/**
 * Customers and dealers of the session's shop (SPEC.md "Dealer/CRM", "Dealer search dialog",
 * section 7 CRM calls; REQUIREMENTS API-CRM-01..07 and 10, PICKER-06..12; issue 28).
 *
 * Decisions where the spec is silent (the contract, src/common/crm.ts, says what the fields mean):
 * - Every call works on the session's shop: another shop's customer, tag, level, source or staff
 *   id is "not found".
 * - A phone is unique in the shop: the check names the customer who has it, and the unique index
 *   answers the same refusal when two saves race.
 * - A customer some order names is not deleted (customerInUse, filled by the order issue), nor a
 *   dealer that still has retail customers; a stopped customer keeps everything.
 * - Every write and its staff-log row commit in one transaction; an edited or deleted customer is
 *   read under a row lock first.
 */
import { ErrCode } from '../../../src/common/api';
import {
  AddCrmParams,
  AjaxGetTags,
  CRM_PARAM_KINDS,
  CRM_SEARCH_LIMIT,
  CrmState,
  CrmType,
  crmNameRule,
  crmParamNameRule,
  crmPhoneRule,
  DelCrm,
  EditCrmParams,
  FetchShop,
  FetchUser,
  GetCrmParams,
  GetErpCrmByTags,
  GetUserInfoByShopID,
  SaveCrm,
  SetCrmState,
  type CrmSaveInput,
  type ShopPerson,
} from '../../../src/common/crm';
import { StaffState } from '../../../src/common/staff';
import { maskPhone } from '../../../src/common/validation';
import { regionPath } from '../../data/regions';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import type { Executor } from '../../db/schema';
import { contains } from '../../db/textMatch';
import { ApiError, badRequest } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';
import { ruledName } from '../../kits/namedSet';
import { auditText } from '../../logs/auditText';
import {
  assertCustomerRefs,
  assertNoDealerCustomers,
  CRM_MENU,
  customerConditions,
  customerInUse,
  customerQuery,
  customerTotal,
  lockCustomer,
  nameOrPhone,
  phoneHolder,
  toCrmRecord,
} from '../../crm/customers';
import { crmParamSet, listCrmParams } from '../../crm/params';

export const getErpCrmByTags = route(GetErpCrmByTags, {
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_QUERY'] },
  async handle(ctx) {
    const p = ctx.fields.param;
    const shopId = ctx.session.shop.shop_id;
    // tag 0: customers without a tag; -1 (or none): every tag [PICKER-08].
    const filter = { tag_id: p.tag_id, crm_type: p.crm_type, state: p.state, z_name: p.z_name };
    let q = customerQuery(ctx.db, shopId);
    for (const condition of customerConditions(filter, ctx.deps.dialect)) q = q.where(condition);
    const page = await pageOf(q.orderBy('c.crm_id', 'desc'), p, () => customerTotal(ctx.db, ctx.deps.dialect, shopId, filter));
    return { data: page.rows.map(toCrmRecord), count: page.total };
  },
});

export const ajaxGetTags = route(AjaxGetTags, {
  // The tag filter of the customer list and of the dealer picker, and the customer form's tag choice.
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_CRM_PARAMS'] },
  async handle(ctx) {
    const p = ctx.fields.param;
    const all = await listCrmParams(ctx.db, ctx.session.shop.shop_id, 'tag', p.crm_type);
    const rows = all.slice((p.curr_page - 1) * p.page_count, p.curr_page * p.page_count);
    return { data: rows.map((t) => ({ tag_id: t.id, tag_name: t.name, crm_type: t.crm_type, crm_count: t.crm_count })), count: all.length };
  },
});

export const getCrmParams = route(GetCrmParams, {
  access: { anyOf: ['SF_ERP_CRM_PARAMS', 'SF_ERP_STORE_CUSTOMER_QUERY'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const kinds = ctx.fields.param.kind ? [ctx.fields.param.kind] : CRM_PARAM_KINDS;
    const [tags, levels, sources] = await Promise.all(CRM_PARAM_KINDS.map((k) => (kinds.includes(k) ? listCrmParams(ctx.db, shopId, k) : Promise.resolve([]))));
    return { tags, levels, sources };
  },
});

export const addCrmParams = route(AddCrmParams, {
  access: { anyOf: ['SF_ERP_CRM_PARAMS'] },
  async handle(ctx) {
    const { kind, name, crm_type } = ctx.fields.param;
    if (kind === 'tag' && crm_type === undefined) throw badRequest('crm.server.tagTypeRequired');
    const id = await crmParamSet(kind, crm_type).create(ctx, ruledName(name, crmParamNameRule));
    return { id, err_msg: ctx.t('crm.paramCreated') };
  },
});

export const editCrmParams = route(EditCrmParams, {
  access: { anyOf: ['SF_ERP_CRM_PARAMS'] },
  async handle(ctx) {
    const { kind, id, action, name } = ctx.fields.param;
    if (action === 'delete') {
      await crmParamSet(kind).remove(ctx, id);
      return { err_msg: ctx.t('crm.paramDeleted') };
    }
    await crmParamSet(kind).rename(ctx, id, ruledName(name, crmParamNameRule));
    return { err_msg: ctx.t('crm.paramRenamed') };
  },
});

/** The columns of a saved customer, the fields checked by their rules and the region's names looked up. */
function customerColumns(data: CrmSaveInput, now: number) {
  const name = ruledName(data.z_name, crmNameRule);
  const phone = data.z_phone ?? '';
  const phoneProblem = crmPhoneRule(phone);
  if (phoneProblem) throw badRequest(phoneProblem.id, phoneProblem.values);
  if (data.crm_type === undefined) throw badRequest('crm.server.typeRequired');
  const codes = [data.province, data.city, data.district];
  let region = { province_id: '', province_name: '', city_id: '', city_name: '', district_id: '', district_name: '' };
  if (codes.some((c) => c !== undefined)) {
    const names = regionPath(data.province ?? '', data.city ?? '', data.district ?? '');
    if (!names) throw badRequest('crm.server.regionIncomplete');
    region = { province_id: data.province!, province_name: names[0], city_id: data.city!, city_name: names[1], district_id: data.district!, district_name: names[2] };
  }
  return {
    z_name: name,
    z_phone: phone,
    crm_type: data.crm_type,
    tag_id: data.tag_id ?? null,
    cust_level: data.cust_level ?? null,
    parent_id: data.parent_id ?? null,
    ...region,
    address: data.address ?? '',
    contact: data.contact ?? '',
    owner_id: data.owner_id ?? null,
    source_id: data.source_id ?? null,
    remark: data.remark ?? '',
    // Absent: a new customer is in use, an edited one keeps its state (Crm-setCrmState changes it).
    state: data.state,
    updated_at: now,
  };
}

type CustomerColumns = ReturnType<typeof customerColumns>;

const refsOf = (c: CustomerColumns, crmId?: number) => ({
  crmId,
  crmType: c.crm_type,
  tagId: c.tag_id ?? undefined,
  levelId: c.cust_level ?? undefined,
  sourceId: c.source_id ?? undefined,
  ownerId: c.owner_id ?? undefined,
  parentId: c.parent_id ?? undefined,
});

async function createCustomer(ctx: AuthedCtx, c: CustomerColumns): Promise<number> {
  const shopId = ctx.session.shop.shop_id;
  return ctx.write(async ({ db, audit }) => {
    const taken = await phoneHolder(db, shopId, c.z_phone);
    if (taken) throw taken;
    await assertCustomerRefs(db, shopId, refsOf(c));
    const row = await db
      .insertInto('customers')
      .values({ ...c, state: c.state ?? CrmState.inUse, shop_id: shopId, created_at: ctx.now })
      .returning('crm_id')
      .executeTakeFirstOrThrow();
    await audit(CRM_MENU, 'audit.fn.crmCreated', auditText('audit.crm.created', { type: auditText(`crm.type.${c.crm_type}`), name: c.z_name, phone: maskPhone(c.z_phone) }));
    return row.crm_id;
  });
}

async function updateCustomer(ctx: AuthedCtx, crmId: number, c: CustomerColumns): Promise<void> {
  const shopId = ctx.session.shop.shop_id;
  await ctx.write(async ({ db, audit }) => {
    const before = await lockCustomer(db, ctx.deps.dialect, shopId, crmId);
    const taken = await phoneHolder(db, shopId, c.z_phone, crmId);
    if (taken) throw taken;
    await assertCustomerRefs(db, shopId, refsOf(c, crmId));
    // A dealer turned into another type would leave its retail customers under a non-dealer.
    if (before.crm_type === CrmType.dealer && c.crm_type !== CrmType.dealer) await assertNoDealerCustomers(db, shopId, before);
    await db.updateTable('customers').set({ ...c, state: c.state ?? before.state }).where('shop_id', '=', shopId).where('crm_id', '=', crmId).execute();
    await audit(CRM_MENU, 'audit.fn.crmEdited', auditText('audit.crm.edited', { name: c.z_name }));
  });
}

export const saveCrm = route(SaveCrm, {
  // New needs the new right, an edit the edit right; the handler tells them apart by crm_id.
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_NEW', 'SF_ERP_STORE_CUSTOMER_EDIT'] },
  async handle(ctx) {
    const data = ctx.fields.data;
    ctx.requireRight(data.crm_id === undefined ? 'SF_ERP_STORE_CUSTOMER_NEW' : 'SF_ERP_STORE_CUSTOMER_EDIT');
    const columns = customerColumns(data, ctx.now);
    try {
      if (data.crm_id === undefined) {
        const crmId = await createCustomer(ctx, columns);
        return { crm_id: crmId, err_msg: ctx.t('crm.created') };
      }
      await updateCustomer(ctx, data.crm_id, columns);
      return { crm_id: data.crm_id, err_msg: ctx.t('crm.modified') };
    } catch (e) {
      // Two saves of one phone at once: the loser meets the unique index, and says who won.
      if (!isUniqueViolation(e)) throw e;
      throw (await phoneHolder(ctx.db, ctx.session.shop.shop_id, columns.z_phone, data.crm_id)) ?? e;
    }
  },
});

export const setCrmState = route(SetCrmState, {
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const { crm_id: crmId, state } = ctx.fields;
    await ctx.write(async ({ db, audit }) => {
      const row = await lockCustomer(db, ctx.deps.dialect, shopId, crmId);
      if (row.state === state) return;
      await db.updateTable('customers').set({ state, updated_at: ctx.now }).where('shop_id', '=', shopId).where('crm_id', '=', crmId).execute();
      if (state === CrmState.stopped) await audit(CRM_MENU, 'audit.fn.crmStopped', auditText('audit.crm.stopped', { name: row.z_name }));
      else await audit(CRM_MENU, 'audit.fn.crmResumed', auditText('audit.crm.resumed', { name: row.z_name }));
    });
    return { err_msg: ctx.t(state === CrmState.stopped ? 'crm.server.stopped' : 'crm.server.resumed') };
  },
});

export const delCrm = route(DelCrm, {
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_DELETE'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    await ctx.write(async ({ db, audit }) => {
      const row = await lockCustomer(db, ctx.deps.dialect, shopId, ctx.fields.crm_id);
      const orders = await customerInUse(db, shopId, row.crm_id);
      if (orders > 0) throw ApiError.of(ErrCode.CONFLICT, 'crm.server.inOrders', { name: row.z_name, count: orders });
      await assertNoDealerCustomers(db, shopId, row);
      // Its follow-ups go with it (their key cascades; deleted here so both dialects do the same).
      await db.deleteFrom('cust_follows').where('shop_id', '=', shopId).where('crm_id', '=', row.crm_id).execute();
      await db.deleteFrom('customers').where('shop_id', '=', shopId).where('crm_id', '=', row.crm_id).execute();
      await audit(CRM_MENU, 'audit.fn.crmDeleted', auditText('audit.crm.deleted', { name: row.z_name, phone: maskPhone(row.z_phone) }));
    });
    return { err_msg: ctx.t('crm.server.deleted') };
  },
});

export const fetchShop = route(FetchShop, {
  // The customer autocompletes: the customer pages and the follow-ups' customer filter and form.
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY'] },
  async handle(ctx) {
    let q = ctx.db
      .selectFrom('customers as c')
      .leftJoin('crm_tags as t', (j) => j.onRef('t.shop_id', '=', 'c.shop_id').onRef('t.tag_id', '=', 'c.tag_id'))
      .select(['c.crm_id', 'c.z_name', 'c.z_phone', 'c.crm_type', 't.tag_name'])
      .where('c.shop_id', '=', ctx.session.shop.shop_id)
      .where('c.state', '=', CrmState.inUse);
    if (ctx.fields.keyword) q = q.where(nameOrPhone('c.z_name', 'c.z_phone', ctx.fields.keyword));
    if (ctx.fields.crm_type !== undefined) q = q.where('c.crm_type', '=', ctx.fields.crm_type);
    const rows = await q.orderBy('c.crm_id', 'desc').limit(CRM_SEARCH_LIMIT).execute();
    return { data: rows.map((r) => ({ ...r, tag_name: r.tag_name ?? '' })) };
  },
});

/** The shop's in-use people (name or phone containing `keyword`), at most `limit`. */
async function shopPeople(db: Executor, shopId: number, keyword: string | undefined, limit?: number): Promise<ShopPerson[]> {
  let q = db
    .selectFrom('users as u')
    .leftJoin('departments as d', (j) => j.onRef('d.shop_id', '=', 'u.shop_id').onRef('d.department_id', '=', 'u.department_id'))
    .select(['u.user_id', 'u.login_name', 'u.nick_name', 'u.full_name', 'u.user_phone', 'u.department_id', 'd.department_name'])
    .where('u.shop_id', '=', shopId)
    .where('u.state', '=', StaffState.inUse);
  if (keyword) q = q.where((eb) => eb.or([nameOrPhone('u.full_name', 'u.user_phone', keyword), contains('u.login_name', keyword), contains('u.nick_name', keyword)]));
  q = q.orderBy('u.user_id');
  const rows = await (limit ? q.limit(limit) : q).execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    login_name: r.login_name,
    nick_name: r.nick_name,
    full_name: r.full_name,
    phone: r.user_phone,
    department_id: r.department_id,
    department_name: r.department_name ?? '',
  }));
}

export const fetchUser = route(FetchUser, {
  // The owner field of the customer form and the staff filter of the follow-ups.
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY'] },
  async handle(ctx) {
    return { data: await shopPeople(ctx.db, ctx.session.shop.shop_id, ctx.fields.keyword, CRM_SEARCH_LIMIT) };
  },
});

export const getUserInfoByShopID = route(GetUserInfoByShopID, {
  access: { anyOf: ['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_MEMO_QUERY'] },
  async handle(ctx) {
    return { data: await shopPeople(ctx.db, ctx.session.shop.shop_id, undefined) };
  },
});

export const crmRoutes = [getErpCrmByTags, ajaxGetTags, getCrmParams, addCrmParams, editCrmParams, saveCrm, setCrmState, delCrm, fetchShop, fetchUser, getUserInfoByShopID];
