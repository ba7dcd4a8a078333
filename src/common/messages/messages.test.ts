/**
 * The server's catalogue: its formatter fills `{name}` placeholders and nothing else, so every
 * message must be plain text with the same placeholders in both languages; the pages' catalogues
 * hold every server message with the same words.
 */
import { enUS } from '../../locales/en-US';
import { zhCN } from '../../locales/zh-CN';
import { serverEnUS } from './en-US';
import { formatText, localized, truncatedList } from './format';
import { serverZhCN, type ServerMessageId } from './zh-CN';

const ids = Object.keys(serverZhCN) as ServerMessageId[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the server's messages", () => {
  it('have the same placeholders in en-US as in zh-CN, and no ICU plural or select the formatter would leave unformatted', () => {
    expect(ids.length).toBeGreaterThan(500);
    for (const id of ids) {
      expect({ id, names: placeholders(serverEnUS[id]) }).toEqual({ id, names: placeholders(serverZhCN[id]) });
      expect({ id, icu: /\{\s*\w+\s*,/.test(serverZhCN[id] + serverEnUS[id]) }).toEqual({ id, icu: false });
    }
  });

  it('are in the pages’ catalogues with the same words', () => {
    for (const id of ids) expect([id, zhCN[id], enUS[id]]).toEqual([id, serverZhCN[id], serverEnUS[id]]);
  });

  it('format in the language asked for, nested messages and lists in the same language', () => {
    expect(formatText('server.notFound', { what: localized('server.what.role') })).toBe('岗位角色不存在');
    expect(formatText('server.notFound', { what: localized('server.what.role') }, 'en-US')).toBe('Position role not found');
    expect(formatText('server.cannotGrant', { rights: ['A', 'B'] }, 'zh-CN')).toBe('不能授予或收回您自己没有的权限：A、B');
    expect(formatText('server.cannotGrant', { rights: truncatedList(['A', 'B', 'C'], 2) }, 'en-US')).toBe(serverEnUS['server.cannotGrant'].replace('{rights}', 'A, B…'));
    // An unknown placeholder stays as written rather than vanishing.
    expect(formatText('server.notFound')).toBe('{what}不存在');
  });
});
