/**
 * The warehouse area (depot.html), SPEC.md section 2 [ROUTE-44..62]. Where the spec names a right
 * pattern (SF_DEPOT_ORDER_*_QUERY, SF_DEPOT_ORDER_PRO_*), the concrete codes of the rights catalogue
 * (src/common/rights.ts) are used. The spec does not show these pages' content, so each shows the
 * shared pending-content page until its real page arrives.
 */
import { defineRoutes, lazyPage } from './defineRoutes';
import type { AreaDefinition } from '../shell/areaRoute';

export const depotArea: AreaDefinition = {
  area: 'depot',
  routes: defineRoutes('depot', [
    { path: '/dashboard', right: ['SF_DEPOT_ORDER_INDEX_QUERY'], label: 'route.depot.dashboard', group: 'menuGroup.overview' },
    { path: '/config', right: ['SF_DEPOTS_QUERY'], label: 'route.depot.config', group: 'menuGroup.overview' },

    { path: '/goods', right: ['SF2_ERP_GOODS_LIST'], label: 'route.depot.goods', group: 'menuGroup.goods', page: lazyPage(() => import(/* webpackChunkName: "goods" */ '../features/warehouse/goods/GoodsPage'), 'goods') },
    { path: '/goods/fast', right: ['SF2_ERP_GOODS_ADD'], label: 'route.depot.goodsFast', group: 'menuGroup.goods', page: lazyPage(() => import(/* webpackChunkName: "goodsFast" */ '../features/warehouse/goodsFast/GoodsFastPage'), 'goodsFast') },
    { path: '/goods/class', right: ['SF_DEPOTS_GOOD_CLASS_QUERY'], label: 'route.depot.goodsClass', group: 'menuGroup.goods', page: lazyPage(() => import(/* webpackChunkName: "goodsClass" */ '../features/warehouse/goodsSetup/classes/GoodsClassPage'), 'goodsSetup') },
    { path: '/goods/unit', right: ['SF_DEPOT_UNIT_QUERY'], label: 'route.depot.goodsUnit', group: 'menuGroup.goods', page: lazyPage(() => import(/* webpackChunkName: "goodsUnit" */ '../features/warehouse/goodsSetup/units/GoodsUnitPage'), 'goodsSetup') },
    { path: '/baseConfig', right: ['SF2_ERP_GOODS_ADD'], label: 'route.depot.baseConfig', group: 'menuGroup.goods', page: lazyPage(() => import(/* webpackChunkName: "goodsBaseConfig" */ '../features/warehouse/goodsSetup/baseConfig/BaseConfigPage'), 'goodsSetup') },

    { path: '/buy/orders', right: ['SF_DEPOT_ORDER_BUY_QUERY'], label: 'route.depot.buyOrders', group: 'menuGroup.purchase' },
    { path: '/buy/refund', right: ['SF_DEPOT_ORDER_BUY_REFUND_QUERY'], label: 'route.depot.buyRefund', group: 'menuGroup.purchase' },

    { path: '/sell/orders', right: ['SF_DEPOT_ORDER_SELL_QUERY'], label: 'route.depot.sellOrders', group: 'menuGroup.sales' },
    { path: '/sell/refund', right: ['SF_DEPOT_ORDER_SELL_REFUND_QUERY'], label: 'route.depot.sellRefund', group: 'menuGroup.sales' },

    { path: '/other/in', right: ['SF_DEPOT_ORDER_OTHER_IN_QUERY'], label: 'route.depot.otherIn', group: 'menuGroup.inOut' },
    { path: '/other/out', right: ['SF_DEPOT_ORDER_OTHER_OUT_QUERY'], label: 'route.depot.otherOut', group: 'menuGroup.inOut' },

    { path: '/stockchange', right: ['SF_DEPOT_STOCK_CHANGE_QUERY'], label: 'route.depot.stockchange', group: 'menuGroup.stock' },
    { path: '/check', right: ['SF_DEPOT_ORDER_CHECK_QUERY'], label: 'route.depot.check', group: 'menuGroup.stock' },
    { path: '/transfer', right: ['SF_DEPOT_ORDER_TRANSFER_QUERY'], label: 'route.depot.transfer', group: 'menuGroup.stock' },

    { path: '/pro/in', right: ['SF_DEPOT_ORDER_PRO_IN_QUERY'], label: 'route.depot.proIn', group: 'menuGroup.production' },
    { path: '/pro/out', right: ['SF_DEPOT_ORDER_PRO_OUT_QUERY'], label: 'route.depot.proOut', group: 'menuGroup.production' },
    { path: '/pro/query', right: ['SF_DEPOT_ORDER_PRO_QUERY'], label: 'route.depot.proQuery', group: 'menuGroup.production' },
  ]),
};
