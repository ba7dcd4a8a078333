/**
 * Messages of log management (/staff/logs) and of the log calls' answers.
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const logsZhCN = {
  'logs.deleted': '删除成功',
  'logs.cleared': '清空成功',
  'logs.server.nothingDeleted': '没有可删除的日志',
} as const satisfies Record<string, string>;

export const logsEnUS: Record<keyof typeof logsZhCN, string> = {
  'logs.deleted': 'Deleted',
  'logs.cleared': 'Logs cleared',
  'logs.server.nothingDeleted': 'There are no logs to delete',
};
