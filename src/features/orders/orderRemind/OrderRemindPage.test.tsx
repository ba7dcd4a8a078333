/**
 * The order reminders (/orders/remind) against the real backend and the demo shop's orders: the
 * three kinds' tabs with the counts the database gives, each kind's rows most urgent first with their
 * standing, the order number leading to the order list, the kind in the URL, the cards of a phone,
 * and the windows' dialog. The expectations are worked out here from the rows, with plain dates.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, logInAsFinanceWith, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { setLanguage } from '../../../app/i18n';
import OrderRemindPage from './OrderRemindPage';

const backend = setupTestBackend();

const DAY = 24 * 60 * 60 * 1000;
/** The shop's day (China time) `offset` days from now. */
const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3600_000 + offset * DAY).toISOString().slice(0, 10);

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];
const rowKeys = () => rows().map((r) => r.getAttribute('data-row-key'));
const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^${label}`) });

const demoShop = async () => (await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;

/**
 * The demo shop's open orders by kind, each in the list's order: four of them first set due today,
 * in two days, yesterday and three days ago, so every kind has rows whatever day the test runs.
 */
async function arrangeAndExpect({ due = 3, stuck = 7 } = {}) {
  const db = backend.current.db;
  const shop = await demoShop();
  const open = await db.selectFrom('orders').select('order_id').where('shop_id', '=', shop).where('is_deleted', '=', 0).where('ord_state', 'in', [1, 2, 3]).orderBy('order_id', 'desc').limit(4).execute();
  for (const [i, offset] of [0, 2, -1, -3].entries()) await db.updateTable('orders').set({ delivery_date: chinaDay(offset) }).where('order_id', '=', open[i].order_id).execute();
  const all = await db.selectFrom('orders').select(['order_id', 'order_no', 'delivery_date', 'state_at', 'ord_state', 'is_deleted']).where('shop_id', '=', shop).execute();
  const now = Date.now();
  const today = chinaDay();
  const live = all.filter((o) => o.is_deleted === 0 && o.ord_state !== 6 && o.ord_state !== 9);
  const byDelivery = (a: (typeof all)[number], b: (typeof all)[number]) => a.delivery_date.localeCompare(b.delivery_date) || a.order_id - b.order_id;
  return {
    today,
    due_soon: live.filter((o) => o.delivery_date >= today && o.delivery_date <= chinaDay(due)).sort(byDelivery).map((o) => o.order_no),
    overdue: live.filter((o) => o.delivery_date !== '' && o.delivery_date < today).sort(byDelivery).map((o) => o.order_no),
    stuck: live
      .filter((o) => Number(o.state_at) < now - stuck * DAY)
      .sort((a, b) => Number(a.state_at) - Number(b.state_at) || a.order_id - b.order_id)
      .map((o) => o.order_no),
  };
}

async function renderReminders(route = '/orders/remind') {
  const calls = recordCalls(backend);
  const view = renderPage(<OrderRemindPage />, route, { dataRouter: true });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return { calls, ...view };
}

const lastKind = (calls: ReturnType<typeof recordCalls>) => {
  const list = callsTo(calls, '/StoreOrders-remindList');
  return (JSON.parse(list[list.length - 1].body.get('param') ?? '{}') as { kind?: string }).kind;
};

describe('order reminders', () => {
  it('[ROUTE-36] the tabs count the orders due soon, overdue and stuck as the database has them; each lists its kind most urgent first', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const want = await arrangeAndExpect();
    const { calls, router } = await renderReminders();
    expect(lastKind(calls)).toBe('due_soon');
    expect(tab('即将到期')).toHaveAttribute('aria-selected', 'true');
    expect(tab('即将到期')).toHaveTextContent(`即将到期${want.due_soon.length}`);
    expect(tab('已逾期')).toHaveTextContent(`已逾期${want.overdue.length}`);
    expect(tab('停滞')).toHaveTextContent(`停滞${want.stuck.length}`);
    expect(screen.getByText(/交货日期在今天到 3 天内的订单/)).toBeInTheDocument();
    expect(rowKeys()).toEqual(want.due_soon.slice(0, 20));
    expect(rows()[0]).toHaveTextContent('今天交货');
    // The order number leads to the order in the order list.
    const first = want.due_soon[0];
    expect(within(rows()[0]).getByRole('link', { name: `在订单列表中查看订单 ${first}` })).toHaveAttribute('href', expect.stringContaining(`/orders/list?no=${first}`));

    await user.click(tab('已逾期'));
    await waitFor(() => expect(rowKeys()).toEqual(want.overdue.slice(0, 20)));
    expect(lastKind(calls)).toBe('overdue');
    expect(router!.state.location.search).toContain('kind=overdue');
    expect(rows()[0]).toHaveTextContent(/逾期 \d+ 天/);
    expect(screen.getByText(/交货日期已过、还没有完结的订单/)).toBeInTheDocument();
  });

  it('[ROUTE-36] the kind comes from the URL: stuck orders longest first with their days in the state, in English too', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const want = await arrangeAndExpect();
    await renderReminders('/orders/remind?kind=stuck');
    expect(tab('停滞')).toHaveAttribute('aria-selected', 'true');
    expect(rowKeys()).toEqual(want.stuck.slice(0, 20));
    expect(rows()[0]).toHaveTextContent(/停留 \d+ 天/);
    expect(screen.getByText(`共 ${want.stuck.length} 条`)).toBeInTheDocument();
    act(() => setLanguage('en-US'));
    try {
      await waitFor(() => expect(tab('Stuck')).toBeInTheDocument());
      expect([...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent)).toEqual(expect.arrayContaining(['Order no.', 'Reminder', 'Delivery', 'State']));
      expect(rows()[0]).toHaveTextContent(/\d+ days? in state/);
      expect(document.body.textContent).not.toMatch(/停留|提醒类型/);
    } finally {
      act(() => setLanguage('zh-CN'));
    }
  });

  it('[ROUTE-36] on a phone the reminders are cards: the order number heads each, its standing beside it', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const want = await arrangeAndExpect();
    const undo = phoneViewport();
    try {
      renderPage(<OrderRemindPage />, '/orders/remind?kind=overdue', { dataRouter: true });
      const cards = await screen.findAllByTestId('remind-card');
      expect(cards).toHaveLength(Math.min(20, want.overdue.length));
      expect(cards[0]).toHaveTextContent(want.overdue[0]);
      expect(cards[0]).toHaveTextContent(/逾期 \d+ 天/);
      expect(document.querySelector('.ant-table')).toBeNull();
    } finally {
      undo();
    }
  });

  it('[ROUTE-36] the master sets the windows in the reminder settings; the counts follow them', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await arrangeAndExpect();
    await renderReminders();
    await user.click(button('提醒设置'));
    const dialog = await screen.findByRole('dialog', { name: '订单提醒设置' });
    const dueBox = await within(dialog).findByLabelText('到期提醒：提前几天');
    await user.clear(dueBox);
    await user.type(dueBox, '10');
    await user.click(button('保存', dialog));
    expect(await screen.findByText('提醒设置已保存')).toBeInTheDocument();
    const want = await arrangeAndExpect({ due: 10 });
    await waitFor(() => expect(tab('即将到期')).toHaveTextContent(`即将到期${want.due_soon.length}`));
    expect(screen.getByText(/交货日期在今天到 10 天内的订单/)).toBeInTheDocument();
    const props = await backend.current.db.selectFrom('shops').select('shop_props').where('shop_id', '=', await demoShop()).executeTakeFirstOrThrow();
    expect(JSON.parse(props.shop_props)).toMatchObject({ RemindDueDays: 10, RemindStuckDays: 7 });
  });

  it('[ROUTE-36] SF_ORDER_REMIND_QUERY alone shows the reminders without the settings', async () => {
    await logInAsFinanceWith(['SF_ORDER_REMIND_QUERY']);
    await arrangeAndExpect();
    await renderReminders();
    expect(screen.queryByRole('button', { name: /提醒设置/ })).not.toBeInTheDocument();
  });
});
