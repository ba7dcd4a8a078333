/**
 * The browser's messages are precompiled at build time (precompileLoader.ts): every message of both
 * catalogues compiles, and formats exactly as react-intl formats the string it came from.
 */
import { createIntl, type IntlConfig } from 'react-intl';
import { enUS } from './en-US';
import { precompileMessages } from './precompile';
import { zhCN, type MessageId } from './zh-CN';

/** A value for every placeholder of a message: numbers for plurals, text otherwise. */
function valuesOf(text: string): Record<string, string | number> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)(,\s*plural)?/g)].map(([, name, plural]) => [name, plural ? 2 : `<${name}>`]));
}

describe.each([
  ['zh-CN', zhCN],
  ['en-US', enUS],
] as const)('%s', (locale, catalogue) => {
  it('formats every message precompiled as from its string', () => {
    const strings = createIntl({ locale, messages: catalogue });
    const trees = createIntl({ locale, messages: precompileMessages(catalogue, locale) as IntlConfig['messages'] });
    for (const [id, text] of Object.entries(catalogue) as [MessageId, string][]) {
      const values = valuesOf(text);
      expect([id, trees.formatMessage({ id }, values)]).toEqual([id, strings.formatMessage({ id }, values)]);
    }
  });
});
