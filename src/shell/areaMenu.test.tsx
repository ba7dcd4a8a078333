/** The menu rules as plain functions [ROUTE-04..07, ROUTE-40]. */
import { lazy } from 'react';
import type { AreaRoute } from './areaRoute';
import { selectedMenuKey, visibleMenu } from './areaMenu';

const page = lazy(async () => ({ default: () => null }));
const ROUTES: AreaRoute[] = [
  { path: '/a', right: ['SF_ERP_STORE_CUSTOMER_QUERY'], page, menu: { label: 'route.erp.crm', group: 'menuGroup.customers' } },
  { path: '/b', right: ['SF_INVOICE_LIST', 'SF_ERP_STORE_MEMO_QUERY'], page, menu: { label: 'route.erp.custfollow', group: 'menuGroup.customers' } },
  { path: '/free', page, menu: { label: 'route.erp.workquery' } },
  { path: '/c', right: ['SF_GOODS_SALE_GROUP_QUERY'], page, menu: { label: 'route.erp.goodssale', group: 'menuGroup.stats' } },
  { path: '/hidden', page },
  { path: '/a/multi', right: ['SF_ERP_STORE_CUSTOMER_QUERY'], page, highlight: '/a' },
  { path: '/staff/edit/:staffID?', page },
];

it('[ROUTE-04] [ROUTE-05] [ROUTE-06] [ROUTE-07] keeps held, alternative and right-less entries; drops the rest and empty groups', () => {
  // /b is listed for the second of its alternatives alone.
  const menu = visibleMenu(ROUTES, { SF_ERP_STORE_CUSTOMER_QUERY: true, SF_ERP_STORE_MEMO_QUERY: true, SF_GOODS_SALE_GROUP_QUERY: false });
  expect(menu).toEqual([
    {
      kind: 'group',
      key: 'group:menuGroup.customers',
      label: 'menuGroup.customers',
      entries: [
        { kind: 'entry', key: '/a', label: 'route.erp.crm', icon: undefined },
        { kind: 'entry', key: '/b', label: 'route.erp.custfollow', icon: undefined },
      ],
    },
    { kind: 'entry', key: '/free', label: 'route.erp.workquery', icon: undefined },
  ]);
  expect(visibleMenu(ROUTES, {})).toEqual([{ kind: 'entry', key: '/free', label: 'route.erp.workquery', icon: undefined }]);
});

it('[ROUTE-40] selects the highlight target of the open route, else the route itself', () => {
  expect(selectedMenuKey(ROUTES, '/a/multi')).toBe('/a');
  expect(selectedMenuKey(ROUTES, '/b')).toBe('/b');
  expect(selectedMenuKey(ROUTES, '/staff/edit/12')).toBe('/staff/edit/:staffID?');
  expect(selectedMenuKey(ROUTES, '/nowhere')).toBeUndefined();
});

it('selects nothing on the no-permission page: the open route needs a right the user lacks, even with a highlight target', () => {
  expect(selectedMenuKey(ROUTES, '/a/multi', { SF_ERP_STORE_CUSTOMER_QUERY: true })).toBe('/a');
  expect(selectedMenuKey(ROUTES, '/a/multi', { SF_INVOICE_LIST: true })).toBeUndefined();
  expect(selectedMenuKey(ROUTES, '/c', { SF_INVOICE_LIST: true })).toBeUndefined();
  expect(selectedMenuKey(ROUTES, '/free', {})).toBe('/free');
});
