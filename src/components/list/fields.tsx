/**
 * The list kit's field pieces, for filters and cells of any list: money with 2 decimals, the amount
 * range inputs, and search-bar fields made from a paged query's draft (text, one choice, one person,
 * a day range, an amount range), so a page declares its filters instead of wiring each input.
 */
import { Input, InputNumber, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ChangeEvent, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { fenToYuan, yuanToFen } from '../../common/invoice';
import { LazyRangePicker } from '../LazyDatePicker';
import { textWidth } from './columnWidth';
import type { SearchField } from '../SearchBar';
import { StaffPicker } from '../staffPicker/StaffPicker';
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

interface TextOptions {
  /** At most this many characters (40 unless said). */
  maxLength?: number;
  placeholder?: string;
  /**
   * A search box standing alone, outside a search bar (no label shows): named by `label`, and its
   * button (`button`) or Enter runs `onSearch`.
   */
  search?: { button: string; onSearch: () => void };
}

/** A text filter: `list.draft[key]`; a number for `options` is its maximum length. */
export function textField<F, Row>(list: PagedQuery<F, Row>, id: string, key: keyof F & string, label: string, options: number | TextOptions = {}): SearchField {
  const { maxLength = 40, placeholder, search } = typeof options === 'number' ? { maxLength: options } : options;
  const input = {
    id: `${id}-${key}`,
    allowClear: true,
    maxLength,
    placeholder,
    value: String(list.draft[key] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => list.setDraft(patch<F>(key, e.target.value)),
  };
  // As wide as its placeholder needs (with the padding and the clear button), from 180 px up to 280 px: an English hint is longer than its Chinese one. A phone's is the screen's width (the stylesheet).
  const width = placeholder ? Math.min(280, Math.max(180, Math.ceil(textWidth(placeholder) + 44))) : undefined;
  const node = search ? (
    <Input.Search {...input} aria-label={label} enterButton={search.button} onSearch={() => search.onSearch()} />
  ) : (
    <Input {...input} className="list-text-filter" style={width ? ({ '--text-filter-width': `${width}px` } as CSSProperties) : undefined} />
  );
  return { key, label, htmlFor: input.id, node };
}

interface ChoiceOptions {
  /** 120 px unless said. */
  minWidth?: number;
  /** Typing narrows the choices by their labels: for lists too long to scan. */
  searchable?: boolean;
}

/** One choice among `options`, after an "all" choice of value 0 (`allLabel`); a number for `display` is its minimum width. */
export function choiceField<F, Row>(
  list: PagedQuery<F, Row>,
  id: string,
  key: keyof F & string,
  label: string,
  allLabel: string,
  options: readonly { value: number; label: string }[],
  display: number | ChoiceOptions = {},
): SearchField {
  const { minWidth = 120, searchable = false } = typeof display === 'number' ? { minWidth: display } : display;
  return {
    key,
    label,
    htmlFor: `${id}-${key}`,
    node: (
      <Select
        id={`${id}-${key}`}
        style={{ minWidth }}
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        value={list.draft[key] as number | undefined}
        onChange={(value: number) => list.setDraft(patch<F>(key, value))}
        options={[{ value: 0, label: allLabel }, ...options]}
      />
    ),
  };
}

/**
 * One choice among `options` as a row of chips, after an "all" chip of value 0: a choice applies at
 * once (no search button), for a short list a user scans, such as the report market's types.
 */
export function chipField<F, Row>(list: PagedQuery<F, Row>, key: keyof F & string, label: string, allLabel: string, options: readonly { value: number; label: string }[]): SearchField {
  const current = list.query.filters[key] as unknown as number;
  return {
    key,
    label,
    node: (
      <div className="list-chips" role="group" aria-label={label}>
        {[{ value: 0, label: allLabel }, ...options].map((option) => (
          <Tag.CheckableTag key={option.value} checked={current === option.value} onChange={() => list.setFilters({ ...list.query.filters, ...patch<F>(key, option.value) })}>
            {option.label}
          </Tag.CheckableTag>
        ))}
      </div>
    ),
  };
}

/**
 * One person of the shop's staff picker: their id in `key` and their account in `nameKey`, so a
 * filter read back from the URL shows who it is without asking the server. `anyoneLabel` names
 * the picker (and shows) while nobody is chosen.
 */
export function personField<F, Row>(list: PagedQuery<F, Row>, key: keyof F & string, nameKey: keyof F & string, label: string, anyoneLabel: string): SearchField {
  const userId = list.draft[key] as number | undefined;
  const name = list.draft[nameKey] as string | undefined;
  const chosen = userId ? [{ user_id: userId, login_name: name ?? `#${userId}`, nick_name: '', user_phone: '' }] : [];
  return {
    key,
    label,
    node: <StaffPicker label={anyoneLabel} selectCount={1} value={chosen} onChange={(people) => list.setDraft({ ...patch<F>(key, people[0]?.user_id), ...patch<F>(nameKey, people[0]?.login_name) })} />,
  };
}

interface DayRangeOptions {
  required?: boolean;
  className?: string;
  /** The start's and the end's placeholders. */
  placeholder?: [string, string];
  /** The first and the last day ('YYYY-MM-DD') that may be picked; the others show disabled. */
  min?: string;
  max?: string;
}

/** A day range of two 'YYYY-MM-DD' fields; `required` ranges cannot be cleared. The picker loads when first shown (LazyRangePicker). */
function DayRange<F, Row>({ list, id, from, to, required = false, className, placeholder, min, max }: DayRangeOptions & { list: PagedQuery<F, Row>; id: string; from: keyof F; to: keyof F }) {
  const isPhone = useIsPhone();
  const start = list.draft[from] as string | undefined;
  const end = list.draft[to] as string | undefined;
  // The same value while the days stay the same: a new one would reset a range being picked.
  const value = useMemo((): [Dayjs | null, Dayjs | null] => [start ? dayjs(start, DAY) : null, end ? dayjs(end, DAY) : null], [start, end]);
  const outside = (day: Dayjs) => (min !== undefined && day.format(DAY) < min) || (max !== undefined && day.format(DAY) > max);
  return (
    <LazyRangePicker
      className={className}
      id={{ start: id }}
      value={value}
      placeholder={placeholder}
      allowClear={!required}
      allowEmpty={required ? undefined : [true, true]}
      disabledDate={min === undefined && max === undefined ? undefined : outside}
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
