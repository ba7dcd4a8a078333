/** The four areas' route tables against SPEC.md section 2 (REQUIREMENTS ROUTE-01, 11..82). */
import { AREAS } from '../common/constants';
import { canAccess, isRightCode, toAuthInfo, ALL_RIGHT_CODES } from '../common/rights';
import { enUS } from '../locales/en-US';
import { zhCN, type MessageId } from '../locales/zh-CN';
import { SPEC_ROUTES } from '../../tests/helpers/specRoutes';
import { quickLinks as quickLinksOf, routeHref } from '../shell/areaCatalogue';
import { AREA_DEFINITIONS } from './allAreas';

const quickLinks = (auth: Parameters<typeof quickLinksOf>[1], exclude?: readonly string[]) => quickLinksOf(AREA_DEFINITIONS, auth, exclude);
import type { AreaRoute } from '../shell/areaRoute';

const routeOf = (area: keyof typeof AREA_DEFINITIONS, path: string): AreaRoute | undefined => AREA_DEFINITIONS[area].routes.find((r) => r.path === path);

describe('route tables', () => {
  it('[ROUTE-01] has the four areas index, erp, depot and finance, each its own HTML page', () => {
    expect(AREAS).toEqual(['index', 'erp', 'depot', 'finance']);
    for (const area of AREAS) expect(AREA_DEFINITIONS[area].area).toBe(area);
    expect(routeHref('index', 'erp', '/orders/list')).toEqual({ inPage: false, href: 'erp.html#/orders/list' });
    expect(routeHref('finance', 'finance', '/profit')).toEqual({ inPage: true, href: '/profit' });
  });

  it('[ROUTE-11] [ROUTE-12] the overall area is one table whose root goes to /shops/dashboard', () => {
    expect(AREA_DEFINITIONS.index.home).toBe('/shops/dashboard');
  });

  describe.each(SPEC_ROUTES)('$id $area $path', ({ area, path, right }) => {
    it(`exists in its area with exactly the spec's right (${right ?? 'none'})`, () => {
      const route = routeOf(area, path);
      expect(route).toBeDefined();
      expect(route?.right?.join(',')).toBe(right);
      // Found in no other area.
      for (const other of AREAS.filter((a) => a !== area)) expect(routeOf(other, path)).toBeUndefined();
    });

    it('opens for a user holding only its right (any one alternative), not for a user holding every other right', () => {
      const route = routeOf(area, path)!;
      if (!right) {
        expect(canAccess(toAuthInfo([]), route.right)).toBe(true);
        return;
      }
      const alternatives = right.split(',');
      for (const alt of alternatives) expect(canAccess(toAuthInfo([alt]), route.right)).toBe(true);
      // With none of them, and with every right but them (a bundle of unrelated rights), it stays closed.
      expect(canAccess(toAuthInfo([]), route.right)).toBe(false);
      expect(canAccess(toAuthInfo(ALL_RIGHT_CODES.filter((c) => !alternatives.includes(c))), route.right)).toBe(false);
    });
  });

  it('has no route the spec does not list except /process/configMulti and the order form /orders/edit of issue 29 (the shell adds /personal/settings to every area)', () => {
    const listed = new Set(SPEC_ROUTES.map((r) => `${r.area}:${r.path}`));
    const extra = AREAS.flatMap((a) => AREA_DEFINITIONS[a].routes.map((r) => `${a}:${r.path}`)).filter((k) => !listed.has(k));
    expect(extra.sort()).toEqual(['erp:/orders/edit', 'erp:/process/configMulti']);
  });

  it('uses only rights of the rights catalogue, and every path once per area', () => {
    for (const area of AREAS) {
      const paths = AREA_DEFINITIONS[area].routes.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const r of AREA_DEFINITIONS[area].routes) {
        for (const code of r.right ?? []) expect(isRightCode(code)).toBe(true);
      }
    }
  });

  it('labels every page and menu group in both languages', () => {
    for (const area of AREAS) {
      for (const r of AREA_DEFINITIONS[area].routes) {
        const ids = [r.title, r.menu?.label, r.menu?.group, r.group].filter((x): x is MessageId => !!x);
        expect(r.title).toBeDefined();
        for (const id of ids) {
          expect(zhCN[id]).toBeTruthy();
          expect(enUS[id]).toBeTruthy();
        }
      }
    }
  });

  it('[ROUTE-13] /shops/dashboard needs no right and is the first entry of the overall menu', () => {
    const r = routeOf('index', '/shops/dashboard')!;
    expect(r.right).toBeUndefined();
    expect(AREA_DEFINITIONS.index.routes[0]).toBe(r);
    expect(r.menu?.label).toBe('dashboard.title');
  });

  it('[ROUTE-16] /shops/yz can be viewed by any member (editing is checked on the page, DESIGN.md)', () => {
    expect(routeOf('index', '/shops/yz')!.right).toBeUndefined();
  });

  it('[ROUTE-19] /staff/edit takes an optional staffID and is not listed in the menu', () => {
    const r = routeOf('index', '/staff/edit/:staffID?')!;
    expect(r.menu).toBeUndefined();
    expect(r.title).toBe('route.staff.edit');
  });

  it('[ROUTE-25] /invoice/acctitem exists: the bill management page, behind SF_BILL_DETAIL', () => {
    const r = routeOf('index', '/invoice/acctitem')!;
    expect(r.right).toEqual(['SF_BILL_DETAIL']);
    expect(r.menu?.label).toBe('route.invoice.acctitem');
    expect(zhCN['route.invoice.acctitem']).toBe('账单管理');
  });

  it('[ROUTE-30] the three /webcad placeholders are marked under development and need no right', () => {
    for (const path of ['/webcad/files/send', '/webcad/modules/deploy', '/webcad/materials/deploy']) {
      const r = routeOf('index', path)!;
      expect(r.underDevelopment).toBe(true);
      expect(r.right).toBeUndefined();
    }
    expect(AREA_DEFINITIONS.index.routes.filter((r) => r.underDevelopment)).toHaveLength(3);
  });

  it('[ROUTE-38] /orders/screen is the only full-screen board', () => {
    expect(routeOf('erp', '/orders/screen')!.fullScreen).toBe(true);
    const fullScreen = AREAS.flatMap((a) => AREA_DEFINITIONS[a].routes.filter((r) => r.fullScreen).map((r) => `${a}:${r.path}`));
    expect(fullScreen).toEqual(['erp:/orders/screen']);
  });

  it('[ROUTE-40] /process/configMulti highlights /process/config, which is a menu entry; it is not listed itself', () => {
    const r = routeOf('erp', '/process/configMulti')!;
    expect(r.highlight).toBe('/process/config');
    expect(r.menu).toBeUndefined();
    expect(r.right).toEqual(routeOf('erp', '/process/config')!.right);
    expect(routeOf('erp', '/process/config')!.menu).toBeDefined();
    // Every highlight points at a menu entry of its own area.
    for (const area of AREAS) {
      for (const route of AREA_DEFINITIONS[area].routes.filter((x) => x.highlight)) expect(routeOf(area, route.highlight!)?.menu).toBeDefined();
    }
  });

  it('[ROUTE-82] the finance area uses SF_BALANCE_QUERY, SF_CHARGE_IN, SF_EXTRACT and SF_ERP_MY_SALARY, one right per route', () => {
    const rights = AREA_DEFINITIONS.finance.routes.map((r) => r.right);
    expect(rights.every((x) => x?.length === 1)).toBe(true);
    const codes = rights.map((x) => x![0]);
    expect(codes).toEqual(expect.arrayContaining(['SF_BALANCE_QUERY', 'SF_CHARGE_IN', 'SF_EXTRACT', 'SF_ERP_MY_SALARY']));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('every listed route but the dashboard is in a menu group', () => {
    for (const area of AREAS) {
      for (const r of AREA_DEFINITIONS[area].routes) {
        if (r.menu && r.path !== '/shops/dashboard') expect(r.menu.group).toBeDefined();
      }
    }
  });
});

describe('quick links', () => {
  it('[ROUTE-04] [ROUTE-06] lists the menu pages a user may open, across areas, without placeholders or parameters', () => {
    const sales = quickLinks(toAuthInfo(['SF_STORE_ORD_LIST', 'SF_MY_RIGHTS']), ['index:/shops/dashboard']);
    expect(sales.map((a) => [a.area, a.routes.map((r) => r.path)])).toEqual([
      ['index', ['/shops/yz', '/staff/myrights']],
      ['erp', ['/orders/list']],
    ]);
  });

  it('[ROUTE-05] a page with alternatives is linked for a holder of any one of them', () => {
    const links = quickLinks(toAuthInfo(['SF_STAFF_LOG_QUERY']));
    expect(links[0].routes.map((r) => r.path)).toContain('/staff/logs');
  });

  it('gives the master every listed page of all four areas', () => {
    const all = quickLinks(toAuthInfo(ALL_RIGHT_CODES));
    expect(all.map((a) => a.area)).toEqual(['index', 'erp', 'depot', 'finance']);
    const count = all.reduce((n, a) => n + a.routes.length, 0);
    const listed = AREAS.flatMap((a) => AREA_DEFINITIONS[a].routes).filter((r) => r.menu && !r.underDevelopment && !r.path.includes(':'));
    expect(count).toBe(listed.length);
  });
});
