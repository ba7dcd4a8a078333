/** The quick goods entry's messages in zh-CN (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goodsFast', 'zh-CN');
