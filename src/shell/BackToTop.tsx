/**
 * [SHELL-11, SHELL-12] A back-to-top arrow, shown once the page has scrolled more than 200 px. On a
 * phone it floats above the bottom bar (shell.css), and stands aside while a sticky action bar is
 * shown, whose buttons it would cover. The floating button loads the first time it shows.
 */
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BACK_TO_TOP_AFTER_PX } from '../common/constants';
import { LazyBoundary } from '../components/Lazy';
import { useStickyActionBarShown } from './StickyActionBar';
import { useIsPhone } from '../components/useViewport';

const FloatButton = lazy(() => import(/* webpackChunkName: "float-button" */ 'antd/es/float-button'));

function scrolled(): number {
  return window.scrollY || document.documentElement.scrollTop || 0;
}

export function BackToTop() {
  const intl = useIntl();
  // Not read while the shell renders or commits: reading the scroll position makes the browser lay
  // out the whole new page there and then, inside the start-up's longest task. A page opens at the
  // top; a position the browser restores is read in a task of its own just after.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(scrolled() > BACK_TO_TOP_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    const firstCheck = window.setTimeout(onScroll, 0);
    return () => {
      window.clearTimeout(firstCheck);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  const phone = useIsPhone();
  const barShown = useStickyActionBarShown();
  if (!visible || (phone && barShown)) return null;
  const label = intl.formatMessage({ id: 'shell.backToTop' });
  return (
    <LazyBoundary fallback={null}>
      <FloatButton
        className="area-back-to-top"
        icon={<VerticalAlignTopOutlined />}
        tooltip={label}
        aria-label={label}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </LazyBoundary>
  );
}
