/** Each feature's demo data, in the order they run after the shops and staff are seeded. */
import type { FeatureSeed } from '../seed';
import { seedChat } from './chat';
import { seedInvoices } from './invoices';
import { seedLogs } from './logs';
import { seedStaff } from './staff';

export const FEATURE_SEEDS: readonly FeatureSeed[] = [seedStaff, seedInvoices, seedChat, seedLogs];
