/** The customer pages' messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('crm', 'zh-CN');
