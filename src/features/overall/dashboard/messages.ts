/**
 * Messages of this feature: The overall-area dashboard.
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const dashboardZhCN = {
  'dashboard.pendingInvoice': '待开票金额',
  'dashboard.yuan': '元',
  'dashboard.noAccess': '无权查看',
  'dashboard.unreadNotices': '未读公告',
  'dashboard.staffCount': '在职员工',
  'dashboard.quickLinks': '快捷入口',
  'dashboard.noLinks': '暂无可访问的功能页面，请联系管理员授权',
  'dashboard.demoShop': '演示企业',
  'dashboard.shopId': '企业编号',
  'dashboard.loadFailed': '数据加载失败',
  'dashboard.title': '工作台',
  'dashboard.welcome': '欢迎，{name}',
  'dashboard.shop': '当前企业：{shop}',
  'dashboard.empty': '综合管理的各项功能即将在这里开放。',
  'dashboard.role.master': '主账号',
  'dashboard.role.sub': '子账号',
  'dashboard.account': '账号信息',
  'dashboard.loginName': '登录账号',
  'dashboard.phone': '手机号',
  'dashboard.shopName': '企业名称',
  'dashboard.ip': '登录 IP',
  'dashboard.version': '系统版本',
} as const satisfies Record<string, string>;

export const dashboardEnUS: Record<keyof typeof dashboardZhCN, string> = {
  'dashboard.pendingInvoice': 'Pending invoice amount',
  'dashboard.yuan': 'yuan',
  'dashboard.noAccess': 'No access',
  'dashboard.unreadNotices': 'Unread notices',
  'dashboard.staffCount': 'Active staff',
  'dashboard.quickLinks': 'Quick links',
  'dashboard.noLinks': 'No pages are open to you yet; ask your administrator for rights',
  'dashboard.demoShop': 'Demo shop',
  'dashboard.shopId': 'Shop ID',
  'dashboard.loadFailed': 'Could not load',
  'dashboard.title': 'Dashboard',
  'dashboard.welcome': 'Welcome, {name}',
  'dashboard.shop': 'Shop: {shop}',
  'dashboard.empty': 'The overall-management features will open here.',
  'dashboard.role.master': 'Main account',
  'dashboard.role.sub': 'Sub-account',
  'dashboard.account': 'Account',
  'dashboard.loginName': 'Login name',
  'dashboard.phone': 'Phone',
  'dashboard.shopName': 'Shop',
  'dashboard.ip': 'Login IP',
  'dashboard.version': 'Version',
};
