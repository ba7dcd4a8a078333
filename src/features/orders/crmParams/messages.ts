/**
 * Messages of the customer settings (客户设置): the shop's tags, levels and sources, edited in a
 * drawer opened from /crm (so they are in the 'crm' page pack, src/locales/pagePacks.ts). The kinds'
 * names ('crm.kind.*'), the name rule and the server's refusals are the server's messages. en-US has
 * exactly the zh-CN keys (the type checks it).
 */

export const crmParamsZhCN = {
  'crmParams.open': '客户设置',
  'crmParams.title': '客户设置',
  'crmParams.tab.tag': '客户标签',
  'crmParams.tab.level': '客户等级',
  'crmParams.tab.source': '客户来源',
  'crmParams.kind.tag': '客户标签',
  'crmParams.kind.level': '客户等级',
  'crmParams.kind.source': '客户来源',
  'crmParams.tagType': '标签所属客户类型',
  'crmParams.newName': '新{kind}名称',
  'crmParams.add': '添加',
  'crmParams.rename': '重命名',
  'crmParams.delete': '删除',
  'crmParams.save': '保存',
  'crmParams.cancel': '取消',
  'crmParams.nameOf': '{name} 的新名称',
  'crmParams.count': '{count} 位客户',
  'crmParams.empty': '还没有{kind}',
  'crmParams.created': '已添加',
  'crmParams.renamed': '已重命名',
  'crmParams.deleted': '已删除',
  'crmParams.confirmDelete': '删除{kind}「{name}」？',
  'crmParams.inUseTitle': '{kind}「{name}」不能删除',
  'crmParams.inUseText': '还有 {count} 位客户在用（{names}），请先为这些客户更换后再删除。',
} as const satisfies Record<string, string>;

export const crmParamsEnUS: Record<keyof typeof crmParamsZhCN, string> = {
  'crmParams.open': 'Customer settings',
  'crmParams.title': 'Customer settings',
  'crmParams.tab.tag': 'Tags',
  'crmParams.tab.level': 'Levels',
  'crmParams.tab.source': 'Sources',
  'crmParams.kind.tag': 'customer tag',
  'crmParams.kind.level': 'customer level',
  'crmParams.kind.source': 'customer source',
  'crmParams.tagType': 'Customer type of the tags',
  'crmParams.newName': 'Name of the new {kind}',
  'crmParams.add': 'Add',
  'crmParams.rename': 'Rename',
  'crmParams.delete': 'Delete',
  'crmParams.save': 'Save',
  'crmParams.cancel': 'Cancel',
  'crmParams.nameOf': 'New name of {name}',
  'crmParams.count': '{count, plural, one {# customer} other {# customers}}',
  'crmParams.empty': 'No {kind}s yet',
  'crmParams.created': 'Added',
  'crmParams.renamed': 'Renamed',
  'crmParams.deleted': 'Deleted',
  'crmParams.confirmDelete': 'Delete the {kind} “{name}”?',
  'crmParams.inUseTitle': 'Cannot delete the {kind} “{name}”',
  'crmParams.inUseText': '{count, plural, one {# customer uses} other {# customers use}} it ({names}). Change theirs first, then delete it.',
};
