/**
 * Messages of the workshop board (/orders/screen, `orderScreen.`). The order states' names are the
 * order list's (src/locales/pagePacks.ts adds them to this pack). Merged into the catalogues by
 * src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const orderScreenZhCN = {
  'orderScreen.deadlines': '交期',
  'orderScreen.states': '各状态订单',
  'orderScreen.dueToday': '今日交货',
  'orderScreen.overdue': '已逾期',
  'orderScreen.dueWeek': '本周待交',
  'orderScreen.dueWeekUntil': '今天至 {day}',
  'orderScreen.openOnly': '交期只计未完结、未关闭的订单',
  'orderScreen.updatedAt': '更新于 {time}',
  'orderScreen.stale': '未能更新，显示的是 {time} 的数字',
  'orderScreen.refresh': '立即刷新',
  'orderScreen.loading': '正在读取订单…',
  'orderScreen.failed': '订单数字没有读取成功',
} as const satisfies Record<string, string>;

export const orderScreenEnUS: Record<keyof typeof orderScreenZhCN, string> = {
  'orderScreen.deadlines': 'Deliveries',
  'orderScreen.states': 'Orders by state',
  'orderScreen.dueToday': 'Due today',
  'orderScreen.overdue': 'Overdue',
  'orderScreen.dueWeek': 'Due this week',
  'orderScreen.dueWeekUntil': 'Today to {day}',
  'orderScreen.openOnly': 'Deliveries count orders not finished or closed',
  'orderScreen.updatedAt': 'Updated {time}',
  'orderScreen.stale': 'Could not update: showing the figures of {time}',
  'orderScreen.refresh': 'Refresh now',
  'orderScreen.loading': 'Reading the orders…',
  'orderScreen.failed': 'The order figures could not be read',
};
