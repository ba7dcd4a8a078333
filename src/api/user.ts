/** Session calls (src/common/session.ts; SPEC.md section 7, "Session and shell"). */
import { UserChangePassword, UserLogout, type ChangePasswordParams } from '../common/session';
import { api, apiNoError } from './client';

/** Logging in and the session's state: silent calls, shared with the login page (login.ts). */
export { login, loginStatus } from './login';

/** [API-SESS-02] */
export const logout = () => api.call(UserLogout);

/** Silent, so the dialog shows the server's message in place. */
export const changePassword = (params: ChangePasswordParams) => apiNoError.call(UserChangePassword, params);
