/** Calls the shell makes on every page: notices (and which the user has read), region tree, agreements, archive config, error reports. */
import { ErrCode } from '../../../src/common/api';
import { safeMediaUrl } from '../../../src/common/safeUrl';
import { formatDateTime } from '../../../src/common/time';
import { regionTree } from '../../data/regions';
import type { AppDeps, Notifier } from '../../deps';
import { ApiError, notFound } from '../../http/errors';
import { createRateLimiter, type RateLimiter } from '../../http/rateLimit';
import { boundedNotifier, loggerNotifier, oneLine, quotedBlock } from '../../notify';
import { route, type BaseCtx } from '../../http/route';
import { parseJsonObject } from '../../db/jsonColumns';
import { ArchiveConfig, ConfigAgreement, ConfigArea, NoticeLists, NoticeRead, ReportClientError, type NoticeType } from '../../../src/common/shell';

/** Notice types whose content is a JSON list of paths: 2 images, 4 carousel, 5 videos. */
const LIST_NOTICE_TYPES = new Set([2, 4, 5]);

function noticeContent(type: number, content: string): string | string[] {
  if (!LIST_NOTICE_TYPES.has(type)) return content;
  try {
    const v: unknown = JSON.parse(content);
    // Only addresses a page may render (src/common/safeUrl.ts); the client checks them again.
    return Array.isArray(v) ? v.map((x) => safeMediaUrl(x)).filter((x): x is string => x !== null) : [];
  } catch {
    return [];
  }
}

export const noticeLists = route(NoticeLists, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): notices are for every member (§7 Session and shell).
  access: 'user',
  async handle(ctx) {
    const { shop_id } = ctx.session.shop;
    const { user_id } = ctx.session.user;
    const rows = await ctx.db
      .selectFrom('notices')
      .leftJoin('notice_reads', (join) =>
        join.onRef('notice_reads.notice_id', '=', 'notices.notice_id').on('notice_reads.shop_id', '=', shop_id).on('notice_reads.user_id', '=', user_id),
      )
      .selectAll('notices')
      .select('notice_reads.read_at')
      .where('notices.active', '=', 1)
      .orderBy('notices.notice_id', 'asc')
      .execute();
    return {
      data: rows.map((n) => ({
        notice_id: n.notice_id,
        notice_type: n.notice_type as NoticeType,
        component_type: n.component_type,
        notice_content: noticeContent(n.notice_type, n.notice_content),
        create_date: formatDateTime(n.created_at),
        is_read: n.read_at === null ? (0 as const) : (1 as const),
      })),
    };
  },
});

/** Records that the user has been shown a notice; showing it again changes nothing. */
export const noticeRead = route(NoticeRead, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): marks one's own notice read.
  access: 'user',
  async handle(ctx) {
    const noticeId = ctx.fields.notice_id;
    const { shop_id } = ctx.session.shop;
    const { user_id } = ctx.session.user;
    await ctx.write(async ({ db }) => {
      const notice = await db.selectFrom('notices').select('notice_id').where('notice_id', '=', noticeId).where('active', '=', 1).executeTakeFirst();
      if (!notice) throw notFound('server.what.notice');
      await db
        .insertInto('notice_reads')
        .values({ shop_id, user_id, notice_id: notice.notice_id, read_at: ctx.now })
        .onConflict((oc) => oc.columns(['shop_id', 'user_id', 'notice_id']).doNothing())
        .execute();
    });
    return {};
  },
});

export const configArea = route(ConfigArea, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): region data for the address pickers of several pages.
  access: 'user',
  async handle() {
    return { data: regionTree() };
  },
});

export const configAgreement = route(ConfigAgreement, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the agreement is shown on the login page.
  access: 'public',
  async handle(ctx) {
    const id = ctx.fields.agreementID;
    const row = await ctx.db.selectFrom('agreements').selectAll().where('agreement_id', '=', id).executeTakeFirst();
    if (!row) throw notFound('server.what.agreement');
    return { data: { agreement_id: row.agreement_id, title: row.title, content: row.content } };
  },
});

export const archiveConfig = route(ArchiveConfig, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the shell reads the archive setting on every area.
  access: 'user',
  async handle(ctx) {
    return { archiveConfig: parseJsonObject<Record<string, unknown>>(ctx.session.shop.archive_config) };
  },
});

/** Client error reports: per-field caps (longer text is cut, not refused), and how often they are taken and passed on. */
export const CLIENT_REPORT_LIMITS = {
  url: 500,
  message: 1000,
  stack: 8000,
  perAddressPerMinute: 10,
  perSessionPerMinute: 20,
  forwardedPerMinute: 5,
} as const;

interface ClientReportGuard {
  byAddress: RateLimiter;
  bySession: RateLimiter;
  /** The operators' chat-bot, or the log when none is configured, passing on a bounded number per minute. */
  sink: Notifier;
}

// One guard per app (keyed by its deps): the limits are the app's state, not the module's, so apps
// in one process (tests, the browser host) never share counts.
const clientReportGuards = new WeakMap<AppDeps, ClientReportGuard>();

function clientReportGuard(ctx: BaseCtx): ClientReportGuard {
  let guard = clientReportGuards.get(ctx.deps);
  if (!guard) {
    const minute = { windowMs: 60_000, clock: ctx.clock };
    guard = {
      byAddress: createRateLimiter({ limit: CLIENT_REPORT_LIMITS.perAddressPerMinute, ...minute }),
      bySession: createRateLimiter({ limit: CLIENT_REPORT_LIMITS.perSessionPerMinute, ...minute }),
      sink: boundedNotifier(ctx.deps.notifier ?? loggerNotifier(ctx.logger, 'client error report (no webhook configured)'), {
        limit: CLIENT_REPORT_LIMITS.forwardedPerMinute,
        ...minute,
      }),
    };
    clientReportGuards.set(ctx.deps, guard);
  }
  return guard;
}

/**
 * A browser reports a crash; the server adds who and where from the session (never trusting the
 * page for that) and forwards it to the operators' chat-bot. The webhook token stays on the server.
 * Anyone may report, so each address and session is limited, the page's text is cut to size and
 * stripped of control characters (the stack keeps its lines, each quoted, so no line of it can pass
 * for a header), and only a few reports a minute reach the operators.
 */
export const clientError = route(ReportClientError, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): a crash report may come before login.
  access: 'public',
  bodyLimit: 32 * 1024,
  async handle(ctx) {
    const guard = clientReportGuard(ctx);
    const sessionKey = ctx.session?.tokenHash;
    if (!guard.byAddress.allows(ctx.ip) || (sessionKey !== undefined && !guard.bySession.allows(sessionKey))) {
      const waitMs = Math.max(guard.byAddress.retryAfterMs(ctx.ip), sessionKey === undefined ? 0 : guard.bySession.retryAfterMs(sessionKey));
      throw ApiError.of(ErrCode.TOO_MANY_ATTEMPTS, 'server.reportThrottled', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    }
    guard.byAddress.record(ctx.ip);
    if (sessionKey !== undefined) guard.bySession.record(sessionKey);

    const page = oneLine(ctx.input.str('url') ?? '', CLIENT_REPORT_LIMITS.url);
    const message = oneLine(ctx.input.str('message') ?? '', CLIENT_REPORT_LIMITS.message);
    const stack = quotedBlock(ctx.input.str('stack', { trim: false }) ?? '', CLIENT_REPORT_LIMITS.stack);
    const user = ctx.session?.user;
    const text = [
      `【前端异常】${message}`,
      `页面：${page}`,
      `账号：${oneLine(user?.login_name ?? '未登录', 100)}`,
      `手机：${oneLine(user?.user_phone ?? '-', 100)}`,
      `IP：${oneLine(ctx.ip, 100)}`,
      `时间：${formatDateTime(ctx.now)}`,
      ...(stack ? ['堆栈：', stack] : []),
    ].join('\n');
    try {
      await guard.sink.send(text);
    } catch (e) {
      ctx.logger.warn('client error report could not be forwarded', { error: String(e) });
    }
    return {};
  },
});

export const shellRoutes = [noticeLists, noticeRead, configArea, configAgreement, archiveConfig, clientError];
