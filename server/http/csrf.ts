/**
 * CSRF defence for state-changing calls: the ajax header (which a cross-site form cannot set) and
 * a same-origin Origin, or Sec-Fetch-Site: same-origin when the browser sent no Origin.
 */
import { AJAX_HEADER } from '../../src/common/api';

export function isSameOriginAjax(req: Request, trustProxy: boolean): boolean {
  if (req.headers.get(AJAX_HEADER.name) !== AJAX_HEADER.value) return false;
  const url = new URL(req.url);
  const host = (trustProxy && req.headers.get('x-forwarded-host')) || url.host;
  const origin = req.headers.get('origin');
  if (origin) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return req.headers.get('sec-fetch-site') === 'same-origin';
}
