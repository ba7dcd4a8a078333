/**
 * Messages of the follow-ups (跟进记录): the list page /custfollow (`custFollow*`, the 'custFollow'
 * page pack) and the add-follow-up dialog (`followDialog*`), which /crm shows too and so is listed in
 * both page packs (src/locales/pagePacks.ts). The server's replies and the method names
 * ('crm.method.N') are the server's messages. en-US has exactly the zh-CN keys (the type checks it).
 */

export const custFollowZhCN = {
  'follow.col.customer': '客户',
  'follow.col.staff': '跟进人',
  'follow.col.method': '跟进方式',
  'follow.col.content': '跟进内容',
  'follow.col.date': '跟进时间',
  'follow.col.next': '下次跟进',
  'follow.filter.customer': '客户',
  'follow.filter.anyCustomer': '全部客户',
  'follow.filter.staff': '跟进人',
  'follow.filter.anyStaff': '全部人员',
  'follow.filter.dates': '跟进日期',
  'follow.filter.due': '到期',
  'follow.filter.allDue': '全部',
  'follow.filter.dueToday': '今天到期',
  'follow.filter.overdue': '已逾期',
  'follow.new': '新增跟进',
  'follow.empty': '还没有跟进记录',
  'follow.noMatch': '没有符合条件的跟进记录',
  'follow.clearFilters': '清除筛选',
  'follow.due.today': '今天到期',
  'follow.due.overdue': '已逾期',
} as const satisfies Record<string, string>;

export const custFollowEnUS: Record<keyof typeof custFollowZhCN, string> = {
  'follow.col.customer': 'Customer',
  'follow.col.staff': 'Staff',
  'follow.col.method': 'Method',
  'follow.col.content': 'Content',
  'follow.col.date': 'Followed up',
  'follow.col.next': 'Next follow-up',
  'follow.filter.customer': 'Customer',
  'follow.filter.anyCustomer': 'All customers',
  'follow.filter.staff': 'Staff',
  'follow.filter.anyStaff': 'All staff',
  'follow.filter.dates': 'Follow-up date',
  'follow.filter.due': 'Due',
  'follow.filter.allDue': 'All',
  'follow.filter.dueToday': 'Due today',
  'follow.filter.overdue': 'Overdue',
  'follow.new': 'New follow-up',
  'follow.empty': 'No follow-ups yet',
  'follow.noMatch': 'No follow-up matches',
  'follow.clearFilters': 'Clear filters',
  'follow.due.today': 'Due today',
  'follow.due.overdue': 'Overdue',
};

/** The add-follow-up dialog (FollowDialog.tsx), shown by /custfollow and /crm. */
export const followDialogZhCN = {
  'follow.form.title': '新增跟进',
  'follow.form.customer': '客户',
  'follow.form.customerPlaceholder': '输入客户名称或手机号搜索',
  'follow.form.customerRequired': '请选择客户',
  'follow.form.method': '跟进方式',
  'follow.form.content': '跟进内容',
  'follow.form.contentRequired': '请填写跟进内容',
  'follow.form.contentTooLong': '跟进内容最多 {max} 个字',
  'follow.form.next': '下次跟进日期',
  'follow.form.nextHint': '不填则不再提醒',
  'follow.form.save': '保存',
  'follow.form.cancel': '取消',
  'follow.form.saved': '跟进已保存',
  'follow.form.confirmClose': '确定要关闭吗？未保存的内容将丢失。',
  'follow.search.noMatch': '没有找到',
} as const satisfies Record<string, string>;

export const followDialogEnUS: Record<keyof typeof followDialogZhCN, string> = {
  'follow.form.title': 'New follow-up',
  'follow.form.customer': 'Customer',
  'follow.form.customerPlaceholder': 'Search by name or mobile',
  'follow.form.customerRequired': 'Choose a customer',
  'follow.form.method': 'Method',
  'follow.form.content': 'Content',
  'follow.form.contentRequired': 'Enter what was discussed',
  'follow.form.contentTooLong': 'The content is at most {max} characters',
  'follow.form.next': 'Next follow-up date',
  'follow.form.nextHint': 'Leave empty for no reminder',
  'follow.form.save': 'Save',
  'follow.form.cancel': 'Cancel',
  'follow.form.saved': 'Follow-up saved',
  'follow.form.confirmClose': 'Close without saving? What you entered will be lost.',
  'follow.search.noMatch': 'Nothing found',
};
