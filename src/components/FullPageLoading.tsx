/**
 * The full-page loading state: 'Logging in, loading...' [PAGES-08]. The spinner loads when first
 * shown: the login page shows it only on its way out.
 */
import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { LazyBoundary } from './Lazy';

const Spin = lazy(() => import(/* webpackChunkName: "spin" */ 'antd/es/spin'));

export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="status" aria-live="polite">
      {/* The large spinner's place, so that the text does not move when it arrives. */}
      <LazyBoundary fallback={<span className="full-page-loading-spin" />}>
        <Spin size="large" />
      </LazyBoundary>
      <FormattedMessage id="app.loading" />
    </div>
  );
}
