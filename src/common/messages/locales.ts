/**
 * The languages of the product, the first the default: the browser's (src/app/i18n.ts), the
 * server's replies (format.ts) and the pages the build writes per language (webpack.config.ts).
 * A module of its own, so that each of them takes the list without the catalogues.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
