/** Layout breakpoints of SPEC.md section 9, as hooks that follow the window's width. */
import { useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH } from '../common/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Under 680 px wide. */
export const useIsPhone = (): boolean => useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH - 1}px)`);
