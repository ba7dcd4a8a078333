/**
 * A phone (375 px, touch) in real Chromium against the built Node host: the role editor keeps save
 * in reach in a bar just above the bottom bar while its long trees scroll, the back-to-top arrow
 * never sits on that bar or on the bottom bar, long e-mail addresses wrap instead of widening the
 * page, and a sub-account's top navigation lists only the areas it can open.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (page: Page, selector: string): Promise<Box | null> =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, selector);

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // The arrow follows the scroll event.
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2 || window.scrollY > 200, y);
}

describe('on a phone', () => {
  it('[SHELL-11] the role editor holds cancel and save above the bottom bar while the trees scroll; the back-to-top arrow stands aside', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      await login(page, 'demo_admin');
      await openAreaPage(page, `${baseUrl()}/index.html#/staff/group`);
      await page.locator('.rights-tabs').waitFor();
      await dismissNotices(page);

      await scrollTo(page, 1200);
      await page.locator('.area-back-to-top').waitFor();
      const bottomBar = (await boxOf(page, '.area-bottom-bar'))!;
      const arrow = (await boxOf(page, '.area-back-to-top'))!;
      expect(overlaps(arrow, bottomBar)).toBe(false);

      await scrollTo(page, 0);
      await page.locator('.rights-panel-head').getByRole('button', { name: /修改权限/ }).click();
      const bar = page.getByRole('toolbar', { name: '权限编辑操作' });
      await bar.waitFor();
      await scrollTo(page, 1500);
      const barBox = (await boxOf(page, '.sticky-action-bar'))!;
      // In view, resting on the bottom bar.
      expect(barBox.top).toBeGreaterThan(0);
      expect(Math.abs(barBox.bottom - bottomBar.top)).toBeLessThanOrEqual(1);
      expect(await page.locator('.area-back-to-top').count()).toBe(0);
      await shot(page, 'phone-roles-edit-scrolled-375');

      await bar.getByRole('button', { name: /取\s*消/ }).click();
      await bar.waitFor({ state: 'detached' });
      await scrollTo(page, 1200);
      await page.locator('.area-back-to-top').waitFor();
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('long e-mail addresses wrap on the invoice info, in personal settings and in the customer-service panel', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    const longMail = 'purchasing.department.finance-team@very-long-company-domain-example.com.cn';
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    try {
      await login(page, 'demo_admin');
      await openAreaPage(page, `${baseUrl()}/index.html#/invoice/info`);
      const mailLine = page.locator('.inv-card .ant-descriptions-item-content .ant-typography').last();
      await mailLine.waitFor();
      await dismissNotices(page);
      await mailLine.evaluate((el, mail) => (el.textContent = `陈建国，13800138000，${mail}`), longMail);
      expect(await pageWidth()).toBeLessThanOrEqual(375);

      await openAreaPage(page, `${baseUrl()}/index.html#/personal/settings`);
      const name = page.locator('.personal-settings h5.ant-typography').first();
      await name.waitFor();
      await name.evaluate((el, mail) => (el.textContent = mail), longMail);
      expect(await pageWidth()).toBeLessThanOrEqual(375);
      const loginNameValue = page.locator('.personal-settings .ant-descriptions-item-content').first();
      await loginNameValue.evaluate((el, mail) => (el.textContent = mail), longMail);
      expect(await pageWidth()).toBeLessThanOrEqual(375);

      await page.locator('.area-header').getByRole('button', { name: /在线售后/ }).first().click();
      const panel = page.locator('.chat-panel');
      await panel.waitFor();
      await panel.evaluate((el, mail) => {
        const line = document.createElement('div');
        line.className = 'chat-panel-line';
        line.textContent = mail;
        el.appendChild(line);
      }, longMail);
      const panelBox = (await boxOf(page, '.chat-panel'))!;
      expect(panelBox.right).toBeLessThanOrEqual(375);
      expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[ROUTE-01] a sub-account sees only the areas it can open, in the bottom bar and in the top navigation', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        await login(page, 'demo_sales');
        await openAreaPage(page, `${baseUrl()}/index.html#/shops/dashboard`);
        const nav = page.locator(viewport.width < 680 ? '.area-bottom-bar' : '.area-nav');
        await nav.waitFor();
        await dismissNotices(page);
        expect(await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['index.html', 'erp.html']);
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });
});
