/**
 * The number of notices the user has not been shown: the notices of Notice-lists whose ids are not
 * in the seen set the notice popup keeps in local storage (NOTICES_SEEN_KEY). Uses the shell's list
 * when it has one, else fetches it once (and hands it to the store for the shell's bell).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { dashboardNotices } from '../../api/dashboard';
import { useRequest } from '../../api/useRequest';
import type { Notice } from '../../common/shell';
import {
  NOTICES_SEEN_KEY,
  noticesLoaded,
  selectNoticePopupOpen,
  selectNotices,
  selectNoticesLoaded,
} from '../../app/notices/noticesSlice';
import { useAppDispatch, useAppSelector } from '../../app/store';

/** How many of `notices` are not in `seen`. */
export function countUnread(notices: readonly Pick<Notice, 'notice_id'>[], seen: readonly number[]): number {
  const seenSet = new Set(seen);
  return new Set(notices.map((n) => n.notice_id).filter((id) => !seenSet.has(id))).size;
}

function readSeenRaw(): string {
  try {
    return localStorage.getItem(NOTICES_SEEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function subscribeSeen(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === NOTICES_SEEN_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The seen ids in a stored value (none when absent or unreadable), as readSeenNoticeIds reads them. */
function parseSeen(raw: string): number[] {
  try {
    const v: unknown = JSON.parse(raw || '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export function useUnreadNotices(): { loading: boolean; unread: number } {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const loaded = useAppSelector(selectNoticesLoaded);
  // Subscribed so that the popup opening (right after it stores the seen set) re-renders this.
  useAppSelector(selectNoticePopupOpen);
  // Re-read on every render (the popup of this tab stores the set when it opens, which re-renders
  // through the store) and when another tab stores it.
  const seenRaw = useSyncExternalStore(subscribeSeen, readSeenRaw, () => '');
  const seen = useMemo(() => parseSeen(seenRaw), [seenRaw]);
  // Fetched only when the shell has not loaded the list yet; the reply is handed to the store.
  const { data, error } = useRequest(dashboardNotices, { manual: loaded });
  useEffect(() => {
    if (data) dispatch(noticesLoaded(Array.isArray(data.data) ? data.data : []));
  }, [data, dispatch]);

  return { loading: !loaded && !error, unread: countUnread(notices, seen) };
}
