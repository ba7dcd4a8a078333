/**
 * The number of notices the user has not been shown: the notices of Notice-lists not marked read
 * (each notice's is_read, kept per user by the server, and set in the store as the popup shows it),
 * so the count and the popup agree and the count drops as notices are read. Uses the shell's list
 * when it has one, else fetches it once (and hands it to the store for the shell's bell).
 */
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { NoticeLists } from '../../../common/shell';
import { noticesLoaded, selectNotices, selectNoticesLoaded, unreadCount } from '../../../app/notices/noticesSlice';
import { useAppDispatch, useAppSelector } from '../../../app/store';

export function useUnreadNotices(): { loading: boolean; unread: number } {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const loaded = useAppSelector(selectNoticesLoaded);
  // Fetched only when the shell has not loaded the list yet; the reply is handed to the store. A
  // count to look at: it renders in the background.
  const { data, error } = useRequest(() => api.call(NoticeLists, {}, { silent: true }), { manual: loaded, inBackground: true });
  useEffect(() => {
    if (data) dispatch(noticesLoaded(Array.isArray(data.data) ? data.data : []));
  }, [data, dispatch]);

  return { loading: !loaded && !error, unread: unreadCount(notices) };
}
