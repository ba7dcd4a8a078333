/**
 * The login page's first script to run (production only; webpack.config.ts): small and the last of
 * its <head>, without `defer`, so that it runs before the page's markup is parsed and no submit can
 * slip past it; it starts the page's own scripts once the rendered form has been painted
 * (paintFirst.ts).
 */
import { holdSubmitsUntilLive, startScriptsAfterFirstPaint } from './paintFirst';

holdSubmitsUntilLive(document);
startScriptsAfterFirstPaint(window);
