/**
 * The invoice application wizard (REQUIREMENTS INV-REQ, API-INV-13..15) against the real backend:
 * the demo shop has 22 billable items of the last months and valid company invoice info.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, logInAsFinanceWith, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { setLanguage } from '../../../app/i18n';
import { indexArea } from '../../../routes/indexRoutes';
import { zhCN } from '../../../locales/zh-CN';
import { AreaLayout } from '../../../shell/AreaLayout';
import InvoiceRequestPage, { REQUEST_NOTES } from './InvoiceRequestPage';
import { sumYuan } from './shared';

const backend = setupTestBackend();

/** Confirms the open dialog with its click inside act(): the click closes the dialog and starts the page's work in React state. */
const ROUTE = '/invoice/request';

const paramOf = (body: URLSearchParams) => JSON.parse(body.get('param') ?? '{}') as Record<string, unknown>;
const itemRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const amountOf = (row: HTMLElement) => within(row).getByTestId('money').textContent!.replace(/[¥,]/g, '');
const pendingTotal = () => screen.getByTestId('pending-total').textContent;
const requestButton = () => button(zhCN['invoice.request.make']);

async function renderWizard() {
  const calls = recordCalls(backend);
  const view = renderPage(<InvoiceRequestPage />, ROUTE);
  await waitFor(() => expect(itemRows()).toHaveLength(20));
  return { calls, ...view };
}

async function invoiceCount(): Promise<number> {
  const r = await backend.current.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('invoice application wizard, step 1', () => {
  it('[INV-REQ-01] [INV-REQ-02] [INV-REQ-28] [INV-REQ-29] [INV-REQ-30] [INV-REQ-31] [INV-REQ-32] [INV-REQ-33] [INV-REQ-34] is a two-step wizard titled 商户管理 - 发票申请 with the notice box of the seven notes', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderWizard();
    expect(screen.getByRole('heading', { name: zhCN['invoice.request.title'] })).toBeInTheDocument();
    expect(document.title.startsWith('商户管理 - 发票申请')).toBe(true);
    expect(screen.getByText(zhCN['invoice.request.step1'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['invoice.request.step2'])).toBeInTheDocument();
    const notice = screen.getByTestId('notice-box');
    expect(within(notice).getByText(zhCN['invoice.request.noticeTitle'])).toBeInTheDocument();
    const notes = within(notice).getAllByRole('listitem').map((li) => li.textContent);
    expect(notes).toEqual(REQUEST_NOTES.map((id) => zhCN[id]));
    expect(notes).toHaveLength(7);
    expect(notes[0]).toContain('实际结算金额');
    expect(notes[1]).toContain('次月1日');
    expect(notes[2]).toMatch(/云拆单.*软件包月.*增值服务.*月结费用不可拆分/);
    expect(notes[3]).toContain('税号');
    expect(notes[4]).toContain('到付');
    expect(notes[5]).toContain('合并开具一张发票');
    expect(notes[6]).toMatch(/7个工作日.*下载或打印.*节假日顺延/);
  });

  it('[INV-REQ-06] [INV-REQ-07] [INV-REQ-09] [INV-REQ-35] [API-INV-13] [API-INV-14] loads 20 billable items a page into a table: month, type, description, amount', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderWizard();
    expect(paramOf(callsTo(calls, '/Invoice-getAcctList')[0].body)).toEqual({ curr_page: 1, page_count: 20 });
    expect(paramOf(callsTo(calls, '/Invoice-ajaxMakeOut')[0].body)).toEqual({ curr_page: 1, page_count: 20 });
    expect(document.querySelector('.ant-table')).not.toBeNull();
    for (const label of ['month', 'type', 'source', 'amount'] as const) {
      expect(screen.getByRole('columnheader', { name: zhCN[`invoice.item.${label}`] })).toBeInTheDocument();
    }
    const first = itemRows()[0];
    expect(within(first).getByText(/^\d{4}-\d{2}$/)).toBeInTheDocument();
    expect(within(first).getByText(/云拆单|软件包月|增值服务/)).toBeInTheDocument();
    expect(amountOf(first)).toMatch(/^\d+\.\d{2}$/);
    expect(screen.getByText('共 22 条')).toBeInTheDocument();
  });

  it('[INV-REQ-03] [INV-REQ-04] [INV-REQ-05] [INV-REQ-06] search sends the billing months as YYYY-MM and the amounts with 2 decimals', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderWizard();
    const [from, to] = screen.getAllByPlaceholderText(/开始月份|结束月份/);
    await user.click(from);
    await user.type(from, '2020-01{Enter}');
    await user.type(to, '2099-12{Enter}');
    const min = screen.getByLabelText(zhCN['invoice.amountMin']);
    await user.type(min, '100.456');
    fireEvent.blur(min);
    await user.type(screen.getByLabelText(zhCN['invoice.amountMax']), '600');
    await user.click(button(zhCN['invoice.search']));
    await waitFor(() =>
      expect(paramOf(callsTo(calls, '/Invoice-getAcctList').at(-1)!.body)).toEqual({
        curr_page: 1,
        page_count: 20,
        bill_date_min: '2020-01',
        bill_date_max: '2099-12',
        amount_min: '100.46',
        amount_max: '600.00',
      }),
    );
    expect(paramOf(callsTo(calls, '/Invoice-ajaxMakeOut').at(-1)!.body)).toMatchObject({ bill_date_min: '2020-01', amount_min: '100.46' });
    await waitFor(() => expect(itemRows().length).toBeGreaterThan(0));
    await waitFor(() => {
      for (const row of itemRows()) {
        expect(Number(amountOf(row))).toBeGreaterThanOrEqual(100.46);
        expect(Number(amountOf(row))).toBeLessThanOrEqual(600);
      }
    });
  });

  it('[INV-REQ-04] [INV-REQ-05] a minimum amount above the maximum is refused with a message under the field', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderWizard();
    const before = callsTo(calls, '/Invoice-getAcctList').length;
    await user.type(screen.getByLabelText(zhCN['invoice.amountMin']), '500');
    await user.type(screen.getByLabelText(zhCN['invoice.amountMax']), '100');
    expect(document.querySelector('#inv-req-amount-error')).toHaveTextContent('最低金额不能高于最高金额');
    await user.click(button(zhCN['invoice.search']));
    expect(callsTo(calls, '/Invoice-getAcctList')).toHaveLength(before);
    expect(screen.getByLabelText(zhCN['invoice.amountMin'])).toHaveValue('500.00');
  });

  it('[INV-REQ-10] [INV-REQ-11] [INV-REQ-12] [INV-REQ-14] the pending total adds the selection with 2 decimals; a reload clears the selection', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderWizard();
    expect(requestButton()).toBeEnabled();
    expect(pendingTotal()).toBe('¥0.00');
    const [a, b, c] = itemRows();
    await user.click(within(a).getByRole('checkbox'));
    await user.click(within(b).getByRole('checkbox'));
    await user.click(within(c).getByRole('checkbox'));
    const expected = sumYuan([amountOf(a), amountOf(b), amountOf(c)]);
    expect(pendingTotal()!.replace(/[¥,]/g, '')).toBe(expected);
    expect(expected).toMatch(/^\d+\.\d{2}$/);
    expect(screen.getByText('已选 3 项')).toBeInTheDocument();
    await user.click(button(zhCN['invoice.search']));
    await waitFor(() => expect(screen.getByText('已选 0 项')).toBeInTheDocument());
    expect(pendingTotal()).toBe('¥0.00');
    // Paging reloads too.
    await user.click(within(itemRows()[0]).getByRole('checkbox'));
    expect(screen.getByText('已选 1 项')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(itemRows()).toHaveLength(2));
    expect(screen.getByText('已选 0 项')).toBeInTheDocument();
  });

  it('[INV-REQ-16] the request needs at least one item', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderWizard();
    await user.click(requestButton());
    expect(await screen.findByText(zhCN['invoice.request.itemsRequired'])).toBeInTheDocument();
    expect(screen.getByTestId('notice-box')).toBeInTheDocument();
  });

  it('[INV-REQ-08] on a phone the items are selectable cards', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      const user = setupUser();
      renderPage(<InvoiceRequestPage />, ROUTE);
      const cards = await waitFor(() => {
        const found = screen.getAllByTestId('item-card');
        expect(found).toHaveLength(20);
        return found;
      });
      expect(document.querySelector('.ant-table')).toBeNull();
      expect(cards[0]).toHaveAttribute('role', 'checkbox');
      expect(cards[0]).toHaveAttribute('aria-checked', 'false');
      await user.click(cards[0]);
      await user.click(cards[1]);
      expect(cards[0]).toHaveAttribute('aria-checked', 'true');
      const amounts = [cards[0], cards[1]].map((c) => within(c).getByTestId('money').textContent!.replace(/[¥,]/g, ''));
      expect(pendingTotal()!.replace(/[¥,]/g, '')).toBe(sumYuan(amounts));
      await user.click(cards[1]);
      expect(cards[1]).toHaveAttribute('aria-checked', 'false');
      expect(screen.getByText('已选 1 项')).toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('[INV-REQ-12] [INV-REQ-13] without SF_INVOICE_MAKE_OUT the request button is disabled and selecting warns', async () => {
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST']);
    // The server refuses this user the items; show the page some so that selecting can be tried.
    backend.current.server.use(
      http.post('*/api/Invoice-getAcctList', () =>
        HttpResponse.json({ err_code: 0, data: [{ acct_item_id: 9001, item_type_name: '软件包月', item_source_name: '软件包月 - 标准版', amount: '598.00', billing_cycle_id: '2020-01' }], count: 1 }),
      ),
      http.post('*/api/Invoice-ajaxMakeOut', () => HttpResponse.json({ err_code: 0, arrInvoiceInfo: [], total_amount: '598.00', total_count: 1, invoice_type: {}, issue_type: {} })),
    );
    const user = setupUser();
    renderPage(<InvoiceRequestPage />, ROUTE);
    await waitFor(() => expect(itemRows()).toHaveLength(1));
    expect(requestButton()).toBeDisabled();
    await user.click(within(itemRows()[0]).getByRole('checkbox'));
    expect(await screen.findByText(zhCN['server.noRight'])).toBeInTheDocument();
    expect(within(itemRows()[0]).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByText('已选 0 项')).toBeInTheDocument();
  });

  it('[INV-REQ-12] the /invoice/request route is refused without SF_INVOICE_MAKE_OUT', async () => {
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST']);
    const calls = recordCalls(backend);
    renderApp(
      <Routes>
        <Route path="*" element={<AreaLayout definition={indexArea} />} />
      </Routes>,
      { route: ROUTE },
    );
    expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
    expect(callsTo(calls, '/Invoice-getAcctList')).toHaveLength(0);
  });

  it('[INV-REQ-27] [API-INV-14] without valid invoice info a banner links to /invoice/info, and the request waits for it', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const saved = await backend.current.db.selectFrom('invoice_infos').selectAll().where('shop_id', '=', 1).executeTakeFirstOrThrow();
    await backend.current.db.deleteFrom('invoice_infos').where('shop_id', '=', 1).execute();
    try {
      const user = setupUser();
      await renderWizard();
      const banner = await screen.findByTestId('no-info-banner');
      expect(within(banner).getByText(zhCN['invoice.request.noInfo'])).toBeInTheDocument();
      await user.click(within(itemRows()[0]).getByRole('checkbox'));
      await user.click(requestButton());
      expect(await screen.findByText(zhCN['invoice.info.invalid'])).toBeInTheDocument();
      await user.click(within(banner).getByRole('link', { name: new RegExp(zhCN['invoice.request.goSetInfo']) }));
      expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/invoice/info');
    } finally {
      await backend.current.db.insertInto('invoice_infos').values(saved).execute();
    }
  });
});

describe('invoice application wizard, step 2', () => {
  /**
   * The open '错误信息' dialog, by its title: the page's hidden address dialog is a dialog too, and
   * jsdom's ids give both the same accessible name.
   */
  const errorDialog = () =>
    [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find((m) => m.querySelector('.ant-modal-confirm-title')?.textContent === '错误信息' && m.closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none') !== true);

  async function toStepTwo(count = 2) {
    const user = setupUser();
    const view = await renderWizard();
    const rows = itemRows().slice(0, count);
    for (const r of rows) await user.click(within(r).getByRole('checkbox'));
    const ids = rows.map((r) => Number(r.getAttribute('data-row-key')));
    const total = sumYuan(rows.map(amountOf));
    await user.click(requestButton());
    await screen.findByTestId('request-summary');
    return { user, ids, total, ...view };
  }

  it('[INV-REQ-15] [INV-REQ-17] [INV-REQ-18] [INV-REQ-19] [INV-REQ-20] step 2 sums up count, total, header, issue and invoice type names, offers the addresses; back returns to step 1', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user, total } = await toStepTwo(2);
    const summary = screen.getByTestId('request-summary');
    expect(within(summary).getByText('2 项')).toBeInTheDocument();
    expect(within(summary).getByTestId('money').textContent!.replace(/[¥,]/g, '')).toBe(total);
    expect(within(summary).getByText('佛山市演示家具制造有限公司')).toBeInTheDocument();
    expect(within(summary).getByText('企业')).toBeInTheDocument();
    expect(within(summary).getByText('增值税专用发票')).toBeInTheDocument();
    const picker = await screen.findByRole('radiogroup', { name: zhCN['invoice.address.title'] });
    // The invoice info's own address is chosen to start with.
    const info = await backend.current.db.selectFrom('invoice_infos').select('address_id').where('shop_id', '=', 1).executeTakeFirstOrThrow();
    await waitFor(() => expect(within(screen.getByTestId(`address-${info.address_id}`)).getByRole('radio')).toBeChecked());
    expect(within(picker).getAllByRole('radio').length).toBe(3);
    expect(button(zhCN['invoice.request.submit'])).toBeInTheDocument();
    await user.click(button(zhCN['invoice.request.back']));
    expect(await screen.findByTestId('notice-box')).toBeInTheDocument();
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
  });

  it('[INV-REQ-21] [ADDR-07] submitting without a mailing address (the chosen one deleted) says 请选择邮寄地址', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = recordCalls(backend);
    const { user } = await toStepTwo(1);
    const li = await backend.current.db.selectFrom('mail_addresses').select('address_id').where('receiver', '=', '李晓梅').executeTakeFirstOrThrow();
    const card = await screen.findByTestId(`address-${li.address_id}`);
    await user.click(within(card).getByRole('radio'));
    await user.click(button(zhCN['invoice.address.delete'], card));
    await confirmOpenDialog();
    expect(await screen.findByText(zhCN['invoice.address.deleted'])).toBeInTheDocument();
    await user.click(button(zhCN['invoice.request.submit']));
    expect(await screen.findByText(zhCN['invoice.info.addressRequired'])).toBeInTheDocument();
    expect(callsTo(calls, '/Invoice-drawBill')).toHaveLength(0);
  });

  it('[INV-REQ-26] a refusal of the server shows its permission tip, or 无权限操作! when it gives none', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    backend.current.server.use(http.post('*/api/Invoice-drawBill', () => HttpResponse.json({ err_code: 10003, err_msg: '' })));
    const { user } = await toStepTwo(1);
    await waitFor(() => expect(document.querySelector('.address-item-selected')).not.toBeNull());
    await user.click(button(zhCN['invoice.request.submit']));
    expect(await screen.findByText(zhCN['server.noRight'])).toBeInTheDocument();
    backend.current.server.use(http.post('*/api/Invoice-drawBill', () => HttpResponse.json({ err_code: 10003, err_msg: '您没有申请开票的权限，请联系管理员' })));
    await user.click(button(zhCN['invoice.request.submit']));
    expect(await screen.findByText('您没有申请开票的权限，请联系管理员')).toBeInTheDocument();
    expect(screen.getByTestId('request-summary')).toBeInTheDocument();
  });

  it('[INV-REQ-23] [API-09] [API-10] a refused submit shows 错误信息 with code and message, which closes itself after 5 s like every other', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    backend.current.server.use(http.post('*/api/Invoice-drawBill', () => HttpResponse.json({ err_code: 40009, err_msg: '所选费用正在被其他申请处理，请稍后重试' })));
    const { user } = await toStepTwo(1);
    await waitFor(() => expect(document.querySelector('.address-item-selected')).not.toBeNull());
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(button(zhCN['invoice.request.submit']));
    const dialog = await waitFor(() => {
      const found = errorDialog();
      if (!found) throw new Error('no 错误信息 dialog');
      return found;
    });
    expect(within(dialog).getByText('40009: 所选费用正在被其他申请处理，请稍后重试')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_800));
    expect(errorDialog()).toBeDefined();
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(errorDialog()).toBeUndefined());
    // Still on step 2, to try again.
    expect(screen.getByTestId('request-summary')).toBeInTheDocument();
  });

  it('[INV-REQ-18] the summary labels end in the colon of the language: 费用项数： in zh-CN, "Items:" in en-US', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await toStepTwo(1);
    const labels = () => [...screen.getByTestId('request-summary').querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent);
    expect(labels()).toEqual(['费用项数：', '开票金额：', '发票抬头：', '开具类型：', '发票类型：']);
    act(() => setLanguage('en-US'));
    await waitFor(() => expect(labels()).toEqual(['Items:', 'Total:', 'Invoice header:', 'Issue type:', 'Invoice type:']));
    // antd's own colon (the same in every language) is off.
    expect(screen.getByTestId('request-summary').querySelector('.ant-descriptions-item-no-colon')).not.toBeNull();
  });

  it('[INV-REQ-22] [INV-REQ-23] [INV-REQ-24] [INV-REQ-25] [API-INV-15] submit sends acc_items and address_id once however often clicked, says 提交成功 and goes to /invoice/list', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const before = await invoiceCount();
    const { user, ids, calls } = await toStepTwo(3);
    await waitFor(() => expect(document.querySelector('.address-item-selected')).not.toBeNull());
    const addressId = Number(document.querySelector('.address-item-selected')!.getAttribute('data-testid')!.replace('address-', ''));
    const submit = button(zhCN['invoice.request.submit']);
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(zhCN['invoice.info.submitted'])).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/invoice/list');
    const draws = callsTo(calls, '/Invoice-drawBill');
    expect(draws).toHaveLength(1);
    expect(JSON.parse(draws[0].body.get('acc_items')!)).toEqual(ids);
    expect(draws[0].body.get('address_id')).toBe(String(addressId));
    expect(await invoiceCount()).toBe(before + 1);
    const invoice = await backend.current.db.selectFrom('invoices').selectAll().orderBy('invoice_id', 'desc').executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ invoice_state: 1, item_count: 3, address_id: addressId });
    void user;
  });
});
