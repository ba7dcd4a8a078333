/**
 * /shops/yz (REQUIREMENTS MERCH) against the real backend: the first submit of a micro merchant
 * filled in by hand, the audit banners, the rules on blur and on submit with their one combined
 * toast, only changed fields sent later, nothing sent when nothing changed, the upload field's
 * refusals and the read-only views.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeFile } from '../../../../../server/files';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { api } from '../../../../api/client';
import { YzPayAddInParts } from '../../../../common/merchant';
import { AREA_TREE_STORAGE_KEY } from '../../../../app/session/sessionSaga';
import { imagePath } from '../../../../common/uploads';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { validMerchantForm } from '../../../../../tests/helpers/merchant';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { pngBytes } from '../../../../../tests/helpers/png';
import { formItem } from '../../../../../tests/helpers/formItem';
import MerchantPage from './MerchantPage';

const backend = setupTestBackend();
const ROUTE = '/shops/yz';

const field = formItem;
const submitButton = () => button('提交审核');
const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');

async function shopId(): Promise<number> {
  return (await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
}

/** A stored image of the demo shop, and the upload answering it (jsdom's multipart transport is not the browser's; the browser test uploads for real). */
async function uploadsAnswerWithStoredImage(): Promise<string> {
  const { key } = await storeFile(backend.current.db, { shopId: await shopId(), name: 'photo.png', mime: 'image/png', bytes: new Uint8Array(pngBytes(2, 2)), now: Date.now(), purpose: 'merchant' });
  const path = imagePath(key);
  backend.current.server.use(http.post('*/api/YzPay-uploadFile', () => HttpResponse.json({ err_code: 0, file_path: path })));
  return path;
}

/** The demo shop's application, submitted through the product's own call, then given `status`. */
async function storedApplication(status = 1, audit_msg = '') {
  const path = await uploadsAnswerWithStoredImage();
  const form = validMerchantForm(path);
  const reply = await api.call(YzPayAddInParts, { data: form });
  if (reply.err_code !== 0) throw new Error(reply.err_msg);
  await backend.current.db.updateTable('merchants').set({ audit_status: status, audit_msg }).where('shop_id', '=', await shopId()).execute();
  return form;
}

async function renderMerchant() {
  const calls = recordCalls(backend);
  renderPage(<MerchantPage />, ROUTE);
  await screen.findByText('营业信息');
  return calls;
}

async function pick(user: ReturnType<typeof setupUser>, label: string, option: string) {
  fireEvent.mouseDown(within(field(label)).getByRole('combobox'));
  const found = await waitFor(() => {
    const all = document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${option}"], .ant-cascader-menu-item[title="${option}"]`);
    if (!all.length) throw new Error(`no option ${option}`);
    return all[all.length - 1];
  });
  await user.click(found);
}

describe('payment merchant settings page', () => {
  it('[MERCH-01] [MERCH-03] [MERCH-04] [MERCH-05] loads the application, the choices and the region tree (YzPay-area, then cached); every card and field', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = await renderMerchant();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('支付商户设置');
    for (const card of ['营业信息', '门店照片', '法人信息', '联系人信息', '结算账户', '银行卡照片', '开户行信息', '授权人信息']) expect(screen.getByText(card)).toBeInTheDocument();
    for (const label of ['商户简称', '商户名称', '商户类型', '统一社会信用代码', '营业执照名称', '营业执照照片', '营业执照有效期至', '经营类目', '经营地址', '所在地区', '门头照', '店内环境照', '经营场所照', '收银台照', '手持营业执照照', '法人姓名', '法人证件类型', '法人证件号码', '法人证件正面', '法人证件反面', '法人手机号', '联系人', '联系人手机号', '客服电话', '邮箱', '结算账户类型', '结算账号', '结算账户名称', '开户许可证核准号', '开户许可证照片', '结算授权书', '银行卡正面', '银行卡反面', '开户银行', '开户支行', '开户行联行号', '银行预留手机号', '授权人证件号码', '授权人证件类型', '授权人证件正面', '授权人证件反面']) {
      expect(field(label)).toBeInTheDocument();
    }
    // No application yet: no banner.
    expect(document.querySelector('.merchant-banner')).toBeNull();
    await waitFor(() => expect(callsTo(calls, '/YzPay-area')).toHaveLength(1));
    expect(callsTo(calls, '/YzPay-editMerchants')).toHaveLength(1);
    expect(callsTo(calls, '/YzPay-getOtherData')).toHaveLength(1);
    expect(callsTo(calls, '/Config-area')).toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem(AREA_TREE_STORAGE_KEY)).toContain('顺德区'));
    const user = setupUser();
    fireEvent.mouseDown(within(field('商户类型')).getByRole('combobox'));
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['企业', '个体工商户', '小微商户']));
    await user.keyboard('{Escape}');
  });

  it('[MERCH-10] [MERCH-36] [MERCH-06] [MERCH-20] a micro merchant fills the form, uploads its photos and submits it whole with addInParts; the pending banner follows', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const path = await uploadsAnswerWithStoredImage();
    const user = setupUser();
    const calls = await renderMerchant();
    await pick(user, '商户类型', '小微商户');
    // [MERCH-20] a micro merchant's legal person is optional.
    expect(field('法人姓名')).not.toHaveClass('ant-form-item-required');
    expect(field('法人姓名').querySelector('.ant-form-item-required')).toBeNull();
    const typed: [string, string][] = [
      ['商户简称', '  乐从小店  '],
      ['商户名称', '乐从家具小店'],
      ['统一社会信用代码', '92440606MA4W1234X'],
      ['经营地址', '乐从镇家具大道 88 号'],
      ['联系人', '陈建国'],
      ['联系人手机号', '13800138000'],
      ['客服电话', '0757-28880000'],
      ['邮箱', 'shop@example.com'],
      ['结算账号', '6222021234567891234'],
      ['结算账户名称', '陈建国'],
      ['开户银行', '中国农业银行'],
      ['开户支行', '乐从支行'],
      ['开户行联行号', '103588000456'],
      ['银行预留手机号', '13800138000'],
    ];
    for (const [label, value] of typed) await user.type(within(field(label)).getByRole('textbox'), value);
    await pick(user, '经营类目', '家具零售');
    await pick(user, '结算账户类型', '对私账户');
    fireEvent.mouseDown(within(field('所在地区')).getByRole('combobox'));
    for (const name of ['广东省', '佛山市', '顺德区']) {
      const option = await waitFor(() => {
        const all = document.querySelectorAll<HTMLElement>(`.ant-cascader-menu-item[title="${name}"]`);
        if (!all.length) throw new Error(`no ${name}`);
        return all[all.length - 1];
      });
      await user.click(option);
    }
    for (const label of ['门头照', '店内环境照', '经营场所照', '收银台照']) {
      await user.upload(field(label).querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array(pngBytes(2, 2))], 'photo.png', { type: 'image/png' }));
      await waitFor(() => expect(field(label).querySelector('img')?.getAttribute('src')).toBe(path));
    }
    await user.click(submitButton());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    const sent = JSON.parse(callsTo(calls, '/YzPay-addInParts')[0].body.get('data')!) as Record<string, string>;
    expect(sent).toMatchObject({ short_name: '乐从小店', merchant_type: '3', industry_category_id: '1001', settle_account_type: '2', province: '440000', city: '440600', area: '440606', store_head_photo: path, lawyer_name: '', email: 'shop@example.com' });
    expect(Object.keys(sent)).toHaveLength(43);
    expect(await screen.findByText('资料审核中')).toBeInTheDocument();
    expect(document.querySelector('.merchant-banner')).toHaveClass('ant-alert-info');
  });

  it('[MERCH-21] [MERCH-22] [MERCH-23] [MERCH-24] [MERCH-19] rules run on blur with the spec messages; the legal person is required for an enterprise', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderMerchant();
    const shortName = within(field('商户简称')).getByRole('textbox');
    await user.click(shortName);
    await user.tab();
    expect(await within(field('商户简称')).findByText('请填写商户简称')).toBeInTheDocument();
    await user.type(within(field('联系人手机号')).getByRole('textbox'), '12345');
    await user.tab();
    expect(await within(field('联系人手机号')).findByText('手机号不正确')).toBeInTheDocument();
    await user.type(within(field('邮箱')).getByRole('textbox'), 'not-an-email');
    await user.tab();
    expect(await within(field('邮箱')).findByText('邮箱不正确')).toBeInTheDocument();
    // Not checked while typing, only on leaving the field.
    await user.type(within(field('银行预留手机号')).getByRole('textbox'), '1');
    expect(within(field('银行预留手机号')).queryByText('手机号不正确')).toBeNull();
    await pick(user, '商户类型', '企业');
    await waitFor(() => expect(field('法人姓名').querySelector('.ant-form-item-required')).not.toBeNull());
    expect(screen.getByText('企业和个体工商户须填写法人信息。')).toBeInTheDocument();
  });

  it('[MERCH-25] [MERCH-26] [MERCH-27] [MERCH-14] [MERCH-15] submitting with errors sends nothing and shows them all in one error toast', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderMerchant();
    await user.type(within(field('联系人手机号')).getByRole('textbox'), '123');
    await user.click(submitButton());
    await waitFor(() => expect(toasts().filter((t) => t.includes('请修改以下'))).toHaveLength(1));
    const toast = toasts().find((t) => t.includes('请修改以下'))!;
    expect(toast).toContain('请修改以下22项后再提交');
    expect(toast).toContain('请填写商户简称');
    expect(toast).toContain('还有16项');
    expect(document.querySelectorAll('.ant-message-notice-error')).toHaveLength(1);
    // Each field shows its own message too.
    expect(await within(field('所在地区')).findByText('请填写所在地区')).toBeInTheDocument();
    expect(await within(field('门头照')).findByText('请填写门头照')).toBeInTheDocument();
    expect(await within(field('联系人手机号')).findByText('手机号不正确')).toBeInTheDocument();
    expect(callsTo(calls, '/YzPay-addInParts')).toHaveLength(0);
  });

  it('[MERCH-11] [MERCH-28] [MERCH-09] a rejected application shows its reason; a change sends only the changed fields, trimmed, and is pending again', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await storedApplication(3, '门头照不清晰，请重新拍摄');
    const user = setupUser();
    const calls = await renderMerchant();
    const banner = await screen.findByText('审核未通过');
    expect(banner.closest('.ant-alert')).toHaveClass('ant-alert-error');
    expect(screen.getByText('原因：门头照不清晰，请重新拍摄。请按原因修改资料后重新提交。')).toBeInTheDocument();
    const contact = within(field('联系人')).getByRole('textbox');
    await user.clear(contact);
    await user.type(contact, ' 李四 ');
    await user.click(submitButton());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(JSON.parse(callsTo(calls, '/YzPay-updateInParts')[0].body.get('data')!)).toEqual({ contact_person: '李四' });
    expect(callsTo(calls, '/YzPay-addInParts')).toHaveLength(0);
    expect(await screen.findByText('资料审核中')).toBeInTheDocument();
  });

  it('[MERCH-12] with an application and nothing changed, submit warns 数据未修改 and sends nothing', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await storedApplication(1);
    const user = setupUser();
    const calls = await renderMerchant();
    await screen.findByDisplayValue('6222021234567891234');
    await user.click(submitButton());
    expect(await screen.findByText('数据未修改')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-notice-warning')).not.toBeNull();
    expect(callsTo(calls, '/YzPay-updateInParts')).toHaveLength(0);
  });

  it('[MERCH-07] [MERCH-08] an approved application shows the success banner and the whole form is read-only', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await storedApplication(2);
    await renderMerchant();
    expect((await screen.findByText('审核通过')).closest('.ant-alert')).toHaveClass('ant-alert-success');
    expect(screen.getByDisplayValue('顺德板式家具')).toBeDisabled();
    expect(screen.getByDisplayValue('6222021234567891234')).toBeDisabled();
    expect(within(field('门头照')).queryByRole('button', { name: /上传/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
  });

  it('[MERCH-33] [MERCH-34] [MERCH-35] [MERCH-37] a file that is not a png/jpg/jpeg or over 2M is refused before sending; the server\'s refusal shows {err_code}: {err_msg}', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });
    const calls = await renderMerchant();
    const input = () => field('门头照').querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input().accept).toBe('.png,.jpg,.jpeg');
    expect(input().multiple).toBe(false);
    await user.upload(input(), new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findAllByText('anim.gif 不是图片, 请选择png, jpg, jpeg格式的图片')).toHaveLength(1);
    await user.upload(input(), new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));
    expect(await screen.findAllByText('图片不能大于2M')).toHaveLength(1);
    expect(callsTo(calls, '/YzPay-uploadFile')).toHaveLength(0);
    backend.current.server.use(http.post('*/api/YzPay-uploadFile', () => HttpResponse.json({ err_code: 10001, err_msg: 'fake.png 不是图片, 请选择png, jpg, jpeg格式的图片' })));
    await user.upload(input(), new File(['not really a picture'], 'fake.png', { type: 'image/png' }));
    // Beside the field; the slot stays free for another file, and a retry would only be refused again.
    expect(await within(field('门头照')).findByRole('alert')).toHaveTextContent('fake.png 上传失败：10001: fake.png 不是图片, 请选择png, jpg, jpeg格式的图片');
    expect(within(field('门头照')).getByRole('button', { name: '上传 门头照' })).toBeInTheDocument();
    expect(within(field('门头照')).queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('[MERCH-02] [ROUTE-16] a member without SF_YZ_MERCHANTS_SET sees the application read-only, numbers masked', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await storedApplication(1);
    const viewer = await addStaffWithRights(backend.current.db, 'yz_viewer', ['SF_MY_RIGHTS']);
    await logInAs(viewer.login_name);
    await renderMerchant();
    expect(await screen.findByText(/修改需要“支付商户进件”权限/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('6222 **** **** 1234')).toBeDisabled();
    expect(screen.getByDisplayValue('110***********1234')).toBeDisabled();
    expect(screen.getAllByDisplayValue('138****8000')[0]).toBeDisabled();
    expect(screen.queryByDisplayValue('6222021234567891234')).toBeNull();
    expect(within(field('门头照')).queryByRole('button', { name: /上传/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
  });
});
