/**
 * An area page's paint-first script (production only; webpack.config.ts), deferred: once the page
 * is parsed, it starts the page's own scripts, after the first paint of the frame the host drew in
 * it, or at once when there is none (paintFirst.ts).
 */
import { startAreaScripts } from './paintFirst';

startAreaScripts(window);
