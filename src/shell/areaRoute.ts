/**
 * An area's route table, in one place, used by the router and the menu alike:
 * route -> right(s) -> lazy page -> menu label.
 */
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Area } from '../common/constants';
import type { RightCode } from '../common/rights';
import type { MessageId } from '../locales/zh-CN';

export interface AreaRoute {
  /** Path inside the page's hash, e.g. '/shops/dashboard'; may carry params ('/staff/edit/:staffID?'). */
  path: string;
  /** Any one of these rights opens the route; absent: any logged-in user. */
  right?: readonly RightCode[];
  /** The page's name (its menu label when it has one), for breadcrumbs and titles of routes outside the menu too. */
  title?: MessageId;
  /** The menu group the page belongs to (also set for routes outside the menu, for breadcrumbs). */
  group?: MessageId;
  /** The page, a lazy chunk. */
  page: LazyExoticComponent<ComponentType>;
  /** Fetches the page's chunk ahead of its first showing (the menu's likely next pages: src/shell/usePrefetchMenu.ts). */
  preload?: () => Promise<unknown>;
  /**
   * Its entry in the area menu; absent: reachable but not listed. Entries with the same group sit
   * together under that heading. The icon is set by `withIcons` on the area's own page only.
   */
  menu?: { label: MessageId; icon?: ReactNode; group?: MessageId };
  /** A full-screen board: rendered without the shell chrome and without the back-to-top arrow. */
  fullScreen?: boolean;
  /** A placeholder of a feature still under development (the /webcad pages): left out of quick links. */
  underDevelopment?: boolean;
  /**
   * Its page is a placeholder (the pending-content page, or `underDevelopment`): its menu entry and
   * quick link carry a 'coming' tag, so nobody clicks expecting a working page.
   */
  pending?: boolean;
  /** The menu entry to highlight while this route is open (e.g. /process/configMulti → /process/config). */
  highlight?: string;
}

/** An area's menu icons by route path, kept apart from its route table (src/routes/<area>Icons.tsx). */
export type RouteIcons = Readonly<Record<string, ReactNode>>;

export interface AreaDefinition {
  area: Area;
  /** Where '/' goes; absent: the area's placeholder page. */
  home?: string;
  routes: readonly AreaRoute[];
}
