/**
 * Every message of both languages, as plain catalogue strings (react-intl parses them as it goes),
 * with antd's locales: what the tests render with. The browser loads one language's precompiled
 * pack at a time instead (src/app/i18n.ts).
 */
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { addMessages } from '../../src/app/i18n';
import { enUS } from '../../src/locales/en-US';
import { zhCN } from '../../src/locales/zh-CN';

export function addAllMessages(): void {
  addMessages('zh-CN', 'all', { messages: zhCN, antd: antdZhCN });
  addMessages('en-US', 'all', { messages: enUS, antd: antdEnUS });
}
