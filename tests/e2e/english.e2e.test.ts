/**
 * English throughout [I18N-01]: with the language set to en-US, every route of every area (the route
 * tables of src/routes) at 1280 px — and the login page, the personal menu, the notice popup,
 * the header's dialogs and popovers, the role editor with its four tabs, my rights, and step 2 of
 * the invoice request — shows no Chinese character outside the demo shop's own data, neither in
 * visible text nor in accessible names (aria-label, title, placeholder, alt), nor in the page title.
 *
 * The run gets a server of its own, so the data on the pages is exactly the seeded demo data.
 */
import { DEMO_NOTICE_TEXTS } from '../../server/db/seed';
import { DEMO_LOG_TEXTS } from '../../server/db/seeds/logs';
import { DEMO_STAFF_TEXTS } from '../../server/db/seeds/staff';
import { DEMO_SHOP_TEXTS } from '../../server/db/seeds/shop';
import { DEMO_REPORT_TEXTS } from '../../server/db/seeds/reports';
import { DEMO_CRM_TEXTS } from '../../server/db/seeds/crm';
import { DEMO_GOODS_TEXTS } from '../../server/db/seeds/goods';
import { DEMO_ORDER_TEXTS } from '../../server/db/seeds/orders';
import { DEMO_PAYMENT_TEXTS } from '../../server/db/seeds/orderPayments';
import { DEMO_MEMO_TEXTS } from '../../server/db/seeds/orderMemos';
import { DEMO_SUB_ORDER_TEXTS } from '../../server/db/seeds/subOrders';
import type { BrowserContext, Page } from 'playwright-core';
import { AREAS, type Area } from '../../src/common/constants';
import { AREA_DEFINITIONS } from '../../src/routes/allAreas';
import { ICP_FILING_NUMBER } from '../../src/shell/brand';
import { clickSettled, DEMO_PASSWORD, expectNoPageErrors, fillLoginForm, launchBrowser, openAreaPage, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';

// The route tables are read here only for their paths: their menu icons (an ES-module package that
// this Node-side runner does not load) are left out.
jest.mock('@ant-design/icons', () => new Proxy({}, { get: () => () => null }));

jest.setTimeout(300_000);

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/**
 * The demo shop's data (server/db/seed.ts, server/db/seeds/invoices.ts): what the shop, its staff
 * and its platform typed, shown as typed in any language. Nothing of the UI belongs here.
 */
const DEMO_DATA: readonly string[] = [
  // The shop, its service agent, its people, departments and position roles.
  '演示家具厂',
  '佛山板式家具服务中心',
  '陈建国',
  '陈总',
  '李晓梅',
  '小梅',
  '王丽华',
  '丽华',
  '销售部',
  '财务部',
  '生产部',
  '仓储部',
  '我的团队',
  '销售专员',
  '财务专员',
  '生产主管',
  // Its invoice info and mailing addresses (region names are part of an address).
  '佛山市演示家具制造有限公司',
  '中国工商银行佛山顺德乐从支行',
  '广东省佛山市顺德区乐从镇家具大道 88 号',
  '乐从镇家具大道 88 号 演示家具厂 财务室',
  '桂城街道南海大道北 36 号 3 楼',
  '天河路 385 号 太古汇一座 12 楼',
  '广东省',
  '佛山市',
  '广州市',
  '顺德区',
  '南海区',
  '天河区',
  // The demo staff of the org page (server/db/seeds/staff.ts).
  ...DEMO_STAFF_TEXTS,
  // The shop's settings, and the platform's reason for refusing one of its services (server/db/seeds/shop.ts).
  ...DEMO_SHOP_TEXTS,
  // The report templates the demo shops published, and the other shop's name on the market's cards.
  ...DEMO_REPORT_TEXTS,
  // The demo logs (server/db/seeds/logs.ts): what the staff log, order and scheduling logs hold.
  ...DEMO_LOG_TEXTS,
  // The demo shops' customers (server/db/seeds/crm.ts): names, tags, levels, sources, regions.
  ...DEMO_CRM_TEXTS,
  // The demo shops' goods, classes, units and price lists (server/db/seeds/goods.ts).
  ...DEMO_GOODS_TEXTS,
  // The demo orders: rooms, boards, consignees, addresses, remarks; their receipts' comments and memos (server/db/seeds/orders.ts, orderPayments.ts, orderMemos.ts).
  ...DEMO_ORDER_TEXTS,
  ...DEMO_PAYMENT_TEXTS,
  ...DEMO_MEMO_TEXTS,
  // The demo sub-orders' reasons (server/db/seeds/subOrders.ts).
  ...DEMO_SUB_ORDER_TEXTS,
  // The site's ICP filing number, which the regulation wants shown as issued, in any language.
  ICP_FILING_NUMBER,
  // The platform's remarks on issued invoices.
  '纸质发票已寄出，顺丰速运',
  '电子发票已发送至',
];

/**
 * The platform's notices as seeded (their markdown source): inside a notice's content, and only
 * there, a text that is part of one of them is data. The popup's own words are UI.
 */
const NOTICE_BODIES: readonly string[] = DEMO_NOTICE_TEXTS;

/** Longest first, so that a long entry is taken out before a shorter one inside it. */
const DATA_LONGEST_FIRST = [...DEMO_DATA].sort((a, b) => b.length - a.length);

/** What is left of a text once the demo data is taken out. */
function withoutDemoData(text: string): string {
  let rest = text;
  for (const data of DATA_LONGEST_FIRST) rest = rest.split(data).join(' ');
  return rest;
}

interface Seen {
  kind: string;
  text: string;
  /** A short path of the element, to find it. */
  where: string;
  /** A text inside a notice's content. */
  inNotice: boolean;
}

/** Every visible text, accessible name and the document title of the page that contains CJK characters. */
async function chineseOnPage(page: Page): Promise<Seen[]> {
  return page.evaluate((cjkSource) => {
    const cjk = new RegExp(cjkSource);
    const visible = (el: Element | null): boolean => !!el && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const pathOf = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
        parts.unshift(e.tagName.toLowerCase() + (e.classList.length ? `.${[...e.classList].slice(0, 2).join('.')}` : ''));
      }
      return parts.join(' > ');
    };
    // Text marked as Chinese (lang="zh-…" below the page's own), such as the language switch's
    // name of Chinese in Chinese, which is meant for a reader of Chinese.
    const markedChinese = (el: Element): boolean => {
      const marked = el.closest('[lang]');
      return !!marked && marked !== document.documentElement && /^zh\b/i.test(marked.getAttribute('lang') ?? '');
    };
    const seen: { kind: string; text: string; where: string; inNotice: boolean }[] = [];
    if (cjk.test(document.title)) seen.push({ kind: 'document title', text: document.title, where: 'title', inNotice: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (cjk.test(text) && parent && visible(parent) && !markedChinese(parent)) seen.push({ kind: 'text', text: text.trim(), where: pathOf(parent), inNotice: !!parent.closest('.notice-item') });
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-placeholder], [aria-roledescription]')) {
      if (!visible(el) || markedChinese(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-placeholder', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value && cjk.test(value)) seen.push({ kind: name, text: value, where: pathOf(el), inNotice: false });
      }
    }
    return seen;
  }, CJK.source);
}

/** Collects what is Chinese beyond the demo data, each text once with the places it was seen, for one report at the end. */
class Findings {
  private readonly seen = new Map<string, string[]>();

  async check(page: Page, place: string): Promise<void> {
    for (const s of await chineseOnPage(page)) {
      if (s.inNotice && NOTICE_BODIES.some((body) => body.includes(s.text))) continue;
      if (!CJK.test(withoutDemoData(s.text))) continue;
      const key = `${s.kind} "${s.text}" at ${s.where}`;
      this.seen.set(key, [...(this.seen.get(key) ?? []), place]);
    }
  }

  get lines(): string[] {
    return [...this.seen].map(([what, places]) => `${what} — on ${places.slice(0, 3).join(', ')}${places.length > 3 ? ` and ${places.length - 3} more` : ''}`);
  }
}

/** Requests in flight, so that a page is checked only once its data has arrived. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => void (inFlight += 1));
  const done = () => void (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Waits until no request is in flight, nothing loads (spinners, skeletons) and the animations are over. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quietChecks = 0;
  for (let i = 0; i < 100 && quietChecks < 3; i++) {
    await page.waitForTimeout(100);
    const loading = await page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').count();
    quietChecks = inFlight() === 0 && loading === 0 ? quietChecks + 1 : 0;
  }
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

const own = ownServerOfThisFile(launchBrowser);

/** A browser in en-US: the stored language setting and the browser's own language. */
async function openEnglishPage(): Promise<{ context: BrowserContext; page: Page; errors: Error[]; inFlight: () => number }> {
  const context = await own.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('erp.lang', 'en-US'));
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors, inFlight: trackRequests(page) };
}

async function logIn(page: Page, name: string): Promise<void> {
  await page.goto(`${own.server.baseUrl}/user.html#/login`);
  await fillLoginForm(page, name, DEMO_PASSWORD);
  await page.waitForURL(/index\.html/);
}

/** The hash path to visit for a route: optional parameters left out. */
const visitPath = (path: string) => path.replace(/\/:\w+\?/g, '');

/** Opens `path` of `area`: a new document when the area changes, else a move inside the page. */
async function visit(page: Page, inFlight: () => number, area: Area, path: string): Promise<void> {
  const target = `${own.server.baseUrl}/${area}.html#${path}`;
  if (new URL(page.url()).pathname === `/${area}.html`) await page.evaluate((hash) => (window.location.hash = hash), path);
  else await openAreaPage(page, target);
  await page.locator('.area-content, .area-layout, .area-fullscreen, .ant-result').first().waitFor();
  await settle(page, inFlight);
}

/** Checks every notice of the popup (it opens by itself after a login), then closes it. */
async function checkNoticePopup(page: Page, inFlight: () => number, findings: Findings): Promise<void> {
  const popup = page.locator('.notice-popup');
  await popup.first().waitFor({ state: 'visible' });
  const next = popup.getByRole('button', { name: /^next$/i });
  for (let notice = 1; ; notice++) {
    await settle(page, inFlight);
    await findings.check(page, `notice popup, notice ${notice}`);
    if (!(await next.count())) break;
    await next.click();
  }
  await clickSettled(page, popup.locator('.ant-modal-close').first());
  await popup.first().waitFor({ state: 'hidden' });
}

/**
 * The header's menus and dialogs: the personal menu (with the language switch), the password and
 * what's-new dialogs, and the popovers of the mobile QR code, the notices bell and the after-sales chat.
 */
async function checkHeader(page: Page, inFlight: () => number, findings: Findings): Promise<void> {
  const header = page.locator('header.area-header');
  const menu = page.locator('.ant-dropdown:visible');
  const dialog = page.locator('.ant-modal:visible');
  await header.locator('button.area-user').click();
  await menu.waitFor();
  await settle(page, inFlight);
  await findings.check(page, 'personal menu');
  await menu.getByRole('menuitem', { name: /change password/i }).click();
  await dialog.first().waitFor();
  await settle(page, inFlight);
  await findings.check(page, 'change password dialog');
  await page.keyboard.press('Escape');
  await dialog.first().waitFor({ state: 'hidden' });

  await header.getByRole('button', { name: "What's new" }).click();
  await dialog.locator('.whats-new-version').first().waitFor();
  await settle(page, inFlight);
  await findings.check(page, "what's new dialog");
  await page.keyboard.press('Escape');
  await dialog.first().waitFor({ state: 'hidden' });

  const popover = page.locator('.ant-popover:visible');
  await header.locator('.area-action').first().hover();
  await popover.first().waitFor();
  await settle(page, inFlight);
  await findings.check(page, 'mobile QR popover');
  await page.mouse.move(640, 600);
  await popover.first().waitFor({ state: 'hidden' });
  // The notices (a dialog) and the after-sales contact (a popover); a click on the page's title closes either.
  for (const [button, place] of [
    [header.locator('.area-action:has(.anticon-notification)'), 'notices dialog'],
    [header.getByRole('button', { name: /after-sales chat/i }), 'after-sales chat popover'],
  ] as const) {
    await button.click();
    await settle(page, inFlight);
    await findings.check(page, place);
    await page.keyboard.press('Escape');
    await settle(page, inFlight);
    await page.locator('.page-header-title').first().click();
    await settle(page, inFlight);
  }
}

/** Every tab of the rights tabs on the page. */
async function checkRightsTabs(page: Page, inFlight: () => number, findings: Findings, place: string): Promise<void> {
  const tabs = page.locator('.rights-tabs [role=tab]');
  await tabs.first().waitFor();
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await settle(page, inFlight);
    await findings.check(page, `${place}, tab ${i + 1}`);
  }
}

async function checkRoleEditor(page: Page, inFlight: () => number, findings: Findings): Promise<void> {
  await visit(page, inFlight, 'index', '/staff/group');
  await checkRightsTabs(page, inFlight, findings, 'role editor');
  await page.locator('.rights-panel-head').getByRole('button', { name: /modify rights/i }).click();
  await settle(page, inFlight);
  await checkRightsTabs(page, inFlight, findings, 'role editor in edit mode');
  await page.locator('.rights-panel-head').getByRole('button', { name: /cancel/i }).click();
  await page.getByRole('button', { name: /new role/i }).first().click();
  await page.locator('.ant-modal:visible').first().waitFor();
  await settle(page, inFlight);
  await findings.check(page, 'new role dialog');
  await page.keyboard.press('Escape');
}

/** Step 2 of the invoice request: one billable item chosen, the summary shown (nothing submitted). */
async function checkInvoiceRequestStep2(page: Page, inFlight: () => number, findings: Findings): Promise<void> {
  await visit(page, inFlight, 'index', '/invoice/request');
  await page.locator('.ant-table-row .ant-checkbox-input').first().check();
  await page.getByRole('button', { name: /request invoice/i }).last().click();
  await page.getByTestId('request-summary').waitFor();
  await settle(page, inFlight);
  await findings.check(page, 'invoice request, step 2');
}

describe('every page in en-US', () => {
  it('[I18N-01] the login page, and a failed login answered in English', async () => {
    const { context, page, errors, inFlight } = await openEnglishPage();
    const findings = new Findings();
    try {
      await page.goto(`${own.server.baseUrl}/user.html#/login`);
      await page.locator('form').first().waitFor();
      await settle(page, inFlight);
      await findings.check(page, 'login page');
      await fillLoginForm(page, 'demo_admin', 'not-the-password');
      await page.getByText('Wrong account or password').first().waitFor();
      await findings.check(page, 'login page, failed login');
      expect(findings.lines).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[I18N-01] the master: every route of every area, the personal menu, the notices, the role editor, my rights, the invoice request', async () => {
    const { context, page, errors, inFlight } = await openEnglishPage();
    const findings = new Findings();
    try {
      await logIn(page, 'demo_admin');
      await checkNoticePopup(page, inFlight, findings);
      await checkHeader(page, inFlight, findings);
      for (const area of AREAS) {
        await visit(page, inFlight, area, '/');
        await findings.check(page, `${area}.html#/`);
        for (const route of AREA_DEFINITIONS[area].routes) {
          await visit(page, inFlight, area, visitPath(route.path));
          await findings.check(page, `${area}.html#${route.path}`);
        }
      }
      await visit(page, inFlight, 'index', '/personal/settings');
      await findings.check(page, 'index.html#/personal/settings');
      await checkRoleEditor(page, inFlight, findings);
      await visit(page, inFlight, 'index', '/staff/myrights');
      await checkRightsTabs(page, inFlight, findings, 'my rights');
      await checkInvoiceRequestStep2(page, inFlight, findings);
      expect(findings.lines).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[I18N-01] a sub-account: its pages, my rights, and the no-permission page', async () => {
    const { context, page, errors, inFlight } = await openEnglishPage();
    const findings = new Findings();
    try {
      await logIn(page, 'demo_sales');
      await checkNoticePopup(page, inFlight, findings);
      await visit(page, inFlight, 'index', '/staff/myrights');
      await checkRightsTabs(page, inFlight, findings, 'my rights (sub-account)');
      for (const path of ['/staff/group', '/invoice/list', '/shops/yz']) {
        await visit(page, inFlight, 'index', path);
        await findings.check(page, `index.html#${path} (sub-account)`);
      }
      for (const route of AREA_DEFINITIONS.erp.routes.slice(0, 4)) {
        await visit(page, inFlight, 'erp', visitPath(route.path));
        await findings.check(page, `erp.html#${route.path} (sub-account)`);
      }
      expect(findings.lines).toEqual([]);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
