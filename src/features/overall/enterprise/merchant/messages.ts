/**
 * Messages of the payment merchant settings page (/shops/yz). Its shared rules, field labels and
 * catalogues (src/common/merchant.ts), which the server answers in the reader's language, are the
 * server's messages (src/common/messages). Merged into the catalogues by src/locales.
 */

export const merchantZhCN = {
  'merchant.readOnly': '你可以查看支付商户资料；修改需要“支付商户进件”权限。',
  'merchant.intro': '填写并提交支付商户进件资料，支付机构审核通过后即可开通在线收款。',
  'merchant.status.1': '资料审核中',
  'merchant.status.1.desc': '进件资料已提交，正在等待支付机构审核。审核期间仍可修改，修改后重新进入审核。',
  'merchant.status.2': '审核通过',
  'merchant.status.2.desc': '支付商户已开通，进件资料不能再修改。',
  'merchant.status.3': '审核未通过',
  'merchant.status.3.desc': '原因：{reason}。请按原因修改资料后重新提交。',
  'merchant.section.business': '营业信息',
  'merchant.section.store': '门店照片',
  'merchant.section.legal': '法人信息',
  'merchant.section.contact': '联系人信息',
  'merchant.section.settlement': '结算账户',
  'merchant.section.bankCard': '银行卡照片',
  'merchant.section.bank': '开户行信息',
  'merchant.section.authorized': '授权人信息',
  'merchant.hint.legalRequired': '企业和个体工商户须填写法人信息。',
  'merchant.hint.legalOptional': '小微商户可不填写法人信息。',
  'merchant.hint.authorized': '结算账户不是法人本人时，填写被授权人信息并上传结算授权书。',
  'merchant.hint.photo': '支持png、jpg、jpeg格式，每张不超过2M',
  'merchant.hint.secret': '证件号、银行账号和手机号加密保存',
  'merchant.placeholder.input': '请输入{field}',
  'merchant.placeholder.select': '请选择{field}',
  'merchant.submit': '提交审核',
  'merchant.actions': '进件资料操作',
  'merchant.fixFirst': '请修改以下{count}项后再提交：',
  'merchant.problemLine': '{field}：{message}',
  'merchant.moreProblems': '还有{count}项',
  'merchant.loadFailed': '商户资料加载失败',




} as const;

export const merchantEnUS: Record<keyof typeof merchantZhCN, string> = {
  'merchant.readOnly': 'You can view the payment merchant details; changing them needs the "Payment merchant application" right.',
  'merchant.intro': 'Fill in and submit the payment merchant application; once the payment provider approves it, online payments are open.',
  'merchant.status.1': 'Under review',
  'merchant.status.1.desc': 'The application was submitted and waits for the payment provider\'s review. You may still change it; a change is reviewed again.',
  'merchant.status.2': 'Approved',
  'merchant.status.2.desc': 'The payment merchant is open; the application can no longer be changed.',
  'merchant.status.3': 'Rejected',
  'merchant.status.3.desc': 'Reason: {reason}. Please correct the application and submit it again.',
  'merchant.section.business': 'Business',
  'merchant.section.store': 'Store photos',
  'merchant.section.legal': 'Legal representative',
  'merchant.section.contact': 'Contact',
  'merchant.section.settlement': 'Settlement account',
  'merchant.section.bankCard': 'Bank card photos',
  'merchant.section.bank': 'Bank details',
  'merchant.section.authorized': 'Authorized person',
  'merchant.hint.legalRequired': 'Enterprises and sole proprietors must give their legal representative.',
  'merchant.hint.legalOptional': 'Micro merchants may leave the legal representative empty.',
  'merchant.hint.authorized': 'When the settlement account is not the legal representative\'s own, give the authorized person and upload the settlement authorization letter.',
  'merchant.hint.photo': 'png, jpg or jpeg, up to 2M each',
  'merchant.hint.secret': 'ID numbers, account numbers and phone numbers are stored encrypted',
  'merchant.placeholder.input': 'Enter the {field}',
  'merchant.placeholder.select': 'Choose the {field}',
  'merchant.submit': 'Submit for review',
  'merchant.actions': 'Application actions',
  'merchant.fixFirst': 'Please correct these {count} items before submitting:',
  'merchant.problemLine': '{field}: {message}',
  'merchant.moreProblems': 'and {count} more',
  'merchant.loadFailed': 'The merchant details did not load',




};
