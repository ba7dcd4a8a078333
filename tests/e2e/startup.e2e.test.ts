/**
 * What the build prepares so that a phone starts quickly (webpack.config.ts, scripts/render-at-build.tsx).
 *   - antd's styles of a page's first view come from the build (src/app/antdStyleSets.tsx), so the
 *     browser builds none of them at start-up. Should the theme, antd or a page's first view change
 *     so that the build's styles no longer match what the page renders, antd quietly builds them
 *     again in the browser: these tests name the components it built.
 *   - The login page arrives rendered in the visitor's language, shows its form before any script
 *     has run, and React takes it over without a mismatch.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, expectNoPageErrors, fillLoginForm, launchBrowser, logInOverApi, openPage, VIEWPORTS } from './helpers';

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
  await logInOverApi(page.context());
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

describe.each([
  ['1280', VIEWPORTS.desktop],
  ['375', VIEWPORTS.phone],
])('the area footer, at %s px', (_width, viewport) => {
  it('starts below the fold even on a page shorter than the screen, so a page arriving after the shell moves nothing in view', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await logInAsMaster(page);
      // The orders area's landing page: a short notice, far shorter than the screen.
      await page.goto(`${baseUrl()}/erp.html#/`);
      const footer = page.locator('footer.area-footer');
      await footer.waitFor();
      const { top, viewportHeight } = await footer.evaluate((element) => ({ top: element.getBoundingClientRect().top, viewportHeight: window.innerHeight }));
      expect(top).toBeGreaterThanOrEqual(viewportHeight);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

/** The console's errors and warnings of `page` from now on (a hydration mismatch is reported there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

describe('the login page arrives rendered', () => {
  it.each([
    ['zh-CN', {}, '登录', '账号或手机号'],
    ['en-US', { 'Accept-Language': 'en-US,en;q=0.9' }, 'Log in', 'Account or phone'],
    ['zh-CN', { 'Accept-Language': 'en-US,en;q=0.9', Cookie: 'erp_lang=zh-CN' }, '登录', '账号或手机号'],
    ['en-US', { 'Accept-Language': 'zh-CN,zh;q=0.9', Cookie: 'erp_lang=en-US' }, 'Log in', 'Account or phone'],
  ])('in %s for a browser asking with %j: the form is in the HTML', async (language, headers, title, nameLabel) => {
    const res = await fetch(`${baseUrl()}/user.html`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<html lang="?${language}"?`));
    expect(html).toMatch(new RegExp(`data-prerendered="?${language}"?`));
    expect(html).toContain(`>${title}</h2>`);
    expect(html).toContain(`>${nameLabel}</label>`);
    expect(html).toMatch(/type="?password"?/);
  });

  it('shows the form and its styles before any script runs', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'zh-CN', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/user.html#/login`);
      await expect(page.getByRole('heading', { name: '登录' }).isVisible()).resolves.toBe(true);
      expect(await page.locator('input[type=password]').evaluate((input) => input.closest('.ant-input-affix-wrapper')?.getBoundingClientRect().height)).toBe(40);
      // The primary button wears the theme's colour, whose variables come with the build's styles too.
      expect(await page.locator('button[type=submit]').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(36, 87, 197)');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['zh-CN', '登录'],
    ['en-US', 'Log in'],
  ])('in %s, React takes the page over without a mismatch, and logging in works', async (language, submit) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: language });
    try {
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      const problems = consoleProblems(page);
      await page.goto(`${baseUrl()}/user.html#/login`);
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(language);
      // The name field takes the focus once the script runs, which shows React has the page.
      await page.waitForFunction(() => document.activeElement?.id === 'login_name');
      expect(await page.locator('h2.login-title').textContent()).toBe(submit);
      await fillLoginForm(page, 'demo_admin', DEMO_PASSWORD);
      await page.waitForURL(/\/index\.html/);
      expect(problems).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('requests none of its scripts but the first, small one before the form has been painted', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      await page.goto(`${baseUrl()}/user.html#/login`);
      await page.waitForFunction(() => document.activeElement?.id === 'login_name');
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), start: entry.startTime })),
      }));
      expect(paint).toBeGreaterThan(0);
      const [first, ...rest] = scripts;
      expect(first.file).toMatch(/^paint-first\.[0-9a-f]+\.js$/);
      expect(rest.length).toBeGreaterThan(3);
      expect(rest.filter((script) => script.start < paint)).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['React takes over the form it arrived with', null],
    ['the visitor chose another language before (stored, not sent to the server): the page takes the form over, then turns English', 'en-US'],
  ])('[ROUTE-02] logs in a visitor who typed and submitted before React had the form (%s): nothing typed is lost, no page reload', async (_case, storedLanguage) => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      if (storedLanguage) await context.addInitScript((language) => localStorage.setItem('erp.lang', language), storedLanguage);
      // The page's scripts (all but the first, small one) are held until the visitor has submitted.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/(?!paint-first\.)[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      await page.goto(`${baseUrl()}/user.html#/login`, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('zh-CN');
      await page.locator('#login_name').fill('demo_admin');
      await page.locator('input[type=password]').fill(DEMO_PASSWORD);
      await page.locator('input[type=password]').press('Enter');
      // The browser's own submit would have reloaded the page, empty.
      await page.waitForTimeout(300);
      expect(navigations).toHaveLength(1);
      expect(await page.locator('#login_name').inputValue()).toBe('demo_admin');
      release();
      await page.waitForURL(/\/index\.html/);
      expect(navigations.filter((url) => url.includes('/user.html'))).toHaveLength(1);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[I18N-02] keeps the field a visitor is typing in, its focus and every key, while the page takes over and turns to the language chosen before', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      // Chosen before, stored in this browser but not sent to the server: the page arrives in Chinese.
      await context.addInitScript(() => localStorage.setItem('erp.lang', 'en-US'));
      // Taken over without a mismatch: React says so in the console otherwise.
      const problems = consoleProblems(page);
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/(?!paint-first\.)[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${baseUrl()}/user.html#/login`, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('h2.login-title').textContent()).toBe('登录');
      const name = page.locator('#login_name');
      await name.click();
      const field = await name.elementHandle();
      await page.keyboard.type('demo');
      release();
      // Typing on, a key at a time, until the page has turned English and a few keys after.
      const rest = '_admin';
      let typed = 0;
      let afterTurning = 0;
      while (typed < rest.length || afterTurning < 2) {
        if (typed < rest.length) await page.keyboard.type(rest[typed++]);
        else await page.keyboard.press('End');
        if ((await page.locator('h2.login-title').textContent()) === 'Log in') afterTurning++;
        await page.waitForTimeout(40);
      }
      expect(await field!.evaluate((input) => input.isConnected && document.activeElement === input)).toBe(true);
      expect(await name.inputValue()).toBe('demo_admin');
      await page.locator('input[type=password]').fill(DEMO_PASSWORD);
      await page.locator('input[type=password]').press('Enter');
      await page.waitForURL(/\/index\.html/);
      expect(problems).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('switching to English on the login page is remembered for the server: the next visit arrives in English', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      await page.goto(`${baseUrl()}/user.html#/login`);
      await page.waitForFunction(() => document.activeElement?.id === 'login_name');
      await page.getByText('English', { exact: true }).click();
      await page.locator('h2.login-title', { hasText: 'Log in' }).waitFor();
      expect((await context.cookies()).find((c) => c.name === 'erp_lang')?.value).toBe('en-US');
      const problems = consoleProblems(page);
      await page.reload();
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('en-US');
      await page.waitForFunction(() => document.activeElement?.id === 'login_name');
      expect(await page.locator('h2.login-title').textContent()).toBe('Log in');
      expect(problems).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('an area page asks for what it cannot render without before its scripts run', () => {
  it.each([
    ['zh-CN', {}],
    ['en-US', { 'Accept-Language': 'en-US,en;q=0.9' }],
    ['zh-CN', { 'Accept-Language': 'en-US,en;q=0.9', Cookie: 'erp_lang=zh-CN' }],
    ['en-US', { 'Accept-Language': 'zh-CN,zh;q=0.9', Cookie: 'erp_lang=en-US' }],
  ])('in %s for a browser asking with %j: each area page preloads that language’s messages and no other’s', async (language, headers) => {
    const other = language === 'zh-CN' ? 'en-US' : 'zh-CN';
    for (const area of ['index', 'erp', 'depot', 'finance']) {
      const res = await fetch(`${baseUrl()}/${area}.html`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<html lang="?${language}"?`));
      expect(html).toMatch(new RegExp(`<link rel="?preload"? href="?messages-app-${language}\\.[0-9a-f]+\\.js"? as="?script"?[^>]*>`));
      expect(html).toMatch(new RegExp(`<link rel="?preload"? href="?antd-${language}\\.[0-9a-f]+\\.js"? as="?script"?[^>]*>`));
      expect(html).not.toContain(`messages-app-${other}`);
    }
  });

  it('the session status is asked for while the page’s own scripts are still on their way, and only once', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      await logInAsMaster(page);
      const statusCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/User-loginStatus')) statusCalls.push(request.url());
      });
      // The area's own entry is held back until the status call has gone out: a page that asked
      // for its status only from its own scripts would never get there.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/index\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const statusSent = page.waitForRequest(/\/api\/User-loginStatus\?check=1$/);
      await page.goto(`${baseUrl()}/index.html#/shops/dashboard`, { waitUntil: 'commit' });
      await statusSent;
      release();
      // The page's own banner, not the one of the frame the host drew (server/pages/areaFrame.ts).
      await page.locator('.area-demo-phone:not(.area-frame *)').waitFor();
      await page.locator('.ant-card').first().waitFor();
      expect(statusCalls).toEqual([`${baseUrl()}/api/User-loginStatus?check=1`]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
