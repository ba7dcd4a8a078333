/**
 * Messages of the dealer search dialog, a component every area's pages may show (the customer page,
 * the price lists, the order form): merged into the catalogues by src/locales, so they travel in the
 * areas' own pack rather than in one page's.
 */

export const dealerPickerZhCN = {
  'crm.picker.title': '选择经销商',
  'crm.picker.tag': '客户标签',
  'crm.picker.allTags': '全部标签',
  'crm.picker.name': '经销商名称',
  'crm.picker.namePlaceholder': '输入经销商名称',
  'crm.picker.search': '搜索',
  'crm.picker.listLabel': '经销商',
  'crm.picker.empty': '没有符合条件的经销商',
  'crm.picker.choose': '选择经销商 {name}',
  'crm.picker.noTag': '无标签',
  'crm.picker.level': '等级：{level}',
  'crm.picker.open': '选择经销商',
  'crm.picker.clear': '清除所选经销商',
} as const satisfies Record<string, string>;

export const dealerPickerEnUS: Record<keyof typeof dealerPickerZhCN, string> = {
  'crm.picker.title': 'Choose a dealer',
  'crm.picker.tag': 'Customer tag',
  'crm.picker.allTags': 'All tags',
  'crm.picker.name': 'Dealer name',
  'crm.picker.namePlaceholder': 'Part of a dealer name',
  'crm.picker.search': 'Search',
  'crm.picker.listLabel': 'Dealers',
  'crm.picker.empty': 'No dealer matches',
  'crm.picker.choose': 'Choose dealer {name}',
  'crm.picker.noTag': 'No tag',
  'crm.picker.level': 'Level: {level}',
  'crm.picker.open': 'Choose a dealer',
  'crm.picker.clear': 'Clear the chosen dealer',
};
