/**
 * Who is online (src/common/sessions.ts): the shop's open sessions with their person, address,
 * browser, login time and last activity, for SF_SESSION_MANAGE, who may end any of them; and each
 * person's own sessions, any of which they may end. Ending deletes the session row, so its next
 * request answers 88888; it is written to the staff log.
 */
import { ErrCode } from '../../../../src/common/api';
import { ShopSessionsEnd, ShopSessionsList, SID_LENGTH, UserEndMySession, UserMySessions, type OnlineSession } from '../../../../src/common/sessions';
import { formatDateTime } from '../../../../src/common/time';
import type { ServerMessageId } from '../../../../src/common/messages/zh-CN';
import { ApiError, badRequest } from '../../../http/errors';
import { route, type AuthedCtx, type FieldsCtx } from '../../../http/route';
import { auditText } from '../../../logs/auditText';

/** The staff log's menu (日志管理). */
const MENU = 'route.staff.logs' satisfies ServerMessageId;
const SID = new RegExp(`^[0-9a-f]{${SID_LENGTH}}$`);

/** Open sessions of the shop (of one person when `userId`), latest activity first. */
async function openSessions(ctx: AuthedCtx, userId?: number): Promise<OnlineSession[]> {
  let q = ctx.db
    .selectFrom('sessions')
    .innerJoin('users', (j) => j.onRef('users.shop_id', '=', 'sessions.shop_id').onRef('users.user_id', '=', 'sessions.user_id'))
    .select(['sessions.token_hash', 'sessions.user_id', 'sessions.ip', 'sessions.browser', 'sessions.os', 'sessions.created_at', 'sessions.last_seen_at', 'users.login_name', 'users.nick_name'])
    .where('sessions.shop_id', '=', ctx.session.shop.shop_id)
    .where('sessions.expires_at', '>', ctx.now);
  if (userId !== undefined) q = q.where('sessions.user_id', '=', userId);
  const rows = await q.orderBy('sessions.last_seen_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    sid: r.token_hash.slice(0, SID_LENGTH),
    user_id: r.user_id,
    login_name: r.login_name,
    nick_name: r.nick_name,
    ip: r.ip,
    browser: r.browser,
    os: r.os,
    login_time: formatDateTime(r.created_at),
    last_seen: formatDateTime(r.last_seen_at),
    current: r.token_hash === ctx.session.tokenHash ? 1 : 0,
  }));
}

/** Ends the session `sid` of the shop (of one person when `userId`); the caller's own is ended by logging out. */
async function endSession(ctx: AuthedCtx & FieldsCtx<typeof ShopSessionsEnd>, userId?: number): Promise<{ err_msg: string }> {
  const { sid } = ctx.fields;
  if (!SID.test(sid)) throw badRequest('server.fieldType', { field: 'sid' });
  if (ctx.session.tokenHash.startsWith(sid)) throw ApiError.of(ErrCode.BAD_REQUEST, 'sessions.server.own');
  await ctx.write(async ({ db, audit }) => {
    let q = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select(['sessions.token_hash', 'users.login_name', 'sessions.ip'])
      .where('sessions.shop_id', '=', ctx.session.shop.shop_id)
      .where('sessions.token_hash', 'like', `${sid}%`);
    if (userId !== undefined) q = q.where('sessions.user_id', '=', userId);
    const target = await q.executeTakeFirst();
    if (!target) throw ApiError.of(ErrCode.NOT_FOUND, 'sessions.server.gone');
    await db.deleteFrom('sessions').where('token_hash', '=', target.token_hash).execute();
    await audit(MENU, 'audit.fn.sessionEnded', auditText('audit.session.ended', { login: target.login_name, ip: target.ip }));
  });
  return { err_msg: ctx.t('sessions.ended') };
}

export const listShopSessions = route(ShopSessionsList, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): who is online: a right of its own, granted with the staff rights.
  access: { anyOf: ['SF_SESSION_MANAGE'] },
  handle: async (ctx) => ({ sessions: await openSessions(ctx) }),
});

export const endShopSession = route(ShopSessionsEnd, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the list.
  access: { anyOf: ['SF_SESSION_MANAGE'] },
  handle: (ctx) => endSession(ctx),
});

export const mySessions = route(UserMySessions, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): one's own sessions.
  access: 'user',
  handle: async (ctx) => ({ sessions: await openSessions(ctx, ctx.session.user.user_id) }),
});

export const endMySession = route(UserEndMySession, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): one's own sessions.
  access: 'user',
  handle: (ctx) => endSession(ctx, ctx.session.user.user_id),
});

export const sessionRoutes = [listShopSessions, endShopSession, mySessions, endMySession];
