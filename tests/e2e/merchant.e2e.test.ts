/**
 * Payment merchant settings in real Chromium against a Node host of this file alone: the owner
 * fills the application of an enterprise, uploads its photos through the real multipart upload
 * (the bytes judged on the server; a text file named .png is refused with '{err_code}: {err_msg}'),
 * submits, and sees the pending banner, also after a reload. The Node host keeps the bank and ID
 * numbers encrypted in its SQLite file, with the key it created in its data folder (mode 0600).
 * Screenshots at 1280, 800 and 375 px, in Chinese and in English.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, settleAnimations, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { pngBytes } from '../helpers/png';

const own = ownServerOfThisFile(launchBrowser);

/** The form item whose label is exactly `label`. */
const item = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }) });

async function choose(page: Page, label: string, options: string[]): Promise<void> {
  await item(page, label).locator('.ant-select').click();
  for (const option of options) {
    const node = page.locator(`.ant-select-item-option[title="${option}"], .ant-cascader-menu-item[title="${option}"]`).last();
    await node.waitFor();
    await settleAnimations(page);
    await node.click();
  }
}

async function uploadPhoto(page: Page, label: string): Promise<void> {
  const field = item(page, label);
  await field.locator('input[type=file]').setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: pngBytes(120, 90) });
  await field.locator('img[src^="/api/File-image"]').waitFor();
}

async function openMerchantPage(page: Page, name = 'demo_admin'): Promise<void> {
  await login(page, name);
  await openAreaPage(page, `${own.server.baseUrl}/index.html#/shops/yz`);
  await dismissNotices(page);
  await page.getByRole('heading', { name: /支付商户设置|Payment merchant/ }).waitFor();
}

describe('payment merchant settings', () => {
  it('[MERCH-10] [MERCH-36] [MERCH-37] [MERCH-06] the owner fills the application, uploads the photos for real and submits: pending review', async () => {
    const { page, context, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await openMerchantPage(page);
      const fill = async (fields: [string, string][]) => {
        for (const [label, value] of fields) await item(page, label).locator('input').fill(value);
      };
      await fill([
        ['商户简称', '乐从板式家具'],
        ['商户名称', '佛山市乐从板式家具有限公司'],
        ['统一社会信用代码', '91440606MA4UJ8XX1K'],
        ['经营地址', '乐从镇家具大道 88 号'],
      ]);
      await choose(page, '商户类型', ['企业']);
      await choose(page, '经营类目', ['家具制造']);
      await choose(page, '所在地区', ['广东省', '佛山市', '顺德区']);
      for (const label of ['门头照', '店内环境照', '经营场所照', '收银台照', '法人证件正面', '法人证件反面']) await uploadPhoto(page, label);

      // Text in a .png: the server reads the bytes and refuses; the reason shows beside the field
      // and its slot stays free (no card, no retry: the same bytes would be refused again).
      const license = item(page, '营业执照照片');
      await license.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await license.getByRole('alert').getByText('fake.png 上传失败：10001: fake.png 不是图片, 请选择png, jpg, jpeg格式的图片').waitFor();
      expect(await license.getByRole('button', { name: /重试/ }).count()).toBe(0);
      expect(await license.locator('.ant-upload-list-item-error').count()).toBe(0);

      await choose(page, '法人证件类型', ['身份证']);
      await choose(page, '结算账户类型', ['对公账户']);
      await fill([
        ['法人姓名', '陈建国'],
        ['法人证件号码', '440681198805061234'],
        ['法人手机号', '13800138000'],
        ['联系人', '王丽华'],
        ['联系人手机号', '13912345678'],
        ['客服电话', '0757-28880000'],
        ['邮箱', 'pay@demo-furniture.cn'],
        ['结算账号', '6222021234567891234'],
        ['结算账户名称', '佛山市乐从板式家具有限公司'],
        ['开户银行', '中国工商银行'],
        ['开户支行', '佛山乐从支行'],
        ['开户行联行号', '102588000123'],
        ['银行预留手机号', '13800138000'],
      ]);
      await shot(page, 'merchant-filled-1280');

      await page.getByRole('button', { name: /提\s*交\s*审\s*核/ }).click();
      await page.locator('.ant-message').getByText('提交成功').waitFor();
      await page.locator('.merchant-banner').getByText('资料审核中').waitFor();
      await shot(page, 'merchant-pending-1280');

      await page.reload();
      await page.locator('.merchant-banner').getByText('资料审核中').waitFor();
      expect(await item(page, '结算账号').locator('input').inputValue()).toBe('6222021234567891234');
      expect(await item(page, '门头照').locator('img').getAttribute('src')).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }

    // The Node host's own key file, private, and the numbers encrypted in its database.
    expect(statSync(join(own.server.dataDir, 'field.key')).mode & 0o777).toBe(0o600);
    const sqlite = new SQLite(join(own.server.dataDir, 'erp.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const row = sqlite.prepare('select settle_account_no, lawyer_cert_no, short_name from merchants').get() as Record<string, string>;
      expect(row.short_name).toBe('乐从板式家具');
      expect(row.settle_account_no).toMatch(/^v1:/);
      expect(JSON.stringify(row)).not.toContain('6222021234567891234');
      expect(JSON.stringify(row)).not.toContain('440681198805061234');
    } finally {
      sqlite.close();
    }
  });

  it('reads well at 1280, 800 and 375 px, in Chinese and in English; a member without the right sees it masked and read-only', async () => {
    const views = [
      ['1280', VIEWPORTS.desktop, 'demo_admin'],
      ['800', { width: 800, height: 900 }, 'demo_admin'],
      ['375', VIEWPORTS.phone, 'demo_admin'],
      ['375-sales', VIEWPORTS.phone, 'demo_sales'],
    ] as const;
    for (const [name, viewport, account] of views) {
      const { page, context, errors } = await openPage(own.browser, viewport);
      try {
        await openMerchantPage(page, account);
        await page.locator('.merchant-banner').waitFor();
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `merchant-${name}`);
        if (account === 'demo_sales') {
          expect(await item(page, '结算账号').locator('input').inputValue()).toBe('6222 **** **** 1234');
          expect(await item(page, '结算账号').locator('input').isDisabled()).toBe(true);
          expect(await page.getByRole('button', { name: /提\s*交/ }).count()).toBe(0);
        } else {
          // The submit bar stays in reach at the bottom of the window, above the phone's bottom bar.
          const bar = await page.locator('.sticky-action-bar button').boundingBox();
          expect(bar).not.toBeNull();
          expect(bar!.y + bar!.height).toBeLessThanOrEqual(viewport.height);
        }
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });

  it('speaks English to an English reader: no Chinese but the shop\'s own data', async () => {
    // A browser in en-US: the stored language setting and the browser's own language.
    const context = await own.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('erp.lang', 'en-US'));
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    try {
      await openMerchantPage(page);
      const notices = page.locator('.ant-modal').filter({ hasText: 'System notices' });
      if (await notices.first().waitFor({ timeout: 2_500 }).then(() => true, () => false)) {
        await settleAnimations(page);
        await notices.first().locator('.ant-modal-close').click();
        await notices.first().waitFor({ state: 'hidden' });
      }
      await page.locator('.merchant-banner').getByText('Under review').waitFor();
      const ownData = ['乐从板式家具', '佛山市乐从板式家具有限公司', '乐从镇家具大道 88 号', '陈建国', '王丽华', '中国工商银行', '佛山乐从支行', '广东省', '佛山市', '顺德区', '演示家具厂'];
      const text = await page.locator('.merchant-page').evaluate((el) => (el as HTMLElement).innerText);
      const placeholders = await page.locator('.merchant-page input[placeholder]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).placeholder).join(' '));
      let rest = `${text} ${placeholders}`;
      for (const data of ownData) rest = rest.split(data).join('');
      expect(rest.match(/[\u4e00-\u9fff]+/g)).toBeNull();
      await shot(page, 'merchant-en-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
