/** The order assignment page's messages in en-US (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('orderAssign', 'en-US');
