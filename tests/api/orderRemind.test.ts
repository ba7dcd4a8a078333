/**
 * The order reminders and the workshop board (issue 29 "Reminders and the board"; contracts in
 * src/common/orderRemind.ts): which orders are due soon, overdue and stuck at a fixed date (the test
 * clock, 2026-11-20 10:00 China time, a Friday) by the default windows and by the shop's own, the
 * board's counts, another shop's orders never counted, and the right SF_ORDER_REMIND_QUERY held alone
 * or missing. The expectations are worked out here from the rows themselves, with plain dates. On
 * SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { ErrCode } from '../../src/common/api';
import { addDays, RemindList, ScreenData, weekEnd, type RemindKind, type RemindRow } from '../../src/common/orderRemind';
import type { RightCode } from '../../src/common/rights';
import { ShopGetProps, ShopSetProps } from '../../src/common/shopConfig';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const DAY = 24 * 60 * 60 * 1000;
/** The test clock's day in China and the days around it, spelled out rather than computed by the code under test. */
const TODAY = '2026-11-20';
const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 + offset)).toISOString().slice(0, 10);

const shopId = async (name = '演示家具厂') => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;

interface OrderFacts {
  order_id: number;
  order_no: string;
  delivery_date: string;
  state_at: number;
  ord_state: number;
  is_deleted: number;
}

/** Every order of a shop as the database has it. */
async function ordersOf(shop: number): Promise<OrderFacts[]> {
  const rows = await t.b.db.selectFrom('orders').select(['order_id', 'order_no', 'delivery_date', 'state_at', 'ord_state', 'is_deleted']).where('shop_id', '=', shop).execute();
  return rows.map((r) => ({ ...r, state_at: Number(r.state_at) }));
}

/** The reminders' rules written out plainly: open orders only, then each kind's test. */
function expected(orders: OrderFacts[], now: number, today: string, { due = 3, stuck = 7 } = {}): Record<RemindKind, string[]> {
  const open = orders.filter((o) => o.is_deleted === 0 && o.ord_state !== 6 && o.ord_state !== 9);
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + due * DAY).toISOString().slice(0, 10);
  const byDelivery = (a: OrderFacts, b: OrderFacts) => a.delivery_date.localeCompare(b.delivery_date) || a.order_id - b.order_id;
  return {
    due_soon: open.filter((o) => o.delivery_date !== '' && o.delivery_date >= today && o.delivery_date <= until).sort(byDelivery).map((o) => o.order_no),
    overdue: open.filter((o) => o.delivery_date !== '' && o.delivery_date < today).sort(byDelivery).map((o) => o.order_no),
    stuck: open
      .filter((o) => o.state_at < now - stuck * DAY)
      .sort((a, b) => a.state_at - b.state_at || a.order_id - b.order_id)
      .map((o) => o.order_no),
  };
}

/** Every row of one kind, page by page. */
async function allOf(c: TestClient, kind: RemindKind): Promise<RemindRow[]> {
  const rows: RemindRow[] = [];
  for (let page = 1; ; page++) {
    const reply = await c.call(RemindList, { param: { kind, curr_page: page, page_count: 100 } });
    expect(reply.err_code).toBe(0);
    rows.push(...reply.data);
    if (rows.length >= reply.count || reply.data.length === 0) return rows;
  }
}

const setOrder = async (orderId: number, change: Partial<Pick<OrderFacts, 'delivery_date' | 'state_at' | 'ord_state' | 'is_deleted'>>) =>
  t.b.db.updateTable('orders').set(change).where('order_id', '=', orderId).execute();

/**
 * Seven open orders of the demo shop set on the edges of the default windows, a finished one and one
 * in the recycle bin that would be overdue and stuck if they counted.
 */
async function edgeOrders() {
  const now = t.b.clock.now();
  const open = await t.b.db
    .selectFrom('orders')
    .select(['order_id', 'order_no'])
    .where('shop_id', '=', await shopId())
    .where('is_deleted', '=', 0)
    .where('ord_state', 'in', [1, 2, 3, 4])
    .orderBy('order_id')
    .limit(7)
    .execute();
  const [today, inThree, inFour, yesterday, noDay, stuck, fresh] = open;
  await setOrder(today.order_id, { delivery_date: TODAY, state_at: now });
  await setOrder(inThree.order_id, { delivery_date: day(3), state_at: now });
  await setOrder(inFour.order_id, { delivery_date: day(4), state_at: now });
  await setOrder(yesterday.order_id, { delivery_date: day(-1), state_at: now });
  await setOrder(noDay.order_id, { delivery_date: '', state_at: now - 30 * DAY });
  await setOrder(stuck.order_id, { delivery_date: day(30), state_at: now - 7 * DAY - 1000 });
  await setOrder(fresh.order_id, { delivery_date: day(30), state_at: now - 7 * DAY + 60_000 });
  const done = await t.b.db.selectFrom('orders').select(['order_id', 'order_no']).where('shop_id', '=', await shopId()).where('ord_state', '=', 6).where('is_deleted', '=', 0).executeTakeFirstOrThrow();
  await setOrder(done.order_id, { delivery_date: day(-2), state_at: now - 60 * DAY });
  const binned = await t.b.db.selectFrom('orders').select(['order_id', 'order_no']).where('shop_id', '=', await shopId()).where('is_deleted', '=', 1).executeTakeFirstOrThrow();
  await setOrder(binned.order_id, { delivery_date: day(-2), state_at: now - 60 * DAY });
  return { today, inThree, inFour, yesterday, noDay, stuck, fresh, done, binned };
}

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `remind_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.7.0.${n}` });
  await c.login(person.login_name);
  return c;
}

describe('the days of the reminders', () => {
  it('counts days in China time and ends a week on Sunday', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 2026-11-20 is a Friday; a Sunday ends its own week; a Monday starts a new one.
    expect(weekEnd('2026-11-20')).toBe('2026-11-22');
    expect(weekEnd('2026-11-22')).toBe('2026-11-22');
    expect(weekEnd('2026-11-23')).toBe('2026-11-29');
  });
});

describe('the reminder list', () => {
  it('[ROUTE-36] /StoreOrders-remindList answers the open orders due within 3 days, overdue and stuck over 7 days, each with its count, paged in order', async () => {
    const edge = await edgeOrders();
    const now = t.b.clock.now();
    const want = expected(await ordersOf(await shopId()), now, TODAY);
    const first = await t.master.call(RemindList, {});
    expect(first).toMatchObject({ err_code: 0, today: TODAY, windows: { due_days: 3, stuck_days: 7 }, kinds: { due_soon: want.due_soon.length, overdue: want.overdue.length, stuck: want.stuck.length } });
    // Due soon is the default kind, 20 a page.
    expect(first.count).toBe(want.due_soon.length);
    expect(first.data.map((r) => r.order_no)).toEqual(want.due_soon.slice(0, 20));
    for (const kind of ['due_soon', 'overdue', 'stuck'] as const) expect((await allOf(t.master, kind)).map((r) => r.order_no)).toEqual(want[kind]);

    expect(want.due_soon).toEqual(expect.arrayContaining([edge.today.order_no, edge.inThree.order_no]));
    expect(want.due_soon).not.toContain(edge.inFour.order_no);
    expect(want.overdue).toContain(edge.yesterday.order_no);
    expect(want.stuck).toEqual(expect.arrayContaining([edge.stuck.order_no, edge.noDay.order_no]));
    expect(want.stuck).not.toContain(edge.fresh.order_no);
    const everywhere = [...want.due_soon, ...want.overdue, ...want.stuck];
    expect(everywhere).not.toContain(edge.done.order_no);
    expect(everywhere).not.toContain(edge.binned.order_no);

    // Each row is the order list's summary with where it stands.
    const soon = await allOf(t.master, 'due_soon');
    expect(soon.find((r) => r.order_no === edge.today.order_no)).toMatchObject({ delivery_date: TODAY, days_left: 0, days_in_state: 0, is_deleted: 0, total: expect.stringMatching(/^\d+\.\d\d$/) });
    expect(soon.find((r) => r.order_no === edge.inThree.order_no)).toMatchObject({ days_left: 3 });
    expect((await allOf(t.master, 'overdue')).find((r) => r.order_no === edge.yesterday.order_no)).toMatchObject({ days_left: -1 });
    const stuckRow = (await allOf(t.master, 'stuck')).find((r) => r.order_no === edge.noDay.order_no);
    expect(stuckRow).toMatchObject({ days_left: null, days_in_state: 30, state_at: '2026-10-21 10:00:00' });
  });

  it('[ROUTE-36] the windows are the shop\'s settings (shop_props RemindDueDays, RemindStuckDays), saved by /shop-setProps within their ranges', async () => {
    const edge = await edgeOrders();
    const { props } = await t.master.call(ShopGetProps);
    const saved = await t.master.call(ShopSetProps, { props: { ...props, RemindDueDays: 4, RemindStuckDays: 30 } });
    expect(saved).toMatchObject({ err_code: 0, props: { RemindDueDays: 4, RemindStuckDays: 30 } });
    const want = expected(await ordersOf(await shopId()), t.b.clock.now(), TODAY, { due: 4, stuck: 30 });
    const reply = await t.master.call(RemindList, { param: { kind: 'stuck', page_count: 100 } });
    expect(reply).toMatchObject({ windows: { due_days: 4, stuck_days: 30 }, kinds: { due_soon: want.due_soon.length, overdue: want.overdue.length, stuck: want.stuck.length } });
    expect(want.due_soon).toContain(edge.inFour.order_no);
    expect(want.stuck).not.toContain(edge.stuck.order_no);
    expect((await allOf(t.master, 'due_soon')).map((r) => r.order_no)).toEqual(want.due_soon);
    // The change is in the staff log, like every system setting.
    const log = await t.b.db.selectFrom('staff_logs').select(['oper_content', 'changes']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log.oper_content).toContain('订单到期提醒天数');
    expect(log.changes).toContain('默认（3 天）');

    for (const bad of [{ RemindDueDays: 0 }, { RemindDueDays: 61 }, { RemindDueDays: 2.5 }, { RemindDueDays: '3' }, { RemindStuckDays: 366 }]) {
      const refused = await t.master.call(ShopSetProps, { props: { ...props, ...bad } as unknown as typeof props });
      expect([bad, refused.err_code]).toEqual([bad, ErrCode.BAD_REQUEST]);
    }
    expect((await t.master.call(ShopSetProps, { props: { ...props, RemindDueDays: 0 } })).err_msg).toBe('props.RemindDueDays 应为 1 到 60 之间的整数（天）');
    expect((await t.master.call(ShopGetProps)).props).toMatchObject({ RemindDueDays: 4, RemindStuckDays: 30 });
  });

  it('[ROUTE-36] refuses an unknown kind and a page too large, naming the field', async () => {
    const kind = await t.master.call(RemindList, { param: { kind: 'late' as RemindKind } });
    expect(kind).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: 'param.kind 只能是 due_soon、overdue、stuck' });
    expect((await t.master.call(RemindList, { param: { page_count: 101 } })).err_code).toBe(ErrCode.BAD_REQUEST);
  });
});

describe('the board', () => {
  it('[ROUTE-37] /StoreOrders-screenData counts the orders by state, and the open ones due today, overdue and due by Sunday, in one reply', async () => {
    const edge = await edgeOrders();
    const orders = await ordersOf(await shopId());
    const inUse = orders.filter((o) => o.is_deleted === 0);
    const open = inUse.filter((o) => o.ord_state !== 6 && o.ord_state !== 9);
    const board = await t.master.call(ScreenData);
    expect(board).toMatchObject({ err_code: 0, today: TODAY, week_end: '2026-11-22', at: '2026-11-20 10:00:00' });
    for (const state of [0, 1, 2, 3, 4, 5, 6, 9] as const) expect([state, board.states[state]]).toEqual([state, inUse.filter((o) => o.ord_state === state).length]);
    expect(board.due_today).toBe(open.filter((o) => o.delivery_date === TODAY).length);
    expect(board.overdue).toBe(open.filter((o) => o.delivery_date !== '' && o.delivery_date < TODAY).length);
    expect(board.due_week).toBe(open.filter((o) => o.delivery_date >= TODAY && o.delivery_date <= '2026-11-22').length);
    expect(board.due_today).toBeGreaterThanOrEqual(1);
    // The overdue figure is the reminders' overdue count.
    expect((await t.master.call(RemindList, {})).kinds.overdue).toBe(board.overdue);

    // Three days on, a Monday: what was due today is overdue, the week runs to the next Sunday.
    t.b.clock.advance(3 * DAY);
    // Three days outlive the session: the board's screen logs in again, as a TV left on does each morning.
    await t.master.login('demo_admin');
    const monday = await t.master.call(ScreenData);
    expect(monday).toMatchObject({ today: '2026-11-23', week_end: '2026-11-29' });
    expect(monday.overdue).toBe(open.filter((o) => o.delivery_date !== '' && o.delivery_date < '2026-11-23').length);
    expect((await allOf(t.master, 'overdue')).map((r) => r.order_no)).toContain(edge.today.order_no);
  });
});

describe('shops and rights', () => {
  it('[ROUTE-36] [ROUTE-37] another shop\'s orders are never counted or listed, whatever their dates', async () => {
    const south = await shopId('南方板材定制');
    const now = t.b.clock.now();
    const theirs = await ordersOf(south);
    expect(theirs.length).toBeGreaterThan(0);
    await t.b.db.updateTable('orders').set({ delivery_date: day(-1), state_at: now - 90 * DAY, ord_state: 2, is_deleted: 0 }).where('shop_id', '=', south).execute();
    const ours = expected(await ordersOf(await shopId()), now, TODAY);
    const reply = await t.master.call(RemindList, { param: { kind: 'overdue' } });
    expect(reply.kinds).toEqual({ due_soon: ours.due_soon.length, overdue: ours.overdue.length, stuck: ours.stuck.length });
    const listed = [...(await allOf(t.master, 'overdue')), ...(await allOf(t.master, 'stuck'))].map((r) => r.order_no);
    const theirNos = new Set(theirs.map((o) => o.order_no));
    // Order numbers are per shop: one of theirs may spell one of ours, so compare the sets.
    expect(listed.sort()).toEqual([...ours.overdue, ...ours.stuck].sort());
    const board = await t.master.call(ScreenData);
    expect(board.overdue).toBe(ours.overdue.length);

    // Their master sees theirs only.
    const other = t.b.client({ ip: '10.7.9.9' });
    await other.login('south_admin');
    const seen = await allOf(other, 'overdue');
    expect(seen.map((r) => r.order_no).sort()).toEqual([...theirNos].sort());
    expect((await other.call(ScreenData)).states[2]).toBe(theirs.length);
  });

  it('[ROUTE-36] [ROUTE-37] SF_ORDER_REMIND_QUERY held alone is enough; without it both calls are refused', async () => {
    const reader = await holding(['SF_ORDER_REMIND_QUERY']);
    expect((await reader.call(RemindList, {})).err_code).toBe(0);
    expect((await reader.call(ScreenData)).err_code).toBe(0);
    const lister = await holding(['SF_STORE_ORD_LIST', 'SF_ERP_ORDER_MEMO_QUERY']);
    expect((await lister.call(RemindList, {})).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await lister.call(ScreenData)).err_code).toBe(ErrCode.NO_RIGHT);
    const nobody = t.b.client({ ip: '10.7.8.8' });
    expect((await nobody.call(ScreenData)).err_code).toBe(ErrCode.NOT_LOGGED_IN);
  });
});
