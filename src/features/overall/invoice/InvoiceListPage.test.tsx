/**
 * The invoice list page (REQUIREMENTS INV-LIST, API-INV-10..12) against the real backend: the demo
 * shop's 45 seeded invoices (39 issued with a PDF, 3 pending, 3 withdrawn).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, buttonsLabelled, callsTo, confirmOpenDialog, logInAs, logInAsFinanceWith, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { apiNoError } from '../../../api/client';
import { setLanguage } from '../../../app/i18n';
import * as navigation from '../../../app/navigation';
import { zhCN } from '../../../locales/zh-CN';
import InvoiceListPage from './InvoiceListPage';

const backend = setupTestBackend();

/** Confirms the open dialog with its click inside act(): the click closes the dialog and starts the page's work in React state. */
const ROUTE = '/invoice/list';

const paramOf = (body: URLSearchParams) => JSON.parse(body.get('param') ?? '{}') as Record<string, unknown>;

async function renderList() {
  const calls = recordCalls(backend);
  const view = renderPage(<InvoiceListPage />, ROUTE);
  await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBe(20));
  return { calls, ...view };
}

const dataRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
/** The state tag's text (a withdrawn invoice says 已撤回 in its number column too). */
const stateOfRow = (row: HTMLElement) => row.querySelector('.ant-tag')?.textContent;

async function pendingCount(): Promise<number> {
  const r = await backend.current.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('invoice_state', '=', 1).where('shop_id', '=', 1).executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('invoice list page', () => {
  it('[INV-LIST-01] [INV-LIST-02] is titled 商户管理 - 发票列表 with the breadcrumb 商户管理 > 发票管理 > 发票列表', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderList();
    expect(screen.getByRole('heading', { name: zhCN['invoice.list.title'] })).toBeInTheDocument();
    expect(document.title.startsWith('商户管理 - 发票列表')).toBe(true);
    const crumbs = [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);
    expect(crumbs).toEqual(['商户管理', '发票管理', '发票列表']);
  });

  it('[INV-LIST-11] [INV-LIST-12] [API-INV-10] [INV-LIST-14] [INV-LIST-20] pages by 20 with the total; rows show number, amount, dates, state names and comments', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderList();
    const first = paramOf(callsTo(calls, '/Invoice-getLists')[0].body);
    expect(first).toMatchObject({ curr_page: 1, page_count: 20, order: 'create_date desc' });
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(dataRows()).toHaveLength(20);
    for (const name of ['待开票', '已开票', '已撤回']) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getByText(/备注：电子发票已发送至 finance@demo-furniture\.cn/)).toBeInTheDocument();
    // An issued row: its number, amount with 2 decimals, issue date.
    const issued = dataRows().find((r) => stateOfRow(r) === '已开票')!;
    expect(within(issued).getByText(/^\d{20}$/)).toBeInTheDocument();
    expect(within(issued).getByText(/^¥[\d,]+\.\d{2}$/)).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(paramOf(callsTo(calls, '/Invoice-getLists').at(-1)!.body)).toMatchObject({ curr_page: 3, page_count: 20 }));
    await waitFor(() => expect(dataRows()).toHaveLength(5));
  });

  it('[INV-LIST-03] [INV-LIST-04] [INV-LIST-05] [INV-LIST-06] [API-INV-11] search sends the amount range, application dates and state; the state offers all/1/2/3', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderList();
    await user.type(screen.getByLabelText(zhCN['invoice.amountMin']), '500');
    await user.type(screen.getByLabelText(zhCN['invoice.amountMax']), '700.5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: zhCN['invoice.list.state'] }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['全部', '待开票', '已开票', '已撤回']);
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="已开票"]')!);
    const [from, to] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await user.click(from);
    await user.type(from, '2020-01-01{Enter}');
    await user.type(to, '2099-12-31{Enter}');
    await user.click(button(zhCN['invoice.search']));
    await waitFor(() =>
      expect(paramOf(callsTo(calls, '/Invoice-getLists').at(-1)!.body)).toMatchObject({
        curr_page: 1,
        page_count: 20,
        amount_min: '500.00',
        amount_max: '700.50',
        invoice_state: 2,
        create_date_min: '2020-01-01',
        create_date_max: '2099-12-31',
      }),
    );
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    for (const row of dataRows()) {
      expect(stateOfRow(row)).toBe('已开票');
      const amount = Number(within(row).getByTestId('money').textContent!.replace(/[¥,]/g, ''));
      expect(amount).toBeGreaterThanOrEqual(500);
      expect(amount).toBeLessThanOrEqual(700.5);
    }
  });

  it('[INV-LIST-10] sorting a column sends order "field direction"', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderList();
    const header = screen.getByRole('columnheader', { name: new RegExp(zhCN['invoice.list.amount']) });
    await user.click(header);
    await waitFor(() => expect(paramOf(callsTo(calls, '/Invoice-getLists').at(-1)!.body).order).toBe('amount desc'));
    await user.click(header);
    await waitFor(() => expect(paramOf(callsTo(calls, '/Invoice-getLists').at(-1)!.body).order).toBe('amount asc'));
    await waitFor(() => expect(Number(within(dataRows()[0]).getByTestId('money').textContent!.replace(/[¥,]/g, ''))).toBeLessThanOrEqual(100));
    await user.click(screen.getByRole('columnheader', { name: new RegExp(zhCN['invoice.list.issueDate']) }));
    await waitFor(() => expect(paramOf(callsTo(calls, '/Invoice-getLists').at(-1)!.body).order).toBe('issue_date desc'));
  });

  it('[INV-LIST-05] [INV-LIST-10] a shared or reloaded URL opens the same page, sort and filters; paging keeps them in the URL', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    renderPage(<InvoiceListPage />, `${ROUTE}?page=2&order=amount+asc&state=2&amount_min=100.00`);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(paramOf(callsTo(calls, '/Invoice-getLists')[0].body)).toMatchObject({ curr_page: 2, page_count: 20, order: 'amount asc', invoice_state: 2, amount_min: '100.00' });
    expect(callsTo(calls, '/Invoice-getLists')).toHaveLength(1);
    // The filter inputs and the sorted column show the query of the URL.
    expect(screen.getByLabelText(zhCN['invoice.amountMin'])).toHaveValue('100.00');
    expect(document.querySelector('#inv-list-state')!.closest('.ant-select')).toHaveTextContent('已开票');
    expect(screen.getByRole('columnheader', { name: new RegExp(zhCN['invoice.list.amount']) })).toHaveAttribute('aria-sort', 'ascending');
    for (const row of dataRows()) expect(stateOfRow(row)).toBe('已开票');
    await user.click(screen.getByRole('listitem', { name: '1' }));
    await waitFor(() => expect(paramOf(callsTo(calls, '/Invoice-getLists').at(-1)!.body)).toMatchObject({ curr_page: 1, order: 'amount asc', invoice_state: 2, amount_min: '100.00' }));
  });

  it('[INV-LIST-08] [INV-LIST-09] [INV-LIST-13] only state 1 rows can be selected and only they offer withdraw; issued ones offer download', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderList();
    expect(button(zhCN['invoice.list.batchWithdraw'])).toBeDisabled();
    let pending = 0;
    for (const row of dataRows()) {
      const box = within(row).getByRole('checkbox');
      const state = stateOfRow(row);
      const withdraw = (buttonsLabelled(zhCN['invoice.list.withdraw'], row)[0] ?? null);
      if (state === '待开票') {
        pending++;
        expect(box).toBeEnabled();
        expect(withdraw).not.toBeNull();
      } else {
        expect(box).toBeDisabled();
        expect(withdraw).toBeNull();
      }
      if (state === '已开票') expect(button(zhCN['invoice.list.download'], row)).toBeInTheDocument();
    }
    expect(pending).toBe(3);
  });

  it('[INV-LIST-21] [INV-LIST-20] downloading an issued invoice fetches its PDF and saves it as invoice_no.pdf', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    const createObjectURL = jest.fn((b: Blob) => {
      lastBlob = b;
      return 'blob:invoice';
    });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    const { calls } = await renderList();
    const issued = dataRows().find((r) => stateOfRow(r) === '已开票')!;
    const invoiceNo = within(issued).getByText(/^\d{20}$/).textContent!;
    await user.click(button(zhCN['invoice.list.download'], issued));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`${invoiceNo}.pdf`);
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('%PDF');
    const download = callsTo(calls, '/Invoice-download')[0];
    expect(download.method).toBe('GET');
    click.mockRestore();
  });

  it('[INV-LIST-13] without SF_INVOICE_MAKE_OUT no row is selectable, and neither withdraw nor batch withdraw is offered', async () => {
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST']);
    await renderList();
    expect((buttonsLabelled(zhCN['invoice.list.batchWithdraw'])[0] ?? null)).toBeNull();
    expect(buttonsLabelled(zhCN['invoice.list.withdraw'])).toHaveLength(0);
    expect(document.querySelectorAll('.ant-table-tbody .ant-checkbox')).toHaveLength(0);
    expect(buttonsLabelled(zhCN['invoice.list.download']).length).toBeGreaterThan(0);
  });

  it('on a phone the invoices are cards, with the same actions', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      renderPage(<InvoiceListPage />, ROUTE);
      await waitFor(() => expect(screen.getAllByTestId('invoice-card')).toHaveLength(20));
      expect(document.querySelector('.ant-table')).toBeNull();
      expect(buttonsLabelled(zhCN['invoice.list.withdraw'])).toHaveLength(3);
      expect(screen.getByText('共 45 条')).toBeInTheDocument();
      expect(button(zhCN['searchBar.expand'])).toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('[INV-LIST-15] [INV-LIST-16] [INV-LIST-17] [INV-LIST-18] [INV-LIST-19] withdraw sends invoice_id as a JSON list, shows the server err_msg, and the list refreshes 500 ms later', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const before = await pendingCount();
    const { calls } = await renderList();
    const row = dataRows().find((r) => stateOfRow(r) === '待开票')!;
    const id = Number(row.getAttribute('data-row-key'));
    await user.click(button(zhCN['invoice.list.withdraw'], row));
    await confirmOpenDialog();
    expect(await screen.findByText(zhCN['invoice.withdraw.done'])).toBeInTheDocument();
    const back = callsTo(calls, '/Invoice-backInvoice');
    expect(back).toHaveLength(1);
    expect(JSON.parse(back[0].body.get('invoice_id')!)).toEqual([id]);
    const refreshes = () => callsTo(calls, '/Invoice-getLists').filter((c) => c.at > back[0].at);
    await waitFor(() => expect(refreshes()).toHaveLength(1));
    expect(refreshes()[0].at - back[0].at).toBeGreaterThanOrEqual(500);
    await waitFor(() => expect(stateOfRow(dataRows().find((r) => r.getAttribute('data-row-key') === String(id))!)).toBe('已撤回'));
    expect(await pendingCount()).toBe(before - 1);
    const stored = await backend.current.db.selectFrom('invoices').select('invoice_state').where('invoice_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.invoice_state).toBe(3);
  });

  it('[INV-LIST-07] [INV-LIST-16] batch withdraw withdraws the selected state 1 rows in one call', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderList();
    const pendingRows = dataRows().filter((r) => stateOfRow(r) === '待开票');
    expect(pendingRows.length).toBeGreaterThanOrEqual(2);
    const ids = pendingRows.map((r) => Number(r.getAttribute('data-row-key')));
    for (const r of pendingRows) await user.click(within(r).getByRole('checkbox'));
    const batch = button(zhCN['invoice.list.batchWithdraw']);
    expect(batch).toBeEnabled();
    await user.click(batch);
    expect((await screen.findAllByText(`确认撤回选中的 ${ids.length} 张发票?`)).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    expect(await screen.findByText(zhCN['invoice.withdraw.done'])).toBeInTheDocument();
    const back = callsTo(calls, '/Invoice-backInvoice');
    expect(back).toHaveLength(1);
    expect(JSON.parse(back[0].body.get('invoice_id')!).sort()).toEqual([...ids].sort());
    await waitFor(() => expect(dataRows().filter((r) => stateOfRow(r) === '待开票')).toHaveLength(0));
    expect(await pendingCount()).toBe(0);
  });
});

describe('invoice list filters and rows', () => {
  const getListsParams = (calls: ReturnType<typeof recordCalls>) => callsTo(calls, '/Invoice-getLists').map((c) => paramOf(c.body));
  const amountError = () => document.querySelector('#inv-list-amount-error');

  it('[INV-LIST-14] a withdrawn invoice says 已撤回 where its number would be; one still to be invoiced says 待开具', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderList();
    const numberCell = (row: HTMLElement) => row.querySelectorAll('td')[1].textContent;
    const withdrawn = dataRows().filter((r) => stateOfRow(r) === '已撤回');
    const pending = dataRows().filter((r) => stateOfRow(r) === '待开票');
    expect(withdrawn.length).toBeGreaterThan(0);
    for (const row of withdrawn) expect(numberCell(row)).toBe('已撤回');
    for (const row of pending) expect(numberCell(row)).toBe('待开具');
  });

  it('[INV-LIST-06] reset clears every filter, goes back to page 1 and leaves nothing of them in the URL', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    renderPage(<InvoiceListPage />, `${ROUTE}?page=2&state=2&amount_min=100.00&create_date_min=2020-01-01`);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(screen.getByLabelText(zhCN['invoice.amountMin'])).toHaveValue('100.00');
    await user.type(screen.getByLabelText(zhCN['invoice.amountMax']), '900');

    await user.click(button('重置'));
    await waitFor(() => expect(getListsParams(calls).at(-1)).toEqual({ curr_page: 1, page_count: 20, order: 'create_date desc', invoice_state: 0 }));
    await waitFor(() => expect(dataRows()).toHaveLength(20));
    expect(screen.getByLabelText(zhCN['invoice.amountMin'])).toHaveValue('');
    expect(screen.getByLabelText(zhCN['invoice.amountMax'])).toHaveValue('');
    expect(document.querySelector('#inv-list-state')!.closest('.ant-select')).toHaveTextContent('全部');
    expect(screen.getAllByPlaceholderText(/开始日期|结束日期/).map((i) => (i as HTMLInputElement).value)).toEqual(['', '']);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    // A search now starts from the defaults: nothing stale came back from the URL.
    await user.click(button(zhCN['invoice.search']));
    await waitFor(() => expect(getListsParams(calls).at(-1)).toEqual({ curr_page: 1, page_count: 20, order: 'create_date desc', invoice_state: 0 }));
  });

  it('[INV-LIST-03] [INV-LIST-06] a minimum amount above the maximum is refused with a message under the field, in both languages', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderList();
    const before = callsTo(calls, '/Invoice-getLists').length;
    const min = screen.getByLabelText(zhCN['invoice.amountMin']);
    await user.type(min, '500');
    await user.type(screen.getByLabelText(zhCN['invoice.amountMax']), '100');
    expect(amountError()).toHaveTextContent('最低金额不能高于最高金额');
    expect(amountError()).toHaveAttribute('role', 'alert');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAttribute('aria-describedby', 'inv-list-amount-error');

    await user.click(button(zhCN['invoice.search']));
    await user.type(min, '{Enter}');
    expect(callsTo(calls, '/Invoice-getLists')).toHaveLength(before);
    // The fields still read what was typed: nothing was swapped behind the user's back.
    expect(min).toHaveValue('500.00');
    expect(screen.getByLabelText(zhCN['invoice.amountMax'])).toHaveValue('100.00');

    act(() => setLanguage('en-US'));
    await waitFor(() => expect(amountError()).toHaveTextContent('The min amount cannot be above the max amount'));
    act(() => setLanguage('zh-CN'));

    // Put right, the search goes.
    await user.clear(min);
    await user.type(min, '50');
    expect(amountError()).toBeNull();
    await user.click(button(zhCN['invoice.search']));
    await waitFor(() => expect(getListsParams(calls).at(-1)).toMatchObject({ amount_min: '50.00', amount_max: '100.00' }));
  });

  it('[INV-LIST-06] an empty result of filters says to widen them and offers to clear them; an unfiltered empty list says only that there is nothing', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    renderPage(<InvoiceListPage />, `${ROUTE}?amount_min=99999999.00`);
    const noMatch = await screen.findByTestId('invoice-no-match');
    expect(noMatch).toHaveTextContent('没有符合条件的发票，试试放宽筛选条件');
    await user.click(within(noMatch).getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(dataRows()).toHaveLength(20));
    expect(getListsParams(calls).at(-1)).toEqual({ curr_page: 1, page_count: 20, order: 'create_date desc', invoice_state: 0 });
    expect(screen.getByLabelText(zhCN['invoice.amountMin'])).toHaveValue('');

    backend.current.server.use(http.post('*/api/Invoice-getLists', () => HttpResponse.json({ err_code: 0, err_msg: '', data: [], count: 0 })));
    await user.click(button(zhCN['invoice.search']));
    await waitFor(() => expect(dataRows()).toHaveLength(0));
    expect(screen.queryByTestId('invoice-no-match')).toBeNull();
    expect(document.querySelector('.ant-table-placeholder .ant-empty-description')).toHaveTextContent('暂无数据');
  });
});

describe('invoice export', () => {
  it('[INV-LIST-12] [INV-LIST-14] exports every row of the applied filters (not only the page) to .xlsx, dates as Excel dates and amounts as numbers', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => ((lastBlob = b), 'blob:invoices') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    try {
      await renderList();
      await user.click(button(zhCN['list.export']));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(await screen.findByText(`已导出 ${saved[0].name}`)).toBeInTheDocument();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await saved[0].blob.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['发票号码', '发票金额', '费用项', '申请日期', '发票状态', '开票日期', '备注']);
      // All 45 of the shop, though the page shows 20.
      expect(sheet.rowCount).toBe(46);
      const stored = await backend.current.db.selectFrom('invoices').select(['invoice_no']).where('shop_id', '=', 1).where('invoice_no', '!=', '').execute();
      const row = [...Array(45).keys()].map((i) => sheet.getRow(i + 2)).find((r) => r.getCell(1).value === stored[0].invoice_no)!;
      const created = row.getCell(4);
      expect(created.value).toBeInstanceOf(Date);
      expect(created.numFmt).toBe('yyyy-mm-dd');
      expect(typeof row.getCell(2).value).toBe('number');
      expect(row.getCell(2).numFmt).toBe('#,##0.00');
    } finally {
      click.mockRestore();
    }
  });
});

describe('invoice download through the request layer', () => {
  /** Captures what the page saves (the blob and the name) instead of letting jsdom follow the link. */
  function captureSaves() {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (b: Blob) => {
        lastBlob = b;
        return 'blob:invoice';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    return saved;
  }

  const issuedRow = () => dataRows().find((r) => stateOfRow(r) === '已开票')!;

  it('[INV-LIST-21] [API-08] a download after the session ended shows the 登录确认 dialog like any call, and no code toast', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const saved = captureSaves();
    const navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    await renderList();
    await apiNoError.get('/User-ajaxLoginOut');
    await user.click(button(zhCN['invoice.list.download'], issuedRow()));
    const dialog = await screen.findByRole('dialog', { name: '登录确认' });
    expect(within(dialog).getByText('您还没有登录，无法使用该服务，请登录后重试')).toBeInTheDocument();
    expect(screen.queryByText(/88888/)).toBeNull();
    expect(saved).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(navigate.mock.calls[0][0]).toMatch(/^user\.html#\/login/);
  });

  it('[INV-LIST-21] [API-09] a refusal in JSON shows the 错误信息 dialog with code and message, as for any call', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const saved = captureSaves();
    await renderList();
    backend.current.server.use(http.get('*/api/Invoice-download', () => HttpResponse.json({ err_code: 10004, err_msg: '发票文件不存在' })));
    await user.click(button(zhCN['invoice.list.download'], issuedRow()));
    const dialog = await screen.findByRole('dialog', { name: '错误信息' });
    expect(within(dialog).getByText('10004: 发票文件不存在')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('[INV-LIST-21] saves the file under the name its Content-Disposition gives', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const saved = captureSaves();
    await renderList();
    backend.current.server.use(
      http.get(
        '*/api/Invoice-download',
        () =>
          new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('发票 0001.pdf')}` },
          }),
      ),
    );
    await user.click(button(zhCN['invoice.list.download'], issuedRow()));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('发票 0001.pdf');
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});
