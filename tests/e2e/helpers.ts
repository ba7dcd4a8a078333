/**
 * Helpers for the browser tests: Chromium through playwright-core, the server's base URL, logging in,
 * screenshots, and failing on uncaught page errors.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { RESULTS_DIR } from './server';

export const DEMO_PASSWORD = 'furniture-2026';
export const SCREENSHOT_DIR = join(RESULTS_DIR, 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The base URL of the running test file's server (serverPerFile.ts), e.g. http://127.0.0.1:40123. */
export function baseUrl(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  throw new Error('No server for this test file: tests/e2e/serverPerFile.ts starts one before its tests.');
}

/** Launches headless Chromium: CHROMIUM_PATH, as found by scripts/ensure-chromium.mjs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath) throw new Error('No Chromium: run "node scripts/ensure-chromium.mjs" or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (no cookies, no storage) and page at the given viewport, zh-CN. Uncaught page
 * errors are collected in `errors`; call `expectNoPageErrors(errors)` at the end of the test.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    isMobile: viewport.width < 680,
    hasTouch: viewport.width < 680,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/** Fails with the messages of any uncaught errors the page threw. */
export function expectNoPageErrors(errors: Error[]): void {
  expect(errors.map((e) => `${e.name}: ${e.message}`)).toEqual([]);
}

/** Logs `name` in with a plain POST to /api/User-login, from outside any browser: the reply, carrying the session cookie. */
export function loginOverApi(name = 'demo_admin', password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${baseUrl()}/api/User-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest', Origin: baseUrl() },
    body: new URLSearchParams({ login_name: name, password }).toString(),
  });
}

/** Logs `name` in over the API and gives `context` the session cookie of that login. */
export async function logInOverApi(context: BrowserContext, name = 'demo_admin'): Promise<void> {
  const res = await loginOverApi(name);
  if (res.status !== 200) throw new Error(`logging ${name} in over the API: HTTP ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [cookieName, ...value] = c.split(';')[0].split('=');
    return { name: cookieName, value: value.join('='), url: baseUrl() };
  });
  await context.addCookies(cookies);
}

/**
 * Opens an area page (`url`, or the page again when there is none) and waits until the page's own
 * render has replaced the frame of its shell that the host drew in it (server/pages/areaFrame.ts):
 * until then the shell's elements are the frame's, once per layout kind and without handlers.
 */
export async function openAreaPage(page: Page, url?: string): Promise<void> {
  if (url === undefined) await page.reload();
  else await page.goto(url);
  await page.waitForFunction(() => document.querySelector('.area-frame') === null);
}

/** Logs in through user.html#/login and waits for index.html (or another area page). */
export async function login(page: Page, name: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/user.html#/login`);
  if (await page.evaluate(() => localStorage.getItem('erp.notices.seen') === null)) popupExpected.set(page, noticesListed(page));
  await fillLoginForm(page, name, password);
  await page.waitForURL(/index\.html/);
}

/**
 * Fills and submits the login form without waiting for the outcome: the account goes in the form's
 * first text input (the page's very first input is the language switch's hidden radio).
 */
export async function fillLoginForm(page: Page, name: string, password: string): Promise<void> {
  await page.locator('form input[type=text], form input[type=tel], form input:not([type])').first().fill(name);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
}

/**
 * Waits (at most `timeoutMs`) until the page's finite CSS animations and transitions have ended,
 * such as antd's modal zoom, so that a screenshot shows the settled state. Endless ones (spinners)
 * are ignored.
 */
export async function settleAnimations(page: Page, timeoutMs = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: timeoutMs, polling: 50 },
    )
    .catch(() => undefined); // a picture mid-animation is still better than none
  // Let the motion library apply its end-of-animation classes.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Saves a PNG of the current viewport, settled, as test-results/screenshots/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await settleAnimations(page);
  await page.screenshot({ path });
  return path;
}

/**
 * Clicks `target` once the page's animations have ended. antd's modals zoom in from the point last
 * clicked; on a busy machine Playwright can find the button still, then press where the growing
 * dialog has not put it yet, and the click lands beside it.
 */
export async function clickSettled(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await settleAnimations(page);
  await target.click();
}

/**
 * Closes the system-notice popup if the shell opens it. It opens once per user and browser, after
 * a login, when the notices have come (GET /api/Notice-lists, asked for at once after a login) and
 * there is at least one, once the popup's code has loaded (seconds, on a loaded machine). So after
 * a login through `login()` in a browser that has not seen the notices, this waits for that list:
 * with notices in it, for the popup itself; without, the popup will not open, and there is nothing
 * to wait for. Otherwise it only closes one already open.
 */
export async function dismissNotices(page: Page): Promise<void> {
  const listed = popupExpected.get(page);
  popupExpected.delete(page);
  const popup = page.locator('.ant-modal').filter({ hasText: /系统公告|System notices/ });
  const visible = popup
    .first()
    .waitFor({ state: 'visible', timeout: listed ? 20_000 : 1_000 })
    .then(() => true)
    .catch(() => false);
  // An empty list: no popup is coming. Notices, or no word of the list: wait for the popup.
  const shown = await (listed ? Promise.race([visible, listed.then((notices) => (notices ? visible : false))]) : visible);
  if (!shown) return;
  await clickSettled(page, popup.first().locator('.ant-modal-close'));
  await popup.first().waitFor({ state: 'hidden' });
}

/**
 * Whether the first notice list the page is answered from now on has notices in it (the shell then
 * opens its popup in a browser that has not seen them). True too when its body cannot be read: then
 * dismissNotices waits for the popup (20 s at most), as it would without this.
 */
function noticesListed(page: Page): Promise<boolean> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/Notice-lists', { timeout: 0 })
    .then(async (r) => {
      const body = (await r.json()) as { data?: unknown };
      return !Array.isArray(body.data) || body.data.length > 0;
    })
    .catch(() => true);
}

/** Pages just logged in, in a browser that had not seen the notices: whether the shell will open its popup. */
const popupExpected = new WeakMap<Page, Promise<boolean>>();

/** A POST to /api from inside the page (its session cookie, the ajax header, a form body). */
export async function apiPost<T>(page: Page, path: string, body: Record<string, string | number> = {}): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      });
      return (await res.json()) as T;
    },
    { path, body },
  );
}

/**
 * Chooses `option` in the antd select `combobox`, and waits until the select shows it. The dropdown
 * opens with a motion; on a busy machine a click taken while it moves can land on nothing, and the
 * select keeps its old value: then it opens the dropdown again and chooses again (three tries).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  for (let attempt = 1; ; attempt++) {
    await combobox.click();
    const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
    await item.waitFor();
    await settleAnimations(page);
    await item.click();
    const shown = await select
      .filter({ hasText: option })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    if (attempt === 3) throw new Error(`the select did not take "${option}"`);
    await page.keyboard.press('Escape');
  }
}
