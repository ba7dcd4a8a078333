/**
 * The shared staff picker (REQUIREMENTS PICKER-01..05) against the real backend and the demo shop's
 * staff: twenty on the job, one of them disabled (hu_finance), three who left.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../tests/helpers/invoiceWeb';
import type { StaffPickerEntry } from '../../common/staff';
import { StaffPicker } from './StaffPicker';

const backend = setupTestBackend();

function Harness({ selectCount }: { selectCount?: number }) {
  const [chosen, setChosen] = useState<StaffPickerEntry[]>([]);
  return (
    <>
      <StaffPicker label="选择人员" value={chosen} onChange={setChosen} selectCount={selectCount} />
      <output data-testid="chosen">{chosen.map((e) => e.login_name).join(',')}</output>
    </>
  );
}

const popup = () => document.querySelector<HTMLElement>('.staff-picker-pop')!;
const entries = () => [...popup().querySelectorAll('.staff-picker-name')].map((e) => e.textContent);

async function open(selectCount?: number) {
  const calls = recordCalls(backend);
  renderPage(<Harness selectCount={selectCount} />, '/picker');
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: '选择人员' }));
  await waitFor(() => expect(entries()).toHaveLength(10));
  return { user, calls };
}

describe('staff picker', () => {
  it('[PICKER-01] [PICKER-02] [PICKER-04] opens 340 px wide with ten people a page: account, nickname and phone', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await open();
    expect(popup()).toHaveStyle({ width: '340px' });
    const param = JSON.parse(callsTo(calls, '/ShopStaff-pickStaff')[0].body.get('param')!) as Record<string, unknown>;
    expect(param).toEqual({ curr_page: 1 });
    expect(within(popup()).getByText('138****8000')).toBeInTheDocument();
  });

  it('[PICKER-03] lists only people in use, the master included: not the disabled, not those who left', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user } = await open();
    const seen = [...entries()];
    await user.click(within(popup()).getByTitle('下一页'));
    await waitFor(() => expect(entries()[0]).not.toBe(seen[0]));
    seen.push(...entries());
    const inUse = await backend.current.db
      .selectFrom('users')
      .innerJoin('shops', 'shops.shop_id', 'users.shop_id')
      .select('login_name')
      .where('shops.shop_name', '=', '演示家具厂')
      .where('users.state', '=', 1)
      .execute();
    expect(seen.sort()).toEqual(inUse.map((u) => u.login_name).sort());
    expect(seen).toContain('demo_admin');
    for (const absent of ['hu_finance', 'dong_left', 'xiao_left', 'tian_left', 'south_admin']) expect(seen).not.toContain(absent);
  });

  it('[PICKER-05] with selectCount 2, a third choice says 最多选2个人员 and the choice stays two', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user } = await open(2);
    const boxes = within(popup()).getAllByRole('checkbox');
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    await user.click(boxes[2]);
    expect(await screen.findByText('最多选2个人员')).toBeInTheDocument();
    expect(screen.getByTestId('chosen').textContent!.split(',')).toHaveLength(2);
    expect(boxes[2]).not.toBeChecked();
    // Unticking one frees a place.
    await user.click(boxes[0]);
    await user.click(boxes[2]);
    expect(screen.getByTestId('chosen').textContent!.split(',')).toHaveLength(2);
  });

  it('searches by account, nickname or phone', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user } = await open();
    await user.type(within(popup()).getByRole('searchbox', { name: '搜索账号、昵称或手机号' }), '建华{Enter}');
    await waitFor(() => expect(entries()).toEqual(['he_prod']));
  });
});
