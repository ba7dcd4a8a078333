/** Each feature's demo data, in the order they run after the shops and staff are seeded. */
import type { FeatureSeed } from '../seed';
import { seedChat } from './chat';
import { seedCrm } from './crm';
import { seedGoods } from './goods';
import { seedInvoices } from './invoices';
import { seedLogs } from './logs';
import { seedOrders } from './orders';
import { seedOrderPayments } from './orderPayments';
import { seedOrderMemos } from './orderMemos';
import { seedOrderFiles } from './orderFiles';
import { seedSubOrders } from './subOrders';
import { seedOrderAssignments } from './orderAssignments';
import { seedReports } from './reports';
import { seedShopSettings } from './shop';
import { seedStaff } from './staff';

export const FEATURE_SEEDS: readonly FeatureSeed[] = [seedStaff, seedShopSettings, seedInvoices, seedChat, seedReports, seedCrm, seedGoods, seedOrders, seedOrderPayments, seedOrderMemos, seedOrderFiles, seedSubOrders, seedOrderAssignments, seedLogs];

/** The demo data without the months of logs: what the API tests of other features start from, so a row a request writes is the only one there. */
export const FEATURE_SEEDS_WITHOUT_LOGS: readonly FeatureSeed[] = FEATURE_SEEDS.filter((seed) => seed !== seedLogs);
