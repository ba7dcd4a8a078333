/**
 * The order form (/orders/edit) against the real backend and the demo shop: an order created through
 * the form (dealer dialog, two rooms of boards, a goods line) and found stored; area and amounts as
 * typed from the quotation's unit prices; a refused field keeping everything typed; a draft kept over
 * a reload; a stored draft edited; a confirmed order read-only; the page's right.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { setLanguage } from '../../../app/i18n';
import { formatYuan } from '../../../components/list/fields';
import { callsTo, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { zhCN } from '../../../locales/zh-CN';
import { erpArea } from '../../../routes/erpRoutes';
import { AreaLayout } from '../../../shell/AreaLayout';
import OrderListPage from '../orderList/OrderListPage';
import { chooseGoods, demoGoodsOf, fillBoard, typeInto } from '../../../../tests/helpers/orderForm';
import OrderEditPage from './OrderEditPage';

const backend = setupTestBackend();

const demoGoods = (kind: number) => demoGoodsOf(backend.current.db, kind);

/** A demo order in `state`, in use and not price-locked. */
const demoOrder = (state: number) =>
  backend.current.db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.shop_id', 'orders.shop_id')
    .select(['orders.order_id', 'orders.order_no', 'orders.cosignee_name'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('orders.ord_state', '=', state)
    .where('orders.is_deleted', '=', 0)
    .where('orders.price_lock', '=', 0)
    .orderBy('orders.order_id')
    .executeTakeFirstOrThrow();

/** The quotation answered with fixed prices (boards ¥100.00/m², goods ¥5.50), whatever the route does yet. */
function fixedOffer() {
  backend.current.server.use(
    http.post('*/api/StoreOrders-getOffer', async ({ request }) => {
      const data = JSON.parse(new URLSearchParams(await request.text()).get('data') ?? '{}') as { rooms: { plates: { goods_id: string }[]; goods: { goods_id: string }[] }[] };
      const room = data.rooms[0];
      const line = (price: string) => (l: { goods_id: string }) => ({ goods_id: Number(l.goods_id), goods_name: '', unit_price: price, amount: price });
      return HttpResponse.json({ err_code: 0, offer: { store_crm_id: 0, total: '0.00', rooms: [{ room_name: '-', plates: room.plates.map(line('100.00')), goods: room.goods.map(line('5.50')), total: '0.00' }] } });
    }),
  );
}

const rooms = () => screen.getAllByTestId('order-room');
const totals = () => screen.getByTestId('order-totals');

async function openForm(route = '/orders/edit') {
  await logInAs(DEMO_ACCOUNTS.master);
  const calls = recordCalls(backend);
  const view = renderPage(<OrderEditPage />, route);
  const user = setupUser();
  return { calls, user, ...view };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('order form', () => {
  it('[API-ORD-26] creates an order for a dealer of the dialog with two rooms of boards and a goods line, stored as typed', async () => {
    fixedOffer();
    const { calls, user } = await openForm();
    const board = await demoGoods(1);
    const hinge = await demoGoods(2);
    await user.click(await screen.findByRole('button', { name: '客户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择经销商' });
    const first = (await within(dialog).findAllByRole('button', { name: /^选择经销商 / }))[0];
    const dealerName = first.querySelector('.dealer-picker-name')!.textContent!;
    await user.click(first);
    expect(screen.getByRole('button', { name: '客户' })).toHaveTextContent(dealerName);
    await user.type(screen.getByLabelText('收货人'), '张三');
    // A pasted grouped number is read as the number it stands for.
    await user.click(screen.getByLabelText('收货人手机'));
    await user.paste('139 2233 4455');
    await user.type(screen.getByLabelText('详细地址'), '科技园 8 栋');
    const [room1] = rooms();
    await typeInto(user, within(room1).getByRole('textbox', { name: '空间名称' }), '主卧');
    await fillBoard(user, room1, 1, board, ['2000', '600', '18'], '2');
    // Enter in the row's last cell adds a row and puts the cursor in its first cell.
    await user.type(within(room1).getByRole('textbox', { name: '第 1 行封边' }), '四边1mm{Enter}');
    await waitFor(() => expect(within(room1).getByRole('textbox', { name: '第 2 行板件名称' })).toHaveFocus());
    await fillBoard(user, room1, 2, board, ['800', '400', '18'], '1');
    await user.click(within(room1).getByRole('button', { name: /添加商品/ }));
    await chooseGoods(user, room1, '五金第 1 行商品', hinge);
    await typeInto(user, within(room1).getByRole('textbox', { name: '五金第 1 行数量' }), '4');
    await user.click(screen.getByRole('button', { name: /添加空间/ }));
    await waitFor(() => expect(rooms()).toHaveLength(2));
    const room2 = rooms()[1];
    await typeInto(user, within(room2).getByRole('textbox', { name: '空间名称' }), '厨房');
    await fillBoard(user, room2, 1, board, ['700', '500', '18'], '3');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/orders/list'), {
      onTimeout: (e) => new Error(`${e.message}\n${[...document.querySelectorAll('.ant-form-item-explain-error, [role=alert]')].map((n) => n.textContent).join(' | ')}`),
    });
    const saved = callsTo(calls, '/StoreOrders-newOrd');
    expect(saved).toHaveLength(1);

    const db = backend.current.db;
    const order = await db.selectFrom('orders').selectAll().where('cosignee_name', '=', '张三').orderBy('order_id', 'desc').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ cosignee_phone: '13922334455', cosignee_address: '科技园 8 栋', ord_state: 0 });
    const dealer = await db.selectFrom('customers').select('z_name').where('crm_id', '=', order.store_crm_id!).executeTakeFirstOrThrow();
    expect(dealer.z_name).toBe(dealerName);
    const storedRooms = await db.selectFrom('order_rooms').select(['room_id', 'room_name']).where('order_id', '=', order.order_id).orderBy('sort').execute();
    expect(storedRooms.map((r) => r.room_name)).toEqual(['主卧', '厨房']);
    const plates = await db.selectFrom('order_plates').selectAll().where('order_id', '=', order.order_id).orderBy('room_id').orderBy('sort').execute();
    expect(plates.map((p) => [p.plate_name, p.length_mm, p.width_mm, p.thickness_mm, p.qty, p.goods_id, p.edges])).toEqual([
      ['门板1', 2000, 600, 18, 2, board.goods_id, '四边1mm'],
      ['门板2', 800, 400, 18, 1, board.goods_id, ''],
      ['门板1', 700, 500, 18, 3, board.goods_id, ''],
    ]);
    const lines = await db.selectFrom('order_goods').selectAll().where('order_id', '=', order.order_id).execute();
    expect(lines.map((l) => [l.room_id, l.goods_id, l.qty_centi])).toEqual([[storedRooms[0].room_id, hinge.goods_id, 400]]);
  }, 60_000);

  it('shows each board\'s area and amount, the room\'s and the order\'s totals as typed; the quotation is asked once per item, not per keystroke', async () => {
    fixedOffer();
    const { calls, user } = await openForm();
    const board = await demoGoods(1);
    const [room] = await screen.findAllByTestId('order-room');
    await fillBoard(user, room, 1, board, ['2000', '600', '18'], '2');
    await waitFor(() => expect(within(room).getByTestId('board-amount')).toHaveTextContent('¥240.00'));
    expect(within(room).getByTestId('board-area')).toHaveTextContent('2.400');
    expect(totals()).toHaveTextContent('板件 2 块');
    expect(totals()).toHaveTextContent('面积 2.400 m²');
    expect(totals()).toHaveTextContent('¥240.00');
    await typeInto(user, within(room).getByRole('textbox', { name: '第 1 行块数' }), '3');
    await waitFor(() => expect(within(room).getByTestId('board-area')).toHaveTextContent('3.600'));
    expect(within(room).getByTestId('board-amount')).toHaveTextContent('¥360.00');
    expect(within(room).getByTestId('room-summary')).toHaveTextContent('板件 3 块，3.600 m²，小计 ¥360.00');
    // Longer than the quotation's rest after typing: no further quotation was asked.
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(callsTo(calls, '/StoreOrders-getOffer')).toHaveLength(1);
    // A copied row copies its item and sizes.
    await user.click(within(room).getByRole('button', { name: '复制第 1 行板件' }));
    await waitFor(() => expect(within(room).getAllByTestId('board-row')).toHaveLength(2));
    expect(totals()).toHaveTextContent('面积 7.200 m²');
    await user.click(within(room).getByRole('button', { name: '删除第 2 行板件' }));
    await waitFor(() => expect(within(room).getAllByTestId('board-row')).toHaveLength(1));
    expect(totals()).toHaveTextContent('¥360.00');
  }, 30_000);

  it('[API-ORD-24] the amount shown as typed, from the real quotation, is the amount the order stores', async () => {
    const { calls, user } = await openForm();
    const board = await demoGoods(1);
    const [room] = await screen.findAllByTestId('order-room');
    await fillBoard(user, room, 1, board, ['1234', '567', '18'], '3');
    await waitFor(() => expect(within(room).getByTestId('board-amount')).toHaveTextContent('¥'));
    const shown = within(room).getByTestId('board-amount').textContent;
    expect(within(room).getByTestId('board-area')).toHaveTextContent('2.099');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/orders/list'));
    expect(callsTo(calls, '/StoreOrders-newOrd')).toHaveLength(1);
    const { order_id: orderId } = await backend.current.db.selectFrom('orders').select(['order_id']).orderBy('order_id', 'desc').executeTakeFirstOrThrow();
    const plate = await backend.current.db.selectFrom('order_plates').select(['amount_fen', 'area_mm2']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(plate.area_mm2)).toBe(1234 * 567 * 3);
    expect(shown).toBe(`¥${formatYuan(Number(plate.amount_fen) / 100)}`);
  }, 30_000);

  it('in English the form shows no Chinese', async () => {
    await openForm();
    await screen.findAllByTestId('order-room');
    act(() => setLanguage('en-US'));
    try {
      await waitFor(() => expect(screen.getByRole('button', { name: /Add room/ })).toBeInTheDocument());
      // The first room's name is typing (the default given in Chinese at opening); the rest is the page's.
      const text = [...document.querySelectorAll('label, th, button, .ant-card-head-title > :not(.order-room-name)')].map((n) => n.textContent ?? '').join(' ');
      expect(text).toContain('Length (mm)');
      expect(text).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      act(() => setLanguage('zh-CN'));
    }
  });

  it('a refused field keeps everything typed, shows its message and gets the cursor; nothing is sent', async () => {
    const { calls, user } = await openForm();
    const [room] = await screen.findAllByTestId('order-room');
    await user.type(screen.getByLabelText('收货人'), '李四');
    const cell = (column: string) => within(room).getByRole('textbox', { name: `第 1 行${column}` });
    await typeInto(user, cell('板件名称'), '侧板');
    await typeInto(user, cell('长 (mm)'), '9000');
    await typeInto(user, cell('宽 (mm)'), '500');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(cell('长 (mm)')).toHaveFocus());
    expect(screen.getAllByText('尺寸应为 1~6000 的整数（mm）').length).toBeGreaterThan(0);
    expect(screen.getByText('请选择板材')).toBeInTheDocument();
    expect(cell('长 (mm)')).toHaveValue('9000');
    expect(cell('板件名称')).toHaveValue('侧板');
    expect(screen.getByLabelText('收货人')).toHaveValue('李四');
    expect(callsTo(calls, '/StoreOrders-newOrd')).toHaveLength(0);
    // Corrected, the message goes.
    await typeInto(user, cell('长 (mm)'), '900');
    await waitFor(() => expect(screen.queryByText('尺寸应为 1~6000 的整数（mm）')).not.toBeInTheDocument());
  }, 30_000);

  it('a draft not saved survives a reload and is offered back', async () => {
    const first = await openForm();
    await first.user.type(await screen.findByLabelText('收货人'), '王五');
    await first.user.type(screen.getByLabelText('备注'), '加急');
    first.unmount();
    const { user } = await openForm();
    const offer = await screen.findByTestId('form-draft-offer');
    await user.click(within(offer).getByRole('button', { name: /恢复草稿/ }));
    await waitFor(() => expect(screen.getByLabelText('收货人')).toHaveValue('王五'));
    expect(screen.getByLabelText('备注')).toHaveValue('加急');
  }, 30_000);

  it('[API-ORD-27] edits a stored draft: its rooms and boards shown, the change saved with alterOrd', async () => {
    fixedOffer();
    const draft = await demoOrder(0);
    const { calls, user } = await openForm(`/orders/edit?order_no=${draft.order_no}`);
    const db = backend.current.db;
    const storedRooms = await db.selectFrom('order_rooms').select(['room_name']).where('order_id', '=', draft.order_id).orderBy('sort').execute();
    const plates = await db.selectFrom('order_plates').select('plate_id').where('order_id', '=', draft.order_id).execute();
    await waitFor(() => expect(screen.queryAllByTestId('order-room')).toHaveLength(storedRooms.length));
    expect(screen.getAllByTestId('board-row')).toHaveLength(plates.length);
    expect(screen.getByLabelText('收货人')).toHaveValue(draft.cosignee_name);
    await typeInto(user, screen.getByLabelText('收货人'), '赵六');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/orders/list'));
    expect(callsTo(calls, '/StoreOrders-alterOrd').map((c) => c.body.get('order_no'))).toEqual([draft.order_no]);
    const after = await db.selectFrom('orders').select(['cosignee_name', 'ord_state']).where('order_id', '=', draft.order_id).executeTakeFirstOrThrow();
    expect(after).toEqual({ cosignee_name: '赵六', ord_state: 0 });
    const platesAfter = await db.selectFrom('order_plates').select('plate_id').where('order_id', '=', draft.order_id).execute();
    expect(platesAfter).toHaveLength(plates.length);
  }, 30_000);

  it('[API-ORD-27] the server\'s refusal (a dealer\'s number already used) shows on its field and beside Save, everything typed kept', async () => {
    const db = backend.current.db;
    const draft = await demoOrder(0);
    const { store_crm_id: crmId } = await db.selectFrom('orders').select('store_crm_id').where('order_id', '=', draft.order_id).executeTakeFirstOrThrow();
    const holder = await db
      .selectFrom('orders')
      .select(['order_no', 'custom_order_no'])
      .where('store_crm_id', '=', crmId)
      .where('order_id', '!=', draft.order_id)
      .where('custom_order_no', '!=', '')
      .executeTakeFirst();
    if (!crmId || !holder) throw new Error('the demo shop has no dealer with a draft and another numbered order');
    const { calls, user } = await openForm(`/orders/edit?order_no=${draft.order_no}`);
    const customNo = await screen.findByLabelText('客户订单号');
    await typeInto(user, customNo, holder.custom_order_no);
    await typeInto(user, screen.getByLabelText('收货人'), '钱七');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(calls, '/StoreOrders-alterOrd')).toHaveLength(1));
    const reason = `该客户的订单号 ${holder.custom_order_no} 已被订单 ${holder.order_no} 使用`;
    await waitFor(() => expect(document.querySelector('.order-totals-refusal')).toHaveTextContent(`没有保存：${reason}`));
    await waitFor(() => expect(screen.getByLabelText('客户订单号')).toHaveFocus());
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('收货人')).toHaveValue('钱七');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  }, 30_000);

  it('a confirmed order is not editable: said, with the way back to the list', async () => {
    const confirmed = await demoOrder(3);
    await openForm(`/orders/edit?order_no=${confirmed.order_no}`);
    expect(await screen.findByText(`订单 ${confirmed.order_no}（已确认）不能再修改，变更请通过补单`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回订单列表/ })).toHaveAttribute('href', '/orders/list');
    expect(screen.queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });

  it('on a phone each board is a card with its inputs labelled, stacked', async () => {
    const undo = phoneViewport();
    try {
      await openForm();
      const [card] = await screen.findAllByTestId('board-card');
      expect(within(card).getByLabelText('板件名称')).toBeInTheDocument();
      expect(within(card).getByLabelText('长 (mm)')).toBeInTheDocument();
      expect(within(card).getByRole('combobox', { name: '板材' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('a user without SF_STORE_ORD_NEW neither reaches the page nor sees the list\'s new-order button', async () => {
    await logInAs(DEMO_ACCOUNTS.sales);
    const refused = renderApp(
      <Routes>
        <Route path="*" element={<AreaLayout definition={erpArea} />} />
      </Routes>,
      { route: '/orders/edit' },
    );
    expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
    refused.unmount();
    renderPage(<OrderListPage />, '/orders/list');
    await waitFor(() => expect(document.querySelector('.ant-table-tbody tr[data-row-key]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /新建订单/ })).not.toBeInTheDocument();
  });

  it('the list\'s new-order button opens the form for those who may create orders', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    renderPage(<OrderListPage />, '/orders/list');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /新建订单/ }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/orders/edit'));
  });
});
