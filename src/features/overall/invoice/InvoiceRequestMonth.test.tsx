/**
 * A month's fees in one invoice request (issue 26), against the real backend, whose demo shop has
 * 22 billable items: the page-size changer (20/50/100) shows them on one page, since the selection
 * is cleared whenever the list reloads [INV-REQ-14]; and the browser's Back at step 2 does what
 * the page's back button does [INV-REQ-17].
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { setLanguage } from '../../../app/i18n';
import { MAX_PAGE_COUNT } from '../../../common/invoice';
import { enUS } from '../../../locales/en-US';
import { zhCN } from '../../../locales/zh-CN';
import InvoiceRequestPage from './InvoiceRequestPage';

const backend = setupTestBackend();

const ROUTE = '/invoice/request';
const DEMO_ITEMS = 22;

const paramOf = (body: URLSearchParams) => JSON.parse(body.get('param') ?? '{}') as Record<string, unknown>;
const itemRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const sizeChanger = (name: string) => screen.getByRole('combobox', { name });

async function renderWizard(route = ROUTE) {
  const calls = recordCalls(backend);
  const view = renderPage(<InvoiceRequestPage />, route, { dataRouter: true });
  await waitFor(() => expect(itemRows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

/** Picks a page size from the pager's size changer, by the option's text. */
async function choosePageSize(user: ReturnType<typeof setupUser>, label: string, option: string) {
  fireEvent.mouseDown(sizeChanger(label));
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

describe('a month of fees in one request', () => {
  it('[INV-REQ-09] [INV-REQ-14] [INV-REQ-16] offers 20, 50 or 100 items a page: at 100 all 22 demo fees show, are selected at once and requested together', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderWizard();
    // 20 a page by default, as the spec says.
    expect(itemRows()).toHaveLength(20);
    expect(paramOf(callsTo(calls, '/Invoice-getAcctList')[0].body)).toMatchObject({ page_count: 20 });
    fireEvent.mouseDown(sizeChanger(zhCN['list.pageSize']));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(3));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['20 条/页', '50 条/页', '100 条/页']);
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="100 条/页"]')!);
    await waitFor(() => expect(itemRows()).toHaveLength(DEMO_ITEMS));
    // The server's page_count maximum is 100: the largest size is within it.
    expect(MAX_PAGE_COUNT).toBe(100);
    expect(paramOf(callsTo(calls, '/Invoice-getAcctList').at(-1)!.body)).toMatchObject({ curr_page: 1, page_count: 100 });
    await user.click(screen.getByRole('checkbox', { name: zhCN['list.selectAll'] }));
    expect(await screen.findByText(`已选 ${DEMO_ITEMS} 项`)).toBeInTheDocument();
    await user.click(button(zhCN['invoice.request.make']));
    const summary = await screen.findByTestId('request-summary');
    expect(within(summary).getByText(`${DEMO_ITEMS} 项`)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.address-item-selected')).not.toBeNull());
    await user.click(button(zhCN['invoice.request.submit']));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/invoice/list');
    const draws = callsTo(calls, '/Invoice-drawBill');
    expect(draws).toHaveLength(1);
    expect(JSON.parse(draws[0].body.get('acc_items')!)).toHaveLength(DEMO_ITEMS);
  });

  it('[INV-REQ-09] the page size lives in the URL, and a size the list does not offer is the default 20', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const first = await renderWizard(`${ROUTE}?size=50`);
    await waitFor(() => expect(itemRows()).toHaveLength(DEMO_ITEMS));
    expect(paramOf(callsTo(first.calls, '/Invoice-getAcctList')[0].body)).toMatchObject({ page_count: 50 });
    first.unmount();
    const second = await renderWizard(`${ROUTE}?size=1000`);
    await waitFor(() => expect(itemRows()).toHaveLength(20));
    expect(paramOf(callsTo(second.calls, '/Invoice-getAcctList')[0].body)).toMatchObject({ page_count: 20 });
  });

  it('[I18N-01] the size changer speaks English: "Items per page", "100 / page"', async () => {
    act(() => setLanguage('en-US'));
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderWizard();
    await choosePageSize(user, enUS['list.pageSize'], '100 / page');
    await waitFor(() => expect(itemRows()).toHaveLength(DEMO_ITEMS));
  });
});

describe("the browser's Back at step 2", () => {
  it('[INV-REQ-15] [INV-REQ-17] goes back to step 1 with the selection kept, as the back button does, even after paging', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { router } = await renderWizard();
    // Page 2 first: the history then holds page 1 before it, where Back used to land (a reload
    // that emptied the selection under a step 2 still showing, "0 项 ¥0.00" with submit active).
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(itemRows()).toHaveLength(DEMO_ITEMS - 20));
    for (const row of itemRows()) await user.click(within(row).getByRole('checkbox'));
    await user.click(button(zhCN['invoice.request.make']));
    expect(within(await screen.findByTestId('request-summary')).getByText('2 项')).toBeInTheDocument();
    await act(() => router!.navigate(-1));
    expect(await screen.findByTestId('notice-box')).toBeInTheDocument();
    expect(screen.queryByTestId('request-summary')).toBeNull();
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    expect(itemRows()).toHaveLength(DEMO_ITEMS - 20);
    expect(router!.state.location.search).toBe('?page=2');
    // And Forward shows step 2 again, with the same two items.
    await act(() => router!.navigate(1));
    expect(within(await screen.findByTestId('request-summary')).getByText('2 项')).toBeInTheDocument();
  });

  it('[INV-REQ-17] a step 2 entry met again without a selection (after a reload) shows step 1 and is forgotten', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { router } = await renderWizard();
    await user.click(within(itemRows()[0]).getByRole('checkbox'));
    await user.click(button(zhCN['invoice.request.make']));
    await screen.findByTestId('request-summary');
    // The selection gone as after a reload, the history entry of step 2 still there.
    await act(() => router!.navigate(-1));
    await user.click(within(itemRows()[0]).getByRole('checkbox'));
    expect(await screen.findByText('已选 0 项')).toBeInTheDocument();
    await act(() => router!.navigate(1));
    expect(await screen.findByTestId('notice-box')).toBeInTheDocument();
    expect(screen.queryByTestId('request-summary')).toBeNull();
    await waitFor(() => expect(router!.state.location.state).toBeNull());
  });
});
