/**
 * The session calls the login page makes (src/common/session.ts), over fetch (fetchCall.ts): that
 * page ships without axios. Silent, so the login form shows the server's message itself. The areas
 * take them from user.ts, which re-exports them.
 */
import { UserLogin, UserLoginStatus, type LoginParams } from '../common/session';
import { fetchCall } from './fetchCall';

export const login = (params: LoginParams) => fetchCall(UserLogin, params);

/** [API-SESS-01] ?check=1: the whole session, or its defaults when logged out. */
export const loginStatus = (check = 1) => fetchCall(UserLoginStatus, { check });
