/**
 * The text of a message id in the active language: `const t = useT(); t('invoice.list.title')`.
 * Ids are typed (src/intl.d.ts), so a missing id does not compile.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../locales/zh-CN';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
