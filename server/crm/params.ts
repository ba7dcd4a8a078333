/**
 * The shop's customer parameters — tags (per crm_type), levels and sources — as named sets
 * (server/kits/namedSet.ts): names unique in the shop per kind, a parameter some customer uses is
 * not deleted (the refusal says how many and who), each write audited in its transaction.
 */
import type { CrmParam, CrmParamKind, CrmTypeValue } from '../../src/common/crm';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import type { Executor, Tx } from '../db/schema';
import { namedSetKit } from '../kits/namedSet';
import { auditText } from '../logs/auditText';
import { CRM_PARAMS_MENU } from './customers';

/** The customers' column each kind is stored in, and its table. */
const STORE = {
  tag: { table: 'crm_tags', id: 'tag_id', name: 'tag_name', column: 'tag_id', inUse: 'crm.server.tagInUse', what: 'crm.kind.tag' },
  level: { table: 'crm_levels', id: 'level_id', name: 'level_name', column: 'cust_level', inUse: 'crm.server.levelInUse', what: 'crm.kind.level' },
  source: { table: 'crm_sources', id: 'source_id', name: 'source_name', column: 'source_id', inUse: 'crm.server.sourceInUse', what: 'crm.kind.source' },
} as const satisfies Record<CrmParamKind, { inUse: ServerMessageId; what: ServerMessageId } & Record<string, string>>;

/** The names of the customers using parameter `id` of `kind`. */
async function customersUsing(db: Tx, kind: CrmParamKind, shopId: number, id: number): Promise<string[]> {
  const rows = await db.selectFrom('customers').select('z_name').where('shop_id', '=', shopId).where(STORE[kind].column, '=', id).orderBy('crm_id').execute();
  return rows.map((r) => r.z_name);
}

function auditOf(kind: CrmParamKind) {
  const what = auditText(STORE[kind].what);
  return {
    menu: CRM_PARAMS_MENU,
    created: { fn: 'audit.fn.crmParamCreated', text: (name: string) => auditText('audit.crmParam.created', { kind: what, name }) },
    renamed: { fn: 'audit.fn.crmParamRenamed', text: (old: string, name: string) => auditText('audit.crmParam.renamed', { kind: what, old, name }) },
    deleted: { fn: 'audit.fn.crmParamDeleted', text: (name: string) => auditText('audit.crmParam.deleted', { kind: what, name }) },
  } as const;
}

/** The tags of the shop; a new tag is of `crmType` (renaming and deleting ignore it). */
export const tagSet = (crmType: CrmTypeValue) =>
  namedSetKit({
    table: 'crm_tags',
    id: 'tag_id',
    name: 'tag_name',
    what: STORE.tag.what,
    async insert(db, ctx, name) {
      const row = await db.insertInto('crm_tags').values({ shop_id: ctx.session.shop.shop_id, tag_name: name, crm_type: crmType, created_at: ctx.now }).returning('tag_id').executeTakeFirstOrThrow();
      return row.tag_id;
    },
    usedBy: (db, shopId, id) => customersUsing(db, 'tag', shopId, id),
    inUse: STORE.tag.inUse,
    audit: auditOf('tag'),
  });

const levelSet = namedSetKit({
  table: 'crm_levels',
  id: 'level_id',
  name: 'level_name',
  what: STORE.level.what,
  async insert(db, ctx, name) {
    const row = await db.insertInto('crm_levels').values({ shop_id: ctx.session.shop.shop_id, level_name: name, created_at: ctx.now }).returning('level_id').executeTakeFirstOrThrow();
    return row.level_id;
  },
  usedBy: (db, shopId, id) => customersUsing(db, 'level', shopId, id),
  inUse: STORE.level.inUse,
  audit: auditOf('level'),
});

const sourceSet = namedSetKit({
  table: 'crm_sources',
  id: 'source_id',
  name: 'source_name',
  what: STORE.source.what,
  async insert(db, ctx, name) {
    const row = await db.insertInto('crm_sources').values({ shop_id: ctx.session.shop.shop_id, source_name: name, created_at: ctx.now }).returning('source_id').executeTakeFirstOrThrow();
    return row.source_id;
  },
  usedBy: (db, shopId, id) => customersUsing(db, 'source', shopId, id),
  inUse: STORE.source.inUse,
  audit: auditOf('source'),
});

/** The set of a kind (a tag's type matters only when creating one). */
export function crmParamSet(kind: CrmParamKind, crmType: CrmTypeValue = 1) {
  if (kind === 'tag') return tagSet(crmType);
  return kind === 'level' ? levelSet : sourceSet;
}

/** The parameters of a kind with how many customers use each, in the order they were made. */
export async function listCrmParams(db: Executor, shopId: number, kind: CrmParamKind, crmType?: number): Promise<CrmParam[]> {
  // Each kind's columns differ: the three queries are spelled out so Kysely can check them.
  if (kind === 'tag') {
    let q = db
      .selectFrom('crm_tags as p')
      .leftJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'p.shop_id').onRef('c.tag_id', '=', 'p.tag_id'))
      .select((eb) => ['p.tag_id as id', 'p.tag_name as name', 'p.crm_type', eb.fn.count<number>('c.crm_id').as('crm_count')])
      .where('p.shop_id', '=', shopId)
      .groupBy(['p.tag_id', 'p.tag_name', 'p.crm_type'])
      .orderBy('p.tag_id');
    if (crmType !== undefined) q = q.where('p.crm_type', '=', crmType);
    return (await q.execute()).map((r) => ({ id: r.id, name: r.name, crm_type: r.crm_type, crm_count: Number(r.crm_count) }));
  }
  const rows =
    kind === 'level'
      ? await db
          .selectFrom('crm_levels as p')
          .leftJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'p.shop_id').onRef('c.cust_level', '=', 'p.level_id'))
          .select((eb) => ['p.level_id as id', 'p.level_name as name', eb.fn.count<number>('c.crm_id').as('crm_count')])
          .where('p.shop_id', '=', shopId)
          .groupBy(['p.level_id', 'p.level_name'])
          .orderBy('p.level_id')
          .execute()
      : await db
          .selectFrom('crm_sources as p')
          .leftJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'p.shop_id').onRef('c.source_id', '=', 'p.source_id'))
          .select((eb) => ['p.source_id as id', 'p.source_name as name', eb.fn.count<number>('c.crm_id').as('crm_count')])
          .where('p.shop_id', '=', shopId)
          .groupBy(['p.source_id', 'p.source_name'])
          .orderBy('p.source_id')
          .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, crm_type: 0, crm_count: Number(r.crm_count) }));
}
