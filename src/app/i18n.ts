/**
 * The UI language [I18N-01..03]: zh-CN (default) or en-US; the stored setting wins, otherwise the
 * browser's language (zh* -> zh-CN, en* -> en-US, anything else -> zh-CN). antd's locale follows,
 * and so does the intl used outside React (dayjs's, on the area pages: AppProviders.tsx).
 *
 * Messages come in packs (src/locales/packs/): 'app', for the four areas, every message but the page
 * packs'; 'login', the few the login page shows; and the page packs (src/locales/pagePacks.ts), which
 * arrive with their page (`loadPagePack`). A page loads its pack in the language in use before it
 * renders (`loadMessages`), and only that language's: choosing another loads that one's packs
 * first, every pack in use, then switches. In the browser build the packs arrive precompiled to ICU syntax trees
 * (src/locales/precompileLoader.ts), so react-intl ships without its message parser; the tests add
 * the catalogues' plain strings (`addMessages`), which react-intl parses as it goes.
 */
import type { Locale } from 'antd/es/locale';
import { useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, type IntlConfig, type IntlShape, type MessageFormatElement } from 'react-intl';
import { LANGUAGE_COOKIE } from '../common/api';
import { setActiveIntl } from './activeIntl';
import { LOCALES as LANGUAGES, type Locale as Language } from '../locales/locales';
import type { PagePack } from '../locales/pagePacks';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'erp.lang';

/** Messages by id: catalogue strings, or their precompiled syntax trees. */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;
/** 'all': every message at once, as the tests add them (tests/helpers/messages.ts). */
export type MessagePack = 'app' | 'login' | 'all' | PagePack;

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

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

// ---- loaded messages ----

interface Loaded {
  messages: Record<string, string | MessageFormatElement[]>;
  antd?: Locale;
  packs: Set<MessagePack>;
}

const loaded: Record<Language, Loaded> = {
  'zh-CN': { messages: {}, packs: new Set() },
  'en-US': { messages: {}, packs: new Set() },
};

/** The packs of this page: the one `loadMessages` loaded and the page packs shown since; a change of language loads them all. */
const packsInUse = new Set<MessagePack>(['app']);

/** True when `pack` of `language` is there ('app' holds the login page's messages too). */
function hasPack(language: Language, pack: MessagePack): boolean {
  const packs = loaded[language].packs;
  return packs.has(pack) || packs.has('all') || (pack === 'login' && packs.has('app'));
}

/** One pack of one language from the server: its messages, and antd's texts in that language (the password field's 'show' ...). */
async function importPack(language: Language, pack: MessagePack): Promise<{ messages: Messages; antd: Locale }> {
  const [messages, antd] = await Promise.all([
    import(/* webpackChunkName: "messages-[request]" */ `../locales/packs/${pack}.${language}`).then((m: { default: Messages }) => m.default),
    (language === 'zh-CN' ? import(/* webpackChunkName: "antd-zh-CN" */ 'antd/locale/zh_CN') : import(/* webpackChunkName: "antd-en-US" */ 'antd/locale/en_US')).then(
      (m: { default: Locale }) => m.default,
    ),
  ]);
  return { messages, antd };
}

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    // Typed by the catalogue's ids (src/intl.d.ts); a pack holds all of them or the page's own.
    const messages = loaded[language].messages as IntlConfig['messages'];
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages }, cache);
    intls.set(language, intl);
  }
  return intl;
}

export const antdLocaleFor = (language: Language): Locale | undefined => loaded[language].antd;

// ---- the language in use ----

let current: Language = detectLanguage(readStored(), browserLanguages());
/** The language last asked for: the one to switch to when its pack arrives. */
let wanted: Language = current;
const listeners = new Set<() => void>();

function apply(language: Language): void {
  const intl = intlFor(language);
  setActiveIntl(() => intl, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
// At start-up the intl is made when first asked for, not while the page's modules load: the first
// intl of a page is slow to make (the browser loads its locale data), and the page's first task is
// its longest already. Its messages arriving make it (addMessages), in a task of its own.
setActiveIntl(() => intlFor(current), current);
if (typeof document !== 'undefined') document.documentElement.lang = current;
// A choice stored before the cookie existed reaches the server from now on.
if (isLanguage(readStored())) rememberForServer(current);

const notify = () => listeners.forEach((listener) => listener());

/** Adds messages (and antd's locale) of `language`, as one pack holds them; the shown texts follow. */
export function addMessages(language: Language, pack: MessagePack, content: { messages: Messages; antd?: Locale }): void {
  const target = loaded[language];
  Object.assign(target.messages, content.messages);
  if (content.antd) target.antd = content.antd;
  target.packs.add(pack);
  intls.delete(language);
  if (language !== current) return;
  apply(language);
  notify();
}

async function ensurePack(language: Language, pack: MessagePack): Promise<void> {
  if (!hasPack(language, pack)) addMessages(language, pack, await importPack(language, pack));
}

/**
 * The page's start-up: loads `pack` in the language in use (later changes of language load theirs)
 * and, for a page that arrived rendered in another language, in that one too (`hydrateIn`).
 */
export async function loadMessages(pack: MessagePack, arrivedIn?: Language): Promise<void> {
  packsInUse.clear();
  packsInUse.add(pack);
  await Promise.all([ensurePack(current, pack), arrivedIn && arrivedIn !== current ? ensurePack(arrivedIn, pack) : undefined]);
}

/**
 * A page's own messages (a page pack), in the language in use, loaded beside the page's code
 * (src/routes/defineRoutes.tsx `lazyPage`); later changes of language load it too.
 */
export async function loadPagePack(pack: PagePack): Promise<void> {
  packsInUse.add(pack);
  await ensurePack(current, pack);
}

/**
 * The language of the markup React takes over (hydrates): that of the page as it arrived, which
 * may not be the one in use (the choice stored in this browser reached the server too late, or
 * not at all). React hydrates in it, so the markup is taken over as it is, the very elements a
 * visitor may be typing into, then renders the page again in the language in use, in place
 * (useSyncExternalStore's server snapshot, below). Replacing the markup instead would take the
 * field, its caret and the next keys from under the visitor.
 */
let hydratingIn: Language | null = null;

export function hydrateIn(language: Language): void {
  hydratingIn = language;
}

/**
 * For a render outside a bundle (the build's, scripts/render-at-build.tsx): the page's `pack` in
 * `language`, given rather than fetched, and that language in use.
 */
export function showWithMessages(language: Language, pack: MessagePack, content: { messages: Messages; antd: Locale }): void {
  packsInUse.clear();
  packsInUse.add(pack);
  addMessages(language, pack, content);
  switchTo(language);
}

function switchTo(language: Language): void {
  wanted = language;
  if (language === current) return;
  const missing = [...packsInUse].filter((pack) => !hasPack(language, pack));
  if (missing.length) {
    // Switched once its packs are here, unless another language was asked for meanwhile.
    Promise.all(missing.map((pack) => ensurePack(language, pack))).then(
      () => wanted === language && switchTo(language),
      (e: unknown) => console.error(e),
    );
    return;
  }
  current = language;
  apply(language);
  notify();
}

export function getLanguage(): Language {
  return current;
}

/** The intl of the language in use, with the messages loaded so far. */
export const currentIntl = (): IntlShape => intlFor(current);

/** Stores the choice and re-renders everything that shows text (once its messages are here). */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  rememberForServer(language);
  switchTo(language);
}

/**
 * The choice as a cookie too, which the Node host reads to send the login page already rendered in
 * it (server/main.ts); a year, like the stored setting, and on every page of the site.
 */
function rememberForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (!document.cookie.split('; ').includes(cookie)) document.cookie = `${cookie}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Re-reads the stored setting and the browser language (start-up, and tests). */
export function refreshLanguage(): void {
  switchTo(detectLanguage(readStored(), browserLanguages()));
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a page arriving rendered is hydrated in: the language it arrived in (`hydrateIn`). */
const languageAsArrived = (): Language => hydratingIn ?? current;

/** The language in use, re-rendering on a change. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, languageAsArrived);
}

const intlAsArrived = (): IntlShape => intlFor(languageAsArrived());

/** The intl of the language in use, re-rendering on a change of language or of its messages. */
export function useCurrentIntl(): IntlShape {
  return useSyncExternalStore(subscribeLanguage, currentIntl, intlAsArrived);
}
