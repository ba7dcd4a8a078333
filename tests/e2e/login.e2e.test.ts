/**
 * Logging in and out in real Chromium against the built Node host, at desktop and phone widths.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dismissNotices, expectNoPageErrors, fillLoginForm, launchBrowser, login, openPage, shot, VIEWPORTS } from './helpers';

const SHOP_NAME = '演示家具厂';
const LOGIN_URL = /\/user\.html#\/login/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** antd may space out a two-character label ("确 定"). */
const OK_BUTTON = { name: /^确\s*定$/ };

/**
 * Logs out through the personal menu (the user button in the header, then 退出登录), confirms
 * 确认注销登录？ with 确定 and sees 注销成功.
 */
async function logout(page: Page, shotName: string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  const question = dialog.locator('.ant-modal-confirm-title', { hasText: '确认注销登录？' });
  // On a busy machine the notice popup can open late, over the menu: then close it and ask again.
  for (let attempt = 1; ; attempt += 1) {
    await dismissNotices(page);
    await page.locator('button.area-user').click();
    await page.getByRole('menuitem', { name: /退出登录/ }).click();
    const asked = await question.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (asked) break;
    if (attempt === 3) throw new Error('确认注销登录？ did not open after three tries');
    await page.keyboard.press('Escape');
  }
  await shot(page, shotName);
  // [SESSION-25] the confirmed log out is a GET of /api/User-ajaxLoginOut
  const loggingOut = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/User-ajaxLoginOut' && r.method() === 'GET');
  await dialog.getByRole('button', OK_BUTTON).click();
  await loggingOut;
  await page.getByText('注销成功').waitFor();
}

describe.each([
  ['1280', VIEWPORTS.desktop],
  ['375', VIEWPORTS.phone],
])('at %s px wide', (width, viewport) => {
  it('[ROUTE-02] [SESSION-24] [SESSION-25] [SESSION-28] master logs in at user.html#/login, sees index.html, logs out', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await page.goto(`${baseUrl()}/user.html#/login`);
      await page.locator('input[type=password]').waitFor();
      await shot(page, `login-${width}`);

      await login(page, 'demo_admin');
      // The dashboard itself (a lazy chunk), not only the header, shows the shop name.
      await page.getByRole('main').getByText(SHOP_NAME).first().waitFor();
      await shot(page, `index-${width}`);

      await logout(page, `logout-confirm-${width}`);
      await page.waitForURL(LOGIN_URL);
      await page.locator('input[type=password]').waitFor();
      await shot(page, `logged-out-${width}`);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[SESSION-02] [ROUTE-02] opening index.html without a session ends on user.html#/login', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await page.goto(`${baseUrl()}/index.html`);
      // The session answers 'logged out' and the page goes straight on: no 88888 dialog to confirm
      // stands in the way (that one is for a session that ends while the page is open).
      await page.waitForURL(LOGIN_URL);
      await page.locator('input[type=password]').waitFor();
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[ROUTE-02] [API-06] a wrong password shows the server message (err_msg) and stays on the login page', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await page.goto(`${baseUrl()}/user.html#/login`);
      await fillLoginForm(page, 'demo_admin', 'not-the-password');
      await page.getByText('账号或密码错误').first().waitFor();
      await shot(page, `login-wrong-password-${width}`);
      expect(page.url()).toMatch(LOGIN_URL);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
