/**
 * Customers, dealers and their parameters (issue 28; REQUIREMENTS API-CRM-01..07 and 10, PICKER-06..12).
 * The spec's paths are called as literal strings at least once each; the rest go through the contracts.
 */
import { AddCrmParams, AjaxGetTags, CrmType, DelCrm, EditCrmParams, FetchShop, GetCrmParams, GetErpCrmByTags, SaveCrm, SetCrmState, type CrmRecord, type CrmSaveData } from '../../src/common/crm';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
eachTestBackend((backend, client) => ([b, master] = [backend, client]));

const DEMO = '演示家具厂';
const shopIdOf = async (name: string) => (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const tagId = async (name: string) => (await b.db.selectFrom('crm_tags').select('tag_id').where('tag_name', '=', name).executeTakeFirstOrThrow()).tag_id;
const crmIdOf = async (name: string) => (await b.db.selectFrom('customers').select('crm_id').where('z_name', '=', name).executeTakeFirstOrThrow()).crm_id;
/** The demo shop's first retail customer no order names (the seeded orders name most customers). */
const unorderedRetail = async () =>
  b.db
    .selectFrom('customers as c')
    .innerJoin('shops as s', 's.shop_id', 'c.shop_id')
    .select(['c.crm_id', 'c.z_name'])
    .where('s.shop_name', '=', '演示家具厂')
    .where('c.crm_type', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orders as o').select('o.order_id').whereRef('o.shop_id', '=', 'c.shop_id').whereRef('o.store_crm_id', '=', 'c.crm_id'))))
    .orderBy('c.crm_id')
    .executeTakeFirstOrThrow();
const southClient = async () => {
  const c = b.client();
  await c.login('south_admin');
  return c;
};
const list = (c: TestClient, param: Record<string, unknown>) => c.post('/Crm-getErpCrmByTags', { param: JSON.stringify(param) });
const lastLog = async () => (await b.db.selectFrom('staff_logs').select(['menu_ch_name', 'function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow());
const newDealer = (over: Partial<CrmSaveData> = {}): CrmSaveData => ({ z_name: '新经销商', z_phone: '13711112222', crm_type: CrmType.dealer, ...over });

describe('the customer list and the dealer picker', () => {
  it('[API-CRM-01] [PICKER-08] [PICKER-09] [PICKER-10] [PICKER-12] lists only dealers when asked, 10 a page, tag -1 meaning every tag', async () => {
    const first = await list(master, { curr_page: 1, page_count: 10, tag_id: '-1', crm_type: 3 });
    expect(first).toMatchObject({ err_code: 0, count: 15 });
    const rows = first.data as CrmRecord[];
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.crm_type === 3)).toBe(true);
    for (const key of ['crm_id', 'z_name', 'z_phone', 'tag_id', 'tag_name', 'cust_level', 'crm_type']) expect(rows[0]).toHaveProperty(key);
    expect(rows[0].tag_name).not.toBe('');
    // -1 as a number is the same; without page_count the picker's page of 10.
    const numeric = await master.call(GetErpCrmByTags, { param: { curr_page: 2, tag_id: -1, crm_type: 3 } });
    expect([numeric.count, numeric.data.length]).toEqual([15, 5]);
    expect(GetErpCrmByTags.pageSize).toBe(10);
    // Every type without crm_type: the whole shop's 40.
    expect((await master.call(GetErpCrmByTags, { param: { tag_id: '-1' } })).count).toBe(40);
  });

  it('[API-CRM-01] [PICKER-06] [PICKER-07] filters by tag and by part of the name, in SQL', async () => {
    const tagA = await tagId('A类经销商');
    const byTag = await master.call(GetErpCrmByTags, { param: { tag_id: tagA, crm_type: 3 } });
    expect(byTag.count).toBe(5);
    expect(byTag.data.every((r) => r.tag_id === tagA && r.tag_name === 'A类经销商')).toBe(true);
    const byName = await master.call(GetErpCrmByTags, { param: { crm_type: 3, z_name: '家居' } });
    const expected = await b.db.selectFrom('customers').select('z_name').where('crm_type', '=', 3).where('z_name', 'like', '%家居%').where('shop_id', '=', await shopIdOf(DEMO)).execute();
    expect(byName.count).toBe(expected.length);
    expect(byName.data.map((r) => r.z_name).sort()).toEqual(expected.map((r) => r.z_name).sort());
    // A % in the name is a character, not a wildcard.
    expect((await master.call(GetErpCrmByTags, { param: { z_name: '%' } })).count).toBe(0);
    // Stopped customers only.
    const stopped = await master.call(GetErpCrmByTags, { param: { state: 0 } });
    expect(stopped.count).toBeGreaterThan(0);
    expect(stopped.data.every((r) => r.state === 0)).toBe(true);
  });

  it('[API-CRM-01] answers only the session shop\'s customers', async () => {
    const south = await southClient();
    const r = await south.call(GetErpCrmByTags, { param: { crm_type: 3 } });
    expect(r.data.map((x) => x.z_name).sort()).toEqual(['南宁板材代理', '桂林家居代理']);
    // The demo shop's tag is no tag of the south shop: nothing matches.
    expect((await south.call(GetErpCrmByTags, { param: { tag_id: await tagId('A类经销商') } })).count).toBe(0);
  });

  it.each([
    ['tag_id', { tag_id: 'abc' }],
    ['crm_type', { crm_type: 5 }],
    ['page_count', { page_count: 0 }],
    ['curr_page', { curr_page: -1 }],
    ['z_name', { z_name: '名'.repeat(41) }],
    ['state', { state: 3 }],
  ])('[API-CRM-01] refuses a bad %s', async (_field, param) => {
    expect((await list(master, param)).err_code).toBe(10001);
  });
});

describe('customer parameters', () => {
  it('[API-CRM-04] lists a crm_type\'s tags with how many customers carry each, paged', async () => {
    const r = await master.post('/Crm-ajaxGetTags', { param: JSON.stringify({ curr_page: 1, page_count: 10, crm_type: 3 }) });
    expect(r).toMatchObject({ err_code: 0, count: 3 });
    expect(r.data).toEqual([
      expect.objectContaining({ tag_name: 'A类经销商', crm_type: 3, crm_count: 5 }),
      expect.objectContaining({ tag_name: 'B类经销商', crm_type: 3, crm_count: 5 }),
      expect.objectContaining({ tag_name: '新开发经销商', crm_type: 3, crm_count: 5 }),
    ]);
    const page2 = await master.call(AjaxGetTags, { param: { curr_page: 2, page_count: 2, crm_type: 3 } });
    expect(page2.data.map((t) => t.tag_name)).toEqual(['新开发经销商']);
    expect((await master.call(AjaxGetTags, { param: { crm_type: 9 } })).err_code).toBe(10001);
  });

  it('[API-CRM-05] answers the tags, levels and sources with their use counts', async () => {
    const r = await master.post('/crm-getCrmParams', { param: JSON.stringify({}) });
    expect(r.err_code).toBe(0);
    const { tags, levels, sources } = r as unknown as { tags: { name: string; crm_count: number }[]; levels: { name: string }[]; sources: { name: string }[] };
    expect(tags).toHaveLength(7);
    expect(levels.map((l) => l.name)).toEqual(['VIP', '普通', '潜在']);
    expect(sources.map((s) => s.name)).toEqual(['门店到访', '老客户介绍', '抖音', '设计师推荐']);
    expect(tags.reduce((n, t) => n + t.crm_count, 0)).toBe(40);
    const levelsOnly = await master.call(GetCrmParams, { param: { kind: 'level' } });
    expect([levelsOnly.tags.length, levelsOnly.levels.length, levelsOnly.sources.length]).toEqual([0, 3, 0]);
    expect((await master.post('/crm-getCrmParams', { param: JSON.stringify({ kind: 'colour' }) })).err_code).toBe(10001);
  });

  it('[API-CRM-07] adds a tag of a type, a level and a source; refuses a taken, empty or long name and a tag without its type', async () => {
    const r = await master.post('/crm-addCrmParams', { param: JSON.stringify({ kind: 'tag', name: ' 战略经销商 ', crm_type: 3 }) });
    expect(r).toMatchObject({ err_code: 0, err_msg: '新增成功' });
    const row = await b.db.selectFrom('crm_tags').selectAll().where('tag_id', '=', r.id as number).executeTakeFirstOrThrow();
    expect([row.tag_name, row.crm_type, row.shop_id]).toEqual(['战略经销商', 3, await shopIdOf(DEMO)]);
    expect(await lastLog()).toMatchObject({ menu_ch_name: '客户参数设置', function_ch_name: '新增客户参数', oper_content: '新增客户标签「战略经销商」' });
    expect((await master.call(AddCrmParams, { param: { kind: 'level', name: '钻石' } })).err_code).toBe(0);
    expect((await master.call(AddCrmParams, { param: { kind: 'source', name: '小红书' } })).err_code).toBe(0);
    expect(await master.call(AddCrmParams, { param: { kind: 'tag', name: 'A类经销商', crm_type: 3 } })).toMatchObject({ err_code: 10008, err_msg: 'A类经销商 名称已存在!' });
    expect(await master.call(AddCrmParams, { param: { kind: 'tag', name: '无类型' } })).toMatchObject({ err_code: 10001, err_msg: '新增客户标签时请选择客户类型' });
    expect(await master.call(AddCrmParams, { param: { kind: 'level', name: '  ' } })).toMatchObject({ err_code: 10001, err_msg: '请填写名称' });
    expect((await master.call(AddCrmParams, { param: { kind: 'level', name: '级'.repeat(21) } })).err_code).toBe(10001);
    expect((await master.post('/crm-addCrmParams', { param: JSON.stringify({ kind: 'color', name: 'x' }) })).err_code).toBe(10001);
    expect((await master.post('/crm-addCrmParams', {})).err_code).toBe(10001);
    // The same name in another shop is fine.
    expect((await (await southClient()).call(AddCrmParams, { param: { kind: 'tag', name: 'A类经销商', crm_type: 3 } })).err_code).toBe(0);
  });

  it('[API-CRM-06] renames and deletes; a tag still used is refused saying how many customers use it', async () => {
    const tagA = await tagId('A类经销商');
    const renamed = await master.post('/crm-editCrmParams', { param: JSON.stringify({ kind: 'tag', id: tagA, action: 'rename', name: '金牌经销商' }) });
    expect(renamed).toMatchObject({ err_code: 0, err_msg: '修改成功' });
    const refused = await master.call(EditCrmParams, { param: { kind: 'tag', id: tagA, action: 'delete' } });
    expect(refused.err_code).toBe(10008);
    expect(refused.err_msg).toContain('还有 5 个客户在用');
    expect((refused as unknown as { holders: string[] }).holders).toHaveLength(5);
    const level = await master.call(AddCrmParams, { param: { kind: 'level', name: '临时' } });
    expect(await master.call(EditCrmParams, { param: { kind: 'level', id: level.id, action: 'delete' } })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect(await b.db.selectFrom('crm_levels').select('level_id').where('level_id', '=', level.id).executeTakeFirst()).toBeUndefined();
    expect(await lastLog()).toMatchObject({ function_ch_name: '删除客户参数', oper_content: '删除客户等级「临时」' });
    // A used level and source are refused too.
    const vip = (await b.db.selectFrom('crm_levels').select('level_id').where('level_name', '=', 'VIP').executeTakeFirstOrThrow()).level_id;
    expect((await master.call(EditCrmParams, { param: { kind: 'level', id: vip, action: 'delete' } })).err_msg).toMatch(/客户等级「VIP」还有 \d+ 个客户在用/);
    expect((await master.call(EditCrmParams, { param: { kind: 'tag', id: tagA, action: 'rename', name: '' } })).err_code).toBe(10001);
    expect((await master.call(EditCrmParams, { param: { kind: 'tag', id: tagA, action: 'explode' as 'delete' } })).err_code).toBe(10001);
  });

  it('[API-CRM-06] another shop\'s parameter is not found', async () => {
    const south = await southClient();
    const tagA = await tagId('A类经销商');
    expect((await south.call(EditCrmParams, { param: { kind: 'tag', id: tagA, action: 'rename', name: '越权' } })).err_code).toBe(10004);
    expect((await south.call(EditCrmParams, { param: { kind: 'tag', id: tagA, action: 'delete' } })).err_code).toBe(10004);
  });
});

describe('saving a customer', () => {
  it('creates a dealer with a tag (no crm_id = new), normalizing the phone, and finds it in the dealer picker by tag and name', async () => {
    const tagB = await tagId('B类经销商');
    const r = await master.post('/Crm-saveCrm', { data: JSON.stringify(newDealer({ z_name: '佛山新城家居', z_phone: '+86 137-1111-2222', tag_id: tagB, province: '440000', city: '440600', district: '440606', address: '乐从镇 1 号' })) });
    expect(r).toMatchObject({ err_code: 0, err_msg: '新增客户成功' });
    const found = await master.call(GetErpCrmByTags, { param: { tag_id: tagB, crm_type: 3, z_name: '新城' } });
    expect(found.data).toEqual([expect.objectContaining({ crm_id: r.crm_id, z_phone: '13711112222', tag_name: 'B类经销商', province_name: '广东省', city_name: '佛山市', district_name: '顺德区', state: 1 })]);
    expect(await lastLog()).toMatchObject({ menu_ch_name: '客户管理', function_ch_name: '新增客户', oper_content: '新增经销商「佛山新城家居」（137****2222）' });
  });

  it('refuses the same phone twice in one shop naming the customer who has it; another shop may have it', async () => {
    const holder = await b.db.selectFrom('customers').select(['z_name', 'z_phone']).where('shop_id', '=', await shopIdOf(DEMO)).orderBy('crm_id').executeTakeFirstOrThrow();
    const r = await master.call(SaveCrm, { data: newDealer({ z_phone: holder.z_phone }) });
    expect(r).toMatchObject({ err_code: 10008, err_msg: `手机号 ${holder.z_phone} 已是客户「${holder.z_name}」的号码` });
    expect((await (await southClient()).call(SaveCrm, { data: newDealer({ z_phone: holder.z_phone }) })).err_code).toBe(0);
  });

  it('of two concurrent creates of the same phone exactly one succeeds, the other names the winner', async () => {
    const other = b.client();
    await other.login('demo_admin');
    const replies = await Promise.all([master.call(SaveCrm, { data: newDealer({ z_name: '甲' }) }), other.call(SaveCrm, { data: newDealer({ z_name: '乙' }) })]);
    expect(replies.map((r) => r.err_code).sort()).toEqual([0, 10008]);
    const winner = replies.find((r) => r.err_code === 0)!;
    const loser = replies.find((r) => r.err_code !== 0)!;
    const row = await b.db.selectFrom('customers').select('z_name').where('crm_id', '=', winner.crm_id).executeTakeFirstOrThrow();
    expect(loser.err_msg).toBe(`手机号 13711112222 已是客户「${row.z_name}」的号码`);
    expect(await b.db.selectFrom('customers').select('crm_id').where('z_phone', '=', '13711112222').execute()).toHaveLength(1);
  });

  it.each([
    ['no name', { z_name: '' }, '请填写客户名称'],
    ['a long name', { z_name: '名'.repeat(31) }, '客户名称最多 30 个字'],
    ['no phone', { z_phone: '' }, '手机号码不能为空'],
    ['a bad phone', { z_phone: '12345' }, '手机号码格式不对'],
    ['no type', { crm_type: undefined }, '请选择客户类型'],
    ['a bad type', { crm_type: 7 as 3 }, undefined],
    ['a half region', { province: '440000' }, '所在地区请选择完整的省、市、区'],
    ['a region that is no path', { province: '440000', city: '430100', district: '430104' }, '所在地区请选择完整的省、市、区'],
    ['a long address', { address: '址'.repeat(101) }, undefined],
    ['a long contact', { contact: '人'.repeat(21) }, undefined],
    ['a long remark', { remark: '注'.repeat(201) }, undefined],
    ['a bad state', { state: 5 as 1 }, undefined],
    ['a bad tag id', { tag_id: 'x' as unknown as number }, undefined],
    ['a negative owner', { owner_id: -2 }, undefined],
    ['a bad level id', { cust_level: 'x' as unknown as number }, undefined],
    ['a bad source id', { source_id: -1 }, undefined],
    ['a bad dealer id', { parent_id: '1.5' as unknown as number }, undefined],
    ['a bad crm_id', { crm_id: 'abc' as unknown as number }, undefined],
    ['a long phone text', { z_phone: '1'.repeat(30) }, undefined],
  ])('refuses %s (10001)', async (_what, over, message) => {
    const r = await master.call(SaveCrm, { data: newDealer(over) });
    expect(r.err_code).toBe(10001);
    if (message) expect(r.err_msg).toBe(message);
  });

  it('refuses a tag of another type, and a dealer for anyone but a retail customer or a dealer that is none', async () => {
    expect(await master.call(SaveCrm, { data: newDealer({ tag_id: await tagId('全屋定制') }) })).toMatchObject({ err_code: 10001, err_msg: '客户标签「全屋定制」不是该客户类型的标签' });
    const dealer = await crmIdOf('顺德乐从家居馆');
    expect(await master.call(SaveCrm, { data: newDealer({ parent_id: dealer }) })).toMatchObject({ err_code: 10001, err_msg: '只有零售客户可以归属经销商' });
    const retail = await crmIdOf('王芳');
    expect(await master.call(SaveCrm, { data: { z_name: '新客户', z_phone: '13711113333', crm_type: CrmType.retail, parent_id: retail } })).toMatchObject({ err_code: 10001, err_msg: '「王芳」不是经销商，不能作为上级经销商' });
    const ok = await master.call(SaveCrm, { data: { z_name: '新客户', z_phone: '13711113333', crm_type: CrmType.retail, parent_id: dealer } });
    expect(ok.err_code).toBe(0);
    expect((await master.call(GetErpCrmByTags, { param: { z_name: '新客户' } })).data[0]).toMatchObject({ parent_id: dealer, parent_name: '顺德乐从家居馆' });
  });

  it('refuses another shop\'s tag, level, source, owner, dealer and customer as not found', async () => {
    const south = await southClient();
    const demoShop = await shopIdOf(DEMO);
    const level = (await b.db.selectFrom('crm_levels').select('level_id').where('shop_id', '=', demoShop).executeTakeFirstOrThrow()).level_id;
    const source = (await b.db.selectFrom('crm_sources').select('source_id').where('shop_id', '=', demoShop).executeTakeFirstOrThrow()).source_id;
    const owner = (await b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow()).user_id;
    const dealer = await crmIdOf('顺德乐从家居馆');
    for (const over of [{ tag_id: await tagId('A类经销商') }, { cust_level: level }, { source_id: source }, { owner_id: owner }]) {
      expect([over, (await south.call(SaveCrm, { data: newDealer(over) })).err_code]).toEqual([over, 10004]);
    }
    expect((await south.call(SaveCrm, { data: { z_name: '散客', z_phone: '13711114444', crm_type: CrmType.retail, parent_id: dealer } })).err_code).toBe(10004);
    expect((await south.call(SaveCrm, { data: newDealer({ crm_id: dealer, z_name: '越权改名' }) })).err_code).toBe(10004);
    expect((await b.db.selectFrom('customers').select('z_name').where('crm_id', '=', dealer).executeTakeFirstOrThrow()).z_name).toBe('顺德乐从家居馆');
  });

  it('edits a customer by crm_id (the whole record), keeping its phone check against the others', async () => {
    const id = await crmIdOf('王芳');
    const row = await b.db.selectFrom('customers').selectAll().where('crm_id', '=', id).executeTakeFirstOrThrow();
    const r = await master.call(SaveCrm, { data: { crm_id: id, z_name: '王芳芳', z_phone: row.z_phone, crm_type: CrmType.retail, remark: '老客户' } });
    expect(r).toMatchObject({ err_code: 0, crm_id: id, err_msg: '修改客户成功' });
    const after = await b.db.selectFrom('customers').selectAll().where('crm_id', '=', id).executeTakeFirstOrThrow();
    expect([after.z_name, after.remark, after.tag_id, after.created_at]).toEqual(['王芳芳', '老客户', null, row.created_at]);
    const other = await b.db.selectFrom('customers').select('z_phone').where('z_name', '=', '张伟').executeTakeFirstOrThrow();
    expect((await master.call(SaveCrm, { data: { crm_id: id, z_name: '王芳芳', z_phone: other.z_phone, crm_type: CrmType.retail } })).err_msg).toContain('已是客户「张伟」的号码');
    expect(await lastLog()).toMatchObject({ function_ch_name: '修改客户', oper_content: '修改客户「王芳芳」' });
  });

  it('a dealer with retail customers cannot become another type, nor be deleted', async () => {
    const dealer = await b.db.selectFrom('customers').selectAll().where('z_name', '=', '顺德乐从家居馆').executeTakeFirstOrThrow();
    const r = await master.call(SaveCrm, { data: { crm_id: dealer.crm_id, z_name: dealer.z_name, z_phone: dealer.z_phone, crm_type: CrmType.partner } });
    expect(r.err_code).toBe(10008);
    expect(r.err_msg).toMatch(/^经销商「顺德乐从家居馆」下还有 \d+ 个客户/);
    expect((await master.call(DelCrm, { crm_id: dealer.crm_id })).err_code).toBe(10008);
  });
});

describe('state and deletion', () => {
  it('stops and resumes a customer, audited; another shop\'s is not found; a bad state is refused', async () => {
    const id = await crmIdOf('张伟');
    expect(await master.post('/Crm-setCrmState', { crm_id: String(id), state: '0' })).toMatchObject({ err_code: 0, err_msg: '停用成功' });
    expect((await b.db.selectFrom('customers').select('state').where('crm_id', '=', id).executeTakeFirstOrThrow()).state).toBe(0);
    expect(await lastLog()).toMatchObject({ function_ch_name: '停用客户', oper_content: '停用客户「张伟」' });
    expect(await master.call(SetCrmState, { crm_id: id, state: 1 })).toMatchObject({ err_code: 0, err_msg: '启用成功' });
    expect((await master.call(SetCrmState, { crm_id: id, state: 2 })).err_code).toBe(10001);
    expect((await master.post('/Crm-setCrmState', { crm_id: 'x', state: '1' })).err_code).toBe(10001);
    expect((await (await southClient()).call(SetCrmState, { crm_id: id, state: 0 })).err_code).toBe(10004);
  });

  it('an edit that leaves out the state keeps it (a stopped customer stays stopped)', async () => {
    const row = await b.db.selectFrom('customers').selectAll().where('z_name', '=', '张伟').executeTakeFirstOrThrow();
    await master.call(SetCrmState, { crm_id: row.crm_id, state: 0 });
    expect((await master.call(SaveCrm, { data: { crm_id: row.crm_id, z_name: '张伟', z_phone: row.z_phone, crm_type: CrmType.retail } })).err_code).toBe(0);
    expect((await b.db.selectFrom('customers').select('state').where('crm_id', '=', row.crm_id).executeTakeFirstOrThrow()).state).toBe(0);
  });

  it('deletes a customer with its follow-ups; another shop\'s is not found', async () => {
    const { crm_id: id, z_name: name } = await unorderedRetail();
    const admin = await b.db.selectFrom('users').select(['shop_id', 'user_id']).where('login_name', '=', 'demo_admin').executeTakeFirstOrThrow();
    await b.db.insertInto('cust_follows').values({ ...admin, crm_id: id, method: 1, content: '回访', next_date: null, created_at: b.clock.now() }).execute();
    expect((await (await southClient()).call(DelCrm, { crm_id: id })).err_code).toBe(10004);
    expect(await master.post('/Crm-delCrm', { crm_id: String(id) })).toMatchObject({ err_code: 0, err_msg: '删除成功' });
    expect(await b.db.selectFrom('customers').select('crm_id').where('crm_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await b.db.selectFrom('cust_follows').select('follow_id').where('crm_id', '=', id).execute()).toEqual([]);
    expect(await lastLog()).toMatchObject({ function_ch_name: '删除客户', oper_content: expect.stringContaining(`删除客户「${name}」`) });
    expect((await master.call(DelCrm, { crm_id: id })).err_code).toBe(10004);
    expect((await master.post('/Crm-delCrm', {})).err_code).toBe(10001);
  });

  it('refuses deleting a customer an order names, saying how many, and deletes nothing', async () => {
    const id = await crmIdOf('刘洋');
    const orders = (await b.db.selectFrom('orders').select('order_id').where('store_crm_id', '=', id).execute()).length;
    expect(orders).toBeGreaterThan(0);
    expect(await master.call(DelCrm, { crm_id: id })).toMatchObject({ err_code: 10008, err_msg: `客户「刘洋」已有 ${orders} 个订单，不能删除，可以停用` });
    expect(await b.db.selectFrom('customers').select('crm_id').where('crm_id', '=', id).executeTakeFirst()).toBeDefined();
  });
});

describe('searches and the shop\'s people', () => {
  it('[API-CRM-02] finds the shop\'s in-use customers by name or phone, at most 20', async () => {
    const byName = await master.post('/CrmSearch-fetchShop', { keyword: '乐从' });
    expect((byName.data as { z_name: string }[]).map((r) => r.z_name)).toEqual(['顺德乐从家居馆']);
    const phone = (await b.db.selectFrom('customers').select('z_phone').where('z_name', '=', '张伟').executeTakeFirstOrThrow()).z_phone;
    expect((await master.call(FetchShop, { keyword: phone.slice(3) })).data.map((r) => r.z_name)).toEqual(['张伟']);
    expect((await master.call(FetchShop, {})).data).toHaveLength(20);
    expect((await master.call(FetchShop, { crm_type: 3 })).data.every((r) => r.crm_type === 3)).toBe(true);
    expect((await (await southClient()).call(FetchShop, { keyword: '乐从' })).data).toEqual([]);
    expect((await master.call(FetchShop, { keyword: 'k'.repeat(41) })).err_code).toBe(10001);
    expect((await master.post('/CrmSearch-fetchShop', { crm_type: '4' })).err_code).toBe(10001);
    expect((await master.post('/CrmSearch-fetchUser', { keyword: 'k'.repeat(41) })).err_code).toBe(10001);
  });

  it('[API-CRM-03] finds the shop\'s staff by name or phone, at most 20', async () => {
    const byName = await master.post('/CrmSearch-fetchUser', { keyword: '晓梅' });
    expect(byName.data).toEqual([expect.objectContaining({ login_name: 'demo_sales', full_name: '李晓梅', phone: '13912345678' })]);
    expect(((await master.post('/CrmSearch-fetchUser', { keyword: '13912345678' })).data as unknown[]).length).toBe(1);
    expect(((await (await southClient()).post('/CrmSearch-fetchUser', { keyword: '晓梅' })).data as unknown[]).length).toBe(0);
  });

  it('[API-CRM-10] answers the shop\'s people with id, login name, nick name, phone and department', async () => {
    const r = await master.post('/User-getUserInfoByShopID', {});
    const people = r.data as Record<string, unknown>[];
    expect(people.length).toBeGreaterThan(3);
    expect(people).toContainEqual(expect.objectContaining({ login_name: 'demo_sales', nick_name: '小梅', phone: '13912345678', department_name: '销售部' }));
    const south = (await (await southClient()).post('/User-getUserInfoByShopID', {})).data as { login_name: string }[];
    expect(south.map((p) => p.login_name)).not.toContain('demo_sales');
  });
});

describe('rights', () => {
  const CASES: { path: string; right: RightCode; body: () => Promise<Record<string, string>> }[] = [
    { path: '/Crm-getErpCrmByTags', right: 'SF_ERP_STORE_CUSTOMER_QUERY', body: async () => ({}) },
    { path: '/Crm-ajaxGetTags', right: 'SF_ERP_STORE_CUSTOMER_QUERY', body: async () => ({}) },
    { path: '/crm-getCrmParams', right: 'SF_ERP_CRM_PARAMS', body: async () => ({}) },
    { path: '/crm-addCrmParams', right: 'SF_ERP_CRM_PARAMS', body: async () => ({ param: JSON.stringify({ kind: 'level', name: '权限测试' }) }) },
    { path: '/crm-editCrmParams', right: 'SF_ERP_CRM_PARAMS', body: async () => ({ param: JSON.stringify({ kind: 'tag', id: await tagId('A类经销商'), action: 'rename', name: '权限改名' }) }) },
    { path: '/Crm-saveCrm', right: 'SF_ERP_STORE_CUSTOMER_NEW', body: async () => ({ data: JSON.stringify(newDealer()) }) },
    {
      path: '/Crm-saveCrm',
      right: 'SF_ERP_STORE_CUSTOMER_EDIT',
      body: async () => {
        const row = await b.db.selectFrom('customers').selectAll().where('z_name', '=', '张伟').executeTakeFirstOrThrow();
        return { data: JSON.stringify({ crm_id: row.crm_id, z_name: '张伟', z_phone: row.z_phone, crm_type: 1 }) };
      },
    },
    { path: '/Crm-setCrmState', right: 'SF_ERP_STORE_CUSTOMER_EDIT', body: async () => ({ crm_id: String(await crmIdOf('张伟')), state: '0' }) },
    { path: '/Crm-delCrm', right: 'SF_ERP_STORE_CUSTOMER_DELETE', body: async () => ({ crm_id: String((await unorderedRetail()).crm_id) }) },
    { path: '/CrmSearch-fetchShop', right: 'SF_ERP_STORE_CUSTOMER_QUERY', body: async () => ({ keyword: '张' }) },
    { path: '/CrmSearch-fetchUser', right: 'SF_ERP_STORE_CUSTOMER_QUERY', body: async () => ({ keyword: '李' }) },
    { path: '/User-getUserInfoByShopID', right: 'SF_ERP_STORE_CUSTOMER_QUERY', body: async () => ({}) },
  ];
  const ALL_CRM: RightCode[] = ['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_STORE_CUSTOMER_NEW', 'SF_ERP_STORE_CUSTOMER_EDIT', 'SF_ERP_STORE_CUSTOMER_DELETE', 'SF_ERP_CRM_PARAMS', 'SF_ERP_STORE_MEMO_QUERY', 'SF_ERP_STORE_MEMO_NEW'];
  // Routes that also open to another right (getCrmParams to the list, fetchShop, fetchUser and the people to the follow-ups) are refused only without all of them.
  const ALSO: Record<string, RightCode[]> = {
    '/Crm-ajaxGetTags': ['SF_ERP_CRM_PARAMS'],
    '/crm-getCrmParams': ['SF_ERP_STORE_CUSTOMER_QUERY'],
    '/CrmSearch-fetchShop': ['SF_ERP_STORE_MEMO_QUERY'],
    '/CrmSearch-fetchUser': ['SF_ERP_STORE_MEMO_QUERY'],
    '/User-getUserInfoByShopID': ['SF_ERP_STORE_MEMO_QUERY'],
  };

  it.each(CASES.map((c) => [c.path, c.right, c] as const))('%s works with %s held alone, and is refused with every other customer right but it', async (_p, right, c) => {
    const alone = await addStaffWithRights(b.db, 'crm_alone', [right], { now: b.clock.now() });
    const without = await addStaffWithRights(b.db, 'crm_without', ALL_CRM.filter((r) => r !== right && !(ALSO[c.path] ?? []).includes(r)), { now: b.clock.now() });
    // The body is made once: the refused call must aim at what the allowed call found.
    const body = await c.body();
    const lacking = b.client();
    await lacking.login(without.login_name);
    expect([c.path, (await lacking.post(c.path, body)).err_code]).toEqual([c.path, 10003]);
    const holder = b.client();
    await holder.login(alone.login_name);
    const reply = await holder.post(c.path, body);
    expect([c.path, reply.err_code]).toEqual([c.path, 0]);
  });
});
