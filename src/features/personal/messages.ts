/**
 * Messages of this feature: Personal settings.
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const personalZhCN = {
  'personal.master': '主账号',
  'personal.sub': '子账号',
  'personal.account': '账号信息',
  'personal.loginName': '登录账号',
  'personal.phone': '手机号',
  'personal.shop': '所属企业',
  'personal.registered': '注册时间',
  'personal.ip': '本次登录 IP',
  'personal.languageHint': '界面语言，保存在本浏览器中',
  'personal.security': '账号安全',
  'personal.passwordHint': '修改密码后，所有设备上的登录都会退出，需要用新密码重新登录。',
} as const satisfies Record<string, string>;

export const personalEnUS: Record<keyof typeof personalZhCN, string> = {
  'personal.master': 'Main account',
  'personal.sub': 'Sub-account',
  'personal.account': 'Account',
  'personal.loginName': 'Login name',
  'personal.phone': 'Phone',
  'personal.shop': 'Enterprise',
  'personal.registered': 'Registered',
  'personal.ip': 'Login IP',
  'personal.languageHint': 'The interface language, remembered in this browser',
  'personal.security': 'Security',
  'personal.passwordHint': 'After a password change every device is logged out; log in again with the new password.',
};
