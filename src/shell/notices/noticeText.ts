/** A notice's content read as text or as a list of addresses, whatever the server sent. */
import type { Notice } from '../../common/shell';

/** The notice's content as a list of addresses (types 2, 4, 5). */
export function noticePaths(notice: Pick<Notice, 'notice_content'>): string[] {
  const c = notice.notice_content;
  if (Array.isArray(c)) return c.filter((x): x is string => typeof x === 'string' && x.length > 0);
  return typeof c === 'string' && c ? [c] : [];
}

/** The notice's content as text (types 1, 3). */
export function noticeText(notice: Pick<Notice, 'notice_content'>): string {
  const c = notice.notice_content;
  return Array.isArray(c) ? c.join('\n') : (c ?? '');
}
