/** The customer pages' messages in en-US (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('crm', 'en-US');
