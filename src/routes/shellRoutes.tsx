/** Pages the shell adds to every area (reached from the personal menu, not listed in the area menu). */
import { lazyPage } from './defineRoutes';
import type { AreaRoute } from '../shell/areaRoute';
import { PERSONAL_SETTINGS_PATH } from '../shell/shellPaths';

export const SHELL_ROUTES: readonly AreaRoute[] = [
  {
    path: PERSONAL_SETTINGS_PATH,
    title: 'route.personal.settings',
    page: lazyPage(() => import(/* webpackChunkName: "personal" */ '../features/personal/PersonalSettingsPage')),
  },
];
