/**
 * The goods settings (/baseConfig) against the real backend: the demo shop's settings (prefix 'G',
 * default unit 个, no negative stock) read with /ErpGoods-getBaseConfig, the prefix checked with the
 * server's rule before anything is sent, a save that the page reads back, and a clerk with only
 * SF2_ERP_GOODS_ADD (no unit page) still choosing the default unit.
 */
import { screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import BaseConfigPage from './BaseConfigPage';

const backend = setupTestBackend();

async function storedSettings() {
  const db = backend.current.db;
  const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('goods_settings')
    .leftJoin('units', (j) => j.onRef('units.unit_id', '=', 'goods_settings.default_unit_id').onRef('units.shop_id', '=', 'goods_settings.shop_id'))
    .select(['goods_settings.goods_no_prefix', 'units.unit_name', 'goods_settings.allow_negative_stock'])
    .where('goods_settings.shop_id', '=', shop.shop_id)
    .executeTakeFirstOrThrow();
  return row;
}

const prefixInput = () => screen.getByLabelText('商品编号前缀');
const unitSelect = () => screen.getByLabelText('默认计量单位');
const negativeSwitch = () => screen.getByRole('switch', { name: '允许负库存' });
const shownUnit = () => unitSelect().closest('.ant-select')!.querySelector('.ant-select-content')?.textContent ?? unitSelect().closest('.ant-select')!.textContent;

async function renderConfig() {
  const calls = recordCalls(backend);
  const view = renderPage(<BaseConfigPage />, '/baseConfig');
  await waitFor(() => expect(prefixInput()).toHaveValue('G'));
  return { calls, ...view };
}

describe('goods settings', () => {
  it('shows the shop\'s settings from /ErpGoods-getBaseConfig: prefix, default unit, negative stock', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderConfig();
    expect(callsTo(calls, '/ErpGoods-getBaseConfig')).toHaveLength(1);
    expect(shownUnit()).toContain('个');
    expect(negativeSwitch()).not.toBeChecked();
    expect(screen.getByText('新增商品不填编号时，按“前缀 + 五位序号”自动编号，如 G00001')).toBeInTheDocument();
  });

  it('checks the prefix with the server\'s rule before sending: characters and length', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderConfig();
    await user.clear(prefixInput());
    await user.type(prefixInput(), 'P P');
    await user.click(button('保存'));
    expect(await screen.findByText('编号前缀只能包含字母、数字、下划线和短横线')).toBeInTheDocument();
    await user.clear(prefixInput());
    await user.type(prefixInput(), 'ABCDEFGHIJK');
    expect(await screen.findByText('编号前缀最多10个字符')).toBeInTheDocument();
    await user.click(button('保存'));
    expect(callsTo(calls, '/ErpGoods-saveBaseConfig')).toHaveLength(0);
    expect((await storedSettings()).goods_no_prefix).toBe('G');
  });

  it('saves with /ErpGoods-saveBaseConfig, says so, and shows the values read back', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderConfig();
    await user.clear(prefixInput());
    await user.type(prefixInput(), 'KL-');
    await user.click(unitSelect());
    await user.click(await screen.findByTitle('平方米'));
    await user.click(negativeSwitch());
    await user.click(button('保存'));
    expect(await screen.findByText('基础配置已保存')).toBeInTheDocument();
    const saved = callsTo(calls, '/ErpGoods-saveBaseConfig');
    expect(saved).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(saved[0].body.get('data') ?? '{}')).toMatchObject({ goods_no_prefix: 'KL-', allow_negative_stock: 1 }));
    expect(await storedSettings()).toEqual({ goods_no_prefix: 'KL-', unit_name: '平方米', allow_negative_stock: 1 });
    // Read again after the save, and shown.
    await waitFor(() => expect(callsTo(calls, '/ErpGoods-getBaseConfig')).toHaveLength(2));
    await waitFor(() => expect(prefixInput()).toHaveValue('KL-'));
    expect(shownUnit()).toContain('平方米');
    expect(negativeSwitch()).toBeChecked();
    expect(screen.getByText('新增商品不填编号时，按“前缀 + 五位序号”自动编号，如 KL-00001')).toBeInTheDocument();
  });

  it('with only SF2_ERP_GOODS_ADD (no unit page) the default unit can still be chosen and no default is one choice', async () => {
    const clerk = await addStaffWithRights(backend.current.db, 'goods_adder', ['SF2_ERP_GOODS_ADD']);
    await logInAs(clerk.login_name);
    const user = setupUser();
    await renderConfig();
    await user.click(unitSelect());
    await user.click(await screen.findByTitle('不设默认单位'));
    await user.click(button('保存'));
    expect(await screen.findByText('基础配置已保存')).toBeInTheDocument();
    await waitFor(async () => expect((await storedSettings()).unit_name).toBeNull());
  });
});
