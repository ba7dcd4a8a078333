/** Session calls: log in, session status, log out, change password. */
import { ErrCode } from '../../../src/common/api';
import { VERSION_LABEL } from '../../../src/common/constants';
import { toAuthInfo, type AuthInfo } from '../../../src/common/rights';
import { DEFAULT_AGENT, DEFAULT_CHAT, DEFAULT_SHOP_INFO, DEFAULT_USER_INFO, type ShopInfo, type UserInfo } from '../../../src/common/session';
import { typedPhone } from '../../../src/common/normalize';
import { formatDateTime } from '../../../src/common/time';
import { passwordConfirmRule, passwordRule } from '../../../src/common/validation';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword, verifyPassword } from '../../auth/crypto';
import { accountRefusal, createSession, DEFAULT_SESSION_MAX_MS, endAllSessionsOf, endSession, type Session } from '../../auth/session';
import { claimAttempt, claimLogin, clearAttempts, isFamiliarAddress, loginSubject, passwordChangeKey, passwordChangeWait, purgeStaleAttempts, waitLeft } from '../../auth/throttle';
import { compiledQuery, type Arg } from '../../db/compiled';
import type { ShopRow, UserRow } from '../../db/schema';
import { clientOf } from '../../logs/userAgent';
import { auditText } from '../../logs/auditText';
import { ApiError } from '../../http/errors';
import { fixedJson } from '../../http/replyBytes';
import { route, type BaseCtx } from '../../http/route';
import { shopInfoOf } from '../../shop/shopInfo';
import { UserChangePassword, UserLogin, UserLoginStatus, UserLogout, type LoginFailReason } from '../../../src/common/session';

/** Hashing against this salt for unknown accounts keeps the timing of both answers alike. */
const DUMMY_SALT = '00112233445566778899aabbccddeeff';

function throwRule(result: ReturnType<typeof passwordRule>): void {
  if (result) throw ApiError.of(ErrCode.BAD_REQUEST, result.id, result.values);
}

/** One login-log row: every attempt, with why it failed, so every lock can be seen there. */
async function logLogin(ctx: BaseCtx, loginName: string, user: UserRow | undefined, failure: LoginFailReason | null): Promise<void> {
  const client = clientOf(ctx.hono.req.header('user-agent'));
  await ctx.db
    .insertInto('login_logs')
    .values({
      shop_id: user?.shop_id ?? null,
      user_id: user?.user_id ?? null,
      login_name: loginName,
      login_ip: ctx.ip,
      login_mac: '',
      province: ctx.deps.provinceOf?.(ctx.ip) ?? '',
      source_id: client.source,
      browser: client.browser,
      os: client.os,
      success: failure === null ? 1 : 0,
      fail_reason: failure ?? '',
      login_time: ctx.now,
    })
    .execute();
}

const lockedError = (waitMs: number, id: 'server.loginLocked' | 'server.passwordChangeLocked' = 'server.loginLocked') => {
  const seconds = Math.ceil(waitMs / 1000);
  return ApiError.of(ErrCode.TOO_MANY_ATTEMPTS, id, { seconds }, { retry_after: seconds });
};

export const login = route(UserLogin, {
  access: 'public',
  async handle(ctx) {
    const loginName = ctx.input.str('login_name', { required: true, max: 40 });
    const password = ctx.input.str('password', { required: true, trim: false, max: 256 });
    // A phone is found however it was typed or pasted ('139 2233 4455', '+86 139...'). A login name
    // never reads as a phone (staffLoginNameRule), so at most one account matches either; a name
    // kept from before that rule still wins over someone's phone.
    const phone = typedPhone(loginName) ?? loginName;
    const matches = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('login_name', '=', loginName), eb('user_phone', '=', phone)]))
      .limit(2)
      .execute();
    const user = matches.find((u) => u.login_name === loginName) ?? matches[0];
    const userId = user?.user_id ?? null;
    const familiar = await isFamiliarAddress(ctx.db, userId, ctx.ip, ctx.now);
    // An unknown phone is counted as one however it is spaced.
    const claim = await claimLogin(ctx.db, loginSubject(userId, phone), ctx.ip, familiar, ctx.now);
    if (claim.refusedFor !== null) {
      await logLogin(ctx, loginName, user, 'locked');
      throw lockedError(claim.refusedFor);
    }
    const iterations = ctx.deps.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS;
    const passwordOk = user
      ? await verifyPassword(password, { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations })
      : (await hashPassword(password, iterations, DUMMY_SALT), false);
    if (!user || !passwordOk) {
      await logLogin(ctx, loginName, user, 'password');
      throw ApiError.of(ErrCode.LOGIN_FAILED, 'server.loginFailed');
    }
    const refusal = accountRefusal(user, ctx.now);
    if (refusal) {
      await logLogin(ctx, loginName, user, refusal.reason);
      throw ApiError.of(ErrCode.LOGIN_FAILED, refusal.id);
    }
    await clearAttempts(ctx.db, claim.keys);
    await purgeStaleAttempts(ctx.db, ctx.now);
    if (user.password_iterations < iterations) {
      // Stored with an older, weaker work factor: upgrade now that we know the password.
      const upgraded = await hashPassword(password, iterations);
      await ctx.db
        .updateTable('users')
        .set({ password_hash: upgraded.hash, password_salt: upgraded.salt, password_iterations: upgraded.iterations })
        .where('user_id', '=', user.user_id)
        .execute();
    }
    // A fresh token on every login: an old or planted cookie never becomes a logged-in session.
    if (ctx.session) await endSession(ctx.db, ctx.session.tokenHash);
    const token = await createSession(ctx.db, user, ctx.ip, ctx.now, ctx.deps.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS, clientOf(ctx.hono.req.header('user-agent')));
    ctx.setSessionCookie(token);
    await logLogin(ctx, loginName, user, null);
    return { user_id: user.user_id, shop_id: user.shop_id };
  },
});

/** auth_info of no session: every right false. */
const NO_RIGHTS: AuthInfo = fixedJson(toAuthInfo([]));
const VERSION = fixedJson({ version_name: VERSION_LABEL });

/** auth_info of a session's rights, made once per rights set: a person's requests share their set while the shop's version holds. */
const authInfos = new WeakMap<ReadonlySet<string>, AuthInfo>();
function authInfoOf(rights: ReadonlySet<string>): AuthInfo {
  let info = authInfos.get(rights);
  if (!info) authInfos.set(rights, (info = fixedJson(toAuthInfo(rights))));
  return info;
}

/** The master's phone, for shop_info. */
const masterPhoneQuery = compiledQuery((db, shopId: Arg<number>, masterId: Arg<number>) =>
  db.selectFrom('users').select('user_phone').where('user_id', '=', masterId).where('shop_id', '=', shopId),
);

interface ShopParts {
  shop_info: ShopInfo;
  agent: { shop_name: string; user_phone: string };
}

/**
 * shop_info and agent of a session's shop row, made once per row: the row is replaced when the shop's
 * version moves, which a change of the shop or of its master's phone does (server/auth/sessionPerson.ts).
 */
const shopParts = new WeakMap<ShopRow, ShopParts>();
async function shopPartsOf(ctx: BaseCtx, shop: ShopRow): Promise<ShopParts> {
  let parts = shopParts.get(shop);
  if (!parts) {
    const master = shop.shop_muid === null ? undefined : await masterPhoneQuery.first(ctx.db, shop.shop_id, shop.shop_muid);
    parts = {
      shop_info: fixedJson(shopInfoOf(shop, master?.user_phone ?? '')),
      agent: fixedJson({ shop_name: shop.agent_name, user_phone: shop.agent_phone }),
    };
    shopParts.set(shop, parts);
  }
  return parts;
}

/** A person's register_time as the reply writes it, made once per (cached, unchanging) user row. */
const registerTimes = new WeakMap<UserRow, string>();
function registerTimeOf(user: UserRow): string {
  let text = registerTimes.get(user);
  if (text === undefined) registerTimes.set(user, (text = formatDateTime(user.register_time)));
  return text;
}

async function sessionReply(ctx: BaseCtx, session: Session | null) {
  if (!session) {
    return {
      user_info: { ...DEFAULT_USER_INFO, user_ip: ctx.ip },
      shop_info: DEFAULT_SHOP_INFO,
      auth_info: NO_RIGHTS,
      chat: DEFAULT_CHAT,
      agent: DEFAULT_AGENT,
      version: VERSION,
    };
  }
  const { user, shop } = session;
  const { shop_info, agent } = await shopPartsOf(ctx, shop);
  const userInfo: UserInfo = {
    user_id: user.user_id,
    login_name: user.login_name,
    user_phone: user.user_phone,
    user_ip: ctx.ip,
    avatar: user.avatar,
    web_cad: user.web_cad,
    register_time: registerTimeOf(user),
    user_type: user.user_type,
  };
  return {
    user_info: userInfo,
    shop_info,
    auth_info: authInfoOf(session.rights),
    chat: { username: `shop${shop.shop_id}-user${user.user_id}`, password: '', unread: session.unread },
    agent,
    version: VERSION,
  };
}

export const loginStatus = route(UserLoginStatus, {
  access: 'public',
  async handle(ctx) {
    ctx.input.int('check', { min: 0, max: 9 });
    return sessionReply(ctx, ctx.session);
  },
});

export const logout = route(UserLogout, {
  access: 'public',
  changesState: true,
  async handle(ctx) {
    if (ctx.session) await endSession(ctx.db, ctx.session.tokenHash);
    ctx.setSessionCookie(null);
    return {};
  },
});

export const changePassword = route(UserChangePassword, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): everyone changes their own password.
  access: 'user',
  async handle(ctx) {
    const oldPassword = ctx.fields.old_password;
    const newPassword = ctx.fields.new_password ?? '';
    const newPassword2 = ctx.fields.new_password2 ?? '';
    throwRule(passwordRule(newPassword, true));
    throwRule(passwordConfirmRule(newPassword, newPassword2));
    const { user } = ctx.session;
    // Counted before the check, like a login: a stolen session cannot guess the password behind it.
    const counter = passwordChangeKey(user.user_id);
    if ((await claimAttempt(ctx.db, counter, ctx.now, passwordChangeWait)) === null) {
      throw lockedError(await waitLeft(ctx.db, counter, ctx.now), 'server.passwordChangeLocked');
    }
    const oldOk = await verifyPassword(oldPassword, { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations });
    if (!oldOk) throw ApiError.of(ErrCode.BAD_REQUEST, 'server.oldPasswordWrong');
    await clearAttempts(ctx.db, [counter]);
    if (oldPassword === newPassword) throw ApiError.of(ErrCode.BAD_REQUEST, 'server.passwordSame');
    const hashed = await hashPassword(newPassword, ctx.deps.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS);
    await ctx.write(async ({ db: trx, audit }) => {
      await trx
        .updateTable('users')
        .set({ password_hash: hashed.hash, password_salt: hashed.salt, password_iterations: hashed.iterations })
        .where('user_id', '=', user.user_id)
        .where('shop_id', '=', user.shop_id)
        .execute();
      // Every session of this user ends, this one included: whoever knew the old password is out.
      await endAllSessionsOf(trx, user.user_id);
      await audit('route.personal.settings', 'audit.fn.passwordChanged', auditText('audit.password.changed', { login: user.login_name }));
    });
    ctx.setSessionCookie(null);
    return {};
  },
});

export const userRoutes = [login, loginStatus, logout, changePassword];
