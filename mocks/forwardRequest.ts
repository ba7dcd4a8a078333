/**
 * What a host that runs the backend inside the client adds to an intercepted request before the
 * app sees it: the cookies of its jar, and — since the page itself is the origin — a same-origin
 * `Origin` when the request carries neither `Origin` nor `Sec-Fetch-Site` (browsers add those on the
 * wire, after a service worker or an interceptor has seen the request).
 */
import { Hono } from 'hono';
import type { CookieJar } from './cookieJar';

export function forwardedHeaders(request: Request, jar: CookieJar, origin: string): Headers {
  // A free-standing Headers object may hold names a Request's own headers refuse (Cookie, Origin).
  const headers = new Headers(request.headers);
  if (!headers.has('origin') && !headers.has('sec-fetch-site')) headers.set('origin', origin);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  return headers;
}

/**
 * The request as the app should see it: `forwardedHeaders`, and the body read into memory with its
 * Content-Length (browsers hand it over without one, and the app's body-size check would otherwise
 * rebuild the request). Node keeps every header given to a new Request; browsers drop forbidden
 * names (Cookie, Origin, Content-Length), so there the headers are attached to the copy itself —
 * the app only reads them through `request.headers`.
 */
export async function forwardRequest(request: Request, jar: CookieJar, origin: string): Promise<Request> {
  const headers = forwardedHeaders(request, jar, origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined;
  if (body) headers.set('content-length', String(body.byteLength));
  const copy = new Request(request.url, { method: request.method, headers, body, signal: request.signal });
  const kept = [...headers.keys()].every((name) => copy.headers.get(name) === headers.get(name));
  if (!kept) Object.defineProperty(copy, 'headers', { value: headers, configurable: true });
  return copy;
}

/**
 * The app behind a thin outer app that hands every cookie the app sets to `onSetCookie`. Browsers
 * drop `Set-Cookie` from Responses built by script, so a host in the page cannot read it from the
 * reply; it is taken where the app sets it (`c.header`) instead. The app itself is unchanged.
 */
export function withCookieCapture(app: Hono, onSetCookie: (value: string) => void): Hono {
  const outer = new Hono();
  outer.use('*', async (c, next) => {
    const setHeader = c.header;
    const capturing = (name: string, value: string | undefined, options?: { append?: boolean }): void => {
      if (value !== undefined && name.toLowerCase() === 'set-cookie') onSetCookie(value);
      setHeader(name, value, options);
    };
    c.header = capturing as typeof c.header;
    await next();
  });
  outer.route('/', app);
  return outer;
}
