/**
 * The quick goods entry (/goods/fast) against the real backend and the demo shop's catalogue
 * (server/db/seeds/goods.ts: classes 颗粒板, 铰链, 拉手 ..., units 张, 个 ..., default unit 个):
 * rows pasted from a spreadsheet and typed, saved through ErpGoods-saveGoods and counted, a row the
 * server refuses kept with its reason, the cells' checks by the server's rules, the draft after a
 * reload, and the cards of a phone.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { setLanguage } from '../../../app/i18n';
import { enUS } from '../../../locales/en-US';
import { button, callsTo, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import GoodsFastPage from './GoodsFastPage';

const backend = setupTestBackend();
type User = ReturnType<typeof setupUser>;

const DEMO_SHOP = '演示家具厂';
const goodsOfShop = () =>
  backend.current.db
    .selectFrom('goods')
    .innerJoin('shops', 'shops.shop_id', 'goods.shop_id')
    .innerJoin('goods_classes', (j) => j.onRef('goods_classes.shop_id', '=', 'goods.shop_id').onRef('goods_classes.class_id', '=', 'goods.class_id'))
    .innerJoin('units', (j) => j.onRef('units.shop_id', '=', 'goods.shop_id').onRef('units.unit_id', '=', 'goods.unit_id'))
    .select(['goods.goods_no', 'goods.goods_name', 'goods.spec', 'goods.kind', 'goods.list_price_fen', 'goods.cost_price_fen', 'goods.barcode', 'goods.min_stock', 'goods_classes.class_name', 'units.unit_name'])
    .where('shops.shop_name', '=', DEMO_SHOP)
    .orderBy('goods.goods_id')
    .execute();
const prefixOfShop = async () =>
  (await backend.current.db.selectFrom('goods_settings').innerJoin('shops', 'shops.shop_id', 'goods_settings.shop_id').select('goods_no_prefix').where('shops.shop_name', '=', DEMO_SHOP).executeTakeFirstOrThrow()).goods_no_prefix;

const cell = (row: number, column: string) => screen.getByLabelText(`第 ${row} 行 ${column}`);
const gridRows = () => [...document.querySelectorAll<HTMLElement>('.goods-fast-table .ant-table-tbody tr[data-row-key]')];
/** The error shown under a cell (antd ties it to the input with aria-describedby). */
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
};

async function renderFast() {
  const calls = recordCalls(backend);
  const view = renderPage(<GoodsFastPage />, '/goods/fast');
  // The shop's settings have arrived: the number hint names its prefix.
  await screen.findByText(/编号留空时按前缀/);
  return { calls, ...view };
}

/** Pastes `lines` (cells joined by tabs, as Excel copies them) into a cell. */
async function pasteInto(user: User, input: HTMLElement, lines: readonly string[]) {
  await user.click(input);
  await user.paste(`${lines.join('\r\n')}\r\n`);
}

/** Puts one value into a cell, as a paste of it. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('quick goods entry', () => {
  it('[ROUTE-47] two good rows are saved through /ErpGoods-saveGoods and counted; a row the server refuses keeps what was typed and shows why', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const taken = (await goodsOfShop())[0];
    const prefix = await prefixOfShop();
    const { calls } = await renderFast();
    await pasteInto(user, cell(1, '商品编号'), [
      'FAST-001\t快装测试板\t颗粒板\t张\t2440×1220×18mm\t板材\t¥1,280.00\t960.5\tFA-001\t5',
      `${taken.goods_no}\t快装重复编号\t拉手\t个\t\t五金\t20`,
      '\t快装测试铰链\t铰链\t\t\t五金\t12.5',
    ]);
    // A cell typed after the paste: the third row's spec.
    await fill(user, cell(3, '规格'), '110°');
    await user.click(button('保存全部'));

    await screen.findByText('本次共保存 2 个商品');
    expect(callsTo(calls, '/ErpGoods-saveGoods')).toHaveLength(3);
    const saved = (await goodsOfShop()).filter((g) => g.goods_name.startsWith('快装'));
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ goods_no: 'FAST-001', goods_name: '快装测试板', class_name: '颗粒板', unit_name: '张', spec: '2440×1220×18mm', kind: 1, list_price_fen: 128000, cost_price_fen: 96050, barcode: 'FA-001', min_stock: 5 });
    // No number: the server numbered it with the shop's prefix; no unit: the shop's default unit.
    expect(saved[1]).toMatchObject({ goods_name: '快装测试铰链', class_name: '铰链', unit_name: '个', spec: '110°', kind: 2, list_price_fen: 1250 });
    expect(saved[1].goods_no.startsWith(prefix)).toBe(true);

    // The refused row moved up to the first row, as it was typed, with the server's reason.
    await waitFor(() => expect(cell(1, '商品编号')).toHaveValue(taken.goods_no));
    expect(cell(1, '商品名称')).toHaveValue('快装重复编号');
    expect(cell(1, '标价（元）')).toHaveValue('20');
    expect(within(gridRows()[0]).getByText(`未保存：商品编号 ${taken.goods_no} 已被「${taken.goods_name}」使用`)).toBeInTheDocument();
    expect(cell(2, '商品名称')).toHaveValue('');
    // Editing the row clears the old reason.
    await fill(user, cell(1, '商品编号'), '-B');
    await waitFor(() => expect(within(gridRows()[0]).queryByText(/未保存/)).toBeNull());
  });

  it('[ROUTE-47] each cell is checked by the server\'s rules and the same number twice is flagged: nothing is sent while a row has an error', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderFast();
    // One value pasted into a text cell is the input's own paste (and quicker than typing here).
    await fill(user, cell(1, '商品编号'), 'DUP-1');
    await fill(user, cell(1, '商品名称'), '重复编号甲');
    await fill(user, cell(1, '标价（元）'), '12.345');
    await fill(user, cell(2, '商品编号'), 'DUP-1');
    await fill(user, cell(3, '条码'), 'A B');
    await user.click(button('保存全部'));

    // (Each error list fades in: all are waited for.)
    await waitFor(() =>
      expect({
        no1: errorOf(cell(1, '商品编号')),
        no2: errorOf(cell(2, '商品编号')),
        price1: errorOf(cell(1, '标价（元）')),
        name2: errorOf(cell(2, '商品名称')),
        barcode3: errorOf(cell(3, '条码')),
        class1: errorOf(cell(1, '商品分类')),
        kind1: errorOf(cell(1, '商品类型')),
      }).toEqual({
        no1: '与第 2 行的编号重复',
        no2: '与第 1 行的编号重复',
        price1: '标价（元） 应为不小于 0、最多两位小数的金额',
        name2: '请填写商品名称',
        barcode3: '条码只能包含字母、数字、下划线和短横线',
        class1: '请选择商品分类',
        kind1: '请填写商品类型',
      }),
    );
    expect(cell(1, '商品编号')).toHaveAttribute('aria-invalid', 'true');
    // A blank row is not checked.
    expect(errorOf(cell(4, '商品名称'))).toBe('');
    expect(callsTo(calls, '/ErpGoods-saveGoods')).toHaveLength(0);
    // Changing one number ends the duplicate on both rows.
    await fill(user, cell(2, '商品编号'), 'X');
    await waitFor(() => expect(errorOf(cell(1, '商品编号'))).toBe(''));
  });

  it('[ROUTE-47] tab-separated lines pasted into a cell fill the rows below (rows added as needed); a heading line is skipped and an unknown class is named', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderFast();
    const lines = Array.from({ length: 6 }, (_, i) => `P-${i + 1}\t粘贴商品${i + 1}\t${i === 4 ? '没有这个分类' : '生态板'}\t平方米\t\t板材\t${10 + i}`);
    await pasteInto(user, cell(2, '商品编号'), ['商品编号\t商品名称\t商品分类\t计量单位', ...lines]);
    await waitFor(() => expect(gridRows()).toHaveLength(7));
    expect(cell(1, '商品编号')).toHaveValue('');
    for (let i = 0; i < 6; i++) {
      expect(cell(i + 2, '商品编号')).toHaveValue(`P-${i + 1}`);
      expect(cell(i + 2, '商品名称')).toHaveValue(`粘贴商品${i + 1}`);
      expect(cell(i + 2, '标价（元）')).toHaveValue(String(10 + i));
    }
    expect(gridRows()[1]).toHaveTextContent('生态板');
    expect(gridRows()[1]).toHaveTextContent('平方米');
    await waitFor(() => expect(errorOf(cell(6, '商品分类'))).toBe('没有名为「没有这个分类」的选项，请重新选择'));
    expect(errorOf(cell(5, '商品分类'))).toBe('');
    // One name pasted into a list cell picks what it names, a class by its path too.
    await fill(user, cell(1, '商品分类'), '五金/铰链');
    await waitFor(() => expect(gridRows()[0]).toHaveTextContent('铰链'));
  });

  it('in English the page shows no Chinese but the shop\'s data; a cell\'s error is in English', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    act(() => setLanguage('en-US'));
    const user = setupUser();
    renderPage(<GoodsFastPage />, '/goods/fast');
    await screen.findByText(/A blank number is numbered automatically/);
    await fill(user, screen.getByLabelText('Row 1 Goods no.'), 'EN-1');
    await user.click(button('Save all'));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Row 1 Goods name'))).toBe(enUS['goods.rule.nameRequired']));
    expect(errorOf(screen.getByLabelText('Row 1 Kind'))).toBe('Kind is required');
    // The one Chinese left is the shop's own data: its default unit 个 (the seed's).
    expect(document.querySelector('.goods-fast-page')!.textContent!.replaceAll('个', '')).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('what is in the grid survives a reload: the draft is offered back', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const first = await renderFast();
    await fill(user, cell(1, '商品名称'), '草稿商品');
    await fill(user, cell(2, '规格'), '18mm');
    first.unmount();

    await renderFast();
    expect(cell(1, '商品名称')).toHaveValue('');
    await user.click(button('恢复草稿'));
    await waitFor(() => expect(cell(1, '商品名称')).toHaveValue('草稿商品'));
    expect(cell(2, '规格')).toHaveValue('18mm');
  });

  it('on a phone each row is a card with its fields stacked and labelled, rows added and removed', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      const user = setupUser();
      await renderFast();
      const cards = () => [...document.querySelectorAll<HTMLElement>('.goods-fast-card')];
      expect(cards()).toHaveLength(5);
      expect(document.querySelector('.goods-fast-table')).toBeNull();
      const first = cards()[0];
      expect(within(first).getByText('第 1 行')).toBeInTheDocument();
      // Labelled by visible labels rather than the table's "row n column" names.
      await fill(user, within(first).getByLabelText('商品名称'), '手机录入');
      expect(within(first).getByLabelText('商品名称')).toHaveValue('手机录入');
      await user.click(button('添加 5 行'));
      await waitFor(() => expect(cards()).toHaveLength(10));
      await user.click(screen.getByRole('button', { name: '删除第 1 行' }));
      await waitFor(() => expect(cards()).toHaveLength(9));
      expect(within(cards()[0]).getByLabelText('商品名称')).toHaveValue('');
    } finally {
      undo();
    }
  });
});
