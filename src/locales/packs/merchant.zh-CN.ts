/** The merchant (payment onboarding) page's messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('merchant', 'zh-CN');
