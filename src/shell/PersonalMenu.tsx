/**
 * [SHELL-06] The personal menu: personal settings, password change, language, (on phones) the
 * what's-new dialog, and log out.
 */
import { CheckOutlined, DesktopOutlined, DownOutlined, GlobalOutlined, LockOutlined, LogoutOutlined, RocketOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES, setLanguage, useLanguage, type Language } from '../app/i18n';
import { logoutRequested, selectUserInfo } from '../app/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../app/store';
import { useT } from '../app/useT';
import { LanguageName } from '../components/LanguageName';
import { PERSONAL_SETTINGS_PATH } from './shellPaths';

export interface PersonalMenuProps {
  onChangePassword: () => void;
  /** Opens the list of the user's own sessions. */
  onMySessions?: () => void;
  /** Given on phones, where the what's-new entry lives in this menu. */
  whatsNew?: { isNew: boolean; open: () => void };
  showName?: boolean;
}

export function PersonalMenu({ onChangePassword, onMySessions, whatsNew, showName = true }: PersonalMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const language = useLanguage();
  const t = useT();

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: t('route.personal.settings') },
    { key: 'password', icon: <LockOutlined />, label: t('session.changePassword') },
    { key: 'sessions', icon: <DesktopOutlined />, label: t('sessions.mine') },
    ...(whatsNew
      ? [
          {
            key: 'whatsNew',
            icon: <RocketOutlined />,
            label: (
              <span className="personal-menu-whatsnew">
                {t('shell.whatsNew')}
                {whatsNew.isNew && <Badge count="new" size="small" />}
              </span>
            ),
          },
        ]
      : []),
    { type: 'divider' },
    {
      type: 'group',
      key: 'language',
      label: (
        <span className="personal-menu-group">
          <GlobalOutlined /> {t('shell.language')}
        </span>
      ),
      children: LANGUAGES.map((l) => ({
        key: `lang:${l}`,
        label: <LanguageName language={l} />,
        icon: l === language ? <CheckOutlined /> : <span className="personal-menu-check-space" />,
      })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('session.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') navigate(PERSONAL_SETTINGS_PATH);
    else if (key === 'password') onChangePassword();
    else if (key === 'sessions') onMySessions?.();
    else if (key === 'whatsNew') whatsNew?.open();
    else if (key === 'logout') dispatch(logoutRequested());
    else if (key.startsWith('lang:')) setLanguage(key.slice('lang:'.length) as Language);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="area-user" aria-label={intl.formatMessage({ id: 'shell.personalMenu' }, { name: user.login_name })}>
        <Badge dot={Boolean(whatsNew?.isNew)} offset={[-2, 2]}>
          <Avatar size={28} icon={<UserOutlined />} src={user.avatar || undefined} className="area-user-avatar" />
        </Badge>
        {showName && (
          <span className="area-user-name" title={user.login_name}>
            {user.login_name}
          </span>
        )}
        <DownOutlined className="area-user-caret" />
      </button>
    </Dropdown>
  );
}
