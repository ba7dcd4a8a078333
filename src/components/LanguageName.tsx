/**
 * A language's name in itself (中文, English), as language switches name them, so that a reader
 * who cannot read the page's language still finds their own; marked with that language for
 * screen readers (and as not the page's own text).
 */
import { useIntl } from 'react-intl';
import type { Language } from '../app/i18n';

export function LanguageName({ language }: { language: Language }) {
  const intl = useIntl();
  return <span lang={language}>{intl.formatMessage({ id: `lang.${language}` })}</span>;
}
