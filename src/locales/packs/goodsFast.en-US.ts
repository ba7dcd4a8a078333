/** The quick goods entry's messages in en-US (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('goodsFast', 'en-US');
