/**
 * The region pick (AreaCascader), loaded once the form shows: antd's Cascader is a large part of a
 * form page that shows the region as one field among many, so the page is usable before it
 * arrives. Until then a read-only field with the region's names (or the placeholder) stands in.
 */
import { Input } from 'antd';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { AreaCascaderProps } from './AreaCascader';
import { LazyBoundary } from './Lazy';

const AreaCascader = lazy(() => import(/* webpackChunkName: "area-cascader" */ './AreaCascader').then((m) => ({ default: m.AreaCascader })));

export function LazyAreaCascader(props: AreaCascaderProps & { id?: string; 'aria-label'?: string; names?: readonly string[] }) {
  const intl = useIntl();
  const { names, ...cascader } = props;
  const fallback = (
    <Input
      id={props.id}
      aria-label={props['aria-label']}
      value={names?.join(' / ') ?? ''}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : intl.formatMessage({ id: 'area.pickPlaceholder' })}
      disabled={props.disabled}
      readOnly
    />
  );
  return (
    <LazyBoundary fallback={fallback}>
      <AreaCascader {...cascader} />
    </LazyBoundary>
  );
}
