/**
 * The frame of an area page (server/pages/areaFrame.ts): the Node host draws the shell of the
 * visitor's session in the page it sends, so that a phone shows it before any script has run; the
 * page's scripts start once it has been painted and render the page in its place. Checked against
 * the shell the page itself draws: the frame must show what the page then shows, where it shows it.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectNoPageErrors, launchBrowser, logInOverApi, openPage, VIEWPORTS } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Language = 'zh-CN' | 'en-US';

/** Logs the page's browser in over the API as `name`, in `language`. */
async function logIn(page: Page, name: string, language: Language): Promise<void> {
  await logInOverApi(page.context(), name);
  await page.context().addCookies([{ name: 'erp_lang', value: language, url: baseUrl() }]);
  // Not on about:blank, whose storage is not the site's.
  await page.context().addInitScript((l) => location.protocol.startsWith('http') && localStorage.setItem('erp.lang', l), language);
}

/** What the shell shows where it shows it: the parts the frame draws, read from the elements on screen. */
async function shellSeen(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility();
    const visible = (selector: string) => [...document.querySelectorAll(selector)].filter(shown);
    const box = (selector: string) => {
      const el = visible(selector)[0];
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    return {
      lang: document.documentElement.lang,
      shop: visible('.area-brand-name').map((el) => el.textContent),
      user: visible('.area-user-name').map((el) => el.textContent),
      areas: visible('.area-nav-item, .area-bottom-item').map((el) => el.getAttribute('href')),
      banner: visible('.area-demo-banner').map((el) => el.textContent),
      header: box('.area-header'),
      bannerBox: box('.area-demo-banner'),
      bottomBar: box('.area-bottom-bar'),
      sider: box('.area-sider'),
    };
  });
}

/** Opens `area`'s page twice: without its scripts (the frame alone), then as it runs; what each showed. */
async function frameAndPage(page: Page, area: string) {
  const url = `${baseUrl()}/${area}.html#/`;
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(url);
  const framed = await page.locator('#root[data-framed]').count();
  const frame = await shellSeen(page);
  await page.unroute(/\.js$/);
  await page.goto('about:blank');
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto(url);
  // The page's own shell, once React has replaced the frame.
  await page.waitForFunction(() => document.querySelectorAll('.area-frame').length === 0 && document.querySelector('.area-header') !== null);
  return { framed, frame, live: await shellSeen(page), problems };
}

describe('an area page arrives with the shell of the session drawn in', () => {
  for (const [width, language] of [
    [VIEWPORTS.phone, 'zh-CN'],
    [VIEWPORTS.desktop, 'en-US'],
    [{ width: 800, height: 800 }, 'zh-CN'],
  ] as const) {
    it(`[SHELL-01] [SHELL-14] at ${width.width} px in ${language}: the shop, the user, the demo banner and the areas, where the page then shows them`, async () => {
      const { context, page, errors } = await openPage(browser, width);
      try {
        await logIn(page, 'demo_admin', language);
        const { framed, frame, live, problems } = await frameAndPage(page, 'index');
        expect(framed).toBe(1);
        expect(frame.shop).toEqual(['演示家具厂']);
        expect(frame.banner).toHaveLength(1);
        expect(frame.banner[0]).toContain('400-860-1234');
        expect(frame.lang).toBe(language);
        // The same shell, in the same places: nothing moves when the page takes over.
        expect(frame).toEqual(live);
        expect(problems).toEqual([]);
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    });
  }

  it('[SHELL-14] [ROUTE-01] of another shop: no demo banner, only the areas its user can open', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await logIn(page, 'south_clerk1', 'zh-CN');
      const { framed, frame, live, problems } = await frameAndPage(page, 'index');
      expect(framed).toBe(1);
      expect(frame.shop).toEqual(['南方板材定制']);
      expect(frame.user).toEqual(['south_clerk1']);
      expect(frame.banner).toEqual([]);
      expect(frame.areas.length).toBeLessThan(4);
      expect(frame).toEqual(live);
      expect(problems).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[ROUTE-38] a board opened directly: the frame is the full-screen page, never the shell', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await logIn(page, 'demo_admin', 'zh-CN');
      const url = `${baseUrl()}/erp.html#/orders/screen`;
      const seen = () =>
        page.evaluate(() => ({
          board: [...document.querySelectorAll('.area-fullscreen')].filter((el) => el.checkVisibility()).length,
          exit: [...document.querySelectorAll('.area-fullscreen-exit')].filter((el) => el.checkVisibility()).map((el) => el.getAttribute('aria-label')),
          shell: [...document.querySelectorAll('.area-header, .area-sider, .area-bottom-bar')].filter((el) => el.checkVisibility()).length,
        }));
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(url);
      expect(await page.locator('#root[data-framed]').count()).toBe(1);
      expect(await seen()).toEqual({ board: 1, exit: ['退出全屏'], shell: 0 });
      await page.unroute(/\.js$/);
      await page.goto('about:blank');
      await page.goto(url);
      await page.waitForFunction(() => document.querySelectorAll('.area-frame').length === 0 && document.querySelector('.area-fullscreen') !== null);
      expect(await seen()).toEqual({ board: 1, exit: ['退出全屏'], shell: 0 });
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('is not drawn for a visitor who is not logged in, who goes on to the login page', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      const html = await (await fetch(`${baseUrl()}/erp.html`)).text();
      expect(html).not.toContain('data-framed');
      expect(html).toContain('boot-placeholder');
      await page.goto(`${baseUrl()}/erp.html#/`);
      await page.waitForURL(/user\.html#\/login/);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
