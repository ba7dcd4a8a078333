/** The overall-management area (index.html); its root redirects to /shops/dashboard. */
import { DashboardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { AreaDefinition } from './types';

export const indexArea: AreaDefinition = {
  area: 'index',
  home: '/shops/dashboard',
  routes: [
    {
      path: '/shops/dashboard',
      page: lazy(() => import(/* webpackChunkName: "dashboard" */ '../../features/dashboard/DashboardPage')),
      menu: { label: 'dashboard.title', icon: <DashboardOutlined /> },
    },
  ],
};
