/**
 * A page's main actions held at the bottom of the screen while a long form scrolls (on phones,
 * just above the shell's bottom bar), so save stays in reach. While one is shown the back-to-top
 * arrow stands aside on phones, where it would otherwise sit on the bar's buttons.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

// How many bars are shown, for the back-to-top arrow (any page may show one; usually at most one).
let shownBars = 0;
const listeners = new Set<() => void>();

function changeShown(delta: number): void {
  shownBars += delta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a sticky action bar is on the page. */
export function useStickyActionBarShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shownBars > 0,
    () => false,
  );
}

export function StickyActionBar({ children, label }: { children: ReactNode; label: string }) {
  useEffect(() => {
    changeShown(1);
    return () => changeShown(-1);
  }, []);
  return (
    <div className="sticky-action-bar" role="toolbar" aria-label={label} data-testid="sticky-action-bar">
      {children}
    </div>
  );
}
