/**
 * Invoices end to end in real Chromium against the built Node host: as the master at
 * 1280 px — invoice info and a new mailing address, the wizard merging billable months into one
 * request, the request in the list in state 1, its withdrawal, the download of an issued PDF; as a
 * sub-account without SF_INVOICE_MAKE_OUT — the request refused and no withdraw; at 375 px — the
 * phone cards. Screenshots of each page at both widths go to test-results/screenshots/.
 */
import type { Browser, Page } from 'playwright-core';
import { ALL_RIGHTS } from '../../src/common/rights';
import { apiPost, baseUrl, clickSettled, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FINANCE_ROLE = '财务专员';
const OK = /^\s*确\s*定\s*$/;

/** Opens a page of index.html and closes the system notice popup if it shows. */
async function goTo(page: Page, route: string): Promise<void> {
  // A page still starting up (just reloaded, its session loading) may settle on its landing page
  // after the hash changed: then the route is asked for again, as a person would click again.
  for (let attempt = 0; attempt < 3; attempt++) {
    await openAreaPage(page, `${baseUrl()}/index.html#${route}`);
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).hash.startsWith(`#${route}`)) break;
  }
  await closeNotices(page);
}

/** Waits for the list's first row; when it does not come, fails with what the page shows instead. */
async function waitForRows(page: Page): Promise<void> {
  try {
    await page.locator('.rlist-table .ant-table-tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
  } catch (e) {
    const shown = await page.evaluate(() => `${location.href}\n${document.body.innerText.slice(0, 1500)}`);
    throw new Error(`${(e as Error).message}\nThe page showed:\n${shown}`);
  }
}

async function closeNotices(page: Page): Promise<void> {
  const notice = page.locator('.ant-modal-wrap:visible', { hasText: '系统公告' });
  if (await notice.count()) {
    await clickSettled(page, notice.locator('.ant-modal-close').first());
    await notice.waitFor({ state: 'hidden' }).catch(() => undefined);
  }
}

interface RightsLeaf {
  fid: number;
  ck: number;
  code: string;
}

/** The ERP rights of a role, as the role editor would save them, with `code` on or off. */
async function setRoleRight(page: Page, roleName: string, code: string, on: boolean): Promise<void> {
  const groups = await apiPost<{ data: { group_id: number; group_name: string }[] }>(page, '/shopStaff-ajaxGroup');
  const group = groups.data.find((g) => g.group_name === roleName);
  if (!group) throw new Error(`no role ${roleName}`);
  const rights = await apiPost<{ rightsPlat: { c: { c: RightsLeaf[] }[] }[] }>(page, '/ShopStaff-getGrpRights', { grpID: group.group_id, ver: 2 });
  const leaves = rights.rightsPlat.flatMap((m) => m.c.flatMap((g) => g.c));
  const fid = ALL_RIGHTS.find((r) => r.code === code)!.fid;
  const checked = new Set(leaves.filter((l) => l.ck === 1).map((l) => l.fid));
  if (on) checked.add(fid);
  else checked.delete(fid);
  const saved = await apiPost<{ err_code: number; err_msg: string }>(page, '/ShopStaff-editGrpRightsNew', {
    grpID: group.group_id,
    grpRights: checked.size ? [...checked].join(',') : '-1',
    rightsType: 1,
  });
  if (saved.err_code !== 0) throw new Error(`editGrpRightsNew: ${saved.err_msg}`);
}

/** Waits for a toast (antd message) with this text. */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}

const money = (text: string | null) => Number((text ?? '').replace(/[¥,\s]/g, ''));

describe('invoices as the master at 1280 px', () => {
  it('[INV-INFO-05] [INV-INFO-28] [ADDR-03] [INV-REQ-15] [INV-REQ-24] [INV-LIST-09] [INV-LIST-17] [INV-LIST-21] sets the invoice info and an address, requests one merged invoice, withdraws it, downloads an issued one', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');

      // ---- invoice info: read-only, then edit, a new mailing address, submit ----
      await goTo(page, '/invoice/info');
      await page.getByText('佛山市演示家具制造有限公司').first().waitFor();
      await shot(page, 'invoice-info-1280');
      await page.getByRole('button', { name: /修\s*改/ }).first().click();
      await page.getByText('修改发票信息').first().waitFor();
      await page.locator('.address-item').first().waitFor();
      await shot(page, 'invoice-info-edit-1280');

      await page.getByRole('button', { name: /新增地址/ }).click();
      const dialog = page.locator('.ant-modal', { hasText: '新增邮寄地址' });
      await dialog.waitFor();
      await dialog.getByLabel('收件人').fill('周开票');
      await dialog.locator('.ant-cascader').click();
      for (const name of ['广东省', '佛山市', '顺德区']) await page.locator(`.ant-cascader-menu-item[title="${name}"]`).click();
      await dialog.getByLabel('详细地址').fill('大良街道凤山中路 9 号');
      await dialog.getByLabel('手机号').fill('13622223333');
      await dialog.getByLabel('邮箱').fill('zhou@demo-furniture.cn');
      await shot(page, 'invoice-address-form-1280');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await toast(page, '新增成功');
      const added = page.locator('.address-item', { hasText: '周开票' });
      await added.waitFor();
      await expectChecked(added);
      await page.getByLabel('开户银行名称').fill('中国工商银行佛山顺德乐从支行营业部');
      await page.getByRole('button', { name: /提\s*交/ }).click();
      await toast(page, '提交成功');
      await page.getByText('中国工商银行佛山顺德乐从支行营业部').waitFor();
      await page.getByText(/周开票，13622223333/).waitFor();

      // ---- the wizard: two billable months' items merged into one request ----
      await goTo(page, '/invoice/request');
      const rows = page.locator('.ant-table-tbody tr[data-row-key]');
      await rows.first().waitFor();
      await shot(page, 'invoice-request-1280');
      const months = await rows.locator('td:nth-child(2)').allTextContents();
      const [first] = months;
      const secondIndex = months.findIndex((m) => m !== first);
      expect(secondIndex).toBeGreaterThan(0);
      const picked = [0, 1, secondIndex];
      for (const i of picked) await rows.nth(i).locator('.ant-checkbox-input').check();
      const amounts = await Promise.all(picked.map(async (i) => money(await rows.nth(i).locator('[data-testid=money]').textContent())));
      const expected = amounts.reduce((a, b) => a + b, 0);
      expect(money(await page.getByTestId('pending-total').textContent())).toBeCloseTo(expected, 2);
      await page.getByText(`已选 ${picked.length} 项`).waitFor();
      await shot(page, 'invoice-request-selected-1280');
      await page.getByRole('button', { name: /申请开票/ }).last().click();
      const summary = page.getByTestId('request-summary');
      await summary.waitFor();
      await summary.getByText(`${picked.length} 项`).waitFor();
      await summary.getByText('佛山市演示家具制造有限公司').waitFor();
      await page.locator('.address-item').first().waitFor();
      await page.locator('.address-item', { hasText: '周开票' }).locator('.ant-radio-input').check();
      await shot(page, 'invoice-request-step2-1280');
      await page.getByRole('button', { name: /提交申请/ }).click();
      await toast(page, '提交成功');
      await page.waitForURL(/#\/invoice\/list/);

      // ---- the list: the request on top in state 1; withdraw it ----
      const listRows = page.locator('.ant-table-tbody tr[data-row-key]');
      const top = listRows.first();
      await top.getByText('待开票').waitFor();
      expect(money(await top.locator('[data-testid=money]').textContent())).toBeCloseTo(expected, 2);
      expect(await top.locator('td').nth(3).textContent()).toBe(String(picked.length));
      await shot(page, 'invoice-list-1280');
      // Only state 1 rows can be selected.
      const disabledBoxes = await listRows.locator('.ant-checkbox-input:disabled').count();
      const pendingRows = await listRows.filter({ hasText: '待开票' }).count();
      expect(await listRows.locator('.ant-checkbox-input:enabled').count()).toBe(pendingRows);
      expect(disabledBoxes).toBe((await listRows.count()) - pendingRows);
      await top.getByRole('button', { name: /撤\s*回/ }).click();
      await clickSettled(page, page.locator('.ant-modal-confirm').getByRole('button', { name: OK }));
      await toast(page, '撤回成功');
      // The state tag (the number column says 已撤回 too).
      await top.locator('.ant-tag', { hasText: '已撤回' }).waitFor();
      expect(await top.getByRole('button', { name: /撤\s*回/ }).count()).toBe(0);

      // ---- download an issued invoice: invoice_no.pdf, a real PDF ----
      const issued = listRows.filter({ hasText: '已开票' }).first();
      // The invoice number column: the 20-digit number of an issued invoice.
      const invoiceNo = /\d{20}/.exec((await issued.locator('td').nth(1).textContent()) ?? '')?.[0] ?? '';
      expect(invoiceNo).toMatch(/^\d{20}$/);
      const [download] = await Promise.all([page.waitForEvent('download'), issued.getByRole('button', { name: /下载/ }).click()]);
      expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
      expect(download.suggestedFilename().endsWith('.pdf')).toBe(true);
      const path = await download.path();
      const { readFileSync } = await import('node:fs');
      expect(readFileSync(path!).subarray(0, 4).toString('latin1')).toBe('%PDF');

      // ---- the bill page ----
      await goTo(page, '/invoice/acctitem');
      await page.getByText('客户月账单').waitFor();
      expect(await page.locator('#bill-month').inputValue()).toBe('202002');
      await shot(page, 'invoice-bill-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

async function expectChecked(item: ReturnType<Page['locator']>): Promise<void> {
  await item.locator('.ant-radio-input:checked').waitFor({ state: 'attached' });
}

describe('invoices as a sub-account without SF_INVOICE_MAKE_OUT', () => {
  it('[INV-REQ-12] [INV-LIST-13] the request route is refused and withdraw is not offered', async () => {
    const admin = await openPage(browser, VIEWPORTS.desktop);
    const finance = await openPage(browser, VIEWPORTS.desktop);
    try {
      await login(admin.page, 'demo_admin');
      await setRoleRight(admin.page, FINANCE_ROLE, 'SF_INVOICE_MAKE_OUT', false);

      await login(finance.page, 'demo_finance');
      await goTo(finance.page, '/invoice/request');
      await finance.page.getByText('抱歉！您暂时没有此页面的访问权限').waitFor();
      expect(await finance.page.locator('.ant-table').count()).toBe(0);
      await shot(finance.page, 'invoice-request-refused-1280');
      // The server refuses it too.
      const refused = await apiPost<{ err_code: number }>(finance.page, '/Invoice-getAcctList');
      expect(refused.err_code).toBe(10003);

      await goTo(finance.page, '/invoice/list');
      const rows = finance.page.locator('.ant-table-tbody tr[data-row-key]');
      await rows.first().waitFor();
      expect(await rows.filter({ hasText: '待开票' }).count()).toBeGreaterThan(0);
      expect(await finance.page.getByRole('button', { name: /撤\s*回/ }).count()).toBe(0);
      expect(await finance.page.locator('.ant-table-tbody .ant-checkbox').count()).toBe(0);
      expect(await finance.page.getByRole('button', { name: /下载/ }).count()).toBeGreaterThan(0);
      await shot(finance.page, 'invoice-list-no-make-out-1280');
      expectNoPageErrors(finance.errors);
    } finally {
      await setRoleRight(admin.page, FINANCE_ROLE, 'SF_INVOICE_MAKE_OUT', true).catch(() => undefined);
      await finance.context.close();
      await admin.context.close();
    }
  });
});

describe('invoices at 375 px', () => {
  it('[INV-REQ-08] the phone shows billable items and invoices as cards', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone);
    try {
      await login(page, 'demo_admin');
      await goTo(page, '/invoice/info');
      await page.getByTestId('info-view').waitFor();
      await shot(page, 'invoice-info-375');

      await goTo(page, '/invoice/request');
      const cards = page.getByTestId('item-card');
      await cards.first().waitFor();
      expect(await page.locator('.ant-table').count()).toBe(0);
      await shot(page, 'invoice-request-375');
      await cards.nth(0).click();
      await cards.nth(1).click();
      expect(await cards.nth(0).getAttribute('aria-checked')).toBe('true');
      const expected = money(await cards.nth(0).getByTestId('money').textContent()) + money(await cards.nth(1).getByTestId('money').textContent());
      expect(money(await page.getByTestId('pending-total').textContent())).toBeCloseTo(expected, 2);
      await cards.nth(1).scrollIntoViewIfNeeded();
      await shot(page, 'invoice-request-selected-375');
      await page.getByRole('button', { name: /申请开票/ }).click();
      await page.getByTestId('request-summary').waitFor();
      await page.locator('.address-item').first().waitFor();
      await shot(page, 'invoice-request-step2-375');
      await page.getByRole('button', { name: /上一步/ }).click();
      await page.getByTestId('notice-box').waitFor();

      await goTo(page, '/invoice/list');
      await page.getByTestId('invoice-card').first().waitFor();
      expect(await page.locator('.ant-table').count()).toBe(0);
      await shot(page, 'invoice-list-375');

      await goTo(page, '/invoice/acctitem');
      await page.getByText('客户月账单').waitFor();
      await shot(page, 'invoice-bill-375');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

/** Where each header cell of the list's table is, and whether its text fits, at the current scroll. */
interface TableGeometry {
  scrollWidth: number;
  clientWidth: number;
  /** The visible part of the scroll container. */
  view: { left: number; right: number };
  /** The fixed actions column's left edge. */
  fixedLeft: number;
  /** The other header cells in order (the selection column first). */
  cells: { text: string; left: number; right: number }[];
  /** Header titles cut short. */
  cutTitles: string[];
  /** Body cells whose text is cut without a title holding all of it. */
  cutWithoutTitle: string[];
}

/** Scrolls the list's table to `to` and measures it. */
async function tableGeometry(page: Page, to: 'start' | 'end'): Promise<TableGeometry> {
  return page.evaluate((end) => {
    const scroller = document.querySelector<HTMLElement>('.rlist-table .ant-table-content')!;
    scroller.scrollLeft = end ? scroller.scrollWidth : 0;
    const box = scroller.getBoundingClientRect();
    const ths = [...document.querySelectorAll<HTMLElement>('.rlist-table .ant-table-thead th')];
    const fixed = ths.filter((th) => /ant-table-cell-fix-(end|right)/.test(th.className));
    const others = ths.filter((th) => !fixed.includes(th));
    const overflowing = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const titleOf = (th: HTMLElement) => th.querySelector('.ant-table-column-title') ?? th;
    const cutWithoutTitle: string[] = [];
    for (const td of document.querySelectorAll<HTMLElement>('.rlist-table .ant-table-tbody td')) {
      for (const el of [td, ...td.querySelectorAll<HTMLElement>('*')]) {
        if (getComputedStyle(el).overflowX === 'visible' || !overflowing(el)) continue;
        if (!el.closest('[title]') && !el.querySelector('[title]') && !el.closest('.ant-typography-ellipsis')) cutWithoutTitle.push(el.textContent ?? '');
      }
    }
    return {
      scrollWidth: scroller.scrollWidth,
      clientWidth: scroller.clientWidth,
      view: { left: box.left, right: box.right },
      fixedLeft: fixed.length ? Math.min(...fixed.map((th) => th.getBoundingClientRect().left)) : box.right,
      cells: others.map((th) => ({ text: th.textContent ?? '', left: th.getBoundingClientRect().left, right: th.getBoundingClientRect().right })),
      cutTitles: ths.filter((th) => overflowing(titleOf(th))).map((th) => th.textContent ?? ''),
      cutWithoutTitle,
    };
  }, to === 'end');
}

/**
 * At either end of its sideways scroll, no header cell lies under the fixed actions column; every
 * column fits between the view's left edge and the fixed column, so scrolling shows each in full.
 */
async function expectNoColumnHidden(page: Page): Promise<void> {
  const start = await tableGeometry(page, 'start');
  expect(start.cutTitles).toEqual([]);
  expect(start.cutWithoutTitle).toEqual([]);
  const room = start.fixedLeft - start.view.left;
  for (const cell of start.cells) expect(cell.right - cell.left).toBeLessThanOrEqual(room + 0.5);
  // At the left end the first columns show in full, beside the fixed one.
  expect(start.cells[0].left).toBeGreaterThanOrEqual(start.view.left - 0.5);
  expect(start.cells[1].right).toBeLessThanOrEqual(start.fixedLeft + 0.5);

  const end = await tableGeometry(page, 'end');
  // Scrolled to the right end, the last column before the fixed one ends where the fixed one begins.
  const last = end.cells[end.cells.length - 1];
  expect(last.right).toBeLessThanOrEqual(end.fixedLeft + 0.5);
  expect(last.left).toBeGreaterThanOrEqual(end.view.left - 0.5);
  if (start.scrollWidth > start.clientWidth) {
    // It does scroll: the columns moved by the whole overflow.
    expect(start.cells[0].left - end.cells[0].left).toBeCloseTo(start.scrollWidth - start.clientWidth, 0);
  }
}

describe('invoice tables at tablet and small-laptop widths', () => {
  it.each([680, 800, 1024, 1280])('[SHELL-30] [INV-LIST-08] at %i px no column of the invoice list hides under the fixed actions column, in zh-CN and en-US', async (width) => {
    const { context, page, errors } = await openPage(browser, { width, height: 800 });
    try {
      await login(page, 'demo_admin');
      for (const language of ['zh-CN', 'en-US']) {
        // The page reads the language as it loads.
        await page.evaluate((lang) => localStorage.setItem('erp.lang', lang), language);
        await openAreaPage(page);
        await page.waitForLoadState('networkidle');
        await goTo(page, '/invoice/list');
        await page.locator('html').and(page.locator(`[lang="${language}"]`)).waitFor({ state: 'attached' });
        await waitForRows(page);
        await expectNoColumnHidden(page);
        await tableGeometry(page, 'start');
        await shot(page, `invoice-list-${width}-${language}`);
        await tableGeometry(page, 'end');
        await shot(page, `invoice-list-${width}-${language}-scrolled`);

        await goTo(page, '/invoice/request');
        await waitForRows(page);
        const items = await tableGeometry(page, 'start');
        expect(items.cutTitles).toEqual([]);
        expect(items.cutWithoutTitle).toEqual([]);

        await goTo(page, '/invoice/acctitem');
        await page.getByTestId('bill-due').waitFor();
        await shot(page, `invoice-bill-${width}-${language}`);
      }
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
