/** The merchant (payment onboarding) page's messages in en-US (src/locales/pagePacks.ts). */
import { pagePackMessages } from '../pagePacks';

export default pagePackMessages('merchant', 'en-US');
