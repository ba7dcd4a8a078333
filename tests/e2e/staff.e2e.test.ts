/**
 * Staff and departments end to end in real Chromium against a Node host of this file alone (fresh
 * demo data): the master adds a person with the SMS code read from the outbox (as from their
 * phone), that person logs in; the master edits them, disables them (their open session ends),
 * dismisses and reinstates them with a role, and renews their seat, the balance falling by the
 * plan's price. A sub-account without SF_STAFF_DELETE and SF_STAFF_BUY sees neither. Screenshots
 * of the org page and the drawer at 1280, 800 and 375 px.
 */
import type { Locator, Page } from 'playwright-core';
import { clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { codeSentTo, queryServerDb, subAccountWith } from './staffSetup';

const own = ownServerOfThisFile(launchBrowser);

const OK = { name: /^\s*确\s*定\s*$/ };

const query = <T>(sqlText: string, ...params: unknown[]) => queryServerDb<T>(own.server.dataDir, sqlText, ...params);
const balanceOf = (shopName: string) => Number(query<{ balance: number }>('SELECT balance FROM shops WHERE shop_name = ?', shopName).balance);

async function openOrg(page: Page, search?: string): Promise<void> {
  await openAreaPage(page, `${own.server.baseUrl}/index.html#/staff/org${search ? `?q=${encodeURIComponent(search)}` : ''}`);
  await dismissNotices(page);
  await page.locator('.rlist-table .ant-table-tbody tr[data-row-key], [data-testid=staff-card]').first().waitFor();
}

const row = (page: Page, login: string) => page.locator('.ant-table-tbody tr[data-row-key], [data-testid=staff-card]').filter({ has: page.locator('.staff-who-account', { hasText: new RegExp(`^${login}$`) }) });
const drawer = (page: Page) => page.locator('.staff-drawer');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();

async function confirm(page: Page): Promise<void> {
  await clickSettled(page, page.locator('.ant-modal-confirm').last().getByRole('button', OK));
}

/** Chooses 销售专员 in a role select; the dropdown slides open, so the click waits for it to settle and the choice is seen taken. */
async function chooseSalesRole(page: Page, scope: Locator): Promise<void> {
  await scope.getByRole('combobox', { name: '岗位角色' }).click();
  await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '销售专员' }));
  await scope.locator('.ant-select-selection-item', { hasText: '销售专员' }).waitFor();
  await page.keyboard.press('Escape');
}

async function fillNewPerson(page: Page, who: { login: string; phone: string; name: string }): Promise<void> {
  const form = drawer(page);
  await form.getByLabel('用户名').fill(who.login);
  await form.getByLabel('登录密码').fill('Staff-2026!');
  await form.getByLabel('确认密码').fill('Staff-2026!');
  await form.getByLabel('姓名').fill(who.name);
  await form.getByLabel('手机号码').fill(who.phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await toast(page, `验证码已发送至 ${who.phone}`);
  await form.locator('.staff-sms-button', { hasText: /秒后重新获取/ }).waitFor();
  await form.getByLabel('验证码').fill(codeSentTo(own.server.dataDir, who.phone));
  await chooseSalesRole(page, form);
}

describe('staff: the master', () => {
  it('[ORG-19] [ORG-20] [ORG-23] [ORG-35] [ORG-37] [ORG-44] [STAFF-FORM-26] [STAFF-FORM-35] adds a person who logs in, edits, disables (their session ends), dismisses, reinstates and renews them', async () => {
    const master = await openPage(own.browser, VIEWPORTS.desktop);
    const person = { login: 'e2e_qin', phone: '13966660001', name: '秦岚' };
    try {
      const { page } = master;
      await login(page, 'demo_admin');
      await openOrg(page);
      await shot(page, 'staff-org-1280');

      // Add them, with the code from their phone.
      await page.getByRole('button', { name: /新增员工/ }).click();
      await drawer(page).getByLabel('用户名').waitFor();
      await fillNewPerson(page, person);
      await shot(page, 'staff-drawer-new-1280');
      // The drawer slides in; a click taken while it moves can land beside the button.
      await clickSettled(page, drawer(page).getByRole('button', { name: /保\s*存/ }));
      await toast(page, '新增员工成功');

      // They log in in their own browser.
      const them = await openPage(own.browser, VIEWPORTS.desktop);
      try {
        await login(them.page, person.login, 'Staff-2026!');
        await dismissNotices(them.page);

        // Edit: a nickname.
        await openOrg(page, person.login);
        await row(page, person.login).getByRole('button', { name: `修改 ${person.name}` }).click();
        await drawer(page).getByLabel('昵称').fill('岚岚');
        // The drawer slides in; a click taken while it moves can land beside the button.
      await clickSettled(page, drawer(page).getByRole('button', { name: /保\s*存/ }));
        await toast(page, '修改成功');
        await row(page, person.login).getByText('秦岚（岚岚）').waitFor();

        // Disable: their next request is sent to the login confirmation.
        await row(page, person.login).getByRole('switch', { name: `${person.name} 的账号状态` }).click();
        await confirm(page);
        await toast(page, '停用成功');
        await openAreaPage(them.page, `${own.server.baseUrl}/index.html#/staff/myrights`);
        await openAreaPage(them.page);
        await them.page.waitForURL(/user\.html#\/login/, { timeout: 20_000 }).catch(async () => {
          await them.page.locator('.ant-modal', { hasText: '登录确认' }).waitFor();
        });
        expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.user_id = s.user_id WHERE u.login_name = ?', person.login).n).toBe(0);
      } finally {
        await them.context.close();
      }

      // Enable again, then dismiss: they move to the left tab.
      await row(page, person.login).getByRole('switch', { name: `${person.name} 的账号状态` }).click();
      await confirm(page);
      await toast(page, '启用成功');
      await row(page, person.login).getByRole('button', { name: `解雇 ${person.name}` }).click();
      await confirm(page);
      await toast(page, '解雇成功');
      await row(page, person.login).waitFor({ state: 'detached' });

      // Reinstate with a role.
      await page.getByRole('tab', { name: '离职员工' }).click();
      await row(page, person.login).getByRole('button', { name: `复职 ${person.name}` }).click();
      const rehire = page.locator('.ant-modal', { hasText: `${person.name} 复职` });
      await chooseSalesRole(page, rehire);
      await shot(page, 'staff-rehire-1280');
      await rehire.getByRole('button', OK).click();
      await toast(page, '复职成功');
      await row(page, person.login).waitFor({ state: 'detached' });

      // Renew a month: the balance falls by the plan's price.
      const before = balanceOf('演示家具厂');
      await page.getByRole('tab', { name: '在职员工' }).click();
      await row(page, person.login).getByRole('button', { name: `续费 ${person.name}` }).click();
      const renew = page.locator('.ant-modal', { hasText: `为 ${person.name} 续费` });
      await renew.getByTestId('renew-balance').getByText(`¥${(before / 100).toFixed(2)}`).waitFor();
      await renew.locator('label.ant-radio-button-wrapper', { hasText: /^1个月$/ }).click();
      await renew.getByTestId('renew-total').getByText('¥30.00').waitFor();
      const price = Number((await renew.getByTestId('renew-total').innerText()).replace(/[^\d.]/g, ''));
      expect(price).toBeGreaterThan(0);
      await shot(page, 'staff-renew-1280');
      await renew.getByRole('button', { name: /续\s*费/ }).click();
      await toast(page, '续费成功');
      expect(balanceOf('演示家具厂')).toBe(before - Math.round(price * 100));
      expectNoPageErrors(master.errors);
    } finally {
      await master.context.close();
    }
  });
});

describe('staff: a sub-account without SF_STAFF_DELETE and SF_STAFF_BUY', () => {
  it('[ORG-25] [ORG-26] [ORG-27] edits and disables, but has no dismiss, no renew and no auto-renewal', async () => {
    const master = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(master.page, 'demo_admin');
      await subAccountWith(master.page, own.server.dataDir, 'e2e_hr', '13966660002', ['SF_STAFF_QUERY', 'SF_STAFF_NEW', 'SF_STAFF_EDIT']);
    } finally {
      await master.context.close();
    }
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'e2e_hr', 'Staff-2026!');
      await openOrg(page);
      const he = row(page, 'he_prod');
      await he.getByRole('button', { name: '修改 何建华' }).waitFor();
      expect(await he.getByRole('button', { name: /解雇/ }).count()).toBe(0);
      expect(await he.getByRole('button', { name: /续费/ }).count()).toBe(0);
      expect(await he.getByRole('switch', { name: '何建华 的自动续费' }).isDisabled()).toBe(true);
      expect(await he.getByRole('switch', { name: '何建华 的账号状态' }).isDisabled()).toBe(false);
      await page.getByRole('button', { name: /新增员工/ }).waitFor();
      await shot(page, 'staff-org-subaccount-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('staff: pages at tablet and phone widths', () => {
  it.each([
    ['800', { width: 800, height: 800 }],
    ['375', VIEWPORTS.phone],
  ])('[ORG-18] at %s px the org page and the drawer fit the screen', async (name, viewport) => {
    const { context, page, errors } = await openPage(own.browser, viewport);
    try {
      await login(page, 'demo_admin');
      await openOrg(page);
      await shot(page, `staff-org-${name}`);
      if (viewport.width < 680) await page.locator('[data-testid=staff-card]').first().waitFor();
      await page.getByRole('button', { name: /新增员工/ }).click();
      await drawer(page).getByLabel('用户名').waitFor();
      const box = await drawer(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
      await shot(page, `staff-drawer-new-${name}`);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('staff: the action column covers no other column', () => {
  it.each([
    ['1280 px in English', VIEWPORTS.desktop, 'en-US', 'Main account'],
    ['800 px in Chinese', { width: 800, height: 800 }, 'zh-CN', '主账号'],
  ])('[ORG-18] at %s every cell of a row shows beside the actions, and the state tag is whole', async (_name, viewport, lang, masterTag) => {
    const context = await own.browser.newContext({ viewport, locale: lang });
    await context.addInitScript((l) => localStorage.setItem('erp.lang', l), lang);
    const page = await context.newPage();
    try {
      await login(page, 'demo_admin');
      await openOrg(page);
      // Every row: no cell's box meets the action cell's box (as laid out at the table's scroll 0).
      const overlaps = await page.locator('.rlist-table .ant-table-tbody tr[data-row-key]').evaluateAll((rows) =>
        rows.flatMap((tr) => {
          const cells = [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
          const actions = cells[cells.length - 1];
          return cells.slice(0, -1).filter((c) => c.width > 0 && c.right > actions.left + 0.5 && c.left < actions.right - 0.5).map((c) => `${tr.getAttribute('data-row-key')}: ${c.left}–${c.right} under ${actions.left}–${actions.right}`);
        }),
      );
      expect(overlaps).toEqual([]);
      // The master's state tag is not cut: its text fits the tag and the tag fits its cell.
      const tag = page.locator('.rlist-table .ant-table-tbody td .ant-tag', { hasText: new RegExp(`^${masterTag}$`) }).last();
      const fits = await tag.evaluate((el) => {
        const cell = el.closest('td')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth && box.left >= cell.left && box.right <= cell.right;
      });
      expect(fits).toBe(true);
    } finally {
      await context.close();
    }
  });
});
