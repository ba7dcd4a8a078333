/**
 * A follow-up in two clicks from the customer row on /crm (issue 28): the row's "跟进" opens the
 * add-follow-up dialog with the customer preset (click 1), and once the content is typed "保存"
 * saves it (click 2). The action shows only with SF_ERP_STORE_MEMO_NEW.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import CrmPage from '../customers/CrmPage';

const backend = setupTestBackend();

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

async function renderCrm() {
  const calls = recordCalls(backend);
  const view = renderPage(<CrmPage />, '/crm', { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

describe('a follow-up from the customer list', () => {
  it('two clicks: the row\'s "跟进" opens the dialog with the customer preset, "保存" adds the follow-up by the session\'s person', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderCrm();
    const row = rows()[0];
    const name = row.querySelector('.crm-name-text')!.textContent!;
    const crmId = Number(row.dataset.rowKey);
    await user.click(within(row).getByRole('button', { name: `跟进 ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `新增跟进 · ${name}` });
    // The customer is chosen and fixed; the method defaults to a phone call.
    expect(within(dialog).getByRole('combobox', { name: '客户' })).toBeDisabled();
    expect(dialog.querySelector('.ant-select-content, .ant-select-selection-item')).toHaveTextContent(name);
    expect(within(dialog).getByRole('radio', { name: '电话' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('跟进内容'), '电话回访，客户满意');
    await user.click(button('保存', dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `新增跟进 · ${name}` })).toBeNull());
    expect(Object.fromEntries(callsTo(calls, '/CustFollow-addFollow')[0].body)).toEqual({ crm_id: String(crmId), method: '1', content: '电话回访，客户满意' });
    const saved = await backend.current.db
      .selectFrom('cust_follows as f')
      .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'f.shop_id').onRef('u.user_id', '=', 'f.user_id'))
      .select(['u.login_name', 'f.method', 'f.next_date'])
      .where('f.crm_id', '=', crmId)
      .where('f.content', '=', '电话回访，客户满意')
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ login_name: DEMO_ACCOUNTS.master, method: 1, next_date: null });
  });

  it('the "跟进" action needs SF_ERP_STORE_MEMO_NEW', async () => {
    for (const [login, rights, shown] of [
      ['crm_only', [], false],
      ['crm_follower', ['SF_ERP_STORE_MEMO_NEW'], true],
    ] as const) {
      const sub = await addStaffWithRights(backend.current.db, login, ['SF_ERP_STORE_CUSTOMER_QUERY', ...rights]);
      await logInAs(sub.login_name);
      const view = await renderCrm();
      const labels = [...rows()[0].querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
      expect(labels.includes('跟进')).toBe(shown);
      view.unmount();
    }
  });
});
