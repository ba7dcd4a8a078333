/** Layout breakpoints [SHELL-30, SHELL-31]: phone under 680 px, tablet 680–1279 px, mobile under 768 px. */
import { renderHook } from '@testing-library/react';
import { MOBILE_DETECT_WIDTH, PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from '../common/constants';
import { setViewportWidth } from '../../tests/helpers/viewport';
import { isMobileWidth, layoutKindOf, useIsMobile, useIsPhone, useLayoutKind } from './useViewport';

it('[SHELL-30] phone is under 680 px wide, tablet 680–1280 px, desktop from 1280 px', () => {
  expect([PHONE_MAX_WIDTH, TABLET_MAX_WIDTH]).toEqual([680, 1280]);
  expect(layoutKindOf(375)).toBe('phone');
  expect(layoutKindOf(679)).toBe('phone');
  expect(layoutKindOf(680)).toBe('tablet');
  expect(layoutKindOf(1279)).toBe('tablet');
  expect(layoutKindOf(1280)).toBe('desktop');
  for (const [width, kind] of [
    [375, 'phone'],
    [680, 'tablet'],
    [900, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ] as const) {
    setViewportWidth(width);
    expect(renderHook(() => useLayoutKind()).result.current).toBe(kind);
    expect(renderHook(() => useIsPhone()).result.current).toBe(kind === 'phone');
  }
});

it('[SHELL-31] mobile detection treats a width under 768 px as mobile', () => {
  expect(MOBILE_DETECT_WIDTH).toBe(768);
  expect(isMobileWidth(767)).toBe(true);
  expect(isMobileWidth(768)).toBe(false);
  setViewportWidth(700);
  expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  expect(renderHook(() => useLayoutKind()).result.current).toBe('tablet');
  setViewportWidth(768);
  expect(renderHook(() => useIsMobile()).result.current).toBe(false);
});
