import type { Notifier } from './deps';

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
