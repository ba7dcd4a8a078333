/**
 * The position roles page (/staff/group) through the real backend (msw -> server/app.ts over an
 * in-memory SQLite): role list, new / rename / delete, rights gating, the four rights tabs, view and
 * edit mode, and what saving sends.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { login } from '../../../../api/user';
import { api } from '../../../../api/client';
import { GetCADFunc, GetGrpRights } from '../../../../common/roles';
import { indexArea } from '../../../../routes/indexRoutes';
import { CAD_COMMANDS } from '../../../../common/cadFunctions';
import { ALL_RIGHT_CODES, type RightCode } from '../../../../common/rights';
import { zhCN } from '../../../../locales/zh-CN';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { fakeMediaQueryList } from '../../../../../tests/helpers/mediaQuery';
import { setViewportWidth } from '../../../../../tests/helpers/viewport';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import {
  activePanel,
  allBoxes,
  button,
  checkbox,
  fidOf,
  createRole,
  groupIdOf,
  leafLabel,
  logIn,
  panelHead,
  postsTo,
  queryButton,
  recordPosts,
  renderArea,
  roleItem,
  roleItems,
  SALES_ROLE,
  storeCadFunctions,
  tabList,
  user,
} from '../../../../../tests/helpers/rolesWeb';

const backend = setupTestBackend();

const ROUTE = '/staff/group';

/** Waits until the rights of the selected role are shown. */
async function rightsShown(role: string) {
  await waitFor(() => {
    expect(document.querySelector('.rights-panel-title-text')).toHaveTextContent(role);
    expect(allBoxes().length).toBeGreaterThan(0);
  });
}

/** Logs in (master by default), opens the page and waits for the first role's rights. */
async function openPage(who: 'master' | 'sales' = 'master') {
  await logIn(who);
  const view = renderArea(ROUTE);
  await rightsShown(SALES_ROLE);
  return view;
}

async function selectRole(name: string) {
  await user().click(roleItem(name)!.querySelector('.named-item-name')!);
  await rightsShown(name);
}

const headButton = (label: string) => button(panelHead(), label);
const queryHeadButton = (label: string) => queryButton(panelHead(), label);

async function startEditing() {
  await waitFor(() => expect(headButton('修改权限')).toBeEnabled());
  await user().click(headButton('修改权限'));
  await waitFor(() => expect(headButton('保存权限')).toBeInTheDocument());
}

const tabOf = (label: string) => [...tabList().querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === label)!;

async function openTab(label: string) {
  await user().click(tabOf(label));
  await waitFor(() => expect(tabOf(label)).toHaveAttribute('aria-selected', 'true'));
}

const save = () => user().click(headButton('保存权限'));

/** The most recently opened antd dialog (modal or confirm); closed ones may linger in jsdom. */
async function dialog(): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].at(-1);
    expect(found).toBeDefined();
  });
  return found!;
}

/** The dialog shows `text` (antd may render a confirm's title twice: visibly and for assistive tech). */
const expectText = (scope: HTMLElement, text: string) => expect(within(scope).getAllByText(text).length).toBeGreaterThan(0);

const nameInput = (modal: HTMLElement) => within(modal).getByLabelText(zhCN['roles.name']);

describe('position roles page: access and the role list', () => {
  it.each<[string, readonly RightCode[], boolean]>([
    ['SF_GROUP_QUERY alone', ['SF_GROUP_QUERY'], true],
    ['no right', [], false],
    ['every right but SF_GROUP_QUERY', ALL_RIGHT_CODES.filter((c) => c !== 'SF_GROUP_QUERY'), false],
  ])('[ROLES-01] needs SF_GROUP_QUERY: a holder of %s', async (_bundle, rights, opens) => {
    expect(indexArea.routes.find((r) => r.path === ROUTE)?.right).toEqual(['SF_GROUP_QUERY']);
    await login(await addStaffWithRights(backend.current.db, 'roles_gate', rights));
    renderArea(ROUTE);
    if (opens) {
      await rightsShown(SALES_ROLE);
      expect(screen.queryByText(zhCN['noAuth.description'])).not.toBeInTheDocument();
    } else {
      expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
      expect(roleItems()).toHaveLength(0);
    }
  });

  it('[ROLES-02] [ROLES-41] lists the roles from shopStaff-ajaxGroup (group_id, group_name) with their staff count, the first selected', async () => {
    const posts = recordPosts(backend);
    await openPage();
    expect(postsTo(posts, '/shopStaff-ajaxGroup')).toHaveLength(1);
    expect(roleItems().map((li) => li.querySelector('.named-item-name')!.textContent).slice(0, 3)).toEqual(['销售专员', '财务专员', '生产主管']);
    expect(roleItem('销售专员')).toHaveTextContent('5 人');
    expect(roleItem('生产主管')).toHaveTextContent('4 人');
    expect(roleItem('销售专员')).toHaveClass('is-selected');
    expect(roleItem('销售专员')!.querySelector('.named-item-name')).toHaveAttribute('aria-current', 'true');
  });

  it('[ROLES-15] [ROLES-16] [ROLES-17] shows four tabs keyed 1 to 4 for the selected role, loaded with getGrpRights (grpID, ver=2)', async () => {
    await logIn('master');
    const salesId = await groupIdOf(SALES_ROLE);
    const productionId = await groupIdOf('生产主管');
    const posts = recordPosts(backend);
    await openPage();
    const tabs = [...tabList().querySelectorAll('.ant-tabs-tab')];
    expect(tabs.map((t) => t.getAttribute('data-node-key'))).toEqual(['1', '2', '3', '4']);
    expect(tabs.map((t) => t.textContent)).toEqual(['ERP权限', '生产MES权限', 'WebCAD权限', 'WebCAD功能']);
    expect(postsTo(posts, '/ShopStaff-getGrpRights')[0].body).toEqual({ grpID: String(salesId), ver: '2' });
    // Tab 1 shows the role's rightsPlat: the sales role holds the order list, not the invoice list.
    expect(checkbox('查看订单列表')).toBeChecked();
    expect(checkbox('查看发票列表')).not.toBeChecked();

    await selectRole('生产主管');
    expect(postsTo(posts, '/ShopStaff-getGrpRights').at(-1)!.body).toEqual({ grpID: String(productionId), ver: '2' });
    await openTab('生产MES权限');
    expect(checkbox('查看排产计划')).toBeChecked();
    expect(checkbox('开料')).toBeChecked();
    expect(checkbox('封边')).not.toBeChecked();
  });
});

describe('position roles page: new, rename, delete', () => {
  it('[ROLES-03] [ROLES-04] [ROLES-10] [ROLES-11] [ROLES-12] creates a role in a dialog: required, max 20 with a counter, trimmed, then 新增岗位角色成功', async () => {
    const posts = recordPosts(backend);
    await openPage();
    const newButton = button(document.querySelector<HTMLElement>('.named-list-card')!, '新增岗位');
    expect(newButton).toBeEnabled();
    await user().click(newButton);
    const modal = await dialog();
    expect(within(modal).getByText(zhCN['roles.newTitle'])).toBeInTheDocument();
    const input = nameInput(modal);
    expect(input).toHaveAttribute('maxlength', '20');
    expect(within(modal).getByText('0 / 20')).toBeInTheDocument();

    await user().click(button(modal, '确定'));
    expect(await within(modal).findByText('请填写岗位名称')).toBeInTheDocument();
    await user().type(input, '   ');
    await user().click(button(modal, '确定'));
    expect(await within(modal).findByText('请填写岗位名称')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-newGrp')).toHaveLength(0);

    await user().clear(input);
    await user().type(input, '  安装师傅  ');
    await user().click(button(modal, '确定'));
    expect(await screen.findByText('新增岗位角色成功')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-newGrp').map((p) => p.body)).toEqual([{ grpName: '安装师傅' }]);
    await waitFor(() => expect(roleItem('安装师傅')).toHaveClass('is-selected'));
    await rightsShown('安装师傅');
  });

  it('[ROLES-11] [ROLES-12] a name over 20 characters cannot be typed, and a pasted one is refused with the shared rule', async () => {
    const posts = recordPosts(backend);
    await openPage();
    await user().click(button(document.querySelector<HTMLElement>('.named-list-card')!, '新增岗位'));
    const modal = await dialog();
    const input = nameInput(modal) as HTMLInputElement;
    await user().type(input, '一二三四五六七八九十一二三四五六七八九十多出来');
    expect(input.value).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(within(modal).getByText('20 / 20')).toBeInTheDocument();
    // A value set around the input's limit is still checked by roleNameRule.
    fireEvent.change(input, { target: { value: '岗'.repeat(21) } });
    await user().click(button(modal, '确定'));
    expect(await within(modal).findByText(zhCN['validation.role.tooLong'])).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-newGrp')).toHaveLength(0);
  });

  it('[ROLES-13] a duplicate name shows the server message {name} 名称已存在! in the field and keeps the dialog open', async () => {
    await openPage();
    const before = roleItems().length;
    await user().click(button(document.querySelector<HTMLElement>('.named-list-card')!, '新增岗位'));
    const modal = await dialog();
    await user().type(nameInput(modal), '财务专员');
    await user().click(button(modal, '确定'));
    expect(await within(modal).findByText('财务专员 名称已存在!')).toBeInTheDocument();
    expect(roleItems()).toHaveLength(before);
  });

  it('[ROLES-05] [ROLES-06] [ROLES-14] renames: unchanged is refused with 名称无修改 before asking the server; a new name shows 修改岗位角色成功', async () => {
    const gid = await createRole(backend, '质检员');
    const posts = recordPosts(backend);
    await openPage();
    await user().click(button(roleItem('质检员')!, '重命名 质检员'));
    const modal = await dialog();
    expect(within(modal).getByText(zhCN['roles.renameTitle'])).toBeInTheDocument();
    const input = nameInput(modal);
    expect(input).toHaveValue('质检员');
    await user().type(input, ' ');
    await user().click(button(modal, '确定'));
    expect(await within(modal).findByText('名称无修改')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-editGrpName')).toHaveLength(0);

    await user().clear(input);
    await user().type(input, '销售专员');
    await user().click(button(modal, '确定'));
    expect(await within(modal).findByText('销售专员 名称已存在!')).toBeInTheDocument();

    await user().clear(input);
    await user().type(input, '质检主管 ');
    await user().click(button(modal, '确定'));
    expect(await screen.findByText('修改岗位角色成功')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-editGrpName').at(-1)!.body).toEqual({ grpID: String(gid), grpName: '质检主管' });
    await waitFor(() => expect(roleItem('质检主管')).toHaveClass('is-selected'));
    expect(roleItem('质检员')).toBeUndefined();
  });

  it('[ROLES-07] [ROLES-08] deletes after 确认删除 {role} 岗位角色?', async () => {
    const gid = await createRole(backend, '临时工');
    const posts = recordPosts(backend);
    await openPage();
    await user().click(button(roleItem('临时工')!, '删除 临时工'));
    let confirm = await dialog();
    expectText(confirm, '确认删除 临时工 岗位角色?');
    await user().click(button(confirm, '取消'));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')).toBeNull());
    expect(postsTo(posts, '/ShopStaff-deleteGrp')).toHaveLength(0);

    await user().click(button(roleItem('临时工')!, '删除 临时工'));
    confirm = await dialog();
    await user().click(button(confirm, '确定'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-deleteGrp').map((p) => p.body)).toEqual([{ grpID: String(gid) }]);
    await waitFor(() => expect(roleItem('临时工')).toBeUndefined());
  });

  it('[ROLES-08] a role staff still hold names them before any confirm, offers no delete, and sends nothing', async () => {
    const posts = recordPosts(backend);
    await openPage();
    // 销售专员 is held by 李晓梅 (demo_sales) and four more of the demo staff.
    await user().click(button(roleItem('销售专员')!, '删除 销售专员'));
    const holders = await dialog();
    expectText(holders, '无法删除岗位角色「销售专员」');
    expectText(holders, '该角色仍有 5 名员工：李晓梅、周文斌、吴佳琪、郑凯、孙悦，请先调整这些员工的角色后再删除');
    expect(document.querySelector('.ant-modal-confirm-title')).toBeNull();
    expect(within(holders).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByText(zhCN['error.dialog.title'])).toBeNull();
    await user().click(button(holders, '确定'));
    await waitFor(() => expect(document.querySelector('.named-members-dialog')).toBeNull());
    expect(postsTo(posts, '/ShopStaff-deleteGrp')).toHaveLength(0);
    expect(roleItem('销售专员')).toBeDefined();
  });

  it('[ROLES-08] someone given the role after the confirm opened: the refusal names them too, not a raw 10008', async () => {
    const gid = await createRole(backend, '临时工');
    await openPage();
    await user().click(button(roleItem('临时工')!, '删除 临时工'));
    const confirm = await dialog();
    expectText(confirm, '确认删除 临时工 岗位角色?');
    // Meanwhile the role is given to 李晓梅.
    const db = backend.current.db;
    const sales = await db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    await db.insertInto('user_groups').values({ shop_id: sales.shop_id, user_id: sales.user_id, group_id: gid }).execute();
    await user().click(button(confirm, '确定'));
    await waitFor(() => expect(document.querySelector('.named-members-dialog')).not.toBeNull());
    const holders = document.querySelector<HTMLElement>('.named-members-dialog')!;
    expectText(holders, '该角色仍有 1 名员工：李晓梅，请先调整这些员工的角色后再删除');
    expect(screen.queryByText(zhCN['error.dialog.title'])).toBeNull();
    expect(screen.queryByText(/10008/)).toBeNull();
    // The list's counts are read again: 临时工 now has one holder.
    await waitFor(() => expect(roleItem('临时工')!.querySelector('.named-item-count')).toHaveTextContent('1 人'));
  });
});

describe("position roles page: buttons follow the user's rights", () => {
  /** Which of the four role actions a user can use: new and modify rights are disabled without their right, rename and delete absent. */
  async function usableActions(rights: readonly RightCode[]) {
    await login(await addStaffWithRights(backend.current.db, 'roles_clerk', [...new Set<RightCode>(['SF_GROUP_QUERY', ...rights])]));
    renderArea(ROUTE);
    await rightsShown(SALES_ROLE);
    const finance = roleItem('财务专员')!;
    return {
      SF_GROUP_NEW: button(document.querySelector<HTMLElement>('.named-list-card')!, '新增岗位').disabled === false,
      SF_GROUP_NAME_EDIT: queryButton(finance, '重命名 财务专员')?.disabled === false,
      SF_GROUP_DELETE: queryButton(finance, '删除 财务专员')?.disabled === false,
      SF_GROUP_RIGHTS_EDIT: headButton('修改权限').disabled === false,
    };
  }

  const ACTION_RIGHTS = ['SF_GROUP_NEW', 'SF_GROUP_NAME_EDIT', 'SF_GROUP_DELETE', 'SF_GROUP_RIGHTS_EDIT'] as const;
  const only = (held: readonly string[]) => Object.fromEntries(ACTION_RIGHTS.map((r) => [r, held.includes(r)]));

  it('[ROLES-09] [ROLES-19] with SF_GROUP_QUERY only: new and modify rights are disabled, rename and delete are not shown', async () => {
    expect(await usableActions([])).toEqual(only([]));
    for (const item of roleItems()) expect(item.querySelector('.named-item-actions button')).toBeNull();
    expect(allBoxes().every((box) => box.disabled)).toBe(true);
  });

  it.each(ACTION_RIGHTS.map((r) => [r]))('[ROLES-03] [ROLES-05] [ROLES-07] [ROLES-09] [ROLES-19] %s alone enables its own action only', async (right) => {
    expect(await usableActions([right])).toEqual(only([right]));
  });

  it.each(ACTION_RIGHTS.map((r) => [r]))('[ROLES-03] [ROLES-05] [ROLES-07] [ROLES-09] [ROLES-19] every right but %s enables every other action', async (right) => {
    const others = ALL_RIGHT_CODES.filter((c) => c !== right);
    expect(await usableActions(others)).toEqual(only(ACTION_RIGHTS.filter((r) => r !== right)));
  });
});

/** Creates a role of its own for the test, opens the page as the master and selects it. */
async function openOwnRole(name: string) {
  const gid = await createRole(backend, name);
  const posts = recordPosts(backend);
  await openPage();
  await selectRole(name);
  return { gid, posts };
}

const savePosts = (posts: ReturnType<typeof recordPosts>) => [...postsTo(posts, '/ShopStaff-editGrpRightsNew'), ...postsTo(posts, '/ShopStaff-setCADFunc')];

describe('position roles page: the rights tabs', () => {
  it('[ROLES-18] [ROLES-20] view mode by default; modify rights switches to edit mode with select all, select none, save and cancel', async () => {
    await openOwnRole('视图测试');
    expect(allBoxes().every((box) => box.disabled)).toBe(true);
    expect(queryHeadButton('全选')).toBeNull();
    expect(queryHeadButton('保存权限')).toBeNull();

    await startEditing();
    for (const label of ['全选', '全不选', '保存权限', '取消']) expect(headButton(label)).toBeEnabled();
    expect(within(panelHead()).getByText(zhCN['roles.editing'])).toBeInTheDocument();
    expect(queryHeadButton('修改权限')).toBeNull();
    expect(checkbox('查看企业设置')).toBeEnabled();

    await user().click(checkbox('查看企业设置'));
    expect(checkbox('查看企业设置')).toBeChecked();
    await user().click(headButton('取消'));
    await waitFor(() => expect(headButton('修改权限')).toBeInTheDocument());
    expect(checkbox('查看企业设置')).not.toBeChecked();
    expect(allBoxes().every((box) => box.disabled)).toBe(true);
  });

  it('[ROLES-21] saving with nothing changed warns 无修改，无需保存！ and sends nothing', async () => {
    const { posts } = await openOwnRole('无修改测试');
    await startEditing();
    await user().click(checkbox('查看企业设置'));
    await user().click(checkbox('查看企业设置'));
    await save();
    expect(await screen.findByText('无修改，无需保存！')).toBeInTheDocument();
    expect(savePosts(posts)).toHaveLength(0);
    expect(headButton('保存权限')).toBeInTheDocument();
  });

  it('[ROLES-22] [ROLES-23] [ROLES-24] ERP select all saves grpRights 0 with rightsType 1, select none saves -1; then view mode, reloaded', async () => {
    const { gid, posts } = await openOwnRole('全选测试');
    await startEditing();
    await user().click(headButton('全选'));
    expect(allBoxes().every((box) => box.checked)).toBe(true);
    await save();
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(headButton('修改权限')).toBeInTheDocument());
    expect(postsTo(posts, '/ShopStaff-editGrpRightsNew').map((p) => p.body)).toEqual([{ grpID: String(gid), grpRights: '0', rightsType: '1' }]);
    expect(postsTo(posts, '/ShopStaff-getGrpRights').filter((p) => p.body.grpID === String(gid)).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(allBoxes().every((box) => box.checked && box.disabled)).toBe(true));

    await startEditing();
    await user().click(headButton('全不选'));
    expect(allBoxes().some((box) => box.checked)).toBe(false);
    await save();
    await waitFor(() => expect(postsTo(posts, '/ShopStaff-editGrpRightsNew')).toHaveLength(2));
    expect(postsTo(posts, '/ShopStaff-editGrpRightsNew')[1].body).toEqual({ grpID: String(gid), grpRights: '-1', rightsType: '1' });
    await waitFor(() => expect(allBoxes().some((box) => box.checked)).toBe(false));
    // What the server now holds for the role.
    await waitFor(async () => expect((await api.call(GetGrpRights, { grpID: gid, ver: 2 })).rightsPlat.flatMap((m) => m.c.flatMap((g) => g.c)).some((l) => l.ck === 1)).toBe(false));
  });

  it('[ROLES-22] [ROLES-25] [ROLES-35] a partial selection saves the checked fids, each changed tab with its rightsType (2 MES, 3 WebCAD)', async () => {
    const { gid, posts } = await openOwnRole('部分权限');
    await startEditing();
    await openTab('生产MES权限');
    await user().click(checkbox('封边'));
    await openTab('WebCAD权限');
    await user().click(checkbox('渲染'));
    // [ROLES-35] checking another item checked the group's first item too.
    expect(checkbox('方案设计')).toBeChecked();
    await save();
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-editGrpRightsNew').map((p) => p.body)).toEqual([
      { grpID: String(gid), grpRights: `${fidOf('SF_MES_CUT')},${fidOf('SF_MES_EDGE')}`, rightsType: '2' },
      { grpID: String(gid), grpRights: `${fidOf('SF_CAD_DESIGN')},${fidOf('SF_CAD_RENDER')}`, rightsType: '3' },
    ]);
    expect(postsTo(posts, '/ShopStaff-setCADFunc')).toHaveLength(0);
  });

  it('[ROLES-34] [ROLES-35] the first item of a group is checked with any other item and cannot be unchecked while one is', async () => {
    await openOwnRole('首项测试');
    await startEditing();
    await user().click(checkbox('查看发票列表'));
    expect(checkbox('查看发票列表')).toBeChecked();
    expect(checkbox('查看发票信息')).toBeChecked();
    expect(checkbox('查看发票信息')).toBeDisabled();
    await user().click(checkbox('查看发票信息'));
    expect(checkbox('查看发票信息')).toBeChecked();
    // The reason is the first item's tooltip.
    await user().hover(leafLabel('查看发票信息'));
    expect(await screen.findByText(zhCN['rights.firstItemLocked'])).toBeInTheDocument();

    await user().click(checkbox('查看发票列表'));
    expect(checkbox('查看发票列表')).not.toBeChecked();
    expect(checkbox('查看发票信息')).toBeChecked();
    expect(checkbox('查看发票信息')).toBeEnabled();
    await user().click(checkbox('查看发票信息'));
    expect(checkbox('查看发票信息')).not.toBeChecked();
  });

  it('[ROLES-36] a use = 0 group is locked: disabled in edit mode and left alone by select all', async () => {
    await openOwnRole('锁定测试');
    await startEditing();
    await openTab('生产MES权限');
    const group = activePanel().querySelector<HTMLElement>('[role=group][aria-label=设备管理]')!;
    expect(group).toHaveClass('is-locked');
    expect(within(group).getByLabelText(zhCN['rights.locked'])).toBeInTheDocument();
    expect(checkbox('设备接入')).toBeDisabled();
    await user().click(headButton('全选'));
    expect(checkbox('封边')).toBeChecked();
    expect(checkbox('设备接入')).not.toBeChecked();
  });

  it('[ROLES-37] [ROLES-38] [ROLES-39] a tree shows modules, groups and leaf checkboxes; kp 1 is marked important; cm is the tooltip', async () => {
    await openPage();
    const modules = [...activePanel().querySelectorAll('section.rights-module')].map((m) => m.getAttribute('aria-label'));
    expect(modules).toEqual(['综合管理', '订单管理', '仓库管理', '财务管理']);
    const invoices = activePanel().querySelector<HTMLElement>('[role=group][aria-label=发票管理]')!;
    expect(invoices.querySelectorAll('input[type=checkbox]')).toHaveLength(6);
    expect(within(leafLabel('申请开票')).getByLabelText(zhCN['rights.important'])).toBeInTheDocument();
    expect(within(leafLabel('查看发票列表')).queryByLabelText(zhCN['rights.important'])).toBeNull();
    await user().hover(leafLabel('支付商户进件'));
    expect(await screen.findByText('提交和修改支付商户进件资料')).toBeInTheDocument();
  });
});

describe('position roles page: WebCAD functions (tab 4)', () => {
  it('[ROLES-26] [ROLES-27] [ROLES-28] [ROLES-30] [ROLES-33] [ROLES-40] lists getCADFuncList with getCADFunc values; saves the unchecked commands, or 0 for all', async () => {
    const { gid, posts } = await openOwnRole('WebCAD测试');
    await openTab('WebCAD功能');
    expect(postsTo(posts, '/ShopStaff-getCADFuncList').length).toBeGreaterThan(0);
    expect(postsTo(posts, '/ShopStaff-getCADFunc').at(-1)!.body).toEqual({ groupID: String(gid) });
    // [ROLES-40] each function: its chName, chDes and icon.
    expect(allBoxes()).toHaveLength(CAD_COMMANDS.length);
    expect(within(activePanel()).getByText('提交高清效果图和全景图渲染')).toBeInTheDocument();
    expect(activePanel().querySelector('[data-command=Render] .anticon-picture')).not.toBeNull();
    // [ROLES-30] a new role's stored value is 0: all allowed, all checked.
    expect(allBoxes().every((box) => box.checked)).toBe(true);

    await startEditing();
    await user().click(checkbox('删除方案'));
    await user().click(checkbox('效果图渲染'));
    await save();
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-setCADFunc').map((p) => p.body)).toEqual([{ groupID: String(gid), cadFuncs: 'Render,DeleteScheme' }]);
    await waitFor(() => expect(checkbox('效果图渲染')).not.toBeChecked());
    await waitFor(async () => expect((await api.call(GetCADFunc, { groupID: gid })).value).toBe('Render,DeleteScheme'));

    await startEditing();
    await user().click(headButton('全选'));
    await save();
    await waitFor(() => expect(postsTo(posts, '/ShopStaff-setCADFunc')).toHaveLength(2));
    expect(postsTo(posts, '/ShopStaff-setCADFunc')[1].body).toEqual({ groupID: String(gid), cadFuncs: '0' });
    expect(postsTo(posts, '/ShopStaff-editGrpRightsNew')).toHaveLength(0);
  });

  it('[ROLES-29] none checked is refused with 请勾选WebCAD功能点,功能点不能为空。 and nothing is sent', async () => {
    const { posts } = await openOwnRole('WebCAD为空');
    await openTab('WebCAD功能');
    await startEditing();
    await user().click(headButton('全不选'));
    expect(allBoxes().some((box) => box.checked)).toBe(false);
    await save();
    expect(await screen.findByText('请勾选WebCAD功能点,功能点不能为空。')).toBeInTheDocument();
    expect(savePosts(posts)).toHaveLength(0);
    expect(headButton('保存权限')).toBeInTheDocument();
  });

  it('[ROLES-30] [ROLES-31] [ROLES-32] a stored list shows the denied commands unchecked; -1 shows none checked', async () => {
    const gid = await createRole(backend, 'WebCAD存储');
    await storeCadFunctions(backend, 'WebCAD存储', 'Render,Quote');
    await openPage();
    await selectRole('WebCAD存储');
    await openTab('WebCAD功能');
    expect(checkbox('效果图渲染')).not.toBeChecked();
    expect(checkbox('方案报价')).not.toBeChecked();
    expect(allBoxes().filter((box) => box.checked)).toHaveLength(CAD_COMMANDS.length - 2);
    cleanup();
    backend.current.jar.clear();

    // -1 cannot be saved from the editor; a stored one (older data) shows nothing allowed.
    await backend.current.db.updateTable('staff_groups').set({ cad_functions: '-1' }).where('group_id', '=', gid).execute();
    await openPage();
    await selectRole('WebCAD存储');
    await openTab('WebCAD功能');
    expect(allBoxes().some((box) => box.checked)).toBe(false);
  });
});

describe('position roles page: unsaved changes', () => {
  it('asks before leaving unsaved rights changes for another role', async () => {
    await openOwnRole('未保存测试');
    await startEditing();
    await user().click(checkbox('查看企业设置'));
    await user().click(roleItem('财务专员')!.querySelector('.named-item-name')!);
    const confirm = await dialog();
    expectText(confirm, zhCN['roles.discardConfirm']);
    await user().click(button(confirm, '取消'));
    expect(document.querySelector('.rights-panel-title-text')).toHaveTextContent('未保存测试');
    expect(checkbox('查看企业设置')).toBeChecked();
  });
});

describe('position roles page on a phone (375 px)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  /** A phone whose screen cannot hover: matchMedia answers '(hover: none)' too. */
  function setTouchPhone() {
    setViewportWidth(375);
    const byWidth = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => (query === '(hover: none)' ? fakeMediaQueryList(query, true) : byWidth(query)),
    });
  }

  const saveBar = () => screen.queryByRole('toolbar', { name: zhCN['roles.editActions'] });

  async function startEditingOnPhone() {
    await waitFor(() => expect(headButton('修改权限')).toBeEnabled());
    await user().click(headButton('修改权限'));
    await waitFor(() => expect(saveBar()).not.toBeNull());
  }

  it('editing holds cancel and save in a bar at the bottom, and the back-to-top arrow stands aside while it shows', async () => {
    setViewportWidth(375);
    const posts = recordPosts(backend);
    await openPage();
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 600 });
    fireEvent.scroll(window);
    await waitFor(() => expect(document.querySelector('.area-back-to-top')).not.toBeNull());
    expect(saveBar()).toBeNull();

    await startEditingOnPhone();
    const bar = saveBar()!;
    expect(bar).not.toBeNull();
    expect(queryButton(bar, '保存权限')).not.toBeNull();
    expect(queryButton(bar, '取消')).not.toBeNull();
    // The tab-wide selections stay with the tabs; save is no longer at the top.
    expect(queryHeadButton('全选')).not.toBeNull();
    expect(queryHeadButton('保存权限')).toBeNull();
    expect(document.querySelector('.area-back-to-top')).toBeNull();

    await user().click(checkbox('查看企业设置'));
    await user().click(button(bar, '保存权限'));
    expect(await screen.findByText(zhCN['common.saved'])).toBeInTheDocument();
    expect(postsTo(posts, '/ShopStaff-editGrpRightsNew')).toHaveLength(1);
    await waitFor(() => expect(saveBar()).toBeNull());
    await waitFor(() => expect(document.querySelector('.area-back-to-top')).not.toBeNull());
  });

  it('on a touch screen a hint opens with a tap on its own button (the right is not toggled), and the legend says 点击查看说明', async () => {
    setTouchPhone();
    await openPage();
    expect(screen.getByText('点击查看说明')).toBeInTheDocument();
    expect(screen.queryByText('悬停查看说明')).toBeNull();
    await startEditingOnPhone();
    const before = checkbox('支付商户进件').checked;
    await user().click(screen.getByRole('button', { name: '支付商户进件的说明' }));
    expect(await screen.findByText('提交和修改支付商户进件资料')).toBeInTheDocument();
    expect(checkbox('支付商户进件').checked).toBe(before);
  });

  it('with a mouse the legend still says 悬停查看说明 and the hint opens on hover', async () => {
    await openPage();
    expect(screen.getByText('悬停查看说明')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '支付商户进件的说明' })).toBeNull();
  });
});
