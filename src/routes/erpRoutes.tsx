/**
 * The order area (erp.html), SPEC.md section 2 [ROUTE-31..43]. The spec does not show these pages'
 * content, so each shows the shared pending-content page until its real page arrives.
 */
import { defineRoutes, lazyPage } from './defineRoutes';
import type { AreaDefinition } from '../shell/areaRoute';

export const erpArea: AreaDefinition = {
  area: 'erp',
  routes: defineRoutes('erp', [
    { path: '/crm', right: ['SF_ERP_STORE_CUSTOMER_QUERY'], label: 'route.erp.crm', group: 'menuGroup.customers', page: lazyPage(() => import(/* webpackChunkName: "crm" */ '../features/orders/customers/CrmPage'), 'crm') },
    { path: '/custfollow', right: ['SF_ERP_STORE_MEMO_QUERY'], label: 'route.erp.custfollow', group: 'menuGroup.customers', page: lazyPage(() => import(/* webpackChunkName: "custfollow" */ '../features/orders/custFollow/CustFollowPage'), 'custFollow') },

    { path: '/orders/list', right: ['SF_STORE_ORD_LIST'], label: 'route.erp.ordersList', group: 'menuGroup.orders', page: lazyPage(() => import(/* webpackChunkName: "order-list" */ '../features/orders/orderList/OrderListPage'), 'orderList') },
    // The order form (new, or ?order_no= to edit), opened from the order list, whose menu entry stays highlighted.
    {
      path: '/orders/edit',
      right: ['SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT'],
      label: 'route.erp.ordersEdit',
      group: 'menuGroup.orders',
      inMenu: false,
      highlight: '/orders/list',
      page: lazyPage(() => import(/* webpackChunkName: "order-edit" */ '../features/orders/orderEdit/OrderEditPage'), 'orderEdit'),
    },
    {
      path: '/orders/assign',
      right: ['SF_BATCH_PROCESS_QUERY'],
      label: 'route.erp.ordersAssign',
      group: 'menuGroup.orders',
      page: lazyPage(() => import(/* webpackChunkName: "order-assign" */ '../features/orders/orderAssign/OrderAssignPage'), 'orderAssign'),
    },
    { path: '/orders/memo', right: ['SF_ERP_ORDER_MEMO_QUERY'], label: 'route.erp.ordersMemo', group: 'menuGroup.orders', page: lazyPage(() => import(/* webpackChunkName: "order-memo" */ '../features/orders/orderMemo/OrderMemoPage'), 'orderMemo') },
    {
      path: '/orders/remind',
      right: ['SF_ORDER_REMIND_QUERY'],
      label: 'route.erp.ordersRemind',
      group: 'menuGroup.orders',
      page: lazyPage(() => import(/* webpackChunkName: "order-remind" */ '../features/orders/orderRemind/OrderRemindPage'), 'orderRemind'),
    },
    // A full-screen board: no shell chrome, no back-to-top arrow [ROUTE-38].
    {
      path: '/orders/screen',
      right: ['SF_ORDER_REMIND_QUERY'],
      label: 'route.erp.ordersScreen',
      group: 'menuGroup.orders',
      fullScreen: true,
      page: lazyPage(() => import(/* webpackChunkName: "order-screen" */ '../features/orders/orderScreen/OrderScreenPage'), 'orderScreen'),
    },

    { path: '/process/config', right: ['SF_ERP_SHOP_PROCESS_QUERY'], label: 'route.erp.processConfig', group: 'menuGroup.process' },
    // Opened from /process/config, whose menu entry stays highlighted [ROUTE-40]; the spec gives it
    // no right of its own, so it takes the one of the page it belongs to.
    {
      path: '/process/configMulti',
      right: ['SF_ERP_SHOP_PROCESS_QUERY'],
      label: 'route.erp.processConfigMulti',
      group: 'menuGroup.process',
      inMenu: false,
      highlight: '/process/config',
    },
    { path: '/process/manage', right: ['SF_PROCESS_MANAGE_LIST'], label: 'route.erp.processManage', group: 'menuGroup.process' },
    { path: '/workquery', right: ['SF_MY_PROCESS'], label: 'route.erp.workquery', group: 'menuGroup.process' },

    {
      path: '/goodssale',
      right: ['SF_GOODS_SALE_GROUP_QUERY'],
      label: 'route.erp.goodssale',
      group: 'menuGroup.stats',
      page: lazyPage(() => import(/* webpackChunkName: "goods-sale" */ '../features/orders/goodsSale/GoodsSalePage'), 'goodsSale'),
    },
  ]),
};

