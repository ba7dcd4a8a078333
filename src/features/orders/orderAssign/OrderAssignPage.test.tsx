/**
 * The order assignment page (/orders/assign) against the real backend and the demo shop: orders
 * ticked and assigned to a holder of the position role chosen, shown in the list with person and
 * role; a batch whose order was closed meanwhile reports each order; finished and closed orders
 * offer no box and no button; the page's right alone lists, the assign right is needed to assign.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { logInAs, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import { login } from '../../../api/user';
import OrderAssignPage from './OrderAssignPage';

const backend = setupTestBackend();

type User = ReturnType<typeof setupUser>;

const tableRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

/** Nobody follows any order yet, so an assignment found is the one this test made. */
const clearAssignments = () => backend.current.db.deleteFrom('order_assignments').execute();

async function openPage(query: string) {
  renderPage(<OrderAssignPage />, `/orders/assign?${query}`);
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(1));
}

const assignmentOf = (orderNo: string) =>
  backend.current.db
    .selectFrom('order_assignments as a')
    .innerJoin('orders as o', (j) => j.onRef('o.order_id', '=', 'a.order_id').onRef('o.shop_id', '=', 'a.shop_id'))
    .innerJoin('users as u', (j) => j.onRef('u.user_id', '=', 'a.user_id').onRef('u.shop_id', '=', 'a.shop_id'))
    .select(['u.user_id', 'u.full_name', 'u.nick_name', 'u.login_name'])
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();

/** In the open dialog: the role 销售专员, then its first holder; answers the holder's name as listed. */
async function choosePerson(user: User, dialog: HTMLElement): Promise<string> {
  await user.click(within(dialog).getByRole('combobox', { name: '岗位角色' }));
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    return within(open[open.length - 1]).getByText('销售专员', { selector: '.ant-select-item-option-content' });
  });
  await user.click(option);
  const people = await within(dialog).findByRole('radiogroup', { name: '跟单人' });
  const first = within(people).getAllByRole('radio')[0];
  await user.click(first);
  return first.closest('label')!.querySelector('.assign-person-name')!.textContent!;
}

describe('order assignment page', () => {
  it('[API-ORD-15] [API-ORD-16] two orders ticked are assigned to the holder of the role chosen, and the list shows the person and the role', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await clearAssignments();
    await openPage('state=1');
    const rows = tableRows().slice(0, 2);
    const nos = rows.map((r) => r.dataset.rowKey!);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /分配所选订单 \(2\)/ }));
    const dialog = await screen.findByRole('dialog', { name: '分配 2 个订单' });
    const name = await choosePerson(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /^分\s*配$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '分配 2 个订单' })).toBeNull());
    for (const no of nos) {
      const stored = await assignmentOf(no);
      expect(stored && (stored.full_name || stored.nick_name || stored.login_name)).toBe(name);
    }
    await waitFor(() => {
      for (const no of nos) expect(document.querySelector(`tr[data-row-key="${no}"]`)).toHaveTextContent(`${name}销售专员`);
    });
  });

  it('a batch whose order was closed meanwhile assigns the others and says, order by order, what was done', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await clearAssignments();
    await openPage('state=2');
    const rows = tableRows().slice(0, 2);
    const [kept, closed] = rows.map((r) => r.dataset.rowKey!);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await backend.current.db.updateTable('orders').set({ ord_state: 9 }).where('order_no', '=', closed).execute();
    await user.click(screen.getByRole('button', { name: /分配所选订单/ }));
    const dialog = await screen.findByRole('dialog', { name: '分配 2 个订单' });
    const name = await choosePerson(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /^分\s*配$/ }));
    const results = await screen.findByRole('list', { name: '分配结果' });
    const items = within(results).getAllByTestId('assign-result');
    expect(items.map((i) => i.querySelector('.assign-result-no')!.textContent)).toEqual([kept, closed]);
    expect(items[0]).toHaveTextContent('已分配');
    expect(items[1]).toHaveTextContent('未分配');
    const keptNow = await assignmentOf(kept);
    expect(keptNow && (keptNow.full_name || keptNow.nick_name || keptNow.login_name)).toBe(name);
    expect(await assignmentOf(closed)).toBeUndefined();
  });

  it('finished and closed orders offer no box to tick and no assign button', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await openPage('state=6');
    for (const row of tableRows()) {
      expect(within(row).getByRole('checkbox')).toBeDisabled();
      expect(within(row).queryByRole('button', { name: /^分配订单/ })).toBeNull();
    }
  });

  it('[ROUTE-34] SF_BATCH_PROCESS_QUERY alone lists the orders with their assignees but offers no ticking or assigning', async () => {
    const viewer = await addStaffWithRights(backend.current.db, 'assign_viewer', ['SF_BATCH_PROCESS_QUERY']);
    await login(viewer);
    await openPage('state=1');
    expect(document.querySelectorAll('.ant-table-tbody .ant-checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /分配所选订单/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^分配订单/ })).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: '跟单人' })).toBeInTheDocument();
  });

  it('with SF_STORE_ORD_ASSIGN beside the page\'s right, each assignable row has its box and its assign button', async () => {
    const assigner = await addStaffWithRights(backend.current.db, 'assign_doer', ['SF_BATCH_PROCESS_QUERY', 'SF_STORE_ORD_ASSIGN']);
    await login(assigner);
    await openPage('state=1');
    for (const row of tableRows()) {
      expect(within(row).getByRole('checkbox')).toBeEnabled();
      expect(within(row).getByRole('button', { name: `分配订单 ${row.dataset.rowKey}` })).toBeInTheDocument();
    }
  });
});
