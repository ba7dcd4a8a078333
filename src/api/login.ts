/**
 * The session calls the login page makes (src/common/session.ts), over fetch (fetchCall.ts): that
 * page ships without axios. Silent, so the login form shows the server's message itself. The areas
 * take them from user.ts, which re-exports them.
 */
import type { ApiReply } from '../common/api';
import type { ReplyOf } from '../common/contract';
import { UserLogin, UserLoginStatus, type LoginParams } from '../common/session';
import { takeEarlyStatus } from '../app/session/earlyStatus';
import { fetchCall } from './fetchCall';

export const login = (params: LoginParams) => fetchCall(UserLogin, params);

/**
 * [API-SESS-01] ?check=1: the whole session, or its defaults when logged out. An area page's first
 * call takes the reply its first script asked for already (src/app/session/earlyStatus.ts).
 */
export async function loginStatus(check = 1): Promise<ApiReply<ReplyOf<typeof UserLoginStatus>>> {
  return (await takeEarlyStatus<ApiReply<ReplyOf<typeof UserLoginStatus>>>()) ?? fetchCall(UserLoginStatus, { check });
}
