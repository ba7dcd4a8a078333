/**
 * Contracts of the order reminders and the workshop board (issue 29 "Reminders and the board";
 * /orders/remind and /orders/screen, both SF_ORDER_REMIND_QUERY [ROUTE-36] [ROUTE-37]). SPEC.md
 * names neither page's calls, so they are the product's own, named in the spirit of the spec's
 * order calls: StoreOrders-remindList and StoreOrders-screenData.
 *
 * Decisions where the spec is silent:
 * - Reminders are about orders still being worked: of the shop, not in the recycle bin, neither
 *   finished (6) nor closed (9) (OPEN_STATES).
 * - Three kinds, which may overlap (an order may be overdue and stuck at once):
 *   due soon: its delivery day is from today to today + N days, both included;
 *   overdue: its delivery day is before today (an order without one is never overdue);
 *   stuck: it entered its state (orders.state_at) more than M days ago.
 *   N and M are the shop's settings (shop_props RemindDueDays and RemindStuckDays,
 *   src/common/shopConfig.ts REMIND_WINDOWS; 3 and 7 days when not set).
 * - "Today" is the shop's day, China time (src/common/time.ts): the delivery day is a calendar day
 *   in China, whatever the server's time zone.
 * - The board's week is the calendar week, Monday to Sunday (as Chinese calendars and workshops
 *   count it): "due this week" is from today to this Sunday, so it never repeats the overdue ones.
 */
import * as v from 'valibot';
import { post, replyOf, type NoFields } from './contract';
import { json } from './fields';
import type { OrderSummary, OrdStateValue } from './orders';
import { pagingEntries, paramObject, problem } from './params';
import { DAY_MS, dayStartMs, formatDate } from './time';

/** The states an order is still being worked in: all but finished (6) and closed (9). */
export const OPEN_STATES: readonly OrdStateValue[] = [0, 1, 2, 3, 4, 5];

export const REMIND_KINDS = ['due_soon', 'overdue', 'stuck'] as const;
export type RemindKind = (typeof REMIND_KINDS)[number];

export const REMIND_PAGE_SIZE = 20;

// ---- the shop's days ----

/** The day `days` after (or before) 'YYYY-MM-DD' `day`. */
export const addDays = (day: string, days: number): string => formatDate(dayStartMs(day) + days * DAY_MS);

/** Whole days from 'YYYY-MM-DD' `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dayStartMs(to) - dayStartMs(from)) / DAY_MS);

/** The Sunday that ends the calendar week (Monday to Sunday) of `day`. */
export function weekEnd(day: string): string {
  // getUTCDay of the day's own date: 0 Sunday … 6 Saturday.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (7 - weekday) % 7);
}

/** The reminder windows in days, as the shop set them (or their defaults). */
export interface RemindWindows {
  /** Due soon: delivery within this many days from today. */
  due_days: number;
  /** Stuck: in one state longer than this many days. */
  stuck_days: number;
}

/** What each kind compares at `now`: its days and the instant before which an order is stuck. */
export function remindBounds(now: number, windows: RemindWindows) {
  const today = formatDate(now);
  return { today, dueUntil: addDays(today, windows.due_days), stuckBefore: now - windows.stuck_days * DAY_MS };
}

// ---- the reminder list ----

/** `param` of StoreOrders-remindList: the kind (default due soon) and the page. */
export const remindListParamSchema = paramObject({
  ...pagingEntries(REMIND_PAGE_SIZE),
  kind: v.optional(v.picklist(REMIND_KINDS, problem('param.badChoice', { choices: [...REMIND_KINDS] })), 'due_soon'),
});
export type RemindListFilter = v.InferOutput<typeof remindListParamSchema>;
export type RemindListParam = v.InferInput<typeof remindListParamSchema>;

/** An order as the reminders list it: the order list's summary and how it stands against the windows. */
export interface RemindRow extends OrderSummary {
  /** When it entered its state, 'YYYY-MM-DD HH:mm:ss'. */
  state_at: string;
  /** Whole days it has been in its state. */
  days_in_state: number;
  /** Days from today to its delivery day (0 today, negative overdue); null without a delivery day. */
  days_left: number | null;
}

export interface RemindListReply {
  data: RemindRow[];
  /** The rows of the kind asked for, on all pages. */
  count: number;
  /** The orders of each kind (the tabs' counts). */
  kinds: Record<RemindKind, number>;
  windows: RemindWindows;
  /** The shop's day the reminders were judged on. */
  today: string;
}

/**
 * The orders of one kind, paged: due soon and overdue by delivery day (the earliest first: the
 * most urgent, the longest overdue), stuck by the time they entered their state (the longest first).
 */
export const RemindList = post('/StoreOrders-remindList', {
  fields: { param: json(remindListParamSchema, { required: false }) },
  reply: replyOf<RemindListReply>(),
  pageSize: REMIND_PAGE_SIZE,
});

// ---- the workshop board ----

export interface ScreenFigures {
  /** The orders (not in the recycle bin) of each state, every state present (0 for none). */
  states: Record<OrdStateValue, number>;
  /** Orders still being worked (OPEN_STATES) due today, overdue, and due from today to this Sunday. */
  due_today: number;
  overdue: number;
  due_week: number;
  today: string;
  /** The Sunday "this week" ends on. */
  week_end: string;
  /** When the server counted, 'YYYY-MM-DD HH:mm:ss' China time. */
  at: string;
}

/** The board's figures: one grouped count of the shop's orders. */
export const ScreenData = post<NoFields, ScreenFigures>('/StoreOrders-screenData');
