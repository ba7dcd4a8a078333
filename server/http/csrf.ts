/**
 * CSRF defence for state-changing calls: the ajax header (which a cross-site form cannot set) and
 * an Origin equal to the server's own origin — scheme and host, so an https page cannot drive a
 * plain-http server of the same host or the other way round — or to one of the configured public
 * origins; Sec-Fetch-Site: same-origin when the browser sent no Origin. The opaque origin `null`
 * (sandboxed frames, data: pages, some redirects) is never accepted.
 */
import { AJAX_HEADER } from '../../src/common/api';

export interface OriginPolicy {
  /** Take the scheme and host from X-Forwarded-Proto / X-Forwarded-Host (only behind a proxy you control). */
  trustProxy: boolean;
  /** Origins (scheme://host[:port]) the app is also served under, e.g. the proxy's public address. */
  publicOrigins?: readonly string[];
}

/** An origin in its canonical form (`https://erp.example.com`), or null when `text` is not exactly an origin. */
export function canonicalOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Only scheme, host and port: `https://host/` is an origin as written by hand, `https://host/app` is not.
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

/** A comma-separated list of origins (the PUBLIC_ORIGINS setting), canonical; throws naming the entries that are not origins. */
export function parseOriginList(text: string | undefined, setting = 'PUBLIC_ORIGINS'): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => canonicalOrigin(e) === null);
  if (bad.length) throw new Error(`${setting}: not an origin (scheme://host[:port]): ${bad.join(', ')}`);
  return entries.map((e) => canonicalOrigin(e)!);
}

/** The first value of a header a chain of proxies may have extended (`https, http`). */
const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || null;

/** The origin the request was addressed to, as the browser sees it. */
function ownOrigin(req: Request, trustProxy: boolean): string | null {
  const url = new URL(req.url);
  const proto = (trustProxy && firstOf(req.headers.get('x-forwarded-proto'))) || url.protocol.replace(/:$/, '');
  const host = (trustProxy && firstOf(req.headers.get('x-forwarded-host'))) || url.host;
  return canonicalOrigin(`${proto.toLowerCase()}://${host}`);
}

/**
 * The check of one app: the policy is validated once, when the app is created (a bad public
 * origin stops the start-up), and answers whether a request is a same-origin ajax call.
 */
export function sameOriginAjaxCheck(policy: OriginPolicy): (req: Request) => boolean {
  const publicOrigins = new Set(parseOriginList((policy.publicOrigins ?? []).join(','), 'publicOrigins'));
  return (req) => {
    if (req.headers.get(AJAX_HEADER.name) !== AJAX_HEADER.value) return false;
    const origin = req.headers.get('origin');
    if (origin === null) return req.headers.get('sec-fetch-site') === 'same-origin';
    const claimed = canonicalOrigin(origin);
    if (claimed === null) return false;
    return claimed === ownOrigin(req, policy.trustProxy) || publicOrigins.has(claimed);
  };
}
