/**
 * The customer settings (客户设置) opened from /crm, against the real backend and the demo shop's
 * tags, levels and sources: three tabs of editable lists; adding (the shared name rule, the server's
 * refusal of a taken name under the field), renaming in place, deleting after a confirmation, and a
 * value still used by customers refused with how many and who. Only with SF_ERP_CRM_PARAMS.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import CrmPage from '../customers/CrmPage';

const backend = setupTestBackend();

const DEMO_SHOP = '演示家具厂';
const shopId = async () => (await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', DEMO_SHOP).executeTakeFirstOrThrow()).shop_id;
const tags = async (crmType: number) => backend.current.db.selectFrom('crm_tags').select(['tag_id', 'tag_name']).where('shop_id', '=', await shopId()).where('crm_type', '=', crmType).orderBy('tag_id').execute();
const levels = async () => backend.current.db.selectFrom('crm_levels').select(['level_id', 'level_name']).where('shop_id', '=', await shopId()).orderBy('level_id').execute();
const params = (calls: ReturnType<typeof recordCalls>, path: string) => callsTo(calls, path).map((c) => JSON.parse(c.body.get('param') ?? '{}') as Record<string, unknown>);
const entries = (list: HTMLElement) => [...list.querySelectorAll('.crm-params-name')].map((e) => e.textContent);

async function openSettings() {
  const calls = recordCalls(backend);
  const user = setupUser();
  renderPage(<CrmPage />, '/crm', { dataRouter: true });
  await user.click(await screen.findByRole('button', { name: /客户设置/ }));
  const drawer = await screen.findByRole('dialog', { name: '客户设置' });
  await waitFor(() => expect(callsTo(calls, '/crm-getCrmParams').length).toBeGreaterThan(0));
  return { calls, user, drawer };
}

/** The list of the open tab, once it shows `name`. */
async function listShowing(drawer: HTMLElement, label: string, name: string) {
  const list = within(drawer).getByRole('list', { name: label });
  await waitFor(() => expect(entries(list)).toContain(name));
  return list;
}

describe('customer settings', () => {
  it('[API-CRM-05] [API-CRM-07] three tabs; a dealer tag is added with its type, the name rule and a taken name refused under the field', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls, user, drawer } = await openSettings();
    expect(within(drawer).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['客户标签', '客户等级', '客户来源']);
    // The dealers' tags first, each with how many customers carry it.
    expect(within(drawer).getByRole('radio', { name: '经销商' })).toBeChecked();
    const dealerTags = await tags(3);
    const list = await listShowing(drawer, '客户标签', dealerTags[0].tag_name);
    expect(entries(list)).toEqual(dealerTags.map((t) => t.tag_name));
    expect(list.querySelector('.crm-params-count')!.textContent).toMatch(/^\d+ 位客户$/);

    const field = within(drawer).getByLabelText('新客户标签名称');
    await user.click(button('添加', drawer));
    expect(await within(drawer).findByText('请填写名称')).toBeInTheDocument();
    await user.type(field, dealerTags[0].tag_name);
    await user.click(button('添加', drawer));
    // The server's refusal of a taken name, under the field; nothing added.
    await waitFor(() => expect(drawer.querySelector('.crm-params-add .ant-form-item-explain')?.textContent).toContain(dealerTags[0].tag_name));
    expect(await tags(3)).toHaveLength(dealerTags.length);

    await user.clear(field);
    await user.type(field, 'D类经销商{Enter}');
    await listShowing(drawer, '客户标签', 'D类经销商');
    expect(params(calls, '/crm-addCrmParams').at(-1)).toEqual({ kind: 'tag', name: 'D类经销商', crm_type: 3 });
    expect((await tags(3)).map((t) => t.tag_name)).toContain('D类经销商');
    expect(field).toHaveValue('');
  });

  it('[API-CRM-06] renames a level in place: Enter saves, Escape gives up', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls, user, drawer } = await openSettings();
    await user.click(within(drawer).getByRole('tab', { name: '客户等级' }));
    const [first, second] = await levels();
    const list = await listShowing(drawer, '客户等级', first.level_name);
    await user.click(within(list).getByRole('button', { name: `重命名 ${second.level_name}` }));
    await user.keyboard('{Escape}');
    expect(within(list).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: '客户设置' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `重命名 ${first.level_name}` }));
    const input = within(list).getByRole('textbox', { name: `${first.level_name} 的新名称` });
    await user.clear(input);
    await user.type(input, '钻石客户{Enter}');
    await listShowing(drawer, '客户等级', '钻石客户');
    expect(params(calls, '/crm-editCrmParams').at(-1)).toEqual({ kind: 'level', id: first.level_id, action: 'rename', name: '钻石客户' });
    expect((await levels())[0].level_name).toBe('钻石客户');
  });

  it('[API-CRM-06] a tag still used by customers is not deleted: the refusal says how many and who; an unused one is deleted after the confirmation', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls, user, drawer } = await openSettings();
    const used = (await tags(3))[0];
    const holders = await backend.current.db.selectFrom('customers').select('z_name').where('tag_id', '=', used.tag_id).orderBy('crm_id').execute();
    expect(holders.length).toBeGreaterThan(0);
    const list = await listShowing(drawer, '客户标签', used.tag_name);
    await user.click(within(list).getByRole('button', { name: `删除 ${used.tag_name}` }));
    await confirmOpenDialog();
    // (The drawer is a dialog too, and the test setup gives antd's dialogs one title id: found by its title text.)
    const refusal = (await screen.findByText(`客户标签「${used.tag_name}」不能删除`)).closest<HTMLElement>('.ant-modal')!;
    expect(refusal).toHaveTextContent(`还有 ${holders.length} 位客户在用（${holders.slice(0, 10).map((h) => h.z_name).join('、')}`);
    expect((await tags(3)).map((t) => t.tag_id)).toContain(used.tag_id);
    await user.click(button('确定', refusal));

    // A new, unused tag goes.
    await user.type(within(drawer).getByLabelText('新客户标签名称'), '临时标签{Enter}');
    await listShowing(drawer, '客户标签', '临时标签');
    await user.click(within(list).getByRole('button', { name: '删除 临时标签' }));
    expect((await screen.findAllByText('删除客户标签「临时标签」？')).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    await waitFor(() => expect(entries(list)).not.toContain('临时标签'));
    expect(params(calls, '/crm-editCrmParams').at(-1)).toMatchObject({ kind: 'tag', action: 'delete' });
    expect((await tags(3)).map((t) => t.tag_name)).not.toContain('临时标签');
  });

  it('the "客户设置" button needs SF_ERP_CRM_PARAMS', async () => {
    for (const [login, rights, shown] of [
      ['crm_plain', [], false],
      ['crm_params', ['SF_ERP_CRM_PARAMS'], true],
    ] as const) {
      const sub = await addStaffWithRights(backend.current.db, login, ['SF_ERP_STORE_CUSTOMER_QUERY', ...rights]);
      await logInAs(sub.login_name);
      const view = renderPage(<CrmPage />, '/crm', { dataRouter: true });
      await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBeGreaterThan(0));
      expect(screen.queryByRole('button', { name: /客户设置/ }) !== null).toBe(shown);
      view.unmount();
    }
  });
  it('the customer types are a row of joined buttons, stacked full width on a phone (where they would not fit one line)', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const group = (drawer: HTMLElement) => within(drawer).getByRole('radio', { name: '经销商' }).closest<HTMLElement>('.ant-radio-group')!;
    const wide = await openSettings();
    expect(group(wide.drawer)).not.toHaveClass('ant-radio-group-vertical');
    cleanup();
    const undo = phoneViewport();
    try {
      const phone = await openSettings();
      expect(group(phone.drawer)).toHaveClass('ant-radio-group-vertical', 'ant-radio-group-block');
    } finally {
      undo();
    }
  });
});
