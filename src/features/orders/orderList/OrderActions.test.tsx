/**
 * The order drawer's actions against the real backend and the demo orders: only the moves whose
 * rule holds for the order's state, price lock and bin flag, and whose right the user holds; a
 * move made asks first where it cannot be taken back, and the order is read anew; finishing an
 * order with money due asks for the reason the server requires.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, buttonsLabelled, callsTo, confirmOpenDialog, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../tests/helpers/webStaff';
import { login } from '../../../api/user';
import { api } from '../../../api/client';
import { AjaxOrder } from '../../../common/orders';
import type { RightCode } from '../../../common/rights';
import { OrderActions } from './OrderActions';
import { EmptyBinButton } from './ClearForGoodDialog';

const backend = setupTestBackend();

/** A demo order of the demo shop in `state`, out of the bin, with `paid` money ('some': paid and still due; 'none'). */
async function demoOrder(state: number, { priceLock, paid }: { priceLock?: 0 | 1; paid?: 'some' | 'none' } = {}) {
  let q = backend.current.db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.shop_id', 'orders.shop_id')
    .select(['orders.order_id', 'orders.order_no'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('orders.ord_state', '=', state)
    .where('orders.is_deleted', '=', 0);
  if (priceLock !== undefined) q = q.where('orders.price_lock', '=', priceLock);
  if (paid === 'some') q = q.where('orders.paid_fen', '>', 0).whereRef('orders.paid_fen', '<', 'orders.total_fen');
  if (paid === 'none') q = q.where('orders.paid_fen', '=', 0);
  return q.orderBy('orders.order_id').executeTakeFirstOrThrow();
}

const stored = (orderId: number) => backend.current.db.selectFrom('orders').select(['ord_state', 'price_lock', 'is_deleted']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
const lastLog = async (orderNo: string) => (await backend.current.db.selectFrom('order_logs').selectAll().where('order_no', '=', orderNo).orderBy('log_id', 'desc').executeTakeFirstOrThrow());

async function showActions(orderNo: string) {
  const { order } = await api.call(AjaxOrder, { order_no: orderNo });
  const onMoved = jest.fn();
  renderPage(<OrderActions order={order} onMoved={onMoved} />, '/orders/list');
  return onMoved;
}

const actionNames = async () => {
  const group = await screen.findByRole('group', { name: '订单操作' });
  return within(group).getAllByRole('button').map((b) => (b.textContent ?? '').replace(/\s+/g, ''));
};

describe('order actions', () => {
  it('[API-ORD-46] a draft offers submit, close, the recycle bin and the form; submitting moves it to 1 and reads the order anew', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const draft = await demoOrder(0);
    const onMoved = await showActions(draft.order_no);
    expect(await actionNames()).toEqual(['提交', '关闭订单', '移入回收站', '编辑订单']);
    await user.click(button('提交'));
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect((await stored(draft.order_id)).ord_state).toBe(1);
  });

  it('[API-ORD-25] locking the price asks first; cancelled changes nothing, confirmed sets the lock; an unlocked confirmed order offers no production yet', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const confirmed = await demoOrder(3, { priceLock: 0, paid: 'none' });
    const onMoved = await showActions(confirmed.order_no);
    expect(await actionNames()).toEqual(['锁定价格', '关闭订单', '同步到MES']);
    await user.click(button('锁定价格'));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent(`锁定订单 ${confirmed.order_no} 的价格？`));
    await user.click(button('取消', document.querySelector<HTMLElement>('.ant-modal-confirm')!));
    expect((await stored(confirmed.order_id)).price_lock).toBe(0);
    expect(onMoved).not.toHaveBeenCalled();
    await user.click(button('锁定价格'));
    await confirmOpenDialog();
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(await stored(confirmed.order_id)).toMatchObject({ ord_state: 3, price_lock: 1 });
  });

  it('[API-ORD-20] finishing an arrived order with money due asks for a reason, which goes into the order log', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const arrived = await demoOrder(5, { paid: 'some' });
    const onMoved = await showActions(arrived.order_no);
    expect(await actionNames()).toEqual(['完结订单', '同步到MES']);
    await user.click(button('完结订单'));
    const dialog = await screen.findByRole('dialog', { name: `完结订单 ${arrived.order_no}` });
    const ok = within(dialog).getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === '完结订单')!;
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '完结原因' }), '客户约定尾款下月结清');
    await user.click(ok);
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect((await stored(arrived.order_id)).ord_state).toBe(6);
    expect((await lastLog(arrived.order_no)).texts).toContain('客户约定尾款下月结清');
  });

  const binnedOrder = () =>
    backend.current.db.selectFrom('orders').innerJoin('shops', 'shops.shop_id', 'orders.shop_id').select(['orders.order_id', 'orders.order_no']).where('shops.shop_name', '=', '演示家具厂').where('orders.is_deleted', '=', 1).orderBy('orders.order_id').executeTakeFirstOrThrow();

  it('[API-ORD-38] an order in the recycle bin offers only recovery and deletion for good', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await showActions((await binnedOrder()).order_no);
    expect(await actionNames()).toEqual(['恢复', '彻底删除']);
  });

  it('[API-ORD-37] [API-ORD-42] deleting for good takes the code sent to the master\'s phone: a wrong code deletes nothing, the right one deletes the order and closes its drawer', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    const binned = await binnedOrder();
    const { order } = await api.call(AjaxOrder, { order_no: binned.order_no });
    const onMoved = jest.fn();
    const onGone = jest.fn();
    renderPage(<OrderActions order={order} onMoved={onMoved} onGone={onGone} />, '/orders/list');
    await user.click(await screen.findByRole('button', { name: '彻底删除' }));
    const dialog = await screen.findByRole('dialog', { name: `彻底删除订单 ${binned.order_no}` });
    const ok = () => within(dialog).getAllByRole('button', { name: /彻底删除/ }).at(-1)!;
    expect(ok()).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送至主账号手机/)).toBeInTheDocument();
    expect(callsTo(calls, '/StoreOrders-sendClearVCode')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /秒后重新获取/ })).toBeDisabled());
    const sms = await backend.current.db.selectFrom('sms_outbox').select('content').orderBy('sms_id', 'desc').executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(sms.content)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(within(dialog).getByLabelText('验证码'), wrong);
    await user.click(ok());
    await waitFor(() => expect(callsTo(calls, '/StoreOrders-realClearOrd')).toHaveLength(1));
    // The refusal shows in the request layer's error dialog; closed, the code can be typed again.
    const refusal = (await screen.findByText(/^\d+: 验证码不正确$/)).closest<HTMLElement>('.ant-modal')!;
    expect(refusal).toHaveTextContent('错误信息');
    await user.click(button('确定', refusal));
    await waitFor(() => expect(screen.queryByText(/^\d+: 验证码不正确$/)).toBeNull());
    await waitFor(() => expect(ok()).not.toHaveClass('ant-btn-loading'));
    expect(onGone).not.toHaveBeenCalled();
    expect(await backend.current.db.selectFrom('orders').select('order_id').where('order_id', '=', binned.order_id).executeTakeFirst()).toBeDefined();
    await user.clear(within(dialog).getByLabelText('验证码'));
    await user.type(within(dialog).getByLabelText('验证码'), code);
    await user.click(ok());
    await waitFor(() => expect(onGone).toHaveBeenCalled());
    expect(await screen.findByText('订单已彻底删除')).toBeInTheDocument();
    expect(await backend.current.db.selectFrom('orders').select('order_id').where('order_id', '=', binned.order_id).executeTakeFirst()).toBeUndefined();
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('[API-ORD-43] [API-ORD-37] emptying the recycle bin takes the bin\'s own code and deletes every order in it', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    const demoShop = backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂');
    const inBin = () => backend.current.db.selectFrom('orders').select('order_no').where('shop_id', '=', demoShop).where('is_deleted', '=', 1).execute();
    expect((await inBin()).length).toBeGreaterThan(0);
    const onEmptied = jest.fn();
    renderPage(<EmptyBinButton onEmptied={onEmptied} />, '/orders/list');
    await user.click(await screen.findByRole('button', { name: '清空回收站' }));
    const dialog = await screen.findByRole('dialog', { name: '清空回收站' });
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(callsTo(calls, '/StoreOrders-sendClearRecVCode')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /秒后重新获取/ })).toBeDisabled());
    const sms = await backend.current.db.selectFrom('sms_outbox').select('content').orderBy('sms_id', 'desc').executeTakeFirstOrThrow();
    expect(sms.content).toContain('清空订单回收站');
    await user.type(within(dialog).getByLabelText('验证码'), /\d{6}/.exec(sms.content)![0]);
    await user.click(within(dialog).getAllByRole('button', { name: /清空回收站/ }).at(-1)!);
    await waitFor(() => expect(onEmptied).toHaveBeenCalled());
    expect(await inBin()).toEqual([]);
    await waitFor(() => expect(callsTo(calls, '/StoreOrders-realClearOrd')[0].body.get('order_no')).toBe('all'));
  });

  it('[API-ORD-43] the empty-bin button shows only with SF_STORE_ORD_DELETE', async () => {
    await login(await addStaffWithRights(backend.current.db, 'bin_emptier', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_DELETE']));
    renderPage(<EmptyBinButton onEmptied={jest.fn()} />, '/orders/list');
    expect(await screen.findByRole('button', { name: '清空回收站' })).toBeInTheDocument();
    document.body.innerHTML = '';
    await login(await addStaffWithRights(backend.current.db, 'bin_looker', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW']));
    // The page renders once the session is ready: the marker beside the button says it did.
    renderPage(
      <>
        <EmptyBinButton onEmptied={jest.fn()} />
        <span data-testid="session-ready" />
      </>,
      '/orders/list',
    );
    await screen.findByTestId('session-ready');
    expect(buttonsLabelled('清空回收站')).toHaveLength(0);
  });

  it('[API-ORD-37] deleting for good shows only with SF_STORE_ORD_DELETE', async () => {
    const binned = await binnedOrder();
    await login(await addStaffWithRights(backend.current.db, 'bin_keeper', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_DELETE']));
    await showActions(binned.order_no);
    expect(await actionNames()).toEqual(['恢复', '彻底删除']);
    document.body.innerHTML = '';
    await login(await addStaffWithRights(backend.current.db, 'bin_reader', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW']));
    const { order } = await api.call(AjaxOrder, { order_no: binned.order_no });
    renderPage(
      <>
        <OrderActions order={order} onMoved={jest.fn()} />
        <span data-testid="session-ready" />
      </>,
      '/orders/list',
    );
    await screen.findByTestId('session-ready');
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
    expect(buttonsLabelled('彻底删除')).toHaveLength(0);
  });

  it('[API-ORD-44] [API-ORD-45] a move shows only with its right: receive held alone shows receive; without it a submitted order shows nothing', async () => {
    const submitted = await demoOrder(1);
    const rightsOf = async (name: string, rights: readonly RightCode[]) => {
      await login(await addStaffWithRights(backend.current.db, name, rights));
    };
    await rightsOf('act_receiver', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_RECEIVE']);
    await showActions(submitted.order_no);
    expect(await actionNames()).toEqual(['接单']);
    document.body.innerHTML = '';
    await rightsOf('act_reader', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_CONFIRM', 'SF_STORE_ORD_NEW']);
    await showActions(submitted.order_no);
    await waitFor(() => expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull());
    expect(buttonsLabelled('接单')).toHaveLength(0);
  });

  const outbox = (orderNo: string) => backend.current.db.selectFrom('mes_outbox').select(['order_no', 'trigger']).where('order_no', '=', orderNo).execute();

  it('[SYSCFG-17] [SYSCFG-18] syncing an order to the MES asks \'确认同步 {order} 明细 (包含报价明细，请谨慎操作)?\'; cancelled sends nothing, confirmed calls /ErpOrders-syncMesSale with the order_no and shows 同步成功', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = recordCalls(backend);
    const producing = await demoOrder(4);
    const before = (await outbox(producing.order_no)).length;
    await showActions(producing.order_no);
    await user.click(await screen.findByRole('button', { name: '同步到 MES' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent(`确认同步 ${producing.order_no} 明细 (包含报价明细，请谨慎操作)?`));
    await user.click(button('取消', document.querySelector<HTMLElement>('.ant-modal-confirm')!));
    expect(callsTo(calls, '/ErpOrders-syncMesSale')).toHaveLength(0);
    await user.click(button('同步到 MES'));
    await confirmOpenDialog();
    expect(await screen.findByText('同步成功')).toBeInTheDocument();
    const sent = callsTo(calls, '/ErpOrders-syncMesSale');
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent[0].body.get('order_no')).toBe(producing.order_no));
    expect(await outbox(producing.order_no)).toHaveLength(before + 1);
    expect((await outbox(producing.order_no)).at(-1)).toEqual({ order_no: producing.order_no, trigger: 'manual' });
  });

  it('[SYSCFG-17] the MES sync is offered with SF_STORE_ORD_CONFIRM alone or SF_BASE_CONFIG_EDIT alone, not without both, and not for an order before confirmation', async () => {
    const producing = await demoOrder(4);
    const syncButtons = async (name: string, rights: readonly RightCode[], orderNo = producing.order_no) => {
      document.body.innerHTML = '';
      await login(await addStaffWithRights(backend.current.db, name, rights));
      await showActions(orderNo);
      // Each of these users has a move to make here, so the actions show; the sync is among them or not.
      await screen.findByRole('group', { name: '订单操作' });
      return buttonsLabelled('同步到 MES').length;
    };
    expect(await syncButtons('mes_confirmer', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_CONFIRM'])).toBe(1);
    expect(await syncButtons('mes_config', ['SF_STORE_ORD_LIST', 'SF_BASE_CONFIG_EDIT'])).toBe(1);
    expect(await syncButtons('mes_none', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_PRODUCE'])).toBe(0);
    expect(await syncButtons('mes_draft', ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_CONFIRM', 'SF_BASE_CONFIG_EDIT'], (await demoOrder(2)).order_no)).toBe(0);
  });
});
