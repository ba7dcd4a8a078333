/**
 * The customer list (/crm) against the real backend and the demo shop's forty customers
 * (server/db/seeds/crm.ts): the list and its filters in the URL, a new retail customer under a
 * dealer chosen in the dealer search dialog, a phone another customer has, and the row actions by right.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { setLanguage } from '../../../app/i18n';
import { button, callsTo, confirmOpenDialog, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import CrmPage from './CrmPage';

const backend = setupTestBackend();

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const names = () => rows().map((r) => r.querySelector('.crm-name-text')?.textContent ?? '');
const lastParam = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/Crm-getErpCrmByTags');
  return JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as Record<string, unknown>;
};
const heads = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent ?? '');
const customers = (shop = '演示家具厂') =>
  backend.current.db.selectFrom('customers').innerJoin('shops', 'shops.shop_id', 'customers.shop_id').select(['customers.crm_id', 'customers.z_name', 'customers.z_phone', 'customers.crm_type', 'customers.parent_id']).where('shops.shop_name', '=', shop).execute();

async function renderCrm(route = '/crm') {
  const calls = recordCalls(backend);
  const view = renderPage(<CrmPage />, route, { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

describe('customer list', () => {
  it('[API-CRM-01] lists the shop\'s own customers, 20 a page, every tag (-1), from /Crm-getErpCrmByTags', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderCrm();
    expect(lastParam(calls)).toMatchObject({ curr_page: 1, page_count: 20, tag_id: -1 });
    expect(rows()).toHaveLength(20);
    const own = new Set((await customers()).map((c) => c.z_name));
    const other = (await customers('南方板材定制')).map((c) => c.z_name);
    expect(other.length).toBeGreaterThan(0);
    for (const name of names()) expect(own.has(name)).toBe(true);
    for (const name of other) expect(names()).not.toContain(name);
  });

  it('[API-CRM-01] the type filter goes to the URL and the query: dealers only', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls, router } = await renderCrm();
    await user.click(screen.getByRole('combobox', { name: '客户类型' }));
    await user.click(await screen.findByTitle('经销商'));
    await user.click(button('搜索'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ crm_type: 3, curr_page: 1 }));
    const dealers = (await customers()).filter((c) => c.crm_type === 3).map((c) => c.z_name);
    await waitFor(() => expect(names().sort()).toEqual([...dealers].sort()));
    expect(router!.state.location.search).toContain('type=3');
  });

  it('[PICKER-11] a new retail customer belongs to the dealer chosen in the dealer search dialog; a phone another customer has is refused naming them', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderCrm();
    await user.click(button('新增客户'));
    const drawer = await screen.findByRole('dialog', { name: '新增客户' });
    await user.type(within(drawer).getByLabelText('客户名称'), '测试零售客户');
    const taken = (await customers())[0];
    await user.type(within(drawer).getByLabelText('手机号码'), taken.z_phone);
    await user.click(within(drawer).getByRole('button', { name: '上级经销商' }));
    // (Two dialogs open: the test setup gives antd's dialogs one title id, so it is found by its title text.)
    // The dialog loads the first time it opens: wait for it, not only for the drawer's dialog.
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('选择经销商'));
      if (!found) throw new Error('the dealer dialog is not open yet');
      return found;
    });
    await waitFor(() => expect(dialog.querySelectorAll('.dealer-picker-row').length).toBe(10));
    const dealerName = dialog.querySelector('.dealer-picker-name')!.textContent!;
    await user.click(within(dialog).getByRole('button', { name: `选择经销商 ${dealerName}` }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '上级经销商' })).toHaveTextContent(dealerName));
    await user.click(button('保存', drawer));
    // The request layer's error dialog names the customer who has the phone; the drawer keeps what was typed.
    const refusal = await screen.findByText(`10008: 手机号 ${taken.z_phone} 已是客户「${taken.z_name}」的号码`, { exact: false });
    await user.click(button('确定', refusal.closest<HTMLElement>('.ant-modal')!));
    expect(within(drawer).getByLabelText('客户名称')).toHaveValue('测试零售客户');
    // A phone of its own: saved, under the dealer.
    const phone = within(drawer).getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '139 0000 7777');
    await user.click(button('保存', drawer));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增客户' })).toBeNull());
    const saved = (await customers()).find((c) => c.z_name === '测试零售客户');
    const dealer = (await customers()).find((c) => c.z_name === dealerName);
    expect(saved).toMatchObject({ z_phone: '13900007777', crm_type: 1, parent_id: dealer!.crm_id });
  });

  it('row actions by right: view only shows none; edit alone edits and stops; delete alone deletes; new alone adds', async () => {
    const cases: [string, string[], string[]][] = [
      ['crm_viewer', [], []],
      ['crm_editor', ['SF_ERP_STORE_CUSTOMER_EDIT'], ['修改', '停用']],
      ['crm_remover', ['SF_ERP_STORE_CUSTOMER_DELETE'], ['删除']],
      ['crm_creator', ['SF_ERP_STORE_CUSTOMER_NEW'], []],
    ];
    for (const [login, rights, actions] of cases) {
      const sub = await addStaffWithRights(backend.current.db, login, ['SF_ERP_STORE_CUSTOMER_QUERY', ...rights] as never);
      await logInAs(sub.login_name);
      const view = await renderCrm();
      const first = rows()[0];
      const shown = [...first.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
      expect(shown.filter((s) => ['修改', '停用', '启用', '删除'].includes(s ?? ''))).toEqual(actions);
      expect(screen.queryByRole('button', { name: /新增客户/ }) !== null).toBe(rights.includes('SF_ERP_STORE_CUSTOMER_NEW'));
      view.unmount();
    }
  });
  it('the master\'s row: follow up and edit at hand, stop and delete under "more"; stop from the menu asks first, then stops the customer', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderCrm('/crm?state=1');
    const first = rows()[0];
    const name = first.querySelector('.crm-name-text')!.textContent!;
    expect([...first.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([`跟进 ${name}`, `修改 ${name}`, `更多操作 ${name}`]);
    await user.click(within(first).getByRole('button', { name: `更多操作 ${name}` }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['停用', '删除']);
    expect(screen.getByRole('menuitem', { name: '删除' })).toHaveClass('ant-dropdown-menu-item-danger');
    await user.click(screen.getByRole('menuitem', { name: '停用' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent(`停用客户「${name}」？`));
    await confirmOpenDialog();
    expect(await screen.findByText('客户已停用')).toBeInTheDocument();
    const stored = await backend.current.db.selectFrom('customers').select('state').where('z_name', '=', name).executeTakeFirstOrThrow();
    expect(stored.state).toBe(0);
  });

  it('on a 1280 px screen (986 px for the table) every column shows in both languages; on 800 px (540 px) level, owner and region give way', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    try {
      width.mockReturnValue(986);
      const wide = await renderCrm();
      await waitFor(() => expect(heads()).toEqual(['客户名称', '手机号', '客户标签', '等级', '负责人', '所在地区', '状态', '操作']));
      act(() => setLanguage('en-US'));
      await waitFor(() => expect(heads()).toEqual(['Customer', 'Mobile', 'Tag', 'Level', 'Owner', 'Region', 'State', 'Actions']));
      wide.unmount();
      width.mockReturnValue(540);
      await renderCrm();
      await waitFor(() => expect(heads()).toEqual(['Customer', 'Mobile', 'Tag', 'State', 'Actions']));
      act(() => setLanguage('zh-CN'));
      await waitFor(() => expect(heads()).toEqual(['客户名称', '手机号', '客户标签', '状态', '操作']));
    } finally {
      act(() => setLanguage('zh-CN'));
      width.mockRestore();
    }
  });
});
