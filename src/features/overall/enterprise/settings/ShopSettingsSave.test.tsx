/**
 * Shop settings never lose typing nor block without a reason (issue 26), against the real backend:
 * a draft survives leaving the page and is offered back, a save ends it; a refused logo leaves its
 * slot free with the reason beside it, a file the network lost keeps its card with a retry; and a
 * grey Save says why.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeFile } from '../../../../../server/files';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { imagePath } from '../../../../common/uploads';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, buttonName, callsTo, logInAs, recordCalls, renderPage } from '../../../../../tests/helpers/invoiceWeb';
import { pngBytes } from '../../../../../tests/helpers/png';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { formItem } from '../../../../../tests/helpers/formItem';
import { zhCN } from '../../../../locales/zh-CN';
import ShopSettingsPage from './ShopSettingsPage';

const backend = setupTestBackend();
const ROUTE = '/shops/setting';

const field = formItem;
const saveButton = () => button('保存');
/** What the action bar says beside a grey Save. */
const saveReason = () => document.getElementById('shop-save-blocked');
const fileInput = (label: string) => field(label).querySelector<HTMLInputElement>('input[type=file]')!;
const png = (name: string) => new File([new Uint8Array(pngBytes(2, 2))], name, { type: 'image/png' });
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

async function renderSettings() {
  const calls = recordCalls(backend);
  const view = renderPage(<ShopSettingsPage />, ROUTE, { links: ['/staff/org', ROUTE] });
  await screen.findByDisplayValue('演示家具厂');
  return { calls, ...view };
}

/** A stored logo of the demo shop, and shop-shopPic answering with it (jsdom's multipart is not the browser's). */
async function uploadsAnswerWithStoredLogo(): Promise<string> {
  const shop = await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
  const { key } = await storeFile(backend.current.db, { shopId: shop.shop_id, name: 'logo.png', mime: 'image/png', bytes: new Uint8Array(pngBytes(2, 2)), now: Date.now(), purpose: 'shop' });
  backend.current.server.use(http.post('*/api/shop-shopPic', () => HttpResponse.json({ err_code: 0, img: imagePath(key) })));
  return imagePath(key);
}

describe('shop settings: drafts', () => {
  it('[SHOP-04] [SHOP-35] what was typed survives leaving (after a question) and is offered back; a save ends the draft', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const u = user();
    await renderSettings();
    await u.type(screen.getByDisplayValue('佛山演示家具制造有限公司'), '（新）');
    await u.click(screen.getByRole('link', { name: '/staff/org' }));
    const question = await screen.findByRole('dialog', { name: zhCN['draft.leave.title'] });
    await u.click(within(question).getByRole('button', { name: buttonName(zhCN['draft.leave.ok']) }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/staff/org');
    await u.click(screen.getByRole('link', { name: ROUTE }));
    await u.click(within(await screen.findByTestId('form-draft-offer')).getByRole('button', { name: buttonName(zhCN['draft.restore']) }));
    expect(screen.getByDisplayValue('佛山演示家具制造有限公司（新）')).toBeInTheDocument();
    // The demo shop has no logo yet: one is needed to save.
    await uploadsAnswerWithStoredLogo();
    await u.upload(fileInput('企业logo'), png('logo.png'));
    await waitFor(() => expect(field('企业logo').querySelector('img')).not.toBeNull());
    await u.click(saveButton());
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: '/staff/org' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: zhCN['draft.leave.title'] })).toBeNull();
    await u.click(screen.getByRole('link', { name: ROUTE }));
    expect(await screen.findByDisplayValue('佛山演示家具制造有限公司（新）')).toBeInTheDocument();
    expect(screen.queryByTestId('form-draft-offer')).toBeNull();
  });
});

describe('shop settings: a failed upload never blocks the form', () => {
  it('[SHOP-15] [SHOP-19] [SHOP-28] [SHOP-29] a refused logo leaves the slot free with the reason beside it; the grey Save names the field; a good logo lets it save', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const u = user();
    const { calls } = await renderSettings();
    // Without a logo, Save is grey, and says why, with a link to the field.
    await u.click(saveButton());
    expect(await within(field('企业logo')).findByText('企业logo必传')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(saveReason()).toHaveTextContent('暂不能保存，请先处理：企业logo');
    expect(saveButton()).toHaveAttribute('aria-describedby', 'shop-save-blocked');
    expect(within(saveReason()!).getByRole('button', { name: buttonName('企业logo') })).toBeInTheDocument();
    // The server refuses the file: its card goes, the slot stays free, the reason stays beside it.
    backend.current.server.use(http.post('*/api/shop-shopPic', () => HttpResponse.json({ err_code: 10001, err_msg: 'logo.png 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片' })));
    await u.upload(fileInput('企业logo'), png('logo.png'));
    expect(await within(field('企业logo')).findByRole('alert')).toHaveTextContent('logo.png 上传失败：10001: logo.png 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片');
    expect(within(field('企业logo')).getByRole('button', { name: '上传 企业logo' })).toBeInTheDocument();
    expect(within(field('企业logo')).queryByRole('button', { name: /重试/ })).toBeNull();
    expect(field('企业logo').querySelector('.ant-upload-list-item-error')).toBeNull();
    // Another file is accepted: the reasons go, Save is usable and saves.
    await uploadsAnswerWithStoredLogo();
    await u.upload(fileInput('企业logo'), png('logo2.png'));
    await waitFor(() => expect(field('企业logo').querySelector('img')).not.toBeNull());
    expect(within(field('企业logo')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(saveReason()).toBeNull();
    await u.click(saveButton());
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo(calls, '/Shop-shopSet')).toHaveLength(1);
  });

  it('[SHOP-28] a logo the network lost keeps its card with a retry, which sends it again', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const u = user();
    const { calls } = await renderSettings();
    backend.current.server.use(http.post('*/api/shop-shopPic', () => HttpResponse.error(), { once: true }));
    await u.upload(fileInput('企业logo'), png('logo.png'));
    expect(await within(field('企业logo')).findByRole('alert')).toHaveTextContent(`logo.png 上传失败：${zhCN['upload.network']}`);
    // The request layer said so too ('系统出错'): close it.
    const systemError = await screen.findByRole('dialog', { name: zhCN['error.system.title'] });
    await u.click(within(systemError).getByRole('button'));
    const logoPath = await uploadsAnswerWithStoredLogo();
    await u.click(within(field('企业logo')).getByRole('button', { name: buttonName(zhCN['upload.retry']) }));
    await waitFor(() => expect(field('企业logo').querySelector('img')?.getAttribute('src')).toBe(logoPath));
    expect(within(field('企业logo')).queryByRole('alert')).toBeNull();
    expect(callsTo(calls, '/shop-shopPic')).toHaveLength(2);
  });

  it('[SHOP-33] without SF_BASE_CONFIG_EDIT the grey Save says there is no right to change the settings', async () => {
    const viewer = await addStaffWithRights(backend.current.db, 'shop_save_viewer', ['SF_BASE_CONFIG_QUERY']);
    await logInAs(viewer.login_name);
    await renderSettings();
    expect(saveButton()).toBeDisabled();
    expect(saveReason()).toHaveTextContent(zhCN['form.saveBlocked.noRight']);
  });
});
