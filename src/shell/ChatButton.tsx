/**
 * [SHELL-03, SHELL-04] The online after-sales chat button with the unread count (over 99: dots).
 * With a configured chat page it opens that page with the visitor's details; without one it shows
 * the after-sales contact (the shop's service agent and the hotline).
 */
import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectAgent, selectChat, selectShopInfo, selectUserInfo } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';
import { SERVICE_HOTLINE } from './brand';
import { CUSTOMER_SERVICE, openCustomerService, type CustomerServiceConfig } from './customerService';

/** What the badge shows: the count, or dots over 99 (DESIGN.md). */
export function unreadBadgeCount(unread: number): number | string {
  return unread > 99 ? '...' : Math.max(0, unread);
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ChatButton({ showLabel = true, config = CUSTOMER_SERVICE }: { showLabel?: boolean; config?: CustomerServiceConfig }) {
  const intl = useIntl();
  const chat = useAppSelector(selectChat);
  const agent = useAppSelector(selectAgent);
  const user = useAppSelector(selectUserInfo);
  const shop = useAppSelector(selectShopInfo);
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'shell.chat' });
  const unread = chat.unread ?? 0;

  const onClick = () => {
    const opened = openCustomerService(
      { user_id: user.user_id, login_name: user.login_name, user_phone: user.user_phone, shop_id: shop.shop_id, shop_name: shop.shop_name },
      config,
    );
    if (!opened) setOpen((o) => !o);
  };

  const contact = (
    <div className="chat-panel">
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <FormattedMessage id="shell.chat.unread" values={{ count: unread }} />
      </Typography.Paragraph>
      {agent.shop_name && (
        <div className="chat-panel-line">
          <span className="chat-panel-label">
            <FormattedMessage id="shell.chat.agent" />
          </span>
          <span>{agent.shop_name}</span>
          {agent.user_phone && (
            <a href={tel(agent.user_phone)}>
              <PhoneOutlined /> {agent.user_phone}
            </a>
          )}
        </div>
      )}
      <div className="chat-panel-line">
        <span className="chat-panel-label">
          <FormattedMessage id="shell.chat.hotline" />
        </span>
        <a href={tel(SERVICE_HOTLINE)}>
          <PhoneOutlined /> {SERVICE_HOTLINE}
        </a>
      </div>
      <Typography.Text type="secondary" className="chat-panel-hint">
        <FormattedMessage id="shell.chat.hours" />
      </Typography.Text>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={(o) => !o && setOpen(false)} trigger="click" title={label} content={contact} placement="bottomRight">
      <Badge count={unreadBadgeCount(unread)} size="small" offset={showLabel ? [-6, 4] : [-4, 6]} className="area-chat-badge">
        <Button
          type="text"
          className="area-action"
          icon={<CustomerServiceOutlined />}
          aria-label={`${label}${unread > 0 ? ` (${intl.formatMessage({ id: 'shell.chat.unreadShort' }, { count: unread > 99 ? '99+' : unread })})` : ''}`}
          onClick={onClick}
        >
          {showLabel ? label : null}
        </Button>
      </Badge>
    </Popover>
  );
}
