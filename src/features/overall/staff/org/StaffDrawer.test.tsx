/**
 * The staff drawer on the org page (REQUIREMENTS ORG-17..22, STAFF-FORM) against the real backend:
 * the demo shop checks new phones by SMS (shops.staff_check = 1); codes are read from the outbox as
 * the person would read them on their phone.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { api } from '../../../../api/client';
import { login } from '../../../../api/user';
import { GetCheckCode } from '../../../../common/staff';
import OrgPage from './OrgPage';

const backend = setupTestBackend();
const ROUTE = '/staff/org';

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const rowOf = (login: string) => rows().find((r) => r.querySelector('.staff-who-account')?.textContent === login);
const userRow = (login: string) => backend.current.db.selectFrom('users').selectAll().where('login_name', '=', login).executeTakeFirst();
const drawer = () => document.querySelector<HTMLElement>('.staff-drawer')!;
const field = (label: string) => within(drawer()).getByLabelText(label);
const smsButton = () => drawer().querySelector<HTMLButtonElement>('.staff-sms-button')!;

async function renderOrg() {
  const calls = recordCalls(backend);
  renderPage(<OrgPage />, ROUTE);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return calls;
}

/** Opens the new-staff drawer once its options have loaded. */
async function openNew(user: ReturnType<typeof setupUser>) {
  await user.click(button('新增员工'));
  await screen.findByRole('dialog', { name: '新增员工' });
  await waitFor(() => expect(smsButton()).toBeTruthy());
}

async function openEdit(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(screen.getByRole('button', { name: `修改 ${name}` }));
  await screen.findByRole('dialog', { name: '修改员工' });
  await waitFor(() => expect((field('用户名') as HTMLInputElement).value).not.toBe(''));
}

async function chooseRole(user: ReturnType<typeof setupUser>, role: string) {
  await user.click(within(drawer()).getByRole('combobox', { name: '岗位角色' }));
  await user.click(await screen.findByTitle(role));
}

/** The open 'are you sure you want to close' question. */
async function closeQuestion(): Promise<HTMLElement> {
  const title = await screen.findByText(/^确定要关闭吗/, { selector: '.ant-modal-confirm-title' });
  return title.closest<HTMLElement>('.ant-modal-confirm')!;
}

const save = (user: ReturnType<typeof setupUser>) => user.click(button('保存', drawer()));

/** The last code sent to `phone`, from the SMS outbox. */
async function codeSentTo(phone: string): Promise<string> {
  const sms = await backend.current.db.selectFrom('sms_outbox').select('content').where('phone', '=', phone).orderBy('sms_id', 'desc').executeTakeFirstOrThrow();
  return /\d{6}/.exec(sms.content)![0];
}

describe('staff drawer: new', () => {
  it('[ORG-17] [ORG-19] [STAFF-FORM-30] [STAFF-FORM-31] [STAFF-FORM-32] [STAFF-FORM-11] [STAFF-FORM-16] opens from 新增员工 with male, no chat and My team chosen', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openNew(user);
    expect(callsTo(calls, '/shopStaff-ajaxNewStaff')).toHaveLength(1);
    expect(within(drawer()).getByRole('radio', { name: '男' })).toBeChecked();
    expect(within(drawer()).getByRole('radio', { name: '不开通' })).toBeChecked();
    expect(drawer().querySelector('.ant-select-content, .ant-select-selection-item')).toHaveTextContent('我的团队');
    expect(field('登录密码')).toHaveAttribute('placeholder', expect.stringContaining('仅限数字、字母和特殊字符'));
    // The 11 is the phone rule's, a message (tests/web/pastedNumbers.test.tsx): no maxlength cuts a grouped paste.
    expect(field('手机号码')).not.toHaveAttribute('maxlength');
  });

  it('[STAFF-FORM-02] [STAFF-FORM-09] [STAFF-FORM-14] [STAFF-FORM-21] [STAFF-FORM-22] an empty form names every missing field and sends nothing', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openNew(user);
    await save(user);
    for (const text of ['请填写用户名', '请输入密码', '手机号码不能为空', '请选择岗位角色', '验证码不能为空']) expect(await within(drawer()).findByText(text)).toBeInTheDocument();
    expect(callsTo(calls, '/ShopStaff-nsPost')).toHaveLength(0);
  });

  it('[STAFF-FORM-03] [STAFF-FORM-07] [STAFF-FORM-08] [STAFF-FORM-12] [STAFF-FORM-13] [STAFF-FORM-15] [STAFF-FORM-19] wrong values get the spec’s messages', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await openNew(user);
    await user.type(field('用户名'), 'a');
    await user.type(field('登录密码'), '12345');
    await user.type(field('确认密码'), '123456');
    await user.type(field('姓名'), '王');
    await user.type(field('昵称'), '小');
    await user.type(field('手机号码'), '2391111');
    await user.type(field('身份证号码'), '440681199003152355');
    await save(user);
    for (const text of ['请输入2~20个字符', '密码长度应为6~20位', '两次密码不一致', '姓名长度应为2~6位', '昵称长度应为2~4位', '手机号码格式不对', '身份证号码格式不对'])
      expect(await within(drawer()).findByText(text)).toBeInTheDocument();
  });

  it('[STAFF-FORM-04] [STAFF-FORM-06] [STAFF-FORM-17] a taken login name and phone are named by the server in their fields when the field is left', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openNew(user);
    await user.type(field('用户名'), 'South_Admin');
    fireEvent.blur(field('用户名'));
    expect(await within(drawer()).findByText('用户名 South_Admin 已被使用')).toBeInTheDocument();
    await user.type(field('手机号码'), '13911110001');
    fireEvent.blur(field('手机号码'));
    expect(await within(drawer()).findByText('手机号码 13911110001 已被使用')).toBeInTheDocument();
    // Each value is asked about once, however often the field is left.
    await act(async () => {
      fireEvent.blur(field('用户名'));
      fireEvent.blur(field('手机号码'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(callsTo(calls, '/user-check').map((c) => Object.fromEntries(c.body))).toEqual([{ name: 'South_Admin' }, { phone: '13911110001' }]);
  });

  it('[STAFF-FORM-24] [STAFF-FORM-25] the SMS button checks the phone first and sends nothing for an empty or malformed one', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openNew(user);
    await user.click(smsButton());
    expect(await within(drawer()).findByText('手机号码不能为空')).toBeInTheDocument();
    await user.type(field('手机号码'), '1391111');
    await user.click(smsButton());
    expect(await within(drawer()).findByText('手机号码格式不对')).toBeInTheDocument();
    expect(callsTo(calls, '/ShopStaff-getCheckCode')).toHaveLength(0);
  });

  it('[STAFF-FORM-29] a refused send frees the button at once', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    // A code was just sent to this phone, so the server refuses another for 120 s.
    expect((await api.call(GetCheckCode, { phoneNbr: '13977770001' })).err_code).toBe(0);
    const user = setupUser();
    await renderOrg();
    await openNew(user);
    await user.type(field('手机号码'), '13977770001');
    await user.click(smsButton());
    expect(await screen.findByText(/验证码已发送，请 \d+ 秒后再试/)).toBeInTheDocument();
    await waitFor(() => expect(smsButton()).toHaveTextContent('获取验证码'));
    expect(smsButton()).not.toBeDisabled();
  });

  it('[STAFF-FORM-26] [STAFF-FORM-27] [STAFF-FORM-28] [STAFF-FORM-33] [STAFF-FORM-34] [STAFF-FORM-35] creates a person with the code from their phone; the person can log in', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openNew(user);
    await user.type(field('用户名'), 'qin_sales');
    await user.type(field('登录密码'), 'Qin-2026!');
    await user.type(field('确认密码'), 'Qin-2026!');
    await user.type(field('姓名'), '秦岚');
    await user.type(field('昵称'), '岚岚');
    await user.type(field('手机号码'), '13977770002');
    await user.click(within(drawer()).getByRole('radio', { name: '女' }));
    await user.click(smsButton());
    expect(await screen.findByText('验证码已发送至 13977770002')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(calls, '/ShopStaff-getCheckCode')[0].body)).toEqual({ phoneNbr: '13977770002' });
    // Counting down from 120 s, not to be pressed again meanwhile.
    expect(smsButton()).toHaveTextContent(/^1(20|19)秒后重新获取$/);
    expect(smsButton()).toBeDisabled();
    await user.type(field('验证码'), await codeSentTo('13977770002'));
    await chooseRole(user, '销售专员');
    await chooseRole(user, '财务专员');
    await save(user);
    expect(await screen.findByText('新增员工成功')).toBeInTheDocument();
    const sent = Object.fromEntries(callsTo(calls, '/ShopStaff-nsPost')[0].body);
    expect(Object.keys(sent).sort()).toEqual(['certID', 'checkCode', 'depID', 'fullName', 'grpID', 'ifChat', 'nickName', 'userName', 'userPass', 'userPass2', 'userPhone', 'userSex'].sort());
    expect(sent).toMatchObject({ userName: 'qin_sales', userSex: '2', ifChat: '0', depID: '0' });
    expect(sent.grpID).toMatch(/^\d+,\d+$/);
    // The list now counts 21 on the job; the drawer has closed.
    expect(await screen.findByText('共 21 条')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.staff-drawer')).toBeNull());
    await act(async () => {
      const stored = await userRow('qin_sales');
      expect(stored).toMatchObject({ full_name: '秦岚', nick_name: '岚岚', user_sex: 2, user_phone: '13977770002', state: 1 });
      expect(stored?.password_hash).not.toContain('Qin-2026!');
      expect((await login({ login_name: 'qin_sales', password: 'Qin-2026!' })).err_code).toBe(0);
    });
  });
});

describe('staff drawer: edit', () => {
  it('[ORG-20] [STAFF-FORM-01] [STAFF-FORM-05] [STAFF-FORM-10] [STAFF-FORM-23] opens with the person loaded; unchanged it warns 无修改! and checks and sends nothing', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openEdit(user, '马秀兰');
    const id = (await userRow('ma_finance'))!.user_id;
    expect(Object.fromEntries(callsTo(calls, '/shopStaff-ajaxEditStaff')[0].body)).toEqual({ staffID: String(id) });
    expect(field('用户名')).toHaveValue('ma_finance');
    expect(field('手机号码')).toHaveValue('13911110005');
    expect(field('身份证号码')).toHaveValue('440681199003152354');
    expect(field('登录密码')).toHaveValue('');
    fireEvent.blur(field('用户名'));
    fireEvent.blur(field('手机号码'));
    await save(user);
    expect(await screen.findByText('无修改!')).toBeInTheDocument();
    expect(callsTo(calls, '/user-check')).toHaveLength(0);
    expect(callsTo(calls, '/ShopStaff-esPost')).toHaveLength(0);
  });

  it('[STAFF-FORM-36] sends only the changed fields in param, with staffID, and says 修改成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderOrg();
    await openEdit(user, '马秀兰');
    await user.clear(field('昵称'));
    await user.type(field('昵称'), '兰姐');
    await save(user);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const id = (await userRow('ma_finance'))!.user_id;
    expect(JSON.parse(callsTo(calls, '/ShopStaff-esPost')[0].body.get('param')!)).toEqual({ staffID: id, nickName: '兰姐' });
    expect((await userRow('ma_finance'))!.nick_name).toBe('兰姐');
  });

  it('[ORG-21] closing the drawer asks first; cancelling keeps what was typed', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await openNew(user);
    await user.type(field('用户名'), 'half_done');
    await user.click(button('取消', drawer()));
    await user.click(button('取消', await closeQuestion()));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(field('用户名')).toHaveValue('half_done');
    // The drawer's own close button asks the same.
    await user.click(drawer().querySelector<HTMLButtonElement>('.ant-drawer-close')!);
    await user.click(button('确定', await closeQuestion()));
    await waitFor(() => expect(document.querySelector('.staff-drawer')).toBeNull());
  });

  it('[ORG-22] without SF_STAFF_NEW and SF_STAFF_EDIT there is no new button and no edit', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'org_viewer', ['SF_STAFF_QUERY']);
    await logInAs(sub.login_name);
    await renderOrg();
    expect(screen.queryByRole('button', { name: /新增员工/ })).toBeNull();
    expect(within(rowOf('ma_finance')!).queryByRole('button', { name: /修改/ })).toBeNull();
  });
});
