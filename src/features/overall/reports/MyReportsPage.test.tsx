/**
 * /reports/lists (REQUIREMENTS RPT-MY) against the real backend and the demo shop's publications:
 * breadcrumb, the list call and its query in the URL, cards, gallery, broken images, the 'no data'
 * placeholder, the edit modal's rules and save, the confirmed delete and the example dialog.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as navigation from '../../../app/navigation';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import MyReportsPage from './MyReportsPage';

const backend = setupTestBackend();

const cards = () => screen.getAllByTestId('report-card');
const card = (name: string) => cards().find((c) => c.textContent?.includes(name))!;
const params = (body: URLSearchParams) => JSON.parse(body.get('params') ?? '{}') as Record<string, unknown>;

async function renderMine(route = '/reports/lists') {
  await logInAs(DEMO_ACCOUNTS.master);
  const calls = recordCalls(backend);
  renderPage(<MyReportsPage />, route);
  await screen.findAllByTestId('report-card');
  return calls;
}

beforeEach(() => {
  jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

describe('my published reports', () => {
  it('[RPT-MY-01] [RPT-MY-02] [RPT-MY-06] [RPT-MY-07] [RPT-MY-08] breadcrumb, Report-marketMyList 30 a page newest first, and cards with every part', async () => {
    const calls = await renderMine();
    const crumbs = [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);
    expect(crumbs).toEqual(['综合管理', '报表管理', '报表市场']);
    const sent = params(callsTo(calls, '/Report-marketMyList')[0].body);
    expect(sent).toMatchObject({ curr_page: 1, page_count: 30, order: 'create_date desc' });
    expect(cards().map((c) => c.querySelector('.rpt-card-name')?.textContent)).toEqual(['开料单-按板材汇总', '收款单（简洁版）', '采购单-五金辅料', '销售出库单（三联）', '板件标签 60×40', '全屋定制订单（带图）']);
    const label = card('板件标签 60×40');
    expect(label).toHaveTextContent('浏览 2671');
    expect(label).toHaveTextContent('下载 540');
    expect(label).toHaveTextContent(/\d{4}-\d{2}-\d{2} 发布/);
    expect(label.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/Report-image\?report_id=\d+&key=[\w-]{22}$/);
    await waitFor(() => expect(label.querySelector('.rpt-card-type')).toHaveTextContent('板件标签'));
    expect(within(label).getByRole('button', { name: /编辑/ })).toBeInTheDocument();
    expect(within(label).getByRole('button', { name: /删除/ })).toBeInTheDocument();
  });

  it('[RPT-MY-03] [RPT-MY-04] the name and type filters and the sort menu go to the call (and the URL)', async () => {
    const user = setupUser();
    const calls = await renderMine();
    await user.type(screen.getByLabelText('报表名称'), '标签');
    await user.click(button('搜索'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(params(callsTo(calls, '/Report-marketMyList').at(-1)!.body)).toMatchObject({ report_name: '标签' });
    // The sort menu: hot, newest, downloads.
    await user.click(screen.getByRole('button', { name: /排序/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['最热', '最新', '下载最多']);
    await user.click(within(menu).getByText('下载最多'));
    await waitFor(() => expect(params(callsTo(calls, '/Report-marketMyList').at(-1)!.body)).toMatchObject({ order: 'down_cnt desc', report_name: '标签' }));
  });

  it('[RPT-MY-05] the sort menu offers hot (view_cnt desc), newest (create_date desc) and downloads (down_cnt desc), each listing the cards in its order', async () => {
    const user = setupUser();
    const calls = await renderMine();
    // Each card's counts: '浏览 2671', '下载 540'.
    const counts = (label: '浏览' | '下载') =>
      cards().map((c) => {
        const text = [...c.querySelectorAll('.rpt-card-counts > span')].map((span) => span.textContent?.trim() ?? '').find((x) => x.startsWith(`${label} `));
        return Number(text?.slice(label.length + 1));
      });
    const days = () => cards().map((c) => /^(\d{4}-\d{2}-\d{2}) 发布$/.exec(c.querySelector('.rpt-card-meta span')?.textContent?.trim() ?? '')?.[1] ?? '');
    const descending = <T,>(list: T[]) => [...list].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const shop = await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow();
    const stored = await backend.current.db.selectFrom('market_reports').select(['view_cnt', 'down_cnt']).where('shop_id', '=', shop.shop_id).execute();
    const sortBy = async (item: string, order: string) => {
      await user.click(screen.getByRole('button', { name: /排序/ }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['最热', '最新', '下载最多']);
      await user.click(within(menu).getByText(item));
      await waitFor(() => expect(params(callsTo(calls, '/Report-marketMyList').at(-1)!.body)).toMatchObject({ order }));
    };
    await sortBy('最热', 'view_cnt desc');
    await waitFor(() => expect(counts('浏览')).toEqual(descending(stored.map((r) => r.view_cnt))));
    await sortBy('下载最多', 'down_cnt desc');
    await waitFor(() => expect(counts('下载')).toEqual(descending(stored.map((r) => r.down_cnt))));
    await sortBy('最新', 'create_date desc');
    await waitFor(() => expect(cards().map((c) => c.querySelector('.rpt-card-name')?.textContent)).toEqual(['开料单-按板材汇总', '收款单（简洁版）', '采购单-五金辅料', '销售出库单（三联）', '板件标签 60×40', '全屋定制订单（带图）']));
    expect(days()).toEqual(descending(days()));
    expect(days().every((d) => d !== '')).toBe(true);
  });

  it('[RPT-MY-12] [RPT-MY-04] with err_msg and no reports the page shows the no data placeholder', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    renderPage(<MyReportsPage />, '/reports/lists?type=40');
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description .rpt-empty' })).toBeInTheDocument();
    // One placeholder picture, not one inside another.
    expect(document.querySelectorAll('.ant-empty-image')).toHaveLength(1);
    expect(screen.queryAllByTestId('report-card')).toHaveLength(0);
  });

  it('[RPT-MY-09] [RPT-MY-11] a card opens the gallery of its full images; a broken image shows the default picture', async () => {
    const user = setupUser();
    await renderMine();
    await user.click(within(card('板件标签 60×40')).getByRole('button', { name: '查看 板件标签 60×40' }));
    const gallery = await screen.findByRole('dialog', { name: '板件标签 60×40 的图片' });
    const first = within(gallery).getAllByAltText('板件标签 60×40 第 1 张图片')[0];
    expect(first.getAttribute('src')).toMatch(/^\/api\/Report-image/);
    await user.click(within(gallery).getByRole('button', { name: '下一张' }));
    expect(within(gallery).getAllByAltText('板件标签 60×40 第 2 张图片')).toHaveLength(2);
    const image = card('收款单（简洁版）').querySelector('img')!;
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute('src')).toBe('/reports/default-cover.svg'));
  });

  it('[RPT-MY-13] [RPT-MY-14] [RPT-MY-15] [RPT-MY-17] [RPT-MY-18] the edit modal: title, width 700, name rules and counter, covers jpg/jpeg/png only, the red warning', async () => {
    // A person may pick any file whatever the accept filter says (the dialog's 'all files').
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });
    const calls = await renderMine();
    await user.click(within(card('收款单（简洁版）')).getByRole('button', { name: /编辑/ }));
    const modal = await screen.findByRole('dialog', { name: '报表修改' });
    expect(modal.closest<HTMLElement>('.ant-modal')?.style.width).toBe('700px');
    const name = within(modal).getByLabelText('报表名称');
    expect(within(modal).getByText('8 / 20')).toBeInTheDocument();
    expect(within(modal).getByLabelText('报表描述')).toHaveValue('一页两张，含收款方式、经办人与客户签字栏。');
    expect(within(modal).getByText('重新上传封面会覆盖原有的全部封面').closest('.ant-alert')).toHaveClass('ant-alert-error');
    const input = modal.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('.jpg,.jpeg,.png');
    await user.upload(input, new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    expect(await screen.findByText('图片只支持jpg、jpeg、png格式')).toBeInTheDocument();
    await user.clear(name);
    await user.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    expect(await within(modal).findByText('请填写报表名称')).toBeInTheDocument();
    expect(callsTo(calls, '/Report-marketUpdate')).toHaveLength(0);
  });

  it('[RPT-MY-16] the description is free text: a multi-line box without limit or counter, saved as typed, or empty', async () => {
    const user = setupUser();
    await renderMine();
    const sent: string[] = [];
    backend.current.server.use(
      http.post('*/api/Report-marketUpdate', async ({ request }) => {
        sent.push(String((await request.formData()).get('reportDesc')));
        return HttpResponse.json({ err_code: 0, err_msg: '报表修改成功', reportInfo: {} });
      }),
    );
    const openEdit = async () => {
      await user.click(within(card('收款单（简洁版）')).getByRole('button', { name: /编辑/ }));
      return screen.findByRole('dialog', { name: '报表修改' });
    };
    const save = async (modal: HTMLElement) => {
      await user.click(within(modal).getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '报表修改' })).toBeNull());
    };

    let modal = await openEdit();
    const desc = within(modal).getByLabelText('报表描述');
    expect(desc.tagName).toBe('TEXTAREA');
    expect(desc).not.toHaveAttribute('maxlength');
    const item = desc.closest<HTMLElement>('.ant-form-item')!;
    expect(item.querySelector('.ant-form-item-required')).toBeNull();
    expect(item.querySelector('.ant-input-data-count')).toBeNull();
    await user.clear(desc);
    await user.type(desc, '第一行：A4 纸，一页两张 ✓{Enter}第二行 <b>不是标签</b> & "引号" 100% 😀');
    await save(modal);
    // A multipart body carries a line break as CRLF.
    expect(sent.map((text) => text.replace(/\r\n/g, '\n'))).toEqual(['第一行：A4 纸，一页两张 ✓\n第二行 <b>不是标签</b> & "引号" 100% 😀']);

    modal = await openEdit();
    await user.clear(within(modal).getByLabelText('报表描述'));
    await save(modal);
    expect(within(document.body).queryByText(/请填写报表描述/)).toBeNull();
    expect(sent).toEqual([expect.any(String), '']);
  });

  it('[RPT-MY-19] [RPT-MY-20] saving posts the multipart Report-marketUpdate with the covers and says report modified successfully', async () => {
    const user = setupUser();
    await renderMine();
    // jsdom's multipart transport is not the browser's (the browser test saves for real): the form
    // that arrives is checked here, and the reply is the server's.
    const seen: { fields: Record<string, string>; covers: string[] }[] = [];
    backend.current.server.use(
      http.post('*/api/Report-marketUpdate', async ({ request }) => {
        const form = await request.formData();
        seen.push({
          fields: Object.fromEntries(['reportID', 'reportName', 'reportDesc'].map((k) => [k, String(form.get(k))])),
          covers: form.getAll('logos[]').map((f) => (f as File).name),
        });
        return HttpResponse.json({ err_code: 0, err_msg: '报表修改成功', reportInfo: {} });
      }),
    );
    await user.click(within(card('收款单（简洁版）')).getByRole('button', { name: /编辑/ }));
    const modal = await screen.findByRole('dialog', { name: '报表修改' });
    const name = within(modal).getByLabelText('报表名称');
    await user.clear(name);
    await user.type(name, '收款单（新版）');
    await user.upload(modal.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' }));
    await user.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('报表修改成功')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].fields).toMatchObject({ reportName: '收款单（新版）', reportDesc: '一页两张，含收款方式、经办人与客户签字栏。' });
    expect(Number(seen[0].fields.reportID)).toBeGreaterThan(0);
    expect(seen[0].covers).toEqual(['cover.png']);
  });

  it('[RPT-MY-21] [RPT-MY-22] delete asks first, then calls Report-marketDelete and says report deleted successfully', async () => {
    const user = setupUser();
    const calls = await renderMine();
    await user.click(within(card('采购单-五金辅料')).getByRole('button', { name: /删除/ }));
    const confirm = await screen.findByRole('dialog', { name: '确认删除报表“采购单-五金辅料”？' });
    await user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(callsTo(calls, '/Report-marketDelete')).toHaveLength(0);
    await user.click(within(card('采购单-五金辅料')).getByRole('button', { name: /删除/ }));
    const again = await screen.findByRole('dialog', { name: '确认删除报表“采购单-五金辅料”？' });
    await user.click(within(again).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('报表删除成功')).toBeInTheDocument();
    await waitFor(() => expect(cards().some((c) => c.textContent?.includes('采购单-五金辅料'))).toBe(false));
    expect(callsTo(calls, '/Report-marketDelete')[0].body.get('reportID')).toMatch(/^\d+$/);
  });

  it('[RPT-MY-23] [RPT-MKT-16] [RPT-MKT-18] the example dialog says where the type is used and goes to its page with report_type and report_id', async () => {
    const user = setupUser();
    await renderMine();
    const own = await backend.current.db.selectFrom('market_reports').select('report_id').where('report_name', '=', '收款单（简洁版）').executeTakeFirstOrThrow();
    await user.click(within(card('收款单（简洁版）')).getByRole('button', { name: /使用示例/ }));
    const dialog = await screen.findByRole('dialog', { name: '使用示例' });
    await waitFor(() => expect(dialog).toHaveTextContent('“收款单”类报表在 财务管理 › 统一收款 页面打印时使用。'));
    await user.click(within(dialog).getByRole('button', { name: /前往页面使用/ }));
    expect(navigation.navigateTo).toHaveBeenCalledWith(`finance.html#/unifycoll?report_type=17&report_id=${own.report_id}`);
  });
});
