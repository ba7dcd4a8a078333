/**
 * The backend: one Hono app, created from its dependencies, with no Node-only imports, so the same
 * code serves the Node host, the jest tests and the browser (msw) host.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ErrCode, SESSION_COOKIE } from '../src/common/api';
import { isRightCode } from '../src/common/rights';
import { formatText } from '../src/locales/format';
import { DEFAULT_SESSION_IDLE_MS, DEFAULT_SESSION_MAX_MS, loadSession, type Session } from './auth/session';
import type { Db } from './db/schema';
import { consoleLogger, systemClock, type AppDeps, type Clock } from './deps';
import { ApiError, noRight, notLoggedIn } from './http/errors';
import { isSameOriginAjax } from './http/csrf';
import { Input, type RawFields } from './http/input';
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

function clientIp(c: Context, deps: AppDeps): string {
  if (deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // IPv4 peers on a dual-stack socket appear as ::ffff:a.b.c.d; logs and replies show a.b.c.d.
  return (deps.clientIp?.(c) ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

async function readFields(c: Context): Promise<RawFields> {
  if (c.req.method === 'GET') return c.req.query();
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    return (await c.req.parseBody({ all: true })) as RawFields;
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
        async audit(menu, action, content) {
          await trx
            .insertInto('staff_logs')
            .values({
              shop_id: session.shop.shop_id,
              user_id: session.user.user_id,
              login_name: session.user.login_name,
              menu_ch_name: menu,
              function_ch_name: action,
              oper_content: content,
              oper_date: clock.now(),
            })
            .execute();
        },
      }),
    );
}

export function createApp(deps: AppDeps): Hono {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  const idleMs = deps.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
  const maxMs = deps.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS;
  const app = new Hono();

  const reply = (c: Context, body: object) => c.json(body, 200, { 'Cache-Control': 'no-store' });

  /** Expected failures answer their code; anything else is logged with an id and answered generically. */
  const errorReply = (err: unknown, c: Context) => {
    if (err instanceof ApiError) return reply(c, { err_code: err.code, err_msg: err.message, ...err.extra });
    const id = `${clock.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const detail = typeof err === 'object' && err !== null && 'stack' in err ? String(err.stack) : String(err);
    logger.error(`unexpected error ${id} on ${c.req.method} ${c.req.path}`, { error: detail });
    return reply(c, { err_code: ErrCode.INTERNAL, err_msg: formatText('server.internal', { id }) });
  };
  app.onError(errorReply);

  for (const def of ALL_ROUTES) {
    const problem = describeAccessProblem(def.access);
    if (problem) throw new Error(`route ${def.path} ${problem}`);
    const limit = bodyLimit({
      maxSize: def.bodyLimit ?? DEFAULT_BODY_LIMIT,
      onError: (c) => reply(c, { err_code: ErrCode.PAYLOAD_TOO_LARGE, err_msg: formatText('server.payloadTooLarge') }),
    });
    // Errors are turned into replies here rather than left to Hono: its onError only sees values
    // that are `instanceof Error` in its own realm, and a driver's error may come from another.
    app.on(def.method, `/api${def.path}`, limit, (c) => handle(def, c).catch((err: unknown) => errorReply(err, c)));
  }

  app.all('/api/*', (c) => reply(c, { err_code: ErrCode.NOT_FOUND, err_msg: formatText('server.notFound', { what: c.req.path }) }));

  async function handle(def: RouteDef, c: Context): Promise<Response> {
    const writes = def.method === 'POST' || def.changesState === true;
    if (writes && !isSameOriginAjax(c.req.raw, deps.trustProxy === true)) {
      throw ApiError.of(ErrCode.FORBIDDEN_ORIGIN, 'server.forbiddenOrigin');
    }
    const input = new Input(await readFields(c));
    const now = clock.now();
    const session = await loadSession(deps.db, getCookie(c, SESSION_COOKIE), { now, idleMs, maxMs });
    const secure = new URL(c.req.url).protocol === 'https:' || (deps.trustProxy === true && c.req.header('x-forwarded-proto') === 'https');
    const base: BaseCtx = {
      deps,
      db: deps.db,
      clock,
      logger,
      now,
      ip: clientIp(c, deps),
      input,
      hono: c,
      setSessionCookie(token, maxAge = maxMs) {
        if (token === null) deleteCookie(c, SESSION_COOKIE, { path: '/' });
        else setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: Math.floor(maxAge / 1000) });
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
      // A download answers its own Response (the bytes and their headers).
      if (result instanceof Response) return result;
      return reply(c, { err_code: ErrCode.OK, err_msg: '', ...result });
    } finally {
      if (writes) deps.afterWrite?.();
    }
  }

  return app;
}
