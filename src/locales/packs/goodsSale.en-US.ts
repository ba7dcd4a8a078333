/** The goods sales statistics' messages in en-US (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goodsSale', 'en-US');
