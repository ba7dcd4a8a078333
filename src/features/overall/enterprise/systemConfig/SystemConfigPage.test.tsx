/**
 * /shops/systemConfig (REQUIREMENTS SYSCFG) against the real backend and the demo shop.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import SystemConfigPage from './SystemConfigPage';

const backend = setupTestBackend();
const ROUTE = '/shops/systemConfig';
const DEMO_SHOP = '演示家具厂';

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const row = (key: string) => document.querySelector<HTMLElement>(`.ant-table-tbody tr[data-row-key="${key}"]`)!;
/** A row's cells as text: setting, value, action. */
const cells = (key: string) => [...row(key).querySelectorAll('td')].map((td) => td.textContent ?? '');

async function storeProps(props: object) {
  await backend.current.db.updateTable('shops').set({ shop_props: JSON.stringify(props) }).where('shop_name', '=', DEMO_SHOP).execute();
}
async function storedProps(): Promise<Record<string, unknown>> {
  const shop = await backend.current.db.selectFrom('shops').select('shop_props').where('shop_name', '=', DEMO_SHOP).executeTakeFirstOrThrow();
  return JSON.parse(shop.shop_props) as Record<string, unknown>;
}

async function renderConfig() {
  const calls = recordCalls(backend);
  renderPage(<SystemConfigPage />, ROUTE);
  await waitFor(() => expect(rows()).toHaveLength(4));
  return calls;
}

const confirmTitle = () => waitFor(() => document.querySelector('.ant-modal-confirm-title')!.textContent);
const dialog = () => waitFor(() => document.querySelector<HTMLElement>('.ant-modal:not(.ant-modal-confirm)')!);
const sentProps = (calls: ReturnType<typeof recordCalls>) => JSON.parse(callsTo(calls, '/shop-setProps').at(-1)!.body.get('props')!) as Record<string, unknown>;

describe('system configuration', () => {
  it('[SYSCFG-01] has the breadcrumb 商户管理 / 企业管理 / 系统配置', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderConfig();
    const crumbs = [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);
    expect(crumbs).toEqual(['商户管理', '企业管理', '系统配置']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('系统配置');
  });

  it('[SYSCFG-03] [SYSCFG-04] [SYSCFG-05] [SYSCFG-06] [SYSCFG-07] [SYSCFG-08] exactly four settings, each with its value and an edit action', async () => {
    await storeProps({ ErpPush: 1, GoodsNameConfig: '{品牌}{名称}', PackBlockName: '{板件名称}', PackBlockDetail: '{长}x{宽}', PackPartName: '{五金名称}', PackPartDetail: '{规格}/{数量}' });
    await logInAs(DEMO_ACCOUNTS.master);
    await renderConfig();
    expect(rows().map((r) => r.dataset.rowKey)).toEqual(['erpPush', 'goodsName', 'packBlock', 'packPart']);
    expect(cells('erpPush')[0]).toContain('订单明细同步');
    expect(cells('goodsName')[0]).toContain('商品名称配置');
    expect(cells('packBlock')[0]).toContain('板件包装明细配置');
    expect(cells('packPart')[0]).toContain('五金包装明细配置');
    expect(cells('erpPush')[1]).toBe('开启');
    expect(cells('goodsName')[1]).toBe('{品牌}{名称}');
    expect(cells('packBlock')[1]).toBe('名称：{板件名称}规格：{长}x{宽}');
    expect(cells('packPart')[1]).toBe('名称：{五金名称}规格：{规格}/{数量}');
    for (const key of ['erpPush', 'goodsName', 'packBlock', 'packPart']) expect(within(row(key)).getByRole('button')).toBeEnabled();
  });

  it('[SYSCFG-05] [SYSCFG-10] ErpPush absent reads as on; 0 as off; templates not set say so', async () => {
    await storeProps({});
    await logInAs(DEMO_ACCOUNTS.master);
    await renderConfig();
    expect(cells('erpPush')[1]).toBe('开启');
    expect(cells('goodsName')[1]).toBe('未设置');
    expect(cells('packBlock')[1]).toBe('名称：未设置规格：未设置');
  });

  it('[SYSCFG-05] ErpPush 0 reads as off', async () => {
    await storeProps({ ErpPush: 0 });
    await logInAs(DEMO_ACCOUNTS.master);
    await renderConfig();
    expect(cells('erpPush')[1]).toBe('关闭');
  });

  it('[SYSCFG-11] [SYSCFG-12] [SYSCFG-13] [SYSCFG-14] toggling asks, changes only after the confirmation, sends the whole shop_props and says so', async () => {
    await storeProps({ ErpPush: 1, GoodsNameConfig: '{名称}' });
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderConfig();

    // Declined: nothing is sent, nothing changes.
    await user.click(within(row('erpPush')).getByRole('button'));
    expect(await confirmTitle()).toBe('确认关闭同步报价明细和材料明细配置?');
    await act(async () => {
      button('取消', document.querySelector('.ant-modal-confirm')!).click();
    });
    expect(callsTo(calls, '/shop-setProps')).toHaveLength(0);
    expect(cells('erpPush')[1]).toBe('开启');
    expect(await storedProps()).toEqual({ ErpPush: 1, GoodsNameConfig: '{名称}' });

    // Confirmed: off, with the other props sent along.
    await user.click(within(row('erpPush')).getByRole('button'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    await confirmOpenDialog();
    expect(await screen.findByText('关闭同步明细配置成功')).toBeInTheDocument();
    expect(sentProps(calls)).toEqual({ ErpPush: 0, GoodsNameConfig: '{名称}' });
    await waitFor(() => expect(cells('erpPush')[1]).toBe('关闭'));
    expect(await storedProps()).toEqual({ ErpPush: 0, GoodsNameConfig: '{名称}' });

    // And on again.
    await user.click(within(row('erpPush')).getByRole('button'));
    await waitFor(async () => expect(await confirmTitle()).toBe('确认开启同步报价明细和材料明细配置?'));
    await confirmOpenDialog();
    expect(await screen.findByText('开启同步明细配置成功')).toBeInTheDocument();
    await waitFor(() => expect(cells('erpPush')[1]).toBe('开启'));
    expect(await storedProps()).toEqual({ ErpPush: 1, GoodsNameConfig: '{名称}' });
  });

  it('[SYSCFG-15] [SYSCFG-13] the goods name editor offers the names from ErpGoods-goodsNameConfigMerge and inserts one at the cursor', async () => {
    await storeProps({ ErpPush: 0, GoodsNameConfig: '{名称}', PackBlockName: '{尺寸}' });
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderConfig();
    await user.click(within(row('goodsName')).getByRole('button'));
    const modal = await dialog();
    const names = await within(modal).findByRole('group', { name: '可插入的字段' });
    expect(callsTo(calls, '/ErpGoods-goodsNameConfigMerge')).toHaveLength(1);
    const offered = within(names).getAllByRole('button').map((b) => b.textContent);
    expect(offered).toEqual(expect.arrayContaining(['名称', '规格', '颜色', '材质', '品牌', '型号', '长', '宽', '厚']));

    const box = within(modal).getByRole('textbox', { name: '商品名称模板' });
    expect(box).toHaveValue('{名称}');
    // The cursor before {名称}: the brand goes first.
    act(() => {
      (box as HTMLTextAreaElement).setSelectionRange(0, 0);
      fireEvent.select(box);
    });
    await user.click(within(names).getByRole('button', { name: /品牌/ }));
    expect(box).toHaveValue('{品牌}{名称}');
    await user.click(button('确定', modal));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sentProps(calls)).toEqual({ ErpPush: 0, GoodsNameConfig: '{品牌}{名称}', PackBlockName: '{尺寸}' });
    await waitFor(() => expect(cells('goodsName')[1]).toBe('{品牌}{名称}'));
  });

  it('[SYSCFG-15] the names offered are the server\'s, whatever they are', async () => {
    backend.current.server.use(http.post('*/api/ErpGoods-goodsNameConfigMerge', () => HttpResponse.json({ err_code: 0, data: [{ field: '名称', name: '服务器给的名称' }] })));
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderConfig();
    await user.click(within(row('goodsName')).getByRole('button'));
    const names = await within(await dialog()).findByRole('group', { name: '可插入的字段' });
    expect(within(names).getAllByRole('button').map((b) => b.textContent)).toEqual(['服务器给的名称']);
  });

  it('[SYSCFG-16] the board editor offers the block fields of Shop-getPackFieldConfig for name and spec; the hardware editor the part fields', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderConfig();
    await user.click(within(row('packBlock')).getByRole('button'));
    let modal = await dialog();
    expect(within(modal).getByRole('textbox', { name: '板件名称模板' })).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: '板件规格模板' })).toBeInTheDocument();
    let groups = await within(modal).findAllByRole('group', { name: '可插入的字段' });
    expect(groups).toHaveLength(2);
    const block = within(groups[0]).getAllByRole('button').map((b) => b.textContent);
    expect(block).toEqual(expect.arrayContaining(['板件名称', '尺寸', '颜色', '材质', '封边']));
    expect(block).not.toContain('五金名称');
    await user.click(within(groups[1]).getByRole('button', { name: /封边/ }));
    expect(within(modal).getByRole('textbox', { name: '板件规格模板' })).toHaveValue('{封边}');
    expect(within(modal).getByRole('textbox', { name: '板件名称模板' })).toHaveValue('');
    await user.click(button('取消', modal));
    expect(callsTo(calls, '/shop-setProps')).toHaveLength(0);

    await user.click(within(row('packPart')).getByRole('button'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('五金包装明细配置'));
    modal = await dialog();
    groups = await within(modal).findAllByRole('group', { name: '可插入的字段' });
    const part = within(groups[0]).getAllByRole('button').map((b) => b.textContent);
    expect(part).toEqual(expect.arrayContaining(['五金名称', '规格', '数量']));
    expect(part).not.toContain('封边');
    expect(callsTo(calls, '/Shop-getPackFieldConfig').length).toBeGreaterThanOrEqual(2);
  });

  it('a template the server would refuse is refused in the editor, and an unchanged one is not sent', async () => {
    await storeProps({ GoodsNameConfig: '{名称}' });
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderConfig();
    await user.click(within(row('goodsName')).getByRole('button'));
    const modal = await dialog();
    const box = within(modal).getByRole('textbox', { name: '商品名称模板' });
    await user.click(button('确定', modal));
    expect(await screen.findByText('无修改，无需保存！')).toBeInTheDocument();
    await user.type(box, '{{名字}');
    expect(await within(modal).findByText('商品名称模板 中的 {名字} 不是可插入的字段')).toBeInTheDocument();
    await user.click(button('确定', modal));
    expect(callsTo(calls, '/shop-setProps')).toHaveLength(0);
    expect(await storedProps()).toEqual({ GoodsNameConfig: '{名称}' });
  });

  it('[SYSCFG-02] without SF_BASE_CONFIG_EDIT the values show (SF_BASE_CONFIG_QUERY) and every action is disabled', async () => {
    const reader = await addStaffWithRights(backend.current.db, 'cfg_reader', ['SF_BASE_CONFIG_QUERY']);
    await logInAs(reader.login_name);
    await renderConfig();
    expect(cells('erpPush')[1]).toBe('开启');
    for (const key of ['erpPush', 'goodsName', 'packBlock', 'packPart']) expect(within(row(key)).getByRole('button')).toBeDisabled();
  });

  it('on a phone the settings are cards', async () => {
    const restore = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      recordCalls(backend);
      renderPage(<SystemConfigPage />, ROUTE);
      await waitFor(() => expect(screen.getAllByTestId('sysconfig-card')).toHaveLength(4));
      expect(document.querySelector('.ant-table')).toBeNull();
      expect(screen.getAllByTestId('sysconfig-card')[0]).toHaveTextContent('订单明细同步');
    } finally {
      restore();
    }
  });
});
