import { DEFAULT_DELAY_MS, NOTIFICATION_DURATION_MS, STICKY_HEADER_OFFSET } from './constants';
import { delay, formatFileSize, orderGoodsStatus } from './format';
import { isIdCard, isJsonString, maskPhone } from './validation';

describe('constants and helpers of SPEC.md section 9', () => {
  it('[CONST-01] [CONST-02] [CONST-03] sticky header offset 52, notification 3000 ms, delay 1000 ms', () => {
    expect(STICKY_HEADER_OFFSET).toBe(52);
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
    expect(DEFAULT_DELAY_MS).toBe(1000);
  });

  it('[CONST-03] delay() waits 1000 ms by default', async () => {
    jest.useFakeTimers();
    let done = false;
    const p = delay().then(() => (done = true));
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await p;
    expect(done).toBe(true);
    jest.useRealTimers();
  });

  it('[CONST-04] [CONST-05] formats file sizes from B to YB with 2 decimals by default', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatFileSize(1024 ** 8)).toBe('1.00 YB');
    expect(formatFileSize(1024 ** 10)).toBe('1048576.00 YB');
    expect(formatFileSize(1536, 1)).toBe('1.5 KB');
  });

  it('[CONST-06] [CONST-07] [CONST-08] ID-card pattern, phone masking and JSON-string check', () => {
    expect(isIdCard('44060619900101123X')).toBe(true);
    expect(isIdCard('440606900101123')).toBe(true);
    expect(isIdCard('4406061990010112')).toBe(false);
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(isJsonString('{"a":1}')).toBe(true);
    expect(isJsonString('{a:1}')).toBe(false);
  });

  it('[CONST-09] order-goods status 1 is confirm, anything else cancel', () => {
    expect(orderGoodsStatus('1')).toBe('confirm');
    expect(orderGoodsStatus(1)).toBe('confirm');
    expect(orderGoodsStatus('0')).toBe('cancel');
    expect(orderGoodsStatus('2')).toBe('cancel');
  });
});
