/** "Open on your phone": hovering for 300 ms shows a QR code of this page [SHELL-28]; the QR code's drawing loads then. */
import { MobileOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HOVER_DELAY_MS } from '../common/constants';
import { LazyBoundary } from '../components/Lazy';

const QRCode = lazy(() => import(/* webpackChunkName: "qr-code" */ 'antd/es/qr-code'));
const QR_SIZE = 148;
/** The page's address; none where the shell is rendered outside a browser (the build's frames). */
const here = (): string => (typeof window === 'undefined' ? '' : window.location.href);

export function MobileQr() {
  const intl = useIntl();
  const [url, setUrl] = useState('');
  const label = intl.formatMessage({ id: 'shell.qr.label' });
  return (
    <Popover
      trigger="hover"
      mouseEnterDelay={HOVER_DELAY_MS / 1000}
      placement="bottom"
      onOpenChange={(open) => open && setUrl(window.location.href)}
      content={
        <div className="qr-panel" data-testid="qr-panel">
          <LazyBoundary fallback={<div style={{ width: QR_SIZE, height: QR_SIZE }} />}>
            <QRCode value={url || here()} size={QR_SIZE} bordered={false} />
          </LazyBoundary>
          <div className="qr-panel-hint">
            <FormattedMessage id="shell.qr.hint" />
          </div>
        </div>
      }
    >
      <Button type="text" className="area-action" icon={<MobileOutlined />} aria-label={label} />
    </Popover>
  );
}
