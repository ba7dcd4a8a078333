/**
 * Reading and checking a shop's customers (server/routes/orders/crm.ts, custFollow.ts): the record
 * the lists answer, the customer under a row lock, what may hold a customer, and the checks of a
 * saved customer's references. Every query is scoped to the shop: another shop's id is "not found".
 */
import { sql, type RawBuilder } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { CrmType, type CrmRecord, type CrmTypeValue } from '../../src/common/crm';
import { truncatedList } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { formatDateTime } from '../../src/common/time';
import type { Executor, SqlDialect, Tx } from '../db/schema';
import { containingPattern, contains } from '../db/textMatch';
import { ApiError, badRequest, notFound } from '../http/errors';

/** The staff log's menus of the customer pages. */
export const CRM_MENU = 'crm.menu.customers' satisfies ServerMessageId;
export const FOLLOW_MENU = 'crm.menu.follows' satisfies ServerMessageId;
export const CRM_PARAMS_MENU = 'crm.menu.params' satisfies ServerMessageId;

/** How many names a refusal lists; the reply carries them all. */
const NAMED = 5;

/** How many orders name the customer: a customer with any is refused deletion (it can only be stopped). */
export async function customerInUse(db: Executor, shopId: number, crmId: number): Promise<number> {
  const row = await db.selectFrom('orders').select(sql<number | string>`count(*)`.as('n')).where('shop_id', '=', shopId).where('store_crm_id', '=', crmId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customers of the shop with their tag, level, dealer, owner and source names, as the lists read them. */
export function customerQuery(db: Executor, shopId: number) {
  return db
    .selectFrom('customers as c')
    .leftJoin('crm_tags as t', (j) => j.onRef('t.shop_id', '=', 'c.shop_id').onRef('t.tag_id', '=', 'c.tag_id'))
    .leftJoin('crm_levels as l', (j) => j.onRef('l.shop_id', '=', 'c.shop_id').onRef('l.level_id', '=', 'c.cust_level'))
    .leftJoin('crm_sources as s', (j) => j.onRef('s.shop_id', '=', 'c.shop_id').onRef('s.source_id', '=', 'c.source_id'))
    .leftJoin('customers as p', (j) => j.onRef('p.shop_id', '=', 'c.shop_id').onRef('p.crm_id', '=', 'c.parent_id'))
    .leftJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'c.shop_id').onRef('u.user_id', '=', 'c.owner_id'))
    .where('c.shop_id', '=', shopId)
    .select([
      'c.crm_id',
      'c.z_name',
      'c.z_phone',
      'c.tag_id',
      't.tag_name',
      'c.cust_level',
      'c.crm_type',
      'l.level_name',
      'c.parent_id',
      'p.z_name as parent_name',
      'c.province_id',
      'c.province_name',
      'c.city_id',
      'c.city_name',
      'c.district_id',
      'c.district_name',
      'c.address',
      'c.contact',
      'c.owner_id',
      'u.full_name as owner_full_name',
      'u.login_name as owner_login_name',
      'c.source_id',
      's.source_name',
      'c.remark',
      'c.state',
      'c.created_at',
      'c.updated_at',
    ]);
}

/** The customer list's filter [API-CRM-01]: tag (0: none; absent: any), type, state, part of the name. */
export interface CustomerFilter {
  tag_id?: number;
  crm_type?: number;
  state?: number;
  z_name?: string;
}

/** The conditions of `f` on a query over `customers as c`, for the page's rows and its count alike. */
export function customerConditions(f: CustomerFilter, dialect: SqlDialect): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (f.tag_id === 0) out.push(sql<boolean>`${sql.ref('c.tag_id')} is null`);
  else if (f.tag_id !== undefined) out.push(sql<boolean>`${sql.ref('c.tag_id')} = ${f.tag_id}`);
  if (f.crm_type !== undefined) out.push(sql<boolean>`${sql.ref('c.crm_type')} = ${f.crm_type}`);
  if (f.state !== undefined) out.push(sql<boolean>`${sql.ref('c.state')} = ${f.state}`);
  if (f.z_name !== undefined) out.push(contains('c.z_name', f.z_name, dialect));
  return out;
}

/**
 * How many customers of the shop `f` keeps. Without a name, the sum of the few counts the triggers
 * keep per type, tag and state (migration 0024), however many customers the shop has; with one,
 * counted over the customers alone: the list's joins are to unique keys and left joins, so they
 * never add or drop a row, and the index over type, tag and name answers without the rows.
 */
export async function customerTotal(db: Executor, dialect: SqlDialect, shopId: number, f: CustomerFilter): Promise<number> {
  if (f.z_name === undefined) {
    let kept = db.selectFrom('customer_counts').select(sql<number | string>`coalesce(sum(n), 0)`.as('n')).where('shop_id', '=', shopId);
    if (f.tag_id !== undefined) kept = kept.where('tag_id', '=', f.tag_id);
    if (f.crm_type !== undefined) kept = kept.where('crm_type', '=', f.crm_type);
    if (f.state !== undefined) kept = kept.where('state', '=', f.state);
    return Number((await kept.executeTakeFirstOrThrow()).n);
  }
  let q = db.selectFrom('customers as c').select(sql<number | string>`count(*)`.as('n')).where('c.shop_id', '=', shopId);
  for (const condition of customerConditions(f, dialect)) q = q.where(condition);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>['executeTakeFirstOrThrow']>>;

/** A row of customerQuery as the wire carries it: "none" is 0 and '', times are text. */
export function toCrmRecord(r: CustomerRow): CrmRecord {
  return {
    crm_id: r.crm_id,
    z_name: r.z_name,
    z_phone: r.z_phone,
    tag_id: r.tag_id ?? 0,
    tag_name: r.tag_name ?? '',
    cust_level: r.cust_level ?? 0,
    crm_type: r.crm_type as CrmTypeValue,
    level_name: r.level_name ?? '',
    parent_id: r.parent_id ?? 0,
    parent_name: r.parent_name ?? '',
    province_id: r.province_id,
    province_name: r.province_name,
    city_id: r.city_id,
    city_name: r.city_name,
    district_id: r.district_id,
    district_name: r.district_name,
    address: r.address,
    contact: r.contact,
    owner_id: r.owner_id ?? 0,
    owner_name: r.owner_full_name || r.owner_login_name || '',
    source_id: r.source_id ?? 0,
    source_name: r.source_name ?? '',
    remark: r.remark,
    state: r.state,
    created_at: formatDateTime(Number(r.created_at)),
    updated_at: formatDateTime(Number(r.updated_at)),
  };
}

/** The customer, locked until the transaction ends (PostgreSQL; SQLite's writer runs alone). */
export async function lockCustomer(db: Tx, dialect: SqlDialect, shopId: number, crmId: number) {
  let q = db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('crm_id', '=', crmId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('crm.what.customer');
  return row;
}

/** The names of the retail customers under a dealer, in a stable order. */
export async function dealerCustomers(db: Executor, shopId: number, dealerId: number): Promise<string[]> {
  const rows = await db.selectFrom('customers').select('z_name').where('shop_id', '=', shopId).where('parent_id', '=', dealerId).orderBy('crm_id').execute();
  return rows.map((r) => r.z_name);
}

/** Refuses while customers still belong to the dealer (a dealer deleted or made another type would leave them pointing at nothing a dealer). */
export async function assertNoDealerCustomers(db: Executor, shopId: number, dealer: { crm_id: number; z_name: string }): Promise<void> {
  const names = await dealerCustomers(db, shopId, dealer.crm_id);
  if (names.length) {
    throw ApiError.of(ErrCode.CONFLICT, 'crm.server.dealerHasCustomers', { name: dealer.z_name, count: names.length, names: truncatedList(names, NAMED) }, { holders: names });
  }
}

/** The refusal of a phone another customer of the shop has, naming that customer; null when it is free. */
export async function phoneHolder(db: Executor, shopId: number, phone: string, exceptId?: number): Promise<ApiError | null> {
  let q = db.selectFrom('customers').select(['crm_id', 'z_name']).where('shop_id', '=', shopId).where('z_phone', '=', phone);
  if (exceptId !== undefined) q = q.where('crm_id', '<>', exceptId);
  const holder = await q.executeTakeFirst();
  return holder ? ApiError.of(ErrCode.CONFLICT, 'crm.server.phoneTaken', { phone, name: holder.z_name }) : null;
}

/** The references a saved customer names, each checked to be the shop's (and of the right kind). */
export interface CustomerRefs {
  crmId?: number;
  crmType: CrmTypeValue;
  tagId?: number;
  levelId?: number;
  sourceId?: number;
  ownerId?: number;
  parentId?: number;
}

/** Checks every reference of a customer inside the write's transaction; another shop's ids are "not found". */
export async function assertCustomerRefs(db: Tx, shopId: number, refs: CustomerRefs): Promise<void> {
  if (refs.tagId !== undefined) {
    const tag = await db.selectFrom('crm_tags').select(['tag_name', 'crm_type']).where('shop_id', '=', shopId).where('tag_id', '=', refs.tagId).executeTakeFirst();
    if (!tag) throw notFound('crm.kind.tag');
    if (tag.crm_type !== refs.crmType) throw badRequest('crm.server.tagOtherType', { name: tag.tag_name });
  }
  if (refs.levelId !== undefined && !(await db.selectFrom('crm_levels').select('level_id').where('shop_id', '=', shopId).where('level_id', '=', refs.levelId).executeTakeFirst())) {
    throw notFound('crm.kind.level');
  }
  if (refs.sourceId !== undefined && !(await db.selectFrom('crm_sources').select('source_id').where('shop_id', '=', shopId).where('source_id', '=', refs.sourceId).executeTakeFirst())) {
    throw notFound('crm.kind.source');
  }
  if (refs.ownerId !== undefined && !(await db.selectFrom('users').select('user_id').where('shop_id', '=', shopId).where('user_id', '=', refs.ownerId).executeTakeFirst())) {
    throw notFound('server.what.staff');
  }
  if (refs.parentId !== undefined) {
    if (refs.crmType !== CrmType.retail) throw badRequest('crm.server.parentOnlyRetail');
    const parent = await db.selectFrom('customers').select(['crm_id', 'z_name', 'crm_type']).where('shop_id', '=', shopId).where('crm_id', '=', refs.parentId).executeTakeFirst();
    if (!parent || parent.crm_id === refs.crmId) throw notFound('crm.what.dealer');
    if (parent.crm_type !== CrmType.dealer) throw badRequest('crm.server.parentNotDealer', { name: parent.z_name });
  }
}

/** `lower(column) like '%text%'` over either of two columns (name or phone). */
export const nameOrPhone = (nameColumn: string, phoneColumn: string, text: string) => {
  const pattern = containingPattern(text);
  return sql<boolean>`(lower(${sql.ref(nameColumn)}) like ${pattern} escape '\\' or ${sql.ref(phoneColumn)} like ${pattern} escape '\\')`;
};
