/**
 * The UI language [I18N-01..03]: zh-CN (default) or en-US; the stored setting wins, otherwise the
 * browser's language (zh* -> zh-CN, en* -> en-US, anything else -> zh-CN). antd's and dayjs's
 * locales follow, and so does the intl used outside React.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Locale } from 'antd/es/locale';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { enUS } from '../locales/en-US';
import { zhCN, type MessageId } from '../locales/zh-CN';
import { setActiveIntl } from './activeIntl';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'erp.lang';

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The language for a browser language tag, or null when it is neither Chinese nor English. */
function fromBrowserTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

/** The stored setting when valid, else the first browser language, else zh-CN. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const first = browserLanguages[0];
  return (first && fromBrowserTag(first)) || DEFAULT_LANGUAGE;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export const MESSAGES: Record<Language, Record<MessageId, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': antdZhCN, 'en-US': antdEnUS };
const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: MESSAGES[language] }, cache);
    intls.set(language, intl);
  }
  return intl;
}

export const antdLocaleFor = (language: Language): Locale => ANTD_LOCALES[language];

let current: Language = detectLanguage(readStored(), browserLanguages());
const listeners = new Set<() => void>();

function apply(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  setActiveIntl(intlFor(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
apply(current);

export function getLanguage(): Language {
  return current;
}

/** Stores the choice and re-renders everything that shows text. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  if (language === current) return;
  current = language;
  apply(language);
  listeners.forEach((listener) => listener());
}

/** Re-reads the stored setting and the browser language (start-up, and tests). */
export function refreshLanguage(): void {
  const detected = detectLanguage(readStored(), browserLanguages());
  if (detected === current) return;
  current = detected;
  apply(detected);
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
