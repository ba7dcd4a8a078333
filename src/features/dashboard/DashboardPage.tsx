/** /shops/dashboard: for now, who is logged in and in which shop. */
import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { maskPhone } from '../../common/validation';
import { selectIsMaster, selectSession } from '../../app/session/sessionSlice';
import { useAppSelector } from '../../app/store';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

export default function DashboardPage() {
  const intl = useIntl();
  const { user_info: user, shop_info: shop, version } = useAppSelector(selectSession);
  const isMaster = useAppSelector(selectIsMaster);
  useDocumentTitle('dashboard.title');

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Flex align="center" gap={16} wrap>
          <Avatar size={56} icon={<UserOutlined />} src={user.avatar || undefined} style={{ background: '#2457c5', flexShrink: 0 }} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              <FormattedMessage id="dashboard.welcome" values={{ name: user.login_name }} />
            </Typography.Title>
            <Typography.Text type="secondary">
              <ShopOutlined /> <FormattedMessage id="dashboard.shop" values={{ shop: shop.shop_name }} />
            </Typography.Text>
          </div>
          <Tag color={isMaster ? 'blue' : 'default'}>
            <FormattedMessage id={isMaster ? 'dashboard.role.master' : 'dashboard.role.sub'} />
          </Tag>
        </Flex>
      </Card>
      <Card title={intl.formatMessage({ id: 'dashboard.account' })}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          size="small"
          items={[
            { key: 'loginName', label: intl.formatMessage({ id: 'dashboard.loginName' }), children: user.login_name },
            { key: 'phone', label: intl.formatMessage({ id: 'dashboard.phone' }), children: maskPhone(user.user_phone) },
            { key: 'shop', label: intl.formatMessage({ id: 'dashboard.shopName' }), children: shop.shop_name },
            { key: 'ip', label: intl.formatMessage({ id: 'dashboard.ip' }), children: user.user_ip },
            { key: 'version', label: intl.formatMessage({ id: 'dashboard.version' }), children: version.version_name },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          <FormattedMessage id="dashboard.empty" />
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
