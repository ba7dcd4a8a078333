/**
 * The finance area (finance.html), SPEC.md section 2 [ROUTE-63..82]: each route has its own right
 * from the rights catalogue (src/common/rights.ts); the spec's examples SF_BALANCE_QUERY,
 * SF_CHARGE_IN, SF_EXTRACT and SF_ERP_MY_SALARY keep their codes. The spec does not show these
 * pages' content, so each shows the shared pending-content page until its real page arrives.
 */
import { defineRoutes, lazyPage } from './defineRoutes';
import type { AreaDefinition } from '../shell/areaRoute';

export const financeArea: AreaDefinition = {
  area: 'finance',
  routes: defineRoutes('finance', [
    { path: '/balance/query', right: ['SF_BALANCE_QUERY'], label: 'route.finance.balanceQuery', group: 'menuGroup.funds' },
    { path: '/balance/charge', right: ['SF_CHARGE_IN'], label: 'route.finance.balanceCharge', group: 'menuGroup.funds' },
    { path: '/balance/extract', right: ['SF_EXTRACT'], label: 'route.finance.balanceExtract', group: 'menuGroup.funds' },
    { path: '/balance/chargecard', right: ['SF_BALANCE_CHARGE_CARD'], label: 'route.finance.balanceChargecard', group: 'menuGroup.funds' },
    { path: '/balance/software', right: ['SF_BALANCE_SOFTWARE'], label: 'route.finance.balanceSoftware', group: 'menuGroup.funds' },
    { path: '/balance/addedservices', right: ['SF_BALANCE_ADDED_SERVICES'], label: 'route.finance.balanceAddedservices', group: 'menuGroup.funds' },
    { path: '/balance/payout', right: ['SF_BALANCE_PAYOUT'], label: 'route.finance.balancePayout', group: 'menuGroup.funds' },

    { path: '/pricing/config', right: ['SF_PRICING_CONFIG'], label: 'route.finance.pricingConfig', group: 'menuGroup.pricingSalary', page: lazyPage(() => import(/* webpackChunkName: "pricing" */ '../features/finance/pricing/PricingPage'), 'pricing') },
    { path: '/salary/config', right: ['SF_SALARY_CONFIG'], label: 'route.finance.salaryConfig', group: 'menuGroup.pricingSalary' },
    { path: '/salary/grant', right: ['SF_SALARY_GRANT'], label: 'route.finance.salaryGrant', group: 'menuGroup.pricingSalary' },

    { path: '/profit', right: ['SF_PROFIT_QUERY'], label: 'route.finance.profit', group: 'menuGroup.analysis' },
    { path: '/struct', right: ['SF_STRUCT_QUERY'], label: 'route.finance.struct', group: 'menuGroup.analysis' },
    { path: '/budget', right: ['SF_BUDGET_QUERY'], label: 'route.finance.budget', group: 'menuGroup.analysis' },
    { path: '/costaccount', right: ['SF_COST_ACCOUNT_QUERY'], label: 'route.finance.costaccount', group: 'menuGroup.analysis' },

    { path: '/unifycoll', right: ['SF_UNIFY_COLL'], label: 'route.finance.unifycoll', group: 'menuGroup.payments' },
    { path: '/colllogs', right: ['SF_COLL_LOGS_QUERY'], label: 'route.finance.colllogs', group: 'menuGroup.payments' },
    { path: '/unifypay', right: ['SF_UNIFY_PAY'], label: 'route.finance.unifypay', group: 'menuGroup.payments' },
    { path: '/paylogs', right: ['SF_PAY_LOGS_QUERY'], label: 'route.finance.paylogs', group: 'menuGroup.payments' },

    { path: '/mysalary', right: ['SF_ERP_MY_SALARY'], label: 'route.finance.mysalary', group: 'menuGroup.mine' },
  ]),
};
