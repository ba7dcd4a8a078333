/**
 * Logging in and the session's state: silent calls, shared with the login page (login.ts). The other
 * session calls go by their contracts (src/common/session.ts): `api.call(UserLogout)`.
 */
export { login, loginStatus } from './login';
