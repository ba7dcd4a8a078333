/**
 * The workshop board (/orders/screen) against the real backend and the demo shop's orders: the
 * shop's name, the deliveries and the open states' counts as the database has them, the read again
 * every 60 s that keeps the old figures on screen until the new ones arrive, and the board full screen
 * in the order area without the shell's chrome. The expectations are worked out here with plain dates.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, logInAs, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { zhCN } from '../../../locales/zh-CN';
import { erpArea } from '../../../routes/erpRoutes';
import { AreaLayout } from '../../../shell/AreaLayout';
import OrderScreenPage, { REFRESH_MS } from './OrderScreenPage';

const backend = setupTestBackend();

const DAY = 24 * 60 * 60 * 1000;
/** The shop's day (China time) `offset` days from now. */
const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
/** The figure of a tile. */
const figure = (id: string) => screen.getByTestId(`screen-${id}`).querySelector('.screen-tile-value')!.textContent;

const demoShop = async () => (await backend.current.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;

/** The board's figures worked out from the demo shop's orders. */
async function expectedFigures() {
  const all = await backend.current.db.selectFrom('orders').select(['delivery_date', 'ord_state', 'is_deleted']).where('shop_id', '=', await demoShop()).execute();
  const today = chinaDay();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sunday = chinaDay((7 - weekday) % 7);
  const inUse = all.filter((o) => o.is_deleted === 0);
  const open = inUse.filter((o) => o.ord_state !== 6 && o.ord_state !== 9);
  return {
    dueToday: open.filter((o) => o.delivery_date === today).length,
    overdue: open.filter((o) => o.delivery_date !== '' && o.delivery_date < today).length,
    dueWeek: open.filter((o) => o.delivery_date >= today && o.delivery_date <= sunday).length,
    states: [0, 1, 2, 3, 4, 5].map((s) => inUse.filter((o) => o.ord_state === s).length),
  };
}

/** Sets an open order of the demo shop that is not due today to be due today. */
async function oneMoreDueToday() {
  const order = await backend.current.db
    .selectFrom('orders')
    .select('order_id')
    .where('shop_id', '=', await demoShop())
    .where('is_deleted', '=', 0)
    .where('ord_state', 'in', [1, 2, 3, 4])
    .where('delivery_date', '<>', chinaDay())
    .orderBy('order_id')
    .executeTakeFirstOrThrow();
  await backend.current.db.updateTable('orders').set({ delivery_date: chinaDay() }).where('order_id', '=', order.order_id).execute();
}

async function renderBoard() {
  const calls = recordCalls(backend);
  renderPage(<OrderScreenPage />, '/orders/screen');
  await screen.findByTestId('screen-due-today');
  return calls;
}

describe('the workshop board', () => {
  it('[ROUTE-37] shows the shop\'s name, the open orders due today, overdue and by Sunday, and each open state\'s count, as the database has them', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    await oneMoreDueToday();
    const want = await expectedFigures();
    await renderBoard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('演示家具厂');
    expect(figure('due-today')).toBe(String(want.dueToday));
    expect(figure('overdue')).toBe(String(want.overdue));
    expect(figure('due-week')).toBe(String(want.dueWeek));
    for (const [state, n] of want.states.entries()) expect([state, figure(`state-${state}`)]).toEqual([state, String(n)]);
    expect(screen.getByTestId('screen-state-4')).toHaveTextContent('生产中');
    expect(screen.getByText(/^更新于 \d\d:\d\d$/)).toBeInTheDocument();
    // The finished and closed orders are no one's work: not on the board.
    expect(screen.queryByTestId('screen-state-6')).toBeNull();
    expect(screen.queryByTestId('screen-state-9')).toBeNull();
  });

  it('[ROUTE-37] reads the figures again every 60 s, the old ones staying on screen until the new ones arrive', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    // Installed before the board mounts, so its timer is a fake one; real time still runs for the requests.
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const calls = await renderBoard();
    const before = await expectedFigures();
    expect(figure('due-today')).toBe(String(before.dueToday));
    const firstTime = screen.getByText(/^更新于 /).textContent;
    expect(callsTo(calls, '/StoreOrders-screenData')).toHaveLength(1);

    await oneMoreDueToday();
    // The next reply waits until released: meanwhile the board shows what it showed.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.current.server.use(http.post('*/api/StoreOrders-screenData', async () => void (await gate), { once: true }));
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_MS - 1000));
    expect(callsTo(calls, '/StoreOrders-screenData')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(callsTo(calls, '/StoreOrders-screenData')).toHaveLength(2));
    expect(document.querySelector('.order-screen')).toHaveAttribute('aria-busy', 'true');
    expect(figure('due-today')).toBe(String(before.dueToday));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => release());
    await waitFor(() => expect(figure('due-today')).toBe(String(before.dueToday + 1)));
    expect(document.querySelector('.order-screen')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText(/^更新于 /).textContent).not.toBe(firstTime);
  });

  it('[ROUTE-37] the refresh button reads the figures at once', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const calls = await renderBoard();
    const before = await expectedFigures();
    await oneMoreDueToday();
    await user.click(button('立即刷新'));
    await waitFor(() => expect(figure('due-today')).toBe(String(before.dueToday + 1)));
    expect(callsTo(calls, '/StoreOrders-screenData')).toHaveLength(2);
  });

  it('[ROUTE-38] in the order area the board is full screen: no shell header, menu or footer, no back-to-top arrow', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    renderApp(
      <Routes>
        <Route path="*" element={<AreaLayout definition={erpArea} />} />
      </Routes>,
      { route: '/orders/screen', boot: 'erp' },
    );
    expect(await screen.findByTestId('screen-due-today', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('.area-header, .area-sider, .area-footer')).toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zhCN['shell.backToTop'] })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhCN['shell.exitFullScreen'] })).toBeInTheDocument();
  });
});
