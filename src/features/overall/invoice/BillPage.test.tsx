/** The bill management page (REQUIREMENTS BILL): a placeholder monthly bill, behind SF_BILL_DETAIL. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, logInAs, logInAsFinanceWith, recordCalls, renderPage } from '../../../../tests/helpers/invoiceWeb';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { setLanguage } from '../../../app/i18n';
import { indexArea } from '../../../routes/indexRoutes';
import { HOVER_DELAY_MS } from '../../../common/constants';
import { zhCN } from '../../../locales/zh-CN';
import { AreaLayout } from '../../../shell/AreaLayout';
import BillPage, { PUBLIC_ACCOUNTS } from './BillPage';

const backend = setupTestBackend();
const ROUTE = '/invoice/acctitem';

function renderArea() {
  return renderApp(
    <Routes>
      <Route path="*" element={<AreaLayout definition={indexArea} />} />
    </Routes>,
    { route: ROUTE },
  );
}

describe('bill management page', () => {
  it('[BILL-01] /invoice/acctitem needs SF_BILL_DETAIL', async () => {
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST']);
    const refused = renderArea();
    expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
    refused.unmount();
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_BILL_DETAIL']);
    renderArea();
    expect(await screen.findByText(zhCN['bill.heading'])).toBeInTheDocument();
  });

  it('[BILL-02] [BILL-03] [BILL-04] [BILL-07] [BILL-08] is a placeholder monthly bill: customer name, print time, 1 yuan and its fee line', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    renderPage(<BillPage />, ROUTE);
    expect(await screen.findByText(zhCN['bill.heading'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['bill.placeholder'])).toBeInTheDocument();
    // The labels end in the language's own colon.
    expect(screen.getByText('客户名称：')).toBeInTheDocument();
    expect(screen.getByText('演示家具厂')).toBeInTheDocument();
    expect(screen.getByText('打印时间：')).toBeInTheDocument();
    expect(screen.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByText(zhCN['bill.summary'])).toBeInTheDocument();
    expect(screen.getByTestId('bill-due')).toHaveTextContent('1.00 元');
    expect(screen.getByText(zhCN['bill.feeLine'])).toBeInTheDocument();
    expect(screen.getAllByText('1.00 元')).toHaveLength(2);
    act(() => setLanguage('en-US'));
    expect(await screen.findByText('Customer:')).toBeInTheDocument();
    expect(screen.getByText('Printed at:')).toBeInTheDocument();
  });

  it('[BILL-05] [BILL-06] the month picker starts on 202002; the query button does nothing', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = recordCalls(backend);
    renderPage(<BillPage />, ROUTE);
    const month = await screen.findByLabelText(zhCN['bill.month']);
    expect(month).toHaveValue('202002');
    const before = calls.length;
    const html = document.body.innerHTML;
    fireEvent.click(button(zhCN['bill.query']));
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.length).toBe(before);
    expect(month).toHaveValue('202002');
    expect(document.body.innerHTML).toBe(html);
  });

  it('[BILL-09] shows the QR codes of two public accounts, each enlarged on hover after 300 ms', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    renderPage(<BillPage />, ROUTE);
    await screen.findByText(zhCN['bill.qr.title']);
    expect(PUBLIC_ACCOUNTS).toHaveLength(2);
    for (const a of PUBLIC_ACCOUNTS) {
      const box = screen.getByTestId(`qr-${a.key}`);
      expect(box.querySelector('svg')).not.toBeNull();
      expect(box).toHaveTextContent(zhCN[a.label]);
    }
    jest.useFakeTimers();
    try {
      fireEvent.mouseEnter(screen.getByTestId('qr-service'));
      act(() => jest.advanceTimersByTime(HOVER_DELAY_MS - 100));
      expect(document.querySelector('.ant-popover')).toBeNull();
      act(() => jest.advanceTimersByTime(200));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(document.querySelector('.ant-popover')).not.toBeNull());
    expect(document.querySelector('.ant-popover svg')).not.toBeNull();
  });
});
