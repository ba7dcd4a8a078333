/** Small helpers of SPEC.md section 9 shared by pages. */
import { DEFAULT_DELAY_MS } from './constants';

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** 1536 → '1.50 KB'; units B to YB, 2 decimals by default. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${SIZE_UNITS[0]}`;
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${(bytes / 1024 ** power).toFixed(decimals)} ${SIZE_UNITS[power]}`;
}

/** Resolves after `ms` (default 1000 ms). */
export function delay(ms: number = DEFAULT_DELAY_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Order-goods status: '1' labels a detail 'confirm', anything else 'cancel'. */
export function orderGoodsStatus(status: string | number): 'confirm' | 'cancel' {
  return String(status) === '1' ? 'confirm' : 'cancel';
}

/** Money in fen (integer) → yuan with two decimals (one implementation, in money.ts). */
export { fenToYuan } from './money';
