/**
 * The named-set kit (server/kits/namedSet.ts), on the test's database (SQLite, or PostgreSQL with
 * DATABASE_URL): first on a shop-scoped `(shop_id, id, name)` table of the test's own, as the next
 * sets (tags, goods classes, units, warehouses) will use it, then through the two sets that use it
 * now, departments and position roles.
 */
import { sql } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { DeleteDep, EditDep, NewDep } from '../../src/common/staff';
import { AjaxGroup, DeleteGrp, EditGrpName, NewGrp } from '../../src/common/roles';
import type { Db, SqlDialect, Tx } from '../../server/db/schema';
import { inWriteTransaction } from '../../server/db/writeTransaction';
import { ApiError } from '../../server/http/errors';
import type { AuthedCtx } from '../../server/http/route';
import { namedSetKit, type NamedSet } from '../../server/kits/namedSet';
import { auditText } from '../../server/logs/auditText';
import { eachTestBackend, openTestDatabase, type TestBackend, type TestClient } from '../helpers/testApp';

/** The refusal a kit call ends with: its code and zh-CN message, or null when it succeeded. */
async function refusal(run: Promise<unknown>): Promise<{ code: number; message: string; extra: Record<string, unknown> } | null> {
  try {
    await run;
    return null;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { code: e.code, message: e.messageIn('zh-CN'), extra: e.extra };
  }
}

describe('the kit on a table of its own', () => {
  let db: Db;
  let dialect: SqlDialect;
  let close: () => Promise<void>;
  /** Set by a test to make the next audit fail (the write must then leave nothing). */
  let failAudit = false;

  beforeEach(async () => {
    ({ db, dialect, close } = await openTestDatabase());
    const id = dialect === 'postgres' ? sql`serial PRIMARY KEY` : sql`integer PRIMARY KEY`;
    await sql`CREATE TABLE shop_tags (tag_id ${id}, shop_id integer NOT NULL, tag_name text NOT NULL)`.execute(db);
    await sql`CREATE UNIQUE INDEX shop_tags_name ON shop_tags (shop_id, tag_name)`.execute(db);
    await sql`CREATE TABLE tagged (shop_id integer NOT NULL, tag_id integer NOT NULL, item text NOT NULL)`.execute(db);
    await sql`CREATE TABLE tag_notes (shop_id integer NOT NULL, tag_id integer NOT NULL)`.execute(db);
    await sql`CREATE TABLE tag_audit (shop_id integer NOT NULL, fn text NOT NULL, content text NOT NULL)`.execute(db);
    failAudit = false;
  });
  afterEach(async () => {
    await close();
  });

  /** The write context the kit needs, of a session of `shopId`, with the audit written in the transaction. */
  const ctxOf = (shopId: number) =>
    ({
      session: { shop: { shop_id: shopId } },
      deps: { dialect },
      write: <T>(fn: (tx: { db: Tx; audit: (menu: string, fnId: string, content: unknown) => Promise<void> }) => Promise<T>) =>
        inWriteTransaction(db, (trx) =>
          fn({
            db: trx,
            async audit(_menu, fnId, content) {
              await sql`INSERT INTO tag_audit (shop_id, fn, content) VALUES (${shopId}, ${fnId}, ${JSON.stringify(content)})`.execute(trx);
              if (failAudit) throw new Error('audit failed');
            },
          }),
        ),
    }) as unknown as AuthedCtx;

  const tagSet = (overrides: Partial<Record<keyof NamedSet, unknown>> = {}) =>
    namedSetKit({
      table: 'shop_tags',
      id: 'tag_id',
      name: 'tag_name',
      what: 'server.what.department',
      fixed: { ids: [999], message: 'staff.server.myTeamFixed' },
      async usedBy(trx: Tx, shopId: number, tagId: number) {
        const { rows } = await sql<{ item: string }>`SELECT item FROM tagged WHERE shop_id = ${shopId} AND tag_id = ${tagId} ORDER BY item`.execute(trx);
        return rows.map((r) => r.item);
      },
      inUse: 'staff.server.depInUse',
      async deleteOwned(trx: Tx, shopId: number, tagId: number) {
        await sql`DELETE FROM tag_notes WHERE shop_id = ${shopId} AND tag_id = ${tagId}`.execute(trx);
      },
      audit: {
        menu: 'route.staff.org',
        created: { fn: 'audit.fn.depCreated', text: (name: string) => auditText('audit.dep.created', { name }) },
        renamed: { fn: 'audit.fn.depRenamed', text: (old: string, name: string) => auditText('audit.dep.renamed', { old, name }) },
        deleted: { fn: 'audit.fn.depDeleted', text: (name: string) => auditText('audit.dep.deleted', { name }) },
      },
      ...overrides,
      // A table of the test's own: the kit's types know only the product's tables.
    } as unknown as NamedSet);

  const tags = async () => (await sql<{ shop_id: number; tag_id: number; tag_name: string }>`SELECT shop_id, tag_id, tag_name FROM shop_tags ORDER BY tag_id`.execute(db)).rows;
  const audits = async () => (await sql<{ shop_id: number; fn: string; content: string }>`SELECT shop_id, fn, content FROM tag_audit`.execute(db)).rows;

  it('creates with ids the database numbers, names unique in the shop only, each write audited', async () => {
    const kit = tagSet();
    const first = await kit.create(ctxOf(1), '常用');
    const second = await kit.create(ctxOf(1), '加急');
    expect(second).toBeGreaterThan(first);
    expect(await refusal(kit.create(ctxOf(1), '常用'))).toMatchObject({ code: ErrCode.CONFLICT, message: '常用 名称已存在!' });
    // Another shop has its own names.
    const otherShops = await kit.create(ctxOf(2), '常用');
    expect((await tags()).map((t) => [t.shop_id, t.tag_id, t.tag_name])).toEqual([
      [1, first, '常用'],
      [1, second, '加急'],
      [2, otherShops, '常用'],
    ]);
    expect((await audits()).map((a) => [a.shop_id, a.fn, JSON.parse(a.content)])).toEqual([
      [1, 'audit.fn.depCreated', { id: 'audit.dep.created', values: { name: '常用' } }],
      [1, 'audit.fn.depCreated', { id: 'audit.dep.created', values: { name: '加急' } }],
      [2, 'audit.fn.depCreated', { id: 'audit.dep.created', values: { name: '常用' } }],
    ]);
  });

  it('a name taken between the check and the insert (the unique index) is refused like the check', async () => {
    const racing = tagSet({
      // Another writer's row lands after the check: the insert then meets the unique index.
      async insert(trx: Tx, ctx: AuthedCtx, name: string) {
        await sql`INSERT INTO shop_tags (shop_id, tag_name) VALUES (${ctx.session.shop.shop_id}, ${name})`.execute(trx);
        await sql`INSERT INTO shop_tags (shop_id, tag_name) VALUES (${ctx.session.shop.shop_id}, ${name})`.execute(trx);
        return 0;
      },
    });
    expect(await refusal(racing.create(ctxOf(1), '抢先'))).toMatchObject({ code: ErrCode.CONFLICT, message: '抢先 名称已存在!' });
    expect(await tags()).toEqual([]);
  });

  it('renames: the same name is no change, a taken one is refused, another shop\'s id is not found, a fixed one is refused', async () => {
    const kit = tagSet();
    const id = await kit.create(ctxOf(1), '常用');
    await kit.create(ctxOf(1), '加急');
    const theirs = await kit.create(ctxOf(2), '南方');
    const before = (await audits()).length;
    expect(await refusal(kit.rename(ctxOf(1), id, '常用'))).toMatchObject({ code: ErrCode.BAD_REQUEST, message: '名称无修改' });
    expect(await refusal(kit.rename(ctxOf(1), id, '加急'))).toMatchObject({ code: ErrCode.CONFLICT, message: '加急 名称已存在!' });
    expect(await refusal(kit.rename(ctxOf(1), theirs, '改名'))).toMatchObject({ code: ErrCode.NOT_FOUND });
    expect(await refusal(kit.rename(ctxOf(1), 12345, '改名'))).toMatchObject({ code: ErrCode.NOT_FOUND });
    expect(await refusal(kit.rename(ctxOf(1), 999, '改名'))).toMatchObject({ code: ErrCode.BAD_REQUEST, message: '「我的团队」不能修改或删除' });
    expect((await audits()).length).toBe(before);
    await kit.rename(ctxOf(1), id, '常备');
    expect((await tags()).find((t) => t.tag_id === id)?.tag_name).toBe('常备');
    expect((await tags()).find((t) => t.tag_id === theirs)?.tag_name).toBe('南方');
    expect(JSON.parse((await audits()).at(-1)!.content)).toEqual({ id: 'audit.dep.renamed', values: { old: '常用', name: '常备' } });
  });

  it('refuses deleting a member in use, saying how many and naming five, and deletes it with what it owns once unused', async () => {
    const kit = tagSet();
    const id = await kit.create(ctxOf(1), '常用');
    const theirs = await kit.create(ctxOf(2), '南方');
    const items = ['柜体1', '柜体2', '柜体3', '柜体4', '柜体5', '柜体6', '柜体7'];
    for (const item of items) await sql`INSERT INTO tagged (shop_id, tag_id, item) VALUES (1, ${id}, ${item})`.execute(db);
    await sql`INSERT INTO tag_notes (shop_id, tag_id) VALUES (1, ${id}), (2, ${theirs})`.execute(db);
    const refused = await refusal(kit.remove(ctxOf(1), id));
    expect(refused).toMatchObject({ code: ErrCode.CONFLICT, extra: { holders: items } });
    expect(refused?.message).toBe('组织架构「常用」还有 7 名员工（柜体1、柜体2、柜体3、柜体4、柜体5…），请先调整这些员工的组织架构后再删除');
    expect(await refusal(kit.remove(ctxOf(1), theirs))).toMatchObject({ code: ErrCode.NOT_FOUND });
    expect((await tags()).length).toBe(2);

    await sql`DELETE FROM tagged`.execute(db);
    await kit.remove(ctxOf(1), id);
    expect((await tags()).map((t) => t.tag_id)).toEqual([theirs]);
    // What it owned went with it; another shop's did not.
    expect((await sql<{ shop_id: number }>`SELECT shop_id FROM tag_notes`.execute(db)).rows).toEqual([{ shop_id: 2 }]);
    expect(JSON.parse((await audits()).at(-1)!.content)).toEqual({ id: 'audit.dep.deleted', values: { name: '常用' } });
    expect(await refusal(kit.remove(ctxOf(1), id))).toMatchObject({ code: ErrCode.NOT_FOUND });
  });

  it('a write and its audit commit together: an audit that fails leaves no change', async () => {
    const kit = tagSet();
    const id = await kit.create(ctxOf(1), '常用');
    failAudit = true;
    await expect(kit.create(ctxOf(1), '加急')).rejects.toThrow('audit failed');
    await expect(kit.rename(ctxOf(1), id, '常备')).rejects.toThrow('audit failed');
    await expect(kit.remove(ctxOf(1), id)).rejects.toThrow('audit failed');
    expect((await tags()).map((t) => t.tag_name)).toEqual(['常用']);
    expect((await audits()).length).toBe(1);
  });
});

describe('departments and roles through the kit', () => {
  let b: TestBackend;
  let master: TestClient;
  eachTestBackend((backend, client) => ([b, master] = [backend, client]));

  const south = async () => {
    const c = b.client({ ip: '10.9.0.2' });
    await c.login('south_admin');
    return c;
  };
  const logCount = async () => Number((await b.db.selectFrom('staff_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('names are trimmed and unique in the shop, and another shop may use the same name', async () => {
    expect(await master.call(NewDep, { depName: '  展厅 ' })).toMatchObject({ err_code: 0 });
    expect(await master.call(NewDep, { depName: '展厅' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '展厅 名称已存在!' });
    expect(await master.call(NewGrp, { grpName: ' 设计师  ' })).toMatchObject({ err_code: 0 });
    expect(await master.call(NewGrp, { grpName: '设计师' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '设计师 名称已存在!' });
    const other = await south();
    expect(await other.call(NewDep, { depName: '展厅' })).toMatchObject({ err_code: 0 });
    expect(await other.call(NewGrp, { grpName: '设计师' })).toMatchObject({ err_code: 0 });
  });

  it('a rename to the same name changes nothing and writes no log row', async () => {
    const { depID } = await master.call(NewDep, { depName: '展厅' });
    const { grpID } = await master.call(NewGrp, { grpName: '设计师' });
    const before = await logCount();
    expect(await master.call(EditDep, { depID, depName: ' 展厅 ' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '名称无修改' });
    expect(await master.call(EditGrpName, { grpID, grpName: '设计师' })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '名称无修改' });
    expect(await logCount()).toBe(before);
  });

  it('a role in use is not deleted: the refusal says how many hold it', async () => {
    const roles = (await master.call(AjaxGroup)).data;
    const held = roles.find((r) => (r.staff_count ?? 0) > 0)!;
    const holders = held.staff_count ?? 0;
    const refused = await master.call(DeleteGrp, { grpID: held.group_id });
    expect(refused.err_code).toBe(ErrCode.CONFLICT);
    expect(refused.err_msg).toContain(`仍有 ${holders} 名员工在用`);
    expect((refused as unknown as { holders: string[] }).holders).toHaveLength(holders);
    expect(holders).toBeGreaterThan(0);
    expect((await master.call(AjaxGroup)).data.map((r) => r.group_id)).toContain(held.group_id);
  });

  it("another shop's department or role is not found, and stays as it was", async () => {
    const { depID } = await master.call(NewDep, { depName: '展厅' });
    const { grpID } = await master.call(NewGrp, { grpName: '设计师' });
    const other = await south();
    const before = await logCount();
    expect((await other.call(EditDep, { depID, depName: '改名' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await other.call(DeleteDep, { depID })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await other.call(EditGrpName, { grpID, grpName: '改名' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await other.call(DeleteGrp, { grpID })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await logCount()).toBe(before);
    expect((await master.call(AjaxGroup)).data.find((r) => r.group_id === grpID)?.group_name).toBe('设计师');
    expect(await b.db.selectFrom('departments').select('department_name').where('department_id', '=', depID).where('department_name', '=', '展厅').execute()).toHaveLength(1);
  });

  it('deleting an unused role takes its rights with it, logged in the same write', async () => {
    const { grpID } = await master.call(NewGrp, { grpName: '临时' });
    const shopId = (await b.db.selectFrom('staff_groups').select('shop_id').where('group_id', '=', grpID).executeTakeFirstOrThrow()).shop_id;
    await b.db.insertInto('group_rights').values({ shop_id: shopId, group_id: grpID, right_code: 'SF_MY_RIGHTS' }).execute();
    const before = await logCount();
    expect(await master.call(DeleteGrp, { grpID })).toMatchObject({ err_code: 0 });
    expect(await b.db.selectFrom('group_rights').select('right_code').where('group_id', '=', grpID).execute()).toEqual([]);
    expect(await logCount()).toBe(before + 1);
  });
});
