/**
 * Messages of the report pages (/reports/lists, /reports/market); the report calls' answers and the
 * rules are the server's messages (src/common/messages). Merged into the catalogues by
 * src/locales. Template and type names are data (the server answers type_ch_name and type_en_name).
 */

export const reportsZhCN = {

  'reports.empty': '暂无数据',
  'reports.label.ownShop': '本店铺报表',
  'reports.state.0': '审核中',
  'reports.state.1': '已发布',

  'reports.field.type': '报表类型',



  'reports.filter.name': '报表名称',
  'reports.filter.namePlaceholder': '输入报表名称',
  'reports.filter.type': '报表类型',
  'reports.filter.all': '全部',
  'reports.filter.search': '搜索',
  'reports.filter.reset': '重置',
  'reports.sort.label': '排序',
  'reports.sort.hot': '最热',
  'reports.sort.newest': '最新',
  'reports.sort.downloads': '下载最多',
  'reports.total': '共 {total} 个报表',

  'reports.card.views': '浏览 {count}',
  'reports.card.downloads': '下载 {count}',
  'reports.card.created': '{date} 发布',
  'reports.card.open': '查看 {name}',
  'reports.card.edit': '编辑',
  'reports.card.delete': '删除',
  'reports.card.example': '使用示例',
  'reports.card.shop': '来自 {shop}',
  'reports.card.noImage': '暂无封面',

  'reports.delete.confirm': '确认删除报表“{name}”？',
  'reports.delete.ok': '删除',
  'reports.cancel': '取消',

  'reports.edit.title': '报表修改',
  'reports.edit.save': '保存',
  'reports.edit.covers': '封面图片',
  'reports.edit.coversHint': '支持 jpg、jpeg、png，每张不超过 2M，最多 {max} 张',
  'reports.edit.overwrite': '重新上传封面会覆盖原有的全部封面',
  'reports.edit.current': '当前封面',
  'reports.edit.pick': '选择图片',
  'reports.edit.uploading': '正在上传 {percent}%',
  'reports.edit.descPlaceholder': '介绍报表的用途、纸张与打印效果',

  'reports.gallery.title': '{name} 的图片',
  'reports.gallery.image': '{name} 第 {index} 张图片',
  'reports.gallery.prev': '上一张',
  'reports.gallery.next': '下一张',

  'reports.detail.shop': '店铺',
  'reports.detail.type': '报表类型',
  'reports.detail.published': '发布时间',
  'reports.detail.desc': '报表描述',
  'reports.detail.images': '报表图片',
  'reports.detail.stats': '浏览与下载',
  'reports.detail.counts': '浏览 {views} · 下载 {downloads}',
  'reports.detail.download': '下载到我的报表',
  'reports.detail.downloadFile': '下载模板文件',
  'reports.detail.confirm': '确认下载报表“{name}”？下载后可在对应页面打印时选用。',
  'reports.detail.noDesc': '暂无描述',

  'reports.example.title': '使用示例',
  'reports.example.where': '“{type}”类报表在 {area} › {page} 页面打印时使用。',
  'reports.example.steps': '打开该页面，选择单据后点击打印，在模板列表中选用本报表。',
  'reports.example.go': '前往页面使用',

  'reports.market.search': '搜索报表名称',
  'reports.market.types': '报表分类',
} as const;

export const reportsEnUS: Record<keyof typeof reportsZhCN, string> = {

  'reports.empty': 'no data',
  'reports.label.ownShop': 'own shop report',
  'reports.state.0': 'Under review',
  'reports.state.1': 'Published',

  'reports.field.type': 'Report type',



  'reports.filter.name': 'Report name',
  'reports.filter.namePlaceholder': 'Report name',
  'reports.filter.type': 'Report type',
  'reports.filter.all': 'All',
  'reports.filter.search': 'Search',
  'reports.filter.reset': 'Reset',
  'reports.sort.label': 'Sort',
  'reports.sort.hot': 'Hot',
  'reports.sort.newest': 'Newest',
  'reports.sort.downloads': 'Downloads',
  'reports.total': '{total} reports',

  'reports.card.views': '{count} views',
  'reports.card.downloads': '{count} downloads',
  'reports.card.created': 'Published {date}',
  'reports.card.open': 'Open {name}',
  'reports.card.edit': 'Edit',
  'reports.card.delete': 'Delete',
  'reports.card.example': 'Where used',
  'reports.card.shop': 'From {shop}',
  'reports.card.noImage': 'No cover',

  'reports.delete.confirm': 'Delete the report "{name}"?',
  'reports.delete.ok': 'Delete',
  'reports.cancel': 'Cancel',

  'reports.edit.title': 'Report modification',
  'reports.edit.save': 'Save',
  'reports.edit.covers': 'Cover images',
  'reports.edit.coversHint': 'jpg, jpeg or png, up to 2 MB each, at most {max}',
  'reports.edit.overwrite': 're-uploading covers overwrites the existing ones',
  'reports.edit.current': 'Current covers',
  'reports.edit.pick': 'Choose images',
  'reports.edit.uploading': 'Uploading {percent}%',
  'reports.edit.descPlaceholder': 'What the report is for, its paper and how it prints',

  'reports.gallery.title': 'Images of {name}',
  'reports.gallery.image': 'Image {index} of {name}',
  'reports.gallery.prev': 'Previous image',
  'reports.gallery.next': 'Next image',

  'reports.detail.shop': 'Shop',
  'reports.detail.type': 'Report type',
  'reports.detail.published': 'Published',
  'reports.detail.desc': 'Description',
  'reports.detail.images': 'Images',
  'reports.detail.stats': 'Views and downloads',
  'reports.detail.counts': '{views} views · {downloads} downloads',
  'reports.detail.download': 'Download to my reports',
  'reports.detail.downloadFile': 'Download template file',
  'reports.detail.confirm': 'Download the report "{name}"? You can then pick it when printing on its page.',
  'reports.detail.noDesc': 'No description',

  'reports.example.title': 'Example of use',
  'reports.example.where': 'Reports of type "{type}" are used when printing on {area} › {page}.',
  'reports.example.steps': 'Open that page, choose a document, click print and pick this report among the templates.',
  'reports.example.go': 'Go to page to use',

  'reports.market.search': 'Search report names',
  'reports.market.types': 'Report categories',
};
