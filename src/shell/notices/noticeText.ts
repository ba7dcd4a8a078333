/** A notice's content read as text or as a list of addresses, whatever the server sent. */
import type { Notice } from '../../common/shell';
import { safeMediaUrl } from '../../common/safeUrl';

/**
 * The notice's content as a list of image or video addresses (types 2, 4, 5): only those that may
 * be rendered (same-origin paths, https on an allowed host), each once.
 */
export function noticePaths(notice: Pick<Notice, 'notice_content'>): string[] {
  const c = notice.notice_content;
  const candidates: unknown[] = Array.isArray(c) ? c : [c];
  const safe = candidates.map((x) => safeMediaUrl(x)).filter((x): x is string => x !== null);
  return [...new Set(safe)];
}

/** The notice's content as text (types 1, 3). */
export function noticeText(notice: Pick<Notice, 'notice_content'>): string {
  const c = notice.notice_content;
  return Array.isArray(c) ? c.join('\n') : (c ?? '');
}
