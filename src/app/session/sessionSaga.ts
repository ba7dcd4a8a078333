/**
 * Session side effects: loading the session at start-up (and caching a few fields for other tabs
 * and for error reports) and the log-out flow of SPEC.md section 4.
 */
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { api } from '../../api/client';
import { ArchiveConfig, ConfigArea, YzPayArea, type AreaNode } from '../../common/shell';
import { loginStatus } from '../../api/user';
import { LOGIN_PATH } from '../../common/constants';
import { UserLogout, type LoginStatusReply } from '../../common/session';
import { activeIntl } from '../activeIntl';
import { navigateTo, reloadPage } from '../navigation';
import {
  archiveConfigLoaded,
  areaTreeLoaded,
  areaTreeRequested,
  bootRequested,
  logoutRequested,
  passwordChanged,
  selectAreaTree,
  sessionLoaded,
  type AreaTreeSource,
  sessionLoadFailed,
} from './sessionSlice';

/** Dialogs and toasts, evaluated when first used: the store is part of a page's first tasks, they are not (bootstrap.tsx). */
const feedback = () => import(/* webpackMode: "eager" */ '../feedback');

/** Local-storage keys of the cached session fields [SESSION-20]. */
export const SESSION_STORAGE_KEYS = {
  loginName: 'erp.session.loginName',
  phone: 'erp.session.phone',
  ip: 'erp.session.ip',
  env: 'erp.session.env',
} as const;

/** Long enough to read 'Logout successful' before the login page replaces this one. */
export const LOGOUT_REDIRECT_DELAY_MS = 800;

function cacheSession(reply: LoginStatusReply): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEYS.loginName, reply.user_info.login_name);
    localStorage.setItem(SESSION_STORAGE_KEYS.phone, reply.user_info.user_phone);
    localStorage.setItem(SESSION_STORAGE_KEYS.ip, reply.user_info.user_ip);
    localStorage.setItem(SESSION_STORAGE_KEYS.env, reply.shop_info.env);
  } catch {
    // Storage unavailable (private mode): the cache is a convenience only.
  }
}

function forgetStoredPhone(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEYS.phone);
  } catch {
    // see cacheSession
  }
}

/** The local-storage key of the cached region tree [SESSION-21]. */
export const AREA_TREE_STORAGE_KEY = 'erp.areaTree';

/** [SESSION-23] The order archive configuration, held in state once logged in. */
export function* loadArchiveConfigSaga(): SagaIterator {
  try {
    const reply = (yield call([api, api.call], ArchiveConfig)) as { archiveConfig?: Record<string, unknown> };
    yield put(archiveConfigLoaded(reply.archiveConfig ?? {}));
  } catch {
    // The request layer has said what went wrong; pages that need it ask again.
  }
}

export function* loadSessionSaga(): SagaIterator {
  let reply: LoginStatusReply;
  try {
    reply = (yield call(loginStatus)) as LoginStatusReply;
  } catch {
    yield put(sessionLoadFailed());
    return;
  }
  yield put(sessionLoaded(reply));
  if (reply.user_info?.user_id > 0) {
    yield call(cacheSession, reply);
    yield fork(loadArchiveConfigSaga);
  }
}

function readCachedAreaTree(): Record<string, AreaNode> | null {
  try {
    const raw = localStorage.getItem(AREA_TREE_STORAGE_KEY);
    if (!raw) return null;
    const tree: unknown = JSON.parse(raw);
    return tree && typeof tree === 'object' && !Array.isArray(tree) && Object.keys(tree).length > 0 ? (tree as Record<string, AreaNode>) : null;
  } catch {
    return null;
  }
}

function cacheAreaTree(tree: Record<string, AreaNode>): void {
  try {
    localStorage.setItem(AREA_TREE_STORAGE_KEY, JSON.stringify(tree));
  } catch {
    // Storage full or unavailable: the tree is fetched again next time.
  }
}

/** The calls that answer the region tree, by who asks ([SESSION-21] Config-area, [MERCH-05] YzPay-area). */
const AREA_TREE_CALLS: Record<AreaTreeSource, () => Promise<Record<string, AreaNode> | undefined>> = {
  config: () => api.call(ConfigArea).then((reply) => reply.data),
  merchant: () => api.call(YzPayArea).then((reply) => reply.area),
};

/** [SESSION-21] [MERCH-05] The region tree: already in state, else from the cache, else asked for (then cached). */
export function* loadAreaTreeSaga(action?: PayloadAction<AreaTreeSource | undefined>): SagaIterator {
  if (yield select(selectAreaTree)) return;
  const cached = readCachedAreaTree();
  if (cached) {
    yield put(areaTreeLoaded(cached));
    return;
  }
  try {
    const reply = (yield call(AREA_TREE_CALLS[action?.payload ?? 'config'])) as Record<string, AreaNode> | undefined;
    const tree = reply ?? {};
    yield call(cacheAreaTree, tree);
    yield put(areaTreeLoaded(tree));
  } catch {
    // The request layer has said what went wrong; the next request tries again.
  }
}

/** Emits whenever another tab changes (or clears) the stored phone. */
export function storedPhoneChanges(target: Window = window): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const onStorage = (event: StorageEvent) => {
      const cleared = event.key === null;
      if ((cleared || event.key === SESSION_STORAGE_KEYS.phone) && event.oldValue !== event.newValue) emit(event.newValue ?? '');
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  });
}

/**
 * [SESSION-29] Another tab logged out or in as someone else (the stored phone changed there):
 * this page reloads, so it never acts for a user who is gone.
 */
export function* watchStoredPhoneSaga(): SagaIterator {
  if (typeof window === 'undefined') return;
  const changes = (yield call(storedPhoneChanges)) as EventChannel<string>;
  try {
    yield take(changes);
    yield call(reloadPage);
  } finally {
    changes.close();
  }
}

function showPasswordChanged(): void {
  void feedback().then((f) => f.messageApi().success(activeIntl().formatMessage({ id: 'session.passwordChanged' })));
}

/** The server ended every session of the user: say so, forget the phone, go to the login page. */
export function* passwordChangedSaga(): SagaIterator {
  yield call(showPasswordChanged);
  yield call(forgetStoredPhone);
  yield delay(LOGOUT_REDIRECT_DELAY_MS);
  yield call(navigateTo, LOGIN_PATH);
}

function showLogoutSuccess(): void {
  void feedback().then((f) => f.messageApi().success(activeIntl().formatMessage({ id: 'session.logoutSuccess' })));
}

async function confirmLogout(): Promise<boolean> {
  return (await feedback()).confirmDialog({ title: activeIntl().formatMessage({ id: 'session.logoutConfirm' }) });
}

/** [SESSION-24..28] Confirm, log out on the server, say so, forget the phone, go to the login page. */
export function* logoutSaga(): SagaIterator {
  const confirmed = (yield call(confirmLogout)) as boolean;
  if (!confirmed) return;
  try {
    yield call([api, api.call], UserLogout);
  } catch {
    // The request layer has shown what went wrong; the user stays logged in.
    return;
  }
  yield call(showLogoutSuccess);
  yield call(forgetStoredPhone);
  yield delay(LOGOUT_REDIRECT_DELAY_MS);
  yield call(navigateTo, LOGIN_PATH);
}

export function* sessionSaga(): SagaIterator {
  yield takeLatest(bootRequested.type, loadSessionSaga);
  yield takeLeading(logoutRequested.type, logoutSaga);
  yield takeLeading(passwordChanged.type, passwordChangedSaga);
  yield takeLeading(areaTreeRequested.type, loadAreaTreeSaga);
  yield fork(watchStoredPhoneSaga);
}
