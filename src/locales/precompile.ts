/**
 * Messages precompiled to ICU syntax trees, as react-intl would parse them at run time (same
 * parser, same locale): the browser build ships these instead of the strings, and no parser
 * (src/locales/precompileLoader.ts). Build-time code: the browser never imports it.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export function precompileMessages(messages: Readonly<Record<string, string>>, language: string): Record<string, MessageFormatElement[]> {
  const locale = new Intl.Locale(language);
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text, { locale })]));
}
