/**
 * The overall-management area (index.html), SPEC.md section 2 [ROUTE-11..30]; its root redirects
 * to /shops/dashboard [ROUTE-12]. Routes without a `page` show the shared pending-content page
 * until their real page arrives: swap in `page: lazyPage(() => import(...))` on the route's line.
 * (/personal/settings is added to every area by the shell: src/routes/shellRoutes.tsx.)
 */
import { defineRoutes, lazyPage } from './defineRoutes';
import type { AreaDefinition } from '../shell/areaRoute';

export const indexArea: AreaDefinition = {
  area: 'index',
  home: '/shops/dashboard',
  routes: defineRoutes('index', [
    {
      path: '/shops/dashboard',
      label: 'dashboard.title',
      page: lazyPage(() => import(/* webpackChunkName: "dashboard" */ '../features/overall/dashboard/DashboardPage')),
    },

    { path: '/shops/setting', right: ['SF_BASE_CONFIG_QUERY'], label: 'route.shops.setting', group: 'menuGroup.enterprise', page: lazyPage(() => import(/* webpackChunkName: "shop-settings" */ '../features/overall/enterprise/settings/ShopSettingsPage')) },
    // The menu's width takes 'System settings'; the breadcrumb and title keep the spec's 'System configuration'.
    { path: '/shops/systemConfig', right: ['SF_BASE_CONFIG_QUERY'], label: 'route.shops.systemConfig', menuLabel: 'route.shops.systemConfigMenu', group: 'menuGroup.enterprise', page: lazyPage(() => import(/* webpackChunkName: "system-config" */ '../features/overall/enterprise/systemConfig/SystemConfigPage')) },
    // Any member of the shop may view the merchant settings; editing needs SF_YZ_MERCHANTS_SET (DESIGN.md).
    { path: '/shops/yz', label: 'route.shops.yz', group: 'menuGroup.enterprise', page: lazyPage(() => import(/* webpackChunkName: "merchant" */ '../features/overall/enterprise/merchant/MerchantPage'), 'merchant') },

    { path: '/staff/org', right: ['SF_STAFF_QUERY'], label: 'route.staff.org', group: 'menuGroup.staff', page: lazyPage(() => import(/* webpackChunkName: "staff-org" */ '../features/overall/staff/org/OrgPage')) },
    { path: '/staff/group', right: ['SF_GROUP_QUERY'], label: 'route.staff.group', group: 'menuGroup.staff', page: lazyPage(() => import(/* webpackChunkName: "roles" */ '../features/overall/staff/roles/RoleEditorPage')) },
    { path: '/staff/edit/:staffID?', right: ['SF_STAFF_NEW', 'SF_STAFF_EDIT'], label: 'route.staff.edit', group: 'menuGroup.staff', inMenu: false },
    { path: '/staff/myrights', right: ['SF_MY_RIGHTS'], label: 'route.staff.myrights', group: 'menuGroup.staff', page: lazyPage(() => import(/* webpackChunkName: "myrights" */ '../features/overall/staff/myRights/MyRightsPage')) },
    { path: '/staff/logs', right: ['SF_LOGINLOG_QUERY', 'SF_STAFF_LOG_QUERY'], label: 'route.staff.logs', group: 'menuGroup.staff', page: lazyPage(() => import(/* webpackChunkName: "staff-logs" */ '../features/overall/staff/logs/LogsPage')) },

    { path: '/invoice/info', right: ['SF_INVOICE_INFO_QUERY'], label: 'route.invoice.info', group: 'menuGroup.invoice', page: lazyPage(() => import(/* webpackChunkName: "invoice-info" */ '../features/overall/invoice/InvoiceInfoPage')) },
    { path: '/invoice/request', right: ['SF_INVOICE_MAKE_OUT'], label: 'route.invoice.request', group: 'menuGroup.invoice', page: lazyPage(() => import(/* webpackChunkName: "invoice-request" */ '../features/overall/invoice/InvoiceRequestPage')) },
    { path: '/invoice/list', right: ['SF_INVOICE_LIST'], label: 'route.invoice.list', group: 'menuGroup.invoice', page: lazyPage(() => import(/* webpackChunkName: "invoice-list" */ '../features/overall/invoice/InvoiceListPage')) },
    // SPEC.md gives no right for /invoice/acctitem [ROUTE-25]; the page is the 'Bill management page'
    // of SPEC.md section 2, whose right is SF_BILL_DETAIL, so the route carries that right.
    { path: '/invoice/acctitem', right: ['SF_BILL_DETAIL'], label: 'route.invoice.acctitem', group: 'menuGroup.invoice', page: lazyPage(() => import(/* webpackChunkName: "invoice-bill" */ '../features/overall/invoice/BillPage')) },

    { path: '/reports/lists', right: ['SF_REPORT_MY_MARKET'], label: 'route.reports.lists', group: 'menuGroup.reports', page: lazyPage(() => import(/* webpackChunkName: "reports-my" */ '../features/overall/reports/MyReportsPage')) },
    { path: '/reports/market', right: ['SF_REPORT_MARKET'], label: 'route.reports.market', group: 'menuGroup.reports', page: lazyPage(() => import(/* webpackChunkName: "reports-market" */ '../features/overall/reports/ReportMarketPage')) },

    { path: '/webcad/musicManage', right: ['SF_PANO_EDIT'], label: 'route.webcad.musicManage', group: 'menuGroup.pano' },
    { path: '/webcad/panoManage', right: ['SF_PANO_EDIT'], label: 'route.webcad.panoManage', group: 'menuGroup.pano' },

    // Placeholders saying they are under development [ROUTE-30].
    { path: '/webcad/files/send', label: 'route.webcad.filesSend', group: 'menuGroup.webcad', underDevelopment: true },
    { path: '/webcad/modules/deploy', label: 'route.webcad.modulesDeploy', group: 'menuGroup.webcad', underDevelopment: true },
    { path: '/webcad/materials/deploy', label: 'route.webcad.materialsDeploy', group: 'menuGroup.webcad', underDevelopment: true },

  ]),
};
