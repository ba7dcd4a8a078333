/**
 * Messages of the system configuration page; the field names of src/common/shopConfig.ts and the
 * server's replies are the server's messages (src/common/messages).
 * Merged into the catalogues by src/locales; en-US is checked to have exactly the zh-CN keys.
 */

export const shopConfigZhCN = {
  'sysConfig.col.setting': '配置项',
  'sysConfig.col.value': '配置值',
  'sysConfig.col.actions': '操作',
  'sysConfig.row.erpPush': '订单明细同步',
  'sysConfig.row.goodsName': '商品名称配置',
  'sysConfig.row.packBlock': '板件包装明细配置',
  'sysConfig.row.packPart': '五金包装明细配置',
  'sysConfig.desc.erpPush': '同步订单时一并同步报价明细和材料明细',
  'sysConfig.desc.goodsName': '商品名称按模板由商品属性组成',
  'sysConfig.desc.packBlock': '板件包装明细的名称和规格按模板生成',
  'sysConfig.desc.packPart': '五金包装明细的名称和规格按模板生成',
  'sysConfig.value.name': '名称：',
  'sysConfig.value.spec': '规格：',
  'sysConfig.action.edit': '编辑',
  'sysConfig.action.turnOn': '开启同步',
  'sysConfig.action.turnOff': '关闭同步',
  'sysConfig.action.label': '{action}：{setting}',
  'sysConfig.sync.confirmOn': '确认开启同步报价明细和材料明细配置?',
  'sysConfig.sync.confirmOff': '确认关闭同步报价明细和材料明细配置?',
  'sysConfig.sync.onDone': '开启同步明细配置成功',
  'sysConfig.sync.offDone': '关闭同步明细配置成功',
  'sysConfig.editor.hint': '点击字段插入到光标处',
  'sysConfig.editor.fields': '可插入的字段',
  'sysConfig.editor.insert': '插入字段：{name}',
} as const;

export const shopConfigEnUS: Record<keyof typeof shopConfigZhCN, string> = {
  'sysConfig.col.setting': 'Setting',
  'sysConfig.col.value': 'Value',
  'sysConfig.col.actions': 'Actions',
  'sysConfig.row.erpPush': 'Order detail sync',
  'sysConfig.row.goodsName': 'Goods name',
  'sysConfig.row.packBlock': 'Board package details',
  'sysConfig.row.packPart': 'Hardware package details',
  'sysConfig.desc.erpPush': 'Syncing an order also syncs its quotation and material details',
  'sysConfig.desc.goodsName': 'Goods names are built from goods attributes by a template',
  'sysConfig.desc.packBlock': 'Name and spec of board package lines, by templates',
  'sysConfig.desc.packPart': 'Name and spec of hardware package lines, by templates',
  'sysConfig.value.name': 'Name: ',
  'sysConfig.value.spec': 'Spec: ',
  'sysConfig.action.edit': 'Edit',
  'sysConfig.action.turnOn': 'Turn on',
  'sysConfig.action.turnOff': 'Turn off',
  'sysConfig.action.label': '{action}: {setting}',
  'sysConfig.sync.confirmOn': 'Turn on syncing quotation and material details?',
  'sysConfig.sync.confirmOff': 'Turn off syncing quotation and material details?',
  'sysConfig.sync.onDone': 'Detail sync turned on',
  'sysConfig.sync.offDone': 'Detail sync turned off',
  'sysConfig.editor.hint': 'Click a field to insert it at the cursor',
  'sysConfig.editor.fields': 'Fields you can insert',
  'sysConfig.editor.insert': 'Insert field: {name}',
};
