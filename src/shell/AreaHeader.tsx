/**
 * The top bar of an area [SHELL-01..10]: the shop's logo and name, the version, the four areas
 * (above 680 px; the phone has the bottom bar), the "open on phone" QR code, what's new, the notice
 * bell, the after-sales chat and the personal menu. On a phone a menu button opens the area menu.
 */
import { MenuOutlined, RocketOutlined } from '@ant-design/icons';
import { Badge, Button, Layout, Tag, Tooltip } from 'antd';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { VERSION_LABEL, type Area } from '../common/constants';
import { selectShopInfo, selectUserInfo, selectVersion } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';
import { ShownOnce } from '../components/Lazy';
import { ChatButton } from './ChatButton';
import { followLink } from './followLink';
import { MobileQr } from './MobileQr';
import { NoticeBell } from './notices/NoticeBell';
import { PersonalMenu } from './PersonalMenu';
import { ShopLogo } from './ShopLogo';
import { TopNav } from './TopNav';
import { useIsMobile, useLayoutKind } from '../components/useViewport';
import { useWhatsNewBadge } from './whatsNew';

// The dialogs of the header load when first opened (src/components/Lazy.tsx).
const ChangePasswordDialog = lazy(() => import(/* webpackChunkName: "change-password" */ './ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const MySessionsDialog = lazy(() => import(/* webpackChunkName: "my-sessions" */ './MySessionsDialog').then((m) => ({ default: m.MySessionsDialog })));
const WhatsNewDialog = lazy(() => import(/* webpackChunkName: "whats-new" */ './WhatsNewDialog').then((m) => ({ default: m.WhatsNewDialog })));

export interface AreaHeaderProps {
  area: Area;
  /** On phones: opens the area menu's drawer (absent when the area has no menu). */
  onOpenMenu?: () => void;
}

export function AreaHeader({ area, onOpenMenu }: AreaHeaderProps) {
  const intl = useIntl();
  const shop = useAppSelector(selectShopInfo);
  const user = useAppSelector(selectUserInfo);
  const version = useAppSelector(selectVersion).version_name || VERSION_LABEL;
  const kind = useLayoutKind();
  const mobile = useIsMobile();
  const phone = kind === 'phone';
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  const whatsNew = useWhatsNewBadge(user.user_id);
  const whatsNewLabel = intl.formatMessage({ id: 'shell.whatsNew' });

  const openWhatsNew = () => {
    setWhatsNewOpen(true);
    whatsNew.markSeen();
  };

  return (
    <Layout.Header className={`area-header area-header--${kind}`}>
      {phone && onOpenMenu && (
        <Button type="text" className="area-menu-button" icon={<MenuOutlined />} aria-label={intl.formatMessage({ id: 'shell.openMenu' })} onClick={onOpenMenu} />
      )}
      <a className="area-brand" href="index.html" onClick={followLink} title={shop.shop_name}>
        <ShopLogo src={shop.shop_logo} name={shop.shop_name} size={phone ? 28 : 32} />
        <span className="area-brand-name">{shop.shop_name}</span>
      </a>
      {kind === 'desktop' && (
        <Tooltip title={intl.formatMessage({ id: 'shell.version' }, { version })}>
          <Tag className="area-version" variant="filled">
            {version}
          </Tag>
        </Tooltip>
      )}
      {!phone && <TopNav area={area} icons={kind === 'desktop'} />}
      <div className="area-actions">
        {!mobile && <MobileQr />}
        {!phone && (
          <Tooltip title={whatsNewLabel}>
            <Badge count={whatsNew.isNew ? 'new' : 0} size="small" offset={[10, 4]} className="area-whatsnew-badge">
              <Button type="text" className="area-action" icon={<RocketOutlined />} aria-label={whatsNewLabel} onClick={openWhatsNew} />
            </Badge>
          </Tooltip>
        )}
        <NoticeBell />
        <ChatButton showLabel={kind === 'desktop'} />
        <PersonalMenu
          showName={!phone}
          onChangePassword={() => setPasswordOpen(true)}
          onMySessions={() => setSessionsOpen(true)}
          whatsNew={phone ? { isNew: whatsNew.isNew, open: openWhatsNew } : undefined}
        />
      </div>
      <ShownOnce when={passwordOpen}>
        <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </ShownOnce>
      <ShownOnce when={sessionsOpen}>{sessionsOpen && <MySessionsDialog onClose={() => setSessionsOpen(false)} />}</ShownOnce>
      <ShownOnce when={whatsNewOpen}>
        <WhatsNewDialog open={whatsNewOpen} onClose={() => setWhatsNewOpen(false)} />
      </ShownOnce>
    </Layout.Header>
  );
}
