/**
 * The backend: one Hono app, created from its dependencies, with no Node-only imports, so the same
 * code serves the Node host, the jest tests and the browser (msw) host.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { ErrCode, SESSION_COOKIE } from '../src/common/api';
import { isRightCode } from '../src/common/rights';
import { formatText, LOCALE_HEADER, requestLocale, type Locale } from '../src/common/messages/format';
import { DEFAULT_SESSION_IDLE_MS, DEFAULT_SESSION_MAX_MS, loadSession, type Session } from './auth/session';
import type { Db, Tx } from './db/schema';
import { inWriteTransaction, type WriteTransactionOptions } from './db/writeTransaction';
import { consoleLogger, systemClock, type AppDeps, type Clock, type Logger } from './deps';
import { ApiError, noRight, notLoggedIn } from './http/errors';
import { staffLogColumns } from './logs/staffLogTexts';
import { sameOriginAjaxCheck } from './http/csrf';
import { Input, type RawFields } from './http/input';
import { WeightGate } from './http/weightGate';
import { replyBytes } from './http/replyBytes';
import type { Access, AuthedCtx, BaseCtx, RouteDef, WriteTx } from './http/route';
import { ALL_ROUTES } from './routes';
import { mountPath } from './http/pathParams';

const DEFAULT_BODY_LIMIT = 64 * 1024;
/**
 * Upload bodies (routes with a larger limit) read at once in a process, in bytes: with the image
 * decoder's own budget (server/uploads.ts) this bounds an upload burst's memory (README "The upload
 * pipeline"). Six shop images of 5 MB, or two saves of six 2 MB report covers.
 */
const UPLOAD_BODY_BUDGET = 32 * 1024 * 1024;

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
 * The request's fields, its body read within the route's limit: a declared Content-Length over
 * the limit is refused before a byte is read; a body without one (chunked) is counted as it
 * streams and refused as soon as it passes the limit, never gathered whole first.
 */
async function readBody(def: RouteDef, c: Context, header: HeaderOf): Promise<RawFields> {
  // A GET has no body to limit; asking for one would build the whole web Request on Node for nothing.
  if (c.req.method === 'GET') return readFields(c);
  const maxSize = def.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const tooLarge = () => ApiError.of(ErrCode.PAYLOAD_TOO_LARGE, 'server.payloadTooLarge');
  const declared = header(c, 'content-length');
  if (declared !== undefined && header(c, 'transfer-encoding') === undefined) {
    if (Number(declared) > maxSize) throw tooLarge();
    return readFields(c);
  }
  const body = c.req.raw.body;
  if (!body) return readFields(c);
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxSize) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
  try {
    return await readFields(c);
  } catch (err) {
    // The parser's own error hides why the stream ended.
    if (size > maxSize) throw tooLarge();
    throw err;
  }
}

/** What an upload's body weighs against UPLOAD_BODY_BUDGET (its declared length, else its limit); 0 for other requests. */
function uploadWeight(def: RouteDef, c: Context, header: HeaderOf): number {
  const limit = def.bodyLimit ?? DEFAULT_BODY_LIMIT;
  if (def.access === 'public' || c.req.method === 'GET' || limit <= DEFAULT_BODY_LIMIT) return 0;
  const declared = Number(header(c, 'content-length') ?? NaN);
  // Over its limit it is refused at once, unread: nothing to wait for.
  if (declared > limit) return 0;
  return declared > 0 ? declared : limit;
}

/**
 * `ctx.write` of a session: one transaction, and the staff log bound to it, so a change and its
 * audit row commit or roll back together.
 */
export function writerFor(db: Db, session: Session, clock: Clock, options?: WriteTransactionOptions): AuthedCtx['write'] {
  const auditIn = (trx: Tx): WriteTx['audit'] =>
    async function audit(menu, fn, content, more = {}) {
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
    };
  return (fn) => inWriteTransaction(db, (trx) => fn({ db: trx, audit: auditIn(trx) }), options);
}

/** Whether `c` came over https (as the client sees it: X-Forwarded-Proto behind a trusted proxy). */
const isSecureRequest = (c: Context, trustProxy: boolean) => c.req.url.startsWith('https:') || (trustProxy && c.req.header('x-forwarded-proto') === 'https');

export function createApp(deps: AppDeps): Hono {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  /** A retried write is logged: many of them mean some transaction holds the write lock too long. */
  const retryLog: WriteTransactionOptions = { onRetry: (attempt, error) => logger.warn(`write transaction retried after contention (attempt ${attempt})`, { error: String(error) }) };
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
    // Errors are turned into replies here rather than left to Hono: its onError only sees values
    // that are `instanceof Error` in its own realm, and a driver's error may come from another.
    const run = (c: Context) => handle(def, c).catch((err: unknown) => errorReply(err, c));
    // A body is limited where it is read, after the session and the right (readBody below).
    // A path with a parameter in its segment (the spec's `-orderNo-{no}`) is mounted as its pattern.
    if (def.method === 'GET') app.get(`/api${mountPath(def.path)}`, run);
    else app.on(def.method, `/api${mountPath(def.path)}`, run);
  }

  app.all('/api/*', (c) => reply(c, { err_code: ErrCode.NOT_FOUND, err_msg: formatText('server.notFound', { what: c.req.path }, localeOf(c)) }));

  const uploadBodies = new WeightGate(UPLOAD_BODY_BUDGET);

  async function handle(def: RouteDef, c: Context): Promise<Response> {
    const writes = def.method === 'POST' || def.changesState === true;
    if (writes && !isSameOriginAjax(c.req.raw)) {
      throw ApiError.of(ErrCode.FORBIDDEN_ORIGIN, 'server.forbiddenOrigin');
    }
    const now = clock.now();
    // Public routes (the login, the status) read their fields first, as they always did.
    const publicInput = def.access === 'public' ? new Input(await readBody(def, c, header)) : null;
    const session = await loadSession(deps.db, sessionToken(c), { now, idleMs, maxMs });
    if (def.access !== 'public') {
      // The session, its shop and the route's right are checked before a byte of the body is read:
      // a caller who may not use the route never has its body (an upload of megabytes) buffered.
      if (!session) throw notLoggedIn();
      if (typeof def.access === 'object' && !def.access.anyOf.some((r) => session.rights.has(r))) throw noRight();
    }
    // Upload bodies held in memory at once are bounded per process: past the budget a request
    // waits, its body unread, until earlier uploads are done.
    const releaseBody = await uploadBodies.acquire(uploadWeight(def, c, header));
    let input: Input;
    try {
      input = publicInput ?? new Input(await readBody(def, c, header));
    } catch (err) {
      releaseBody();
      throw err;
    }
    const locale = localeOf(c);
    // A declared contract's fields, parsed after the session and right checks (a caller who may
    // not use the route learns nothing of its fields).
    let fields: object | undefined;
    try {
      fields = def.fields ? input.parse(def.fields) : undefined;
    } catch (err) {
      releaseBody();
      throw err;
    }
    const base: BaseCtx & { fields?: object } = {
      deps,
      db: deps.db,
      clock,
      logger,
      now,
      ip: clientIp(c, deps, logger, header),
      input,
      fields,
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
          write: writerFor(deps.db, session, clock, retryLog),
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
      releaseBody();
      if (writes) deps.afterWrite?.();
    }
  }

  return app;
}
