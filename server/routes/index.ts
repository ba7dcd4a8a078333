/** Every backend route, in one registry: the app mounts these and the tests walk them. */
import type { RouteDef } from '../http/route';
import { addressRoutes } from './shell/address';
import { chatRoutes } from './shell/chat';
import { dashboardRoutes } from './overall/dashboard';
import { departmentRoutes } from './overall/staff/departments';
import { invoiceRoutes } from './overall/invoice';
import { logRoutes } from './overall/staff/logs';
import { merchantRoutes } from './overall/enterprise/merchant';
import { roleRoutes } from './overall/staff/roles';
import { shellRoutes } from './shell/shell';
import { shopConfigRoutes } from './overall/enterprise/shopConfig';
import { shopRoutes } from './overall/enterprise/shop';
import { reportRoutes } from './overall/reports';
import { fileRoutes } from './shell/files';
import { staffRoutes } from './overall/staff/staff';
import { staffSeatRoutes } from './overall/staff/staffSeats';
import { sessionRoutes } from './overall/staff/sessions';
import { userRoutes } from './shell/user';
import { userSettingRoutes } from './shell/userSettings';
import { goodsRoutes } from './warehouse/goods';
import { goodsClassRoutes } from './warehouse/goodsClass';
import { unitRoutes } from './warehouse/units';
import { pricingRoutes } from './finance/pricing';
import { crmRoutes } from './orders/crm';
import { custFollowRoutes } from './orders/custFollow';

export const ALL_ROUTES: readonly RouteDef[] = [...userRoutes, ...shellRoutes, ...chatRoutes, ...roleRoutes, ...addressRoutes, ...invoiceRoutes, ...dashboardRoutes, ...departmentRoutes, ...staffRoutes, ...staffSeatRoutes, ...logRoutes, ...userSettingRoutes, ...sessionRoutes, ...shopConfigRoutes, ...shopRoutes, ...merchantRoutes, ...fileRoutes, ...reportRoutes, ...goodsRoutes, ...goodsClassRoutes, ...unitRoutes, ...pricingRoutes, ...crmRoutes, ...custFollowRoutes];
