/**
 * The pages a user most likely opens next, fetched while the browser is idle: the first entries of
 * the menu they see, besides the page they are on. Each route's `preload` downloads and runs its
 * chunk; nothing renders, and opening the page later needs no wait for the network. It starts a
 * few seconds after the page has shown, one page per idle moment: running a chunk is a task of its
 * own, which must not slow the page's start or a tap that comes meanwhile.
 */
import { useEffect } from 'react';
import type { AreaRoute } from './areaRoute';
import type { MenuNode } from './areaMenu';

/** How many menu pages are fetched ahead. */
export const PREFETCH_MENU_PAGES = 3;
/** How long after the page shows the fetching starts. */
const PREFETCH_DELAY_MS = 3_000;
/** The longest wait for each idle moment. */
const IDLE_TIMEOUT_MS = 5_000;

/** Runs `work` when the browser is next idle (a short wait where requestIdleCallback is missing: Safari); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/** The routes of the first `count` menu entries other than `current`, in menu order. */
export function likelyNextRoutes(routes: readonly AreaRoute[], menu: readonly MenuNode[], current: string, count = PREFETCH_MENU_PAGES): AreaRoute[] {
  const keys = menu.flatMap((n) => (n.kind === 'entry' ? [n.key] : n.entries.map((e) => e.key)));
  return keys
    .filter((key) => key !== current)
    .slice(0, count)
    .flatMap((key) => routes.filter((r) => r.path === key));
}

export function usePrefetchMenu(routes: readonly AreaRoute[], menu: readonly MenuNode[], current: string): void {
  useEffect(() => {
    const next = likelyNextRoutes(routes, menu, current);
    if (next.length === 0) return;
    let cancel: () => void = () => undefined;
    // One page per idle moment; a failed fetch is simply made again when the page is opened.
    const fetchFrom = (i: number) => {
      cancel = whenIdle(() => {
        void next[i].preload?.().catch(() => undefined);
        if (i + 1 < next.length) fetchFrom(i + 1);
      });
    };
    const delay = window.setTimeout(() => fetchFrom(0), PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(delay);
      cancel();
    };
  }, [routes, menu, current]);
}
