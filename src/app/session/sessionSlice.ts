/**
 * The session of SPEC.md section 3: who is logged in, their shop and rights. 'unknown' until
 * `User-loginStatus` has answered [SESSION-01]; fields the reply lacks take the spec's defaults
 * [SESSION-12..19]. Reducers are pure: loading and logging out happen in sessionSaga.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AreaNode } from '../../common/shell';
import { AREA_ENTRY, VERSION_LABEL } from '../../common/constants';
import type { AuthInfo } from '../../common/rights';
import {
  DEFAULT_AGENT,
  DEFAULT_CHAT,
  DEFAULT_SHOP_INFO,
  DEFAULT_USER_INFO,
  sessionFlags,
  type AgentInfo,
  type ChatInfo,
  type LoginStatusReply,
  type ShopInfo,
  type UserInfo,
  type VersionInfo,
} from '../../common/session';

export type SessionStatus = 'unknown' | 'ready' | 'failed';
export type Entry = (typeof AREA_ENTRY)[keyof typeof AREA_ENTRY];

export interface SessionState {
  status: SessionStatus;
  user_info: UserInfo;
  shop_info: ShopInfo;
  auth_info: AuthInfo;
  chat: ChatInfo;
  agent: AgentInfo;
  version: VersionInfo;
  /** The area (HTML page) this app instance is [SESSION-11]. */
  entry: Entry;
  /** The order archive configuration (StoreOrders-archiveConfig), loaded after login [SESSION-23]. */
  archiveConfig: Record<string, unknown> | null;
  /** The three-level region tree (Config-area), from the local cache or the server [SESSION-21]. */
  areaTree: Record<string, AreaNode> | null;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  user_info: DEFAULT_USER_INFO,
  shop_info: DEFAULT_SHOP_INFO,
  auth_info: {},
  chat: DEFAULT_CHAT,
  agent: DEFAULT_AGENT,
  version: { version_name: VERSION_LABEL },
  entry: AREA_ENTRY.index,
  archiveConfig: null,
  areaTree: null,
};

/** What `sessionLoaded` takes: the reply of User-loginStatus, any part of which may be missing. */
export type SessionPayload = Partial<Omit<LoginStatusReply, 'user_info' | 'shop_info' | 'chat' | 'agent' | 'version'>> & {
  user_info?: Partial<UserInfo>;
  shop_info?: Partial<ShopInfo>;
  chat?: Partial<ChatInfo>;
  agent?: Partial<AgentInfo>;
  version?: Partial<VersionInfo>;
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Start-up of a page: remember which area it is; the saga loads the session. */
    bootRequested(state, action: PayloadAction<{ entry: Entry }>) {
      state.status = 'unknown';
      state.entry = action.payload.entry;
    },
    sessionLoaded(state, action: PayloadAction<SessionPayload>) {
      const reply = action.payload;
      state.status = 'ready';
      state.user_info = { ...DEFAULT_USER_INFO, ...reply.user_info };
      state.shop_info = { ...DEFAULT_SHOP_INFO, ...reply.shop_info };
      state.auth_info = { ...reply.auth_info };
      state.chat = { ...DEFAULT_CHAT, ...reply.chat };
      state.agent = { ...DEFAULT_AGENT, ...reply.agent };
      state.version = { version_name: VERSION_LABEL, ...reply.version };
    },
    /** The shop settings were saved: the shell shows the new name and logo at once. */
    shopInfoChanged(state, action: PayloadAction<Pick<ShopInfo, 'shop_name' | 'shop_logo'>>) {
      state.shop_info = { ...state.shop_info, ...action.payload };
    },
    sessionLoadFailed(state) {
      state.status = 'failed';
    },
    /** Asks the saga to confirm and log out. */
    logoutRequested() {},
    /** The password was changed: the server ended every session; the saga says so and goes to the login page. */
    passwordChanged() {},
    archiveConfigLoaded(state, action: PayloadAction<Record<string, unknown>>) {
      state.archiveConfig = action.payload;
    },
    /** The after-sales chat's unread count, polled with the notices. */
    chatUnreadLoaded(state, action: PayloadAction<number>) {
      state.chat.unread = action.payload;
    },
    /**
     * Asks for the region tree: the saga takes it from the cache, or, when there is none, from the
     * call of `source` (Config-area by default; YzPay-area for the merchant form). Both answer the
     * same tree, so one cache serves both.
     */
    areaTreeRequested(_state, _action: PayloadAction<AreaTreeSource | undefined>) {},
    areaTreeLoaded(state, action: PayloadAction<Record<string, AreaNode>>) {
      state.areaTree = action.payload;
    },
  },
});

export const {
  bootRequested,
  sessionLoaded,
  shopInfoChanged,
  sessionLoadFailed,
  logoutRequested,
  passwordChanged,
  archiveConfigLoaded,
  chatUnreadLoaded,
  areaTreeRequested,
  areaTreeLoaded,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

// ---- selectors ----

interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectUserInfo = (state: WithSession) => state.session.user_info;
export const selectShopInfo = (state: WithSession) => state.session.shop_info;
export const selectAuthInfo = (state: WithSession) => state.session.auth_info;

/** hasLogin, hasShop, isMaster [SESSION-02..04]. */
export const selectSessionFlags = createSelector([selectUserInfo, selectShopInfo], (user, shop) => sessionFlags(user, shop));
export const selectHasLogin = (state: WithSession) => selectSessionFlags(state).hasLogin;
export const selectHasShop = (state: WithSession) => selectSessionFlags(state).hasShop;
export const selectIsMaster = (state: WithSession) => selectSessionFlags(state).isMaster;
export const selectArchiveConfig = (state: WithSession) => state.session.archiveConfig;
export const selectChat = (state: WithSession) => state.session.chat;
export const selectAgent = (state: WithSession) => state.session.agent;
export const selectVersion = (state: WithSession) => state.session.version;
/** Which call fetches the region tree when it is not cached. */
export type AreaTreeSource = 'config' | 'merchant';

export const selectAreaTree = (state: WithSession) => state.session.areaTree;

/** An option of a cascader (antd Cascader): a region as label, value and children [SESSION-22]. */
export interface AreaOption {
  label: string;
  value: string;
  children?: AreaOption[];
}

/** The region tree as cascader options, each level in region-id order; leaves have no `children`. */
export function areaOptionsOf(tree: Record<string, AreaNode> | null | undefined): AreaOption[] {
  if (!tree) return [];
  return Object.values(tree)
    .filter((node): node is AreaNode => Boolean(node && typeof node.region_id === 'string'))
    .sort((a, b) => a.region_id.localeCompare(b.region_id))
    .map((node) => {
      const children = node.child && Object.keys(node.child).length > 0 ? areaOptionsOf(node.child) : undefined;
      return children ? { label: node.region_name, value: node.region_id, children } : { label: node.region_name, value: node.region_id };
    });
}

/** The region tree, ready for an AreaCascader (empty until loaded). */
export const selectAreaOptions = createSelector([selectAreaTree], (tree) => areaOptionsOf(tree));
