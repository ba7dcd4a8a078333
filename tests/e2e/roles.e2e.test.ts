/**
 * Position roles and rights in real Chromium against the built Node host: the master creates,
 * renames and deletes a role; grants 查看发票列表 (SF_INVOICE_LIST) to the role demo_sales holds, who
 * then sees and opens the invoice list; revokes it, and demo_sales's next request is refused.
 * Screenshots of /staff/group (view and edit mode) and /staff/myrights at 1280 and 375 px.
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

const NO_PERMISSION = '抱歉！您暂时没有此页面的访问权限';
/** antd may space out a two-character label ('确 定'). */
const OK_BUTTON = { name: /^确\s*定$/ };

async function openRoles(page: Page): Promise<void> {
  await openAreaPage(page, `${baseUrl()}/index.html#/staff/group`);
  await page.locator('.rights-tabs').waitFor();
  await dismissNotices(page);
}

/** The rights checkbox labelled `name` in the active tab. */
const leaf = (page: Page, name: string) =>
  page.locator('.rights-tabs [role=tabpanel][aria-hidden=false] label.ant-checkbox-wrapper').filter({ hasText: new RegExp(`^${name}$`) });

async function editAndSave(page: Page, changes: () => Promise<void>): Promise<void> {
  await page.locator('.rights-panel-head').getByRole('button', { name: /修改权限/ }).click();
  await page.locator('.rights-panel-head').getByRole('button', { name: /保存权限/ }).waitFor();
  await changes();
  await page.locator('.rights-panel-head').getByRole('button', { name: /保存权限/ }).click();
  await page.getByText('保存成功').first().waitFor();
  await page.locator('.rights-panel-head').getByRole('button', { name: /修改权限/ }).waitFor();
}

describe('position roles and rights', () => {
  it('[ROLES-03] [ROLES-04] [ROLES-05] [ROLES-06] [ROLES-07] [ROLES-08] the master creates, renames and deletes a role', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openRoles(page);

      await page.locator('.named-list-card').getByRole('button', { name: /新增岗位/ }).click();
      const createDialog = page.locator('.ant-modal').filter({ hasText: '新增岗位角色' });
      await createDialog.getByLabel('岗位名称').fill('  安装师傅 ');
      await shot(page, 'roles-new-dialog-1280');
      await createDialog.getByRole('button', OK_BUTTON).click();
      await page.getByText('新增岗位角色成功').first().waitFor();
      await page.locator('.named-item.is-selected', { hasText: '安装师傅' }).waitFor();
      await page.locator('.rights-panel-title-text', { hasText: '安装师傅' }).waitFor();

      await page.getByRole('button', { name: '重命名 安装师傅' }).click();
      const renameDialog = page.locator('.ant-modal').filter({ hasText: '修改岗位角色' });
      await renameDialog.getByLabel('岗位名称').fill('安装主管');
      await renameDialog.getByRole('button', OK_BUTTON).click();
      await page.getByText('修改岗位角色成功').first().waitFor();
      await page.locator('.named-item', { hasText: '安装主管' }).waitFor();
      expect(await page.locator('.named-item', { hasText: '安装师傅' }).count()).toBe(0);

      await page.getByRole('button', { name: '删除 安装主管' }).click();
      const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认删除 安装主管 岗位角色?' });
      await confirm.waitFor();
      await shot(page, 'roles-delete-confirm-1280');
      await confirm.getByRole('button', OK_BUTTON).click();
      await page.getByText('删除成功').first().waitFor();
      await page.locator('.named-item', { hasText: '安装主管' }).waitFor({ state: 'detached' });
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[ROLES-20] [ROLES-22] [ROLES-35] granting 查看发票列表 to 销售专员 opens the invoice list to demo_sales; revoking it refuses the next request', async () => {
    const master = await openPage(browser, VIEWPORTS.desktop);
    const sales = await openPage(browser, VIEWPORTS.desktop);
    try {
      // Before: demo_sales has no invoice list.
      await login(sales.page, 'demo_sales');
      await openAreaPage(sales.page, `${baseUrl()}/index.html#/invoice/list`);
      await sales.page.getByText(NO_PERMISSION).waitFor();
      await dismissNotices(sales.page);
      expect(await sales.page.locator('.area-sider, .ant-layout-sider').getByText('发票列表').count()).toBe(0);

      // The master grants it in the ERP tab of 销售专员.
      await login(master.page, 'demo_admin');
      await openRoles(master.page);
      await master.page.locator('.rights-panel-title-text', { hasText: '销售专员' }).waitFor();
      await shot(master.page, 'roles-view-1280');
      await editAndSave(master.page, async () => {
        await shot(master.page, 'roles-edit-1280');
        await leaf(master.page, '查看发票列表').click();
        // The group's first item comes with it.
        expect(await leaf(master.page, '查看发票信息').locator('input').isChecked()).toBe(true);
      });
      expect(await leaf(master.page, '查看发票列表').locator('input').isChecked()).toBe(true);

      // demo_sales, on the next page load, has the menu entry and the page.
      await openAreaPage(sales.page, `${baseUrl()}/index.html#/shops/dashboard`);
      await openAreaPage(sales.page);
      const menu = sales.page.locator('.area-sider, .ant-layout-sider').first();
      await menu.getByText('发票管理').first().waitFor();
      if (!(await menu.getByText('发票列表').first().isVisible().catch(() => false))) await menu.getByText('发票管理').first().click();
      await menu.getByText('发票列表').first().click();
      await sales.page.waitForURL(/#\/invoice\/list/);
      // Whichever the page settles on: the list's search bar, or the no-permission page.
      await sales.page.locator('.area-content .search-bar-field').or(sales.page.getByText(NO_PERMISSION)).first().waitFor();
      expect(await sales.page.getByText(NO_PERMISSION).count()).toBe(0);
      const allowed = await listCall(sales.page);
      expect(allowed.err_code).toBe(0);
      await shot(sales.page, 'roles-granted-invoice-list-1280');

      // The master revokes it (and the first item, back to how it was).
      await editAndSave(master.page, async () => {
        await leaf(master.page, '查看发票列表').click();
        await leaf(master.page, '查看发票信息').click();
      });
      expect(await leaf(master.page, '查看发票列表').locator('input').isChecked()).toBe(false);

      // demo_sales's very next request to the list is refused, and a reload shows the no-permission page.
      const refused = await listCall(sales.page);
      expect(refused.err_code).toBe(10003);
      await openAreaPage(sales.page);
      await sales.page.getByText(NO_PERMISSION).waitFor();
      expectNoPageErrors(master.errors);
      expectNoPageErrors(sales.errors);
    } finally {
      await master.context.close();
      await sales.context.close();
    }
  });

  it('[ROLES-15] [ROLES-18] [MYRIGHTS-02] [MYRIGHTS-03] screenshots of the roles page (view, edit) and my rights at 1280 and 375 px', async () => {
    for (const [width, viewport] of [
      ['1280', VIEWPORTS.desktop],
      ['375', VIEWPORTS.phone],
    ] as const) {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        await login(page, 'demo_admin');
        await openRoles(page);
        const tabs = page.locator('.rights-tabs .ant-tabs-tab');
        expect(await tabs.evaluateAll((els) => els.map((e) => e.getAttribute('data-node-key')))).toEqual(['1', '2', '3', '4']);
        await shot(page, `roles-view-${width}-master`);
        await page.locator('.rights-panel-head').getByRole('button', { name: /修改权限/ }).click();
        // On a phone save and cancel sit in the bar held at the bottom of the screen.
        await page.getByRole('button', { name: /保存权限/ }).waitFor();
        await shot(page, `roles-edit-${width}`);
        await page.locator('.rights-tabs .ant-tabs-tab[data-node-key="4"]').click();
        await page.locator('.cad-functions').waitFor();
        await shot(page, `roles-edit-cad-${width}`);
        await page.getByRole('button', { name: /取\s*消/ }).click();

        await openAreaPage(page, `${baseUrl()}/index.html#/staff/myrights`);
        await page.locator('.rights-tabs').waitFor();
        expect(await page.locator('.rights-tabs input[type=checkbox]:not([disabled])').count()).toBe(0);
        await shot(page, `myrights-${width}`);
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });
});

/** POST /api/Invoice-getLists from the page, as the app would (ajax header, form body, the session cookie). */
function listCall(page: Page): Promise<{ err_code: number; err_msg?: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/Invoice-getLists', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: '',
    });
    return (await res.json()) as { err_code: number; err_msg?: string };
  });
}
