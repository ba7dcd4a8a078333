/**
 * The staff drawer survives a reload or asks before dropping what was typed (issue 26), against
 * the real backend: a reload asks (beforeunload) and what was typed comes back when the drawer
 * opens again, passwords and the SMS code excepted; closing asks and then drops it; a save ends it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, buttonName, logInAs, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { zhCN } from '../../../../locales/zh-CN';
import OrgPage from './OrgPage';

setupTestBackend();
const ROUTE = '/staff/org';

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const drawer = () => document.querySelector<HTMLElement>('.staff-drawer')!;
const field = (label: string) => within(drawer()).getByLabelText<HTMLInputElement>(label);
const stored = () => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).filter((k) => k.includes('formDraft')).map((k) => s.getItem(k) ?? '')).join('\n');

async function renderOrg() {
  const view = renderPage(<OrgPage />, ROUTE);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return view;
}

async function openNew(user: ReturnType<typeof setupUser>) {
  await user.click(button('新增员工'));
  await screen.findByRole('dialog', { name: '新增员工' });
  await waitFor(() => expect(drawer().querySelector('.staff-sms-button')).toBeTruthy());
}

function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function typeNewPerson(user: ReturnType<typeof setupUser>) {
  await user.type(field('用户名'), 'draft_clerk');
  await user.type(field('登录密码'), 'secret-123');
  await user.type(field('手机号码'), '13922334455');
  await user.type(field('姓名'), '草稿员工');
}

describe('staff drawer: what was typed', () => {
  it('[ORG-19] [STAFF-FORM-33] a reload asks first, and the drawer offers back what was typed, passwords and codes excepted', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const first = await renderOrg();
    expect(unloadAsks()).toBe(false);
    await openNew(user);
    await typeNewPerson(user);
    expect(unloadAsks()).toBe(true);
    expect(stored()).not.toContain('secret-123');
    // The reload: the page goes, its storage stays.
    first.unmount();
    await renderOrg();
    await openNew(user);
    const offer = await within(drawer()).findByTestId('form-draft-offer');
    await user.click(within(offer).getByRole('button', { name: buttonName(zhCN['draft.restore']) }));
    expect(field('用户名').value).toBe('draft_clerk');
    expect(field('手机号码').value).toBe('13922334455');
    expect(field('姓名').value).toBe('草稿员工');
    expect(field('登录密码').value).toBe('');
  });

  it('[ORG-21] closing asks, and once confirmed what was typed is dropped, draft included', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderOrg();
    await openNew(user);
    await typeNewPerson(user);
    expect(stored()).toContain('draft_clerk');
    await user.click(button('取消', drawer()));
    const title = await screen.findByText(/^确定要关闭吗/, { selector: '.ant-modal-confirm-title' });
    await user.click(within(title.closest<HTMLElement>('.ant-modal-confirm')!).getByRole('button', { name: buttonName('确定') }));
    await waitFor(() => expect(document.querySelector('.staff-drawer')).toBeNull());
    expect(stored()).toBe('');
    expect(unloadAsks()).toBe(false);
    await openNew(user);
    expect(within(drawer()).queryByTestId('form-draft-offer')).toBeNull();
  });
});
