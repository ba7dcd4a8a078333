/**
 * Session side effects: loading the session at start-up (and caching a few fields for other tabs
 * and for error reports) and the log-out flow of SPEC.md section 4.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { logout, loginStatus } from '../../api/user';
import { LOGIN_PATH } from '../../common/constants';
import type { LoginStatusReply } from '../../common/session';
import { activeIntl } from '../activeIntl';
import { confirmDialog, messageApi } from '../feedback';
import { navigateTo } from '../navigation';
import { bootRequested, logoutRequested, sessionLoaded, sessionLoadFailed } from './sessionSlice';

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

export function* loadSessionSaga(): SagaIterator {
  try {
    const reply = (yield call(loginStatus)) as LoginStatusReply;
    yield put(sessionLoaded(reply));
    if (reply.user_info?.user_id > 0) yield call(cacheSession, reply);
  } catch {
    yield put(sessionLoadFailed());
  }
}

function showLogoutSuccess(): void {
  void messageApi().success(activeIntl().formatMessage({ id: 'session.logoutSuccess' }));
}

/** [SESSION-24..28] Confirm, log out on the server, say so, forget the phone, go to the login page. */
export function* logoutSaga(): SagaIterator {
  const confirmed = (yield call(confirmDialog, { title: activeIntl().formatMessage({ id: 'session.logoutConfirm' }) })) as boolean;
  if (!confirmed) return;
  try {
    yield call(logout);
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
}
