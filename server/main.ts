/**
 * The Node host: the production build from dist/ and the backend under /api, on one port.
 *   PORT (default 8080), DATA_DIR (default ./data, SQLite), DATABASE_URL=postgres://... (PostgreSQL),
 *   CHATBOT_WEBHOOK_URL / CHATBOT_TOKEN (client error reports), TRUST_PROXY=1 behind a reverse proxy,
 *   PUBLIC_ORIGINS=https://erp.example.com,... (origins besides the request's own that may call the API).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createApp } from './app';
import { NOTICE_MEDIA_HOSTS } from '../src/common/safeUrl';
import { parseOriginList } from './http/csrf';
import { openFromEnv } from './db/node';
import { prepareDatabase } from './db/prepare';
import { consoleLogger, systemClock } from './deps';
import { nodeCjkFontLoader } from './fonts/node';
import { startDailyJobs } from './jobs';
import { webhookNotifier } from './notify';
import { streamingSheetWriter } from './export/nodeSheet';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  // Checked before anything opens: a mistyped origin stops the start-up instead of refusing every call.
  const publicOrigins = parseOriginList(process.env.PUBLIC_ORIGINS);
  if (!existsSync(resolve(distDir, 'index.html'))) {
    console.error(`No build found in ${distDir}: run "npm run build" first (or "npm run serve", which builds).`);
    process.exit(1);
  }
  const { db, dialect, close } = openFromEnv();
  await prepareDatabase(db, dialect);
  const stopJobs = startDailyJobs(db, dialect, systemClock, consoleLogger);

  const webhook = process.env.CHATBOT_WEBHOOK_URL;
  const api = createApp({
    db,
    dialect,
    logger: consoleLogger,
    notifier: webhook ? webhookNotifier(webhook, process.env.CHATBOT_TOKEN) : undefined,
    trustProxy: process.env.TRUST_PROXY === '1',
    publicOrigins,
    clientIp: (c) => getConnInfo(c).remote.address,
    loadCjkFont: nodeCjkFontLoader(),
    sheetWriter: streamingSheetWriter,
  });

  // Notice images and videos may also come from the allowed media hosts (and only over https).
  const noticeMediaSources = NOTICE_MEDIA_HOSTS.map((host) => `https://${host}`);
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
  site.route('/', api);
  site.get('/', (c) => c.redirect('/index.html'));
  site.use(
    '/*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        // Hashed assets never change; HTML pages are always revalidated.
        c.header('Cache-Control', /\.[0-9a-f]{8,}\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  const server = serve({ fetch: site.fetch, port }, (info) => {
    console.log(`panel-erp: http://localhost:${info.port} (database: ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite in ' + (process.env.DATA_DIR ?? 'data')})`);
  });
  const stop = () => {
    stopJobs();
    server.close();
    void close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
