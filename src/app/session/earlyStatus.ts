/**
 * The session status an area page asks for before its scripts have run: the one request a page
 * cannot render without, otherwise sent only once a phone has downloaded and evaluated the page's
 * scripts, a network round trip later than need be. A script of its own, small and first in each
 * area page (earlyStatusEntry.ts, webpack.config.ts), sends it; the request layer takes its reply
 * for the page's first status call (src/api/login.ts).
 */
import { AJAX_HEADER, API_PREFIX, type ApiReplyBase } from '../../common/api';
import { UserLoginStatus } from '../../common/session';

/** Where the early reply waits: the parsed body, or null when the request failed. */
const EARLY_STATUS = '__erpEarlyStatus';

type EarlyWindow = Window & { [EARLY_STATUS]?: Promise<unknown> };

/** Sends the status call as the page's first one would (GET, check=1, the ajax header), keeping the reply. */
export function sendEarlyStatus(target: Window): void {
  (target as EarlyWindow)[EARLY_STATUS] = fetch(`${API_PREFIX}${UserLoginStatus.path}?check=1`, {
    headers: { [AJAX_HEADER.name]: AJAX_HEADER.value },
    credentials: 'same-origin',
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
}

/**
 * The early reply, once: a successful reply (err_code 0), or null when there was none, it failed, or
 * it was already taken (the page then asks again the usual way, with its dialogs on failure).
 */
export async function takeEarlyStatus<T extends ApiReplyBase>(target: Window | undefined = typeof window === 'undefined' ? undefined : window): Promise<T | null> {
  const early = (target as EarlyWindow | undefined)?.[EARLY_STATUS];
  if (!early) return null;
  delete (target as EarlyWindow)[EARLY_STATUS];
  const body = await early;
  return body && typeof body === 'object' && (body as ApiReplyBase).err_code === 0 ? (body as T) : null;
}
