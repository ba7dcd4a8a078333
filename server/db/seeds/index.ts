/** Each feature's demo data, in the order they run after the shops and staff are seeded. */
import type { FeatureSeed } from '../seed';
import { seedChat } from './chat';
import { seedInvoices } from './invoices';

export const FEATURE_SEEDS: readonly FeatureSeed[] = [seedInvoices, seedChat];
