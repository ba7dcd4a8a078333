/** The icon of each of the four areas, the same in the top navigation and the phone's bottom bar. */
import { AccountBookOutlined, AppstoreOutlined, DatabaseOutlined, ProfileOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Area } from '../common/constants';

export const AREA_ICONS: Record<Area, ReactNode> = {
  index: <AppstoreOutlined />,
  erp: <ProfileOutlined />,
  depot: <DatabaseOutlined />,
  finance: <AccountBookOutlined />,
};
