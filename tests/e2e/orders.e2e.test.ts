/**
 * Orders end to end in real Chromium against a Node host of this file alone (fresh demo data): the
 * master creates an order in the form (a dealer of the dealer dialog, two rooms of boards, a hinge
 * line), submits, receives, confirms and locks its price from the order drawer, records a part
 * payment, adds a memo and a sub-order (made in the sub-order form, submitted from the drawer); closes a draft, moves it to the recycle bin and recovers it; each step is
 * in the order-log tab of /staff/logs. A sub-account without the order rights sees no order menu.
 * Screenshots of the form, the list and the drawer at 1280, 800 and 375 px.
 */
import type { Page } from 'playwright-core';
import { apiPost, clickSettled, dismissNotices, expectNoPageErrors, launchBrowser, login, openAreaPage, openPage, shot, VIEWPORTS } from './helpers';
import { ownServerOfThisFile } from './server';
import { queryServerDb, subAccountWith } from './staffSetup';

const own = ownServerOfThisFile(launchBrowser);

const query = <T>(sqlText: string, ...params: unknown[]) => queryServerDb<T>(own.server.dataDir, sqlText, ...params);
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text).first().waitFor();
const orderOf = (no: string) => query<{ ord_state: number; price_lock: number; is_deleted: number; paid_fen: number; total_fen: number }>('SELECT ord_state, price_lock, is_deleted, paid_fen, total_fen FROM orders WHERE order_no = ?', no);

/** `read()` once it satisfies `done` (within 10 s), else its last value. */
async function settled<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

async function openOrders(page: Page): Promise<void> {
  await openAreaPage(page, `${own.server.baseUrl}/erp.html#/orders/list`);
  await dismissNotices(page);
  await page.locator('.rlist-table .ant-table-tbody tr[data-row-key], [data-testid=order-card]').first().waitFor();
}

/** The shop's first goods item of `kind` (1 boards, 2 hardware) in use. */
const goodsOfKind = (kind: number) =>
  query<{ goods_no: string; goods_name: string }>("SELECT goods_no, goods_name FROM goods WHERE kind = ? AND state = 1 AND shop_id = (SELECT shop_id FROM shops WHERE shop_name = '演示家具厂') ORDER BY goods_id LIMIT 1", kind);

async function chooseGoods(page: Page, box: ReturnType<Page['getByRole']>, goods: { goods_no: string; goods_name: string }): Promise<void> {
  await box.click();
  await box.fill(goods.goods_no);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${goods.goods_no} ${goods.goods_name}` }).first().click();
}

async function fillBoard(page: Page, room: ReturnType<Page['locator']>, name: string, sizes: [string, string, string], pieces: string): Promise<void> {
  const cell = (column: string) => room.getByRole('textbox', { name: `第 1 行${column}` });
  await cell('板件名称').fill(name);
  await cell('长 (mm)').fill(sizes[0]);
  await cell('宽 (mm)').fill(sizes[1]);
  await cell('厚 (mm)').fill(sizes[2]);
  await chooseGoods(page, room.getByRole('combobox', { name: '第 1 行板材' }), goodsOfKind(1));
  await cell('块数').fill(pieces);
}

/** Creates an order in the form for the dialog's first dealer: two rooms of boards, a hinge line in the first. */
async function createInForm(page: Page, consignee: string): Promise<string> {
  await page.getByRole('button', { name: /新建订单/ }).click();
  await page.getByRole('button', { name: '客户' }).click();
  const dialog = page.locator('.dealer-picker-modal');
  await dialog.getByRole('button', { name: /^选择经销商 / }).first().click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByLabel('收货人', { exact: true }).fill(consignee);
  await page.getByLabel('收货人手机').fill('13912345678');
  await page.getByLabel('详细地址').fill('江北区测试路 8 号');
  const soon = new Date(Date.now() + (8 + 24 * 10) * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('交货日期').fill(soon);
  const rooms = page.getByTestId('order-room');
  await rooms.nth(0).getByRole('textbox', { name: '空间名称' }).fill('主卧');
  await fillBoard(page, rooms.nth(0), '衣柜侧板', ['2400', '580', '18'], '2');
  await rooms.nth(0).getByRole('button', { name: /添加商品/ }).click();
  await chooseGoods(page, rooms.nth(0).getByRole('combobox', { name: '五金第 1 行商品' }), goodsOfKind(2));
  await rooms.nth(0).getByRole('textbox', { name: '五金第 1 行数量' }).fill('4');
  await page.getByRole('button', { name: /添加空间/ }).click();
  await rooms.nth(1).getByRole('textbox', { name: '空间名称' }).fill('厨房');
  await fillBoard(page, rooms.nth(1), '吊柜门板', ['720', '396', '18'], '4');
  await shot(page, 'order-form-1280');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await toast(page, /订单 .+ 已保存/);
  await page.waitForURL(/#\/orders\/list/);
  return query<{ order_no: string }>('SELECT order_no FROM orders WHERE cosignee_name = ?', consignee).order_no;
}

async function openOrder(page: Page, orderNo: string): Promise<ReturnType<Page['locator']>> {
  await page.getByRole('textbox', { name: '订单号', exact: true }).fill(orderNo);
  await page.getByRole('textbox', { name: '订单号', exact: true }).press('Enter');
  const drawer = page.locator('.order-drawer');
  // The list reloads for the filter (and for a tab just chosen): a click on a row about to be replaced opens nothing, so click again.
  for (let attempt = 1; ; attempt++) {
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `查看订单 ${orderNo}` }).click();
    const opened = await drawer
      .getByRole('group', { name: '订单操作' })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return drawer;
    if (attempt === 3) throw new Error(`the drawer of ${orderNo} did not open`);
  }
}

/** Presses an action of the drawer (answering its question when it asks one) and waits for the order's new state. */
async function move(page: Page, drawer: ReturnType<Page['locator']>, label: string, orderNo: string, done: (o: ReturnType<typeof orderOf>) => boolean, asks = false): Promise<void> {
  // antd spaces a two-character label (提 交), so the name is matched with any spacing between characters.
  const name = new RegExp(`^${[...label].join('\\s*')}$`);
  await clickSettled(page, drawer.getByRole('group', { name: '订单操作' }).getByRole('button', { name }));
  if (asks) await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  expect(done(await settled(() => orderOf(orderNo), done))).toBe(true);
}

/** As the master: a new empty draft for `consignee` (through the API), then the order list. */
async function draftOf(page: Page, consignee: string): Promise<{ order_no: string }> {
  await login(page, 'demo_admin');
  const made = await apiPost<{ err_code: number; order_no: string }>(page, '/StoreOrders-newOrd', {
    data: JSON.stringify({ cosignee_name: consignee, cosignee_phone: '', cosignee_address: '', delivery_date: '', rooms: [] }),
  });
  expect(made.err_code).toBe(0);
  await openOrders(page);
  return made;
}

describe('orders: the life of an order', () => {
  it('[API-ORD-26] [API-ORD-46] [API-ORD-44] [API-ORD-45] [API-ORD-25] [API-ORD-10] [API-ORD-17] [API-ORD-30] created in the form, moved through the drawer, paid in part, with a memo and a sub-order; each step in the order log', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      await openOrders(page);
      await shot(page, 'order-list-1280');
      const orderNo = await createInForm(page, '测试收货人甲');
      const lines = query<{ plates: number; goods: number; rooms: number }>(
        'SELECT (SELECT COUNT(*) FROM order_plates p JOIN orders o ON o.order_id = p.order_id WHERE o.order_no = ?) AS plates, (SELECT COUNT(*) FROM order_goods g JOIN orders o ON o.order_id = g.order_id WHERE o.order_no = ?) AS goods, (SELECT COUNT(*) FROM order_rooms r JOIN orders o ON o.order_id = r.order_id WHERE o.order_no = ?) AS rooms',
        orderNo,
        orderNo,
        orderNo,
      );
      expect(lines).toEqual({ plates: 2, goods: 1, rooms: 2 });
      expect(orderOf(orderNo).ord_state).toBe(0);

      const drawer = await openOrder(page, orderNo);
      await shot(page, 'order-drawer-1280');
      await move(page, drawer, '提交', orderNo, (o) => o.ord_state === 1);
      await move(page, drawer, '接单', orderNo, (o) => o.ord_state === 2);
      await move(page, drawer, '确认订单', orderNo, (o) => o.ord_state === 3, true);
      await move(page, drawer, '锁定价格', orderNo, (o) => o.price_lock === 1, true);
      // Locked: production is the next step, the form no longer offers itself.
      await drawer.getByRole('group', { name: '订单操作' }).getByRole('button', { name: /^投\s*产$/ }).waitFor();
      expect(await drawer.getByRole('button', { name: '编辑订单' }).count()).toBe(0);

      // A part payment: half of the total.
      const half = (orderOf(orderNo).total_fen / 200).toFixed(2);
      await drawer.getByRole('button', { name: '登记收款' }).click();
      const pay = page.getByRole('dialog', { name: new RegExp(orderNo) });
      await pay.getByLabel('收款金额（元）').fill(half);
      await pay.getByRole('button', { name: '确认收款' }).click();
      expect((await settled(() => orderOf(orderNo), (o) => o.paid_fen > 0)).paid_fen).toBe(Math.round(Number(half) * 100));

      await drawer.getByLabel('写下这个订单需要记住的事').fill('客户要求周六上午送货');
      await drawer.getByRole('button', { name: /添加备忘/ }).click();
      await drawer.getByText('客户要求周六上午送货').first().waitFor();
      await shot(page, 'order-drawer-moved-1280');

      // A sub-order of the price-locked order: a shoe-cabinet shelf added, with its reason; then submitted from the drawer.
      await drawer.getByRole('button', { name: /新建补单/ }).click();
      await page.waitForURL(/#\/orders\/edit\?parent=/);
      await page.getByLabel('补单原因').fill('客户追加鞋柜层板');
      const subRoom = page.getByTestId('order-room').nth(0);
      await subRoom.getByRole('textbox', { name: '空间名称' }).fill('玄关');
      await fillBoard(page, subRoom, '鞋柜层板', ['900', '320', '18'], '3');
      await shot(page, 'sub-order-form-1280');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await toast(page, /补单 .+ 已保存/);
      await page.waitForURL(/#\/orders\/list\?no=/);
      const subNo = `${orderNo}-1`;
      const subOf = () => query<{ reason: string; sub_state: number; plates: number }>('SELECT s.reason, s.sub_state, (SELECT COUNT(*) FROM order_plates p WHERE p.sub_order_id = s.sub_order_id) AS plates FROM sub_orders s WHERE s.sub_order_no = ?', subNo);
      expect(subOf()).toEqual({ reason: '客户追加鞋柜层板', sub_state: 0, plates: 1 });
      const again = await openOrder(page, orderNo);
      const subCard = again.getByTestId('order-sub');
      await subCard.getByRole('heading', { name: subNo }).waitFor();
      await clickSettled(page, subCard.getByRole('button', { name: '提交补单' }));
      expect((await settled(subOf, (s) => s.sub_state === 1)).sub_state).toBe(1);
      await shot(page, 'order-drawer-sub-order-1280');

      // The order log: one row per step, in the log tab, found by the order's number.
      const logged = query<{ n: number }>('SELECT COUNT(*) AS n FROM order_logs WHERE order_no = ?', orderNo).n;
      expect(logged).toBeGreaterThanOrEqual(7);
      await openAreaPage(page, `${own.server.baseUrl}/index.html#/staff/logs?tab=order`);
      await dismissNotices(page);
      await page.getByRole('textbox', { name: '订单号', exact: true }).fill(orderNo);
      await page.getByRole('textbox', { name: '订单号', exact: true }).press('Enter');
      const rows = page.locator('.ant-table-tbody tr[data-row-key]');
      expect(await settled(() => rows.count(), (n) => n === logged)).toBe(logged);
      await shot(page, 'order-log-tab-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[API-ORD-20] [API-ORD-36] [API-ORD-38] [API-ORD-37] [API-ORD-42] a draft is closed, moved to the recycle bin, recovered from it, and deleted for good with the code from the outbox', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      const made = await draftOf(page, '测试收货人乙');
      const drawer = await openOrder(page, made.order_no);
      await move(page, drawer, '关闭订单', made.order_no, (o) => o.ord_state === 9, true);
      await move(page, drawer, '移入回收站', made.order_no, (o) => o.is_deleted === 1, true);
      await clickSettled(page, drawer.locator('.ant-drawer-close'));
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: /回收站/ }).click();
      const again = await openOrder(page, made.order_no);
      await move(page, again, '恢复', made.order_no, (o) => o.is_deleted === 0);

      // Into the bin again, then deleted for good with the code the master's phone was sent (read from the SMS outbox).
      await move(page, again, '移入回收站', made.order_no, (o) => o.is_deleted === 1, true);
      await clickSettled(page, again.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '彻底删除' }));
      const dialog = page.getByRole('dialog', { name: `彻底删除订单 ${made.order_no}` });
      await clickSettled(page, dialog.getByRole('button', { name: '获取验证码' }));
      await toast(page, /验证码已发送至主账号手机/);
      const sms = query<{ content: string }>('SELECT content FROM sms_outbox ORDER BY sms_id DESC LIMIT 1');
      expect(sms.content).toContain(made.order_no);
      await dialog.getByLabel('验证码').fill(/\d{6}/.exec(sms.content)![0]);
      await dialog.getByRole('button', { name: /彻底删除/ }).last().click();
      await toast(page, '订单已彻底删除');
      await again.waitFor({ state: 'hidden' });
      expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE order_no = ?', made.order_no).n).toBe(0);
      // Its log stays, with the deletion in it.
      expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM order_logs WHERE order_no = ?', made.order_no).n).toBeGreaterThanOrEqual(5);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[API-ORD-39] a design drawing uploaded in the drawer is stored as sent and downloaded byte for byte under its name; a text file named .pdf is refused in words', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      const made = await draftOf(page, '图纸收货人');
      const drawer = await openOrder(page, made.order_no);
      const files = drawer.getByTestId('order-files');
      await files.getByText('这个订单还没有图纸').waitFor();
      const { PDFDocument } = await import('pdf-lib');
      const doc = await PDFDocument.create();
      doc.addPage([400, 300]).drawRectangle({ x: 20, y: 20, width: 200, height: 120 });
      const pdf = Buffer.from(await doc.save());
      await files.locator('input[type=file]').setInputFiles({ name: '主卧衣柜立面.pdf', mimeType: 'application/pdf', buffer: pdf });
      const item = files.getByTestId('order-file').filter({ hasText: '主卧衣柜立面.pdf' });
      await item.waitFor();
      const stored = query<{ size: number }>("SELECT f.size FROM files f JOIN order_files o ON o.file_id = f.file_id JOIN orders r ON r.order_id = o.order_id WHERE r.order_no = ?", made.order_no);
      expect(stored.size).toBe(pdf.byteLength);
      const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: '下载 主卧衣柜立面.pdf' }).click()]);
      expect(download.suggestedFilename()).toBe('主卧衣柜立面.pdf');
      const { readFileSync } = await import('node:fs');
      expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);

      await files.locator('input[type=file]').setInputFiles({ name: '报价.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是图纸') });
      await files.getByText('报价.pdf 上传失败：10001: 报价.pdf 不能上传, 请选择pdf, png, jpg, jpeg格式的文件').waitFor();
      expect(await files.getByTestId('order-file').count()).toBe(1);
      await shot(page, 'order-drawer-files-1280');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['800', { width: 800, height: 900 }],
    ['375', VIEWPORTS.phone],
  ])('the list, the drawer and the form at %s px', async (name, viewport) => {
    const { context, page, errors } = await openPage(own.browser, viewport);
    try {
      await login(page, 'demo_admin');
      await openOrders(page);
      if (viewport.width < 680) expect(await page.locator('.ant-table').count()).toBe(0);
      await shot(page, `order-list-${name}`);
      await page.getByRole('button', { name: /查看订单 / }).first().click();
      await page.locator('.order-drawer').getByRole('heading').first().waitFor();
      await shot(page, `order-drawer-${name}`);
      await openAreaPage(page, `${own.server.baseUrl}/erp.html#/orders/edit`);
      await page.getByTestId('order-room').first().waitFor();
      await shot(page, `order-form-${name}`);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('the workshop board at 1920×1080: the figures from the database, large enough to read from 5 m, the whole board on one screen', async () => {
    const { context, page, errors } = await openPage(own.browser, { width: 1920, height: 1080 });
    try {
      await login(page, 'demo_admin');
      await openAreaPage(page, `${own.server.baseUrl}/erp.html#/orders/screen`);
      const dueToday = page.getByTestId('screen-due-today');
      await dueToday.locator('.screen-tile-value').waitFor();
      // The open orders due today, as the database has them (the shop's day, UTC+8).
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const expected = query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM orders WHERE shop_id = (SELECT shop_id FROM shops WHERE shop_name = '演示家具厂') AND is_deleted = 0 AND ord_state IN (0, 1, 2, 3, 4, 5) AND delivery_date = ?",
        today,
      ).n;
      expect(await dueToday.locator('.screen-tile-value').textContent()).toBe(String(expected));
      const layout = await page.evaluate(() => {
        const values = [...document.querySelectorAll<HTMLElement>('.screen-tile-value')];
        return {
          scrollWidth: document.documentElement.scrollWidth,
          scrollHeight: document.documentElement.scrollHeight,
          smallestFigure: Math.min(...values.map((v) => parseFloat(getComputedStyle(v).fontSize))),
          tiles: values.length,
        };
      });
      expect(layout.tiles).toBeGreaterThanOrEqual(8);
      expect(layout.scrollWidth).toBeLessThanOrEqual(1920);
      expect(layout.scrollHeight).toBeLessThanOrEqual(1080);
      // A figure at least 60 px high: about 15 mm on a 55-inch 1080p screen, readable from 5 m.
      expect(layout.smallestFigure).toBeGreaterThanOrEqual(60);
      await shot(page, 'order-screen-1920');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('[ROUTE-33] a sub-account without the order rights sees no order menu and is refused the order pages', async () => {
    const { context, page, errors } = await openPage(own.browser, VIEWPORTS.desktop);
    try {
      await login(page, 'demo_admin');
      // A right of the warehouse only: choosing any right of the customers-and-orders group would bring its head, the order list.
      await subAccountWith(page, own.server.dataDir, 'no_orders', '13966660001', ['SF_DEPOTS_GOOD_CLASS_QUERY']);
      await page.context().clearCookies();
      await login(page, 'no_orders', 'Staff-2026!');
      await openAreaPage(page, `${own.server.baseUrl}/erp.html#/orders/list`);
      await dismissNotices(page);
      await page.getByTestId('no-permission').waitFor();
      expect(await page.locator('.area-menu').getByText('订单列表').count()).toBe(0);
      await openAreaPage(page, `${own.server.baseUrl}/erp.html#/orders/edit`);
      await page.getByTestId('no-permission').waitFor();
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
