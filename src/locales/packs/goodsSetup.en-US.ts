/** The goods set-up pages' messages in en-US: /goods/class, /goods/unit, /baseConfig (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goodsSetup', 'en-US');
