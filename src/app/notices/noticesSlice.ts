/**
 * System notices [SHELL-16..27]: the list from Notice-lists, and whether the popup is open. The
 * popup opens by itself when the set of notice ids differs from the set seen last time (kept in
 * local storage under NOTICES_SEEN_KEY) and there is at least one notice; the header's bell opens
 * it on demand.
 *
 * Read state is per notice and per user, kept by the server (Notice-read, each notice's is_read):
 * a notice is read once the popup has shown it (noticeShown). The dashboard's unread count reads
 * the same list, so the two always agree.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notice } from '../../common/shell';

/** Local-storage key: JSON array of the notice ids of the set the popup last opened with (SHELL-17's "set stored last time"). */
export const NOTICES_SEEN_KEY = 'erp.notices.seen';
/** The flag the login page sets: fetch the notices at once on the next page [SHELL-21]. */
export { JUST_LOGGED_IN_KEY, markJustLoggedIn } from './justLoggedIn';

export interface NoticesState {
  list: Notice[];
  loaded: boolean;
  popupOpen: boolean;
  /**
   * Notices shown on this page: read here even when a list fetched before the server recorded the
   * read still says unread.
   */
  shownIds: number[];
}

export const initialNoticesState: NoticesState = { list: [], loaded: false, popupOpen: false, shownIds: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    noticesLoaded(state, action: PayloadAction<Notice[]>) {
      const shown = new Set(state.shownIds);
      state.list = action.payload.map((n) => (shown.has(n.notice_id) ? { ...n, is_read: 1 } : n));
      state.loaded = true;
    },
    /** The popup has shown this notice: read from now on (the saga tells the server). */
    noticeShown(state, action: PayloadAction<number>) {
      if (!state.shownIds.includes(action.payload)) state.shownIds.push(action.payload);
      for (const n of state.list) if (n.notice_id === action.payload) n.is_read = 1;
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

export const { noticesLoaded, noticeShown, noticesPopupOpened, noticesPopupClosed, noticesRequested } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;

interface WithNotices {
  notices: NoticesState;
}

export const selectNotices = (state: WithNotices) => state.notices.list;
export const selectNoticesLoaded = (state: WithNotices) => state.notices.loaded;
export const selectNoticePopupOpen = (state: WithNotices) => state.notices.popupOpen;

/** How many notices the user has not been shown yet. */
export const unreadCount = (notices: readonly Pick<Notice, 'notice_id' | 'is_read'>[]): number => notices.filter((n) => n.is_read !== 1).length;

/** Where the popup starts: the first notice not read yet, else the first. */
export const firstUnreadIndex = (notices: readonly Pick<Notice, 'is_read'>[]): number => Math.max(0, notices.findIndex((n) => n.is_read !== 1));

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
