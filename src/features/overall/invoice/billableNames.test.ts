/**
 * Billable item types and sources are stored as the billing system's Chinese names; the pages show
 * them in the page's language, quantities carried over, and anything unknown as stored.
 */
import { intlFor } from '../../../app/i18n';
import { addAllMessages } from '../../../../tests/helpers/messages';
import { itemSourceName, itemTypeName, matchTemplate } from './billableNames';

addAllMessages();

const en = intlFor('en-US');
const zh = intlFor('zh-CN');

describe('billable item names', () => {
  it('[INV-REQ-07] [I18N-01] the item types of the billing system in English, as stored in zh-CN', () => {
    expect(['云拆单', '软件包月', '增值服务'].map((t) => itemTypeName(en, t))).toEqual(['Cloud order splitting', 'Monthly software package', 'Add-on services']);
    expect(['云拆单', '软件包月', '增值服务'].map((t) => itemTypeName(zh, t))).toEqual(['云拆单', '软件包月', '增值服务']);
  });

  it('[INV-REQ-07] [I18N-01] the sources with their quantities, English choosing singular or plural', () => {
    expect(itemSourceName(en, '云拆单服务费（312 单）')).toBe('Cloud order splitting fee (312 orders)');
    expect(itemSourceName(en, '云拆单服务费（1 单）')).toBe('Cloud order splitting fee (1 order)');
    expect(itemSourceName(en, '软件包月 - 标准版（5 个账号）')).toBe('Monthly software package - Standard edition (5 accounts)');
    expect(itemSourceName(en, '软件包月 - 基础版（2 个账号）')).toBe('Monthly software package - Basic edition (2 accounts)');
    expect(itemSourceName(en, '短信通知服务（1500 条）')).toBe('SMS notification service (1,500 messages)');
    expect(itemSourceName(en, '全景渲染服务（24 张）')).toBe('Panorama rendering service (24 images)');
    expect(itemSourceName(zh, '云拆单服务费（312 单）')).toBe('云拆单服务费（312 单）');
  });

  it('[I18N-01] a name the catalogue does not know is shown as stored', () => {
    expect(itemTypeName(en, '其他费用')).toBe('其他费用');
    expect(itemSourceName(en, '云拆单服务费（312 单）附加')).toBe('云拆单服务费（312 单）附加');
  });

  it('matches a template only as a whole, with its special characters taken literally', () => {
    expect(matchTemplate('a (x) {n} b', 'a (x) 7 b')).toEqual({ n: 7 });
    expect(matchTemplate('a (x) {n} b', 'a x 7 b')).toBeNull();
    expect(matchTemplate('{name} - {n}', 'pro - 3')).toEqual({ name: 'pro', n: 3 });
  });
});
