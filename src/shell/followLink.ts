import type { MouseEvent } from 'react';
import { navigateTo } from '../app/navigation';

/** Follows a plain left click through navigateTo (so the host can finish first); other clicks stay links. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(event.currentTarget.getAttribute('href') ?? 'index.html');
}
