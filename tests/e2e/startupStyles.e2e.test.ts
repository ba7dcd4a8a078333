/**
 * antd's styles of a page's first view come from the build (src/app/antdStyleSets.tsx), so the
 * browser builds none of them at start-up. Should the theme, antd or a page's first view change so
 * that the build's styles no longer match what the page renders, antd quietly builds them again in
 * the browser: these tests name the components it built.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, expectNoPageErrors, launchBrowser, openPage, VIEWPORTS } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The component styles antd injected in the page as <style> elements, by their first selector. Its
 * theme variables (marked data-token-hash) are always written by the page; they are left out.
 */
function stylesBuiltInPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .filter((style) => !style.hasAttribute('data-token-hash') && style.textContent?.startsWith(':where(.css-'))
      .map((style) => (style.textContent ?? '').slice(0, 80)),
  );
}

/** Logs the page's browser in over the API, so that the dashboard opens as a returning user finds it (no notices popup). */
async function logInAsMaster(page: Page): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/User-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest', Origin: baseUrl() },
    body: new URLSearchParams({ login_name: 'demo_admin', password: DEMO_PASSWORD }).toString(),
  });
  const cookies = res.headers.getSetCookie().map((c) => {
    const [name, ...value] = c.split(';')[0].split('=');
    return { name, value: value.join('='), url: baseUrl() };
  });
  await page.context().addCookies(cookies);
}

describe.each([
  ['1280', VIEWPORTS.desktop],
  ['375', VIEWPORTS.phone],
])('antd styles of the first view, at %s px', (_width, viewport) => {
  it('the login page links the build’s antd styles and builds none in the browser', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await page.goto(`${baseUrl()}/user.html#/login`);
      await page.locator('input[type=password]').waitFor();
      expect(await page.locator('link[rel=stylesheet][href*="antd-login."]').count()).toBe(1);
      // The form is styled: antd's large input is 40 px high.
      expect(await page.locator('input[type=password]').evaluate((input) => input.closest('.ant-input-affix-wrapper')?.getBoundingClientRect().height)).toBe(40);
      expect(await stylesBuiltInPage(page)).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('the dashboard links the areas’ antd styles and builds none of its shell and cards in the browser', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await logInAsMaster(page);
      await page.goto(`${baseUrl()}/index.html#/shops/dashboard`);
      await page.locator('.ant-card').first().waitFor();
      expect(await page.locator('link[rel=stylesheet][href*="antd-area."]').count()).toBe(1);
      expect(await stylesBuiltInPage(page)).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
