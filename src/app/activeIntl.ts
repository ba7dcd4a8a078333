/**
 * The intl of the current language, for code outside React (the request layer's dialogs, sagas).
 * src/app/i18n.ts keeps it current; until it has (only in a test that never imports it) the intl
 * knows no messages and shows their ids.
 */
import { createIntl, createIntlCache, type IntlConfig, type IntlShape } from 'react-intl';

let active: IntlShape | null = null;

export function setActiveIntl(intl: IntlShape): void {
  active = intl;
}

export function activeIntl(): IntlShape {
  active ??= createIntl({ locale: 'zh-CN', messages: {} as IntlConfig['messages'] }, createIntlCache());
  return active;
}
