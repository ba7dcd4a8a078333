/**
 * An in-memory sliding-window rate limit keyed by string (an address, a session, a channel).
 *
 * Kept small and dependency-free because the same backend runs in the browser: no timers, the
 * time comes from the injected clock, and memory is bounded — keys whose window has passed are
 * dropped as new hits arrive, and past `maxKeys` the least recently hit key is evicted.
 */
import type { Clock } from '../deps';

export interface RateLimitOptions {
  /** Hits allowed per key within one window. */
  limit: number;
  windowMs: number;
  clock: Clock;
  /** Keys kept at most; the least recently hit one makes room for a new one. */
  maxKeys?: number;
}

export interface RateLimiter {
  /** Whether one more hit for `key` would be within the limit (records nothing). */
  allows(key: string): boolean;
  /** Records one hit for `key`. */
  record(key: string): void;
  /** Milliseconds until `key` may hit again (0 when it may now). */
  retryAfterMs(key: string): number;
  /** Keys currently tracked. */
  readonly size: number;
}

export const DEFAULT_MAX_KEYS = 10_000;

export function createRateLimiter({ limit, windowMs, clock, maxKeys = DEFAULT_MAX_KEYS }: RateLimitOptions): RateLimiter {
  if (!(limit >= 1 && windowMs > 0 && maxKeys >= 1)) throw new Error('a rate limit needs limit >= 1, windowMs > 0 and maxKeys >= 1');
  // Per key, the times of its hits within the window, oldest first (at most `limit` of them). The
  // map's order is the order of last hits, so expired keys gather at its front.
  const hits = new Map<string, number[]>();

  const live = (key: string, now: number): number[] => {
    const times = hits.get(key);
    if (!times) return [];
    while (times.length && times[0] <= now - windowMs) times.shift();
    if (!times.length) hits.delete(key);
    return times;
  };

  const dropExpired = (now: number) => {
    for (const [key, times] of hits) {
      if (times[times.length - 1] > now - windowMs) break;
      hits.delete(key);
    }
  };

  return {
    allows(key) {
      return live(key, clock.now()).length < limit;
    },
    record(key) {
      const now = clock.now();
      dropExpired(now);
      const times = live(key, now);
      times.push(now);
      if (times.length > limit) times.splice(0, times.length - limit);
      hits.delete(key);
      hits.set(key, times);
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
    },
    retryAfterMs(key) {
      const now = clock.now();
      const times = live(key, now);
      return times.length < limit ? 0 : times[times.length - limit] + windowMs - now;
    },
    get size() {
      return hits.size;
    },
  };
}
