/**
 * antd's date pickers, loaded when first shown: the date pickers (calendar panels, dayjs's
 * formats) are the heaviest part of a filter bar, and a phone shows the date filters only once
 * the bar is expanded. Until the picker arrives, a read-only field with the same place and
 * placeholders stands in.
 */
import { Input } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { lazy } from 'react';
import { LazyBoundary } from './Lazy';

const pickers = () => import(/* webpackChunkName: "date-picker" */ 'antd/es/date-picker');
const RangePicker = lazy(() => pickers().then((m) => ({ default: m.default.RangePicker })));
const DatePicker = lazy(pickers);

export interface LazyDayPickerProps {
  /** The day as 'YYYY-MM-DD', '' for none. */
  value?: string;
  onChange?: (day: string) => void;
  onBlur?: () => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The first day ('YYYY-MM-DD') that may be picked; those before show disabled. */
  min?: string;
}

/** One day, as 'YYYY-MM-DD' text (a form field's value). */
export function LazyDayPicker({ value, onChange, min, ...rest }: LazyDayPickerProps) {
  const fallback = <Input id={rest.id} placeholder={rest.placeholder} value={value} disabled={rest.disabled} readOnly />;
  return (
    <LazyBoundary fallback={fallback}>
      <DatePicker {...rest} style={{ width: '100%' }} disabledDate={min === undefined ? undefined : (day) => day.format('YYYY-MM-DD') < min} value={value ? dayjs(value) : null} format="YYYY-MM-DD" onChange={(_day, text) => onChange?.(typeof text === 'string' ? text : '')} />
    </LazyBoundary>
  );
}

export function LazyRangePicker(props: RangePickerProps) {
  const { id, className, placeholder, style } = props;
  const fallback = (
    <Input className={className} style={style} id={typeof id === 'object' ? id.start : id} placeholder={placeholder?.filter(Boolean).join(' ~ ')} readOnly />
  );
  return (
    <LazyBoundary fallback={fallback}>
      <RangePicker {...props} />
    </LazyBoundary>
  );
}
