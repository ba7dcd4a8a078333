/**
 * The goods sales statistics (/goodssale) against the real backend and the demo orders: the sales
 * by goods item with the totals of every row, the grouping switched in the URL with the filters
 * kept, a row's lines in the drawer, and the .xlsx export of the applied filters.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, catchDownloads, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { api } from '../../../api/client';
import { GetOrdSale } from '../../../common/orderSales';
import { formatYuan } from '../../../components/list/fields';
import GoodsSalePage from './GoodsSalePage';

const backend = setupTestBackend();

const tableRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

async function openPage(query = '') {
  await logInAs(DEMO_ACCOUNTS.master);
  const calls = recordCalls(backend);
  renderPage(<GoodsSalePage />, `/goodssale${query}`);
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
  return { calls, user: setupUser() };
}

describe('goods sales statistics', () => {
  it('[API-ORD-47] lists the sales by goods item, best-selling first, with the totals of every row under the filters', async () => {
    await openPage();
    const all = await api.call(GetOrdSale, { param: { group_by: 'goods', page_count: 100 } });
    expect(all.count).toBeGreaterThan(0);
    const first = tableRows()[0];
    expect(first).toHaveTextContent(all.data[0].group_name);
    expect(first).toHaveTextContent(all.data[0].goods_no);
    expect(screen.getByTestId('sale-totals')).toHaveTextContent(`金额 ¥${formatYuan(all.total.amount)}`);
    expect(screen.getByTestId('sale-totals')).toHaveTextContent(`${all.total.orders} 个订单`);
    expect(screen.getByRole('columnheader', { name: /商品编号/ })).toBeInTheDocument();
    // The page's own calls (its column settings among them) were all taken: no refusal shown.
    await waitFor(() => expect(document.querySelector('.ant-table-thead')).not.toBeNull());
    expect(screen.queryByText(/^\d+: /)).toBeNull();
  });

  it('switching the grouping to class and to customer keeps the filters and says so in the URL', async () => {
    const { calls, user } = await openPage('?from=2020-01-01');
    await user.click(screen.getByText('按分类'));
    // By class: the goods item's own columns are gone, the class names the row.
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /商品编号/ })).toBeNull());
    expect(screen.getByRole('columnheader', { name: /商品分类/ })).toBeInTheDocument();
    const sent = callsTo(calls, '/storeOrders-getOrdSale');
    expect(JSON.parse(sent[sent.length - 1].body.get('param')!)).toMatchObject({ group_by: 'class', date_min: '2020-01-01' });
    await user.click(screen.getByText('按客户'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /商品分类/ })).toBeNull());
    expect(screen.getByRole('columnheader', { name: /客户/ })).toBeInTheDocument();
    // Each grouping's column settings are read under a key the server takes: no refusal shown.
    expect(screen.queryByText(/^\d+: /)).toBeNull();
    const last = callsTo(calls, '/storeOrders-getOrdSale').pop()!;
    expect(JSON.parse(last.body.get('param')!)).toMatchObject({ group_by: 'dealer', date_min: '2020-01-01' });
  });

  it('[API-ORD-48] a goods row opens the order lines behind it, each of that goods item', async () => {
    const { user } = await openPage();
    const first = tableRows()[0];
    const name = within(first).getByRole('button', { name: /^查看 .* 的销售明细$/ });
    const goodsName = name.textContent!;
    await user.click(name);
    const drawer = await screen.findByRole('dialog', { name: `${goodsName} 的销售明细` });
    await waitFor(() => expect(drawer.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBeGreaterThan(0));
    for (const row of drawer.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')) expect(row).toHaveTextContent(goodsName);
  });

  it('exports the applied grouping and filters (not just the page) to an .xlsx file', async () => {
    const { saved, restore } = catchDownloads();
    try {
      const { calls, user } = await openPage('?by=class&page=2&from=2020-01-01');
      await user.click(button('导出'));
      await waitFor(() => expect(saved).toHaveLength(1));
      const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
      // An .xlsx file is a ZIP archive.
      expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
      const sent = callsTo(calls, '/storeOrders-exportOrdSale')[0];
      expect(sent.method).toBe('GET');
      const param = JSON.parse(sent.query.get('param')!) as Record<string, unknown>;
      expect(param).toMatchObject({ group_by: 'class', date_min: '2020-01-01' });
      expect(param).not.toHaveProperty('curr_page');
    } finally {
      restore();
    }
  });
});
