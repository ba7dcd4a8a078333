/**
 * The backend: one Hono app, created from its dependencies, with no Node-only imports, so the same
 * code serves the Node host, the jest tests and the browser (msw) host.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { ErrCode, SESSION_COOKIE } from '../src/common/api';
import { isRightCode } from '../src/common/rights';
import { formatText, LOCALE_HEADER, requestLocale, type Locale } from '../src/locales/format';
import { DEFAULT_SESSION_IDLE_MS, DEFAULT_SESSION_MAX_MS, loadSession, type Session } from './auth/session';
import type { Db } from './db/schema';
import { consoleLogger, systemClock, type AppDeps, type Clock, type Logger } from './deps';
import { ApiError, noRight, notLoggedIn } from './http/errors';
import { staffLogColumns } from './logs/staffLogTexts';
import { sameOriginAjaxCheck } from './http/csrf';
import { Input, type RawFields } from './http/input';
import { replyBytes } from './http/replyBytes';
import type { Access, AuthedCtx, BaseCtx, RouteDef } from './http/route';
import { ALL_ROUTES } from './routes';

const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Why a route's declared access is unusable (checked at start-up: the declaration may come from plain JS too). */
export function describeAccessProblem(access: Access | undefined): string | null {
  if (access === 'public' || access === 'user') return null;
  if (!access || typeof access !== 'object' || !Array.isArray(access.anyOf) || access.anyOf.length === 0) return 'declares no access';
  const unknown = access.anyOf.filter((c: string) => !isRightCode(c));
  return unknown.length ? `names unknown rights ${unknown.join(', ')}` : null;
}

let warnedUntrustedProxy = false;

function clientIp(c: Context, deps: AppDeps, logger: Logger, header: HeaderOf): string {
  const forwarded = header(c, 'x-forwarded-for')?.split(',')[0]?.trim();
  if (deps.trustProxy && forwarded) return forwarded;
  if (forwarded && !warnedUntrustedProxy) {
    // Behind a proxy without TRUST_PROXY every client has the proxy's address: they would share
    // one login-throttling counter and one address in the logs.
    warnedUntrustedProxy = true;
    logger.warn('requests carry X-Forwarded-For but TRUST_PROXY is off: all clients appear as the proxy address');
  }
  // IPv4 peers on a dual-stack socket appear as ::ffff:a.b.c.d; logs and replies show a.b.c.d.
  return (deps.clientIp?.(c) ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** The media type of a Content-Type header: lower-cased, without its parameters (as the body parser reads it). */
const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

const FORM_MEDIA_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** A request header by its lower-case name. */
type HeaderOf = (c: Context, name: string) => string | undefined;
const ownHeader: HeaderOf = (c, name) => c.req.header(name);
const LOCALE_HEADER_NAME = LOCALE_HEADER.toLowerCase();

async function readFields(c: Context): Promise<RawFields> {
  if (c.req.method === 'GET') return c.req.query();
  const type = mediaTypeOf(c.req.header('content-type'));
  if (FORM_MEDIA_TYPES.has(type)) {
    try {
      return (await c.req.parseBody({ all: true })) as RawFields;
    } catch {
      // The parser refuses a body it cannot read (a multipart body without its boundary, with
      // another one, or cut short): the client's mistake, answered like any malformed body.
      throw ApiError.of(ErrCode.BAD_REQUEST, 'server.badRequest', { detail: type });
    }
  }
  const body = await c.req.text();
  if (body.length === 0) return {};
  throw ApiError.of(ErrCode.BAD_REQUEST, 'server.badRequest', { detail: 'Content-Type' });
}

/**
 * `ctx.write` of a session: one transaction, and the staff log bound to it, so a change and its
 * audit row commit or roll back together.
 */
export function writerFor(db: Db, session: Session, clock: Clock): AuthedCtx['write'] {
  return (fn) =>
    db.transaction().execute((trx) =>
      fn({
        db: trx,
        async audit(menu, fn, content, more = {}) {
          await trx
            .insertInto('staff_logs')
            .values({
              shop_id: session.shop.shop_id,
              user_id: session.user.user_id,
              login_name: session.user.login_name,
              ...staffLogColumns({ menu, fn, content, changes: more.changes }),
              oper_date: clock.now(),
              kept: more.kept ? 1 : 0,
            })
            .execute();
        },
      }),
    );
}

/** Whether `c` came over https (as the client sees it: X-Forwarded-Proto behind a trusted proxy). */
const isSecureRequest = (c: Context, trustProxy: boolean) => c.req.url.startsWith('https:') || (trustProxy && c.req.header('x-forwarded-proto') === 'https');

export function createApp(deps: AppDeps): Hono {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  const idleMs = deps.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
  const maxMs = deps.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS;
  const isSecure = (c: Context) => isSecureRequest(c, deps.trustProxy === true);
  const isSameOriginAjax = sameOriginAjaxCheck({ trustProxy: deps.trustProxy === true, publicOrigins: deps.publicOrigins });
  const header = deps.requestHeader ?? ownHeader;
  /** The language replies to `c` are written in: its X-Locale header, else its Accept-Language, else zh-CN. */
  const localeOf = (c: Context): Locale => requestLocale(header(c, LOCALE_HEADER_NAME), header(c, 'accept-language'));
  /** The value of the session cookie, parsed as Hono's getCookie does. */
  const sessionToken = (c: Context): string | undefined => {
    const cookies = header(c, 'cookie');
    return cookies ? parseCookies(cookies, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  };
  const app = new Hono();

  const replyHeaders = { ...deps.replyHeaders, 'content-type': 'application/json', 'cache-control': 'no-store' };
  /**
   * A JSON reply. Its headers are a plain object handed to the Response, which the Node host writes
   * straight to the socket; a cookie set on the way (login, logout) goes through Hono's headers.
   */
  const reply = async (c: Context, body: object): Promise<Response> => {
    const json = replyBytes(body as Record<string, unknown>);
    const encoded = deps.encodeReply ? await deps.encodeReply(json, header(c, 'accept-encoding')) : null;
    const bytes = encoded ? encoded.body : json.bytes;
    // Vary wherever the reply could have been encoded, sent encoded or not.
    const headers: Record<string, string> = { ...replyHeaders, ...(deps.encodeReply && { vary: 'Accept-Encoding' }), ...(encoded && { 'content-encoding': encoded.encoding }) };
    if (!cookiesSet.has(c)) return new Response(bytes, { status: 200, headers });
    return c.body(bytes, 200, headers);
  };
  /** The requests that set a cookie: their reply takes Hono's prepared headers. */
  const cookiesSet = new WeakSet<Context>();

  /**
   * Expected failures answer their code, with the message in the request's language; anything else
   * is logged with an id and answered generically.
   */
  const errorReply = (err: unknown, c: Context) => {
    const locale = localeOf(c);
    if (err instanceof ApiError) return reply(c, { err_code: err.code, err_msg: err.messageIn(locale), ...err.extra });
    const id = `${clock.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const detail = typeof err === 'object' && err !== null && 'stack' in err ? String(err.stack) : String(err);
    logger.error(`unexpected error ${id} on ${c.req.method} ${c.req.path}`, { error: detail });
    return reply(c, { err_code: ErrCode.INTERNAL, err_msg: formatText('server.internal', { id }, locale) });
  };
  app.onError(errorReply);

  for (const def of ALL_ROUTES) {
    const problem = describeAccessProblem(def.access);
    if (problem) throw new Error(`route ${def.path} ${problem}`);
    const limit = bodyLimit({
      maxSize: def.bodyLimit ?? DEFAULT_BODY_LIMIT,
      onError: (c) => reply(c, { err_code: ErrCode.PAYLOAD_TOO_LARGE, err_msg: formatText('server.payloadTooLarge', {}, localeOf(c)) }),
    });
    // Errors are turned into replies here rather than left to Hono: its onError only sees values
    // that are `instanceof Error` in its own realm, and a driver's error may come from another.
    const run = (c: Context) => handle(def, c).catch((err: unknown) => errorReply(err, c));
    // A GET has no body to limit; asking for one would build the whole web Request on Node for nothing.
    if (def.method === 'GET') app.get(`/api${def.path}`, run);
    else app.on(def.method, `/api${def.path}`, limit, run);
  }

  app.all('/api/*', (c) => reply(c, { err_code: ErrCode.NOT_FOUND, err_msg: formatText('server.notFound', { what: c.req.path }, localeOf(c)) }));

  async function handle(def: RouteDef, c: Context): Promise<Response> {
    const writes = def.method === 'POST' || def.changesState === true;
    if (writes && !isSameOriginAjax(c.req.raw)) {
      throw ApiError.of(ErrCode.FORBIDDEN_ORIGIN, 'server.forbiddenOrigin');
    }
    const input = new Input(await readFields(c));
    const now = clock.now();
    const session = await loadSession(deps.db, sessionToken(c), { now, idleMs, maxMs });
    const locale = localeOf(c);
    const base: BaseCtx = {
      deps,
      db: deps.db,
      clock,
      logger,
      now,
      ip: clientIp(c, deps, logger, header),
      input,
      hono: c,
      locale,
      t: (id, values) => formatText(id, values, locale),
      setSessionCookie(token, maxAge = maxMs) {
        cookiesSet.add(c);
        if (token === null) deleteCookie(c, SESSION_COOKIE, { path: '/' });
        else setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c), maxAge: Math.floor(maxAge / 1000) });
      },
    };
    try {
      let result: object | Response;
      if (def.access === 'public') {
        result = await def.handle({ ...base, session });
      } else {
        if (!session) throw notLoggedIn();
        if (typeof def.access === 'object' && !def.access.anyOf.some((r) => session.rights.has(r))) throw noRight();
        const ctx: AuthedCtx = {
          ...base,
          session,
          requireRight(...codes) {
            if (!codes.some((r) => session.rights.has(r))) throw noRight();
          },
          write: writerFor(deps.db, session, clock),
        };
        result = await def.handle(ctx);
      }
      // A download answers its own Response (the bytes and their headers), with the API's headers.
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(deps.replyHeaders ?? {})) if (!result.headers.has(name)) result.headers.set(name, value);
        return result;
      }
      return reply(c, { err_code: ErrCode.OK, err_msg: '', ...result });
    } finally {
      if (writes) deps.afterWrite?.();
    }
  }

  return app;
}
