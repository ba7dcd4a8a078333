/**
 * The areas' frames (server/pages/areaFrame.ts): the shell of each area page in each language, for a
 * demo shop (with its banner) and for the others, rendered with the real components and a session
 * whose texts are slots, then cut into the parts the Node host fills in for each visitor. The frame
 * holds the shell as each layout kind draws it (phone, tablet, desktop); the page's CSS shows the one
 * that fits the screen (src/shell/shell.css), so the host needs no guess at the screen's width.
 * What the shell shows only once the page runs is left out: the menu's entries (they follow the
 * rights), the page itself (a spinner holds its place, as while its chunk loads), the footer.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

/** antd's style cache (the package exports its class, not its type, under this name). */
type Cache = ReturnType<typeof createCache>;
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { currentIntl, LANGUAGES, showWithMessages, type Language } from '../src/app/i18n';
import { AREA_CATALOGUE, AREA_DEFINITIONS } from '../src/routes/allAreas';
import { AreaCatalogueContext } from '../src/shell/areaCatalogue';
import type { AreaDefinition } from '../src/shell/areaRoute';
import { sessionLoaded, type SessionPayload } from '../src/app/session/sessionSlice';
import { createAppStore } from '../src/app/store';
import { AREAS, VERSION_LABEL, type Area } from '../src/common/constants';
import { ALL_RIGHT_CODES } from '../src/common/rights';
import appEnUS from '../src/locales/packs/app.en-US';
import appZhCN from '../src/locales/packs/app.zh-CN';
import { AreaLayout } from '../src/shell/AreaLayout';
import { ShopLogo } from '../src/shell/ShopLogo';
import { renderAtWidth, type LayoutKind } from '../src/components/useViewport';
import { FRAME_SLOTS, frameParts, type AreaFrames, type FramePart } from '../server/pages/areaFrame';

const APP_MESSAGES = { 'zh-CN': { messages: appZhCN, antd: antdZhCN }, 'en-US': { messages: appEnUS, antd: antdEnUS } } as const;
/** A width of each layout kind (src/components/useViewport.ts). */
const KIND_WIDTHS: Readonly<Record<LayoutKind, number>> = { phone: 375, tablet: 800, desktop: 1280 };

/** The session the frames are drawn for: every right (the areas' links are cut per visitor), texts as slots. */
function frameSession(demo: boolean): SessionPayload {
  return {
    user_info: { user_id: 2, login_name: FRAME_SLOTS.loginName, avatar: '' },
    shop_info: { shop_id: 1, shop_muid: 1, shop_name: FRAME_SLOTS.shopName, shop_logo: FRAME_SLOTS.shopLogo, self_account: demo ? 1 : 0 },
    auth_info: Object.fromEntries(ALL_RIGHT_CODES.map((code) => [code, true])),
    version: { version_name: FRAME_SLOTS.version },
  };
}

/** A page that never arrives: the routes show their loading spinner, as while a page's chunk loads. */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

/** The area's routes, each with a page that never arrives. */
function framedDefinition(area: Area): AreaDefinition {
  const definition = AREA_DEFINITIONS[area];
  return { ...definition, routes: definition.routes.map((route) => ({ ...route, page: NeverLoaded })) };
}

/** `html` with the area menu's entries taken out of its side menu, keeping the menu's box. */
function withoutMenuEntries(html: string, kind: LayoutKind): string {
  const label = currentIntl().formatMessage({ id: 'shell.menu' });
  const menu = new RegExp(`(<nav aria-label="${label}">)[\\s\\S]*?(</nav>)`, 'g');
  const found = html.match(menu)?.length ?? 0;
  // Phones have no side menu (theirs is a drawer, drawn when opened).
  if (found !== (kind === 'phone' ? 0 : 1)) throw new Error(`area frame (${kind}): ${found} side menus found`);
  return html.replace(menu, '$1$2');
}

/** The shell of `area` at `path` for `kind`, in the language shown, as React renders it. */
function shellAt(cache: Cache, area: Area, kind: LayoutKind, demo: boolean, path: string): string {
  renderAtWidth(KIND_WIDTHS[kind]);
  try {
    const store = createAppStore({ sagas: false });
    store.dispatch(sessionLoaded(frameSession(demo)));
    return renderToString(
      <StyleProvider cache={cache}>
        <AppProviders store={store}>
          {/* As the entry hands it to the shell (src/entries/startApp.tsx): the top navigation lists the areas from it. */}
          <AreaCatalogueContext.Provider value={AREA_CATALOGUE}>
            <MemoryRouter initialEntries={[path]}>
              <AreaLayout definition={framedDefinition(area)} />
            </MemoryRouter>
          </AreaCatalogueContext.Provider>
        </AppProviders>
      </StyleProvider>,
    );
  } finally {
    renderAtWidth(null);
  }
}

/** The frame of `area`'s home page for `kind`. */
function homeFrame(cache: Cache, area: Area, kind: LayoutKind, demo: boolean): string {
  const html = shellAt(cache, area, kind, demo, AREA_DEFINITIONS[area].home ?? '/');
  return `<div class="area-frame area-frame--${kind}">${withoutMenuEntries(html, kind)}</div>`;
}

/**
 * The frame of a board opened directly (a full-screen route; the same at every width), with a
 * hidden mark per such route whose id is the route's path: the host never sees the URL's fragment,
 * but the page's CSS does (:target), and shows this frame instead of the shell's
 * (src/shell/shell.css). Empty for an area without boards.
 */
function fullScreenFrame(cache: Cache, area: Area, demo: boolean): string {
  const paths = AREA_DEFINITIONS[area].routes.filter((route) => route.fullScreen).map((route) => route.path);
  if (paths.length === 0) return '';
  const html = shellAt(cache, area, 'desktop', demo, paths[0]);
  if (!html.includes('area-fullscreen')) throw new Error(`area frame (${area}): ${paths[0]} is not drawn full screen`);
  const marks = paths.map((path) => `<i class="area-frame-target" id="${path}" hidden></i>`).join('');
  return `${marks}<div class="area-frame area-frame--fullscreen">${html}</div>`;
}

/** The rule by which antd's extracted CSS lists the styles it holds (@ant-design/cssinjs ATTR_CACHE_MAP). */
const CACHE_PATH_CLASS = 'data-ant-cssinjs-cache-path';
const CACHE_PATH_RULE = new RegExp(`\\.${CACHE_PATH_CLASS}\\{content:"[^"]*";?\\}`, 'g');

/** The product's mark as the shell draws it where a shop has no logo. */
const brandMark = (size: number): string => renderToString(<ShopLogo src="" name="" size={size} />);

/** The frame of `area` in the language shown: the three layout kinds, with the theme's variables they use. */
function frameOf(area: Area, demo: boolean): FramePart[] {
  const cache = createCache();
  const shells = (Object.keys(KIND_WIDTHS) as LayoutKind[]).map((kind) => homeFrame(cache, area, kind, demo)).join('') + fullScreenFrame(cache, area, demo);
  // The antd styles of the shell are the page's own (antd-area.css); its theme's variables are
  // written by the page at run time, under a class of its own: the frame brings those it uses.
  // Without the list of the styles they are (a rule of their own): the page's CSS file has the list
  // of its styles, which antd reads to know which it need not build, and this one would replace it.
  const themeVariables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(CACHE_PATH_RULE, '');
  if (themeVariables.includes(CACHE_PATH_CLASS)) throw new Error('area frame: the theme variables still list their cache paths');
  return frameParts(`<style>${themeVariables}</style>${shells}`, brandMark);
}

/** Every area's frames in every language, and the rights that open each area. */
export function renderAreaFrames(): AreaFrames {
  // No what's-new badge in the frame: most visitors have seen it, and the page adds it for the others.
  const storage = globalThis as { localStorage?: Pick<Storage, 'getItem'> };
  storage.localStorage = { getItem: () => VERSION_LABEL };
  const frames: AreaFrames['frames'] = {};
  for (const language of LANGUAGES) {
    showWithMessages(language as Language, 'app', APP_MESSAGES[language]);
    for (const area of AREAS) frames[`${area}.${language}`] = { demo: frameOf(area, true), plain: frameOf(area, false) };
  }
  delete storage.localStorage;
  const openWith = Object.fromEntries(AREAS.map((area) => [area, AREA_DEFINITIONS[area].routes.map((route) => route.right ?? [])])) as AreaFrames['openWith'];
  return { openWith, frames };
}
