/**
 * Shop settings in real Chromium against a Node host of this file alone: the owner uploads a logo
 * through the real multipart upload (the bytes judged on the server), a text file named .png is
 * refused with '{err_code}: {err_msg}', the save says 保存成功, the header shows the new logo at
 * once, and a reload finds everything kept. Screenshots at 1280, 800 and 375 px.
 */
import { dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { pngBytes } from '../helpers/png';

const own = ownServerOfThisFile(launchBrowser);

describe('shop settings', () => {
  it('[SHOP-27] [SHOP-28] [SHOP-35] the owner uploads a logo, is refused a fake picture, saves, and finds it all after a reload', async () => {
    const { page, context, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openAreaPage(page, `${own.server.baseUrl}/index.html#/shops/setting`);
      await dismissNotices(page);
      const logo = page.locator('.ant-form-item', { hasText: '企业logo' });
      await logo.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBytes(150, 150) });
      const uploaded = logo.locator('img');
      await uploaded.waitFor();
      expect(await uploaded.getAttribute('src')).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);

      // Text in a .png: the server reads the bytes and refuses; the reason shows beside the field
      // and its slot stays free (no card, no retry: the same bytes would be refused again).
      const pics = page.locator('.ant-form-item', { hasText: '企业图片' });
      await pics.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await pics.getByRole('alert').getByText('fake.png 上传失败：10001: fake.png 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片').waitFor();
      expect(await pics.getByRole('button', { name: /重试/ }).count()).toBe(0);
      expect(await pics.locator('.ant-upload-list-item-error').count()).toBe(0);

      await page.getByPlaceholder('介绍企业的主营产品、产能与服务').fill('板式全屋定制，自有生产线。');
      await shot(page, 'shop-settings-1280');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-message').getByText('保存成功').waitFor();
      // The header's logo is the new one at once.
      await page.locator(`header img[src^="/api/File-image"]`).first().waitFor();

      await page.reload();
      await page.locator('textarea', { hasText: '板式全屋定制，自有生产线。' }).waitFor();
      expect(await page.locator('.ant-form-item', { hasText: '企业logo' }).locator('img').getAttribute('src')).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('reads well at 800 and 375 px', async () => {
    for (const [name, viewport] of [['800', { width: 800, height: 800 }], ['375', VIEWPORTS.phone]] as const) {
      const { page, context, errors } = await openPage(own.browser, viewport);
      try {
        await login(page, 'demo_admin');
        await openAreaPage(page, `${own.server.baseUrl}/index.html#/shops/setting`);
        await dismissNotices(page);
        await page.getByRole('heading', { name: '店铺设置' }).waitFor();
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `shop-settings-${name}`);
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });
});
