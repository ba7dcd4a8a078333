import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { noticesSaga } from './notices/noticesSaga';
import { sessionSaga } from './session/sessionSaga';

export function* rootSaga(): SagaIterator {
  yield all([call(sessionSaga), call(noticesSaga)]);
}
