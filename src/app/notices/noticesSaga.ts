/**
 * Polling the inbox: GET /Notice-lists (and the chat's unread count) every NOTICE_POLL_MS once
 * logged in [SHELL-20], and at once when the login page has just set JUST_LOGGED_IN_KEY
 * [SHELL-21]. A poll that brings a new set of notice ids opens the popup and stores the set.
 * Each notice the popup shows is recorded as read on the server.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { api } from '../../api/client';
import { ChatUnread, NoticeLists, NoticeRead, type Notice } from '../../common/shell';
import { NOTICE_POLL_MS } from '../../common/constants';
import { chatUnreadLoaded, sessionLoaded } from '../session/sessionSlice';
import {
  JUST_LOGGED_IN_KEY,
  noticeIdSet,
  noticesLoaded,
  noticesPopupOpened,
  noticesRequested,
  noticeShown,
  readSeenNoticeIds,
  selectNoticesLoaded,
  shouldOpenNotices,
  storeSeenNoticeIds,
} from './noticesSlice';

/** True once after a login: reads and clears the login page's flag. */
export function consumeJustLoggedIn(): boolean {
  try {
    const set = sessionStorage.getItem(JUST_LOGGED_IN_KEY) !== null;
    sessionStorage.removeItem(JUST_LOGGED_IN_KEY);
    return set;
  } catch {
    return false;
  }
}

/**
 * Fetches the notices; null when the call failed (tried again at the next poll). Silent, like the
 * chat's count: a poll in the background (a lapsed session still gets the login confirmation).
 */
function* fetchNoticesSaga(): SagaIterator<Notice[] | null> {
  try {
    const reply = (yield call([api, api.call], NoticeLists, {}, { silent: true })) as { data?: Notice[] };
    const list = Array.isArray(reply.data) ? reply.data : [];
    yield put(noticesLoaded(list));
    return list;
  } catch {
    return null;
  }
}

function* fetchChatUnreadSaga(): SagaIterator {
  try {
    const reply = (yield call([api, api.call], ChatUnread, {}, { silent: true })) as { unread?: number };
    if (typeof reply.unread === 'number') yield put(chatUnreadLoaded(reply.unread));
  } catch {
    // tried again at the next poll
  }
}

/** Shows the popup and remembers the shown set. */
function* openPopupSaga(list: readonly Notice[]): SagaIterator {
  yield call(storeSeenNoticeIds, noticeIdSet(list));
  yield put(noticesPopupOpened());
}

/** One poll: the notices (opening the popup when their set is new) and the chat's unread count. */
export function* pollInboxOnceSaga(): SagaIterator {
  const list = (yield call(fetchNoticesSaga)) as Notice[] | null;
  if (list && shouldOpenNotices(list, readSeenNoticeIds())) yield call(openPopupSaga, list);
  yield call(fetchChatUnreadSaga);
}

/** Runs for as long as the page lives, once the session says someone is logged in. */
export function* pollInboxSaga(action: ReturnType<typeof sessionLoaded>): SagaIterator {
  if (!((action.payload.user_info?.user_id ?? -1) > 0)) return;
  if (consumeJustLoggedIn()) yield call(pollInboxOnceSaga);
  for (;;) {
    yield delay(NOTICE_POLL_MS);
    yield call(pollInboxOnceSaga);
  }
}

/** The bell: the notices as they are (fetched first when not loaded yet), in the popup. */
export function* openNoticesSaga(): SagaIterator {
  const loaded = (yield select(selectNoticesLoaded)) as boolean;
  let list: Notice[] | null = null;
  if (!loaded) list = (yield call(fetchNoticesSaga)) as Notice[] | null;
  else list = (yield select((s: { notices: { list: Notice[] } }) => s.notices.list)) as Notice[];
  yield call(openPopupSaga, list ?? []);
}

/**
 * Tells the server a notice has been shown. A failed call is not retried here: the notice stays read
 * on this page, and the next list after a reload says unread, so the popup shows it again.
 */
export function* recordNoticeShownSaga(action: ReturnType<typeof noticeShown>): SagaIterator {
  try {
    yield call([api, api.call], NoticeRead, { notice_id: action.payload }, { silent: true });
  } catch {
    // see above
  }
}

export function* noticesSaga(): SagaIterator {
  yield takeLatest(sessionLoaded.type, pollInboxSaga);
  yield takeLeading(noticesRequested.type, openNoticesSaga);
  yield takeEvery(noticeShown.type, recordNoticeShownSaga);
}
