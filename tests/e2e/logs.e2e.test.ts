/**
 * Log management end to end in real Chromium against a Node host of this file alone: the owner
 * filters login logs by a person and a source, exports them and reads the file, hides a column and still finds it hidden in a fresh
 * browser, and ends a session of demo_sales, whose page is sent to the login; a sub-account without
 * SF_STAFF_LOG_DELETE finds delete and clear disabled. Screenshots at 1280, 800 and 375 px.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, settleAnimations, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { subAccountWith } from './staffSetup';

const own = ownServerOfThisFile(launchBrowser);

const OK = { name: /^\s*确\s*定\s*$/ };

async function openLogs(page: Page, tab = 'login'): Promise<void> {
  await openAreaPage(page, `${own.server.baseUrl}/index.html#/staff/logs?tab=${tab}`);
  await dismissNotices(page);
  await page.locator('.ant-table-tbody tr[data-row-key], [data-testid=log-card], [data-testid=session-card]').first().waitFor();
}

const headers = (page: Page) => page.locator('.ant-table-thead th').allInnerTexts();

describe('log management', () => {
  it('[LOGS-10] [LOGS-11] [LOGS-12] [LOGS-13] the owner filters by a person and a source, and a hidden column stays hidden in a fresh browser', async () => {
    const first = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      const { page } = first;
      await login(page, 'demo_admin');
      await openLogs(page);
      await shot(page, 'logs-login-1280');
      await page.getByRole('button', { name: '全部人员' }).click();
      await page.locator('.staff-picker-pop').getByText('demo_sales', { exact: true }).click();
      await page.getByRole('combobox', { name: '登录来源' }).click();
      await page.locator('.ant-select-item-option[title="微信"]').click();
      // Both choices are in the filter bar before searching with them (a busy machine draws late).
      await page.locator('.ant-select', { has: page.locator('#login-log-source') }).filter({ hasText: '微信' }).waitFor();
      await page.locator('.staff-picker-chosen .ant-tag').first().waitFor();
      await page.getByRole('button', { name: /查\s*询/ }).click();
      await page.waitForURL(/source=3/);
      // The filtered page replaces the first one.
      await page
        .waitForFunction(() => [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].every((tr) => tr.textContent?.includes('微信')), undefined, { timeout: 10_000 })
        .catch(() => undefined);
      const sources = await page.locator('.ant-table-tbody tr[data-row-key]').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.every((text) => text.includes('demo_sales') && text.includes('微信'))).toBe(true);

      // The export holds exactly the filter's rows: the file is opened and read.
      const total = Number(/共\s*(\d+)\s*条/.exec((await page.locator('.ant-pagination-total-text').first().textContent()) ?? '')?.[1] ?? sources.length);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出 Excel/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const sheet = workbook.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
      expect(header).toEqual(expect.arrayContaining(['账号', '登录时间', '登录来源']));
      const exported = sheet.getRows(2, sheet.rowCount - 1)?.map((r) => (r.values as unknown[]).join('|')) ?? [];
      expect(exported).toHaveLength(total);
      expect(exported.every((text) => text.includes('demo_sales') && text.includes('微信'))).toBe(true);

      await page.getByRole('button', { name: /列设置/ }).click();
      const dialog = page.locator('.ant-modal', { hasText: '显示的列' });
      const ipColumn = dialog.getByRole('checkbox', { name: 'IP 地址' });
      // The dialog zooms in from the button; a click taken mid-zoom can land beside the box.
      await ipColumn.waitFor();
      await settleAnimations(page);
      await ipColumn.uncheck();
      await dialog.getByRole('button', OK).click();
      await page.locator('.ant-table-thead th', { hasText: 'IP 地址' }).waitFor({ state: 'detached' });
      expectNoPageErrors(first.errors);
    } finally {
      await first.context.close();
    }
    // Another browser: the choice came from the server.
    const second = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(second.page, 'demo_admin');
      await openLogs(second.page);
      expect(await headers(second.page)).not.toContain('IP 地址');
      expect(await headers(second.page)).toContain('登录来源');
      expectNoPageErrors(second.errors);
    } finally {
      await second.context.close();
    }
  });

  it('the owner ends a session of demo_sales, whose next request is sent to the login', async () => {
    const sales = await openPage(own.browser, VIEWPORTS.desktop);
    const owner = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(sales.page, 'demo_sales');
      await dismissNotices(sales.page);
      await login(owner.page, 'demo_admin');
      await openLogs(owner.page, 'sessions');
      await shot(owner.page, 'logs-sessions-1280');
      const row = owner.page.locator('.ant-table-tbody tr[data-row-key]', { hasText: 'demo_sales' }).first();
      await row.getByRole('button', { name: /结束会话/ }).click();
      await clickSettled(owner.page, owner.page.locator('.ant-modal-confirm').getByRole('button', OK));
      await owner.page.locator('.ant-message').getByText('已结束该会话').waitFor();
      await openAreaPage(sales.page);
      await sales.page.waitForURL(/user\.html#\/login/, { timeout: 20_000 }).catch(async () => {
        await sales.page.locator('.ant-modal', { hasText: '登录确认' }).waitFor();
      });
      expectNoPageErrors(owner.errors);
    } finally {
      await sales.context.close();
      await owner.context.close();
    }
  });

  it('[LOGS-18] [LOGS-19] a sub-account without SF_STAFF_LOG_DELETE finds delete and clear disabled, and selecting says 无权限操作!', async () => {
    const master = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(master.page, 'demo_admin');
      await subAccountWith(master.page, own.server.dataDir, 'e2e_auditor', '13966660011', ['SF_STAFF_LOG_QUERY']);
    } finally {
      await master.context.close();
    }
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'e2e_auditor', 'Staff-2026!');
      await openLogs(page, 'staff');
      // The role editor gives a group's first right with any other of it: the login-log query comes along.
      expect(await page.getByRole('tab').allInnerTexts()).toContain('员工日志');
      expect(await page.getByRole('tab').allInnerTexts()).not.toContain('在线会话');
      expect(await page.getByRole('button', { name: /删除日志/ }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: /清空日志/ }).isDisabled()).toBe(true);
      await page.locator('.ant-table-tbody tr[data-row-key]').first().locator('.ant-checkbox-input').click();
      await page.locator('.ant-message').getByText('无权限操作!').waitFor();
      await shot(page, 'logs-staff-auditor-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('log management at tablet and phone widths', () => {
  it.each([
    ['800', { width: 800, height: 800 }],
    ['375', VIEWPORTS.phone],
  ])('[LOGS-08] [LOGS-09] at %s px', async (name, viewport) => {
    const { context, page, errors } = await openPage(own.browser, viewport);
    try {
      await login(page, 'demo_admin');
      for (const tab of ['login', 'staff', 'order', 'pd']) {
        await openLogs(page, tab);
        if (viewport.width < 680) expect(await page.locator('.ant-table').count()).toBe(0);
        await shot(page, `logs-${tab}-${name}`);
      }
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
