/** Calls the shell makes on every page: notices, region tree, agreements, archive config, error reports. */
import { formatDateTime } from '../../src/common/time';
import { regionTree } from '../data/regions';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { parseJsonObject } from './user';
import { ArchiveConfig, ConfigAgreement, ConfigArea, NoticeLists, ReportClientError, type NoticeType } from '../../src/common/shell';

/** Notice types whose content is a JSON list of paths: 2 images, 4 carousel, 5 videos. */
const LIST_NOTICE_TYPES = new Set([2, 4, 5]);

function noticeContent(type: number, content: string): string | string[] {
  if (!LIST_NOTICE_TYPES.has(type)) return content;
  try {
    const v: unknown = JSON.parse(content);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const noticeLists = route(NoticeLists, {
  access: 'user',
  async handle(ctx) {
    const rows = await ctx.db.selectFrom('notices').selectAll().where('active', '=', 1).orderBy('notice_id', 'asc').execute();
    return {
      data: rows.map((n) => ({
        notice_id: n.notice_id,
        notice_type: n.notice_type as NoticeType,
        component_type: n.component_type,
        notice_content: noticeContent(n.notice_type, n.notice_content),
        create_date: formatDateTime(n.created_at),
      })),
    };
  },
});

export const configArea = route(ConfigArea, {
  access: 'user',
  async handle() {
    return { data: regionTree() };
  },
});

export const configAgreement = route(ConfigAgreement, {
  access: 'public',
  async handle(ctx) {
    const id = ctx.input.int('agreementID', { required: true, min: 1 });
    const row = await ctx.db.selectFrom('agreements').selectAll().where('agreement_id', '=', id).executeTakeFirst();
    if (!row) throw notFound('协议');
    return { data: { agreement_id: row.agreement_id, title: row.title, content: row.content } };
  },
});

export const archiveConfig = route(ArchiveConfig, {
  access: 'user',
  async handle(ctx) {
    return { archiveConfig: parseJsonObject<Record<string, unknown>>(ctx.session.shop.archive_config) };
  },
});

/**
 * A browser reports a crash; the server adds who and where from the session (never trusting the
 * page for that) and forwards it to the operators' chat-bot. The webhook token stays on the server.
 */
export const clientError = route(ReportClientError, {
  access: 'public',
  bodyLimit: 32 * 1024,
  async handle(ctx) {
    const page = ctx.input.str('url', { max: 500 }) ?? '';
    const message = ctx.input.str('message', { max: 1000 }) ?? '';
    const stack = ctx.input.str('stack', { max: 8000, trim: false }) ?? '';
    const user = ctx.session?.user;
    const text = [
      `【前端异常】${message}`,
      `页面：${page}`,
      `账号：${user?.login_name ?? '未登录'}`,
      `手机：${user?.user_phone ?? '-'}`,
      `IP：${ctx.ip}`,
      `时间：${formatDateTime(ctx.now)}`,
      stack,
    ].join('\n');
    if (ctx.deps.notifier) {
      try {
        await ctx.deps.notifier.send(text);
      } catch (e) {
        ctx.logger.warn('client error report could not be forwarded', { error: String(e) });
      }
    } else {
      ctx.logger.warn('client error report (no webhook configured)', { text });
    }
    return {};
  },
});

export const shellRoutes = [noticeLists, configArea, configAgreement, archiveConfig, clientError];
