/** The goods list page's messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goods', 'zh-CN');
