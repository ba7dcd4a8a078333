/** /shops/dashboard through the real backend: who, which shop, the figures this user may see, quick links. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { login } from '../../../api/user';
import { NOTICES_SEEN_KEY, noticesPopupOpened } from '../../../app/notices/noticesSlice';
import { fenToYuan } from '../../../common/format';
import { zhCN } from '../../../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import { NoticePopup } from '../../../shell/notices/NoticePopup';
import DashboardPage, { groupDigits } from './DashboardPage';
import { http, HttpResponse } from 'msw';

const backend = setupTestBackend();

async function renderDashboard(account: { login_name: string; password: string }) {
  await login(account);
  const view = renderApp(<DashboardPage />, { route: '/shops/dashboard' });
  await waitFor(() => expect(view.store.getState().session.status).toBe('ready'));
  return view;
}
const as = (login_name: string) => ({ login_name, password: DEMO_PASSWORD });

async function pendingYuan(shopName: string): Promise<string> {
  const db = backend.current.db;
  const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', shopName).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('invoices').select('amount').where('shop_id', '=', shop.shop_id).where('invoice_state', '=', 1).execute();
  return fenToYuan(rows.reduce((s, r) => s + r.amount, 0));
}

const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/,/g, '');

describe('dashboard', () => {
  it('greets the master of the demo shop with the role, the demo badge and the shop', async () => {
    await renderDashboard(as(DEMO_ACCOUNTS.master));
    expect(await screen.findByText(zhCN['dashboard.welcome'].replace('{name}', DEMO_ACCOUNTS.master))).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-role')).toHaveTextContent(zhCN['dashboard.role.master']);
    expect(screen.getByTestId('dashboard-demo')).toHaveTextContent(zhCN['dashboard.demoShop']);
    expect(screen.getByText(zhCN['dashboard.shop'].replace('{shop}', '演示家具厂'))).toBeInTheDocument();
  });

  it('shows the master the pending invoice amount of the shop, and the staff count', async () => {
    await renderDashboard(as(DEMO_ACCOUNTS.master));
    const expected = await pendingYuan('演示家具厂');
    await waitFor(() => expect(text('dashboard-pending-amount')).toBe(`${expected}${zhCN['dashboard.yuan']}`));
    await waitFor(() => expect(Number(text('dashboard-staff'))).toBeGreaterThanOrEqual(3));
  });

  it('[SHELL-16] counts the notices this user has not read, as the server keeps them per user', async () => {
    const db = backend.current.db;
    const ids = (await db.selectFrom('notices').select('notice_id').where('active', '=', 1).orderBy('notice_id').execute()).map((n) => n.notice_id);
    expect(ids.length).toBe(5);
    const master = await db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', DEMO_ACCOUNTS.master).executeTakeFirstOrThrow();
    await db.insertInto('notice_reads').values({ shop_id: master.shop_id, user_id: master.user_id, notice_id: ids[0], read_at: 1 }).execute();
    // What another device once stored locally no longer counts.
    localStorage.setItem(NOTICES_SEEN_KEY, JSON.stringify(ids));
    await renderDashboard(as(DEMO_ACCOUNTS.master));
    await waitFor(() => expect(text('dashboard-unread')).toBe('4'));
  });

  it('[SHELL-16] the count and the popup agree: opening at 1 / 5 reads one notice, each next page one more, and the server keeps them', async () => {
    await login(as(DEMO_ACCOUNTS.master));
    const view = renderApp(
      <>
        <DashboardPage />
        <NoticePopup />
      </>,
      { route: '/shops/dashboard' },
    );
    await waitFor(() => expect(text('dashboard-unread')).toBe('5'));
    act(() => {
      view.store.dispatch(noticesPopupOpened());
    });
    const popup = await screen.findByRole('dialog', { name: new RegExp(zhCN['notice.title']) });
    expect(within(popup).getByText('1 / 5')).toBeInTheDocument();
    await waitFor(() => expect(text('dashboard-unread')).toBe('4'));
    fireEvent.click(within(popup).getByRole('button', { name: new RegExp(zhCN['notice.next'].split('').join('\\s*')) }));
    await waitFor(() => expect(within(popup).getByText('2 / 5')).toBeInTheDocument());
    await waitFor(() => expect(text('dashboard-unread')).toBe('3'));

    const db = backend.current.db;
    const master = await db.selectFrom('users').select('user_id').where('login_name', '=', DEMO_ACCOUNTS.master).executeTakeFirstOrThrow();
    const ids = (await db.selectFrom('notices').select('notice_id').where('active', '=', 1).orderBy('notice_id').execute()).map((n) => n.notice_id);
    await waitFor(async () =>
      expect((await db.selectFrom('notice_reads').select('notice_id').where('user_id', '=', master.user_id).orderBy('notice_id').execute()).map((r) => r.notice_id)).toEqual(ids.slice(0, 2)),
    );
  });

  it('links the master to pages of all four areas, other areas through their HTML page', async () => {
    await renderDashboard(as(DEMO_ACCOUNTS.master));
    const links = await screen.findByTestId('dashboard-links');
    for (const area of ['index', 'erp', 'depot', 'finance'] as const) expect(within(links).getByRole('region', { name: zhCN[`area.${area}`] })).toBeInTheDocument();
    expect(within(links).getByText(zhCN['route.erp.ordersList']).closest('a')).toHaveAttribute('href', 'erp.html#/orders/list');
    expect(within(links).getByText(zhCN['route.finance.mysalary']).closest('a')).toHaveAttribute('href', 'finance.html#/mysalary');
    expect(within(links).getByText(zhCN['route.invoice.list']).closest('a')).toHaveAttribute('href', '/invoice/list');
    // Not the dashboard itself, not the placeholders under development.
    expect(within(links).queryByText(zhCN['dashboard.title'])).not.toBeInTheDocument();
    expect(within(links).queryByText(zhCN['route.webcad.filesSend'])).not.toBeInTheDocument();
  });

  it('shows a sub-account without invoice rights no amount, and links only to its permitted pages', async () => {
    await renderDashboard(as(DEMO_ACCOUNTS.sales));
    expect(await screen.findByTestId('dashboard-role')).toHaveTextContent(zhCN['dashboard.role.sub']);
    await waitFor(() => expect(screen.getByTestId('dashboard-pending-amount')).toHaveTextContent(zhCN['dashboard.noAccess']));
    expect(screen.queryByTestId('dashboard-staff')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-roles')).not.toBeInTheDocument();
    // The quick links come in a commit of their own, after the first paint (AfterPaint).
    const links = await screen.findByTestId('dashboard-links');
    expect(within(links).getByText(zhCN['route.erp.ordersList'])).toBeInTheDocument();
    expect(within(links).getByText(zhCN['route.staff.myrights'])).toBeInTheDocument();
    expect(within(links).queryByText(zhCN['route.invoice.list'])).not.toBeInTheDocument();
    expect(within(links).queryByRole('region', { name: zhCN['area.depot'] })).not.toBeInTheDocument();
    expect(within(links).queryByRole('region', { name: zhCN['area.finance'] })).not.toBeInTheDocument();
  });

  it('shows an invoice clerk the amount of their own shop only', async () => {
    const clerk = await addStaffWithRights(backend.current.db, 'dash_clerk', ['SF_INVOICE_MAKE_OUT'], '南方板材定制');
    await renderDashboard(clerk);
    const expected = await pendingYuan('南方板材定制');
    await waitFor(() => expect(text('dashboard-pending-amount')).toBe(`${expected}${zhCN['dashboard.yuan']}`));
    expect(screen.queryByTestId('dashboard-demo')).not.toBeInTheDocument();
  });

  it('says so on the card, without an error dialog, when the figures cannot be loaded', async () => {
    backend.current.server.use(http.post('*/api/Dashboard-summary', () => HttpResponse.json({ err_code: 50000, err_msg: '服务暂不可用' })));
    await renderDashboard(as(DEMO_ACCOUNTS.master));
    await waitFor(() => expect(screen.getByTestId('dashboard-pending-amount')).toHaveTextContent(zhCN['dashboard.loadFailed']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('groups the yuan digits as sent by the server', () => {
    expect(groupDigits('0.00')).toBe('0.00');
    expect(groupDigits('3901.80')).toBe('3,901.80');
    expect(groupDigits('1234567.05')).toBe('1,234,567.05');
    expect(groupDigits('-1500.00')).toBe('-1,500.00');
  });
});
