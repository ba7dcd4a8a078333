/**
 * The price lists page (/pricing/config) against the real backend and the demo shop's three lists
 * (server/db/seeds/goods.ts): the cards, a new list with a goods line, a class line and a customer
 * level, an edit read through GET /api/detail, a delete after its confirmation, and the read-only view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import PricingPage from './PricingPage';

const backend = setupTestBackend();

const db = () => backend.current.db;
const demoShopId = async () => (await db().selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
const listByName = async (name: string) => db().selectFrom('price_lists').selectAll().where('name', '=', name).executeTakeFirst();
const cardNames = () => [...document.querySelectorAll('.pricing-card-name')].map((n) => n.textContent);

async function renderPricing() {
  const calls = recordCalls(backend);
  const view = renderPage(<PricingPage />, '/pricing/config');
  await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
  return { calls, ...view };
}

describe('price lists', () => {
  it('[API-CRM-11] shows the shop\'s own lists as cards from /Finance-ajaxPricingList, with their counts', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderPricing();
    expect(callsTo(calls, '/Finance-ajaxPricingList')).toHaveLength(1);
    expect(cardNames()).toEqual(['经销商标准价', '零售价', 'VIP客户价']);
    // The other shop's list is not there.
    expect(screen.queryByText('门店价')).toBeNull();
    const first = document.querySelector<HTMLElement>('.pricing-card')!;
    expect(within(first).getByText('102 条价格')).toBeInTheDocument();
  });

  it('[API-CRM-11] creates a list with a goods line, a class line and a customer level; a missing price is refused by the shared rule', async () => {
    const shopId = await demoShopId();
    // A level no list has yet (the seed gives each of the shop's levels a list).
    await db().insertInto('crm_levels').values({ shop_id: shopId, level_name: '工程客户', created_at: 0 }).execute();
    const goods = await db().selectFrom('goods').select(['goods_id', 'goods_no', 'goods_name']).where('shop_id', '=', shopId).where('state', '=', 1).orderBy('goods_id').executeTakeFirstOrThrow();
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderPricing();
    await user.click(button('新增价格方案'));
    const drawer = await screen.findByRole('dialog', { name: '新增价格方案' });
    await user.type(within(drawer).getByLabelText('方案名称'), '工程价');

    await user.click(within(drawer).getByRole('combobox', { name: '客户等级' }));
    await user.click(await screen.findByTitle('工程客户'));

    // A goods item found by its number: its list price comes as the starting price.
    await user.type(within(drawer).getByRole('combobox', { name: '搜索商品编码、名称或条码' }), goods.goods_no);
    await user.click(await screen.findByText(`${goods.goods_no} ${goods.goods_name}`, { selector: '.ant-select-item-option-content', exact: false }));
    const goodsPrice = await within(drawer).findByRole('textbox', { name: `${goods.goods_no} ${goods.goods_name} 的单价` });
    await user.clear(goodsPrice);
    await user.type(goodsPrice, '12.3');

    // A class of the tree.
    await user.click(within(drawer).getByText('分类', { selector: '.ant-segmented-item-label' }));
    await user.click(within(drawer).getByRole('combobox', { name: '选择分类' }));
    await user.click(await screen.findByTitle('颗粒板'));
    const classPrice = await within(drawer).findByRole('textbox', { name: '颗粒板 的单价' });

    await user.click(button('保存', drawer));
    expect(await within(drawer).findByText('请填写单价')).toBeInTheDocument();
    await user.type(classPrice, '52.5');
    await user.click(button('保存', drawer));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增价格方案' })).toBeNull());

    const saved = (await listByName('工程价'))!;
    const lines = await db().selectFrom('price_lines').select(['goods_id', 'class_id', 'unit_price_fen']).where('pricelist_id', '=', saved.pricelist_id).orderBy('unit_price_fen').execute();
    const board = await db().selectFrom('goods_classes').select('class_id').where('shop_id', '=', shopId).where('class_name', '=', '颗粒板').executeTakeFirstOrThrow();
    expect(lines.map((l) => ({ ...l, unit_price_fen: Number(l.unit_price_fen) }))).toEqual([
      { goods_id: goods.goods_id, class_id: null, unit_price_fen: 1230 },
      { goods_id: null, class_id: board.class_id, unit_price_fen: 5250 },
    ]);
    const level = await db().selectFrom('crm_levels').select('level_id').where('level_name', '=', '工程客户').executeTakeFirstOrThrow();
    const given = await db().selectFrom('price_assignments').select(['target_type', 'target_id']).where('pricelist_id', '=', saved.pricelist_id).execute();
    expect(given).toEqual([{ target_type: 1, target_id: level.level_id }]);
    await waitFor(() => expect(cardNames()).toContain('工程价'));
  });

  it('[API-CRM-09] [PICKER-11] edits a list read through /api/detail: its dealers named, one added in the dealer search dialog, renamed and a line removed', async () => {
    const before = (await listByName('VIP客户价'))!;
    const lineCount = (await db().selectFrom('price_lines').select('goods_id').where('pricelist_id', '=', before.pricelist_id).execute()).length;
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderPricing();
    await user.click(screen.getByRole('button', { name: '修改 VIP客户价' }));
    const drawer = await screen.findByRole('dialog', { name: '修改价格方案' });
    const name = await within(drawer).findByLabelText('方案名称');
    await waitFor(() => expect(name).toHaveValue('VIP客户价'));
    expect(callsTo(calls, '/detail').map((c) => Object.fromEntries(c.query))).toEqual([{ repo: 'pricing', id: String(before.pricelist_id) }]);
    // Its dealers by name (from the detail), and one more chosen in the dealer search dialog.
    const dealers = await db()
      .selectFrom('price_assignments')
      .innerJoin('customers', 'customers.crm_id', 'price_assignments.target_id')
      .select(['customers.crm_id', 'customers.z_name'])
      .where('price_assignments.pricelist_id', '=', before.pricelist_id)
      .where('price_assignments.target_type', '=', 2)
      .execute();
    expect(dealers.length).toBeGreaterThan(0);
    const dealerGroup = within(drawer).getByRole('group', { name: '经销商' });
    for (const d of dealers) expect(within(dealerGroup).getByText(d.z_name)).toBeInTheDocument();
    await user.click(within(dealerGroup).getByRole('button', { name: /添加经销商/ }));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('选择经销商'))!);
    await waitFor(() => expect(dialog.querySelectorAll('.dealer-picker-row').length).toBe(10));
    const added = dialog.querySelector('.dealer-picker-name')!.textContent!;
    await user.click(within(dialog).getByRole('button', { name: `选择经销商 ${added}` }));
    await waitFor(() => expect(within(dealerGroup).getByText(added)).toBeInTheDocument());
    await user.clear(name);
    await user.type(name, 'VIP价');
    const removers = within(drawer).getAllByRole('button', { name: /^移除 / });
    expect(removers).toHaveLength(lineCount);
    await user.click(removers[0]);
    await user.click(button('保存', drawer));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改价格方案' })).toBeNull());
    expect((await listByName('VIP价'))?.pricelist_id).toBe(before.pricelist_id);
    expect(await db().selectFrom('price_lines').select('goods_id').where('pricelist_id', '=', before.pricelist_id).execute()).toHaveLength(lineCount - 1);
    const addedId = (await db().selectFrom('customers').select('crm_id').where('z_name', '=', added).executeTakeFirstOrThrow()).crm_id;
    const given = await db().selectFrom('price_assignments').select('target_id').where('pricelist_id', '=', before.pricelist_id).where('target_type', '=', 2).orderBy('target_id').execute();
    expect(given.map((g) => g.target_id)).toEqual([...dealers.map((d) => d.crm_id), addedId].sort((a, b) => a - b));
  });

  it('deletes a list after its confirmation', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderPricing();
    await user.click(screen.getByRole('button', { name: '删除 零售价' }));
    await confirmOpenDialog();
    await waitFor(() => expect(cardNames()).not.toContain('零售价'));
    expect(await listByName('零售价')).toBeUndefined();
  });

  it('with SF_PRICING_CONFIG alone the lists are shown read-only: no new, no delete, no save', async () => {
    const sub = await addStaffWithRights(db(), 'pricing_viewer', ['SF_PRICING_CONFIG']);
    await logInAs(sub.login_name);
    const user = setupUser();
    await renderPricing();
    expect(screen.queryByRole('button', { name: /新增价格方案/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 零售价' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '查看 零售价' }));
    const drawer = await screen.findByRole('dialog', { name: '价格方案' });
    await waitFor(() => expect(within(drawer).getByLabelText('方案名称')).toHaveValue('零售价'));
    expect(within(drawer).getByLabelText('方案名称')).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(within(drawer).queryAllByRole('button', { name: /^移除 / })).toEqual([]);
  });

  it('on a phone the editor takes the whole width', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      const user = setupUser();
      await renderPricing();
      await user.click(button('新增价格方案'));
      const drawer = await screen.findByRole('dialog', { name: '新增价格方案' });
      expect(drawer.closest<HTMLElement>('.ant-drawer-content-wrapper')!.style.width).toBe('100%');
    } finally {
      undo();
    }
  });
});
