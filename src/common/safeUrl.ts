/**
 * Which addresses from stored content (notices) may be rendered. Shared by the server, which drops
 * the others when it serves notices, and the client, which drops them again before rendering, so
 * neither relies on the Content-Security-Policy alone.
 *
 * - Media (images, videos): a same-origin path (`/notices/a.svg`), or an https URL on an allowed
 *   host. Never `javascript:`, `data:`, `vbscript:`, protocol-relative (`//host`) or foreign URLs.
 * - Links: a same-origin path, a fragment, or an http(s)/mailto URL — they open in a new tab, so a
 *   foreign site is fine, a script URL is not.
 */

/**
 * Hosts besides this server that notice images and videos may come from. Empty: notices serve
 * their media from this server. A host added here must also be added to the img-src and
 * media-src of the Content-Security-Policy (server/main.ts), which reads this list.
 */
export const NOTICE_MEDIA_HOSTS: readonly string[] = [];

/**
 * Control characters, spaces and backslashes: browsers drop tabs and line breaks inside a URL and
 * read `\` as `/`, so `/\evil.example` or `/<tab>/evil.example` would leave the site.
 */
// eslint-disable-next-line no-control-regex
const AMBIGUOUS = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path on this origin: `/…`, but not `//…` (another host). */
function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !AMBIGUOUS.test(url);
}

function parseAbsolute(url: string): URL | null {
  if (AMBIGUOUS.test(url)) return null;
  try {
    const parsed = new URL(url);
    // Credentials in a URL only serve to disguise its host.
    return parsed.username || parsed.password ? null : parsed;
  } catch {
    return null;
  }
}

/** The address of a notice image or video, or null when it may not be rendered. */
export function safeMediaUrl(url: unknown, allowedHosts: readonly string[] = NOTICE_MEDIA_HOSTS): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (isSameOriginPath(url)) return url;
  const parsed = parseAbsolute(url);
  if (!parsed || parsed.protocol !== 'https:') return null;
  const host = parsed.host.toLowerCase();
  return allowedHosts.some((h) => h.toLowerCase() === host) ? url : null;
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The target of a link in a notice, or null when it may not be rendered as a link. */
export function safeLinkUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (isSameOriginPath(url)) return url;
  if (url.startsWith('#') && !AMBIGUOUS.test(url)) return url;
  const parsed = parseAbsolute(url);
  return parsed && LINK_PROTOCOLS.has(parsed.protocol) ? url : null;
}
