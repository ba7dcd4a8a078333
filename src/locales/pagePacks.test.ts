/**
 * Page packs (src/locales/pagePacks.ts): the area pack leaves their messages out, each has its two
 * files, and a page's pack loads with the page and again on a change of language (src/app/i18n.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { enUS } from './en-US';
import { LOCALES } from './locales';
import { areaPackMessages, PAGE_PACKS, pagePackMessages, type PagePack } from './pagePacks';
import { zhCN } from './zh-CN';

const PACKS = Object.keys(PAGE_PACKS) as PagePack[];

describe('page packs', () => {
  it.each(PACKS)('%s has a file per language, the same ids in both, each id in the catalogues', async (pack) => {
    for (const language of LOCALES) {
      const file = join(__dirname, 'packs', `${pack}.${language}.ts`);
      expect(existsSync(file)).toBe(true);
      const content = ((await import(`./packs/${pack}.${language}`)) as { default: Record<string, string> }).default;
      expect(content).toEqual(pagePackMessages(pack, language));
      const catalogue: Record<string, string> = language === 'zh-CN' ? zhCN : enUS;
      for (const [id, text] of Object.entries(content)) expect([id, catalogue[id]]).toEqual([id, text]);
    }
    expect(Object.keys(pagePackMessages(pack, 'en-US')).sort()).toEqual(Object.keys(pagePackMessages(pack, 'zh-CN')).sort());
  });

  it("the areas' pack holds every message but the page packs'", () => {
    const area = areaPackMessages(zhCN, 'zh-CN');
    const inPages = new Set(PACKS.flatMap((pack) => Object.keys(pagePackMessages(pack, 'zh-CN'))));
    expect(Object.keys(area).length + inPages.size).toBe(Object.keys(zhCN).length);
    expect(area['crm.new']).toBeUndefined();
    // The dealer dialog is shown by pages of several packs: its messages travel with the area.
    expect(area['crm.picker.title']).toBe('选择经销商');
    expect(area['route.erp.crm']).toBe('客户管理');
  });

  it('a page pack loads with its page, and a change of language loads it in the new language too', async () => {
    // A fresh i18n, as a page starts it (no stored choice, no browser here: zh-CN).
    await jest.isolateModulesAsync(async () => {
      const i18n = await import('../app/i18n');
      expect(i18n.getLanguage()).toBe('zh-CN');
      await i18n.loadMessages('app');
      expect(i18n.currentIntl().messages['crm.new']).toBeUndefined();
      await i18n.loadPagePack('crm');
      expect(i18n.currentIntl().formatMessage({ id: 'crm.new' })).toBe('新增客户');
      i18n.setLanguage('en-US');
      await new Promise<void>((resolve) => {
        const stop = i18n.subscribeLanguage(() => {
          stop();
          resolve();
        });
      });
      expect(i18n.getLanguage()).toBe('en-US');
      expect(i18n.currentIntl().formatMessage({ id: 'crm.new' })).toBe(enUS['crm.new']);
      expect(i18n.currentIntl().formatMessage({ id: 'route.erp.crm' })).toBe(enUS['route.erp.crm']);
    });
  });
});
