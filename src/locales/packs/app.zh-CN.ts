/** The four areas' messages in zh-CN: every message but the page packs' (src/locales/pagePacks.ts). */
import { areaPackMessages } from '../pagePacks';
import { zhCN } from '../zh-CN';

export default areaPackMessages(zhCN, 'zh-CN');
