/**
 * The intl of the current language, for code outside React (the request layer's dialogs, sagas).
 * src/app/i18n.ts keeps it current.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { zhCN } from '../locales/zh-CN';

let active: IntlShape | null = null;

export function setActiveIntl(intl: IntlShape): void {
  active = intl;
}

export function activeIntl(): IntlShape {
  active ??= createIntl({ locale: 'zh-CN', messages: zhCN }, createIntlCache());
  return active;
}
