/**
 * The browser's messages are precompiled at build time (precompileLoader.ts): every message of both
 * catalogues compiles, and formats exactly as react-intl formats the string it came from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl, type IntlConfig } from 'react-intl';
import { isTestFile, sourceFiles } from '../structure/importGraph';
import { enUS } from './en-US';
import { precompileMessages } from './precompile';
import { forTheBrowser } from './precompileLoader';
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

describe('what the browser packs leave out', () => {
  it("the server's audit texts and refusals (audit.*, <feature>.server.*): no page formats them", () => {
    const kept = forTheBrowser(zhCN);
    const serverOnly = (id: string) => id.startsWith('audit.') || /^[a-zA-Z]+\.server\./.test(id);
    expect(Object.keys(kept).filter(serverOnly)).toEqual([]);
    expect(Object.keys(zhCN).some((id) => id.startsWith('audit.'))).toBe(true);
    expect(Object.keys(zhCN).some((id) => /^[a-zA-Z]+\.server\./.test(id))).toBe(true);
    // The shared server texts stay (pages show 'server.noRight').
    expect(kept['server.noRight' as MessageId]).toBe(zhCN['server.noRight' as MessageId]);
    expect(Object.keys(kept).length).toBe(Object.keys(zhCN).filter((id) => !serverOnly(id)).length);
    // No page, component or client module names one (the server's modules under src/common do, and the catalogues).
    const clientFiles = sourceFiles('src').filter((file) => !isTestFile(file) && !file.includes(`${path.sep}common${path.sep}`) && !file.endsWith('precompileLoader.ts'));
    const naming = clientFiles.filter((file) => /['"`](audit\.|[a-zA-Z]+\.server\.)/.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});
