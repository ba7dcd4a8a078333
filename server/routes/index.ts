/** Every backend route, in one registry: the app mounts these and the tests walk them. */
import type { RouteDef } from '../http/route';
import { addressRoutes } from './address';
import { chatRoutes } from './chat';
import { dashboardRoutes } from './dashboard';
import { departmentRoutes } from './departments';
import { invoiceRoutes } from './invoice';
import { logRoutes } from './logs';
import { merchantRoutes } from './merchant';
import { roleRoutes } from './roles';
import { shellRoutes } from './shell';
import { shopConfigRoutes } from './shopConfig';
import { shopRoutes } from './shop';
import { reportRoutes } from './reports';
import { fileRoutes } from './files';
import { staffRoutes } from './staff';
import { staffSeatRoutes } from './staffSeats';
import { sessionRoutes } from './sessions';
import { userRoutes } from './user';
import { userSettingRoutes } from './userSettings';

export const ALL_ROUTES: readonly RouteDef[] = [...userRoutes, ...shellRoutes, ...chatRoutes, ...roleRoutes, ...addressRoutes, ...invoiceRoutes, ...dashboardRoutes, ...departmentRoutes, ...staffRoutes, ...staffSeatRoutes, ...logRoutes, ...userSettingRoutes, ...sessionRoutes, ...shopConfigRoutes, ...shopRoutes, ...merchantRoutes, ...fileRoutes, ...reportRoutes];
