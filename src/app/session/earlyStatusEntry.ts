/**
 * The areas' first script: asks for the session status while the page's own scripts download
 * (earlyStatus.ts), then, in that idle wait, prepares the browser's locale data (warmUpLocaleData.ts),
 * in tasks of their own: each stays short on a slow phone, which paints the page's frame meanwhile
 * (server/pages/areaFrame.ts).
 */
import { warmUpLocaleData } from '../../locales/warmUpLocaleData';
import { sendEarlyStatus } from './earlyStatus';

// In development the in-page backend answers /api only once the page's scripts have started it.
if (process.env.API_MODE === 'server') sendEarlyStatus(window);
warmUpLocaleData(document.documentElement.lang, (step) => setTimeout(step, 0));
