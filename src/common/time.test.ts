import { addMonths, formatDateTime } from './time';

describe('addMonths', () => {
  const at = (text: string) => Date.parse(`${text}+08:00`);

  it('moves by calendar months in China time, keeping the time of day', () => {
    expect(formatDateTime(addMonths(at('2026-01-15T09:30:00'), 1))).toBe('2026-02-15 09:30:00');
    expect(formatDateTime(addMonths(at('2026-11-20T23:59:59'), 12))).toBe('2027-11-20 23:59:59');
    expect(formatDateTime(addMonths(at('2026-03-15T00:00:00'), -3))).toBe('2025-12-15 00:00:00');
  });

  it('clamps the day to the last day of a shorter month', () => {
    expect(formatDateTime(addMonths(at('2026-01-31T08:00:00'), 1))).toBe('2026-02-28 08:00:00');
    expect(formatDateTime(addMonths(at('2028-01-31T08:00:00'), 1))).toBe('2028-02-29 08:00:00');
    expect(formatDateTime(addMonths(at('2026-08-31T08:00:00'), 1))).toBe('2026-09-30 08:00:00');
  });
});
