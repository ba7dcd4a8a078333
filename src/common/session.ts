/** The session shape of SPEC.md section 3, as `User-loginStatus` returns it. */
import { get, post } from './contract';
import { text } from './fields';
import type { AuthInfo } from './rights';

export interface UserInfo {
  user_id: number;
  login_name: string;
  user_phone: string;
  user_ip: string;
  avatar: string;
  web_cad: number;
  register_time: string;
  user_type: string;
}

export interface ShopProps {
  ErpPush?: 0 | 1;
  GoodsNameConfig?: string;
  PackBlockName?: string;
  PackBlockDetail?: string;
  PackPartName?: string;
  PackPartDetail?: string;
  /** The order reminders' windows in days (src/common/shopConfig.ts REMIND_WINDOWS). */
  RemindDueDays?: number;
  RemindStuckDays?: number;
}

export interface ShopInfo {
  shop_id: number;
  shop_muid: number;
  shop_name: string;
  shop_muphone: string;
  shop_logo: string;
  new_erp: number;
  self_account: number;
  shop_props: ShopProps;
  can_pay: number;
  env: string;
}

export interface ChatInfo {
  username: string;
  password: string;
  /** Unread after-sales messages. */
  unread: number;
}

export interface AgentInfo {
  shop_name: string;
  user_phone: string;
}

export interface VersionInfo {
  version_name: string;
}

export interface LoginStatusReply {
  err_code: number;
  err_msg?: string;
  user_info: UserInfo;
  shop_info: ShopInfo;
  auth_info: AuthInfo;
  chat: ChatInfo;
  agent: AgentInfo;
  version: VersionInfo;
}

/** Defaults when the session is absent [SESSION-12..19]. */
export const DEFAULT_USER_INFO: UserInfo = {
  user_id: -1,
  login_name: 'Please log in',
  user_phone: '13000000000',
  user_ip: '{ip}',
  avatar: '',
  web_cad: 0,
  register_time: '',
  user_type: 'wait',
};

export const DEFAULT_SHOP_INFO: ShopInfo = {
  shop_id: -1,
  shop_muid: -1,
  shop_name: 'Please log in',
  shop_muphone: '',
  shop_logo: '',
  new_erp: 0,
  self_account: 0,
  shop_props: {},
  can_pay: 0,
  env: 'prod',
};

export const DEFAULT_CHAT: ChatInfo = { username: '', password: '', unread: 0 };
export const DEFAULT_AGENT: AgentInfo = { shop_name: '', user_phone: '' };

export interface SessionFlags {
  hasLogin: boolean;
  hasShop: boolean;
  isMaster: boolean;
}

/** [SESSION-02..04] */
export function sessionFlags(user: Pick<UserInfo, 'user_id'>, shop: Pick<ShopInfo, 'shop_id' | 'shop_muid'>): SessionFlags {
  return {
    hasLogin: user.user_id > 0,
    hasShop: shop.shop_id > 0,
    isMaster: user.user_id > 0 && user.user_id === shop.shop_muid,
  };
}

// ---- contracts (SPEC.md section 7, "Session and shell") ----

/** The session as `User-loginStatus` answers it, besides err_code. */
export type LoginStatus = Omit<LoginStatusReply, 'err_code' | 'err_msg'>;

export interface LoginParams {
  /** The account or the phone. */
  login_name: string;
  password: string;
}

export const UserLogin = post<LoginParams, { user_id: number; shop_id: number }>('/User-login');
/** [API-SESS-01]: the whole session, or its defaults when logged out. */
export const UserLoginStatus = get<{ check?: number }, LoginStatus>('/User-loginStatus');
/** [API-SESS-02] */
export const UserLogout = get('/User-ajaxLoginOut');
/** Passwords are taken as typed (no trim); the rules of the new one are the handler's (src/common/validation.ts). */
export const UserChangePassword = post('/User-changePassword', {
  fields: {
    old_password: text({ required: true, trim: false, max: 256 }),
    new_password: text({ trim: false, max: 256 }),
    new_password2: text({ trim: false, max: 256 }),
  },
});

/** Why a login failed: wrong password, throttled, disabled, left the shop, or the paid seat expired. */
export type LoginFailReason = 'password' | 'locked' | 'disabled' | 'left' | 'expired';
