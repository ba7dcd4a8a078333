/**
 * The dealer search dialog (PICKER-06..12) against the test backend and the demo shop's customers:
 * 15 dealers in three dealer tags, besides retail customers and partners, and a second shop's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../tests/helpers/invoiceWeb';
import { DealerField } from './DealerField';
import type { DealerEntry } from './DealerPicker';

const backend = setupTestBackend();

function Harness() {
  const [dealer, setDealer] = useState<DealerEntry | null>(null);
  return (
    <>
      <DealerField label="上级经销商" value={dealer} onChange={setDealer} />
      <output data-testid="chosen">{dealer ? JSON.stringify(dealer) : ''}</output>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: '选择经销商' });
const rowNames = () => [...dialog().querySelectorAll('.dealer-picker-name')].map((e) => e.textContent ?? '');
const lastParam = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/Crm-getErpCrmByTags');
  return JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as Record<string, unknown>;
};

/** The demo shop's customers of crm_type 3 in use, by name, with their tag names. */
async function demoDealers(): Promise<{ z_name: string; tag_name: string | null; crm_type: number }[]> {
  return backend.current.db
    .selectFrom('customers')
    .innerJoin('shops', 'shops.shop_id', 'customers.shop_id')
    .leftJoin('crm_tags', (j) => j.onRef('crm_tags.tag_id', '=', 'customers.tag_id').onRef('crm_tags.shop_id', '=', 'customers.shop_id'))
    .select(['customers.z_name', 'crm_tags.tag_name', 'customers.crm_type'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('customers.state', '=', 1)
    .execute();
}

async function open() {
  await logInAs(DEMO_ACCOUNTS.master);
  const calls = recordCalls(backend);
  renderPage(<Harness />, '/picker');
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: '上级经销商' }));
  await waitFor(() => expect(rowNames()).toHaveLength(10));
  return { user, calls };
}

describe('dealer search dialog', () => {
  it('[PICKER-08] [PICKER-09] [PICKER-10] opens on every tag (-1), ten a page, dealers only: /Crm-getErpCrmByTags with crm_type 3', async () => {
    const { user, calls } = await open();
    expect(lastParam(calls)).toMatchObject({ curr_page: 1, page_count: 10, tag_id: -1, crm_type: 3 });
    const seen = [...rowNames()];
    await user.click(within(dialog()).getByTitle('下一页'));
    await waitFor(() => expect(rowNames()[0]).not.toBe(seen[0]));
    expect(lastParam(calls)).toMatchObject({ curr_page: 2, page_count: 10 });
    seen.push(...rowNames());
    const all = await demoDealers();
    const dealers = all.filter((c) => c.crm_type === 3).map((c) => c.z_name);
    // Every dealer of the shop, over the two pages, and nobody else: no retail customer or partner.
    expect(seen.sort()).toEqual([...dealers].sort());
    expect(all.some((c) => c.crm_type !== 3 && seen.includes(c.z_name))).toBe(false);
    // More than one tag among them: -1 means every tag.
    expect(new Set(all.filter((c) => c.crm_type === 3).map((c) => c.tag_name)).size).toBeGreaterThan(1);
  });

  it('[PICKER-06] filters by customer tag, and back to every tag with the "all" choice', async () => {
    const { user, calls } = await open();
    await user.click(within(dialog()).getByRole('combobox', { name: '客户标签' }));
    await user.click(await screen.findByTitle('B类经销商'));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ crm_type: 3, curr_page: 1 }));
    const tagged = (await demoDealers()).filter((c) => c.crm_type === 3 && c.tag_name === 'B类经销商').map((c) => c.z_name);
    expect(tagged.length).toBeGreaterThan(0);
    await waitFor(() => expect(rowNames().sort()).toEqual([...tagged].sort()));
    expect(typeof lastParam(calls).tag_id).toBe('number');
    expect(lastParam(calls).tag_id).not.toBe(-1);
    await user.click(within(dialog()).getByRole('combobox', { name: '客户标签' }));
    await user.click(await screen.findByTitle('全部标签'));
    await waitFor(() => expect(lastParam(calls).tag_id).toBe(-1));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
  });

  it('[PICKER-07] filters by part of the dealer name', async () => {
    const { user, calls } = await open();
    const dealers = (await demoDealers()).filter((c) => c.crm_type === 3).map((c) => c.z_name);
    const part = [...dealers[0]].slice(0, 2).join('');
    await user.type(within(dialog()).getByLabelText('经销商名称'), `${part}{Enter}`);
    await waitFor(() => expect(lastParam(calls).z_name).toBe(part));
    await waitFor(() => expect(rowNames().sort()).toEqual(dealers.filter((n) => n.includes(part)).sort()));
  });

  it('[PICKER-11] [PICKER-12] clicking a row chooses that dealer (crm_id, z_name, z_phone, tag_id, tag_name, cust_level, crm_type) and closes the dialog; Enter on a row does too', async () => {
    const { user } = await open();
    const name = rowNames()[2];
    await user.click(within(dialog()).getByRole('button', { name: `选择经销商 ${name}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chosen = JSON.parse(screen.getByTestId('chosen').textContent ?? '{}') as DealerEntry;
    expect(chosen).toMatchObject({ z_name: name, crm_type: 3 });
    for (const key of ['crm_id', 'z_name', 'z_phone', 'tag_id', 'tag_name', 'cust_level', 'crm_type']) expect(chosen).toHaveProperty(key);
    expect(screen.getByRole('button', { name: '上级经销商' })).toHaveTextContent(name);
    // The keyboard: focus a row and press Enter.
    await user.click(screen.getByRole('button', { name: '上级经销商' }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const other = rowNames()[0];
    within(dialog()).getByRole('button', { name: `选择经销商 ${other}` }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect((JSON.parse(screen.getByTestId('chosen').textContent ?? '{}') as DealerEntry).z_name).toBe(other));
  });
  it('the name box says what to type in it, besides its label', async () => {
    await open();
    expect(within(dialog()).getByLabelText('经销商名称')).toHaveAttribute('placeholder', '输入经销商名称');
  });
});
