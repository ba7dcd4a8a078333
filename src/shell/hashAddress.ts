/**
 * The address an area page is at, read from the browser rather than from the router: the router
 * takes a new address in a transition (react-router 7), so for a moment after a hash change its
 * location is the old one. Used where acting on the old one would undo the change (AreaApp.tsx).
 */
import { createPath, type Path } from 'react-router-dom';

/** The route path in the address bar now: 'index.html#/staff/org?q=1' → '/staff/org?q=1'. */
export function addressNow(): string {
  return window.location.hash.slice(1) || '/';
}

/** Whether the address bar is still at the router's `location` (escaped or not: 秦 is %E7%A7%A6). */
export function isAddressAt(location: Partial<Path>): boolean {
  return readable(addressNow()) === readable(createPath(location));
}

function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
