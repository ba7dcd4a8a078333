/** "Open on your phone": hovering for 300 ms shows a QR code of this page [SHELL-28]. */
import { MobileOutlined } from '@ant-design/icons';
import { Button, Popover, QRCode } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HOVER_DELAY_MS } from '../common/constants';

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
          <QRCode value={url || window.location.href} size={148} bordered={false} />
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
