/**
 * /personal/settings [SHELL-06]: the account (who, which shop, main or sub-account), the language
 * and the password.
 */
import { GlobalOutlined, LockOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES, setLanguage, useLanguage, type Language } from '../../app/i18n';
import { selectIsMaster, selectSession } from '../../app/session/sessionSlice';
import { useAppSelector } from '../../app/store';
import { maskPhone } from '../../common/validation';
import { ChangePasswordDialog } from '../../shell/ChangePasswordDialog';
import { PageHeader } from '../../components/PageHeader';
import { LanguageName } from '../../components/LanguageName';

export default function PersonalSettingsPage() {
  const intl = useIntl();
  const language = useLanguage();
  const { user_info: user, shop_info: shop } = useAppSelector(selectSession);
  const isMaster = useAppSelector(selectIsMaster);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <div className="personal-settings page-stack">
      <PageHeader title="route.personal.settings" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Flex align="center" gap={16} wrap>
            <Avatar size={56} icon={<UserOutlined />} src={user.avatar || undefined} style={{ background: '#2457c5', flexShrink: 0 }} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {user.login_name}
              </Typography.Title>
              <Typography.Text type="secondary">
                <ShopOutlined /> {shop.shop_name}
              </Typography.Text>
            </div>
            <Tag color={isMaster ? 'blue' : 'default'}>
              <FormattedMessage id={isMaster ? 'personal.master' : 'personal.sub'} />
            </Tag>
          </Flex>
        </Card>

        <Card title={intl.formatMessage({ id: 'personal.account' })}>
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
            size="small"
            items={[
              { key: 'loginName', label: intl.formatMessage({ id: 'personal.loginName' }), children: user.login_name },
              { key: 'phone', label: intl.formatMessage({ id: 'personal.phone' }), children: maskPhone(user.user_phone) },
              { key: 'shop', label: intl.formatMessage({ id: 'personal.shop' }), children: shop.shop_name },
              { key: 'registered', label: intl.formatMessage({ id: 'personal.registered' }), children: user.register_time || '-' },
              { key: 'ip', label: intl.formatMessage({ id: 'personal.ip' }), children: user.user_ip },
            ]}
          />
        </Card>

        <Card
          title={
            <span>
              <GlobalOutlined /> <FormattedMessage id="shell.language" />
            </span>
          }
        >
          <Flex align="center" justify="space-between" gap={12} wrap>
            <Typography.Text type="secondary">
              <FormattedMessage id="personal.languageHint" />
            </Typography.Text>
            <Segmented<Language>
              aria-label={intl.formatMessage({ id: 'shell.language' })}
              value={language}
              onChange={setLanguage}
              options={LANGUAGES.map((l) => ({ value: l, label: <LanguageName language={l} /> }))}
            />
          </Flex>
        </Card>

        <Card
          title={
            <span>
              <LockOutlined /> <FormattedMessage id="personal.security" />
            </span>
          }
        >
          <Flex align="center" justify="space-between" gap={12} wrap>
            <Typography.Text type="secondary">
              <FormattedMessage id="personal.passwordHint" />
            </Typography.Text>
            <Button type="primary" ghost icon={<LockOutlined />} onClick={() => setPasswordOpen(true)}>
              <FormattedMessage id="session.changePassword" />
            </Button>
          </Flex>
        </Card>
      </Space>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
