import { invoiceEnUS } from '../features/overall/invoice/messages';
import { rolesEnUS } from '../features/overall/staff/roles/messages';
import { dashboardEnUS } from '../features/overall/dashboard/messages';
import { loginEnUS } from '../features/login/messages';
import { personalEnUS } from '../features/personal/messages';
import { staffEnUS } from '../features/overall/staff/org/messages';
import { crmEnUS } from '../features/orders/customers/messages';
import { custFollowEnUS, followDialogEnUS } from '../features/orders/custFollow/messages';
import { crmParamsEnUS } from '../features/orders/crmParams/messages';
import { goodsFastEnUS } from '../features/warehouse/goodsFast/messages';
import { goodsSetupEnUS } from '../features/warehouse/goodsSetup/messages';
import { goodsEnUS } from '../features/warehouse/goods/messages';
import { dealerPickerEnUS } from '../components/dealerPicker/messages';
import { pricingEnUS } from '../features/finance/pricing/messages';
import { orderListEnUS } from '../features/orders/orderList/messages';
import { newOrderEnUS, orderEditEnUS, subOrderFormEnUS } from '../features/orders/orderEdit/messages';
import { memoFormEnUS, orderMemoEnUS } from '../features/orders/orderMemo/messages';
import { orderRemindEnUS } from '../features/orders/orderRemind/messages';
import { orderAssignEnUS } from '../features/orders/orderAssign/messages';
import { goodsSaleEnUS } from '../features/orders/goodsSale/messages';
import { orderScreenEnUS } from '../features/orders/orderScreen/messages';
import { logsEnUS } from '../features/overall/staff/logs/messages';
import { shopEnUS } from '../features/overall/enterprise/settings/messages';
import { shopConfigEnUS } from '../features/overall/enterprise/systemConfig/messages';
import { reportsEnUS } from '../features/overall/reports/messages';
import { merchantEnUS } from '../features/overall/enterprise/merchant/messages';
import { serverEnUS } from '../common/messages/en-US';
import type { ServerMessageId } from '../common/messages/zh-CN';
import type { MessageId } from './zh-CN';

/** en-US: must have exactly the keys of zh-CN (the type checks it). */
/** The shell's and the shared messages (the server keeps its own in src/common/messages, features theirs beside their code). */
const common: Record<Exclude<MessageId, ServerMessageId | keyof typeof invoiceEnUS | keyof typeof rolesEnUS | keyof typeof dashboardEnUS | keyof typeof loginEnUS | keyof typeof personalEnUS | keyof typeof staffEnUS | keyof typeof crmEnUS | keyof typeof custFollowEnUS | keyof typeof followDialogEnUS | keyof typeof crmParamsEnUS | keyof typeof dealerPickerEnUS | keyof typeof logsEnUS | keyof typeof shopEnUS | keyof typeof shopConfigEnUS | keyof typeof reportsEnUS | keyof typeof merchantEnUS | keyof typeof goodsFastEnUS | keyof typeof goodsSetupEnUS | keyof typeof goodsEnUS | keyof typeof pricingEnUS | keyof typeof orderListEnUS | keyof typeof orderEditEnUS | keyof typeof newOrderEnUS | keyof typeof orderMemoEnUS | keyof typeof memoFormEnUS | keyof typeof orderRemindEnUS | keyof typeof orderScreenEnUS | keyof typeof orderAssignEnUS | keyof typeof goodsSaleEnUS | keyof typeof subOrderFormEnUS>, string> = {
  'app.name': 'Panel Furniture Cloud ERP',
  'app.loading': 'Logging in, loading...',
  'app.pleaseLogIn': 'Please log in',

  'area.index': 'Management',
  'area.erp': 'Orders',
  'area.depot': 'Warehouse',
  'area.finance': 'Finance',

  // Route tables, pending pages, no-permission page.
  // The groups' names are the middle crumbs SPEC.md gives (merchant management > enterprise
  // management > enterprise settings): the spec's words, capitalised as a heading.
  'menuGroup.enterprise': 'Enterprise management',
  'menuGroup.reports': 'Report management',
  'menuGroup.pano': 'Panorama & music',
  'menuGroup.webcad': 'WebCAD deployment',
  'menuGroup.customers': 'Customers',
  'menuGroup.orders': 'Orders',
  'menuGroup.process': 'Processes',
  'menuGroup.stats': 'Statistics',
  'menuGroup.overview': 'Overview',
  'menuGroup.goods': 'Goods',
  'menuGroup.purchase': 'Purchasing',
  'menuGroup.sales': 'Sales',
  'menuGroup.inOut': 'Receipts & issues',
  'menuGroup.stock': 'Stock',
  'menuGroup.production': 'Production',
  'menuGroup.funds': 'Funds',
  'menuGroup.pricingSalary': 'Pricing & salaries',
  'menuGroup.analysis': 'Analysis',
  'menuGroup.payments': 'Receive & pay',
  'menuGroup.mine': 'Mine',
  'route.shops.systemConfigMenu': 'System settings',
  'route.staff.edit': 'Staff details',
  'route.staff.myrights': 'My rights',
  'route.invoice.info': 'Invoice info',
  'route.invoice.request': 'Request invoice',
  'route.invoice.list': 'Invoice list',
  'route.invoice.acctitem': 'Bill management',
  'route.webcad.musicManage': 'Background music',
  'route.webcad.panoManage': 'Panoramas',
  'route.webcad.filesSend': 'Send files',
  'route.webcad.modulesDeploy': 'Deploy modules',
  'route.webcad.materialsDeploy': 'Deploy materials',
  'route.erp.crm': 'Customer list',
  'route.erp.custfollow': 'Follow-ups',
  'route.erp.ordersEdit': 'Order entry',
  'route.erp.ordersAssign': 'Order assignment',
  'route.erp.ordersMemo': 'Order memos',
  'route.erp.ordersRemind': 'Order reminders',
  'route.erp.ordersScreen': 'Order board',
  'route.erp.processConfig': 'Process settings',
  'route.erp.processConfigMulti': 'Batch process settings',
  'route.erp.processManage': 'Manage processes',
  'route.erp.workquery': 'My work',
  'route.depot.dashboard': 'Stock overview',
  'route.depot.config': 'Warehouses',
  'route.depot.goodsFast': 'Quick add goods',
  'route.depot.stockchange': 'Stock movements',
  'route.finance.balanceCharge': 'Top up',
  'route.finance.balanceExtract': 'Withdraw',
  'route.finance.balanceChargecard': 'Top-up cards',
  'route.finance.balanceSoftware': 'Software fees',
  'route.finance.balanceAddedservices': 'Add-on services',
  'route.finance.balancePayout': 'Payouts',
  'route.finance.salaryConfig': 'Payroll',
  'route.finance.struct': 'Income and expense',
  'route.finance.mysalary': 'My salary',
  'pending.tag': 'Not available yet',
  'route.coming': 'Soon',
  'pending.text': 'The content of this page is not available yet.',
  'pending.hint': 'You have access to this page; its features will appear here once they are released.',
  'pending.back': 'Back to the dashboard',
  'developing.tag': 'Under development',
  'developing.text': 'This feature is under development.',
  'developing.hint': 'It will open here when it is finished; nothing needs to be set up.',
  'noAuth.title': 'Permission restricted',
  'noAuth.breadcrumb.errorPage': 'Error page',
  'noAuth.breadcrumb.errorResult': 'Error result',
  'noAuth.fallback': 'No Auth',

  'session.logout': 'Log out',
  'session.logoutConfirm': 'Log out now?',
  'session.logoutSuccess': 'Logout successful',
  'session.changePassword': 'Change password',
  'session.oldPassword': 'Current password',
  'session.newPassword': 'New password',
  'session.newPassword2': 'Confirm new password',
  'session.passwordChanged': 'Password changed, please log in again',

  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.nameWithCount': '{name} ({count})',

  'app.demoBackendFailed': 'The demo backend could not start: {message}',
  // Each language named in itself, as a language switch does: a reader who cannot read the page's
  // language still finds their own (the same in both catalogues).
  'lang.zh-CN': '中文',
  'lang.en-US': 'English',
  'shell.loadFailed': 'Could not load your login status, check the network and retry',
  'shell.retry': 'Retry',
  'shell.placeholder.text': 'The pages of this area are being built.',
  'noAuth.description': 'Sorry! You currently have no permission to access this page',
  'noAuth.master': 'If you are the main account, please buy the corresponding value-added package',
  'noAuth.sub': 'If you are a sub-account, please contact the administrator for authorization',
  'error.boundary.title': 'Oops! Something went wrong.',
  'error.boundary.reported': 'The page has an exception, the error has been reported!',
  'error.boundary.fixing': 'Developers are urgently fixing it, please wait patiently!',
  'error.boundary.reload': 'Reload',
  'error.boundary.stack': 'Error details',

  'error.loginConfirm.title': 'Login confirmation',
  'error.loginConfirm.content': 'You have not logged in and cannot use this service, please log in and retry',
  'error.dialog.title': 'Error',
  'error.system.title': 'System error',
  'error.system.content': 'Calling the system service failed, the server may be abnormal',

  'area.pickPlaceholder': 'Province / city / district',
  'searchBar.expand': 'Expand options',
  'searchBar.collapse': 'Collapse options',

  'common.noChange': 'Nothing changed, nothing to save!',
  // The shell: navigation, menus, personal menu, notices.
  'shell.areas': 'Business areas',
  'shell.menu': 'Menu',
  'shell.openMenu': 'Open menu',
  'shell.version': 'Version {version}',
  'shell.footer.copyright': '© {since}-{year} Foshan Yunjiang Software Technology Co., Ltd. All rights reserved.',
  'shell.demo.text': 'This is a demo account and must not be sold; if found, it will be closed at once!',
  'shell.demo.phone': 'Supervision hotline: {phone}',
  'shell.backToTop': 'Back to top',
  'shell.chat': 'After-sales chat',
  'shell.chat.unread': 'You have {count} unread after-sales messages.',
  'shell.chat.unreadShort': '{count} unread',
  'shell.chat.agent': 'Service agent',
  'shell.chat.hotline': 'After-sales hotline',
  'shell.chat.hours': 'Service hours: 8:30-21:00 every day',
  'shell.qr.label': 'Open on phone',
  'shell.qr.hint': 'Scan to open this page on your phone',
  'shell.whatsNew': 'What\'s new',
  'shell.whatsNew.title': 'Release notes',
  'shell.whatsNew.current': 'Current',
  'shell.whatsNew.failed': 'The release notes could not be loaded, please try again later',
  'shell.language': 'Language',
  'shell.personalMenu': 'Personal menu of {name}',
  'shell.exitFullScreen': 'Exit full screen',
  'notice.title': 'System notices',
  'notice.previous': 'Previous',
  'notice.next': 'Next',
  'notice.gotIt': 'Got it',
  'notice.empty': 'No notices',
  'notice.image': 'Notice image {index} of {count}',
  'notice.clickToView': 'Click to view the system notices',
  'notice.type.1': 'Notice',
  'notice.type.2': 'Pictures',
  'notice.type.3': 'Article',
  'notice.type.4': 'Highlights',
  'notice.type.5': 'Video',
  'notice.summary.2': '{count} pictures',
  'notice.summary.4': '{count} slides',
  'notice.summary.5': '{count} videos',
  'session.passwordHint': '6-20 characters: digits, letters and special characters',
  'error.chunk.title': 'The page could not be loaded',
  'error.chunk.text': 'The network is unstable or the system was just updated, so part of the page did not arrive. Please reload the page.',

  'section.merchant': 'Merchant management',
  'section.integrated': 'Integrated management',
  'list.search': 'Search',
  'list.reset': 'Reset',
  'list.total': '{total} in all',
  'list.select': 'Select',
  'list.selectAll': 'Select all on this page',
  'list.prevPage': 'Previous page',
  'list.nextPage': 'Next page',
  'list.pageSize': 'Items per page',
  'list.columns.button': 'Columns',
  'list.columns.title': 'Columns shown',
  'list.columns.reset': 'Reset to default',
  'list.batch.selected': '{count} selected',
  'list.batch.clear': 'Clear selection',
  'list.batch.none': 'Tick rows for batch actions',
  'list.export': 'Export',
  'list.amountMin': 'Min amount',
  'list.amountMax': 'Max amount',
  'list.amountReversed': 'The min amount cannot be above the max amount',
  'list.exported': 'Exported {name}',
  'list.density.button': 'Density',
  'list.density.large': 'Comfortable',
  'list.density.middle': 'Default',
  'list.density.small': 'Compact',
  'list.more': 'More',
  'list.moreActions': 'More actions for {name}',
  'tabs.more': 'More tabs',

  // Drafts of long forms (src/components/form/useFormDraft.tsx).
  'draft.found': 'There is an unsaved draft from {time}. Restore it?',
  'draft.restore': 'Restore draft',
  'draft.discard': 'Discard draft',
  'draft.leave.title': 'You have unsaved changes',
  'draft.leave.text': 'If you leave, what you typed stays on this computer as a draft, to restore when you come back.',
  'draft.leave.neverKept': ' Passwords and codes are not kept and must be typed again.',
  'draft.leave.ok': 'Leave',
  'draft.leave.stay': 'Stay',
  'form.saveBlocked.fix': 'Cannot save yet, first see to: ',
  'form.saveBlocked.noRight': 'You may not change these settings',
};

export const enUS: Record<MessageId, string> = {
  ...common,
  ...serverEnUS,
  ...invoiceEnUS,
  ...rolesEnUS,
  ...dashboardEnUS,
  ...loginEnUS,
  ...personalEnUS,
  ...staffEnUS,
  ...crmEnUS,
  ...custFollowEnUS,
  ...followDialogEnUS,
  ...crmParamsEnUS,
  ...dealerPickerEnUS,
  ...logsEnUS,
  ...shopEnUS,
  ...shopConfigEnUS,
  ...reportsEnUS,
  ...merchantEnUS,
  ...goodsFastEnUS,
  ...goodsSetupEnUS,
  ...goodsEnUS,
  ...pricingEnUS,
  ...orderListEnUS,
  ...orderEditEnUS,
  ...newOrderEnUS,
  ...subOrderFormEnUS,
  ...orderMemoEnUS,
  ...memoFormEnUS,
  ...orderRemindEnUS,
  ...orderAssignEnUS,
  ...goodsSaleEnUS,
  ...orderScreenEnUS,
};
