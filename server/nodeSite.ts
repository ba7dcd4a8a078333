/**
 * The Node host's site: the production build from dist/ and the backend under /api, on one port,
 * served by one process (server/main.ts starts as many as asked). Loaded only by the processes that
 * serve or prepare the database, so that a cluster's primary, which only watches them, stays small.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createApp } from './app';
import { fieldKeyFromBytes, type FieldKeyProvider } from './auth/fieldCrypto';
import { fieldKeyOfDataDir, fieldKeyPlacementWarning } from './auth/nodeFieldKey';
import { NOTICE_MEDIA_HOSTS } from '../src/common/safeUrl';
import { openFromEnv } from './db/node';
import type { Db, SqlDialect } from './db/schema';
import { prepareDatabase } from './db/prepare';
import { consoleLogger, systemClock } from './deps';
import { sharpImageCodec } from './images/nodeImageCodec';
import { nodeCjkFontLoader } from './fonts/node';
import { startDailyJobs } from './jobs';
import { webhookNotifier } from './notify';
import { ip2regionProvince } from './logs/nodeGeo';
import { streamingSheetWriter } from './export/nodeSheet';
import { nodeReplyEncoder } from './http/nodeReplyEncoder';
import { AJAX_HEADER, API_PREFIX, LANGUAGE_COOKIE, SESSION_COOKIE } from '../src/common/api';
import { AREAS, type Area } from '../src/common/constants';
import { UserLoginStatus, type LoginStatusReply } from '../src/common/session';
import { LOCALES, requestLocale, type Locale } from '../src/common/messages/format';
import { framedPages, type FramedPage } from './pages/framedPages';

export interface SiteConfig {
  port: number;
  distDir: string;
  publicOrigins: string[];
  /** The field-encryption key of FIELD_KEY; null: the data folder's key file (server/auth/nodeFieldKey.ts). */
  fieldKey: Uint8Array | null;
}

/** The field-encryption key of the site: FIELD_KEY, else the data folder's file, created by the first process that asks. */
const siteFieldKey = (config: SiteConfig): Uint8Array => config.fieldKey ?? fieldKeyOfDataDir(process.env.DATA_DIR ?? 'data');

/** Said once, by the process that prepares the site: a production key kept beside the data it guards. */
function warnAboutKeyPlacement(config: SiteConfig): void {
  const warning = config.fieldKey ? null : fieldKeyPlacementWarning(process.env.DATA_DIR ?? 'data');
  if (warning) consoleLogger.warn(`panel-erp: ${warning}`);
}

/** Prepares the database (migrations, first data) and the field-encryption key, and closes the database. */
export async function prepareOnly(config: SiteConfig): Promise<void> {
  siteFieldKey(config);
  warnAboutKeyPlacement(config);
  const { db, dialect, close } = openFromEnv();
  await prepareDatabase(db, dialect);
  await close();
}

/**
 * Serves the site until SIGTERM (and SIGINT when `alone`), after preparing the database when asked
 * (`prepare`) and with the daily jobs when asked (`jobs`).
 */
export async function runSite(config: SiteConfig, { prepare, jobs, alone }: { prepare: boolean; jobs: boolean; alone: boolean }): Promise<void> {
  const fieldKey = fieldKeyFromBytes(siteFieldKey(config));
  const { db, dialect, close } = openFromEnv();
  if (prepare) {
    warnAboutKeyPlacement(config);
    await prepareDatabase(db, dialect);
  }
  const stopJobs = jobs ? startDailyJobs(db, dialect, systemClock, consoleLogger) : () => undefined;
  const server = serveSite(config, db, dialect, fieldKey);
  const stop = () => {
    stopJobs();
    server.close();
    void close().finally(() => process.exit(0));
  };
  if (alone) process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The headers of every API reply: what a JSON answer needs (it loads nothing, is framed by nothing,
 * is never sniffed as something else). The pages get theirs from secureHeaders() below.
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
};

/** Whether a request URL (absolute, as the Node host hands it over) is under /api/. */
function isApiPath(url: string): boolean {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3);
  return pathStart >= 0 && url.startsWith('/api/', pathStart);
}

/** The pages the build writes: the four areas' and user.html (the login page). */
const PAGES = ['index', 'erp', 'depot', 'finance', 'user'];
const PAGE_FILE = new RegExp(`^/(${PAGES.join('|')})\\.html$`);
/** A page's file as served: in one language or another, as it is or precompressed. */
const SERVED_PAGE_FILE = new RegExp(`/(${PAGES.join('|')})(\\.[A-Za-z-]+)?\\.html(\\.br|\\.gz)?$`);

/** The visitor's language: the one chosen on the page (its cookie), else the browser's (Accept-Language), as the page itself decides. */
const languageOf = (c: Context): Locale => requestLocale(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));

/** The file of a page in a language, as the build wrote it: index.html is Chinese, index.<language>.html another language. */
function pageFile(page: string, language: Locale, built: ReadonlySet<string>): string {
  return built.has(`${page}.${language}`) ? `${page}.${language}.html` : `${page}.html`;
}

/**
 * A page in the visitor's language, as the build wrote it (webpack.config.ts): the login page
 * rendered in it; an area's page preloading its messages. `built` holds the pages the build wrote in
 * another language ('index.en-US'), read once at start-up.
 */
function pageIn(path: string, c: Context, built: ReadonlySet<string>): string {
  const page = PAGE_FILE.exec(path)?.[1];
  return page ? `/${pageFile(page, languageOf(c), built)}` : path;
}

const AREA_PAGE_FILE = new RegExp(`^/(${AREAS.join('|')})\\.html$`);

/**
 * What the host hands the API with a call it makes itself (a page asking for its visitor's session):
 * the page request's connection, so the API sees the visitor's address, and a mark that the call's
 * headers are its own Request's, not the page request's (see `requestHeader` in serveSite).
 */
interface InternalCallEnv extends HttpBindings {
  internalCall: true;
}
const isInternalCall = (env: unknown): env is InternalCallEnv => (env as Partial<InternalCallEnv>).internalCall === true;

/**
 * The session of a request that carries a session cookie, as User-loginStatus answers it (the API
 * in this process, the request's own cookie and connection): null when it is not logged in.
 */
async function sessionOf(api: Hono, c: Context): Promise<LoginStatusReply | null> {
  if (!getCookie(c, SESSION_COOKIE)) return null;
  const url = new URL(`${API_PREFIX}${UserLoginStatus.path}?check=1`, c.req.url);
  // Without Accept-Encoding: the reply comes as plain JSON.
  const request = new Request(url, { headers: { cookie: c.req.header('cookie') ?? '', [AJAX_HEADER.name]: AJAX_HEADER.value } });
  const env: InternalCallEnv = { ...(c.env as HttpBindings), internalCall: true };
  const response = await api.fetch(request, env);
  if (!response.ok) return null;
  const reply = (await response.json()) as LoginStatusReply;
  return reply.err_code === 0 && reply.user_info?.user_id > 0 ? reply : null;
}

/**
 * An area page for a visitor who is logged in, with the frame of its shell drawn in
 * (server/pages/areaFrame.ts): it is theirs alone, never stored by a shared cache. Any other
 * request goes on to the files.
 */
function framedAreaPages(api: Hono, framed: FramedPage) {
  return async (c: Context, next: () => Promise<void>) => {
    const area = AREA_PAGE_FILE.exec(c.req.path)?.[1] as Area | undefined;
    const session = area && (await sessionOf(api, c));
    const html = session && framed(area, languageOf(c), session);
    if (!html) return next();
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
    return c.html(html);
  };
}

function serveSite(config: SiteConfig, db: Db, dialect: SqlDialect, fieldKey: FieldKeyProvider): ServerType {
  const webhook = process.env.CHATBOT_WEBHOOK_URL;
  const api = createApp({
    db,
    dialect,
    logger: consoleLogger,
    notifier: webhook ? webhookNotifier(webhook, process.env.CHATBOT_TOKEN) : undefined,
    trustProxy: process.env.TRUST_PROXY === '1',
    demo: process.env.DEMO === '1',
    publicOrigins: config.publicOrigins,
    clientIp: (c) => getConnInfo(c).remote.address,
    requestHeader: (c, name) => {
      if (isInternalCall(c.env)) return c.req.header(name);
      const value = (c.env as HttpBindings).incoming.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    loadCjkFont: nodeCjkFontLoader(),
    sheetWriter: streamingSheetWriter,
    provinceOf: ip2regionProvince,
    replyHeaders: API_SECURITY_HEADERS,
    encodeReply: nodeReplyEncoder,
    fieldKey,
    imageCodec: sharpImageCodec,
  });

  // Notice images and videos may also come from the allowed media hosts (and only over https).
  const noticeMediaSources = NOTICE_MEDIA_HOSTS.map((host) => `https://${host}`);
  const builtPages = new Set(
    PAGES.flatMap((page) => LOCALES.map((language) => `${page}.${language}`)).filter((name) => existsSync(resolve(config.distDir, `${name}.html`))),
  );
  const site = new Hono();
  site.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...noticeMediaSources],
        mediaSrc: ["'self'", ...noticeMediaSources],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  site.use('*', compress());
  site.get('/', (c) => c.redirect('/index.html'));
  const framed = framedPages(config.distDir, (area, language) => pageFile(area, language, builtPages));
  if (framed) site.get('/*', framedAreaPages(api, framed));
  site.use(
    '/*',
    serveStatic({
      root: config.distDir,
      // The build's .br and .gz files, by the request's Accept-Encoding (with Vary); compress()
      // above leaves an encoded response alone and compresses the rest on the fly.
      precompressed: true,
      rewriteRequestPath: (path, c) => pageIn(path, c, builtPages),
      onFound: (path, c) => {
        // Hashed assets never change (sent as is or as their .br or .gz copy); HTML pages are always revalidated.
        c.header('Cache-Control', /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (SERVED_PAGE_FILE.test(path)) c.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
      },
    }),
  );

  // The API answers on its own, with its own headers and compression (its replies are JSON, built
  // for speed: server/app.ts); the pages and assets go through the middleware above.
  const fetch = (request: Request, env: unknown) => (isApiPath(request.url) ? api.fetch(request, env) : site.fetch(request, env));
  return serve({ fetch, port: config.port }, (info) => {
    console.log(`panel-erp: http://localhost:${info.port} (database: ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite in ' + (process.env.DATA_DIR ?? 'data')}; process ${process.pid})`);
  });
}
