/** The top bar of an area: the shop, the four areas, who is logged in and the log-out button. */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Layout, Menu, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { AREAS, type Area } from '../common/constants';
import { navigateTo } from '../app/navigation';
import { logoutRequested, selectShopInfo, selectUserInfo } from '../app/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../app/store';
import { BrandMark } from '../components/BrandMark';
import { useIsPhone } from './useViewport';

/** Follows a plain left click through navigateTo (so the host can finish first); other clicks stay links. */
function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(event.currentTarget.getAttribute('href') ?? 'index.html');
}

export function AreaHeader({ area }: { area: Area }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const shop = useAppSelector(selectShopInfo);
  const phone = useIsPhone();
  const logoutLabel = intl.formatMessage({ id: 'session.logout' });

  return (
    <Layout.Header className="area-header">
      <a className="area-brand" href="index.html" onClick={followLink}>
        <BrandMark size={30} />
        <span className="area-brand-name">{shop.shop_name}</span>
      </a>
      {!phone && (
        <Menu
          className="area-nav"
          mode="horizontal"
          selectedKeys={[area]}
          items={AREAS.map((a) => ({
            key: a,
            label: (
              <a href={`${a}.html`} onClick={followLink}>
                {intl.formatMessage({ id: `area.${a}` })}
              </a>
            ),
          }))}
        />
      )}
      <div className="area-user">
        <Avatar size="small" icon={<UserOutlined />} src={user.avatar || undefined} />
        <span className="area-user-name" title={user.login_name}>
          {user.login_name}
        </span>
        <Tooltip title={phone ? logoutLabel : undefined}>
          <Button icon={<LogoutOutlined />} aria-label={logoutLabel} onClick={() => dispatch(logoutRequested())}>
            {phone ? null : logoutLabel}
          </Button>
        </Tooltip>
      </div>
    </Layout.Header>
  );
}
