/** The four areas' messages in en-US: every message but the page packs' (src/locales/pagePacks.ts). */
import { enUS } from '../en-US';
import { areaPackMessages } from '../pagePacks';

export default areaPackMessages(enUS, 'en-US');
