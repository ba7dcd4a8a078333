/**
 * Parts of a page that are not on its first screen (below it, or not shown as the page opens),
 * rendered in a commit of their own once the browser has painted the rest: a page's first commit
 * stays short on a slow phone (one long commit blocks input for its whole length, two short ones do
 * not), and what the visitor sees first comes no later. A tab in the background paints no frames:
 * there they render when it is shown.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../app/paintFirst/paintFirst';

export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(window, () => startTransition(() => setShown(true))), []);
  return shown ? children : null;
}
