/**
 * The list kit's field pieces, for filters and cells of any list: money with 2 decimals, the amount
 * range inputs, and search-bar fields made from a paged query's draft (text, one choice, a day range,
 * an amount range), so a page declares its filters instead of wiring each input.
 */
import { Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fenToYuan, yuanToFen } from '../../common/invoice';
import { LazyRangePicker } from '../LazyDatePicker';
import type { SearchField } from '../SearchBar';
import { useIsPhone } from '../useViewport';
import type { PagedQuery } from './usePagedQuery';
import './ResponsiveList.css';

// ---- money ----

/** Yuan (string or number) as fen; anything malformed counts as 0. */
const fenOf = (yuan: string | number): number => yuanToFen(typeof yuan === 'number' ? yuan.toFixed(2) : yuan) ?? 0;

/** '1234.5' -> '1,234.50': 2 decimals, thousands grouped. */
export function formatYuan(yuan: string | number): string {
  const [whole, cents] = fenToYuan(fenOf(yuan)).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The exact sum of yuan amounts (added in fen), with 2 decimals. */
export function sumYuan(amounts: readonly (string | number)[]): string {
  return fenToYuan(amounts.reduce<number>((sum, a) => sum + fenOf(a), 0));
}

/** '¥1,234.50' */
export function Money({ value, strong = false }: { value: string | number; strong?: boolean }) {
  const text = `¥${formatYuan(value)}`;
  return (
    <span className={strong ? 'inv-money inv-money-strong' : 'inv-money'} data-testid="money">
      {text}
    </span>
  );
}

// ---- amount range ----

export interface AmountRangeValue {
  min?: number | null;
  max?: number | null;
}

/** Both bounds given and the minimum above the maximum: a filter that would find nothing. */
export const isAmountRangeReversed = (range: AmountRangeValue | undefined): boolean => range?.min != null && range.max != null && range.min > range.max;

/**
 * Two amount inputs (yuan, 2 decimals, not negative) for a filter form. A minimum above the maximum
 * marks both and says so under them; the form refuses to search with it (isAmountRangeReversed).
 */
export function AmountRange({ value, onChange, idPrefix }: { value?: AmountRangeValue; onChange?: (v: AmountRangeValue) => void; idPrefix?: string }) {
  const intl = useIntl();
  const reversed = isAmountRangeReversed(value);
  const errorId = idPrefix ? `${idPrefix}-error` : undefined;
  const input = (key: 'min' | 'max') => (
    <InputNumber<number>
      id={idPrefix ? `${idPrefix}-${key}` : undefined}
      status={reversed ? 'error' : undefined}
      aria-invalid={reversed || undefined}
      aria-describedby={reversed ? errorId : undefined}
      className="rlist-amount-input"
      min={0}
      max={99_999_999_999.99}
      precision={2}
      step={100}
      // No spin buttons: antd names them in English only ('Increase Value'); the arrow keys still step.
      controls={false}
      prefix="¥"
      placeholder={intl.formatMessage({ id: key === 'min' ? 'list.amountMin' : 'list.amountMax' })}
      aria-label={intl.formatMessage({ id: key === 'min' ? 'list.amountMin' : 'list.amountMax' })}
      value={value?.[key] ?? null}
      onChange={(v) => onChange?.({ ...value, [key]: v })}
    />
  );
  return (
    <div className="rlist-amount-field">
      <Space.Compact className="rlist-amount-range">
        {input('min')}
        <span className="rlist-range-sep">~</span>
        {input('max')}
      </Space.Compact>
      {reversed && (
        <div id={errorId} role="alert" className="rlist-field-error">
          {intl.formatMessage({ id: 'list.amountReversed' })}
        </div>
      )}
    </div>
  );
}

/** The amount bounds of a filter as the API wants them: yuan strings with 2 decimals, or absent. */
export function amountBounds(range: AmountRangeValue | undefined): { amount_min?: string; amount_max?: string } {
  const out: { amount_min?: string; amount_max?: string } = {};
  let min = range?.min ?? null;
  let max = range?.max ?? null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min !== null) out.amount_min = min.toFixed(2);
  if (max !== null) out.amount_max = max.toFixed(2);
  return out;
}

// ---- search-bar fields from a paged query ----

const DAY = 'YYYY-MM-DD';

/** A draft's change of one field (the filters' keys are the query's own). */
const patch = <F,>(key: keyof F, value: unknown) => ({ [key]: value }) as unknown as Partial<F>;

/** A text filter: `list.draft[key]`, at most `maxLength` characters. */
export function textField<F, Row>(list: PagedQuery<F, Row>, id: string, key: keyof F & string, label: string, maxLength = 40): SearchField {
  return {
    key,
    label,
    htmlFor: `${id}-${key}`,
    node: <Input id={`${id}-${key}`} className="list-text-filter log-text-filter" allowClear maxLength={maxLength} value={String(list.draft[key] ?? '')} onChange={(e) => list.setDraft(patch<F>(key, e.target.value))} />,
  };
}

/** One choice among `options`, after an "all" choice of value 0 (`allLabel`). */
export function choiceField<F, Row>(list: PagedQuery<F, Row>, id: string, key: keyof F & string, label: string, allLabel: string, options: readonly { value: number; label: string }[], minWidth = 120): SearchField {
  return {
    key,
    label,
    htmlFor: `${id}-${key}`,
    node: (
      <Select
        id={`${id}-${key}`}
        style={{ minWidth }}
        value={list.draft[key] as number | undefined}
        onChange={(value: number) => list.setDraft(patch<F>(key, value))}
        options={[{ value: 0, label: allLabel }, ...options]}
      />
    ),
  };
}

interface DayRangeOptions {
  required?: boolean;
  className?: string;
  /** The start's and the end's placeholders. */
  placeholder?: [string, string];
}

/** A day range of two 'YYYY-MM-DD' fields; `required` ranges cannot be cleared. The picker loads when first shown (LazyRangePicker). */
function DayRange<F, Row>({ list, id, from, to, required = false, className, placeholder }: DayRangeOptions & { list: PagedQuery<F, Row>; id: string; from: keyof F; to: keyof F }) {
  const isPhone = useIsPhone();
  const start = list.draft[from] as string | undefined;
  const end = list.draft[to] as string | undefined;
  // The same value while the days stay the same: a new one would reset a range being picked.
  const value = useMemo((): [Dayjs | null, Dayjs | null] => [start ? dayjs(start, DAY) : null, end ? dayjs(end, DAY) : null], [start, end]);
  return (
    <LazyRangePicker
      className={className}
      id={{ start: id }}
      value={value}
      placeholder={placeholder}
      allowClear={!required}
      allowEmpty={required ? undefined : [true, true]}
      inputReadOnly={isPhone}
      onChange={(v) => {
        if (required && !(v?.[0] && v[1])) return;
        list.setDraft({ ...patch<F>(from, v?.[0]?.format(DAY)), ...patch<F>(to, v?.[1]?.format(DAY)) });
      }}
    />
  );
}

/** A day range filter of the fields `from` and `to`. */
export function dateRangeField<F, Row>(list: PagedQuery<F, Row>, id: string, from: keyof F & string, to: keyof F & string, label: string, options: DayRangeOptions = {}): SearchField {
  return { key: `${from}-${to}`, label, htmlFor: `${id}-dates`, node: <DayRange list={list} id={`${id}-dates`} from={from} to={to} {...options} /> };
}

/** An amount range filter (yuan) of the fields `min` and `max`. */
export function amountRangeField<F, Row>(list: PagedQuery<F, Row>, id: string, min: keyof F & string, max: keyof F & string, label: string): SearchField {
  const value = { min: list.draft[min] as number | undefined, max: list.draft[max] as number | undefined };
  return {
    key: `${min}-${max}`,
    label,
    htmlFor: `${id}-amount-min`,
    node: <AmountRange value={value} idPrefix={`${id}-amount`} onChange={(v) => list.setDraft({ ...patch<F>(min, v.min ?? undefined), ...patch<F>(max, v.max ?? undefined) })} />,
  };
}
