/** The sub-order form's messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('subOrderForm', 'zh-CN');
