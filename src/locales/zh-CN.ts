/**
 * zh-CN, the default language: the shared and shell messages here, each feature's beside its code,
 * and the server's (src/common/messages), which pages show too (merged below).
 */
import { staffZhCN } from '../features/overall/staff/org/messages';
import { crmZhCN } from '../features/orders/customers/messages';
import { custFollowZhCN, followDialogZhCN } from '../features/orders/custFollow/messages';
import { crmParamsZhCN } from '../features/orders/crmParams/messages';
import { goodsFastZhCN } from '../features/warehouse/goodsFast/messages';
import { goodsSetupZhCN } from '../features/warehouse/goodsSetup/messages';
import { goodsZhCN } from '../features/warehouse/goods/messages';
import { dealerPickerZhCN } from '../components/dealerPicker/messages';
import { logsZhCN } from '../features/overall/staff/logs/messages';
import { shopZhCN } from '../features/overall/enterprise/settings/messages';
import { shopConfigZhCN } from '../features/overall/enterprise/systemConfig/messages';
import { reportsZhCN } from '../features/overall/reports/messages';
import { merchantZhCN } from '../features/overall/enterprise/merchant/messages';
import { invoiceZhCN } from '../features/overall/invoice/messages';
import { rolesZhCN } from '../features/overall/staff/roles/messages';
import { dashboardZhCN } from '../features/overall/dashboard/messages';
import { loginZhCN } from '../features/login/messages';
import { personalZhCN } from '../features/personal/messages';
import { pricingZhCN } from '../features/finance/pricing/messages';
import { orderListZhCN } from '../features/orders/orderList/messages';
import { newOrderZhCN, orderEditZhCN } from '../features/orders/orderEdit/messages';
import { memoFormZhCN, orderMemoZhCN } from '../features/orders/orderMemo/messages';
import { orderRemindZhCN } from '../features/orders/orderRemind/messages';
import { orderAssignZhCN } from '../features/orders/orderAssign/messages';
import { goodsSaleZhCN } from '../features/orders/goodsSale/messages';
import { orderScreenZhCN } from '../features/orders/orderScreen/messages';
import { serverZhCN } from '../common/messages/zh-CN';

const common = {
  'app.name': '板式家具云ERP',
  'app.loading': '正在登录，加载中...',
  'app.pleaseLogIn': '请登录',

  'area.index': '综合管理',
  'area.erp': '订单管理',
  'area.depot': '仓库管理',
  'area.finance': '财务管理',

  // Route tables, pending pages, no-permission page.
  'menuGroup.enterprise': '企业管理',
  'menuGroup.reports': '报表管理',
  'menuGroup.pano': '全景管理',
  'menuGroup.webcad': '云设计部署',
  'menuGroup.customers': '客户',
  'menuGroup.orders': '订单',
  'menuGroup.process': '工序',
  'menuGroup.stats': '统计',
  'menuGroup.overview': '概况',
  'menuGroup.goods': '商品',
  'menuGroup.purchase': '采购',
  'menuGroup.sales': '销售',
  'menuGroup.inOut': '出入库',
  'menuGroup.stock': '库存',
  'menuGroup.production': '生产',
  'menuGroup.funds': '资金',
  'menuGroup.pricingSalary': '计价与工资',
  'menuGroup.analysis': '分析',
  'menuGroup.payments': '收付款',
  'menuGroup.mine': '我的',
  'route.shops.systemConfigMenu': '系统配置',
  'route.staff.edit': '员工资料',
  'route.staff.myrights': '我的权限',
  'route.invoice.info': '发票信息',
  'route.invoice.request': '申请开票',
  'route.invoice.list': '发票列表',
  'route.invoice.acctitem': '账单管理',
  'route.webcad.musicManage': '背景音乐管理',
  'route.webcad.panoManage': '全景图管理',
  'route.webcad.filesSend': '文件发送',
  'route.webcad.modulesDeploy': '模块部署',
  'route.webcad.materialsDeploy': '材质部署',
  'route.erp.crm': '客户管理',
  'route.erp.custfollow': '客户跟进',
  'route.erp.ordersEdit': '订单录入',
  'route.erp.ordersAssign': '订单分配',
  'route.erp.ordersMemo': '订单备忘',
  'route.erp.ordersRemind': '订单提醒',
  'route.erp.ordersScreen': '订单看板',
  'route.erp.processConfig': '工序配置',
  'route.erp.processConfigMulti': '批量工序配置',
  'route.erp.processManage': '工序管理',
  'route.erp.workquery': '我的工作',
  'route.depot.dashboard': '仓库概况',
  'route.depot.config': '仓库设置',
  'route.depot.goodsFast': '快速建档',
  'route.depot.stockchange': '库存变动',
  'route.finance.balanceCharge': '账户充值',
  'route.finance.balanceExtract': '余额提现',
  'route.finance.balanceChargecard': '充值卡',
  'route.finance.balanceSoftware': '软件服务费',
  'route.finance.balanceAddedservices': '增值服务',
  'route.finance.balancePayout': '支出明细',
  'route.finance.salaryConfig': '工资配置',
  'route.finance.struct': '收支结构',
  'route.finance.mysalary': '我的工资',
  'pending.tag': '暂未开放',
  'route.coming': '待上线',
  'pending.text': '该页面的内容暂未开放，敬请期待。',
  'pending.hint': '您有权访问此页面，功能上线后将直接在这里显示。',
  'pending.back': '返回工作台',
  'developing.tag': '开发中',
  'developing.text': '该功能正在开发中，敬请期待。',
  'developing.hint': '开发完成后将在这里开放，届时无需任何设置。',
  'noAuth.title': '权限受限',
  'noAuth.breadcrumb.errorPage': '错误页',
  'noAuth.breadcrumb.errorResult': '错误结果',
  'noAuth.fallback': '暂无权限',

  'session.logout': '退出登录',
  'session.logoutConfirm': '确认注销登录？',
  'session.logoutSuccess': '注销成功',
  'session.changePassword': '修改密码',
  'session.oldPassword': '原密码',
  'session.newPassword': '新密码',
  'session.newPassword2': '确认新密码',
  'session.passwordChanged': '密码已修改，请重新登录',

  'common.ok': '确定',
  'common.cancel': '取消',
  'common.nameWithCount': '{name}（{count}）',

  'app.demoBackendFailed': '演示后台启动失败：{message}',
  // Each language named in itself (the same in both catalogues).
  'lang.zh-CN': '中文',
  'lang.en-US': 'English',
  'shell.loadFailed': '登录状态加载失败，请检查网络后重试',
  'shell.retry': '重试',
  'shell.placeholder.text': '本模块的页面正在建设中，敬请期待。',
  'noAuth.description': '抱歉！您暂时没有此页面的访问权限',
  'noAuth.master': '如果您是主账号，请购买相应的增值套餐',
  'noAuth.sub': '如果您是子账号，请联系管理员授权',
  'error.boundary.title': '糟糕！页面出错了。',
  'error.boundary.reported': '页面出现异常，错误已上报！',
  'error.boundary.fixing': '开发人员正在紧急修复中，请耐心等待！',
  'error.boundary.reload': '重新加载',
  'error.boundary.stack': '错误详情',

  'error.loginConfirm.title': '登录确认',
  'error.loginConfirm.content': '您还没有登录，无法使用该服务，请登录后重试',
  'error.dialog.title': '错误信息',
  'error.system.title': '系统出错',
  'error.system.content': '调用系统服务失败，服务器可能出现异常',

  'area.pickPlaceholder': '请选择省 / 市 / 区',
  'searchBar.expand': '展开选项',
  'searchBar.collapse': '收起选项',

  'common.noChange': '无修改，无需保存！',
  // The shell: navigation, menus, personal menu, notices.
  'shell.areas': '业务板块',
  'shell.menu': '功能菜单',
  'shell.openMenu': '打开菜单',
  'shell.version': '版本 {version}',
  'shell.footer.copyright': '© {since}-{year} 佛山云匠软件科技有限公司 版权所有',
  'shell.demo.text': '本账号为演示账号，严禁用于销售，一经发现立即关闭！',
  'shell.demo.phone': '监督电话：{phone}',
  'shell.backToTop': '回到顶部',
  'shell.chat': '在线售后',
  'shell.chat.unread': '您有 {count} 条未读的售后消息。',
  'shell.chat.unreadShort': '{count} 条未读',
  'shell.chat.agent': '服务商',
  'shell.chat.hotline': '售后热线',
  'shell.chat.hours': '服务时间：每天 8:30-21:00',
  'shell.qr.label': '手机访问',
  'shell.qr.hint': '用手机扫码打开本页',
  'shell.whatsNew': '更新日志',
  'shell.whatsNew.title': '版本更新日志',
  'shell.whatsNew.current': '当前版本',
  'shell.whatsNew.failed': '更新日志加载失败，请稍后再试',
  'shell.language': '语言',
  'shell.personalMenu': '{name} 的个人菜单',
  'shell.exitFullScreen': '退出全屏',
  'notice.title': '系统公告',
  'notice.previous': '上一条',
  'notice.next': '下一条',
  'notice.gotIt': '我知道了',
  'notice.empty': '暂无公告',
  'notice.image': '公告图片 {index}/{count}',
  'notice.clickToView': '点击查看系统公告',
  'notice.type.1': '通知',
  'notice.type.2': '图片公告',
  'notice.type.3': '图文公告',
  'notice.type.4': '活动轮播',
  'notice.type.5': '视频公告',
  'notice.summary.2': '{count} 张图片',
  'notice.summary.4': '{count} 张轮播图',
  'notice.summary.5': '{count} 个视频',
  'session.passwordHint': '6~20位，可包含数字、字母和特殊字符',
  'error.chunk.title': '页面加载失败',
  'error.chunk.text': '网络不稳定或系统刚刚更新，页面资源没有加载成功。请重新加载页面。',

  // The page kit (src/components): page header sections and the responsive list.
  'section.merchant': '商户管理',
  'section.integrated': '综合管理',
  'list.search': '搜索',
  'list.reset': '重置',
  'list.total': '共 {total} 条',
  'list.select': '选择',
  'list.selectAll': '全选当页',
  'list.prevPage': '上一页',
  'list.nextPage': '下一页',
  'list.pageSize': '每页条数',
  'list.columns.button': '列设置',
  'list.columns.title': '显示的列',
  'list.columns.reset': '恢复默认',
  'list.batch.selected': '已选 {count} 项',
  'list.batch.clear': '取消选择',
  'list.batch.none': '勾选行后可批量操作',
  'list.export': '导出',
  'list.amountMin': '最低金额',
  'list.amountMax': '最高金额',
  'list.amountReversed': '最低金额不能高于最高金额',
  'list.exported': '已导出 {name}',
  'list.density.button': '密度',
  'list.density.large': '宽松',
  'list.density.middle': '默认',
  'list.density.small': '紧凑',
  'list.more': '更多',
  'list.moreActions': '更多操作 {name}',
  'tabs.more': '更多标签页',

  // Drafts of long forms (src/components/form/useFormDraft.tsx).
  'draft.found': '有 {time} 未保存的草稿，是否恢复？',
  'draft.restore': '恢复草稿',
  'draft.discard': '放弃草稿',
  'draft.leave.title': '有未保存的修改',
  'draft.leave.text': '离开后，已填写的内容会作为草稿留在本机，再次打开时可以恢复。',
  'draft.leave.neverKept': '密码和验证码不会保留，需要重新填写。',
  'draft.leave.ok': '离开',
  'draft.leave.stay': '留下继续填写',
  'form.saveBlocked.fix': '暂不能保存，请先处理：',
  'form.saveBlocked.noRight': '没有修改权限，不能保存',
} as const satisfies Record<string, string>;

/** The shell's and the shared messages here, the server's in src/common/messages, each feature's in its own folder. */
export const zhCN = {
  ...common,
  ...serverZhCN,
  ...invoiceZhCN,
  ...rolesZhCN,
  ...dashboardZhCN,
  ...loginZhCN,
  ...personalZhCN,
  ...staffZhCN,
  ...crmZhCN,
  ...custFollowZhCN,
  ...followDialogZhCN,
  ...crmParamsZhCN,
  ...dealerPickerZhCN,
  ...logsZhCN,
  ...shopZhCN,
  ...shopConfigZhCN,
  ...reportsZhCN,
  ...merchantZhCN,
  ...goodsFastZhCN,
  ...goodsSetupZhCN,
  ...goodsZhCN,
  ...pricingZhCN,
  ...orderListZhCN,
  ...orderEditZhCN,
  ...newOrderZhCN,
  ...orderMemoZhCN,
  ...memoFormZhCN,
  ...orderRemindZhCN,
  ...orderAssignZhCN,
  ...goodsSaleZhCN,
  ...orderScreenZhCN,
};

export type MessageId = keyof typeof zhCN;
