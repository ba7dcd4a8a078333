import type { Clock, Logger, Notifier } from './deps';
import { createRateLimiter } from './http/rateLimit';

/**
 * A chat-bot webhook notifier (WeCom/DingTalk style: POST `{ msgtype: 'text', text: { content } }`).
 * The token is appended by the server; it never reaches a browser.
 */
export function webhookNotifier(url: string, token?: string): Notifier {
  return {
    async send(text) {
      const target = new URL(url);
      if (token) target.searchParams.set('key', token);
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ msgtype: 'text', text: { content: text } }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    },
  };
}

/** Where alerts go when no webhook is configured: the server log, as warnings. */
export function loggerNotifier(logger: Logger, message: string): Notifier {
  return {
    async send(text) {
      logger.warn(message, { text });
    },
  };
}

export interface BoundedNotifier extends Notifier {
  /** Messages held back since the last one passed on. */
  readonly suppressed: number;
}

/**
 * Passes at most `limit` messages per `windowMs` on to `inner`, so a flood of reports cannot flood
 * the operators' chat (or the log). The ones held back are counted, and the next message passed
 * on says how many there were.
 */
export function boundedNotifier(inner: Notifier, { limit, windowMs, clock }: { limit: number; windowMs: number; clock: Clock }): BoundedNotifier {
  const window = createRateLimiter({ limit, windowMs, clock, maxKeys: 1 });
  let suppressed = 0;
  return {
    get suppressed() {
      return suppressed;
    },
    async send(text) {
      if (!window.allows('all')) {
        suppressed += 1;
        return;
      }
      window.record('all');
      const held = suppressed;
      suppressed = 0;
      try {
        await inner.send(held > 0 ? `${text}\n（此前另有 ${held} 条报告因超出转发频率未转发）` : text);
      } catch (e) {
        suppressed += held;
        throw e;
      }
    },
  };
}

/** C0 and C1 control characters, and the Unicode line/paragraph separators and bidi controls a chat may render as breaks or reorderings. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** At most `max` characters (code points), the cut marked by an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Untrusted text for one line of an alert: no control characters (so no line breaks), at most `max` characters. */
export function oneLine(text: string, max: number): string {
  return truncate(text.replace(UNSAFE_CHARS, ' ').trim(), max);
}

/** The prefix of every line of a quoted block: no quoted line can pass for a line of the alert itself. */
export const QUOTE_PREFIX = '| ';

/**
 * Untrusted multi-line text (a stack) for an alert: line breaks kept, every other control character
 * dropped, at most `max` characters, and every line behind QUOTE_PREFIX.
 */
export function quotedBlock(text: string, max: number): string {
  const lines = truncate(text.replace(/\r\n?/g, '\n'), max)
    .split('\n')
    .map((line) => line.replace(UNSAFE_CHARS, ' ').trimEnd());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => QUOTE_PREFIX + line).join('\n');
}
