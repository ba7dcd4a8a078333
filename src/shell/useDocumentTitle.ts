import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../locales/zh-CN';

/** '<page> - 板式家具云ERP' in the current language. */
export function useDocumentTitle(page: MessageId): void {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: page })} - ${intl.formatMessage({ id: 'app.name' })}`;
  }, [intl, page]);
}
