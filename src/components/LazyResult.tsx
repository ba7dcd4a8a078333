/**
 * antd's Result, loaded when first shown: its status art weighs on every page that imports it, and
 * few pages ever show it. Until it arrives, and for good when it cannot (the network that failed a
 * request may be gone), the same title, text and buttons show plainly.
 */
import type { ResultProps } from 'antd';
import { lazy } from 'react';
import { LazyBoundary } from './Lazy';

const AntdResult = lazy(() => import(/* webpackChunkName: "result" */ 'antd/es/result'));

export function PlainResult({ title, subTitle, extra, children }: ResultProps) {
  return (
    <div className="result-plain">
      {title && <div className="result-plain-title">{title}</div>}
      {subTitle && <div className="result-plain-subtitle">{subTitle}</div>}
      {extra && <div className="result-plain-extra">{extra}</div>}
      {children}
    </div>
  );
}

export function LazyResult(props: ResultProps) {
  return (
    <LazyBoundary fallback={<PlainResult {...props} />}>
      <AntdResult {...props} />
    </LazyBoundary>
  );
}
