/**
 * The menu icons of the overall-management area (index.html), by route path: its own page's menu (src/entries) and the
 * dashboard's quick links load them; the other areas' pages do not.
 */
import {
  ApartmentOutlined,
  AppstoreAddOutlined,
  AuditOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GlobalOutlined,
  IdcardOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  SkinOutlined,
  TeamOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { RouteIcons } from '../shell/areaRoute';

export const indexIcons: RouteIcons = {
  '/shops/dashboard': <DashboardOutlined />,
  '/shops/setting': <ShopOutlined />,
  '/shops/systemConfig': <SettingOutlined />,
  '/shops/yz': <WalletOutlined />,
  '/staff/org': <ApartmentOutlined />,
  '/staff/group': <TeamOutlined />,
  '/staff/myrights': <SafetyCertificateOutlined />,
  '/staff/logs': <FileSearchOutlined />,
  '/invoice/info': <IdcardOutlined />,
  '/invoice/request': <AuditOutlined />,
  '/invoice/list': <ProfileOutlined />,
  '/invoice/acctitem': <TransactionOutlined />,
  '/reports/lists': <FileTextOutlined />,
  '/reports/market': <BarChartOutlined />,
  '/webcad/musicManage': <CustomerServiceOutlined />,
  '/webcad/panoManage': <GlobalOutlined />,
  '/webcad/files/send': <SendOutlined />,
  '/webcad/modules/deploy': <AppstoreAddOutlined />,
  '/webcad/materials/deploy': <SkinOutlined />,
};
