/**
 * A window of a given width for layout tests: `window.innerWidth` and a `matchMedia` that answers
 * min-width / max-width queries (joined with 'and', alternatives with ',') for that width, so the
 * shell's breakpoints and antd's responsive helpers see the same size.
 */
import { fakeMediaQueryList } from './mediaQuery';

const original = window.matchMedia;
const originalWidth = window.innerWidth;

function matchesCondition(condition: string, width: number): boolean {
  const min = /\(\s*min-width\s*:\s*([\d.]+)px\s*\)/.exec(condition);
  const max = /\(\s*max-width\s*:\s*([\d.]+)px\s*\)/.exec(condition);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function queryMatches(query: string, width: number): boolean {
  return query.split(',').some((alternative) => alternative.split(/\band\b/).every((part) => matchesCondition(part, width)));
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => fakeMediaQueryList(query, queryMatches(query, width)),
  });
}

export function resetViewport(): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: originalWidth });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
}
