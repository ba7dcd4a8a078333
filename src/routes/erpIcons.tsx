/**
 * The menu icons of the order area (erp.html), by route path: its own page's menu (src/entries)
 * and the dashboard's quick links load them; the other areas' pages do not.
 */
import {
  BarChartOutlined,
  BellOutlined,
  ContactsOutlined,
  DesktopOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  OrderedListOutlined,
  PartitionOutlined,
  ScheduleOutlined,
  ShareAltOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import type { RouteIcons } from '../shell/areaRoute';

export const erpIcons: RouteIcons = {
  '/crm': <ContactsOutlined />,
  '/custfollow': <MessageOutlined />,
  '/orders/list': <OrderedListOutlined />,
  '/orders/assign': <ShareAltOutlined />,
  '/orders/memo': <SnippetsOutlined />,
  '/orders/remind': <BellOutlined />,
  '/orders/screen': <DesktopOutlined />,
  '/process/config': <PartitionOutlined />,
  '/process/manage': <NodeIndexOutlined />,
  '/workquery': <ScheduleOutlined />,
  '/goodssale': <BarChartOutlined />,
};
