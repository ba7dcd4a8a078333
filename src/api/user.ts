/** Session calls (src/common/session.ts; SPEC.md section 7, "Session and shell"). */
import { UserChangePassword, UserLogin, UserLoginStatus, UserLogout, type ChangePasswordParams, type LoginParams } from '../common/session';
import { api, apiNoError } from './client';

/** Silent, so the login form shows the server's message itself. */
export const login = (params: LoginParams) => apiNoError.call(UserLogin, params);

/** [API-SESS-01] ?check=1: the whole session, or its defaults when logged out. */
export const loginStatus = (check = 1) => apiNoError.call(UserLoginStatus, { check });

/** [API-SESS-02] */
export const logout = () => api.call(UserLogout);

/** Silent, so the dialog shows the server's message in place. */
export const changePassword = (params: ChangePasswordParams) => apiNoError.call(UserChangePassword, params);
