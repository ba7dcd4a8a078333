/**
 * Messages of the order assignment page (/orders/assign): its column, actions, the assign dialog and
 * its per-order results. The filters, columns and states are the order list's (its pack's messages
 * come with this page, src/locales/pagePacks.ts); the server's replies are the server's messages.
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const orderAssignZhCN = {
  'orderAssign.hint': '勾选订单后分配给某个岗位角色的员工跟进；已完结、已关闭的订单不能分配。',
  'orderAssign.col.assignee': '跟单人',
  'orderAssign.col.actions': '操作',
  'orderAssign.nobody': '未分配',
  'orderAssign.assign': '分配',
  'orderAssign.assignOne': '分配订单 {no}',
  'orderAssign.assignSelected': '分配所选订单',
  'orderAssign.select': '选择订单 {no}',
  'orderAssign.dialog.title': '分配 {count} 个订单',
  'orderAssign.dialog.orders': '订单：{nos}',
  'orderAssign.dialog.role': '岗位角色',
  'orderAssign.dialog.rolePlaceholder': '选择岗位角色',
  'orderAssign.dialog.person': '跟单人',
  'orderAssign.dialog.pickRole': '先选择岗位角色，再选择跟单人',
  'orderAssign.dialog.noStaff': '这个岗位角色还没有在职员工',
  'orderAssign.dialog.load': '在跟 {count} 单',
  'orderAssign.dialog.failed': '读取失败',
  'orderAssign.dialog.retry': '重试',
  'orderAssign.dialog.ok': '分配',
  'orderAssign.result.title': '分配结果',
  'orderAssign.result.ok': '已分配',
  'orderAssign.result.refused': '未分配',
  'orderAssign.result.close': '知道了',
  'orderAssign.empty': '还没有订单',
  'orderAssign.noMatch': '没有符合条件的订单',
  'orderAssign.clearFilters': '清除筛选',
} as const satisfies Record<string, string>;

export const orderAssignEnUS: Record<keyof typeof orderAssignZhCN, string> = {
  'orderAssign.hint': 'Tick orders, then assign them to a member of staff of a position role to follow up. Finished and closed orders cannot be assigned.',
  'orderAssign.col.assignee': 'Assigned to',
  'orderAssign.col.actions': 'Actions',
  'orderAssign.nobody': 'Nobody',
  'orderAssign.assign': 'Assign',
  'orderAssign.assignOne': 'Assign order {no}',
  'orderAssign.assignSelected': 'Assign selected',
  'orderAssign.select': 'Select order {no}',
  'orderAssign.dialog.title': 'Assign {count, plural, one {# order} other {# orders}}',
  'orderAssign.dialog.orders': 'Orders: {nos}',
  'orderAssign.dialog.role': 'Position role',
  'orderAssign.dialog.rolePlaceholder': 'Choose a position role',
  'orderAssign.dialog.person': 'Assign to',
  'orderAssign.dialog.pickRole': 'Choose a position role first, then the person',
  'orderAssign.dialog.noStaff': 'Nobody in service holds this position role',
  'orderAssign.dialog.load': '{count, plural, one {# open order} other {# open orders}}',
  'orderAssign.dialog.failed': 'Could not be read',
  'orderAssign.dialog.retry': 'Retry',
  'orderAssign.dialog.ok': 'Assign',
  'orderAssign.result.title': 'Assignment results',
  'orderAssign.result.ok': 'Assigned',
  'orderAssign.result.refused': 'Not assigned',
  'orderAssign.result.close': 'Close',
  'orderAssign.empty': 'No orders yet',
  'orderAssign.noMatch': 'No orders match the filters',
  'orderAssign.clearFilters': 'Clear filters',
};
