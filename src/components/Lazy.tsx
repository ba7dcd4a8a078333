/**
 * Components every page has but few show (dialogs, drawers, the QR code, result pages): loaded the
 * first time they are shown, so a page's first load carries only what it shows at once. An antd
 * component is imported from its own module ('antd/es/drawer'), never as import('antd'): every
 * import('antd') chunk would carry all the components any of them uses.
 */
import { Component, Suspense, useState, type ReactNode } from 'react';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Shows `fallback` while the lazy `children` load, and for good if they cannot (their chunk failed
 * to arrive): a dialog that does not open beats a page that breaks.
 */
export class LazyBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    const { fallback, children } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}

/**
 * Renders the lazy `children` from the first time `when` is true on, and keeps them mounted so that
 * a dialog or drawer can animate closed. Nothing shows while they load.
 */
export function ShownOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(when);
  if (when && !shown) setShown(true);
  return shown ? <LazyBoundary fallback={null}>{children}</LazyBoundary> : null;
}
