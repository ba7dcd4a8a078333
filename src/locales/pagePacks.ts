/**
 * Page packs: the messages of pages that arrive with the page rather than with its area. The area's
 * pack ('app') holds every message but these, so an area's first load does not grow with each page
 * of it; a route names its page pack (`lazyPage(load, 'crm')`, src/routes/defineRoutes.tsx) and the
 * pack loads beside the page's code, in the language in use (src/app/i18n.ts `loadPagePack`).
 *
 * A pack lists the catalogues its pages show; packs may share one. Messages of a component that
 * pages of several packs show (the dealer search dialog ...) stay in the area's pack instead.
 * Each pack has its two files in src/locales/packs/ (<pack>.zh-CN.ts, <pack>.en-US.ts), which the
 * build precompiles; src/locales/pagePacks.test.ts checks both are there.
 */
import { crmEnUS, crmZhCN } from '../features/orders/customers/messages';
import { custFollowEnUS, custFollowZhCN, followDialogEnUS, followDialogZhCN } from '../features/orders/custFollow/messages';
import { crmParamsEnUS, crmParamsZhCN } from '../features/orders/crmParams/messages';
import { goodsSetupEnUS, goodsSetupZhCN } from '../features/warehouse/goodsSetup/messages';
import { goodsFastEnUS, goodsFastZhCN } from '../features/warehouse/goodsFast/messages';
import { goodsEnUS, goodsZhCN } from '../features/warehouse/goods/messages';
import { pricingEnUS, pricingZhCN } from '../features/finance/pricing/messages';
import { merchantEnUS, merchantZhCN } from '../features/overall/enterprise/merchant/messages';
import { orderListEnUS, orderListZhCN } from '../features/orders/orderList/messages';
import { newOrderEnUS, newOrderZhCN, orderEditEnUS, orderEditZhCN, subOrderFormEnUS, subOrderFormZhCN } from '../features/orders/orderEdit/messages';
import { memoFormEnUS, memoFormZhCN, orderMemoEnUS, orderMemoZhCN } from '../features/orders/orderMemo/messages';
import { orderRemindEnUS, orderRemindZhCN } from '../features/orders/orderRemind/messages';
import { orderAssignEnUS, orderAssignZhCN } from '../features/orders/orderAssign/messages';
import { goodsSaleEnUS, goodsSaleZhCN } from '../features/orders/goodsSale/messages';
import { orderScreenEnUS, orderScreenZhCN } from '../features/orders/orderScreen/messages';
import { serverEnUS } from '../common/messages/en-US';
import { serverZhCN } from '../common/messages/zh-CN';
import type { Locale } from './locales';

type Catalogue = Readonly<Record<string, string>>;

/**
 * The server's messages under `prefixes` in both languages: texts the server formats too (a goods
 * export's column titles ...) that, of the pages, only one pack's show.
 */
function serverTexts(...prefixes: readonly string[]): Record<Locale, Catalogue> {
  const pick = (all: Catalogue) => Object.fromEntries(Object.entries(all).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix))));
  return { 'zh-CN': pick(serverZhCN), 'en-US': pick(serverEnUS) };
}

/** The goods list's columns, its export and import (src/common/goodsColumns.ts), which only the goods list shows. */
const GOODS_LIST_TEXTS = serverTexts('goods.col.', 'goods.import.', 'goods.export.', 'goods.imported');

/** The order, payment and memo rules and the payment methods, which the server words too and, of the pages, only the order pages show. */
const PAYMENT_TEXTS = serverTexts('order.rule.', 'order.submit.', 'payment.rule.', 'payment.method.', 'memo.rule.');
const MEMO_TEXTS = serverTexts('memo.rule.');
/** The sales statistics' columns (src/common/orderSales.ts), which its .xlsx export titles too and only its page shows. */
const SALES_TEXTS = serverTexts('sales.col.');

/** The merchant form's fields and rules (src/common/merchant.ts), which the server words too and only the merchant page shows. */
const MERCHANT_TEXTS = serverTexts('merchant.');

/** Messages of the order list whose ids start with one of `prefixes`, for the pages that name the same. */
const orderListTexts = (...prefixes: string[]): Record<Locale, Catalogue> => {
  const pick = (catalogue: Catalogue) => Object.fromEntries(Object.entries(catalogue).filter(([id]) => prefixes.some((p) => id.startsWith(p))));
  return { 'zh-CN': pick(orderListZhCN), 'en-US': pick(orderListEnUS) };
};

/** The order states' names (the order list's), which the reminders and the board name too. */
const ORDER_STATE_TEXTS = orderListTexts('orderList.state.');
/** The sub-order form names a sub-order's state when it may no longer change. */
const SUB_STATE_TEXTS = orderListTexts('orderList.sub.state.');
/** What the order assignment page shows of the order list's: its filters, columns, states and tags. */
const ASSIGN_ORDER_TEXTS = orderListTexts('orderList.filter.', 'orderList.col.', 'orderList.state', 'orderList.priceLocked', 'orderList.noCustomer');

/** The customer search's "nothing found" (src/features/orders/custFollow/SearchSelect.tsx), which the order list's customer filter shows too. */
const CUSTOMER_SEARCH_TEXTS: Record<Locale, Catalogue> = {
  'zh-CN': { 'follow.search.noMatch': followDialogZhCN['follow.search.noMatch'] },
  'en-US': { 'follow.search.noMatch': followDialogEnUS['follow.search.noMatch'] },
};

export const PAGE_PACKS = {
  // /crm also opens the add-follow-up dialog and the customer settings.
  crm: { 'zh-CN': [crmZhCN, followDialogZhCN, crmParamsZhCN], 'en-US': [crmEnUS, followDialogEnUS, crmParamsEnUS] },
  custFollow: { 'zh-CN': [custFollowZhCN, followDialogZhCN], 'en-US': [custFollowEnUS, followDialogEnUS] },
  goodsSetup: { 'zh-CN': [goodsSetupZhCN], 'en-US': [goodsSetupEnUS] },
  goodsFast: { 'zh-CN': [goodsFastZhCN], 'en-US': [goodsFastEnUS] },
  goods: { 'zh-CN': [goodsZhCN, GOODS_LIST_TEXTS['zh-CN']], 'en-US': [goodsEnUS, GOODS_LIST_TEXTS['en-US']] },
  pricing: { 'zh-CN': [pricingZhCN], 'en-US': [pricingEnUS] },
  merchant: { 'zh-CN': [merchantZhCN, MERCHANT_TEXTS['zh-CN']], 'en-US': [merchantEnUS, MERCHANT_TEXTS['en-US']] },
  // /orders/list's order drawer shows the order's memos (the memo section and its edit dialog).
  // Its header has the new-order button of the order form's messages.
  orderList: {
    'zh-CN': [orderListZhCN, newOrderZhCN, CUSTOMER_SEARCH_TEXTS['zh-CN'], memoFormZhCN, PAYMENT_TEXTS['zh-CN']],
    'en-US': [orderListEnUS, newOrderEnUS, CUSTOMER_SEARCH_TEXTS['en-US'], memoFormEnUS, PAYMENT_TEXTS['en-US']],
  },
  orderEdit: { 'zh-CN': [orderEditZhCN, ORDER_STATE_TEXTS['zh-CN']], 'en-US': [orderEditEnUS, ORDER_STATE_TEXTS['en-US']] },
  // Loaded with the sub-order form's chunk (SubOrderForm.tsx), on the order form's page.
  subOrderForm: { 'zh-CN': [subOrderFormZhCN, SUB_STATE_TEXTS['zh-CN']], 'en-US': [subOrderFormEnUS, SUB_STATE_TEXTS['en-US']] },
  orderMemo: { 'zh-CN': [orderMemoZhCN, memoFormZhCN, MEMO_TEXTS['zh-CN']], 'en-US': [orderMemoEnUS, memoFormEnUS, MEMO_TEXTS['en-US']] },
  // The reminders and the board name the orders' states as the order list does.
  orderRemind: { 'zh-CN': [orderRemindZhCN, ORDER_STATE_TEXTS['zh-CN']], 'en-US': [orderRemindEnUS, ORDER_STATE_TEXTS['en-US']] },
  // The assignment page lists the orders as the order list does (its filters, columns and states).
  orderAssign: {
    'zh-CN': [orderAssignZhCN, ASSIGN_ORDER_TEXTS['zh-CN'], CUSTOMER_SEARCH_TEXTS['zh-CN']],
    'en-US': [orderAssignEnUS, ASSIGN_ORDER_TEXTS['en-US'], CUSTOMER_SEARCH_TEXTS['en-US']],
  },
  goodsSale: { 'zh-CN': [goodsSaleZhCN, SALES_TEXTS['zh-CN'], CUSTOMER_SEARCH_TEXTS['zh-CN']], 'en-US': [goodsSaleEnUS, SALES_TEXTS['en-US'], CUSTOMER_SEARCH_TEXTS['en-US']] },
  orderScreen: { 'zh-CN': [orderScreenZhCN, ORDER_STATE_TEXTS['zh-CN']], 'en-US': [orderScreenEnUS, ORDER_STATE_TEXTS['en-US']] },
} as const satisfies Record<string, Record<Locale, readonly Catalogue[]>>;

export type PagePack = keyof typeof PAGE_PACKS;

/** The messages of one page pack in one language. */
export function pagePackMessages(pack: PagePack, language: Locale): Record<string, string> {
  return Object.assign({}, ...PAGE_PACKS[pack][language]) as Record<string, string>;
}

/** The area pack: every message of `all` but those of the page packs. */
export function areaPackMessages(all: Catalogue, language: Locale): Record<string, string> {
  const inPages = new Set((Object.keys(PAGE_PACKS) as PagePack[]).flatMap((pack) => Object.keys(pagePackMessages(pack, language))));
  return Object.fromEntries(Object.entries(all).filter(([id]) => !inPages.has(id)));
}
