/**
 * The order list (/orders/list) against the real backend and the demo shop's 300 orders
 * (server/db/seeds/orders.ts): the list with its total and the state tabs' counts, a state tab as a
 * filter in the URL and the query, the recycle bin, and one order's rooms, boards and goods lines in
 * the drawer.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { setLanguage } from '../../../app/i18n';
import { formatYuan } from '../../../components/list/fields';
import OrderListPage from './OrderListPage';

const backend = setupTestBackend();

const rows = (container: ParentNode = document) => [...container.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const orderNos = () => rows().map((r) => r.getAttribute('data-row-key'));
const lastParam = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/ErpOrders-StoreSellerOrd');
  return JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as Record<string, unknown>;
};
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const tabCount = (name: RegExp) => Number(within(tab(name)).getByText(/^\d+$/).textContent);

/** The demo shop's orders, newest first (as the list's default order). */
const orders = () =>
  backend.current.db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.shop_id', 'orders.shop_id')
    .select(['orders.order_id', 'orders.order_no', 'orders.ord_state', 'orders.is_deleted', 'orders.total_fen'])
    .where('shops.shop_name', '=', '演示家具厂')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.order_id', 'desc')
    .execute();

async function renderOrders(route = '/orders/list') {
  const calls = recordCalls(backend);
  const view = renderPage(<OrderListPage />, route, { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

describe('order list', () => {
  it('[API-ORD-02] lists the shop\'s orders in use, 20 a page, newest first, with the total and each state\'s count', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderOrders();
    expect(lastParam(calls)).toMatchObject({ curr_page: 1, page_count: 20, ord_state: -1, is_deleted: 0, order: 'create_date desc' });
    const inUse = (await orders()).filter((o) => o.is_deleted === 0);
    expect(orderNos()).toEqual(inUse.slice(0, 20).map((o) => o.order_no));
    expect(screen.getByText(`共 ${inUse.length} 条`)).toBeInTheDocument();
    await waitFor(() => expect(tabCount(/^全部/)).toBe(inUse.length));
    expect(tabCount(/^已到货/)).toBe(inUse.filter((o) => o.ord_state === 5).length);
    expect(tabCount(/^已完结/)).toBe(inUse.filter((o) => o.ord_state === 6).length);
    expect(tabCount(/^已关闭/)).toBe(inUse.filter((o) => o.ord_state === 9).length);
  });

  it('a state tab filters the list, in the URL and the query; its count is the list\'s total; the headings follow the language', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls, router } = await renderOrders();
    const submitted = (await orders()).filter((o) => o.is_deleted === 0 && o.ord_state === 1);
    expect(submitted.length).toBeGreaterThan(0);
    await waitFor(() => expect(tabCount(/^已提交/)).toBe(submitted.length));
    await user.click(tab(/^已提交/));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ ord_state: 1, curr_page: 1 }));
    await waitFor(() => expect(orderNos()).toEqual(submitted.slice(0, 20).map((o) => o.order_no)));
    expect(tab(/^已提交/)).toHaveAttribute('aria-selected', 'true');
    for (const row of rows()) expect(row).toHaveTextContent('已提交');
    expect(screen.getByText(`共 ${submitted.length} 条`)).toBeInTheDocument();
    expect(router!.state.location.search).toContain('state=1');
    act(() => setLanguage('en-US'));
    try {
      await waitFor(() => expect(tab(/^Submitted/)).toHaveAttribute('aria-selected', 'true'));
      const heads = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent ?? '').join(' ');
      expect(heads).toContain('Order no.');
      expect(heads).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      act(() => setLanguage('zh-CN'));
    }
  });

  it('the recycle bin lists the deleted orders only', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls, router } = await renderOrders();
    const binned = (await orders()).filter((o) => o.is_deleted === 1);
    expect(binned.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: /^回收站/ }));
    await waitFor(() => expect(lastParam(calls)).toMatchObject({ is_deleted: 1, ord_state: -1 }));
    await waitFor(() => expect(orderNos()).toEqual(binned.map((o) => o.order_no)));
    await waitFor(() => expect(tabCount(/^回收站/)).toBe(binned.length));
    expect(router!.state.location.search).toContain('bin=1');
  });

  it('[API-ORD-32] the order number opens the order: its rooms, each board\'s size, area and amount, its goods lines and totals', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderOrders();
    const first = (await orders()).find((o) => o.is_deleted === 0)!;
    await user.click(screen.getByRole('button', { name: `查看订单 ${first.order_no}` }));
    const drawer = await screen.findByRole('dialog', { name: `订单 ${first.order_no}` });
    await waitFor(() => expect(callsTo(calls, '/StoreOrders-ajaxOrder').map((c) => c.body.get('order_no'))).toEqual([first.order_no]));
    const db = backend.current.db;
    const rooms = await db.selectFrom('order_rooms').select(['room_id', 'room_name']).where('order_id', '=', first.order_id).orderBy('sort').execute();
    await waitFor(() => expect(within(drawer).getAllByTestId('order-room')).toHaveLength(rooms.length));
    const sections = within(drawer).getAllByTestId('order-room');
    const room = rooms[0];
    const section = sections[0];
    expect(within(section).getByRole('heading', { name: room.room_name })).toBeInTheDocument();
    const plates = await db.selectFrom('order_plates').selectAll().where('room_id', '=', room.room_id).orderBy('sort').execute();
    const lines = await db.selectFrom('order_goods').selectAll().where('room_id', '=', room.room_id).orderBy('sort').execute();
    // The boards' table, then the goods lines' table.
    await waitFor(() => expect(rows(section)).toHaveLength(plates.length + lines.length));
    plates.forEach((plate, i) => {
      const cells = [...rows(section)[i].querySelectorAll('td')].map((td) => td.textContent);
      expect(cells).toEqual(
        expect.arrayContaining([plate.plate_name, `${plate.length_mm}×${plate.width_mm}×${plate.thickness_mm}`, String(plate.qty), (Number(plate.area_mm2) / 1e6).toFixed(3), `¥${formatYuan(Number(plate.amount_fen) / 100)}`]),
      );
    });
    const roomTotal = [...plates, ...lines].reduce((sum, l) => sum + Number(l.amount_fen), 0);
    expect(section).toHaveTextContent(`房间小计 ¥${formatYuan(roomTotal / 100)}`);
    const pieces = plates.reduce((sum, p) => sum + p.qty, 0);
    // The room's area adds up its boards' areas as shown (3 decimals each).
    const area = plates.reduce((sum, p) => sum + Math.round(Number(p.area_mm2) / 1000), 0) / 1000;
    expect(section).toHaveTextContent(`板件 ${pieces} 块，面积 ${area.toFixed(3)} m²`);
    expect(within(drawer).getByText('订单金额', { selector: 'th *, th' }).closest('tr')).toHaveTextContent(`¥${formatYuan(Number(first.total_fen) / 100)}`);
  });
});
