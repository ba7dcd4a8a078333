/** The area menus built from the route tables [ROUTE-04..07]: entries by right, groups hidden when empty. */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { login } from '../api/user';
import * as navigation from '../app/navigation';
import { toAuthInfo, ALL_RIGHT_CODES } from '../common/rights';
import { zhCN } from '../locales/zh-CN';
import { AreaLayout } from '../shell/AreaLayout';
import { visibleMenu, type MenuNode } from '../shell/areaMenu';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { addStaffWithRights } from '../../tests/helpers/webStaff';
import { openableAreas as openableAreasOf } from '../shell/areaCatalogue';
import { AREA_DEFINITIONS } from './allAreas';

const openableAreas = (auth: Parameters<typeof openableAreasOf>[1]) => openableAreasOf(AREA_DEFINITIONS, auth);

const backend = setupTestBackend();
beforeEach(() => {
  jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

/** 'group label: entry, entry' / 'entry' lines, in zh-CN. */
const describeMenu = (nodes: MenuNode[]) =>
  nodes.map((n) => (n.kind === 'entry' ? zhCN[n.label] : `${zhCN[n.label]}: ${n.entries.map((e) => zhCN[e.label]).join(', ')}`));

describe('area menus', () => {
  it('[ROUTE-04] [ROUTE-06] [ROUTE-07] a sub-account sees only the entries it holds a right to, entries without a right, and no empty group', () => {
    const auth = toAuthInfo(['SF_STAFF_QUERY', 'SF_INVOICE_LIST']);
    expect(describeMenu(visibleMenu(AREA_DEFINITIONS.index.routes, auth))).toEqual([
      '工作台',
      '企业管理: 支付商户设置',
      '员工管理: 组织架构',
      '发票管理: 发票列表',
      '云设计部署: 文件发送, 模块部署, 材质部署',
    ]);
    expect(visibleMenu(AREA_DEFINITIONS.depot.routes, auth)).toEqual([]);
    expect(visibleMenu(AREA_DEFINITIONS.finance.routes, auth)).toEqual([]);
  });

  it('[ROUTE-05] an entry with alternative rights shows for a holder of any one of them, not for none or for every other right', () => {
    const alternatives = ['SF_LOGINLOG_QUERY', 'SF_STAFF_LOG_QUERY'];
    const staffEntries = (held: readonly string[]) => {
      const staff = visibleMenu(AREA_DEFINITIONS.index.routes, toAuthInfo(held)).find((n) => n.kind === 'group' && n.label === 'menuGroup.staff');
      return staff?.kind === 'group' ? staff.entries.map((e) => e.key) : [];
    };
    for (const right of alternatives) expect(staffEntries([right])).toEqual(['/staff/logs']);
    expect(staffEntries(alternatives)).toEqual(['/staff/logs']);
    expect(staffEntries([])).toEqual([]);
    expect(staffEntries(ALL_RIGHT_CODES.filter((c) => !alternatives.includes(c)))).not.toContain('/staff/logs');
  });

  it('gives the master every listed entry, in the groups a shop owner expects', () => {
    const all = toAuthInfo(ALL_RIGHT_CODES);
    expect(describeMenu(visibleMenu(AREA_DEFINITIONS.erp.routes, all))).toEqual([
      '客户: 客户管理, 客户跟进',
      '订单: 订单列表, 订单分配, 订单备忘, 订单提醒, 订单看板',
      '工序: 工序配置, 工序管理, 我的工作',
      '统计: 商品销售统计',
    ]);
    expect(visibleMenu(AREA_DEFINITIONS.depot.routes, all).map((n) => zhCN[n.label])).toEqual(['概况', '商品', '采购', '销售', '出入库', '库存', '生产']);
    expect(visibleMenu(AREA_DEFINITIONS.finance.routes, all).map((n) => zhCN[n.label])).toEqual(['资金', '计价与工资', '分析', '收付款', '我的']);
    expect(visibleMenu(AREA_DEFINITIONS.index.routes, all).map((n) => zhCN[n.label])).toEqual([
      '工作台',
      '企业管理',
      '员工管理',
      '发票管理',
      '报表管理',
      '全景管理',
      '云设计部署',
    ]);
  });

  it('[ROUTE-07] the rendered menu of a log clerk has the staff group but no invoice, report or panorama group', async () => {
    const clerk = await addStaffWithRights(backend.current.db, 'menu_clerk', ['SF_STAFF_LOG_QUERY']);
    await login(clerk);
    const view = renderApp(
      <Routes>
        <Route path="*" element={<AreaLayout definition={AREA_DEFINITIONS.index} />} />
      </Routes>,
      { route: '/shops/yz', boot: 'index' },
    );
    await waitFor(() => expect(view.store.getState().session.status).toBe('ready'));
    // /shops/yz is open to every member (DESIGN.md): its page shows.
    await screen.findByRole('heading', { level: 1, name: zhCN['route.shops.yz'] });
    const menu = document.querySelector('.area-menu') as HTMLElement;
    expect(menu).not.toBeNull();
    expect(menu.textContent).toContain(zhCN['menuGroup.staff']);
    expect(menu.textContent).toContain(zhCN['menuGroup.enterprise']);
    for (const hidden of ['menuGroup.invoice', 'menuGroup.reports', 'menuGroup.pano'] as const) expect(menu.textContent).not.toContain(zhCN[hidden]);
  });
});

describe('areas a user can open', () => {
  it('[ROUTE-01] an area is listed when one of its route-table pages is open to the user (its right held, or none needed)', () => {
    expect(openableAreas(toAuthInfo(ALL_RIGHT_CODES))).toEqual(['index', 'erp', 'depot', 'finance']);
    // The overview's dashboard needs no right: it is everyone's.
    expect(openableAreas(toAuthInfo([]))).toEqual(['index']);
    expect(openableAreas(toAuthInfo(['SF_DEPOT_UNIT_QUERY']))).toEqual(['index', 'depot']);
    expect(openableAreas(toAuthInfo(['SF_ERP_MY_SALARY', 'SF_MY_PROCESS']))).toEqual(['index', 'erp', 'finance']);
  });
});
