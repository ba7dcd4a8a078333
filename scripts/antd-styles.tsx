/**
 * Prints, as JSON, the style set of each page and the CSS of each antd style set (src/app/antdStyleSets.tsx): the styles of the
 * set's sample, computed as a page would compute them, with the map that tells antd in the browser
 * which ones it need not compute again. The production build runs it (webpack.config.ts) under
 * NODE_ENV=production, as the pages run: antd's class names differ in development.
 *
 *   NODE_ENV=production node -r esbuild-register scripts/antd-styles.tsx
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { PAGE_STYLE_SETS, styleSetSample, type AntdStyleSet } from '../src/app/antdStyleSets';

const SETS: AntdStyleSet[] = ['login', 'area'];

function styleSetCss(set: AntdStyleSet): string {
  const cache = createCache();
  renderToString(<StyleProvider cache={cache}>{styleSetSample(set)}</StyleProvider>);
  // Only the components' styles: the theme's CSS variables are written by the page itself, under a
  // class that React's ids name at run time.
  return extractStyle(cache, { plain: true, types: 'style' });
}

if (process.env.NODE_ENV !== 'production') {
  console.error('antd-styles: run with NODE_ENV=production (antd names its classes differently in development).');
  process.exit(1);
}
process.stdout.write(JSON.stringify({ pages: PAGE_STYLE_SETS, sets: Object.fromEntries(SETS.map((set) => [set, styleSetCss(set)])) }));
