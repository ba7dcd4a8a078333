/**
 * The page being shown, as the layout matched it in its route table: its title and breadcrumb
 * trail. The layout provides it around each page (src/shell/AreaLayout.tsx), so the page header
 * reads it here and no component below the layout imports a route table.
 */
import { createContext, useContext } from 'react';
import type { MessageId } from '../locales/zh-CN';

export interface CurrentRoute {
  /** The route's page name: the page header's heading and the document title. */
  title?: MessageId;
  /** Section > menu group > page, as the breadcrumb shows it. */
  trail: readonly MessageId[];
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

/** The current page's route, or null outside a routed page (a page rendered on its own). */
export function useCurrentRoute(): CurrentRoute | null {
  return useContext(CurrentRouteContext);
}
