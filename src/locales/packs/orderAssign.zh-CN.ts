/** The order assignment page's messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('orderAssign', 'zh-CN');
