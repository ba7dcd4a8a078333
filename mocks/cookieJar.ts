/**
 * A one-site cookie jar for the hosts that run the backend inside the client (msw in the page, msw
 * in jest). There the browser's own cookie handling never sees the backend's replies, so the host
 * remembers `Set-Cookie` itself and sends `Cookie` back. Paths and domains are ignored: one site.
 */
export interface CookieStorage {
  load(): StoredCookies;
  save(cookies: StoredCookies): void;
}

/** name -> value and expiry (epoch ms; absent = session cookie). */
export type StoredCookies = Record<string, { value: string; expires?: number }>;

export class CookieJar {
  private cookies: StoredCookies;

  constructor(
    private readonly storage?: CookieStorage,
    private readonly now: () => number = Date.now,
  ) {
    this.cookies = storage?.load() ?? {};
  }

  /** Takes one `Set-Cookie` header value. */
  store(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let expires: number | undefined;
    for (const attribute of attributes) {
      const [key, raw = ''] = attribute.split('=').map((s) => s.trim());
      if (/^max-age$/i.test(key)) expires = this.now() + Number(raw) * 1000;
      else if (/^expires$/i.test(key) && expires === undefined) {
        const at = Date.parse(raw);
        if (!Number.isNaN(at)) expires = at;
      }
    }
    if (value === '' || (expires !== undefined && expires <= this.now())) delete this.cookies[name];
    else this.cookies[name] = expires === undefined ? { value } : { value, expires };
    this.storage?.save(this.cookies);
  }

  /** The `Cookie` request header, or '' when the jar holds nothing live. */
  header(): string {
    const now = this.now();
    return Object.entries(this.cookies)
      .filter(([, c]) => c.expires === undefined || c.expires > now)
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    const c = this.cookies[name];
    return c && (c.expires === undefined || c.expires > this.now()) ? c.value : undefined;
  }

  clear(): void {
    this.cookies = {};
    this.storage?.save(this.cookies);
  }
}
