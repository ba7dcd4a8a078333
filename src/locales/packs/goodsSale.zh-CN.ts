/** The goods sales statistics' messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goodsSale', 'zh-CN');
