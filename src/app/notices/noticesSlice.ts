/**
 * System notices [SHELL-16..27]: the list from Notice-lists, and whether the popup is open. The
 * popup opens by itself when the set of notice ids differs from the set seen last time (kept in
 * local storage under NOTICES_SEEN_KEY) and there is at least one notice; the header's bell opens
 * it on demand.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notice } from '../../common/shell';

/** Local-storage key: JSON array of the notice ids the user has been shown (also read by the dashboard). */
export const NOTICES_SEEN_KEY = 'erp.notices.seen';
/** Session-storage flag the login page sets: fetch the notices at once on the next page [SHELL-21]. */
export const JUST_LOGGED_IN_KEY = 'erp.justLoggedIn';

/** Called by the login page after a successful login. */
export function markJustLoggedIn(): void {
  try {
    sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
  } catch {
    // Storage unavailable: the notices come with the first poll instead.
  }
}

export interface NoticesState {
  list: Notice[];
  loaded: boolean;
  popupOpen: boolean;
}

export const initialNoticesState: NoticesState = { list: [], loaded: false, popupOpen: false };

const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    noticesLoaded(state, action: PayloadAction<Notice[]>) {
      state.list = action.payload;
      state.loaded = true;
    },
    noticesPopupOpened(state) {
      state.popupOpen = true;
    },
    noticesPopupClosed(state) {
      state.popupOpen = false;
    },
    /** The bell: open the popup, fetching the notices first when they have not been loaded yet. */
    noticesRequested() {},
  },
});

export const { noticesLoaded, noticesPopupOpened, noticesPopupClosed, noticesRequested } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;

interface WithNotices {
  notices: NoticesState;
}

export const selectNotices = (state: WithNotices) => state.notices.list;
export const selectNoticesLoaded = (state: WithNotices) => state.notices.loaded;
export const selectNoticePopupOpen = (state: WithNotices) => state.notices.popupOpen;

/** The ids of `notices`, sorted and without repeats: the "set" that is compared and stored. */
export function noticeIdSet(notices: readonly Pick<Notice, 'notice_id'>[]): number[] {
  return [...new Set(notices.map((n) => n.notice_id))].sort((a, b) => a - b);
}

/** The stored set of seen notice ids (empty when absent or unreadable). */
export function readSeenNoticeIds(): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(NOTICES_SEEN_KEY) ?? '[]');
    return Array.isArray(v) ? [...new Set(v.filter((x): x is number => typeof x === 'number'))].sort((a, b) => a - b) : [];
  } catch {
    return [];
  }
}

export function storeSeenNoticeIds(ids: readonly number[]): void {
  try {
    localStorage.setItem(NOTICES_SEEN_KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable: the popup may show again next time, nothing worse.
  }
}

/** [SHELL-17..19] Open by itself only when there are notices and their id set differs from the stored one. */
export function shouldOpenNotices(notices: readonly Pick<Notice, 'notice_id'>[], seen: readonly number[]): boolean {
  if (notices.length === 0) return false;
  const ids = noticeIdSet(notices);
  return ids.length !== seen.length || ids.some((id, i) => id !== seen[i]);
}
