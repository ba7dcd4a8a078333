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
