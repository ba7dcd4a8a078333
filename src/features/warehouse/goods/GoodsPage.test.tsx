/**
 * The goods list (/goods) against the real backend and the demo shop's 200 goods
 * (server/db/seeds/goods.ts): the list and its filters in the URL, a new goods item through the
 * drawer, stopping one, a delete refused (the price lists that name it shown), and an import
 * refused naming its bad row, then imported once corrected.
 */
import { screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http } from 'msw';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { forwardUploads, setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import GoodsPage from './GoodsPage';

const backend = setupTestBackend();

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const names = () => rows().map((r) => r.querySelector('.goods-name-text')?.textContent ?? '');
const lastParam = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/ErpGoods-getErpGoods');
  return JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as Record<string, unknown>;
};
const demoGoods = async () =>
  backend.current.db
    .selectFrom('goods')
    .innerJoin('shops', 'shops.shop_id', 'goods.shop_id')
    .select(['goods.goods_id', 'goods.goods_no', 'goods.goods_name', 'goods.state', 'goods.list_price_fen', 'goods.class_id'])
    .where('shops.shop_name', '=', '演示家具厂')
    .execute();

async function renderGoods(route = '/goods') {
  const calls = recordCalls(backend);
  const view = renderPage(<GoodsPage />, route, { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

async function xlsxFile(body: (string | number)[][], name = 'goods.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow(['商品编号', '商品名称', '商品分类', '单位', '类型', '标价（元）']);
  for (const row of body) sheet.addRow(row);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('goods list', () => {
  it('[API-GOODS-01] lists the shop\'s newest goods, 20 a page, every state, from /ErpGoods-getErpGoods', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderGoods();
    expect(lastParam(calls)).toMatchObject({ curr_page: 1, page_count: 20, state: -1, order: 'goods_id desc' });
    expect(rows()).toHaveLength(20);
    const newest = [...(await demoGoods())].sort((a, b) => b.goods_id - a.goods_id).slice(0, 20);
    expect(names()).toEqual(newest.map((g) => g.goods_name));
  });

  it('[API-GOODS-01] the state and keyword filters go to the URL and the query', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls, router } = await renderGoods();
    await user.type(screen.getByLabelText('关键字'), '铰链');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown .ant-select-item-option[title="在售"]')!));
    await user.click(button('搜索'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ keyword: '铰链', state: 1, curr_page: 1 }));
    const hinges = (await demoGoods()).filter((g) => g.goods_name.includes('铰链') && g.state === 1);
    await waitFor(() => expect(names().sort()).toEqual(hinges.map((g) => g.goods_name).sort()));
    expect(router!.state.location.search).toContain('state=1');
    expect(decodeURIComponent(router!.state.location.search)).toContain('q=铰链');
  });

  it('[API-GOODS-01] the order in the URL goes to the query: the cheapest first', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderGoods('/goods?order=list_price%20asc');
    expect(lastParam(calls)).toMatchObject({ order: 'list_price asc' });
    const cheapest = Math.min(...(await demoGoods()).map((g) => Number(g.list_price_fen)));
    const first = (await demoGoods()).find((g) => g.goods_id === Number(rows()[0].dataset.rowKey))!;
    expect(Number(first.list_price_fen)).toBe(cheapest);
  });

  it('shows cards on a phone: name, number and state on each', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      renderPage(<GoodsPage />, '/goods', { dataRouter: true });
      const cards = await screen.findAllByTestId('goods-card');
      expect(cards).toHaveLength(20);
      const newest = [...(await demoGoods())].sort((a, b) => b.goods_id - a.goods_id)[0];
      expect(cards[0]).toHaveTextContent(newest.goods_name);
      expect(cards[0]).toHaveTextContent(newest.goods_no);
    } finally {
      undo();
    }
  });

  it('creates a goods item in the drawer, checked by the server\'s rules, then stops it', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderGoods();
    await user.click(button('新增商品'));
    const drawer = await screen.findByRole('dialog', { name: '新增商品' });
    await user.type(within(drawer).getByLabelText('商品名称'), '测试新增颗粒板');
    await user.type(within(drawer).getByLabelText('标价（元）'), '12.345');
    await user.click(button('保存', drawer));
    // The server's rule, checked in the form: no request goes out.
    expect(await within(drawer).findByText('标价（元） 应为不小于 0、最多两位小数的金额')).toBeInTheDocument();
    expect(await within(drawer).findByText('请选择商品分类')).toBeInTheDocument();
    const price = within(drawer).getByLabelText('标价（元）');
    await user.clear(price);
    await user.type(price, '12.30');
    await user.click(within(drawer).getByRole('combobox', { name: '商品分类' }));
    await user.click(await screen.findByTitle('颗粒板'));
    await user.click(button('保存', drawer));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增商品' })).toBeNull());
    const saved = (await demoGoods()).find((g) => g.goods_name === '测试新增颗粒板')!;
    expect(saved).toMatchObject({ list_price_fen: 1230, state: 1, goods_no: 'G00201' });
    // The new item heads the list; stop it from its row.
    await waitFor(() => expect(names()[0]).toBe('测试新增颗粒板'));
    // Stop is under the row's "more" menu, beside which only edit shows.
    await user.click(screen.getByRole('button', { name: '更多操作 测试新增颗粒板' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['停售', '删除']);
    await user.click(screen.getByRole('menuitem', { name: '停售' }));
    await user.click(button('确定', await screen.findByRole('dialog', { name: /停售商品「测试新增颗粒板」/ })));
    await waitFor(async () => expect((await demoGoods()).find((g) => g.goods_id === saved.goods_id)?.state).toBe(0));
    // Its menu now offers to resume it.
    await user.click(screen.getByRole('button', { name: '更多操作 测试新增颗粒板' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['启售', '删除']));
  });

  it('keeps what was typed while the form\'s options come, and fills the default unit the clerk left alone', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderGoods();
    // The options (classes, units, the default unit) answer only once the clerk has typed a name.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    backend.current.server.use(
      http.post('*/api/ErpGoods-getErpGoodsParam', async ({ request }) => {
        await held;
        const headers = new Headers(request.headers);
        headers.set('origin', new URL(request.url).origin);
        headers.set('cookie', backend.current.jar.header());
        return backend.current.app.fetch(new Request(request.url, { method: 'POST', headers, body: await request.text() }));
      }),
    );
    await user.click(button('新增商品'));
    const drawer = await screen.findByRole('dialog', { name: '新增商品' });
    await user.type(within(drawer).getByLabelText('商品名称'), '先输入的名称');
    release();
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: '计量单位' }).closest('.ant-select')).toHaveTextContent('个'));
    expect(within(drawer).getByLabelText('商品名称')).toHaveValue('先输入的名称');
  });

  it('[API-GOODS-05] a delete of an item a price list names is refused, the lists named; the item stays', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const db = backend.current.db;
    const priced = new Set((await db.selectFrom('price_lines').select('goods_id').where('goods_id', 'is not', null).execute()).map((l) => l.goods_id));
    // An item no order names: the orders' refusal comes first.
    const ordered = new Set([...(await db.selectFrom('order_plates').select('goods_id').execute()), ...(await db.selectFrom('order_goods').select('goods_id').execute())].map((l) => l.goods_id));
    const item = (await demoGoods()).find((g) => priced.has(g.goods_id) && !ordered.has(g.goods_id))!;
    // The list opened on its number (the keyword in the URL): its row alone.
    await renderGoods(`/goods?q=${item.goods_no}`);
    expect(names()).toEqual([item.goods_name]);
    await user.click(screen.getByRole('button', { name: `更多操作 ${item.goods_name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    await user.click(button('确定', await screen.findByRole('dialog', { name: /删除商品/ })));
    expect(await screen.findByText(new RegExp(`商品「${item.goods_name}」在 \\d+ 个价格方案中`))).toBeInTheDocument();
    expect((await demoGoods()).some((g) => g.goods_id === item.goods_id)).toBe(true);
  });

  it('an import with a bad row is refused naming the row, nothing imported; corrected, it imports', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderGoods();
    const before = (await demoGoods()).length;
    forwardUploads(backend, '/ErpGoods-importGoods');
    await user.click(button('导入'));
    const dialog = await screen.findByRole('dialog', { name: '导入商品' });
    // The upload renews its input after each choice: found again each time.
    const input = () => dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input().accept).toContain('.xlsx');
    await user.upload(input(), await xlsxFile([['WEB-1', '网页导入一', '颗粒板', '平方米', '板材', '10'], ['WEB-2', '网页导入二', '不存在的分类', '个', '五金', '5']]));
    await user.click(button('开始导入', dialog));
    const refusal = await waitFor(
      () => {
        const shown = dialog.querySelector<HTMLElement>('.goods-import-refusal');
        if (!shown) throw new Error('no refusal shown yet');
        return shown;
      },
      { timeout: 10_000 },
    );
    expect(within(refusal).getByText('有 1 行不正确，没有导入任何商品；请按提示修改后重新导入')).toBeInTheDocument();
    const problem = within(refusal).getByText('找不到商品分类「不存在的分类」').closest('tr')!;
    expect(within(problem).getByText('3')).toBeInTheDocument();
    expect(within(problem).getByText('商品分类')).toBeInTheDocument();
    expect((await demoGoods()).length).toBe(before);
    // Corrected and chosen again.
    await user.upload(input(), await xlsxFile([['WEB-1', '网页导入一', '颗粒板', '平方米', '板材', '10'], ['WEB-2', '网页导入二', '铰链', '个', '五金', '5']]));
    await user.click(button('开始导入', dialog));
    await waitFor(async () => expect((await demoGoods()).length).toBe(before + 2), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入商品' })).toBeNull());
    expect(await screen.findByText('成功导入 2 个商品')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/ErpGoods-getErpGoods').length).toBeGreaterThan(1));
  });
});
