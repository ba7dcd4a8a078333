/**
 * Where the login page may send the user afterwards: only one of the product's own five pages on
 * this site (a relative 'erp.html#/crm' or '/erp.html#/crm'); anything else — another site,
 * 'javascript:', '//evil.example', an unknown file — falls back to index.html.
 */
import { LOGIN_PATH } from '../common/constants';

export const PAGES = ['index.html', 'erp.html', 'depot.html', 'finance.html', 'user.html'] as const;
export const HOME_PAGE = 'index.html';

function directoryOf(pathname: string): string {
  return pathname.slice(0, pathname.lastIndexOf('/') + 1);
}

/**
 * The target for `redirect` (resolved against the login page's own URL `base`), as a same-origin
 * path with query and hash, or HOME_PAGE when it is missing or not safe.
 */
export function safeRedirect(redirect: string | null | undefined, base: string): string {
  if (!redirect) return HOME_PAGE;
  // Only plain relative or absolute paths: no scheme, no protocol-relative '//', no backslashes.
  if (/^[a-z][a-z0-9+.-]*:/i.test(redirect) || redirect.startsWith('//') || redirect.includes('\\')) return HOME_PAGE;
  let target: URL;
  let here: URL;
  try {
    here = new URL(base);
    target = new URL(redirect, here);
  } catch {
    return HOME_PAGE;
  }
  if (target.origin !== here.origin) return HOME_PAGE;
  const file = target.pathname.slice(target.pathname.lastIndexOf('/') + 1);
  if (!(PAGES as readonly string[]).includes(file) || directoryOf(target.pathname) !== directoryOf(here.pathname)) return HOME_PAGE;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The login page, remembering `current` (a page URL of this site) to come back to. */
export function loginUrlFrom(current: string): string {
  let url: URL;
  try {
    url = new URL(current);
  } catch {
    return LOGIN_PATH;
  }
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1) || HOME_PAGE;
  if (file === 'user.html') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(`${file}${url.search}${url.hash}`)}`;
}
