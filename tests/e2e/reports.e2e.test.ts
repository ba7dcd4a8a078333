/**
 * The report pages in real Chromium against a Node host of this file alone: the market's detail
 * drawer, a confirmed download, the example dialog and 'go to page to use' landing on the mapped
 * page of the warehouse area; my publications' edit with a real cover upload (judged by the server)
 * saved and shown after a reload. Screenshots at 1280, 800 and 375 px.
 */
import { clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, settleAnimations, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { pngBytes } from '../helpers/png';

const own = ownServerOfThisFile(launchBrowser);

describe('report templates', () => {
  it('[RPT-MKT-10] [RPT-MKT-13] [RPT-MKT-14] [RPT-MKT-15] [RPT-MKT-16] [RPT-MKT-18] market → detail → download → example → go to page to use lands on the mapped page', async () => {
    const { page, context, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openAreaPage(page, `${own.server.baseUrl}/index.html#/reports/market`);
      await dismissNotices(page);
      await page.getByTestId('report-card').first().waitFor();
      // The covers are served to the market (Report-image), not the default picture.
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.rpt-card-cover img')].slice(0, 4).every((i) => i.complete && i.naturalWidth === 320));
      await shot(page, 'reports-market-1280');
      await page.getByRole('button', { name: '查看 出库单（带签收）' }).click();
      const drawer = page.getByRole('dialog', { name: '出库单（带签收）' });
      await drawer.getByText('出库明细与司机、客户双签收栏').waitFor();
      await settleAnimations(page);
      expect(await drawer.evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(1000);
      await shot(page, 'reports-market-detail-1280');
      await clickSettled(page, drawer.getByRole('button', { name: /下载到我的报表/ }));
      await clickSettled(page, page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
      await page.locator('.ant-message').getByText('报表下载成功').waitFor();
      await drawer.getByText('报表已下载').waitFor();
      const example = page.locator('.ant-modal').filter({ hasText: '使用示例' });
      await example.getByText('“出库单”类报表在 仓库管理 › 其他出库单 页面打印时使用。').waitFor();
      await shot(page, 'reports-market-example-1280');
      await clickSettled(page, example.getByRole('button', { name: /前往页面使用/ }));
      await page.waitForURL(/\/depot\.html#\/other\/out\?report_type=6&report_id=\d+$/);
      await page.waitForFunction(() => document.querySelector('.area-frame') === null);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[RPT-MY-13] [RPT-MY-17] [RPT-MY-19] [RPT-MY-20] my reports: edit with a real cover upload, refused a renamed text file, saved and shown after a reload', async () => {
    const { page, context, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openAreaPage(page, `${own.server.baseUrl}/index.html#/reports/lists`);
      await dismissNotices(page);
      const card = page.getByTestId('report-card').filter({ hasText: '收款单（简洁版）' });
      await card.waitFor();
      await shot(page, 'reports-my-1280');
      const before = await card.locator('.rpt-card-cover img').getAttribute('src');
      await clickSettled(page, card.getByRole('button', { name: /编辑/ }));
      const modal = page.locator('.ant-modal').filter({ hasText: '报表修改' });
      await modal.getByText('重新上传封面会覆盖原有的全部封面').waitFor();
      await settleAnimations(page);
      expect(await modal.evaluate((e) => e.getBoundingClientRect().width)).toBe(700);
      // Text named .png: the browser's check passes it, the server reads the bytes and refuses.
      await modal.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await clickSettled(page, modal.getByRole('button', { name: /保\s*存/ }));
      const refusal = page.locator('.ant-modal-confirm').filter({ hasText: '错误信息' });
      await refusal.getByText('10001: 图片只支持jpg、jpeg、png格式').waitFor();
      await clickSettled(page, refusal.locator('.ant-modal-confirm-btns button'));
      await refusal.waitFor({ state: 'hidden' });
      await modal.locator('.ant-upload-list-item').hover();
      await modal.getByRole('button', { name: /remove|删除/i }).first().click();
      await modal.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngBytes(320, 240) });
      await modal.getByLabel('报表名称').fill('收款单（新版）');
      await shot(page, 'reports-my-edit-1280');
      await clickSettled(page, modal.getByRole('button', { name: /保\s*存/ }));
      await page.locator('.ant-message').getByText('报表修改成功').waitFor();
      await openAreaPage(page);
      const saved = page.getByTestId('report-card').filter({ hasText: '收款单（新版）' });
      await saved.waitFor();
      const after = await saved.locator('.rpt-card-cover img').getAttribute('src');
      expect(after).toMatch(/^\/api\/Report-image\?report_id=\d+&key=[\w-]{22}$/);
      expect(after).not.toBe(before);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.rpt-card-cover img')].some((i) => i.complete && i.naturalWidth === 320 && i.naturalHeight === 240));
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('reads well at 800 and 375 px', async () => {
    for (const [name, viewport] of [['800', { width: 800, height: 800 }], ['375', VIEWPORTS.phone]] as const) {
      for (const route of ['market', 'lists'] as const) {
        const { page, context, errors } = await openPage(own.browser, viewport);
        try {
          await login(page, 'demo_admin');
          await openAreaPage(page, `${own.server.baseUrl}/index.html#/reports/${route}`);
          await dismissNotices(page);
          await page.getByTestId('report-card').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          // One column on a phone, several beside each other wider.
          const columns = await page.evaluate(() => new Set([...document.querySelectorAll('.rlist-grid-item')].map((e) => Math.round(e.getBoundingClientRect().left))).size);
          expect(name === '375' ? columns === 1 : columns >= 2).toBe(true);
          await shot(page, `reports-${route}-${name}`);
          expectNoPageErrors(errors);
        } finally {
          await context.close();
        }
      }
    }
  });
});
