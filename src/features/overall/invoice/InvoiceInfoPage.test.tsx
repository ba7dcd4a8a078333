/**
 * The invoice info page (REQUIREMENTS INV-INFO, API-INV-01..03) against the real backend: the demo
 * shop has company info (issue type 2, special VAT invoice) on the address of 陈建国.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, logInAsFinanceWith, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { zhCN } from '../../../locales/zh-CN';
import InvoiceInfoPage from './InvoiceInfoPage';

const backend = setupTestBackend();
const ROUTE = '/invoice/info';

type InfoRow = Awaited<ReturnType<typeof savedInfo>>;
const savedInfo = () => backend.current.db.selectFrom('invoice_infos').selectAll().where('shop_id', '=', 1).executeTakeFirst();
let seeded: NonNullable<InfoRow>;
beforeAll(async () => {
  seeded = (await savedInfo())!;
});
// Each test starts from the seeded info.
afterEach(async () => {
  await backend.current.db.deleteFrom('invoice_infos').where('shop_id', '=', 1).execute();
  await backend.current.db.insertInto('invoice_infos').values(seeded).execute();
});

const dataOf = (body: URLSearchParams) => JSON.parse(body.get('data') ?? '{}') as Record<string, unknown>;
const field = (label: string) => screen.getByLabelText(label);

async function renderInfo() {
  const calls = recordCalls(backend);
  const view = renderPage(<InvoiceInfoPage />, ROUTE);
  return { calls, ...view };
}

async function toEditMode() {
  const user = setupUser();
  const view = await renderInfo();
  await user.click(await waitFor(() => button(zhCN['invoice.infoPage.modify'])));
  await screen.findByText(zhCN['invoice.infoPage.editHeading']);
  await screen.findByRole('radiogroup', { name: zhCN['invoice.address.title'] });
  return { user, ...view };
}

async function setText(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
}

describe('invoice info page', () => {
  it('[INV-INFO-01] [INV-INFO-03] [INV-INFO-04] [INV-INFO-29] [API-INV-01] loads with Invoice-ajaxInfo and shows the saved info read-only with a modify button', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderInfo();
    const view = await screen.findByTestId('info-view');
    expect(callsTo(calls, '/Invoice-ajaxInfo')).toHaveLength(1);
    expect(callsTo(calls, '/Invoice-ajaxInfo')[0].body.toString()).toBe('');
    expect(screen.getByRole('heading', { name: zhCN['invoice.infoPage.title'] })).toBeInTheDocument();
    for (const text of ['企业', '增值税专用发票', '佛山市演示家具制造有限公司', '91440606MA51XK3R2T', '中国工商银行佛山顺德乐从支行', '2013014509100123456', '广东省佛山市顺德区乐从镇家具大道 88 号', '0757-28812345']) {
      expect(within(view).getByText(text)).toBeInTheDocument();
    }
    expect(within(view).getByText(/陈建国，13800138000，finance@demo-furniture\.cn/)).toBeInTheDocument();
    expect(within(view).getByText(/广东省佛山市顺德区乐从镇家具大道 88 号 演示家具厂 财务室 \(528315\)/)).toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
    expect(button(zhCN['invoice.infoPage.modify'])).toBeEnabled();
  });

  it('[INV-INFO-05] [INV-INFO-09] [INV-INFO-10] [INV-INFO-11] [INV-INFO-24] [INV-INFO-14] [INV-INFO-27] [INV-INFO-28] [API-INV-03] modify switches to edit mode; submitting sends Invoice-alterInfo with all fields and says 提交成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user, calls } = await toEditMode();
    const issue = screen.getByText(zhCN['invoice.info.issueType']).closest('.ant-form-item')!;
    expect(within(issue as HTMLElement).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2']);
    const type = screen.getByText(zhCN['invoice.info.invoiceType']).closest('.ant-form-item')!;
    expect(within(type as HTMLElement).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2']);
    expect(screen.getByText(zhCN['invoice.info.taxNoHint'])).toBeInTheDocument();
    expect(field(zhCN['invoice.info.header'])).toHaveValue('佛山市演示家具制造有限公司');
    await setText(zhCN['invoice.info.header'], '佛山市演示家具有限公司');
    await user.click(button(zhCN['invoice.infoPage.submit']));
    expect(await screen.findByText(zhCN['invoice.info.submitted'])).toBeInTheDocument();
    const alter = callsTo(calls, '/Invoice-alterInfo');
    expect(alter).toHaveLength(1);
    expect(dataOf(alter[0].body)).toEqual({
      address_id: seeded.address_id,
      invoice_header: '佛山市演示家具有限公司',
      issue_type: 2,
      invoice_type: 2,
      tax_no: '91440606MA51XK3R2T',
      bank_name: '中国工商银行佛山顺德乐从支行',
      bank_no: '2013014509100123456',
      address: '广东省佛山市顺德区乐从镇家具大道 88 号',
      phone: '0757-28812345',
    });
    expect(await within(await screen.findByTestId('info-view')).findByText('佛山市演示家具有限公司')).toBeInTheDocument();
    expect((await savedInfo())!.invoice_header).toBe('佛山市演示家具有限公司');
  });

  it('[INV-INFO-12] [INV-INFO-13] for issue type 1 the invoice type is fixed to the ordinary VAT invoice and only address_id, invoice_header and issue_type are sent', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user, calls } = await toEditMode();
    await user.click(screen.getByRole('radio', { name: zhCN['invoice.issueType.1'] }));
    await waitFor(() => expect(screen.getByRole('radio', { name: zhCN['invoice.invoiceType.1'] })).toBeChecked());
    expect(screen.getByRole('radio', { name: zhCN['invoice.invoiceType.2'] })).toBeDisabled();
    expect(screen.getByText(zhCN['invoice.infoPage.ordinaryOnly'])).toBeInTheDocument();
    expect(screen.queryByLabelText(zhCN['invoice.info.taxNo'])).toBeNull();
    await user.click(button(zhCN['invoice.infoPage.submit']));
    expect(await screen.findByText(zhCN['invoice.info.submitted'])).toBeInTheDocument();
    expect(dataOf(callsTo(calls, '/Invoice-alterInfo')[0].body)).toEqual({ address_id: seeded.address_id, invoice_header: '佛山市演示家具制造有限公司', issue_type: 1 });
    const stored = (await savedInfo())!;
    expect(stored).toMatchObject({ issue_type: 1, invoice_type: 1 });
  });

  it('[INV-INFO-16] [INV-INFO-17] [INV-INFO-18] [INV-INFO-19] [INV-INFO-20] [INV-INFO-21] [INV-INFO-23] for 2/2 the header and the five company fields are required; any failure says 请填写完整信息', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user, calls } = await toEditMode();
    for (const label of ['header', 'taxNo', 'bankName', 'bankNo', 'regAddress', 'regPhone'] as const) await setText(zhCN[`invoice.info.${label}`], '');
    await user.click(button(zhCN['invoice.infoPage.submit']));
    expect(await screen.findByText(zhCN['invoice.info.incomplete'])).toBeInTheDocument();
    for (const id of ['headerRequired', 'taxNoRequired', 'bankNameRequired', 'bankNoRequired', 'regAddressRequired', 'regPhoneRequired'] as const) {
      expect(await screen.findByText(zhCN[`invoice.info.${id}`])).toBeInTheDocument();
    }
    expect(callsTo(calls, '/Invoice-alterInfo')).toHaveLength(0);
  });

  it('[INV-INFO-22] [INV-INFO-25] with issue type 2 and the ordinary invoice the company fields are optional; the tax number format is not enforced', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { user, calls } = await toEditMode();
    await user.click(screen.getByRole('radio', { name: zhCN['invoice.invoiceType.1'] }));
    for (const label of ['bankName', 'bankNo', 'regAddress', 'regPhone'] as const) await setText(zhCN[`invoice.info.${label}`], '');
    await setText(zhCN['invoice.info.taxNo'], 'abc');
    await user.click(button(zhCN['invoice.infoPage.submit']));
    expect(await screen.findByText(zhCN['invoice.info.submitted'])).toBeInTheDocument();
    // Accepted whatever its shape, only written as tax numbers are (normalized to upper case).
    expect(dataOf(callsTo(calls, '/Invoice-alterInfo')[0].body)).toMatchObject({ issue_type: 2, invoice_type: 1, tax_no: 'ABC', bank_name: '', bank_no: '', address: '', phone: '' });
  });

  it('[INV-INFO-02] [INV-INFO-15] [INV-INFO-23] with nothing saved the page opens in add mode; without a mailing address it says 请选择邮寄地址', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const db = backend.current.db;
    await db.deleteFrom('invoice_infos').where('shop_id', '=', 1).execute();
    const addresses = await db.selectFrom('mail_addresses').selectAll().where('shop_id', '=', 1).execute();
    await db.deleteFrom('mail_addresses').where('shop_id', '=', 1).execute();
    try {
      const user = setupUser();
      const { calls } = await renderInfo();
      expect(await screen.findByText(zhCN['invoice.infoPage.addHeading'])).toBeInTheDocument();
      expect(screen.getByText(zhCN['invoice.infoPage.addHint'])).toBeInTheDocument();
      expect(await screen.findByText(zhCN['invoice.address.empty'])).toBeInTheDocument();
      // The shop's name is the suggested header.
      expect(field(zhCN['invoice.info.header'])).toHaveValue('演示家具厂');
      await user.click(button(zhCN['invoice.infoPage.submit']));
      expect(await screen.findByText(zhCN['invoice.info.incomplete'])).toBeInTheDocument();
      expect(await screen.findByText(zhCN['invoice.info.addressRequired'])).toBeInTheDocument();
      expect(callsTo(calls, '/Invoice-addInfo')).toHaveLength(0);
    } finally {
      await db.insertInto('mail_addresses').values(addresses).execute();
    }
  });

  it('[INV-INFO-02] [INV-INFO-26] [INV-INFO-13] [API-INV-02] adding picks the default address and sends Invoice-addInfo, then shows the info read-only', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await backend.current.db.deleteFrom('invoice_infos').where('shop_id', '=', 1).execute();
    const defaultAddress = (await backend.current.db.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', 1).where('is_default', '=', 1).executeTakeFirstOrThrow()).address_id;
    const user = setupUser();
    const { calls } = await renderInfo();
    expect(await screen.findByText(zhCN['invoice.infoPage.addHeading'])).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId(`address-${defaultAddress}`).querySelector('input')).toBeChecked());
    await user.click(screen.getByRole('radio', { name: zhCN['invoice.issueType.1'] }));
    await user.click(button(zhCN['invoice.infoPage.submit']));
    expect(await screen.findByText(zhCN['invoice.info.submitted'])).toBeInTheDocument();
    const add = callsTo(calls, '/Invoice-addInfo');
    expect(add).toHaveLength(1);
    expect(dataOf(add[0].body)).toEqual({ address_id: defaultAddress, invoice_header: '演示家具厂', issue_type: 1 });
    const view = await screen.findByTestId('info-view');
    expect(within(view).getByText('个人')).toBeInTheDocument();
    expect(within(view).getByText('增值税普通发票')).toBeInTheDocument();
  });

  it('[INV-INFO-06] [INV-INFO-07] without SF_INVOICE_INFO_ALTER the modify button is disabled and a popup says to ask the administrator', async () => {
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_LIST']);
    await renderInfo();
    await screen.findByTestId('info-view');
    const modify = button(zhCN['invoice.infoPage.modify']);
    expect(modify).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('no-right-wrapper'));
    expect(await screen.findByText(zhCN['invoice.noRightTip'])).toBeInTheDocument();
    expect(zhCN['invoice.noRightTip']).toBe('没有权限，请联系管理员');
  });

  it('[INV-INFO-08] adding needs SF_INVOICE_INFO_SET: without it the add form is locked', async () => {
    await logInAsFinanceWith(['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_INFO_ALTER']);
    await backend.current.db.deleteFrom('invoice_infos').where('shop_id', '=', 1).execute();
    const { calls } = await renderInfo();
    expect(await screen.findByText(zhCN['invoice.infoPage.cannotAdd'])).toBeInTheDocument();
    expect(button(zhCN['invoice.infoPage.submit'])).toBeDisabled();
    expect(field(zhCN['invoice.info.header'])).toBeDisabled();
    expect(screen.queryByText(zhCN['invoice.address.add'])).toBeNull();
    expect(callsTo(calls, '/Invoice-addInfo')).toHaveLength(0);
  });
});
