import { ALL_RIGHTS } from '../../src/common/rights';
import { CAD_COMMANDS } from '../../src/common/cadFunctions';
import { AjaxGroup, AjaxMyAuth, DeleteGrp, EditGrpName, GetCADFunc, GetCADFuncList, GetGrpRights, GetStaffGroup, NewGrp } from '../../src/common/roles';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
eachTestBackend((backend, client) => ([b, master] = [backend, client]));

const shopIdOf = async (name: string) => (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const fid = (code: string) => ALL_RIGHTS.find((r) => r.code === code)!.fid;
const groupId = async (name: string, shop = '演示家具厂') =>
  (await b.db
    .selectFrom('staff_groups')
    .innerJoin('shops', 'shops.shop_id', 'staff_groups.shop_id')
    .select('staff_groups.group_id')
    .where('group_name', '=', name)
    .where('shops.shop_name', '=', shop)
    .executeTakeFirstOrThrow()).group_id;
const rightsOf = async (gid: number) =>
  (await b.db.selectFrom('group_rights').select('right_code').where('group_id', '=', gid).execute()).map((r) => r.right_code).sort();
const dbSnapshot = async () => ({
  groups: await b.db.selectFrom('staff_groups').selectAll().orderBy('group_id').execute(),
  rights: await b.db.selectFrom('group_rights').selectAll().orderBy('group_id').orderBy('right_code').execute(),
});

describe('role list and names', () => {
  it('[API-ROLE-01] [ROLES-02] [ROLES-41] lists the shop\'s roles with group_id and group_name, and only this shop\'s', async () => {
    const r = await master.call(AjaxGroup);
    const names = r.data.map((g) => g.group_name);
    expect(names).toEqual(['销售专员', '财务专员', '生产主管', '仓库管理员', '安装售后']);
    const other = b.client();
    await other.login('south_admin');
    expect((await other.call(AjaxGroup)).data.map((g) => g.group_name)).toEqual(['店员']);
  });

  it('[API-ROLE-02] [ROLES-04] [ROLES-10] [ROLES-11] [ROLES-12] [ROLES-13] creates a role with a trimmed, unique name of at most 20', async () => {
    const created = await master.call(NewGrp, { grpName: '  安装师傅 ' });
    expect(created).toMatchObject({ err_code: 0, err_msg: '新增岗位角色成功' });
    const row = await b.db.selectFrom('staff_groups').selectAll().where('group_id', '=', created.grpID).executeTakeFirstOrThrow();
    expect(row.group_name).toBe('安装师傅');
    expect(await master.post('/ShopStaff-newGrp', { grpName: '安装师傅' })).toMatchObject({ err_msg: '安装师傅 名称已存在!' });
    expect(await master.post('/ShopStaff-newGrp', { grpName: '   ' })).toMatchObject({ err_code: 10001, err_msg: '请填写岗位名称' });
    expect((await master.post('/ShopStaff-newGrp', { grpName: '岗'.repeat(21) })).err_code).toBe(10001);
    // The same name in another shop is fine: names are unique within a shop.
    const other = b.client();
    await other.login('south_admin');
    expect((await other.post('/ShopStaff-newGrp', { grpName: '安装师傅' })).err_code).toBe(0);
  });

  it('[API-ROLE-03] [ROLES-06] [ROLES-14] renames, refusing an unchanged or taken name', async () => {
    const gid = await groupId('生产主管');
    expect(await master.post('/ShopStaff-editGrpName', { grpID: String(gid), grpName: '生产主管' })).toMatchObject({ err_msg: '名称无修改' });
    expect(await master.post('/ShopStaff-editGrpName', { grpID: String(gid), grpName: '销售专员' })).toMatchObject({ err_msg: '销售专员 名称已存在!' });
    expect(await master.post('/ShopStaff-editGrpName', { grpID: String(gid), grpName: '车间主任' })).toMatchObject({ err_code: 0, err_msg: '修改岗位角色成功' });
    expect((await b.db.selectFrom('staff_groups').select('group_name').where('group_id', '=', gid).executeTakeFirstOrThrow()).group_name).toBe('车间主任');
  });

  it('[API-ROLE-04] deletes an unused role, and refuses one that staff still hold, naming them', async () => {
    const { grpID } = await master.call(NewGrp, { grpName: '临时工' });
    expect((await master.call(DeleteGrp, { grpID })).err_code).toBe(0);
    expect(await b.db.selectFrom('staff_groups').select('group_id').where('group_id', '=', grpID).executeTakeFirst()).toBeUndefined();
    const before = await dbSnapshot();
    const inUse = await master.post('/ShopStaff-deleteGrp', { grpID: String(await groupId('销售专员')) });
    expect(inUse.err_code).toBe(10008);
    expect(inUse.err_msg).toContain('李晓梅');
    expect(await dbSnapshot()).toEqual(before);
  });

  it('[API-ROLE-04] [ROLES-08] a refused delete names every holder in `holders`, in the order they joined', async () => {
    const { grpID } = await master.call(NewGrp, { grpName: '安装组' });
    const shopId = await shopIdOf('演示家具厂');
    const staff = await b.db.selectFrom('users').select(['user_id', 'full_name', 'login_name']).where('shop_id', '=', shopId).orderBy('user_id').execute();
    await b.db.insertInto('user_groups').values(staff.map((u) => ({ shop_id: shopId, user_id: u.user_id, group_id: grpID }))).execute();
    const refused = await master.post('/ShopStaff-deleteGrp', { grpID: String(grpID) });
    expect(refused.err_code).toBe(10008);
    expect(refused.holders).toEqual(staff.map((u) => u.full_name || u.login_name));
    expect(refused.holders).toContain('李晓梅');
  });

  it('writes every change to the staff log', async () => {
    const { grpID } = await master.post('/ShopStaff-newGrp', { grpName: '质检员' });
    await master.post('/ShopStaff-editGrpName', { grpID: String(grpID), grpName: '质检主管' });
    await master.post('/ShopStaff-editGrpRightsNew', { grpID: String(grpID), rightsType: '1', grpRights: String(fid('SF_MY_RIGHTS')) });
    await master.post('/ShopStaff-deleteGrp', { grpID: String(grpID) });
    const log = await b.db.selectFrom('staff_logs').select(['login_name', 'menu_ch_name', 'function_ch_name', 'oper_content']).orderBy('log_id').execute();
    expect(log.map((l) => l.function_ch_name)).toEqual(['新增岗位角色', '修改岗位角色名称', '修改岗位权限', '删除岗位角色']);
    expect(log.every((l) => l.login_name === 'demo_admin' && l.menu_ch_name === '岗位角色')).toBe(true);
    expect(log[2].oper_content).toContain('查看我的权限');
  });
});

describe('role rights', () => {
  it('[API-ROLE-05] [ROLES-16] [ROLES-17] answers rightsPlat, rightsErp, rightsCad and cad_functions for a role', async () => {
    const r = await master.call(GetGrpRights, { grpID: await groupId('销售专员'), ver: 2 });
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['rightsPlat', 'rightsErp', 'rightsCad', 'cad_functions']));
    const leaves = r.rightsPlat.flatMap((m) => m.c.flatMap((g) => g.c));
    expect(leaves.find((l) => l.code === 'SF_STORE_ORD_LIST')!.ck).toBe(1);
    expect(leaves.find((l) => l.code === 'SF_INVOICE_LIST')!.ck).toBe(0);
  });

  it('[API-ROLE-06] [ROLES-22] [ROLES-23] [ROLES-24] [ROLES-25] saves one category by rightsType with 0, -1 or a fid list, leaving the others', async () => {
    const gid = await groupId('生产主管');
    const post = (rightsType: string, grpRights: string) => master.post('/ShopStaff-editGrpRightsNew', { grpID: String(gid), rightsType, grpRights });
    expect((await post('1', `${fid('SF_INVOICE_LIST')},${fid('SF_INVOICE_INFO_QUERY')}`)).err_code).toBe(0);
    // The group's first item (SF_INVOICE_INFO_QUERY) is kept with SF_INVOICE_LIST; MES rights untouched.
    expect(await rightsOf(gid)).toEqual(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST', 'SF_MES_CUT', 'SF_MES_PLAN_QUERY']);
    expect((await post('3', '0')).err_code).toBe(0);
    expect((await rightsOf(gid)).filter((c) => c.startsWith('SF_CAD_'))).toHaveLength(ALL_RIGHTS.filter((r) => r.rightsType === 3).length);
    expect((await post('1', '-1')).err_code).toBe(0);
    expect((await rightsOf(gid)).some((c) => c.startsWith('SF_INVOICE'))).toBe(false);
  });

  it('[ROLES-36] a use = 0 row keeps its state whatever the request says', async () => {
    const gid = await groupId('生产主管');
    await master.post('/ShopStaff-editGrpRightsNew', { grpID: String(gid), rightsType: '2', grpRights: '0' });
    expect(await rightsOf(gid)).not.toContain('SF_MES_MACHINE');
  });

  it('refuses malformed rights values, a wrong rightsType, and fids of another category, changing nothing', async () => {
    const gid = String(await groupId('生产主管'));
    const before = await dbSnapshot();
    for (const body of [
      { grpID: gid, rightsType: '1', grpRights: 'all' },
      { grpID: gid, rightsType: '4', grpRights: '0' },
      { grpID: gid, rightsType: '1', grpRights: String(fid('SF_MES_CUT')) },
      { grpID: 'x', rightsType: '1', grpRights: '0' },
    ]) {
      expect((await master.post('/ShopStaff-editGrpRightsNew', body)).err_code).toBe(10001);
    }
    expect(await dbSnapshot()).toEqual(before);
  });

  it('[API-ROLE-07] [API-ROLE-08] [API-ROLE-09] [ROLES-26] [ROLES-29] [ROLES-33] [ROLES-40] saves WebCAD functions as 0 or the unchecked commands, refusing none', async () => {
    const gid = String(await groupId('销售专员'));
    const list = await master.call(GetCADFuncList);
    expect(list.data.map((f) => f.command)).toEqual([...CAD_COMMANDS]);
    expect(Object.keys(list.data[0]).sort()).toEqual(['chDes', 'chName', 'command', 'icon', 'type']);
    expect((await master.post('/ShopStaff-setCADFunc', { groupID: gid, cadFuncs: 'Render,DeleteScheme' })).err_code).toBe(0);
    const got = await master.call(GetCADFunc, { groupID: Number(gid) });
    expect(got.value).toBe('Render,DeleteScheme');
    const checked = got.cad_functions.filter((f) => f.ck === 1).map((f) => f.command);
    expect(checked).toEqual(CAD_COMMANDS.filter((c) => c !== 'Render' && c !== 'DeleteScheme'));
    expect(await master.post('/ShopStaff-setCADFunc', { groupID: gid, cadFuncs: CAD_COMMANDS.join(',') })).toMatchObject({ err_code: 10001, err_msg: '请勾选WebCAD功能点,功能点不能为空。' });
    expect(await master.post('/ShopStaff-setCADFunc', { groupID: gid, cadFuncs: '-1' })).toMatchObject({ err_msg: '请勾选WebCAD功能点,功能点不能为空。' });
    expect((await master.post('/ShopStaff-setCADFunc', { groupID: gid, cadFuncs: 'Teleport' })).err_code).toBe(10001);
    expect((await master.post('/ShopStaff-getCADFunc', { groupID: gid })).value).toBe('Render,DeleteScheme');
  });
});

describe('my rights', () => {
  it('[API-ROLE-10] [MYRIGHTS-04] [MYRIGHTS-05] answers the user\'s own rights and allowed WebCAD functions', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    await master.post('/ShopStaff-setCADFunc', { groupID: String(await groupId('销售专员')), cadFuncs: 'ExportCnc' });
    const r = await sales.call(AjaxMyAuth, { ver: 2 });
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['platRights', 'erpRights', 'cadRights', 'cadFunctions']));
    const leaves = r.platRights.flatMap((m) => m.c.flatMap((g) => g.c));
    expect(leaves.filter((l) => l.ck).map((l) => l.code)).toContain('SF_MY_RIGHTS');
    expect(leaves.find((l) => l.code === 'SF_GROUP_QUERY')!.ck).toBe(0);
    const cad = r.cadFunctions;
    expect(cad.find((f) => f.command === 'ExportCnc')!.ck).toBe(0);
    expect(cad.find((f) => f.command === 'Render')!.ck).toBe(1);
  });

  it('[API-ROLE-11] getStaffGroup lists each role with the staff holding it', async () => {
    const r = await master.call(GetStaffGroup);
    const sales = r.data.find((g) => g.group_name === '销售专员')!;
    expect(sales.staff.map((s) => s.login_name)).toEqual(['demo_sales', 'zhou_sales', 'wu_sales', 'zheng_sales', 'sun_sales']);
  });
});

describe('rights and tenants', () => {
  it('[ROLES-01] [ROLES-19] a sub-account without the role rights is refused by every role route and nothing changes', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    const gid = String(await groupId('销售专员'));
    const before = await dbSnapshot();
    const calls: [string, Record<string, string>][] = [
      ['/ShopStaff-newGrp', { grpName: '越权' }],
      ['/ShopStaff-editGrpName', { grpID: gid, grpName: '越权' }],
      ['/ShopStaff-deleteGrp', { grpID: gid }],
      ['/ShopStaff-getGrpRights', { grpID: gid, ver: '2' }],
      ['/ShopStaff-editGrpRightsNew', { grpID: gid, rightsType: '1', grpRights: '0' }],
      ['/ShopStaff-setCADFunc', { groupID: gid, cadFuncs: '0' }],
      ['/ShopStaff-getCADFunc', { groupID: gid }],
      ['/ShopStaff-getStaffGroup', {}],
    ];
    for (const [path, body] of calls) expect([path, (await sales.post(path, body)).err_code]).toEqual([path, 10003]);
    expect(await dbSnapshot()).toEqual(before);
    // With SF_MY_RIGHTS the sales role may read its own rights.
    expect((await sales.post('/ShopStaff-ajaxMyAuth', { ver: '2' })).err_code).toBe(0);
    // The roles' names are listed to the sales role for one reason only: it holds the order assignment page's right
    // (SF_BATCH_PROCESS_QUERY), whose dialog picks a position role; without that, the list is refused too.
    expect((await sales.post('/shopStaff-ajaxGroup')).err_code).toBe(0);
    const noAssign = (await rightsOf(Number(gid))).filter((c) => c !== 'SF_BATCH_PROCESS_QUERY').map(fid).join(',');
    await master.post('/ShopStaff-editGrpRightsNew', { grpID: gid, rightsType: '1', grpRights: noAssign });
    expect((await sales.post('/shopStaff-ajaxGroup')).err_code).toBe(10003);
  });

  it('the master of another shop gets "not found" for this shop\'s roles and nothing changes', async () => {
    const south = b.client();
    await south.login('south_admin');
    const gid = String(await groupId('销售专员'));
    const before = await dbSnapshot();
    for (const [path, body] of [
      ['/ShopStaff-editGrpName', { grpID: gid, grpName: '偷梁换柱' }],
      ['/ShopStaff-deleteGrp', { grpID: gid }],
      ['/ShopStaff-getGrpRights', { grpID: gid, ver: '2' }],
      ['/ShopStaff-editGrpRightsNew', { grpID: gid, rightsType: '1', grpRights: '0' }],
      ['/ShopStaff-setCADFunc', { groupID: gid, cadFuncs: '0' }],
      ['/ShopStaff-getCADFunc', { groupID: gid }],
    ] as [string, Record<string, string>][]) {
      expect([path, (await south.post(path, body)).err_code]).toEqual([path, 10004]);
    }
    expect(await dbSnapshot()).toEqual(before);
  });

  it('nobody grants or revokes a right they do not hold themselves', async () => {
    // A deputy holding the role rights but not the finance rights.
    const shopId = (await b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
    const { grpID } = await master.call(NewGrp, { grpName: '副店长' });
    await master.post('/ShopStaff-editGrpRightsNew', {
      grpID: String(grpID),
      rightsType: '1',
      grpRights: ['SF_GROUP_QUERY', 'SF_GROUP_RIGHTS_EDIT', 'SF_STORE_ORD_LIST'].map(fid).join(','),
    });
    const sales = await b.db.selectFrom('users').select('user_id').where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    await b.db.insertInto('user_groups').values({ shop_id: shopId, user_id: sales.user_id, group_id: grpID }).execute();
    const deputy = b.client();
    await deputy.login('demo_sales');
    const target = String(await groupId('生产主管'));
    const before = await rightsOf(Number(target));
    const escalate = await deputy.post('/ShopStaff-editGrpRightsNew', { grpID: target, rightsType: '1', grpRights: '0' });
    expect(escalate.err_code).toBe(10003);
    expect(escalate.err_msg).toContain('不能授予');
    // Even its own role cannot be widened.
    expect((await deputy.post('/ShopStaff-editGrpRightsNew', { grpID: String(grpID), rightsType: '1', grpRights: '0' })).err_code).toBe(10003);
    expect(await rightsOf(Number(target))).toEqual(before);
    // Within what it holds, it may grant.
    expect((await deputy.post('/ShopStaff-editGrpRightsNew', { grpID: target, rightsType: '1', grpRights: String(fid('SF_STORE_ORD_LIST')) })).err_code).toBe(0);
  });

  it('a shop_id field in the body cannot redirect a write to another shop', async () => {
    const own = await shopIdOf('演示家具厂');
    const other = await shopIdOf('南方板材定制');
    // The caller may create roles, so the write happens: the question is only where it lands.
    const created = await master.post('/ShopStaff-newGrp', { grpName: '外店角色', shop_id: String(other) });
    expect(created.err_code).toBe(0);
    const row = await b.db.selectFrom('staff_groups').select('shop_id').where('group_id', '=', created.grpID as number).executeTakeFirstOrThrow();
    expect(row.shop_id).toBe(own);
    expect((await b.db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', other).where('group_name', '=', '外店角色').execute()).length).toBe(0);
    // And a role of the other shop cannot be named by its id either.
    const foreignRole = await groupId('店员', '南方板材定制');
    expect((await master.call(EditGrpName, { grpID: foreignRole, grpName: '改名' })).err_code).toBe(10004);
  });

  it('[ROUTE-03] a granted right works on the next request, and a revoked one is refused on the next request', async () => {
    const sales = b.client();
    await sales.login('demo_sales');
    const gid = await groupId('销售专员');
    // A role route that takes SF_GROUP_QUERY alone, which the sales role does not hold.
    const readRights = () => sales.post('/ShopStaff-getGrpRights', { grpID: String(gid), ver: '2' });
    expect((await readRights()).err_code).toBe(10003);
    const withQuery = [...(await rightsOf(gid)), 'SF_GROUP_QUERY'].map(fid).join(',');
    await master.post('/ShopStaff-editGrpRightsNew', { grpID: String(gid), rightsType: '1', grpRights: withQuery });
    expect((await readRights()).err_code).toBe(0);
    const without = (await rightsOf(gid)).filter((c) => c !== 'SF_GROUP_QUERY').map(fid).join(',');
    await master.post('/ShopStaff-editGrpRightsNew', { grpID: String(gid), rightsType: '1', grpRights: without });
    expect((await readRights()).err_code).toBe(10003);
  });
});
