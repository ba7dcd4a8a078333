/**
 * The menu icons of the warehouse area (depot.html), by route path: its own page's menu (src/entries) and the
 * dashboard's quick links load them; the other areas' pages do not.
 */
import {
  AppstoreOutlined,
  ColumnWidthOutlined,
  ControlOutlined,
  DashboardOutlined,
  ExportOutlined,
  FileSearchOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  LoginOutlined,
  LogoutOutlined,
  ReconciliationOutlined,
  RetweetOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  StockOutlined,
  SwapOutlined,
  TagsOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { RouteIcons } from '../shell/areaRoute';

export const depotIcons: RouteIcons = {
  '/dashboard': <DashboardOutlined />,
  '/config': <HomeOutlined />,
  '/goods': <AppstoreOutlined />,
  '/goods/fast': <ThunderboltOutlined />,
  '/goods/class': <TagsOutlined />,
  '/goods/unit': <ColumnWidthOutlined />,
  '/baseConfig': <ControlOutlined />,
  '/buy/orders': <ShoppingCartOutlined />,
  '/buy/refund': <RollbackOutlined />,
  '/sell/orders': <ExportOutlined />,
  '/sell/refund': <RetweetOutlined />,
  '/other/in': <LoginOutlined />,
  '/other/out': <LogoutOutlined />,
  '/stockchange': <StockOutlined />,
  '/check': <ReconciliationOutlined />,
  '/transfer': <SwapOutlined />,
  '/pro/in': <ImportOutlined />,
  '/pro/out': <InboxOutlined />,
  '/pro/query': <FileSearchOutlined />,
};
