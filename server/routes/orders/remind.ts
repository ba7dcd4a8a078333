/**
 * The order reminders and the workshop board of the session's shop (issue 29 "Reminders and the
 * board"; contracts and the kinds' definitions in src/common/orderRemind.ts): the orders due soon,
 * overdue or stuck, a page of one kind with the count of each, and the board's figures.
 *
 * Rights (docs/DESIGN.md, "Rights of the routes"): SF_ORDER_REMIND_QUERY, the right SPEC.md section
 * 2 gives both pages, which is all these answer; whoever may see the reminders may see the orders'
 * summaries they show (the order list's columns, no lines, no money beyond the list's).
 *
 * Everything is filtered, counted and paged in SQL over the shop's own orders; the windows are read
 * from the shop's props at each call, so a changed setting applies at once on every process.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  OPEN_STATES,
  RemindList,
  remindBounds,
  daysBetween,
  ScreenData,
  weekEnd,
  type RemindKind,
  type RemindRow,
  type RemindWindows,
  type ScreenFigures,
} from '../../../src/common/orderRemind';
import { ORD_STATES, type OrdStateValue } from '../../../src/common/orders';
import { readShopProps, remindDays, type ShopProps } from '../../../src/common/shopConfig';
import { DAY_MS, formatDate, formatDateTime } from '../../../src/common/time';
import { parseJsonObject } from '../../db/jsonColumns';
import { pageOf } from '../../db/paging';
import type { Executor } from '../../db/schema';
import { route } from '../../http/route';
import { orderQuery, SUMMARY_COLUMNS, toSummary } from '../../orders/read';

const ACCESS = { anyOf: ['SF_ORDER_REMIND_QUERY'] } as const;

/** The shop's reminder windows, from its props (the defaults where not set). */
async function shopWindows(db: Executor, shopId: number): Promise<RemindWindows> {
  const row = await db.selectFrom('shops').select('shop_props').where('shop_id', '=', shopId).executeTakeFirst();
  const days = remindDays(readShopProps(parseJsonObject<ShopProps>(row?.shop_props ?? '{}')));
  return { due_days: days.RemindDueDays, stuck_days: days.RemindStuckDays };
}

type Bounds = ReturnType<typeof remindBounds>;

const delivery = sql.ref('o.delivery_date');

/**
 * Delivery from `from` to `to`, both included. Days are 'YYYY-MM-DD' text, which sorts as the days
 * do; an order without one ('') sorts before every day, so it is never within a range from today.
 */
const dueBetween = (from: string, to: string): RawBuilder<boolean> => sql<boolean>`(${delivery} >= ${from} and ${delivery} <= ${to})`;

/** Delivery before `today` (an order without a delivery day is never overdue). */
const overdueOn = (today: string): RawBuilder<boolean> => sql<boolean>`(${delivery} <> '' and ${delivery} < ${today})`;

/** Each kind's condition on `orders as o`: the list's filter and its count's, one definition. */
const KIND_CONDITION: Readonly<Record<RemindKind, (b: Bounds) => RawBuilder<boolean>>> = {
  due_soon: (b) => dueBetween(b.today, b.dueUntil),
  overdue: (b) => overdueOn(b.today),
  stuck: (b) => sql<boolean>`${sql.ref('o.state_at')} < ${b.stuckBefore}`,
};

/** Each kind's order: the most urgent first. */
const KIND_ORDER: Readonly<Record<RemindKind, 'o.delivery_date' | 'o.state_at'>> = { due_soon: 'o.delivery_date', overdue: 'o.delivery_date', stuck: 'o.state_at' };

/** A count of the rows meeting `condition`, as one column of a grouped or total count. */
const countWhere = (condition: RawBuilder<boolean>) => sql<number | string | null>`sum(case when ${condition} then 1 else 0 end)`;

/** The shop's orders still being worked (OPEN_STATES, outside the recycle bin). */
function openOrders(db: Executor, shopId: number) {
  return db.selectFrom('orders as o').where('o.shop_id', '=', shopId).where('o.is_deleted', '=', 0).where('o.ord_state', 'in', OPEN_STATES);
}

/** The orders of each kind, in one pass over the shop's open orders. */
async function kindCounts(db: Executor, shopId: number, b: Bounds): Promise<Record<RemindKind, number>> {
  const row = await openOrders(db, shopId)
    .select([countWhere(KIND_CONDITION.due_soon(b)).as('due_soon'), countWhere(KIND_CONDITION.overdue(b)).as('overdue'), countWhere(KIND_CONDITION.stuck(b)).as('stuck')])
    .executeTakeFirstOrThrow();
  // sum() of no rows is null; PostgreSQL answers a bigint as text.
  return { due_soon: Number(row.due_soon ?? 0), overdue: Number(row.overdue ?? 0), stuck: Number(row.stuck ?? 0) };
}

export const remindList = route(RemindList, {
  access: ACCESS,
  async handle(ctx) {
    const f = ctx.fields.param;
    const shopId = ctx.session.shop.shop_id;
    const windows = await shopWindows(ctx.db, shopId);
    const b = remindBounds(ctx.now, windows);
    const rows = orderQuery(ctx.db, shopId)
      .where('o.is_deleted', '=', 0)
      .where('o.ord_state', 'in', OPEN_STATES)
      .where(KIND_CONDITION[f.kind](b))
      .select([...SUMMARY_COLUMNS, 'o.state_at'])
      .orderBy(KIND_ORDER[f.kind], 'asc')
      .orderBy('o.order_id', 'asc');
    // The kinds' counts are the page's total too: counted once, beside the page.
    const counting = kindCounts(ctx.db, shopId, b);
    const page = await pageOf(rows, f, async () => (await counting)[f.kind]);
    const data = page.rows.map(
      (r): RemindRow => ({
        ...toSummary(r),
        state_at: formatDateTime(Number(r.state_at)),
        days_in_state: Math.max(0, Math.floor((ctx.now - Number(r.state_at)) / DAY_MS)),
        days_left: r.delivery_date ? daysBetween(b.today, r.delivery_date) : null,
      }),
    );
    return { data, count: page.total, kinds: await counting, windows, today: b.today };
  },
});

export const screenData = route(ScreenData, {
  access: ACCESS,
  async handle(ctx) {
    const today = formatDate(ctx.now);
    const sunday = weekEnd(today);
    // One grouped count: each state's orders with its deadline figures; the deadlines add up the open states only.
    const rows = await ctx.db
      .selectFrom('orders as o')
      .where('o.shop_id', '=', ctx.session.shop.shop_id)
      .where('o.is_deleted', '=', 0)
      .groupBy('o.ord_state')
      .select([
        'o.ord_state',
        sql<number | string>`count(*)`.as('n'),
        countWhere(dueBetween(today, today)).as('due_today'),
        countWhere(overdueOn(today)).as('overdue'),
        countWhere(dueBetween(today, sunday)).as('due_week'),
      ])
      .execute();
    const figures: ScreenFigures = {
      states: Object.fromEntries(ORD_STATES.map((s) => [s, 0])) as Record<OrdStateValue, number>,
      due_today: 0,
      overdue: 0,
      due_week: 0,
      today,
      week_end: sunday,
      at: formatDateTime(ctx.now),
    };
    for (const r of rows) {
      const state = Number(r.ord_state) as OrdStateValue;
      if (state in figures.states) figures.states[state] = Number(r.n);
      if (!OPEN_STATES.includes(state)) continue;
      figures.due_today += Number(r.due_today ?? 0);
      figures.overdue += Number(r.overdue ?? 0);
      figures.due_week += Number(r.due_week ?? 0);
    }
    return figures;
  },
});

export const remindRoutes = [remindList, screenData];
