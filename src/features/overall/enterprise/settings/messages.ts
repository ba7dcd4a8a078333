/**
 * Messages of the shop settings page and of the upload pipeline's pages. The upload refusals and the
 * shop's catalogues (src/common/uploads.ts, src/common/shop.ts: roles, services, classes), which the
 * server answers in the reader's language, are the server's messages (src/common/messages).
 * Merged into the catalogues by src/locales.
 */

export const shopZhCN = {
  'upload.add': '上传',
  'upload.retry': '重试',
  'upload.failed': '{file} 上传失败：{reason}',
  'upload.network': '网络异常，可点“重试”重新上传',

  'shop.title': '店铺设置',
  'shop.save': '保存',
  'shop.actions': '企业设置操作',
  'shop.readOnly': '你可以查看企业设置；修改需要“修改企业设置与系统配置”权限。',
  'shop.section.basic': '企业信息',
  'shop.section.business': '经营范围',
  'shop.section.images': '企业形象',
  'shop.section.contact': '联系地址',
  'shop.placeholder.shop_name': '请填写企业名称',
  'shop.placeholder.company_name': '营业执照上的公司全称',
  'shop.placeholder.tax_no': '统一社会信用代码',
  'shop.placeholder.shop_desc': '介绍企业的主营产品、产能与服务',
  'shop.placeholder.shop_address': '街道、门牌号',
  'shop.placeholder.classes': '请选择（可多选）',
  'shop.hint.logo': '建议尺寸 150x150 px；支持 png、jpg、jpeg、bmp、gif，不超过5M',
  'shop.hint.pics': '最多 {max} 张；支持 png、jpg、jpeg、bmp、gif，每张不超过5M',
  'shop.hint.review': '新选择的角色与服务需平台审核；审核通过后不能取消。',
  'shop.check.0': '审核中',
  'shop.check.-1': '审核未通过',
  'shop.check.1': '已通过',
  'shop.check.refusedWhy': '未通过原因：{why}',
  'shop.check.lockedTip': '已审核通过，不能取消',

} as const;

export const shopEnUS: Record<keyof typeof shopZhCN, string> = {
  'upload.add': 'Upload',
  'upload.retry': 'Retry',
  'upload.failed': '{file} was not uploaded: {reason}',
  'upload.network': 'the connection failed; press Retry to send it again',

  'shop.title': 'Shop settings',
  'shop.save': 'Save',
  'shop.actions': 'Shop settings actions',
  'shop.readOnly': 'You can view the shop settings; changing them needs the right "Edit shop settings and system settings".',
  'shop.section.basic': 'Enterprise',
  'shop.section.business': 'Business',
  'shop.section.images': 'Logo and pictures',
  'shop.section.contact': 'Contact address',
  'shop.placeholder.shop_name': 'Please fill in enterprise name',
  'shop.placeholder.company_name': 'Full company name on the business licence',
  'shop.placeholder.tax_no': 'Unified social credit code',
  'shop.placeholder.shop_desc': 'Main products, capacity and services',
  'shop.placeholder.shop_address': 'Street and number',
  'shop.placeholder.classes': 'Choose (several allowed)',
  'shop.hint.logo': 'Suggested size 150x150 px; png, jpg, jpeg, bmp or gif up to 5 MB',
  'shop.hint.pics': 'Up to {max} pictures; png, jpg, jpeg, bmp or gif, each up to 5 MB',
  'shop.hint.review': 'Newly chosen roles and services are reviewed by the platform; once approved they cannot be dropped.',
  'shop.check.0': 'pending review',
  'shop.check.-1': 'review failed',
  'shop.check.1': 'approved',
  'shop.check.refusedWhy': 'Not approved: {why}',
  'shop.check.lockedTip': 'Approved; it cannot be dropped',

};
