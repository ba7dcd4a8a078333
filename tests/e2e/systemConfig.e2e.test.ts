/**
 * System configuration end to end in real Chromium against a Node host of this file alone: the
 * owner turns the order detail sync off (after its confirmation) and edits the goods name template
 * by clicking names into it, reloads and finds both changes stored. Screenshots at 1280, 800 and
 * 375 px.
 */
import type { Page } from 'playwright-core';
import { clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';

const own = ownServerOfThisFile(launchBrowser);

const OK = { name: /^\s*确\s*定\s*$/ };

async function openConfig(page: Page): Promise<void> {
  await openAreaPage(page, `${own.server.baseUrl}/index.html#/shops/systemConfig`);
  await dismissNotices(page);
  await page.locator('.ant-table-tbody tr[data-row-key], [data-testid=sysconfig-card]').nth(3).waitFor();
}

const valueOf = (page: Page, key: string) => page.locator(`.ant-table-tbody tr[data-row-key="${key}"] td`).nth(1);

describe('system configuration', () => {
  it('[SYSCFG-11] [SYSCFG-12] [SYSCFG-13] [SYSCFG-14] [SYSCFG-15] the owner turns the sync off and builds the goods name from the offered names; both are there after a reload', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openConfig(page);
      await shot(page, 'system-config-1280');
      expect(await valueOf(page, 'erpPush').innerText()).toBe('开启');

      await page.locator('.ant-table-tbody tr[data-row-key="erpPush"]').getByRole('button').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: '确认关闭同步报价明细和材料明细配置?' }).waitFor();
      await clickSettled(page, confirm.getByRole('button', OK));
      await page.locator('.ant-message').getByText('关闭同步明细配置成功').waitFor();
      await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr[data-row-key="erpPush"] td:nth-child(2)')?.textContent === '关闭');

      await page.locator('.ant-table-tbody tr[data-row-key="goodsName"]').getByRole('button').click();
      const editor = page.locator('.ant-modal', { hasText: '商品名称模板' });
      const names = editor.getByRole('group', { name: '可插入的字段' });
      await clickSettled(page, names.getByRole('button', { name: /品牌/ }));
      await names.getByRole('button', { name: /名称/ }).click();
      await editor.getByRole('textbox', { name: '商品名称模板' }).press('End');
      await editor.getByRole('textbox', { name: '商品名称模板' }).pressSequentially('-');
      await names.getByRole('button', { name: /规格/ }).click();
      expect(await editor.getByRole('textbox', { name: '商品名称模板' }).inputValue()).toBe('{品牌}{名称}-{规格}');
      await shot(page, 'system-config-goods-editor-1280');
      await editor.getByRole('button', OK).click();
      await page.locator('.ant-message').getByText('保存成功').waitFor();

      await openConfig(page);
      expect(await valueOf(page, 'erpPush').innerText()).toBe('关闭');
      expect(await valueOf(page, 'goodsName').innerText()).toBe('{品牌}{名称}-{规格}');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('fits at 800 and 375 px: a table at 800, cards on a phone, nothing cut', async () => {
    for (const [name, viewport] of [
      ['800', { width: 800, height: 900 }],
      ['375', VIEWPORTS.phone],
    ] as const) {
      const { context, page, errors } = await openPage(own.browser, viewport);
      try {
        await login(page, 'demo_admin');
        await openConfig(page);
        if (viewport.width < 680) {
          expect(await page.locator('[data-testid=sysconfig-card]').count()).toBe(4);
          expect(await page.locator('.ant-table').count()).toBe(0);
        } else {
          // The four settings fit beside the menu: the table needs no sideways scrolling.
          const overflow = await page.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        // Nothing of the page is wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `system-config-${name}`);
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });
});
