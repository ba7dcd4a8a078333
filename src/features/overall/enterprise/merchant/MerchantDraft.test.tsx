/**
 * The payment merchant application keeps what was typed (issue 26), against the real backend: 40
 * fields emptied by going to another page and back are now a draft offered back, leaving unsaved
 * asks first, a successful submit ends the draft, and the ID and bank numbers never reach
 * localStorage.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storeFile } from '../../../../../server/files';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { api } from '../../../../api/client';
import { YzPayAddInParts } from '../../../../common/merchant';
import { imagePath } from '../../../../common/uploads';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, buttonName, logInAs, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { validMerchantForm } from '../../../../../tests/helpers/merchant';
import { pngBytes } from '../../../../../tests/helpers/png';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { formItem } from '../../../../../tests/helpers/formItem';
import { zhCN } from '../../../../locales/zh-CN';
import MerchantPage from './MerchantPage';

const backend = setupTestBackend();
const ROUTE = '/shops/yz';

const textbox = (label: string) => within(formItem(label)).getByRole<HTMLInputElement>('textbox');

/** Every stored draft's text, local and per-tab. */
const stored = (storage: Storage) => Object.keys(storage).filter((k) => k.includes('formDraft')).map((k) => storage.getItem(k) ?? '').join('\n');

const ELSEWHERE = '/invoice/list';

async function renderMerchant() {
  const view = renderPage(<MerchantPage />, ROUTE, { links: [ELSEWHERE, ROUTE] });
  await screen.findByText('营业信息');
  return view;
}

/** Follows the test's link to `path`, as a menu entry would be. */
const go = (user: ReturnType<typeof setupUser>, path: string) => user.click(screen.getByRole('link', { name: path }));

/** Leaves for another page, confirming the question the form asks. */
async function leave(user: ReturnType<typeof setupUser>) {
  await go(user, ELSEWHERE);
  const question = await screen.findByRole('dialog', { name: zhCN['draft.leave.title'] });
  await user.click(within(question).getByRole('button', { name: buttonName(zhCN['draft.leave.ok']) }));
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
}

describe('payment merchant application draft', () => {
  it('[MERCH-01] what was typed survives going to another page and back: asked before leaving, offered back on return', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderMerchant();
    await user.type(textbox('商户简称'), '顺德板式家具');
    await user.type(textbox('法人证件号码'), '110101199003071234');
    await user.type(textbox('结算账号'), '6222021234567891234');
    await leave(user);
    // The ID and bank numbers stay in the tab, never in localStorage on a shared shop PC.
    expect(stored(localStorage)).toContain('顺德板式家具');
    expect(stored(localStorage)).not.toMatch(/110101199003071234|6222021234567891234/);
    expect(stored(sessionStorage)).toMatch(/110101199003071234/);
    await go(user, ROUTE);
    await screen.findByText('营业信息');
    const offer = await screen.findByTestId('form-draft-offer');
    expect(textbox('商户简称').value).toBe('');
    await user.click(within(offer).getByRole('button', { name: buttonName(zhCN['draft.restore']) }));
    expect(textbox('商户简称').value).toBe('顺德板式家具');
    expect(textbox('法人证件号码').value).toBe('110101199003071234');
    expect(textbox('结算账号').value).toBe('6222021234567891234');
  });

  it('[MERCH-11] a successful submit ends the draft: nothing is offered next time and leaving asks nothing', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const shop = await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
    const { key } = await storeFile(backend.current.db, { shopId: shop.shop_id, name: 'photo.png', mime: 'image/png', bytes: new Uint8Array(pngBytes(2, 2)), now: Date.now(), purpose: 'merchant' });
    backend.current.server.use(http.post('*/api/YzPay-uploadFile', () => HttpResponse.json({ err_code: 0, file_path: imagePath(key) })));
    const reply = await api.call(YzPayAddInParts, { data: validMerchantForm(imagePath(key)) });
    expect(reply.err_code).toBe(0);
    await backend.current.db.updateTable('merchants').set({ audit_status: 3, audit_msg: '门头照不清晰' }).where('shop_id', '=', shop.shop_id).execute();
    const user = setupUser();
    await renderMerchant();
    const contact = textbox('联系人');
    await user.clear(contact);
    await user.type(contact, '李四');
    expect(stored(localStorage)).toContain('李四');
    await user.click(button('提交审核'));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(stored(localStorage)).toBe(''));
    await go(user, ELSEWHERE);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: zhCN['draft.leave.title'] })).toBeNull();
    await go(user, ROUTE);
    expect(await screen.findByDisplayValue('李四')).toBeInTheDocument();
    expect(screen.queryByTestId('form-draft-offer')).toBeNull();
  });

  it('[MERCH-02] a member who may not edit keeps no draft and is never asked', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const viewer = await addStaffWithRights(backend.current.db, 'yz_draft_viewer', ['SF_MY_RIGHTS']);
    await logInAs(viewer.login_name);
    await renderMerchant();
    expect(await screen.findByText(/修改需要“支付商户进件”权限/)).toBeInTheDocument();
    await go(setupUser(), ELSEWHERE);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(stored(localStorage) + stored(sessionStorage)).toBe('');
  });
});
