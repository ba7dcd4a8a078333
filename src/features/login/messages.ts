/**
 * Messages of this feature: The login page.
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const loginZhCN = {
  'login.title': '登录',
  'login.subtitle': '板式家具门店经营管理后台',
  'login.name': '账号或手机号',
  'login.namePlaceholder': '请输入账号或手机号',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.submit': '登录',
  'login.demoHint': '演示账号：demo_admin，密码：furniture-2026',
  'login.success': '登录成功',
  'login.language': '语言',
  'login.resetDemo': '重置演示数据',
  'login.resetDemoConfirm': '演示数据将恢复为初始状态，确定要重置吗？',
  'login.resetDemoDone': '演示数据已重置，正在重新加载…',
  'login.copyright': '© 2026 板式家具云ERP',
} as const satisfies Record<string, string>;

export const loginEnUS: Record<keyof typeof loginZhCN, string> = {
  'login.title': 'Log in',
  'login.subtitle': 'The back-office for panel-furniture shops',
  'login.name': 'Account or phone',
  'login.namePlaceholder': 'Account name or phone number',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Enter your password',
  'login.submit': 'Log in',
  'login.demoHint': 'Demo account: demo_admin, password: furniture-2026',
  'login.success': 'Logged in',
  'login.language': 'Language',
  'login.resetDemo': 'Reset demo data',
  'login.resetDemoConfirm': 'The demo data will return to its initial state. Reset it?',
  'login.resetDemoDone': 'The demo data has been reset. Reloading…',
  'login.copyright': '© 2026 Panel Furniture Cloud ERP',
};

/**
 * What the login page can show besides its own messages: the product's name, the loading state,
 * the form's rules, the languages' names, the request layer's and the error boundary's texts and
 * the buttons of their dialogs, and (development host only) the in-page backend's failure.
 */
const LOGIN_PAGE_PREFIXES = ['login.', 'validation.login.', 'lang.', 'error.'];
const LOGIN_PAGE_IDS = ['app.name', 'app.loading', 'app.demoBackendFailed', 'common.ok', 'common.cancel'];

/** The login page's messages out of a whole catalogue: its message pack (src/locales/packs/). */
export function loginPageMessages<M extends Record<string, string>>(catalogue: M): Partial<M> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => LOGIN_PAGE_IDS.includes(id) || LOGIN_PAGE_PREFIXES.some((prefix) => id.startsWith(prefix)))) as Partial<M>;
}
