/**
 * /shops/setting (REQUIREMENTS SHOP) against the real backend and the demo shop's seeded settings:
 * the fields, the classifications the roles show, review states, the rules, the upload field and
 * the save.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeFile } from '../../../../../server/files';
import { imagePath } from '../../../../common/uploads';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { pngBytes } from '../../../../../tests/helpers/png';
import { formItem } from '../../../../../tests/helpers/formItem';
import ShopSettingsPage from './ShopSettingsPage';

const backend = setupTestBackend();
const ROUTE = '/shops/setting';

const field = formItem;
const choice = (name: string) => screen.getByRole('checkbox', { name });
const saveButton = () => button('保存');

async function renderSettings() {
  const calls = recordCalls(backend);
  renderPage(<ShopSettingsPage />, ROUTE);
  await screen.findByDisplayValue('演示家具厂');
  return calls;
}

async function shopId(): Promise<number> {
  return (await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
}

describe('shop settings page', () => {
  it('[SHOP-01] [SHOP-02] [SHOP-03] [SHOP-04] [SHOP-08] [SHOP-18] loads with shop-ajaxInfo and the class trees; breadcrumb, title and every field', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const calls = await renderSettings();
    expect(callsTo(calls, '/shop-ajaxInfo')).toHaveLength(1);
    expect(callsTo(calls, '/shop-getIndustryClass')).toHaveLength(1);
    expect(callsTo(calls, '/shop-getSupplyClass')).toHaveLength(1);
    const crumbs = [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);
    expect(crumbs).toEqual(['商户管理', '企业管理', '企业设置']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('店铺设置');
    for (const label of ['企业名称', '角色', '服务', '公司名称', '税号', '行业分类', '供应分类', '企业logo', '企业图片', '企业简介', '联系地区', '详细地址']) expect(field(label)).toBeInTheDocument();
    expect(screen.getByDisplayValue('佛山演示家具制造有限公司')).toBeInTheDocument();
    expect(field('企业logo')).toHaveTextContent('150x150');
    // Chosen classes show as parent/child.
    await waitFor(() => expect(field('行业分类')).toHaveTextContent('家具制造/板式家具'));
    expect(field('供应分类')).toHaveTextContent('五金/铰链');
  });

  it('[SHOP-05] [SHOP-06] [SHOP-07] industry shows with role 101, 104 or 105; supply with any role but 101 alone', async () => {
    // Start from role 101 alone (pending), so every role can be ticked and unticked.
    await backend.current.db.deleteFrom('shop_roles').where('shop_id', '=', await shopId()).where('role_id', '=', 104).execute();
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderSettings();
    expect(choice('门店经销商')).toBeChecked();
    expect(screen.queryByText('行业分类')).toBeInTheDocument();
    expect(screen.queryByText('供应分类')).not.toBeInTheDocument();
    await user.click(choice('设计工作室'));
    expect(await screen.findByText('供应分类')).toBeInTheDocument();
    await user.click(choice('门店经销商'));
    // 102 alone: supply, no industry.
    await waitFor(() => expect(screen.queryByText('行业分类')).not.toBeInTheDocument());
    expect(screen.getByText('供应分类')).toBeInTheDocument();
    await user.click(choice('材料供应商'));
    expect(await screen.findByText('行业分类')).toBeInTheDocument();
  });

  it('[SHOP-36] [SHOP-37] [SHOP-38] [SHOP-39] review states: pending, refused with its reason, approved and held', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await renderSettings();
    const service = (id: number) => document.querySelector<HTMLElement>(`.shop-review-choice[data-choice="${id}"]`)!;
    const roles = field('角色');
    expect(within(roles).getByText('已通过')).toBeInTheDocument();
    expect(choice('板式家具工厂')).toBeDisabled();
    expect(choice('板式家具工厂')).toBeChecked();
    expect(choice('门店经销商')).toBeEnabled();
    const services = field('服务');
    expect(within(services).getByText('审核中')).toBeInTheDocument();
    expect(within(service(6) as HTMLElement).getByText('审核未通过')).toBeInTheDocument();
    expect(service(6)).toHaveTextContent('营业执照经营范围不含加工外协');
    expect(choice('全屋定制')).toBeDisabled();
  });

  it('[SHOP-10] [SHOP-13] [SHOP-14] [SHOP-29] [SHOP-30] an empty name, no role or no service shows its message and blocks saving', async () => {
    // No approved role or service: every box can be unticked.
    const id = await shopId();
    await backend.current.db.updateTable('shop_roles').set({ check_state: 0 }).where('shop_id', '=', id).execute();
    await backend.current.db.updateTable('shop_services').set({ check_state: 0 }).where('shop_id', '=', id).execute();
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderSettings();
    await user.clear(screen.getByDisplayValue('演示家具厂'));
    expect(await within(field('企业名称')).findByText('请填写企业名称')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.type(screen.getByPlaceholderText('请填写企业名称'), '新名字');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    for (const name of ['门店经销商', '板式家具工厂']) await user.click(choice(name));
    expect(await within(field('角色')).findByText('请选择角色')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(choice('设计工作室'));
    for (const name of ['全屋定制', '橱柜衣柜', '加工外协']) await user.click(choice(name));
    expect(await within(field('服务')).findByText('请选择服务')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(callsTo(calls, '/Shop-shopSet')).toHaveLength(0);
  });

  it('[SHOP-16] [SHOP-17] [SHOP-26] [SHOP-28] a file that is not a picture or too big is refused before sending; the server\'s refusal shows {err_code}: {err_msg}', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    // The browser would let a user pick 'All files'; the field must still refuse what is not a picture.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });
    const calls = await renderSettings();
    // The upload puts a new input in place after each pick: ask for it each time.
    const input = () => field('企业图片').querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input().accept).toBe('.png,.jpg,.jpeg,.bmp,.gif');
    await user.upload(input(), new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findAllByText('notes.txt 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片')).toHaveLength(1);
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
    await user.upload(input(), big);
    expect(await screen.findAllByText('图片不能大于5M')).toHaveLength(1);
    expect(callsTo(calls, '/shop-shopPic')).toHaveLength(0);
    // Named .png, but text: the server judges the bytes (tests/api/shop.test.ts) and refuses; jsdom's
    // multipart transport is not the browser's, so its reply is given here (the browser test sends it for real).
    backend.current.server.use(
      http.post('*/api/shop-shopPic', () => HttpResponse.json({ err_code: 10001, err_msg: 'fake.png 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片' })),
    );
    await user.upload(input(), new File(['not really a picture'], 'fake.png', { type: 'image/png' }));
    // Beside the field; no card is left taking a slot, and a retry would only be refused again.
    expect(await within(field('企业图片')).findByRole('alert')).toHaveTextContent('fake.png 上传失败：10001: fake.png 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片');
    expect(within(field('企业图片')).queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('[SHOP-15] [SHOP-19] [SHOP-27] [SHOP-34] [SHOP-35] uploads one logo (then no second), saves with the fields as Shop-shopSet expects and says 保存成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderSettings();
    // Without a logo, saving says it is required.
    await user.click(saveButton());
    expect(await within(field('企业logo')).findByText('企业logo必传')).toBeInTheDocument();
    expect(callsTo(calls, '/Shop-shopSet')).toHaveLength(0);
    // The image as the upload stores it (jsdom's multipart transport is not the browser's; the
    // browser test uploads for real): a PNG of this shop, answered as shop-shopPic answers.
    const { key } = await storeFile(backend.current.db, { shopId: await shopId(), name: 'logo.png', mime: 'image/png', bytes: new Uint8Array(pngBytes(2, 2)), now: Date.now(), purpose: 'shop' });
    backend.current.server.use(http.post('*/api/shop-shopPic', () => HttpResponse.json({ err_code: 0, img: imagePath(key) })));
    const logo = field('企业logo');
    await user.upload(logo.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array(pngBytes(2, 2))], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(logo.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/));
    expect(callsTo(calls, '/shop-shopPic')).toHaveLength(1);
    expect(within(logo).queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(logo).queryByText('企业logo必传')).not.toBeInTheDocument());
    await user.click(saveButton());
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const sent = callsTo(calls, '/Shop-shopSet')[0].body;
    expect(sent.get('shop_name')).toBe('演示家具厂');
    expect(JSON.parse(sent.get('user_roles')!)).toEqual([101, 104]);
    expect(JSON.parse(sent.get('shop_pics')!)).toEqual([]);
    expect(sent.get('shop_logo')).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);
    expect(sent.get('service_region')).toBe('440606');
    const row = await backend.current.db.selectFrom('shops').select('shop_logo').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
    expect(row.shop_logo).toBe(sent.get('shop_logo'));
  });

  it('[SHOP-31] [SHOP-32] [SHOP-33] without SF_BASE_CONFIG_EDIT every field, the uploads and save are disabled', async () => {
    const viewer = await addStaffWithRights(backend.current.db, 'shop_viewer', ['SF_BASE_CONFIG_QUERY']);
    await logInAs(viewer.login_name);
    await renderSettings();
    expect(screen.getByDisplayValue('演示家具厂')).toBeDisabled();
    expect(screen.getByDisplayValue('佛山演示家具制造有限公司')).toBeDisabled();
    expect(choice('门店经销商')).toBeDisabled();
    expect(within(field('企业logo')).queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
    expect(within(field('企业图片')).queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText(/修改需要/)).toBeInTheDocument();
  });
});
