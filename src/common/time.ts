/** A day in ms (the calendar's days in UTC+8 have no daylight saving: always this long). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates are shown in China Standard Time (UTC+8) whatever the host's time zone. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in UTC+8. */
export function formatDateTime(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD' in UTC+8. */
export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}

/** A billing month, 'YYYY-MM'. */
export const BILL_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isBillMonth = (v: string): boolean => BILL_MONTH_PATTERN.test(v);

/** A real calendar day 'YYYY-MM-DD'. */
export function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A real calendar day, optionally with a real time of day: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (2024-02-30 and 24:00:00 are not). */
export function isDayOrTime(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(v);
  if (!m || !isDay(m[1])) return false;
  return m[2] === undefined || (Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60);
}

/** The billing month of an instant, in China Standard Time. */
export const billMonthOf = (ms: number): string => formatDate(ms).slice(0, 7);

/**
 * True when a month's costs may be invoiced at `now`: only after the 1st of the next month
 * ([INV-REQ-29]), i.e. the month is before the current month (China Standard Time).
 */
export const isMonthClosed = (month: string, now: number): boolean => month < billMonthOf(now);

/** Epoch ms of 00:00 China Standard Time of a 'YYYY-MM-DD' day. */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS;

/**
 * `ms` moved by whole calendar months in UTC+8, the day clamped to the target month's last day
 * (31 January + 1 month = 28 or 29 February), the time of day kept.
 */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms + CST_OFFSET_MS);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime() - CST_OFFSET_MS;
}
