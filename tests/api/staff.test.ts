/**
 * Staff and departments over HTTP (SPEC.md "Org structure", "Staff form"; REQUIREMENTS ORG,
 * STAFF-FORM, API-STAFF, PICKER): the rules the server keeps whatever the page sends.
 */
import { ErrCode } from '../../src/common/api';
import {
  AjaxDepartment,
  AjaxEditStaff,
  AjaxNewStaff,
  DeleteDep,
  EditDep,
  EsPost,
  FireStaff,
  GetCheckCode,
  GetStaff,
  GetStaffPicker,
  NewDep,
  NsPost,
  ReinstateStaff,
  UnbindWx,
  UserCheck,
  type StaffFormFields,
} from '../../src/common/staff';
import { isResidentId } from '../../src/common/staffRules';
import { AjaxMyAuth } from '../../src/common/roles';
import { ALL_RIGHT_CODES } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const userId = async (login: string) => (await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', login).executeTakeFirstOrThrow()).user_id;
const userRow = async (login: string) => t.b.db.selectFrom('users').selectAll().where('login_name', '=', login).executeTakeFirstOrThrow();
const groupId = async (name: string) => (await t.b.db.selectFrom('staff_groups').select('group_id').where('group_name', '=', name).executeTakeFirstOrThrow()).group_id;
const lastLog = async () => t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();
const logCount = async () => Number((await t.b.db.selectFrom('staff_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const depId = async (name: string) =>
  (await t.b.db.selectFrom('departments').innerJoin('shops', 'shops.shop_id', 'departments.shop_id').select('department_id').where('department_name', '=', name).where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).department_id;

/** Sends a code to `phone` and reads it from the SMS outbox, as the person would from their phone. */
async function codeFor(client: TestClient, phone: string): Promise<string> {
  const sent = await client.call(GetCheckCode, { phoneNbr: phone });
  expect(sent.err_code).toBe(0);
  const sms = await t.b.db.selectFrom('sms_outbox').select('content').where('phone', '=', phone).orderBy('sms_id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /(\d{6})/.exec(sms.content)![1];
}

async function newPerson(overrides: Partial<StaffFormFields> = {}, client = t.master): Promise<{ reply: Awaited<ReturnType<TestClient['call']>>; fields: StaffFormFields }> {
  const fields: StaffFormFields = {
    userName: 'new_person',
    userPass: 'secret-123',
    userPass2: 'secret-123',
    fullName: '新同事',
    nickName: '小新',
    userPhone: '13566667777',
    userSex: 2,
    certID: '',
    depID: await depId('销售部'),
    ifChat: 0,
    grpID: String(await groupId('销售专员')),
    ...overrides,
  };
  fields.checkCode ??= await codeFor(client, fields.userPhone);
  return { reply: await client.call(NsPost, fields), fields };
}

describe('departments', () => {
  it('[API-STAFF-02] [ORG-01] [ORG-02] [ORG-15] lists My team (id 0) first, then the departments with department_id and department_name, and the plans', async () => {
    const r = await t.master.call(AjaxDepartment);
    expect(r.data.department[0]).toMatchObject({ department_id: 0, department_name: '我的团队' });
    expect(r.data.department.map((d) => d.department_name)).toEqual(['我的团队', '销售部', '财务部', '生产部', '仓储部', '安装售后部']);
    expect(Object.keys(r.data.pricing_strategy)).toContain('12');
    const other = t.b.client();
    await other.login('south_admin');
    expect((await other.call(AjaxDepartment)).data.department.map((d) => d.department_name)).toEqual(['我的团队', '门店']);
  });

  it('[API-STAFF-03] [ORG-05] [ORG-09] [ORG-10] [ORG-11] [ORG-13] creates a department with a required, unique name of at most 20', async () => {
    const created = await t.master.call(NewDep, { depName: ' 设计部 ' });
    expect(created).toMatchObject({ err_code: 0, err_msg: '新增组织架构成功' });
    expect((await t.b.db.selectFrom('departments').select('department_name').where('department_id', '=', created.depID).where('department_name', '=', '设计部').execute()).length).toBe(1);
    expect(await t.master.call(NewDep, { depName: '设计部' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '设计部 名称已存在!' });
    expect(await t.master.call(NewDep, { depName: '我的团队' })).toMatchObject({ err_msg: '我的团队 名称已存在!' });
    expect(await t.master.call(NewDep, { depName: '  ' })).toMatchObject({ err_code: 10001, err_msg: '请填写组织架构名称' });
    expect((await t.master.call(NewDep, { depName: '部'.repeat(21) })).err_code).toBe(10001);
    expect((await t.master.call(NewDep, { depName: '部'.repeat(20) })).err_code).toBe(0);
    expect((await lastLog()).function_ch_name).toBe('新增组织架构');
  });

  it('[API-STAFF-04] [ORG-06] [ORG-12] [ORG-14] renames, refusing an unchanged or taken name and My team', async () => {
    const id = await depId('生产部');
    expect(await t.master.call(EditDep, { depID: id, depName: '生产部' })).toMatchObject({ err_msg: '名称无修改' });
    expect(await t.master.call(EditDep, { depID: id, depName: '销售部' })).toMatchObject({ err_msg: '销售部 名称已存在!' });
    expect(await t.master.call(EditDep, { depID: id, depName: '车间' })).toMatchObject({ err_code: 0, err_msg: '修改组织架构成功' });
    expect(await t.master.call(EditDep, { depID: 0, depName: '全员' })).toMatchObject({ err_code: 10001, err_msg: '「我的团队」不能修改或删除' });
  });

  it('[API-STAFF-05] [ORG-07] deletes an empty department; one with staff is refused naming them; My team never', async () => {
    const refused = await t.master.call(DeleteDep, { depID: await depId('财务部') });
    expect(refused.err_code).toBe(ErrCode.CONFLICT);
    expect(refused.err_msg).toContain('王丽华');
    expect((refused as unknown as { holders: string[] }).holders).toEqual(expect.arrayContaining(['王丽华', '马秀兰', '胡国庆']));
    expect((await t.master.call(DeleteDep, { depID: 0 })).err_code).toBe(10001);
    const { depID } = await t.master.call(NewDep, { depName: '临时部门' });
    expect(await t.master.call(DeleteDep, { depID })).toMatchObject({ err_code: 0 });
    expect(await t.b.db.selectFrom('departments').select('department_id').where('department_name', '=', '临时部门').execute()).toEqual([]);
  });

  it('[ORG-05] SF_DEP_NEW held alone creates a department; every other right without it creates none', async () => {
    const creator = await addStaffWithRights(t.b.db, 'dep_creator', ['SF_DEP_NEW']);
    const c = t.b.client({ ip: '10.5.0.1' });
    await c.login(creator.login_name);
    const created = await c.call(NewDep, { depName: '新建部' });
    expect([created.err_code, created.err_msg]).toEqual([0, '新增组织架构成功']);
    expect(await depId('新建部')).toBe(created.depID);

    const others = await addStaffWithRights(t.b.db, 'dep_all_but_new', ALL_RIGHT_CODES.filter((r) => r !== 'SF_DEP_NEW'));
    const o = t.b.client({ ip: '10.5.0.2' });
    await o.login(others.login_name);
    const before = await logCount();
    expect((await o.call(NewDep, { depName: '越权部' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await t.b.db.selectFrom('departments').select('department_id').where('department_name', '=', '越权部').execute()).toEqual([]);
    expect(await logCount()).toBe(before);
  });

  it('[ORG-05] [ORG-06] [ORG-07] department writes need their rights, and another shop\'s department is not found', async () => {
    const sub = await addStaffWithRights(t.b.db, 'dep_viewer', ['SF_STAFF_QUERY']);
    const c = t.b.client();
    await c.login(sub.login_name);
    const before = await logCount();
    expect((await c.call(NewDep, { depName: '越权部' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.call(EditDep, { depID: await depId('销售部'), depName: '越权部' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.call(DeleteDep, { depID: await depId('销售部') })).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await logCount()).toBe(before);
    const south = t.b.client();
    await south.login('south_admin');
    // Ids are numbered per shop: the demo shop's 安装售后部 has an id the other shop does not have.
    expect((await south.call(EditDep, { depID: await depId('安装售后部'), depName: '改名' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(DeleteDep, { depID: await depId('安装售后部') })).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

describe('the staff list', () => {
  it('[API-STAFF-01] [ORG-18] [ORG-49] pages the on-the-job staff with every record field, counting all of them', async () => {
    const r = await t.master.call(GetStaff, { param: { curr_page: 1, page_count: 5 } });
    expect(r.staff).toHaveLength(5);
    const onJob = await t.b.db.selectFrom('users').innerJoin('shops', 'shops.shop_id', 'users.shop_id').select('user_id').where('shop_name', '=', '演示家具厂').where('state', 'in', [0, 1]).execute();
    expect(r.staffCnt).toBe(onJob.length);
    expect(Object.keys(r.staff[0]).sort()).toEqual(
      ['staff_id', 'user_id', 'login_name', 'nick_name', 'full_name', 'department_id', 'department_name', 'group_id', 'group_name', 'user_phone', 'user_sex', 'cert_id', 'if_chat', 'state', 'exp_date', 'exp_flag', 'auto_renew', 'wx_bind', 'if_group', 'master', 'login_locked'].sort(),
    );
    const page2 = await t.master.call(GetStaff, { param: { curr_page: 2, page_count: 5 } });
    expect(page2.staff.map((s) => s.user_id)).not.toContain(r.staff[0].user_id);
  });

  it('[ORG-16] [ORG-36] the left tab (state -1) lists only people who left; the default lists in use and disabled', async () => {
    const left = await t.master.call(GetStaff, { param: { state: -1 } });
    expect(left.staff.map((s) => s.login_name).sort()).toEqual(['dong_left', 'tian_left', 'xiao_left']);
    const onJob = await t.master.call(GetStaff, { param: { page_count: 100 } });
    expect(new Set(onJob.staff.map((s) => s.state))).toEqual(new Set([0, 1]));
    expect(onJob.staff.find((s) => s.login_name === 'xiao_left')).toBeUndefined();
  });

  it('[API-STAFF-01] filters by department, master and keyword, and orders by an allowed field', async () => {
    const sales = await t.master.call(GetStaff, { param: { dep_id: await depId('销售部'), page_count: 100 } });
    expect(sales.staff.every((s) => s.department_name === '销售部')).toBe(true);
    const withoutMaster = await t.master.call(GetStaff, { param: { master: 0, page_count: 100 } });
    expect(withoutMaster.staff.map((s) => s.login_name)).not.toContain('demo_admin');
    const withMaster = await t.master.call(GetStaff, { param: { page_count: 100 } });
    expect(withMaster.staff.find((s) => s.login_name === 'demo_admin')?.master).toBe(1);
    expect((await t.master.call(GetStaff, { param: { keyword: '晓梅' } })).staff.map((s) => s.login_name)).toEqual(['demo_sales']);
    expect((await t.master.call(GetStaff, { param: { keyword: '%' } })).staffCnt).toBe(0);
    const byName = await t.master.call(GetStaff, { param: { order: 'login_name desc', page_count: 100 } });
    const names = byName.staff.map((s) => s.login_name);
    expect(names).toEqual([...names].sort().reverse());
    expect((await t.master.call(GetStaff, { param: { order: 'password_hash asc' } })).err_code).toBe(10001);
  });

  it('[ORG-49] [ORG-50] records carry roles as a comma list, sex 1/2 and a masked ID number', async () => {
    const r = await t.master.call(GetStaff, { param: { keyword: 'ma_finance' } });
    const ma = r.staff[0];
    expect(ma.group_id).toBe(String(await groupId('财务专员')));
    expect(ma.group_name).toBe('财务专员');
    expect(ma.user_sex).toBe(2);
    expect(ma.cert_id).toBe('4406**********2354');
    expect(ma.exp_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('[API-STAFF-01] another shop sees only its own staff, and a person without SF_STAFF_QUERY none', async () => {
    const south = t.b.client();
    await south.login('south_admin');
    const r = await south.call(GetStaff, { param: { page_count: 100 } });
    expect(r.staff.map((s) => s.login_name).sort()).toEqual(['south_admin', 'south_clerk1', 'south_clerk2']);
    const c = t.b.client();
    await c.login('demo_sales');
    expect((await c.call(GetStaff)).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[PICKER-02] [PICKER-03] [PICKER-04] the picker lists in-use staff of the shop, master included, ten per page, with the entry fields', async () => {
    // The log pages pick people too: their right is enough; a person with neither is refused.
    const sales = t.b.client();
    await sales.login('demo_sales');
    expect((await sales.call(GetStaffPicker)).err_code).toBe(ErrCode.NO_RIGHT);
    const viewer = await addStaffWithRights(t.b.db, 'log_viewer', ['SF_LOGINLOG_QUERY']);
    const c = t.b.client();
    await c.login(viewer.login_name);
    const r = await c.call(GetStaffPicker);
    expect(r.staff).toHaveLength(10);
    expect(Object.keys(r.staff[0]).sort()).toEqual(['login_name', 'nick_name', 'user_id', 'user_phone']);
    const all = [...r.staff, ...(await c.call(GetStaffPicker, { param: { curr_page: 2 } })).staff, ...(await c.call(GetStaffPicker, { param: { curr_page: 3 } })).staff];
    const logins = all.map((s) => s.login_name);
    expect(logins).toContain('demo_admin');
    for (const notInUse of ['hu_finance', 'tang_depot', 'xiao_left', 'south_clerk1']) expect(logins).not.toContain(notInUse);
    expect(r.staffCnt).toBe(all.length);
  });
});

describe('creating staff', () => {
  it('[API-STAFF-10] [STAFF-FORM-35] [STAFF-FORM-33] [STAFF-FORM-34] creates a person from flat fields with roles from a comma list; they can log in', async () => {
    const { reply, fields } = await newPerson({ grpID: `${await groupId('销售专员')},${await groupId('财务专员')}` });
    expect(reply).toMatchObject({ err_code: 0, err_msg: '新增员工成功' });
    const row = await userRow('new_person');
    expect(row).toMatchObject({ full_name: '新同事', nick_name: '小新', user_phone: fields.userPhone, user_sex: 2, state: 1, department_id: await depId('销售部') });
    expect(row.password_hash).not.toContain('secret');
    const groups = await t.b.db.selectFrom('user_groups').select('group_id').where('user_id', '=', row.user_id).execute();
    expect(groups.map((g) => g.group_id).sort()).toEqual([await groupId('销售专员'), await groupId('财务专员')].sort());
    expect((await lastLog()).function_ch_name).toBe('新增员工');
    const c = t.b.client({ ip: '10.9.9.9' });
    expect((await c.login('new_person', 'secret-123')).err_code).toBe(0);
  });

  it('[STAFF-FORM-02] [STAFF-FORM-03] [STAFF-FORM-07] [STAFF-FORM-08] [STAFF-FORM-09] [STAFF-FORM-12] [STAFF-FORM-13] the server keeps the form\'s rules', async () => {
    const cases: [Partial<StaffFormFields>, string][] = [
      [{ userName: '' }, '请填写用户名'],
      [{ userName: 'a' }, '请输入2~20个字符'],
      [{ userName: 'a'.repeat(21) }, '请输入2~20个字符'],
      [{ userName: 'two words' }, '用户名不能包含空格或不可见字符'],
      [{ userName: '13566667777' }, '用户名不能是11位数字（以免与手机号混淆）'],
      [{ userPass: '', userPass2: '' }, '请输入密码'],
      [{ userPass: '12345', userPass2: '12345' }, '密码长度应为6~20位'],
      [{ userPass: 'secret-123', userPass2: 'secret-124' }, '两次密码不一致'],
      [{ fullName: '张' }, '姓名长度应为2~6位'],
      [{ fullName: '欧阳诸葛司马' + '云' }, '姓名长度应为2~6位'],
      [{ nickName: '小' }, '昵称长度应为2~4位'],
      [{ nickName: '小小小小小' }, '昵称长度应为2~4位'],
    ];
    for (const [override, message] of cases) {
      const { reply } = await newPerson({ ...override, checkCode: '000000' });
      expect({ override, reply: { err_code: reply.err_code, err_msg: reply.err_msg } }).toEqual({ override, reply: { err_code: 10001, err_msg: message } });
    }
    expect(await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', 'new_person').execute()).toEqual([]);
  });

  it('[STAFF-FORM-14] [STAFF-FORM-15] [STAFF-FORM-16] [STAFF-FORM-19] [STAFF-FORM-20] [STAFF-FORM-21] [STAFF-FORM-22] phone, ID number, department, roles and the code are checked', async () => {
    const cases: [Partial<StaffFormFields>, string][] = [
      [{ userPhone: '' }, '手机号码不能为空'],
      [{ userPhone: '1356666777' }, '手机号码格式不对'],
      [{ userPhone: '135666677770' }, '手机号码格式不对'],
      [{ userPhone: '23566667777' }, '手机号码格式不对'],
      [{ certID: '440681199003152327' }, '身份证号码格式不对'],
      [{ certID: '440681199002302328' }, '身份证号码格式不对'],
      [{ depID: '' as unknown as number }, '请选择组织架构'],
      [{ grpID: '' }, '请选择岗位角色'],
      [{ checkCode: '' }, '验证码不能为空'],
    ];
    for (const [override, message] of cases) {
      const { reply } = await newPerson({ checkCode: '000000', ...override });
      expect({ override, err_msg: reply.err_msg }).toEqual({ override, err_msg: message });
    }
  });

  it('[STAFF-FORM-18] [STAFF-FORM-19] the ID number is optional; a real 18-digit number with its check character is accepted', async () => {
    expect(isResidentId('440681199003152354')).toBe(true);
    expect(isResidentId('440681199003152355')).toBe(false);
    expect(isResidentId('11010519491231002X')).toBe(true);
    expect(isResidentId('11010519491231002x')).toBe(true);
    expect(isResidentId('110105194912310021')).toBe(false);
    const { reply } = await newPerson({ certID: '11010519491231002x' });
    expect(reply.err_code).toBe(0);
    expect((await userRow('new_person')).cert_id).toBe('11010519491231002X');
  });

  it('[API-STAFF-09] [STAFF-FORM-04] [STAFF-FORM-17] login names (any case) and phones are unique across all shops', async () => {
    expect((await t.master.call(UserCheck, { name: 'fresh_name' })).err_code).toBe(0);
    expect(await t.master.call(UserCheck, { name: 'SOUTH_ADMIN' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '用户名 SOUTH_ADMIN 已被使用' });
    expect(await t.master.call(UserCheck, { phone: '13600136000' })).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '手机号码 13600136000 已被使用' });
    // Unchanged in edit: the person's own name is not "taken" [STAFF-FORM-05].
    expect((await t.master.call(UserCheck, { name: 'demo_sales', staffID: await userId('demo_sales') })).err_code).toBe(0);
    expect((await newPerson({ userName: 'South_Admin' })).reply.err_msg).toBe('用户名 South_Admin 已被使用');
    // No code can be had for a taken phone (none is sent); the save names the phone, not the code.
    expect((await newPerson({ userPhone: '13600136000', checkCode: '000000' })).reply.err_msg).toBe('手机号码 13600136000 已被使用');
  });

  it('[STAFF-FORM-22] [API-STAFF-06] [STAFF-FORM-26] the SMS code goes to the phone only, stored hashed; a wrong code is counted, resends wait 120 s', async () => {
    const sent = await t.master.call(GetCheckCode, { phoneNbr: '13566667777' });
    expect(sent).toMatchObject({ err_code: 0, err_msg: '验证码已发送至', resend_after: 120 });
    expect(JSON.stringify(sent)).not.toMatch(/\d{6}/);
    const stored = await t.b.db.selectFrom('sms_codes').selectAll().where('phone', '=', '13566667777').executeTakeFirstOrThrow();
    const sms = await t.b.db.selectFrom('sms_outbox').select('content').where('phone', '=', '13566667777').executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.content)![1];
    expect(stored.code_hash).not.toContain(code);
    expect(await t.master.call(GetCheckCode, { phoneNbr: '13566667777' })).toMatchObject({ err_code: ErrCode.TOO_MANY_ATTEMPTS, err_msg: '验证码已发送，请 120 秒后再试' });
    t.b.clock.advance(119_000);
    expect((await t.master.call(GetCheckCode, { phoneNbr: '13566667777' })).err_code).toBe(ErrCode.TOO_MANY_ATTEMPTS);
    // A wrong code is refused and counted; the right one still works once.
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await newPerson({ checkCode: wrong })).reply).toMatchObject({ err_code: 10001, err_msg: '验证码不正确' });
    expect((await t.b.db.selectFrom('sms_codes').select('attempts').where('phone', '=', '13566667777').executeTakeFirstOrThrow()).attempts).toBe(1);
    expect((await newPerson({ checkCode: code })).reply.err_code).toBe(0);
    expect((await newPerson({ userName: 'second_one', userPhone: '13566667777', checkCode: code })).reply.err_code).not.toBe(0);
  });

  it('[STAFF-FORM-22] a code dies after five wrong tries, and after ten minutes', async () => {
    const code = await codeFor(t.master, '13566667777');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await newPerson({ checkCode: wrong })).reply.err_msg).toBe('验证码不正确');
    expect((await newPerson({ checkCode: code })).reply.err_msg).toBe('验证码已失效，请重新获取');
    t.b.clock.advance(121_000);
    const fresh = await codeFor(t.master, '13566667777');
    t.b.clock.advance(10 * 60_000);
    expect((await newPerson({ checkCode: fresh })).reply.err_msg).toBe('验证码已失效，请重新获取');
  });

  it('[STAFF-FORM-30] [STAFF-FORM-31] [STAFF-FORM-32] sex, chat and department default to 1, 0 and My team; a shop without the check flag needs no code', async () => {
    await t.b.db.updateTable('shops').set({ staff_check: 0 }).where('shop_name', '=', '演示家具厂').execute();
    const c = t.b.client();
    await c.login('demo_admin');
    const r = await c.call(NsPost, { userName: 'plain_one', userPass: 'secret-123', userPass2: 'secret-123', userPhone: '13566660000', depID: 0, grpID: String(await groupId('销售专员')) });
    expect(r.err_code).toBe(0);
    expect(await userRow('plain_one')).toMatchObject({ user_sex: 1, if_chat: 0, department_id: 0 });
  });

  it('[API-STAFF-08] [STAFF-FORM-22] the new-staff form gets departments, roles and the check flag', async () => {
    const r = await t.master.call(AjaxNewStaff);
    expect(r.ifCheck).toBe(1);
    expect(r.department[0].department_name).toBe('我的团队');
    expect(r.group.map((g) => g.group_name)).toContain('销售专员');
  });

  it('a sub-account cannot give roles with rights it does not hold, nor roles of another shop', async () => {
    const sub = await addStaffWithRights(t.b.db, 'hr_clerk', ['SF_STAFF_NEW', 'SF_STAFF_QUERY']);
    const c = t.b.client();
    await c.login(sub.login_name);
    expect((await newPerson({ grpID: String(await groupId('财务专员')) }, c)).reply.err_code).toBe(ErrCode.NO_RIGHT);
    expect((await newPerson({ userName: 'new_two', userPhone: '13566667778', grpID: String(await groupId('店员')) }, t.master)).reply.err_code).toBe(ErrCode.NOT_FOUND);
    expect((await newPerson({ userName: 'new_three', userPhone: '13566667779', grpID: String(sub.group_id) }, c)).reply.err_code).toBe(0);
  });
});

describe('editing staff', () => {
  it('[API-STAFF-07] [STAFF-FORM-01] the edit form gets the record with the full ID number, departments, roles and ifCheck', async () => {
    const r = await t.master.call(AjaxEditStaff, { staffID: await userId('ma_finance') });
    expect(r.userInfo).toMatchObject({ login_name: 'ma_finance', cert_id: '440681199003152354', department_name: '财务部' });
    expect(r.ifCheck).toBe(1);
    expect(r.group.length).toBeGreaterThan(2);
    const south = t.b.client();
    await south.login('south_admin');
    expect((await south.call(AjaxEditStaff, { staffID: await userId('ma_finance') })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('[API-STAFF-11] [STAFF-FORM-36] [STAFF-FORM-10] [STAFF-FORM-23] edits the changed fields in param; blank password is unchanged; nothing changed answers 无修改!', async () => {
    const id = await userId('he_prod');
    const before = await userRow('he_prod');
    expect(await t.master.call(EsPost, { param: { staffID: id, fullName: '何建华', userPass: '', userPass2: '' } })).toMatchObject({ err_code: 10001, err_msg: '无修改!' });
    expect(await t.master.call(EsPost, { param: { staffID: id, fullName: '何华', nickName: '华哥', depID: await depId('仓储部') } })).toMatchObject({ err_code: 0, err_msg: '修改成功' });
    const after = await userRow('he_prod');
    expect(after).toMatchObject({ full_name: '何华', nick_name: '华哥', department_id: await depId('仓储部'), password_hash: before.password_hash });
    expect((await lastLog()).oper_content).toBe('修改员工 何建华（he_prod）：姓名、昵称、组织架构');
    expect((await t.master.call(EsPost, { param: { staffID: id, userPass: 'newpass-1', userPass2: 'newpass-1' } })).err_code).toBe(0);
    const c = t.b.client({ ip: '10.3.3.3' });
    expect((await c.login('he_prod', 'newpass-1')).err_code).toBe(0);
    expect((await t.master.call(EsPost, { param: { staffID: id, userName: 'demo_sales' } })).err_msg).toBe('用户名 demo_sales 已被使用');
  });

  it('changing a person\'s roles applies on their very next request', async () => {
    const c = t.b.client();
    await c.login('demo_sales');
    expect((await c.post('/Invoice-getLists')).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await t.master.call(EsPost, { param: { staffID: await userId('demo_sales'), grpID: String(await groupId('财务专员')) } })).err_code).toBe(0);
    expect((await c.post('/Invoice-getLists')).err_code).toBe(0);
  });

  it('a changed phone needs its code when the shop checks phones', async () => {
    const id = await userId('cao_install');
    expect((await t.master.call(EsPost, { param: { staffID: id, userPhone: '13577778888' } })).err_msg).toBe('验证码不能为空');
    const code = await codeFor(t.master, '13577778888');
    expect((await t.master.call(EsPost, { param: { staffID: id, userPhone: '13577778888', checkCode: code } })).err_code).toBe(0);
    expect((await userRow('cao_install')).user_phone).toBe('13577778888');
  });

  it('the master\'s row is the master\'s own; a sub-account cannot manage someone with rights it lacks', async () => {
    const sub = await addStaffWithRights(t.b.db, 'hr_editor', ['SF_STAFF_EDIT', 'SF_STAFF_QUERY', 'SF_MY_RIGHTS']);
    const c = t.b.client();
    await c.login(sub.login_name);
    const masterId = await userId('demo_admin');
    expect(await c.call(EsPost, { param: { staffID: masterId, userPass: 'takeover-1', userPass2: 'takeover-1' } })).toMatchObject({ err_code: ErrCode.NO_RIGHT, err_msg: '不能对主账号进行此操作' });
    // demo_finance holds invoice rights hr_editor does not: no password reset to take them over.
    expect((await c.call(EsPost, { param: { staffID: await userId('demo_finance'), userPass: 'takeover-1', userPass2: 'takeover-1' } })).err_code).toBe(ErrCode.NO_RIGHT);
    const weaker = await addStaffWithRights(t.b.db, 'weaker_one', ['SF_MY_RIGHTS']);
    expect((await c.call(EsPost, { param: { staffID: weaker.user_id, nickName: '弱弱' } })).err_code).toBe(0);
  });
});

describe('state, firing and reinstating', () => {
  it('[API-STAFF-12] [ORG-23] [ORG-31] [ORG-33] [ORG-34] disabling ends the person\'s sessions and refuses their login; enabling lets them back', async () => {
    const c = t.b.client();
    await c.login('demo_sales');
    const id = await userId('demo_sales');
    expect(await t.master.call(EsPost, { staffID: id, state: 0 })).toMatchObject({ err_code: 0, err_msg: '停用成功' });
    expect((await userRow('demo_sales')).state).toBe(0);
    expect((await c.call(AjaxMyAuth, { ver: 2 })).err_code).toBe(ErrCode.NOT_LOGGED_IN);
    expect(await t.b.db.selectFrom('sessions').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    const again = await t.b.client().post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' });
    expect(again.err_code).not.toBe(0);
    expect(await t.master.call(EsPost, { staffID: id, state: 1 })).toMatchObject({ err_code: 0, err_msg: '启用成功' });
    expect((await t.b.client().login('demo_sales')).err_code).toBe(0);
    expect((await lastLog()).function_ch_name).toBe('启用员工');
  });

  it('[ORG-29] [ORG-30] nobody changes their own state or fires themself; the master cannot be disabled or fired', async () => {
    const sub = await addStaffWithRights(t.b.db, 'hr_boss', ['SF_STAFF_EDIT', 'SF_STAFF_DELETE', 'SF_STAFF_QUERY']);
    const c = t.b.client();
    await c.login(sub.login_name);
    expect(await c.call(EsPost, { staffID: sub.user_id, state: 0 })).toMatchObject({ err_code: ErrCode.NO_RIGHT, err_msg: '不能对自己的账号进行此操作' });
    expect((await c.call(FireStaff, { staffID: sub.user_id })).err_msg).toBe('不能对自己的账号进行此操作');
    expect((await t.master.call(EsPost, { staffID: await userId('demo_admin'), state: 0 })).err_msg).toBe('不能对自己的账号进行此操作');
    expect((await c.call(FireStaff, { staffID: await userId('demo_admin') })).err_msg).toBe('不能对主账号进行此操作');
    expect((await c.call(EsPost, { staffID: await userId('demo_admin'), state: 0 })).err_msg).toBe('不能对主账号进行此操作');
  });

  it('[API-STAFF-16] [ORG-25] [ORG-35] [ORG-36] firing moves the person to the left list, takes their roles and ends their sessions', async () => {
    const c = t.b.client();
    await c.login('demo_finance');
    const id = await userId('demo_finance');
    expect(await t.master.call(FireStaff, { staffID: id })).toMatchObject({ err_code: 0, err_msg: '解雇成功' });
    expect(await userRow('demo_finance')).toMatchObject({ state: -1, if_group: 1 });
    expect(await t.b.db.selectFrom('user_groups').select('group_id').where('user_id', '=', id).execute()).toEqual([]);
    expect((await c.call(AjaxMyAuth, { ver: 2 })).err_code).toBe(ErrCode.NOT_LOGGED_IN);
    expect((await t.master.call(GetStaff, { param: { state: -1 } })).staff.map((s) => s.login_name)).toContain('demo_finance');
    expect((await t.master.call(FireStaff, { staffID: id })).err_msg).toBe('该员工已离职');
    const sub = await addStaffWithRights(t.b.db, 'no_delete', ['SF_STAFF_EDIT', 'SF_STAFF_QUERY']);
    const s = t.b.client();
    await s.login(sub.login_name);
    expect((await s.call(FireStaff, { staffID: await userId('zeng_temp') })).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-STAFF-17] [ORG-37] [ORG-38] [ORG-39] reinstating someone who held roles needs at least one; the seat\'s end is kept', async () => {
    const id = await userId('xiao_left');
    const seat = (await userRow('xiao_left')).exp_date;
    expect(await t.master.call(ReinstateStaff, { staffID: id, staffArr: [] })).toMatchObject({ err_code: 10001, err_msg: '请选择岗位角色' });
    expect(await t.master.call(ReinstateStaff, { staffID: id, staffArr: [await groupId('销售专员')] })).toMatchObject({ err_code: 0, err_msg: '复职成功' });
    expect(await userRow('xiao_left')).toMatchObject({ state: 1, if_group: 0, exp_date: seat });
    expect((await t.b.db.selectFrom('user_groups').select('group_id').where('user_id', '=', id).execute()).map((g) => g.group_id)).toEqual([await groupId('销售专员')]);
    // Someone who held no roles comes back without.
    expect((await t.master.call(ReinstateStaff, { staffID: await userId('dong_left') })).err_code).toBe(0);
    expect((await t.master.call(ReinstateStaff, { staffID: await userId('dong_left') })).err_msg).toBe('该员工在职，无需复职');
  });

  it('[API-STAFF-18] [ORG-24] [ORG-48] unbinding WeChat clears the flag', async () => {
    const id = await userId('zhou_sales');
    expect(await t.master.call(UnbindWx, { staff_id: id })).toMatchObject({ err_code: 0, err_msg: '微信解绑成功' });
    expect((await userRow('zhou_sales')).wx_bind).toBe(0);
    expect((await t.master.call(UnbindWx, { staff_id: id })).err_msg).toBe('该员工未绑定微信');
  });

  it('[ORG-22] [ORG-23] [ORG-24] another shop\'s staff are not found for every write, and nothing is logged', async () => {
    const south = t.b.client();
    await south.login('south_admin');
    const id = await userId('zhou_sales');
    const before = await logCount();
    expect((await south.call(EsPost, { staffID: id, state: 0 })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(EsPost, { param: { staffID: id, nickName: '改改' } })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(FireStaff, { staffID: id })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(ReinstateStaff, { staffID: await userId('xiao_left'), staffArr: [] })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(UnbindWx, { staff_id: id })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await logCount()).toBe(before);
    expect(await userRow('zhou_sales')).toMatchObject({ state: 1, wx_bind: 1, nick_name: '文斌' });
  });
});
