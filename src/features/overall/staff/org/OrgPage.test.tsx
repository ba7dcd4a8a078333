/**
 * The org page (REQUIREMENTS ORG) against the real backend: the demo shop's departments and its
 * twenty on-the-job and three departed staff (server/db/seeds/staff.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { api } from '../../../../api/client';
import { setLanguage } from '../../../../app/i18n';
import { NewDep } from '../../../../common/staff';
import { buttonWidth, CELL_PADDING, tagWidth } from '../../../../components/list/columnWidth';
import { setViewportWidth } from '../../../../../tests/helpers/viewport';
import OrgPage from './OrgPage';

const backend = setupTestBackend();
const ROUTE = '/staff/org';

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const rowOf = (login: string) => rows().find((r) => r.querySelector('.staff-who-account')?.textContent === login);
const departmentNames = () => [...document.querySelectorAll('.named-item-name')].map((b) => b.textContent);
const userRow = (login: string) => backend.current.db.selectFrom('users').selectAll().where('login_name', '=', login).executeTakeFirstOrThrow();

async function renderOrg(route = ROUTE) {
  const calls = recordCalls(backend);
  const view = renderPage(<OrgPage />, route);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  await waitFor(() => expect(departmentNames().length).toBeGreaterThan(1));
  return { calls, ...view };
}

describe('org page: departments', () => {
  it('[ORG-01] [ORG-02] [ORG-04] lists My team first, then the departments with their staff, and a new button', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderOrg();
    expect(callsTo(calls, '/shopStaff-ajaxDepartment')).toHaveLength(1);
    expect(departmentNames()).toEqual(['我的团队', '销售部', '财务部', '生产部', '仓储部', '安装售后部']);
    expect(document.querySelector('.named-item.is-selected .named-item-name')?.textContent).toBe('我的团队');
    expect(button('新增', document.querySelector<HTMLElement>('.named-list-card')!).disabled).toBe(false);
  });

  it('[ORG-03] [ORG-08] [ORG-13] [ORG-09] creates a department in a dialog that checks the name first', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await user.click(button('新增', document.querySelector<HTMLElement>('.named-list-card')!));
    const dialog = await screen.findByRole('dialog', { name: '新增组织架构' });
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('请填写组织架构名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('组织架构名称'), '设计部');
    await user.click(button('确定', dialog));
    expect(await screen.findByText('新增组织架构成功')).toBeInTheDocument();
    await waitFor(() => expect(departmentNames()).toContain('设计部'));
    // The new department is the one shown.
    await waitFor(() => expect(document.querySelector('.named-item.is-selected .named-item-name')?.textContent).toBe('设计部'));
  });

  it('[ORG-11] [ORG-12] [ORG-14] renames in a dialog: the server\'s duplicate message shows in the field; an unchanged name is refused', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await user.click(screen.getByRole('button', { name: '重命名 生产部' }));
    const dialog = await screen.findByRole('dialog', { name: '修改组织架构' });
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('名称无修改')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('组织架构名称');
    await user.clear(input);
    await user.type(input, '销售部');
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('销售部 名称已存在!')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '车间');
    await user.click(button('确定', dialog));
    expect(await screen.findByText('修改组织架构成功')).toBeInTheDocument();
    await waitFor(() => expect(departmentNames()).toContain('车间'));
  });

  it('[ORG-07] deleting a department that has staff names them instead of asking, and sends no delete', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderOrg();
    await user.click(screen.getByRole('button', { name: '删除 财务部' }));
    const dialog = await screen.findByRole('dialog', { name: '无法删除组织架构「财务部」' });
    expect(dialog).toHaveTextContent('该组织架构还有 3 名员工');
    expect(dialog).toHaveTextContent('王丽华');
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(callsTo(calls, '/ShopStaff-deleteDep')).toHaveLength(0);
    expect(departmentNames()).toContain('财务部');
  });

  it('[ORG-07] an empty department is deleted after 确认删除?', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    expect((await api.call(NewDep, { depName: '临时部门' }, { silent: true })).err_code).toBe(0);
    const user = setupUser();
    await renderOrg();
    await user.click(screen.getByRole('button', { name: '删除 临时部门' }));
    expect((await screen.findAllByText('确认删除?')).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(departmentNames()).not.toContain('临时部门'));
  });

  it('[ORG-05] [ORG-06] [ORG-07] without the department rights: new disabled, no rename or delete', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'org_viewer', ['SF_STAFF_QUERY']);
    await logInAs(sub.login_name);
    await renderOrg();
    expect(button('新增', document.querySelector<HTMLElement>('.named-list-card')!).disabled).toBe(true);
    expect(document.querySelectorAll('.named-item-actions button')).toHaveLength(0);
  });

  it('[ORG-05] with SF_DEP_NEW (beside the page\'s SF_STAFF_QUERY) new is enabled and creates a department', async () => {
    const creator = await addStaffWithRights(backend.current.db, 'org_creator', ['SF_STAFF_QUERY', 'SF_DEP_NEW']);
    await logInAs(creator.login_name);
    const user = setupUser();
    await renderOrg();
    const newButton = () => button('新增', document.querySelector<HTMLElement>('.named-list-card')!);
    expect(newButton().disabled).toBe(false);
    await user.click(newButton());
    const dialog = await screen.findByRole('dialog', { name: '新增组织架构' });
    await user.type(within(dialog).getByLabelText('组织架构名称'), '设计部');
    await user.click(button('确定', dialog));
    expect(await screen.findByText('新增组织架构成功')).toBeInTheDocument();
    await waitFor(() => expect(departmentNames()).toContain('设计部'));
  });

  it('[ORG-05] with the other department rights but not SF_DEP_NEW, new is disabled', async () => {
    const editor = await addStaffWithRights(backend.current.db, 'org_dep_editor', ['SF_STAFF_QUERY', 'SF_DEP_EDIT', 'SF_DEP_DELETE']);
    await logInAs(editor.login_name);
    await renderOrg();
    expect(button('新增', document.querySelector<HTMLElement>('.named-list-card')!).disabled).toBe(true);
    // The rights it holds are there: the department actions show.
    expect(screen.getByRole('button', { name: '重命名 生产部' })).toBeInTheDocument();
  });

  it('choosing a department shows its staff only', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderOrg();
    await user.click(screen.getByRole('button', { name: '财务部' }));
    await waitFor(() => expect(rows().map((r) => r.querySelector('.staff-who-account')?.textContent).sort()).toEqual(['demo_finance', 'hu_finance', 'ma_finance']));
    const param = JSON.parse(callsTo(calls, '/ShopStaff-getStaff').at(-1)!.body.get('param')!) as Record<string, unknown>;
    expect(param).toMatchObject({ curr_page: 1, page_count: 20, master: 1 });
    expect(param.dep_id).toBeGreaterThan(0);
  });
});

describe('org page: staff', () => {
  it('[ORG-16] [ORG-18] [ORG-36] two tabs: on the job (in use and disabled) and left', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    expect(screen.getByRole('tab', { name: '在职员工' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('共 20 条')).toBeInTheDocument();
    expect(rowOf('hu_finance')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: '离职员工' }));
    await waitFor(() => expect(rows().map((r) => r.querySelector('.staff-who-account')?.textContent).sort()).toEqual(['dong_left', 'tian_left', 'xiao_left']));
  });

  it('[ORG-29] [ORG-30] the own account and the master have no switch and no actions', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderOrg();
    const master = rowOf('demo_admin')!;
    expect(master.querySelector('.ant-switch')).toBeNull();
    expect(within(master).queryByRole('button', { name: /解雇/ })).toBeNull();
    expect(within(rowOf('demo_sales')!).getByRole('switch', { name: '李晓梅 的账号状态' })).toBeInTheDocument();
  });

  it('[ORG-23] [ORG-32] [ORG-33] [ORG-34] the state switch asks, then disables through ShopStaff-esPost and says 停用成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderOrg();
    await user.click(within(rowOf('zhou_sales')!).getByRole('switch', { name: '周文斌 的账号状态' }));
    await confirmOpenDialog();
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
    const sent = callsTo(calls, '/ShopStaff-esPost')[0].body;
    expect(Object.fromEntries(sent)).toEqual({ staffID: String((await userRow('zhou_sales')).user_id), state: '0' });
    expect((await userRow('zhou_sales')).state).toBe(0);
    await waitFor(() => expect(within(rowOf('zhou_sales')!).getByRole('switch', { name: '周文斌 的账号状态' })).not.toBeChecked());
  });

  it('[ORG-25] [ORG-35] [ORG-36] dismissing asks, says 解雇成功 and moves the person to the left tab', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await user.click(within(rowOf('he_prod')!).getByRole('button', { name: '解雇 何建华' }));
    await confirmOpenDialog();
    expect(await screen.findByText('解雇成功')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('he_prod')).toBeUndefined());
    expect((await userRow('he_prod')).state).toBe(-1);
  });

  it('[ORG-37] [ORG-38] [ORG-39] reinstating someone who held roles asks for at least one role, then says 复职成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg(`${ROUTE}?job=0`);
    await user.click(within(rowOf('xiao_left')!).getByRole('button', { name: '复职 肖红' }));
    const dialog = await screen.findByRole('dialog', { name: '肖红 复职' });
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('请选择岗位角色')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '岗位角色' }));
    await user.click(await screen.findByTitle('销售专员'));
    await user.click(button('确定', dialog));
    expect(await screen.findByText('复职成功')).toBeInTheDocument();
    expect((await userRow('xiao_left')).state).toBe(1);
  });

  it('[ORG-40] [ORG-41] auto-renewal asks, then turns on through ShopStaff-renew with renewMonths 1', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderOrg();
    await user.click(within(rowOf('he_prod')!).getByRole('switch', { name: '何建华 的自动续费' }));
    await confirmOpenDialog();
    expect(await screen.findByText('开启续费成功')).toBeInTheDocument();
    expect(callsTo(calls, '/ShopStaff-renew')[0].body.get('renewMonths')).toBe('1');
    expect((await userRow('he_prod')).auto_renew).toBe(1);
  });

  it('[ORG-42] [ORG-48] left staff have no auto-renewal switch that works; unbinding WeChat says 微信解绑成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await user.click(within(rowOf('zhou_sales')!).getByRole('button', { name: '解绑 周文斌' }));
    await confirmOpenDialog();
    expect(await screen.findByText('微信解绑成功')).toBeInTheDocument();
    expect((await userRow('zhou_sales')).wx_bind).toBe(0);
    await user.click(screen.getByRole('tab', { name: '离职员工' }));
    await waitFor(() => expect(rowOf('xiao_left')).toBeDefined());
    expect(within(rowOf('xiao_left')!).getByRole('switch', { name: '肖红 的自动续费' })).toBeDisabled();
  });

  it('[ORG-43] [ORG-44] [ORG-46] the renew dialog offers the plans with 12 months first chosen, the balance and the total; renewing says 续费成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    const before = Number((await backend.current.db.selectFrom('shops').select('balance').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).balance);
    await user.click(within(rowOf('he_prod')!).getByRole('button', { name: '续费 何建华' }));
    const dialog = await screen.findByRole('dialog', { name: '为 何建华 续费' });
    await waitFor(() => expect(within(dialog).getByTestId('renew-total')).toHaveTextContent('¥288.00'));
    expect(within(dialog).getByRole('radio', { name: '12个月' })).toBeChecked();
    expect(within(dialog).getByTestId('renew-balance')).toHaveTextContent(`¥${(before / 100).toFixed(2)}`);
    await user.click(within(dialog).getByRole('radio', { name: '1个月' }));
    expect(within(dialog).getByTestId('renew-total')).toHaveTextContent('¥30.00');
    await user.click(button('续费', dialog.closest('.ant-modal')!));
    expect(await screen.findByText('续费成功')).toBeInTheDocument();
    const after = Number((await backend.current.db.selectFrom('shops').select('balance').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).balance);
    expect(after).toBe(before - 3_000);
  });

  it('[ORG-22] [ORG-25] [ORG-26] [ORG-27] without SF_STAFF_DELETE and SF_STAFF_BUY: no dismiss, no renew link, auto-renewal switches disabled', async () => {
    const sub = await addStaffWithRights(backend.current.db, 'org_editor', ['SF_STAFF_QUERY', 'SF_STAFF_EDIT']);
    await logInAs(sub.login_name);
    await renderOrg();
    const row = rowOf('he_prod')!;
    expect(within(row).queryByRole('button', { name: /解雇/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /续费/ })).toBeNull();
    expect(within(row).getByRole('switch', { name: '何建华 的自动续费' })).toBeDisabled();
    expect(within(row).getByRole('switch', { name: '何建华 的账号状态' })).not.toBeDisabled();
  });

  it('a person locked out by wrong passwords is marked, and the master unlocks them', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const he = (await userRow('he_prod')).user_id;
    await backend.current.db.insertInto('login_attempts').values({ attempt_key: `acct:u${he}`, fail_count: 12, window_start: Date.now(), locked_until: Date.now() + 600_000 }).execute();
    const user = setupUser();
    const { calls } = await renderOrg();
    expect(within(rowOf('he_prod')!).getByText('登录已锁定')).toBeInTheDocument();
    expect(within(rowOf('luo_prod')!).queryByText('登录已锁定')).toBeNull();
    await user.click(within(rowOf('he_prod')!).getByRole('button', { name: '解锁 何建华' }));
    await confirmOpenDialog();
    expect(await screen.findByText('已解除登录锁定')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(calls, '/ShopStaff-unlockLogin')[0].body)).toEqual({ staff_id: String(he) });
    await waitFor(() => expect(within(rowOf('he_prod')!).queryByText('登录已锁定')).toBeNull());
    expect(await backend.current.db.selectFrom('login_attempts').selectAll().where('attempt_key', '=', `acct:u${he}`).execute()).toEqual([]);
  });

  it('[ORG-28] the renew link shows only when the shop sells seats (can_pay 1)', async () => {
    await backend.current.db.updateTable('shops').set({ can_pay: 0 }).where('shop_name', '=', '演示家具厂').execute();
    await logInAs(DEMO_ACCOUNTS.master);
    await renderOrg();
    expect(within(rowOf('he_prod')!).queryByRole('button', { name: /续费/ })).toBeNull();
  });
});

describe('org page: column widths', () => {
  /** The widths the table gives its columns (its colgroup), by the column headers' text. */
  const colWidths = () => {
    const titles = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim() ?? '');
    const cols = [...document.querySelectorAll<HTMLElement>('.ant-table-content colgroup col')].map((c) => parseFloat(c.style.width));
    return Object.fromEntries(titles.map((title, i) => [title, cols[i]]));
  };
  const tableWidth = () => parseFloat(document.querySelector<HTMLElement>('.ant-table-content table')!.style.width);

  it.each([
    ['en-US', 1280, 'State', 'Actions', 'Main account', ['Unbind', 'Reinstate']],
    ['zh-CN', 800, '状态', '操作', '主账号', ['解绑', '复职']],
  ])('[SHELL-30] [ORG-29] in %s at %i px the state column holds the main account tag whole and the fixed action column fits two buttons a line, so it covers no column', async (locale, width, state, actionsTitle, master, widest) => {
    setViewportWidth(width);
    await logInAs(DEMO_ACCOUNTS.master);
    act(() => setLanguage(locale as 'en-US' | 'zh-CN'));
    try {
      recordCalls(backend);
      renderPage(<OrgPage />, ROUTE);
      await waitFor(() => expect(rows().length).toBeGreaterThan(0));
      await waitFor(() => expect(colWidths()[state]).toBeGreaterThanOrEqual(tagWidth(master) + CELL_PADDING));
      const widths = colWidths();
      expect(widths[actionsTitle]).toBeGreaterThanOrEqual(buttonWidth(widest[0]) + buttonWidth(widest[1]) + CELL_PADDING);
      expect(document.querySelector('.ant-table-thead th:last-child')).toHaveClass('ant-table-cell-fix-end');
      // The table is as wide as its columns together: where they do not fit it scrolls, the action
      // column staying over its own width only.
      expect(tableWidth()).toBe(Object.values(widths).reduce((sum, w) => sum + w, 0));
    } finally {
      act(() => setLanguage('zh-CN'));
      setViewportWidth(1280);
    }
  });
});
