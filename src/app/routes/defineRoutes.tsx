/**
 * Builds an area's route table from short entries: one line per route with its path, right(s),
 * menu label and group. A route without its own `page` gets the shared pending-content page (or,
 * with `underDevelopment`, the 'under development' placeholder), which names the page from the same
 * label and group, so no page is copied per route.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Area } from '../../common/constants';
import type { RightCode } from '../../common/rights';
import type { MessageId } from '../../locales/zh-CN';
import type { AreaRoute } from './types';

export interface RouteEntry {
  path: string;
  /** Any one of these rights opens the route; absent: any logged-in user. */
  right?: readonly RightCode[];
  /** The page's name: its menu label, its title on the pending page. */
  label: MessageId;
  /** The menu group it sits under. */
  group?: MessageId;
  icon?: ReactNode;
  /** false: reachable by URL, not listed in the menu. */
  inMenu?: boolean;
  fullScreen?: boolean;
  highlight?: string;
  /** The real page; absent: the pending-content page. */
  page?: LazyExoticComponent<ComponentType>;
  /** A placeholder saying the feature is under development (the /webcad pages of ROUTE-30). */
  underDevelopment?: boolean;
}

const pendingPages = new WeakSet<object>();

/** True for a page made by `pendingPage` (its real content has not arrived yet). */
export function isPendingPage(page: object): boolean {
  return pendingPages.has(page);
}

/** The shared pending page for one route, as a lazy page (all of them share one chunk). */
export function pendingPage(label: MessageId, underDevelopment = false): LazyExoticComponent<ComponentType> {
  const page = lazy(async () => {
    const { PendingContentPage } = await import(/* webpackChunkName: "pending" */ '../../components/PendingContentPage');
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
    const route: AreaRoute = {
      path: e.path,
      title: e.label,
      page: e.page ?? pendingPage(e.label, e.underDevelopment),
    };
    if (e.right !== undefined) route.right = e.right;
    if (e.inMenu !== false) route.menu = { label: e.label, icon: e.icon, group: e.group };
    if (e.group) route.group = e.group;
    if (e.fullScreen) route.fullScreen = true;
    if (e.highlight) route.highlight = e.highlight;
    if (e.underDevelopment) route.underDevelopment = true;
    return route;
  });
}
