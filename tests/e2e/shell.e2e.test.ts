/**
 * The shell in real Chromium against the built Node host: the master sees every area's menu; a
 * sub-account sees only its entries and gets the no-permission page on a URL typed by hand; a
 * session that ends on the server leads to the login page; on a phone the bottom bar replaces the
 * top navigation and works. Screenshots of each area at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { AREAS } from '../../src/common/constants';
import { baseUrl, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NO_PERMISSION = '抱歉！您暂时没有此页面的访问权限';
const menuText = (page: Page) => page.locator('.area-menu').first().innerText();

async function openArea(page: Page, area: string, hash = '/'): Promise<void> {
  await openAreaPage(page, `${baseUrl()}/${area}.html#${hash}`);
  await page.locator('.area-content').first().waitFor();
  await dismissNotices(page);
}

describe('the shell of the four areas', () => {
  it('[ROUTE-01] [ROUTE-04] [ROUTE-07] the master sees every area with its menu groups, screenshots at 1280 and 375 px', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        await login(page, 'demo_admin');
        for (const area of AREAS) {
          await openArea(page, area);
          if (viewport.width >= 680) {
            const text = await menuText(page);
            if (area === 'index') for (const group of ['企业管理', '员工管理', '发票管理', '报表管理']) expect(text).toContain(group);
            expect(text.trim().length).toBeGreaterThan(0);
          }
          await shot(page, `shell-${area}-${viewport.width}`);
        }
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });

  it('[ROUTE-04] [ROUTE-07] [ROUTE-08] a sub-account sees only its entries and gets the no-permission page on a forbidden URL typed by hand', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_sales');
      await openArea(page, 'index');
      const text = await menuText(page);
      // 员工管理 holds 我的权限; 企业管理 holds the merchant page any member may view (DESIGN.md).
      expect(text).toContain('员工管理');
      for (const hidden of ['发票管理', '报表管理', '全景管理']) expect(text).not.toContain(hidden);
      await openAreaPage(page, `${baseUrl()}/index.html#/staff/group`);
      await page.getByText(NO_PERMISSION).first().waitFor();
      await shot(page, 'shell-no-permission-1280');
      // The order area is where this role works: its pages open.
      await openArea(page, 'erp', '/orders/list');
      expect(await page.getByText(NO_PERMISSION).count()).toBe(0);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it("[API-07] [API-08] a call answered 88888 shows 'Login confirmation' with the spec's text; its OK goes to user.html#/login", async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openArea(page, 'index', '/shops/dashboard');
      // In English, to compare with the spec's own wording.
      await page.evaluate(() => localStorage.setItem('erp.lang', 'en-US'));
      await openAreaPage(page);
      await page.locator('.area-content').first().waitFor();
      // The server no longer knows this browser's session (as after an expiry); the page has not
      // noticed. Moving inside the single-page app makes its next call, which is answered 88888.
      await context.clearCookies();
      await page.evaluate(() => {
        window.location.hash = '#/invoice/list';
      });
      const dialog = page.getByRole('dialog', { name: 'Login confirmation' });
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      await dialog.getByText('You have not logged in and cannot use this service, please log in and retry', { exact: true }).waitFor();
      // [API-08] only after the dialog: the page is still the area page.
      expect(page.url()).toMatch(/\/index\.html#\/invoice\/list/);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/user\.html#\/login/, { timeout: 30_000 });
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[SHELL-29] at 375 px the bottom bar replaces the top navigation and moves between areas', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      await login(page, 'demo_admin');
      await openArea(page, 'index', '/shops/dashboard');
      const bar = page.locator('.area-bottom-bar');
      await bar.waitFor();
      expect(await page.locator('.area-nav').isVisible()).toBe(false);
      await bar.getByText('订单').first().click();
      await page.waitForURL(/erp\.html/);
      await page.locator('.area-bottom-bar').waitFor();
      await shot(page, 'shell-bottom-bar-erp-375');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
