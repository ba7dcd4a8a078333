/**
 * The my-rights page (/staff/myrights) through the real backend: read-only tabs of the user's own
 * rights and allowed WebCAD functions.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { login } from '../../../../api/user';
import { indexArea } from '../../../../routes/indexRoutes';
import { CAD_COMMANDS } from '../../../../common/cadFunctions';
import { ALL_RIGHT_CODES, type RightCode } from '../../../../common/rights';
import { zhCN } from '../../../../locales/zh-CN';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { activePanel, allBoxes, checkbox, logIn, postsTo, recordPosts, renderArea, SALES_ROLE, storeCadFunctions, tabList, user } from '../../../../../tests/helpers/rolesWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';

const backend = setupTestBackend();

const ROUTE = '/staff/myrights';

async function openAs(who: 'master' | 'sales') {
  await logIn(who);
  renderArea(ROUTE);
  await waitFor(() => expect(allBoxes().length).toBeGreaterThan(0));
}

const tabOf = (label: string) => [...tabList().querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === label)!;

async function openTab(label: string) {
  await user().click(tabOf(label));
  await waitFor(() => expect(tabOf(label)).toHaveAttribute('aria-selected', 'true'));
}

describe('my rights page', () => {
  it.each<[string, readonly RightCode[], boolean]>([
    ['SF_MY_RIGHTS alone', ['SF_MY_RIGHTS'], true],
    ['no right', [], false],
    ['every right but SF_MY_RIGHTS', ALL_RIGHT_CODES.filter((c) => c !== 'SF_MY_RIGHTS'), false],
  ])('[MYRIGHTS-01] needs SF_MY_RIGHTS: a holder of %s', async (_bundle, rights, opens) => {
    expect(indexArea.routes.find((r) => r.path === ROUTE)?.right).toEqual(['SF_MY_RIGHTS']);
    await login(await addStaffWithRights(backend.current.db, 'my_rights_gate', rights));
    renderArea(ROUTE);
    if (opens) {
      await waitFor(() => expect(allBoxes().length).toBeGreaterThan(0));
      expect(screen.queryByText(zhCN['noAuth.description'])).not.toBeInTheDocument();
    } else {
      expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
      expect(document.querySelector('.rights-tabs')).toBeNull();
    }
  });

  it('[MYRIGHTS-02] [MYRIGHTS-04] shows the tabs ERP, MES, WebCAD rights and WebCAD functions from ajaxMyAuth (ver=2)', async () => {
    const posts = recordPosts(backend);
    await openAs('sales');
    expect(postsTo(posts, '/ShopStaff-ajaxMyAuth').map((p) => p.body)).toEqual([{ ver: '2' }]);
    const tabs = [...tabList().querySelectorAll('.ant-tabs-tab')];
    expect(tabs.map((t) => t.getAttribute('data-node-key'))).toEqual(['1', '2', '3', '4']);
    expect(tabs.map((t) => t.textContent)).toEqual(['ERP权限', '生产MES权限', 'WebCAD权限', 'WebCAD功能']);
    // platRights: what the sales role holds is checked, the rest not.
    expect(checkbox('查看订单列表')).toBeChecked();
    expect(checkbox('查看我的权限')).toBeChecked();
    expect(checkbox('查看发票列表')).not.toBeChecked();
    await openTab('生产MES权限');
    expect(allBoxes().some((box) => box.checked)).toBe(false);
    await openTab('WebCAD权限');
    expect(checkbox('方案设计')).not.toBeChecked();
  });

  it('[MYRIGHTS-03] every tab is read-only: disabled checkboxes, no modify or save button, clicks change nothing', async () => {
    const posts = recordPosts(backend);
    await openAs('sales');
    for (const label of ['ERP权限', '生产MES权限', 'WebCAD权限', 'WebCAD功能']) {
      await openTab(label);
      expect(allBoxes().every((box) => box.disabled)).toBe(true);
    }
    await openTab('ERP权限');
    await user().click(checkbox('查看订单列表'));
    expect(checkbox('查看订单列表')).toBeChecked();
    const buttons = [...document.querySelectorAll('.roles-page button')].map((b) => b.textContent ?? '');
    expect(buttons.some((t) => /修改权限|保存权限|全选/.test(t))).toBe(false);
    expect(posts.filter((p) => /editGrp|setCADFunc/.test(p.path))).toHaveLength(0);
  });

  it('[MYRIGHTS-05] the WebCAD functions tab shows the allowed functions checked (0 = all, -1 = none, a list names the denied ones)', async () => {
    await openAs('master');
    await openTab('WebCAD功能');
    expect(allBoxes()).toHaveLength(CAD_COMMANDS.length);
    expect(allBoxes().every((box) => box.checked)).toBe(true);
    cleanup();
    backend.current.jar.clear();

    await storeCadFunctions(backend, SALES_ROLE, 'Render,DeleteScheme');
    await openAs('sales');
    await openTab('WebCAD功能');
    expect(checkbox('效果图渲染', activePanel())).not.toBeChecked();
    expect(checkbox('删除方案')).not.toBeChecked();
    expect(checkbox('绘制墙体')).toBeChecked();
    expect(allBoxes().filter((box) => box.checked)).toHaveLength(CAD_COMMANDS.length - 2);
    cleanup();
    backend.current.jar.clear();

    // -1 (none allowed) is never saved by the editor, only found in older data.
    await backend.current.db.updateTable('staff_groups').set({ cad_functions: '-1' }).where('group_name', '=', SALES_ROLE).execute();
    await openAs('sales');
    await openTab('WebCAD功能');
    expect(allBoxes()).toHaveLength(CAD_COMMANDS.length);
    expect(allBoxes().some((box) => box.checked)).toBe(false);
  });
});
