/** Every area's menu icons, for the pages that link across areas (the dashboard's quick links). */
import type { Area } from '../common/constants';
import { depotIcons } from './depotIcons';
import { erpIcons } from './erpIcons';
import { financeIcons } from './financeIcons';
import { indexIcons } from './indexIcons';
import type { RouteIcons } from '../shell/areaRoute';

export const AREA_ROUTE_ICONS: Record<Area, RouteIcons> = { index: indexIcons, erp: erpIcons, depot: depotIcons, finance: financeIcons };
