/**
 * antd's range picker, loaded when first shown: the date pickers (calendar panels, dayjs's
 * formats) are the heaviest part of a filter bar, and a phone shows the date filters only once
 * the bar is expanded. Until the picker arrives, a read-only field with the same place and
 * placeholders stands in.
 */
import { Input } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { lazy } from 'react';
import { LazyBoundary } from './Lazy';

const RangePicker = lazy(() => import(/* webpackChunkName: "date-picker" */ 'antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })));

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
