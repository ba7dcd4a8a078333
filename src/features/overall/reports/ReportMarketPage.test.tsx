/**
 * /reports/market (REQUIREMENTS RPT-MKT) against the real backend and the demo market: the list
 * call, category chips with the priority types first, cards naming the shop, the detail drawer for
 * the viewer's own, a downloaded and a new template, the confirmed download and the example dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import * as navigation from '../../../app/navigation';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import ReportMarketPage from './ReportMarketPage';

const backend = setupTestBackend();

const card = (name: string) => screen.getAllByTestId('report-card').find((c) => c.textContent?.includes(name))!;
const params = (body: URLSearchParams) => JSON.parse(body.get('params') ?? '{}') as Record<string, unknown>;

async function renderMarket() {
  await logInAs(DEMO_ACCOUNTS.master);
  const calls = recordCalls(backend);
  renderPage(<ReportMarketPage />, '/reports/market');
  await screen.findAllByTestId('report-card');
  return calls;
}

async function openDetail(name: string) {
  const user = setupUser();
  await user.click(within(card(name)).getByRole('button', { name: `查看 ${name}` }));
  const drawer = await screen.findByRole('dialog', { name });
  await within(drawer).findByText('报表描述');
  return { user, drawer };
}

beforeEach(() => {
  jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});

describe('the report market', () => {
  it('[RPT-MKT-01] [RPT-MKT-03] [RPT-MKT-04] [RPT-MKT-06] [RPT-MKT-07] Report-marketList 30 a page, hottest first; chips all then 1, 3, 4, 5, 6, 31, 17, 18; cards name the shop', async () => {
    const calls = await renderMarket();
    expect(params(callsTo(calls, '/Report-marketList')[0].body)).toMatchObject({ curr_page: 1, page_count: 30, order: 'view_cnt desc', report_type: 0 });
    const chips = within(screen.getByRole('group', { name: '报表分类' }));
    await waitFor(() => expect(chips.getAllByText(/.+/).length).toBe(41));
    expect(chips.getAllByText(/.+/).slice(0, 10).map((c) => c.textContent)).toEqual(['全部', '订单', '销售单', '采购单', '入库单', '出库单', '板件标签', '收款单', '付款单', '订单标签']);
    expect(card('入库单-板材')).toHaveTextContent('来自 南方板材定制');
    expect(screen.getAllByTestId('report-card')[0]).toHaveTextContent('板件标签 60×40');
    // A chip filters by its type.
    await setupUser().click(chips.getByText('入库单'));
    await waitFor(() => expect(screen.getAllByTestId('report-card')).toHaveLength(1));
    expect(params(callsTo(calls, '/Report-marketList').at(-1)!.body)).toMatchObject({ report_type: 5 });
  });

  it('[RPT-MKT-02] [RPT-MKT-09] the name search; nothing found shows the no data placeholder', async () => {
    const user = setupUser();
    await renderMarket();
    await user.type(screen.getByRole('searchbox', { name: '搜索报表名称' }), '没有这个报表{Enter}');
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description .rpt-empty' })).toBeInTheDocument();
    // One placeholder picture, not one inside another.
    expect(document.querySelectorAll('.ant-empty-image')).toHaveLength(1);
  });

  it('[RPT-MKT-10] [RPT-MKT-11] the drawer (width 1000) shows shop, type, time, description and images; the own shop\'s template cannot be downloaded', async () => {
    const calls = await renderMarket();
    const { drawer } = await openDetail('板件标签 60×40');
    expect(callsTo(calls, '/Report-marketDetail')).toHaveLength(1);
    expect(drawer.closest<HTMLElement>('.ant-drawer-content-wrapper')?.style.width).toBe('1000px');
    for (const text of ['店铺', '演示家具厂', '报表类型', '板件标签', '发布时间', '报表图片', '热敏标签纸 60×40 mm']) expect(drawer).toHaveTextContent(text);
    expect(within(drawer).getAllByAltText(/板件标签 60×40 第 \d 张图片/)).toHaveLength(2);
    expect(within(drawer).getByText('本店铺报表')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /下载到我的报表/ })).toBeDisabled();
  });

  it('[RPT-MKT-12] [RPT-MKT-15] a template the shop already took is labelled report downloaded and offers the example', async () => {
    await renderMarket();
    const { drawer } = await openDetail('入库单-板材');
    expect(within(drawer).getByText('报表已下载')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /下载模板文件/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /下载到我的报表/ })).not.toBeInTheDocument();
  });

  it('[API-RPT-07] the template file: POST Report-marketDownLoadFile with reportID, the answered JSON saved as <report name>.mrt', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
    const revoked = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:template';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    try {
      const calls = await renderMarket();
      const { user, drawer } = await openDetail('入库单-板材');
      await user.click(within(drawer).getByRole('button', { name: /下载模板文件/ }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toBe('入库单-板材.mrt');
      const template = await backend.current.db.selectFrom('market_reports').select(['report_id', 'content']).where('report_name', '=', '入库单-板材').executeTakeFirstOrThrow();
      expect(JSON.parse(await saved[0].blob.text())).toEqual(JSON.parse(template.content));
      const [call] = callsTo(calls, '/Report-marketDownLoadFile');
      expect(call.method).toBe('POST');
      expect(Object.fromEntries(call.body)).toEqual({ reportID: String(template.report_id) });
    } finally {
      click.mockRestore();
      if (created) Object.defineProperty(URL, 'createObjectURL', created);
      else delete (URL as { createObjectURL?: unknown }).createObjectURL;
      if (revoked) Object.defineProperty(URL, 'revokeObjectURL', revoked);
      else delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
    }
  });

  it('[RPT-MKT-13] [RPT-MKT-14] [RPT-MKT-15] [RPT-MKT-16] [RPT-MKT-18] download asks first, says report downloaded successfully, marks it and shows the example; go to page to use opens the mapped page', async () => {
    const calls = await renderMarket();
    const { user, drawer } = await openDetail('出库单（带签收）');
    await user.click(within(drawer).getByRole('button', { name: /下载到我的报表/ }));
    // The confirmation sits over the drawer (whose dialog hides what is beside it from the role query).
    const confirm = (await screen.findAllByText(/^确认下载报表“出库单（带签收）”？/)).map((e) => e.closest<HTMLElement>('.ant-modal')).find(Boolean)!;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('报表下载成功')).toBeInTheDocument();
    const sent = callsTo(calls, '/Report-marketDownLoad')[0].body;
    expect(sent.get('reportName')).toBe('出库单（带签收）');
    expect(within(drawer).getByText('报表已下载')).toBeInTheDocument();
    const example = (await screen.findAllByText('使用示例', { selector: '.ant-modal-title' }))[0].closest<HTMLElement>('.ant-modal')!;
    expect(example).toHaveTextContent('“出库单”类报表在 仓库管理');
    await user.click(within(example).getByRole('button', { name: /前往页面使用/ }));
    expect(navigation.navigateTo).toHaveBeenCalledWith(`depot.html#/other/out?report_type=6&report_id=${sent.get('reportID')}`);
  });
});
