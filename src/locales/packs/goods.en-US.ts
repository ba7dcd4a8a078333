/** The goods list page's messages in en-US (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goods', 'en-US');
