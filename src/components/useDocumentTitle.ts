import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../locales/zh-CN';

/**
 * The titles asked for by mounted components, each with the order it first mounted in. The most
 * recently mounted one (the page, inside the area layout) wins. Keeping the mount order matters when
 * the language changes: every title is set again, the layout's after the page's, and the page's
 * title must still win.
 */
const claims = new Map<object, { order: number; text: string }>();
let mounts = 0;

function showLatestClaim(): void {
  let latest: { order: number; text: string } | undefined;
  for (const claim of claims.values()) if (!latest || claim.order > latest.order) latest = claim;
  if (latest) document.title = latest.text;
}

/** '<page> - 板式家具云ERP' in the language of `intl` (the build writes the login page's into user.html). */
export function documentTitle(intl: IntlShape, page: MessageId): string {
  return `${intl.formatMessage({ id: page })} - ${intl.formatMessage({ id: 'app.name' })}`;
}

/** '<page> - 板式家具云ERP' in the current language. */
export function useDocumentTitle(page: MessageId): void {
  const intl = useIntl();
  const text = documentTitle(intl, page);
  const owner = useRef<{ order: number } | null>(null);
  useEffect(() => {
    owner.current ??= { order: ++mounts };
    const key = owner.current;
    claims.set(key, { order: key.order, text });
    showLatestClaim();
    return () => {
      claims.delete(key);
      showLatestClaim();
    };
  }, [text]);
}
