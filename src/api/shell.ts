/** The static files the shell reads beside its calls (the calls go by their contracts, src/common/shell.ts). */
import type { UpdateLog } from '../common/shell';
import { apiLocal } from './client';

/** GET update.json, the static list of software updates, newest first [API-SESS-06, API-SESS-08]. */
export const updateLogs = () => apiLocal.get<UpdateLog[]>('update.json');
