/**
 * [SHELL-09, SHELL-10] Whether a user has seen the what's-new dialog for this version: a
 * local-storage key per user id, holding the version they last saw.
 */
import { useCallback, useState } from 'react';
import { VERSION_LABEL } from '../common/constants';

export const whatsNewSeenKey = (userId: number): string => `erp.whatsNew.seen.${userId}`;

export function hasSeenWhatsNew(userId: number, version = VERSION_LABEL): boolean {
  try {
    return localStorage.getItem(whatsNewSeenKey(userId)) === version;
  } catch {
    return false;
  }
}

export function markWhatsNewSeen(userId: number, version = VERSION_LABEL): void {
  try {
    localStorage.setItem(whatsNewSeenKey(userId), version);
  } catch {
    // Storage unavailable: the badge comes back next time, nothing worse.
  }
}

/** `isNew` until `markSeen` for this user id. */
export function useWhatsNewBadge(userId: number): { isNew: boolean; markSeen: () => void } {
  const [seenBy, setSeenBy] = useState<number | null>(null);
  const isNew = seenBy !== userId && !hasSeenWhatsNew(userId);
  const markSeen = useCallback(() => {
    markWhatsNewSeen(userId);
    setSeenBy(userId);
  }, [userId]);
  return { isNew, markSeen };
}
