/**
 * Goods end to end in real Chromium against a Node host of this file alone (fresh demo data): the
 * master creates a goods class and a subclass in the class tree, a goods item in that subclass from
 * the goods list's drawer, and stops it; then imports 20 goods from the import template filled in
 * with one bad row: nothing is imported and the row is named with its column and reason; the row
 * corrected, the same file imports all 20 at once. Screenshots of the pages and dialogs at 1280, 800
 * and 375 px.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { queryServerDb } from './staffSetup';

const own = ownServerOfThisFile(launchBrowser);

const query = <T>(sqlText: string, ...params: unknown[]) => queryServerDb<T>(own.server.dataDir, sqlText, ...params);
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();
const OK = { name: /确\s*定/ };

async function openDepot(page: Page, path: string): Promise<void> {
  await openAreaPage(page, `${own.server.baseUrl}/depot.html#${path}`);
  await dismissNotices(page);
}

async function openGoods(page: Page, keyword?: string): Promise<void> {
  await openDepot(page, `/goods${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`);
  await page.locator('.rlist-table .ant-table-tbody tr[data-row-key], [data-testid=goods-card], .ant-empty').first().waitFor();
}

/** Creates a class named `name` at the top, or under the class chosen in the tree. */
async function newClass(page: Page, button: '新增顶级分类' | '新增子分类', name: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByLabel('分类名称') });
  await dialog.getByLabel('分类名称').fill(name);
  await clickSettled(page, dialog.getByRole('button', OK));
  await toast(page, '新增分类成功');
  await dialog.waitFor({ state: 'hidden' });
}

/** The template's header row and 20 goods rows under class 五金/铰链, the 7th (sheet row 8) in class `seventhClass`. */
async function importSheet(template: Buffer, seventhClass: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const at = (title: string) => {
    const index = headers.indexOf(title);
    if (index < 0) throw new Error(`the template has no column ${title}: ${headers.join(', ')}`);
    return index + 1;
  };
  for (let i = 1; i <= 20; i++) {
    const row = sheet.getRow(i + 1);
    row.getCell(at('商品编号')).value = `E2EIMP${String(i).padStart(3, '0')}`;
    row.getCell(at('商品名称')).value = `导入铰链 ${i}`;
    row.getCell(at('商品分类')).value = i === 7 ? seventhClass : '五金/铰链';
    row.getCell(at('单位')).value = '个';
    row.getCell(at('类型')).value = '五金';
    row.getCell(at('标价（元）')).value = '12.50';
    row.commit();
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importedCount = () => Number(query<{ n: number }>("SELECT COUNT(*) AS n FROM goods WHERE goods_no LIKE 'E2EIMP%'").n);

describe('goods: classes, an item and the import', () => {
  it('[API-GOODS-01] [API-GOODS-04] [API-GOODS-09] a class and a subclass are created, a goods item in it is saved and stopped', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openDepot(page, '/goods/class');
      await page.getByRole('tree', { name: '商品分类树' }).waitFor();
      await newClass(page, '新增顶级分类', '测试板材');
      await page.getByRole('tree', { name: '商品分类树' }).getByText('测试板材', { exact: true }).click();
      await page.getByText('已选：测试板材').waitFor();
      await newClass(page, '新增子分类', '测试颗粒板');
      await page.getByRole('tree', { name: '商品分类树' }).getByText('测试颗粒板', { exact: true }).waitFor();
      await shot(page, 'goods-class-1280');
      const sub = query<{ class_id: number; parent_name: string }>(
        'SELECT c.class_id, p.class_name AS parent_name FROM goods_classes c JOIN goods_classes p ON p.shop_id = c.shop_id AND p.class_id = c.parent_id WHERE c.class_name = ?',
        '测试颗粒板',
      );
      expect(sub.parent_name).toBe('测试板材');

      // The goods item, in the new subclass, priced in yuan and kept in fen.
      await openGoods(page);
      await page.getByRole('button', { name: /新增商品/ }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '新增商品' });
      await drawer.getByLabel('商品名称').fill('测试暖白颗粒板');
      await drawer.getByRole('combobox', { name: '商品分类' }).click();
      await drawer.getByRole('combobox', { name: '商品分类' }).fill('测试颗粒板');
      await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: '测试颗粒板' }));
      await drawer.getByRole('combobox', { name: '计量单位' }).click();
      await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^张$/ }));
      await drawer.getByRole('combobox', { name: '商品类型' }).click();
      await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^板材$/ }));
      await drawer.getByLabel('标价（元）').fill('88.50');
      await shot(page, 'goods-drawer-1280');
      await clickSettled(page, drawer.getByRole('button', { name: /保\s*存/ }));
      await toast(page, '商品已保存');
      await drawer.waitFor({ state: 'hidden' });
      const item = query<{ class_id: number; list_price_fen: number; kind: number; state: number; unit_name: string }>(
        'SELECT g.class_id, g.list_price_fen, g.kind, g.state, u.unit_name FROM goods g JOIN units u ON u.shop_id = g.shop_id AND u.unit_id = g.unit_id WHERE g.goods_name = ?',
        '测试暖白颗粒板',
      );
      expect(item).toEqual({ class_id: sub.class_id, list_price_fen: 8850, kind: 1, state: 1, unit_name: '张' });

      // Stopped from its row: confirmed, kept, shown as stopped.
      await openGoods(page, '测试暖白');
      const row = page.locator('.rlist-table .ant-table-tbody tr[data-row-key]').filter({ hasText: '测试暖白颗粒板' });
      // Stop is under the row's "more" menu; edit alone shows beside it.
      await row.getByRole('button', { name: '更多操作 测试暖白颗粒板' }).click();
      await clickSettled(page, page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '停售' }));
      await clickSettled(page, page.locator('.ant-modal-confirm').last().getByRole('button', OK));
      await toast(page, '商品已停售');
      await row.getByText('停售', { exact: true }).waitFor();
      await row.getByRole('button', { name: '更多操作 测试暖白颗粒板' }).click();
      await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '启售' }).waitFor();
      expect(query<{ state: number }>('SELECT state FROM goods WHERE goods_name = ?', '测试暖白颗粒板').state).toBe(0);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[API-GOODS-01] 20 goods from the template with one bad row import nothing and name the row; corrected, all 20 are imported', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openGoods(page);
      await page.getByRole('button', { name: /导\s*入/ }).click();
      const dialog = page.locator('.goods-import-dialog');
      await dialog.getByText('导入商品').waitFor();
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: /下载模板/ }).click();
      const template = readFileSync(await (await download).path());

      const upload = async (bytes: Buffer) => {
        await dialog.locator('input[type=file]').setInputFiles({ name: 'goods.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
        await dialog.getByText('goods.xlsx').waitFor();
        await dialog.getByRole('button', { name: /开始导入/ }).click();
      };

      // One bad row (an unknown class on sheet row 8): nothing goes in, and that row is named.
      await upload(await importSheet(template, '不存在的分类'));
      await dialog.getByText('有 1 行不正确，没有导入任何商品；请按提示修改后重新导入').waitFor();
      const problems = dialog.getByRole('table', { name: '不正确的行' });
      const problem = problems.locator('tbody tr').filter({ hasText: '找不到商品分类「不存在的分类」' });
      await expect(problem.locator('td').allInnerTexts()).resolves.toEqual(['8', '商品分类', '找不到商品分类「不存在的分类」']);
      await shot(page, 'goods-import-refused-1280');
      expect(importedCount()).toBe(0);

      // Corrected and chosen again: all 20 in one go.
      await upload(await importSheet(template, '五金/铰链'));
      await toast(page, '成功导入 20 个商品');
      await dialog.waitFor({ state: 'hidden' });
      expect(importedCount()).toBe(20);
      const hinges = query<{ n: number; fen: number }>(
        "SELECT COUNT(*) AS n, MIN(g.list_price_fen) AS fen FROM goods g JOIN goods_classes c ON c.shop_id = g.shop_id AND c.class_id = g.class_id WHERE g.goods_no LIKE 'E2EIMP%' AND c.class_name = '铰链' AND g.kind = 2 AND g.state = 1",
      );
      expect(hinges).toEqual({ n: 20, fen: 1250 });
      await openGoods(page, '导入铰链');
      const rows = page.locator('.rlist-table .ant-table-tbody tr[data-row-key]');
      await rows.filter({ hasText: '导入铰链 20' }).waitFor();
      expect(await rows.filter({ hasText: /导入铰链 \d+/ }).count()).toBe(20);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['800', { width: 800, height: 900 }],
    ['375', VIEWPORTS.phone],
  ])('[API-GOODS-01] the goods list, its drawer and the class tree at %s px', async (name, viewport) => {
    const { context, page, errors } = await openPage(own.browser, viewport);
    try {
      await login(page, 'demo_admin');
      await openGoods(page);
      if (viewport.width < 680) {
        expect(await page.locator('.ant-table').count()).toBe(0);
        await page.getByTestId('goods-card').first().waitFor();
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `goods-list-${name}`);
      await page.getByRole('button', { name: /新增商品/ }).click();
      await page.locator('.ant-drawer').getByLabel('商品名称').waitFor();
      await shot(page, `goods-drawer-${name}`);
      await openDepot(page, '/goods/class');
      await page.getByRole('tree', { name: '商品分类树' }).getByText('颗粒板', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `goods-class-${name}`);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
