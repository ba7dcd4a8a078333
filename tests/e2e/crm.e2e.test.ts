/**
 * Customers end to end in real Chromium against a Node host of this file alone (fresh demo data):
 * the master creates a dealer with a tag, then a retail customer whose parent dealer is found in the
 * dealer search dialog by tag and by name and chosen; the saved customer names that dealer. A
 * sub-account without the customer rights sees no customer menu and is refused the page; one with
 * the customer query right alone sees it. Screenshots of the list, drawer and dialog at 1280, 800
 * and 375 px.
 */
import type { Page } from 'playwright-core';
import { chooseOption, clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { queryServerDb, subAccountWith } from './staffSetup';

const own = ownServerOfThisFile(launchBrowser);

const query = <T>(sqlText: string, ...params: unknown[]) => queryServerDb<T>(own.server.dataDir, sqlText, ...params);

async function openCrm(page: Page): Promise<void> {
  await openAreaPage(page, `${own.server.baseUrl}/erp.html#/crm`);
  await dismissNotices(page);
  await page.locator('.rlist-table .ant-table-tbody tr[data-row-key], [data-testid=crm-card]').first().waitFor();
}

const drawer = (page: Page) => page.locator('.crm-drawer');
const dialog = (page: Page) => page.locator('.dealer-picker-modal');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();

/** Opens the new-customer drawer and fills type, name and phone. */
async function newCustomer(page: Page, type: '零售客户' | '经销商', name: string, phone: string): Promise<void> {
  await page.getByRole('button', { name: /新增客户/ }).click();
  const form = drawer(page);
  await form.getByLabel('客户名称').waitFor();
  await form.getByText(type, { exact: true }).click();
  await form.getByLabel('客户名称').fill(name);
  await form.getByLabel('手机号码').fill(phone);
}

async function chooseTagInForm(page: Page, tag: string): Promise<void> {
  await chooseOption(page, drawer(page).getByRole('combobox', { name: '客户标签' }), tag);
  await drawer(page).locator('.ant-form-item').filter({ hasText: '客户标签' }).filter({ hasText: tag }).first().waitFor();
}

async function saveDrawer(page: Page): Promise<void> {
  // The drawer slides in; a click taken while it moves can land beside the button.
  await clickSettled(page, drawer(page).getByRole('button', { name: /保\s*存/ }));
  await toast(page, '客户已保存');
  await drawer(page).waitFor({ state: 'hidden' });
}

/** `read()` once it satisfies `done` (within 10 s), else its last value. */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The names the dealer dialog lists now. */
async function listedDealers(page: Page): Promise<string[]> {
  await dialog(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return dialog(page).locator('.dealer-picker-name').allInnerTexts();
}

/** Nothing of the dealer dialog is outside the window: its list scrolls inside it, the pager in view. */
async function expectDialogInWindow(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const box = await dialog(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const pager = await dialog(page).locator('.ant-pagination').boundingBox();
  expect(pager!.y + pager!.height).toBeLessThanOrEqual(viewport.height);
}

describe('customers: the dealer search dialog', () => {
  it('[PICKER-06] [PICKER-07] [PICKER-08] [PICKER-10] [PICKER-11] a dealer created with a tag is found by tag and by name and chosen as a retail customer\'s parent dealer', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openCrm(page);
      // At 1280 px every column shows, the optional level, owner and region included.
      expect(await page.locator('.rlist-table .ant-table-thead th').allInnerTexts()).toEqual(['客户名称', '手机号', '客户标签', '等级', '负责人', '所在地区', '状态', '操作']);
      await shot(page, 'crm-list-1280');

      await newCustomer(page, '经销商', '江北测试家居', '13977770001');
      await chooseTagInForm(page, '新开发经销商');
      await saveDrawer(page);
      const dealer = query<{ crm_id: number; crm_type: number; tag_name: string }>(
        'SELECT c.crm_id, c.crm_type, t.tag_name FROM customers c LEFT JOIN crm_tags t ON t.shop_id = c.shop_id AND t.tag_id = c.tag_id WHERE c.z_name = ?',
        '江北测试家居',
      );
      expect(dealer).toMatchObject({ crm_type: 3, tag_name: '新开发经销商' });

      await newCustomer(page, '零售客户', '王女士', '13977770002');
      await shot(page, 'crm-drawer-1280');
      await drawer(page).getByRole('button', { name: '上级经销商' }).click();
      await dialog(page).getByRole('list', { name: '经销商' }).waitFor();
      await shot(page, 'crm-dealer-dialog-1280');
      // All tags (-1): every in-use dealer, ten to a page, dealers only.
      const all = await settled(() => listedDealers(page), (names) => names.length === 10);
      expect(all).toHaveLength(10);
      await expectDialogInWindow(page, VIEWPORTS.desktop);
      const retailNames = query<{ names: string }>("SELECT group_concat(z_name) AS names FROM customers WHERE crm_type <> 3").names.split(',');
      expect(all.filter((name) => retailNames.includes(name))).toEqual([]);

      // By tag: the new tag's dealers, ours among them.
      await chooseOption(page, dialog(page).getByRole('combobox', { name: '客户标签' }), '新开发经销商');
      const inTag = query<{ n: number }>("SELECT COUNT(*) AS n FROM customers c JOIN crm_tags t ON t.shop_id = c.shop_id AND t.tag_id = c.tag_id WHERE t.tag_name = '新开发经销商' AND c.crm_type = 3 AND c.state = 1 AND c.shop_id = (SELECT shop_id FROM customers WHERE crm_id = ?)", dealer.crm_id).n;
      // The list follows the tag once its request is answered.
      const byTag = await settled(() => listedDealers(page), (names) => names.length === Math.min(10, Number(inTag)) && names.includes('江北测试家居'));
      expect(byTag).toContain('江北测试家居');
      expect(byTag).toHaveLength(Math.min(10, Number(inTag)));

      // Back to all tags, then by name: ours alone.
      await chooseOption(page, dialog(page).getByRole('combobox', { name: '客户标签' }), '全部标签');
      await dialog(page).getByLabel('经销商名称').fill('江北测试');
      await dialog(page).getByLabel('经销商名称').press('Enter');
      expect(await settled(() => listedDealers(page), (names) => names.length === 1)).toEqual(['江北测试家居']);

      // A click on the row chooses it; the field shows it and the customer is saved under it.
      await dialog(page).getByRole('button', { name: '选择经销商 江北测试家居' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      const field = drawer(page).getByRole('button', { name: '上级经销商' });
      expect(await settled(() => field.innerText(), (text) => text === '江北测试家居')).toBe('江北测试家居');
      await saveDrawer(page);
      const retail = query<{ crm_type: number; parent_id: number }>('SELECT crm_type, parent_id FROM customers WHERE z_name = ? AND z_phone = ?', '王女士', '13977770002');
      expect(retail).toEqual({ crm_type: 1, parent_id: dealer.crm_id });
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['800', { width: 800, height: 900 }],
    ['375', VIEWPORTS.phone],
  ])('[PICKER-09] the list, drawer and dialog at %s px', async (name, viewport) => {
    const { context, page, errors } = await openPage(own.browser, viewport);
    try {
      await login(page, 'demo_admin');
      await openCrm(page);
      if (viewport.width < 680) expect(await page.locator('.ant-table').count()).toBe(0);
      await shot(page, `crm-list-${name}`);
      await newCustomer(page, '零售客户', '李先生', viewport.width < 680 ? '13977770004' : '13977770003');
      await shot(page, `crm-drawer-${name}`);
      await drawer(page).getByRole('button', { name: '上级经销商' }).click();
      expect(await settled(() => listedDealers(page), (names) => names.length === 10)).toHaveLength(10);
      await shot(page, `crm-dealer-dialog-${name}`);
      await expectDialogInWindow(page, viewport);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('customers: follow-ups', () => {
  it('a follow-up added from the customer row in two clicks, due today, is listed under due today', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openCrm(page);
      const customer = query<{ z_name: string }>('SELECT z_name FROM customers WHERE crm_type = 1 AND state = 1 AND shop_id = (SELECT shop_id FROM shops WHERE shop_name = ?) ORDER BY crm_id LIMIT 1', '演示家具厂').z_name;
      await page.getByLabel('客户名称').first().fill(customer);
      await page.getByLabel('客户名称').first().press('Enter');
      // Click one: the row's follow-up action, the customer already chosen.
      await page.getByRole('button', { name: `跟进 ${customer}` }).first().click();
      const form = page.locator('.follow-dialog');
      await form.getByLabel('跟进内容').fill('电话确认了衣柜尺寸，今天再回电');
      // The shop's calendar is China Standard Time (UTC+8), whatever the machine's zone.
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      await form.getByLabel('下次跟进日期').fill(today);
      await form.getByLabel('下次跟进日期').press('Enter');
      await shot(page, 'crm-follow-dialog-1280');
      // Click two: save.
      await clickSettled(page, form.getByRole('button', { name: /保\s*存/ }));
      await toast(page, '跟进已保存');

      await openAreaPage(page, `${own.server.baseUrl}/erp.html#/custfollow`);
      await dismissNotices(page);
      await page.getByText('今天到期', { exact: true }).first().click();
      const row = page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: '电话确认了衣柜尺寸，今天再回电' });
      await row.waitFor();
      expect(await row.innerText()).toContain(customer);
      expect(await row.locator('.ant-tag', { hasText: '今天到期' }).count()).toBe(1);
      expect(page.url()).toMatch(/due=/);
      await shot(page, 'custfollow-due-today-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('customers: rights', () => {
  it('[ROUTE-31] a sub-account without the customer rights sees no customer menu and is refused /crm; the query right alone opens both', async () => {
    const master = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(master.page, 'demo_admin');
      await subAccountWith(master.page, own.server.dataDir, 'e2e_noclient', '13977770011', ['SF_STORE_ORD_LIST']);
      await subAccountWith(master.page, own.server.dataDir, 'e2e_client', '13977770012', ['SF_ERP_STORE_CUSTOMER_QUERY']);
    } finally {
      await master.context.close();
    }
    for (const [account, sees] of [['e2e_noclient', false], ['e2e_client', true]] as const) {
      const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
      try {
        await login(page, account, 'Staff-2026!');
        await openAreaPage(page, `${own.server.baseUrl}/erp.html#/crm`);
        await dismissNotices(page);
        const menu = page.locator('.area-menu');
        await menu.waitFor();
        expect(await menu.getByText('客户管理', { exact: true }).count()).toBe(sees ? 1 : 0);
        expect(await menu.getByText('客户', { exact: true }).count()).toBe(sees ? 1 : 0);
        if (sees) {
          await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor();
          // The query right alone: the list, without the new button.
          expect(await page.getByRole('button', { name: /新增客户/ }).count()).toBe(0);
        } else await page.getByTestId('no-permission').waitFor();
        expectNoPageErrors(errors);
      } finally {
        await context.close();
      }
    }
  });
});
