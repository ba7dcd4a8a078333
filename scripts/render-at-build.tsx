/**
 * What the production build renders ahead of the browser (webpack.config.ts runs this under
 * NODE_ENV=production, as the pages run: antd names its classes differently in development), printed
 * as JSON:
 *   - `sets`: the CSS of each antd style set (src/app/antdStyleSets.tsx), with the map that tells
 *     antd in the browser which styles it need not build again; the login set is the login page's
 *     own styles, its theme variables included, since the page arrives rendered;
 *   - `pages`: the style set of each HTML page;
 *   - `login`: the login page's markup and title in each language, which user.html (zh-CN) and
 *     user.en-US.html carry, so that a phone shows the form before any script has run; the script
 *     then hydrates it (src/app/mountPage.tsx);
 *   - `frames`: the areas' frames, which the Node host fills in and sends in an area page to a visitor
 *     who is logged in (render-at-build-frames.tsx, server/pages/areaFrame.ts).
 *
 *   NODE_ENV=production node -r esbuild-register scripts/render-at-build.tsx
 */
import './render-at-build-icons';
import './render-at-build-css';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

/** antd's style cache (the package exports its class, not its type, under this name). */
type Cache = ReturnType<typeof createCache>;
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PAGE_STYLE_SETS, styleSetSample, type AntdStyleSet } from '../src/app/antdStyleSets';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { currentIntl, getLanguage, LANGUAGES, showWithMessages, type Language } from '../src/app/i18n';
import { LoginApp } from '../src/features/login/LoginApp';
import { documentTitle } from '../src/components/useDocumentTitle';
import { renderAreaFrames } from './render-at-build-frames';
import loginEnUS from '../src/locales/packs/login.en-US';
import loginZhCN from '../src/locales/packs/login.zh-CN';

const LOGIN_MESSAGES = { 'zh-CN': { messages: loginZhCN, antd: antdZhCN }, 'en-US': { messages: loginEnUS, antd: antdEnUS } } as const;

function render(cache: Cache, element: ReactElement): string {
  return renderToString(<StyleProvider cache={cache}>{element}</StyleProvider>);
}

/** The login page in `language` as a visitor who is not logged in first sees it: its markup and its title. */
function loginPage(cache: Cache, language: Language): { html: string; title: string } {
  showWithMessages(language, 'login', LOGIN_MESSAGES[language]);
  if (getLanguage() !== language) throw new Error(`the login page did not switch to ${language}`);
  return {
    html: render(cache, <LoginApp loggedIn={new Promise<boolean>(() => undefined)} />),
    title: documentTitle(currentIntl(), 'login.title'),
  };
}

async function main() {
  if (process.env.NODE_ENV !== 'production') {
    console.error('render-at-build: run with NODE_ENV=production (antd names its classes differently in development).');
    process.exit(1);
  }
  const loginCache = createCache();
  const login: Partial<Record<Language, { html: string; title: string }>> = {};
  for (const language of LANGUAGES) login[language] = loginPage(loginCache, language);
  // What the login page shows only now and then (a refusal, the wait after logging in) is built too.
  render(loginCache, styleSetSample('login'));

  const areaCache = createCache();
  render(areaCache, styleSetSample('area'));
  const sets: Record<AntdStyleSet, string> = {
    login: extractStyle(loginCache, { plain: true }),
    // The areas' theme variables are written by the page itself, under a class that React's ids name at run time.
    area: extractStyle(areaCache, { plain: true, types: 'style' }),
  };
  process.stdout.write(JSON.stringify({ pages: PAGE_STYLE_SETS, sets, login, frames: renderAreaFrames() }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
