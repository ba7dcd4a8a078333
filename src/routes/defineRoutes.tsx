/**
 * Builds an area's route table from short entries: one line per route with its path, right(s),
 * menu label and group. A route without its own `page` gets the shared pending-content page (or,
 * with `underDevelopment`, the 'under development' placeholder), which names the page from the same
 * label and group, so no page is copied per route.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '../common/constants';
import type { RightCode } from '../common/rights';
import type { PagePack } from '../locales/pagePacks';
import type { MessageId } from '../locales/zh-CN';
import type { AreaDefinition, AreaRoute, RouteIcons } from '../shell/areaRoute';

export interface RouteEntry {
  path: string;
  /** Any one of these rights opens the route; absent: any logged-in user. */
  right?: readonly RightCode[];
  /** The page's name: its menu label, its title on the pending page. */
  label: MessageId;
  /** A shorter name for the menu, where `label` (the spec's title) would not fit its width. */
  menuLabel?: MessageId;
  /** The menu group it sits under. */
  group?: MessageId;
  /** false: reachable by URL, not listed in the menu. */
  inMenu?: boolean;
  fullScreen?: boolean;
  highlight?: string;
  /** The real page (`lazyPage`); absent: the pending-content page. */
  page?: LazyPage;
  /** A placeholder saying the feature is under development (the /webcad pages of ROUTE-30). */
  underDevelopment?: boolean;
}

/** A lazy page whose chunk can also be fetched ahead of being shown (src/shell/usePrefetchMenu.ts). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * The page `load` imports, loaded when first shown, or earlier by `preload`; with `messages`, its
 * page pack (src/locales/pagePacks.ts) loads beside it, so the page never shows without its texts.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, messages?: PagePack): LazyPage {
  // i18n is already in the page's bundle: importing it on demand keeps the route tables free of it
  // where they are read without a page (the build's scripts, the browser tests' route walks).
  const loadAll = messages ? () => Promise.all([load(), import('../app/i18n').then((i18n) => i18n.loadPagePack(messages))]).then(([page]) => page) : load;
  return Object.assign(lazy(loadAll), { preload: loadAll });
}

const pendingPages = new WeakSet<object>();

/** True for a page made by `pendingPage` (its real content has not arrived yet). */
export function isPendingPage(page: object): boolean {
  return pendingPages.has(page);
}

/** The shared pending page for one route, as a lazy page (all of them share one chunk). */
export function pendingPage(label: MessageId, underDevelopment = false): LazyPage {
  const page = lazyPage(async () => {
    const { PendingContentPage } = await import(/* webpackChunkName: "pending" */ '../components/PendingContentPage');
    function Pending() {
      return <PendingContentPage label={label} underDevelopment={underDevelopment} />;
    }
    return { default: Pending };
  });
  pendingPages.add(page);
  return page;
}

export function defineRoutes(area: Area, entries: readonly RouteEntry[]): AreaRoute[] {
  return entries.map((e) => {
    const page = e.page ?? pendingPage(e.label, e.underDevelopment);
    const route: AreaRoute = { path: e.path, title: e.label, page, preload: page.preload };
    if (e.right !== undefined) route.right = e.right;
    if (e.inMenu !== false) route.menu = { label: e.menuLabel ?? e.label, group: e.group };
    if (e.group) route.group = e.group;
    if (e.fullScreen) route.fullScreen = true;
    if (e.highlight) route.highlight = e.highlight;
    if (e.underDevelopment) route.underDevelopment = true;
    if (!e.page) route.pending = true;
    return route;
  });
}

/**
 * The area with its menu icons, for its own page: the icons are a table of their own so that the
 * route tables of all four areas (allAreas.ts: the top navigation, breadcrumbs, quick links) do not
 * bring every area's icons to every page.
 */
export function withIcons(definition: AreaDefinition, icons: RouteIcons): AreaDefinition {
  return { ...definition, routes: definition.routes.map((r) => (r.menu && icons[r.path] ? { ...r, menu: { ...r.menu, icon: icons[r.path] } } : r)) };
}
