/**
 * The areas' first script: asks for the session status while the page's own scripts download
 * (earlyStatus.ts), then, in that idle wait, prepares the browser's locale data (warmUpLocaleData.ts).
 */
import { warmUpLocaleData } from '../../locales/warmUpLocaleData';
import { sendEarlyStatus } from './earlyStatus';

// In development the in-page backend answers /api only once the page's scripts have started it.
if (process.env.API_MODE === 'server') sendEarlyStatus(window);
warmUpLocaleData(document.documentElement.lang);
