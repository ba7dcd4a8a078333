/**
 * The units of measure (/goods/unit) against the real backend and the demo shop's units
 * (server/db/seeds/goods.ts: 张, 个, 米, 套, 平方米, all in use): the list with each unit's goods
 * count, new and rename in the named-list kit's dialog, a unit in use refused with how many goods use
 * it, an unused one deleted, the actions by right, and cards on a phone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import GoodsUnitPage from './GoodsUnitPage';

const backend = setupTestBackend();

/** The demo shop's units as stored, with how many goods each is used by. */
async function storedUnits() {
  const db = backend.current.db;
  const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
  const units = await db.selectFrom('units').select(['unit_id', 'unit_name']).where('shop_id', '=', shop.shop_id).execute();
  const goods = await db.selectFrom('goods').select(['unit_id', 'goods_name']).where('shop_id', '=', shop.shop_id).execute();
  return units.map((u) => ({ name: u.unit_name, goods: goods.filter((g) => g.unit_id === u.unit_id).map((g) => g.goods_name) }));
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const rowOf = (name: string) => rows().find((r) => r.querySelector('.goods-unit-name')?.textContent === name);

async function renderUnits() {
  const calls = recordCalls(backend);
  const view = renderPage(<GoodsUnitPage />, '/goods/unit');
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

describe('units of measure', () => {
  it('[API-GOODS-03] lists the shop\'s units from /ErpGoods-ajaxgetUnit with how many goods use each', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderUnits();
    expect(callsTo(calls, '/ErpGoods-ajaxgetUnit')).toHaveLength(1);
    const stored = await storedUnits();
    expect(rows().map((r) => r.querySelector('.goods-unit-name')?.textContent).sort()).toEqual(stored.map((u) => u.name).sort());
    for (const unit of stored) expect(rowOf(unit.name)).toHaveTextContent(`${unit.goods.length} 个商品`);
  });

  it('creates a unit and renames it; a taken name shows in the field', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderUnits();
    await user.click(button('新增单位'));
    const dialog = await screen.findByRole('dialog', { name: '新增计量单位' });
    const input = within(dialog).getByLabelText('单位名称');
    await user.type(input, '张');
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('张 名称已存在!')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '卷');
    await user.click(button('确定', dialog));
    expect(await screen.findByText('新增单位成功')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('卷')).toHaveTextContent('0 个商品'));

    await user.click(screen.getByRole('button', { name: '重命名 卷' }));
    const rename = await screen.findByRole('dialog', { name: '重命名计量单位' });
    await user.clear(within(rename).getByLabelText('单位名称'));
    await user.type(within(rename).getByLabelText('单位名称'), '捆');
    await user.click(button('确定', rename));
    await waitFor(() => expect(rowOf('捆')).toBeDefined());
    expect((await storedUnits()).map((u) => u.name)).toEqual(expect.arrayContaining(['捆']));
    expect((await storedUnits()).map((u) => u.name)).not.toContain('卷');
  });

  it('a unit goods are sold in is not deleted: the server\'s refusal says how many goods use it and which', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderUnits();
    const used = (await storedUnits()).find((u) => u.name === '套')!;
    expect(used.goods.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '删除 套' }));
    await confirmOpenDialog();
    const dialog = await screen.findByRole('dialog', { name: '计量单位「套」不能删除' });
    expect(dialog).toHaveTextContent(`仍有 ${used.goods.length} 个商品在用它：`);
    expect(dialog).toHaveTextContent(used.goods[0]);
    expect(callsTo(calls, '/ErpGoods-delUnit')).toHaveLength(1);
    await user.click(button('确定', dialog));
    expect((await storedUnits()).map((u) => u.name)).toContain('套');
  });

  it('an unused unit is deleted after asking', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderUnits();
    await user.click(button('新增单位'));
    const dialog = await screen.findByRole('dialog', { name: '新增计量单位' });
    await user.type(within(dialog).getByLabelText('单位名称'), '箱');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(rowOf('箱')).toBeDefined());
    await user.click(screen.getByRole('button', { name: '删除 箱' }));
    expect((await screen.findAllByText('删除计量单位「箱」？')).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    await waitFor(() => expect(rowOf('箱')).toBeUndefined());
    expect((await storedUnits()).map((u) => u.name)).not.toContain('箱');
  });

  it('without SF_DEPOT_UNIT_EDIT the units are listed without new, rename or delete', async () => {
    const viewer = await addStaffWithRights(backend.current.db, 'unit_viewer', ['SF_DEPOT_UNIT_QUERY']);
    await logInAs(viewer.login_name);
    await renderUnits();
    expect(screen.queryByRole('button', { name: /新增单位/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^重命名 / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除 / })).toBeNull();
  });

  it('on a phone each unit is a card with its count and its actions', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      renderPage(<GoodsUnitPage />, '/goods/unit');
      const cards = await screen.findByTestId('goods-unit-cards');
      await waitFor(() => expect(within(cards).getAllByTestId('goods-unit-card').length).toBe(5));
      const card = within(cards).getAllByTestId('goods-unit-card').find((c) => c.textContent?.includes('平方米'))!;
      expect(card).toHaveTextContent('60 个商品');
      expect(within(card).getByRole('button', { name: '删除 平方米' })).toBeInTheDocument();
    } finally {
      undo();
    }
  });
});
