/**
 * Messages of the order memos: the page (/orders/memo, `orderMemo.`) and what the page and the order
 * drawer's memo section share (the edit dialog, the actions: `orderMemo.form.`, `orderMemo.action.`,
 * `orderMemo.section.`), which the order list's pack carries too (src/locales/pagePacks.ts). The
 * server's replies and the content's rule are the server's messages (`memo.`, src/common/messages).
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const orderMemoZhCN = {
  'orderMemo.col.orderNo': '订单号',
  'orderMemo.col.order': '订单',
  'orderMemo.col.content': '备忘内容',
  'orderMemo.col.author': '作者',
  'orderMemo.col.time': '时间',
  'orderMemo.col.actions': '操作',
  'orderMemo.filter.orderNo': '订单号',
  'orderMemo.filter.orderNoPlaceholder': '完整订单号',
  'orderMemo.filter.author': '作者',
  'orderMemo.filter.authorPlaceholder': '姓名或账号',
  'orderMemo.filter.keyword': '内容',
  'orderMemo.filter.keywordPlaceholder': '备忘中的文字',
  'orderMemo.filter.dates': '日期',
  'orderMemo.openOrder': '在订单列表中查看订单 {no}',
  'orderMemo.empty': '还没有订单备忘',
  'orderMemo.noMatch': '没有符合条件的备忘',
  'orderMemo.clearFilters': '清除筛选',
} as const satisfies Record<string, string>;

export const orderMemoEnUS: Record<keyof typeof orderMemoZhCN, string> = {
  'orderMemo.col.orderNo': 'Order no.',
  'orderMemo.col.order': 'Order',
  'orderMemo.col.content': 'Memo',
  'orderMemo.col.author': 'Author',
  'orderMemo.col.time': 'Time',
  'orderMemo.col.actions': 'Actions',
  'orderMemo.filter.orderNo': 'Order no.',
  'orderMemo.filter.orderNoPlaceholder': 'Whole order number',
  'orderMemo.filter.author': 'Author',
  'orderMemo.filter.authorPlaceholder': 'Name or account',
  'orderMemo.filter.keyword': 'Text',
  'orderMemo.filter.keywordPlaceholder': 'Words in the memo',
  'orderMemo.filter.dates': 'Dates',
  'orderMemo.openOrder': 'Show order {no} in the order list',
  'orderMemo.empty': 'No order memos yet',
  'orderMemo.noMatch': 'No memo matches the filters',
  'orderMemo.clearFilters': 'Clear filters',
};

/** What the page and the order drawer's memo section share. */
export const memoFormZhCN = {
  'orderMemo.action.edit': '编辑',
  'orderMemo.action.delete': '删除',
  'orderMemo.action.confirmDelete': '删除这条备忘？',
  'orderMemo.edited': '已编辑',
  'orderMemo.inBin': '订单在回收站中',
  'orderMemo.form.title': '编辑备忘',
  'orderMemo.form.content': '备忘内容',
  'orderMemo.form.save': '保存',
  'orderMemo.form.cancel': '取消',
  'orderMemo.form.confirmClose': '放弃修改？',
  'orderMemo.section.title': '订单备忘',
  'orderMemo.section.placeholder': '写下这个订单需要记住的事',
  'orderMemo.section.add': '添加备忘',
  'orderMemo.section.empty': '这个订单还没有备忘',
  'orderMemo.section.failed': '备忘没有读取成功',
  'orderMemo.section.retry': '重试',
  'orderMemo.section.more': '还有 {count} 条，在订单备忘页查看全部',
} as const satisfies Record<string, string>;

export const memoFormEnUS: Record<keyof typeof memoFormZhCN, string> = {
  'orderMemo.action.edit': 'Edit',
  'orderMemo.action.delete': 'Delete',
  'orderMemo.action.confirmDelete': 'Delete this memo?',
  'orderMemo.edited': 'edited',
  'orderMemo.inBin': 'The order is in the recycle bin',
  'orderMemo.form.title': 'Edit memo',
  'orderMemo.form.content': 'Memo',
  'orderMemo.form.save': 'Save',
  'orderMemo.form.cancel': 'Cancel',
  'orderMemo.form.confirmClose': 'Discard the changes?',
  'orderMemo.section.title': 'Memos',
  'orderMemo.section.placeholder': 'Note what this order needs remembered',
  'orderMemo.section.add': 'Add memo',
  'orderMemo.section.empty': 'This order has no memos yet',
  'orderMemo.section.failed': 'The memos could not be read',
  'orderMemo.section.retry': 'Retry',
  'orderMemo.section.more': '{count} more: see them all on the order memos page',
};
