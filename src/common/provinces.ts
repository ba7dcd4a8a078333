/**
 * The province-level divisions of China by the names the login log stores (the address lookup's
 * names), with their English names for pages shown in English.
 */
const PROVINCE_EN: Readonly<Record<string, string>> = {
  北京: 'Beijing',
  天津: 'Tianjin',
  上海: 'Shanghai',
  重庆: 'Chongqing',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  海南省: 'Hainan',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  台湾省: 'Taiwan',
  内蒙古: 'Inner Mongolia',
  广西: 'Guangxi',
  西藏: 'Tibet',
  宁夏: 'Ningxia',
  新疆: 'Xinjiang',
  香港: 'Hong Kong',
  澳门: 'Macao',
};

/** `province` as a page in `locale` shows it; names the table does not know stay as stored. */
export function provinceName(province: string, locale: string): string {
  if (locale === 'zh-CN') return province;
  // The lookup spells municipalities and regions with or without their suffix (北京市, 广西壮族自治区).
  const key = Object.keys(PROVINCE_EN).find((name) => province === name || province.startsWith(name));
  return key ? PROVINCE_EN[key] : province;
}
