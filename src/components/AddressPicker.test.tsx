/**
 * The mailing address selector and form (REQUIREMENTS ADDR), against the real backend: the demo
 * shop's three seeded addresses, the first (陈建国) being the default and the invoice info's address.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, recordCalls, renderPage, setupUser } from '../../tests/helpers/invoiceWeb';
import { zhCN } from '../locales/zh-CN';
import { AddressPicker, type AddressPickerProps } from './AddressPicker';

const backend = setupTestBackend();

// Each test starts from the seeded addresses.
type AddressRow = Awaited<ReturnType<typeof seededAddresses>>[number];
const seededAddresses = () => backend.current.db.selectFrom('mail_addresses').selectAll().orderBy('address_id').execute();
let seeded: AddressRow[] = [];
beforeAll(async () => {
  seeded = await seededAddresses();
});
afterEach(async () => {
  const db = backend.current.db;
  await db.deleteFrom('mail_addresses').where('address_id', 'not in', seeded.map((r) => r.address_id)).execute();
  await db.updateTable('mail_addresses').set({ is_default: 0 }).execute();
  for (const row of seeded) {
    const found = await db.selectFrom('mail_addresses').select('address_id').where('address_id', '=', row.address_id).executeTakeFirst();
    if (found) await db.updateTable('mail_addresses').set(row).where('address_id', '=', row.address_id).execute();
    else await db.insertInto('mail_addresses').values(row).execute();
  }
});

function Harness(props: Omit<AddressPickerProps, 'value' | 'onChange'> & { initial?: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <div data-testid="selected">{value ?? 'none'}</div>
      <AddressPicker {...rest} value={value} onChange={setValue} />
    </>
  );
}

async function addressIds(): Promise<Record<string, number>> {
  const rows = await backend.current.db.selectFrom('mail_addresses').select(['address_id', 'receiver', 'shop_id']).orderBy('address_id').execute();
  return Object.fromEntries(rows.map((r) => [r.receiver, r.address_id]));
}

const selected = () => screen.getByTestId('selected').textContent;
const item = (id: number) => screen.getByTestId(`address-${id}`);

async function renderPicker(props: Omit<AddressPickerProps, 'value' | 'onChange'> & { initial?: number } = {}) {
  await logInAs(DEMO_ACCOUNTS.master);
  const view = renderPage(<Harness {...props} />, '/picker');
  await screen.findByRole('radiogroup', { name: zhCN['invoice.address.title'] });
  return view;
}

/** Picks province, city and county in the open cascader. */
async function pickRegion(user: ReturnType<typeof setupUser>, names: [string, string, string]) {
  const dialog = screen.getByRole('dialog');
  const cascader = within(dialog).getByRole('combobox', { name: zhCN['invoice.address.region'] });
  fireEvent.mouseDown(cascader);
  for (const name of names) {
    const option = await waitFor(() => {
      const found = document.querySelectorAll<HTMLElement>(`.ant-cascader-menu-item[title="${name}"]`);
      if (found.length === 0) throw new Error(`no ${name}`);
      return found[found.length - 1];
    });
    await user.click(option);
  }
}

describe('mailing address selector', () => {
  it('[ADDR-01] [ADDR-23] [ADDR-24] lists the shop\'s addresses from Invoice-ajaxUserAddress, the default (is_default 1) marked', async () => {
    const calls = recordCalls(backend);
    await renderPicker();
    expect(callsTo(calls, '/Invoice-ajaxUserAddress')).toHaveLength(1);
    const ids = await addressIds();
    expect(within(item(ids['陈建国'])).getByText('陈建国')).toBeInTheDocument();
    expect(within(item(ids['陈建国'])).getByText(zhCN['invoice.address.default'])).toBeInTheDocument();
    expect(within(item(ids['陈建国'])).getByText(/广东省佛山市顺德区乐从镇家具大道 88 号/)).toBeInTheDocument();
    expect(within(item(ids['陈建国'])).getByText('13800138000')).toBeInTheDocument();
    expect(within(item(ids['陈建国'])).getByText('finance@demo-furniture.cn')).toBeInTheDocument();
    expect(within(item(ids['王丽华'])).queryByText(zhCN['invoice.address.default'])).toBeNull();
    expect(within(item(ids['李晓梅'])).getByText('李晓梅')).toBeInTheDocument();
  });

  it('[ADDR-02] [ADDR-11] [ADDR-12] [ADDR-13] [ADDR-14] [ADDR-15] [ADDR-18] [ADDR-20] the add action opens the form; empty required fields give the spec messages, the postcode none', async () => {
    const user = setupUser();
    await renderPicker();
    await user.click(button(zhCN['invoice.address.add']));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(zhCN['invoice.address.addTitle'])).toBeInTheDocument();
    for (const label of ['receiver', 'region', 'detail', 'postcode', 'tel', 'mail'] as const) {
      expect(within(dialog).getByText(zhCN[`invoice.address.${label}`])).toBeInTheDocument();
    }
    await user.click(button(zhCN['invoice.address.save'], dialog));
    for (const id of ['receiverRequired', 'regionRequired', 'detailRequired', 'telRequired', 'mailRequired'] as const) {
      expect(await within(dialog).findByText(zhCN[`invoice.address.${id}`])).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(zhCN['invoice.address.postcodeInvalid'])).toBeNull();
  });

  it('[ADDR-16] [ADDR-17] [ADDR-19] the phone must be 11 digits starting with 1 (more is refused with the message, never cut), the mail an e-mail shape', async () => {
    const user = setupUser();
    await renderPicker();
    await user.click(button(zhCN['invoice.address.add']));
    const dialog = await screen.findByRole('dialog');
    const tel = within(dialog).getByLabelText(zhCN['invoice.address.tel']);
    expect(tel).not.toHaveAttribute('maxlength');
    await user.type(tel, '2345678901234');
    expect(tel).toHaveValue('2345678901234');
    await user.type(within(dialog).getByLabelText(zhCN['invoice.address.mail']), 'not-an-email');
    await user.click(button(zhCN['invoice.address.save'], dialog));
    expect(await within(dialog).findByText(zhCN['invoice.address.telInvalid'])).toBeInTheDocument();
    expect(await within(dialog).findByText(zhCN['invoice.address.mailInvalid'])).toBeInTheDocument();
  });

  it('[ADDR-03] [ADDR-20] adding calls Home-Address-addressAct type 1 and shows 新增成功; the new address (no postcode) is listed and selected', async () => {
    const user = setupUser();
    const calls = recordCalls(backend);
    await renderPicker();
    await user.click(button(zhCN['invoice.address.add']));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(zhCN['invoice.address.receiver']), '赵新');
    await pickRegion(user, ['广东省', '佛山市', '顺德区']);
    await user.type(within(dialog).getByLabelText(zhCN['invoice.address.detail']), '大良街道新桂路 1 号');
    await user.type(within(dialog).getByLabelText(zhCN['invoice.address.tel']), '13511112222');
    await user.type(within(dialog).getByLabelText(zhCN['invoice.address.mail']), 'zhao@example.cn');
    await user.click(button(zhCN['invoice.address.save'], dialog));
    expect(await screen.findByText(zhCN['invoice.address.added'])).toBeInTheDocument();
    const add = callsTo(calls, '/Home-Address-addressAct')[0];
    expect(add.body.get('type')).toBe('1');
    expect(Object.fromEntries(add.body)).toMatchObject({ receiver: '赵新', province: '440000', city: '440600', region: '440606', address: '大良街道新桂路 1 号', postcode: '', tel: '13511112222', mail: 'zhao@example.cn' });
    const ids = await addressIds();
    expect(ids['赵新']).toBeGreaterThan(0);
    await waitFor(() => expect(selected()).toBe(String(ids['赵新'])));
    expect(within(item(ids['赵新'])).getByText(/广东省佛山市顺德区大良街道新桂路 1 号/)).toBeInTheDocument();
  });

  it('[ADDR-04] [ADDR-05] modify opens the form filled with that address; saving sends type 2 with addrid and shows 修改成功', async () => {
    const user = setupUser();
    const calls = recordCalls(backend);
    await renderPicker();
    const ids = await addressIds();
    await user.click(button(zhCN['invoice.address.modify'], item(ids['王丽华'])));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(zhCN['invoice.address.modifyTitle'])).toBeInTheDocument();
    expect(within(dialog).getByLabelText(zhCN['invoice.address.receiver'])).toHaveValue('王丽华');
    expect(within(dialog).getByLabelText(zhCN['invoice.address.tel'])).toHaveValue('13712345679');
    const detail = within(dialog).getByLabelText(zhCN['invoice.address.detail']);
    expect(detail).toHaveValue('桂城街道南海大道北 36 号 3 楼');
    await user.clear(detail);
    await user.type(detail, '桂城街道南海大道北 36 号 5 楼');
    await user.click(button(zhCN['invoice.address.save'], dialog));
    expect(await screen.findByText(zhCN['invoice.address.modified'])).toBeInTheDocument();
    const modify = callsTo(calls, '/Home-Address-addressAct')[0];
    expect(modify.body.get('type')).toBe('2');
    expect(modify.body.get('addrid')).toBe(String(ids['王丽华']));
    expect(modify.body.get('province')).toBe('440000');
    expect(modify.body.get('address')).toBe('桂城街道南海大道北 36 号 5 楼');
    expect(await within(item(ids['王丽华'])).findByText(/桂城街道南海大道北 36 号 5 楼/)).toBeInTheDocument();
  });

  it('[ADDR-06] [ADDR-07] [API-18] delete asks 确认删除?, calls type 3 with id, shows 删除成功 and clears the selection of the deleted address', async () => {
    const user = setupUser();
    const ids = await addressIds();
    const calls = recordCalls(backend);
    await renderPicker({ initial: ids['李晓梅'] });
    expect(selected()).toBe(String(ids['李晓梅']));
    await user.click(button(zhCN['invoice.address.delete'], item(ids['李晓梅'])));
    expect((await screen.findAllByText(zhCN['invoice.address.deleteConfirm'])).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    expect(await screen.findByText(zhCN['invoice.address.deleted'])).toBeInTheDocument();
    const remove = callsTo(calls, '/Home-Address-addressAct')[0];
    expect(remove.body.get('type')).toBe('3');
    expect(remove.body.get('id')).toBe(String(ids['李晓梅']));
    await waitFor(() => expect(selected()).toBe('none'));
    await waitFor(() => expect(screen.queryByTestId(`address-${ids['李晓梅']}`)).toBeNull());
    expect(await backend.current.db.selectFrom('mail_addresses').select('address_id').where('address_id', '=', ids['李晓梅']).executeTakeFirst()).toBeUndefined();
  });

  it('[ADDR-08] [ADDR-09] [ADDR-10] set default asks 确定设为默认地址?, calls type 4 with id, shows 默认地址成功 and the address becomes the default', async () => {
    const user = setupUser();
    const calls = recordCalls(backend);
    await renderPicker();
    const ids = await addressIds();
    await user.click(button(zhCN['invoice.address.setDefault'], item(ids['王丽华'])));
    expect((await screen.findAllByText(zhCN['invoice.address.defaultConfirm'])).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    expect(await screen.findByText(zhCN['invoice.address.defaultSet'])).toBeInTheDocument();
    const setDefault = callsTo(calls, '/Home-Address-addressAct')[0];
    expect(setDefault.body.get('type')).toBe('4');
    expect(setDefault.body.get('id')).toBe(String(ids['王丽华']));
    expect(await within(item(ids['王丽华'])).findByText(zhCN['invoice.address.default'])).toBeInTheDocument();
    expect(within(item(ids['陈建国'])).queryByText(zhCN['invoice.address.default'])).toBeNull();
    const row = await backend.current.db.selectFrom('mail_addresses').select('is_default').where('address_id', '=', ids['王丽华']).executeTakeFirstOrThrow();
    expect(row.is_default).toBe(1);
  });

  it('[ADDR-21] [ADDR-22] in the invoice flow an address lacking phone and mail shows an error naming them and is not selected', async () => {
    const user = setupUser();
    const ids = await addressIds();
    // An older address without phone and mail (the form would never save one).
    await backend.current.db.updateTable('mail_addresses').set({ telephone: '', mail: '' }).where('address_id', '=', ids['王丽华']).execute();
    await renderPicker({ requireComplete: true, initial: ids['陈建国'] });
    await user.click(within(item(ids['王丽华'])).getByRole('radio'));
    const text = zhCN['invoice.address.incomplete'].replace('{items}', `${zhCN['invoice.address.tel']}、${zhCN['invoice.address.mail']}`);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(document.querySelector('.ant-message')).toHaveTextContent(text);
    expect(selected()).toBe(String(ids['陈建国']));
    // A complete one is selected.
    await user.click(within(item(ids['李晓梅'])).getByRole('radio'));
    await waitFor(() => expect(selected()).toBe(String(ids['李晓梅'])));
  });
});
