/**
 * Layout breakpoints of SPEC.md section 9 [SHELL-30, SHELL-31], as plain functions of a width and
 * as hooks that follow the window:
 *   phone    under 680 px    bottom bar instead of the top navigation, menu in a drawer
 *   tablet   680–1279 px     compact header, collapsed left menu
 *   desktop  1280 px and up
 * Mobile detection (phone-like behaviour such as hiding the "open on your phone" QR code) is a
 * separate line: under 768 px.
 */
import { useSyncExternalStore } from 'react';
import { MOBILE_DETECT_WIDTH, PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from '../common/constants';

export type LayoutKind = 'phone' | 'tablet' | 'desktop';

export function layoutKindOf(width: number): LayoutKind {
  if (width < PHONE_MAX_WIDTH) return 'phone';
  if (width < TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export const isMobileWidth = (width: number): boolean => width < MOBILE_DETECT_WIDTH;

export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH - 1}px)`;
export const TABLET_QUERY = `(min-width: ${PHONE_MAX_WIDTH}px) and (max-width: ${TABLET_MAX_WIDTH - 1}px)`;
export const MOBILE_QUERY = `(max-width: ${MOBILE_DETECT_WIDTH - 1}px)`;

/**
 * The width the build renders the areas' frames at (scripts/render-at-build.tsx): one per layout
 * kind. Null elsewhere: a render outside a browser then matches no query, as a desktop.
 */
let renderedWidth: number | null = null;

/** Renders what follows as at `width` px wide, or (null) as outside a browser. */
export function renderAtWidth(width: number | null): void {
  renderedWidth = width;
}

/** The queries above, answered for a width (the widths are whole pixels). */
const AT_WIDTH: Readonly<Record<string, (width: number) => boolean>> = {
  [PHONE_QUERY]: (width) => layoutKindOf(width) === 'phone',
  [TABLET_QUERY]: (width) => layoutKindOf(width) === 'tablet',
  [MOBILE_QUERY]: isMobileWidth,
};

const matchesRenderedWidth = (query: string): boolean => renderedWidth !== null && (AT_WIDTH[query]?.(renderedWidth) ?? false);

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesRenderedWidth(query),
  );
}

/** Under 680 px wide. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
/** 680–1279 px wide. */
export const useIsTablet = (): boolean => useMediaQuery(TABLET_QUERY);
/** Under 768 px wide. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);

/** A screen whose main pointer cannot hover (a finger): hints open on a tap there, not on hover. */
export const TOUCH_QUERY = '(hover: none)';
export const useIsTouch = (): boolean => useMediaQuery(TOUCH_QUERY);

export function useLayoutKind(): LayoutKind {
  const phone = useIsPhone();
  const tablet = useIsTablet();
  return phone ? 'phone' : tablet ? 'tablet' : 'desktop';
}
