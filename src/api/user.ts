/** Session calls (SPEC.md section 7, "Session and shell"). */
import type { ApiReply } from '../common/api';
import type { LoginStatusReply } from '../common/session';
import { api, apiNoError } from './client';

export interface LoginParams {
  /** The account or the phone. */
  login_name: string;
  password: string;
}

export type LoginReply = ApiReply<{ user_id: number; shop_id: number }>;

/** POST /User-login; silent, so the login form shows the server's message itself. */
export const login = (params: LoginParams) => apiNoError.post<LoginReply>('/User-login', { ...params });

/** GET /User-loginStatus?check=1: the whole session, or its defaults when logged out [API-SESS-01]. */
export const loginStatus = (check = 1) => apiNoError.get<LoginStatusReply>('/User-loginStatus', { check });

/** GET /User-ajaxLoginOut [API-SESS-02]. */
export const logout = () => api.get<ApiReply>('/User-ajaxLoginOut');

export interface ChangePasswordParams {
  old_password: string;
  new_password: string;
  new_password2: string;
}

/** POST /User-changePassword; silent, so the dialog shows the server's message in place. */
export const changePassword = (params: ChangePasswordParams) => apiNoError.post<ApiReply>('/User-changePassword', { ...params });
