/** The goods set-up pages' messages in zh-CN: /goods/class, /goods/unit, /baseConfig (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goodsSetup', 'zh-CN');
