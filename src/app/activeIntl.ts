/**
 * The intl of the current language, for code outside React (the request layer's dialogs, sagas).
 * src/app/i18n.ts keeps it current; until it has (only in a test that never imports it) the intl
 * knows no messages and shows their ids.
 */
import { createIntl, createIntlCache, type IntlConfig, type IntlShape } from 'react-intl';

let active: (() => IntlShape) | null = null;
let fallback: IntlShape | null = null;
let locale = 'zh-CN';

/** Sets the intl in use, of `language`: `source` gives it when asked (it may make it then, once). */
export function setActiveIntl(source: () => IntlShape, language: string): void {
  active = source;
  locale = language;
}

/** The language of the intl in use, known without making the intl (the request layer's header). */
export function activeLocale(): string {
  return locale;
}

export function activeIntl(): IntlShape {
  if (active) return active();
  fallback ??= createIntl({ locale: 'zh-CN', messages: {} as IntlConfig['messages'] }, createIntlCache());
  return fallback;
}
