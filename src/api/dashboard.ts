/**
 * The overall-area dashboard's calls. Silent (the NoError instance): a figure that cannot load says
 * so on its card instead of raising a dialog; the shell's own notice poll reports its failures.
 */
import type { ApiReply } from '../common/api';
import type { DashboardSummary } from '../common/dashboard';
import type { Notice } from './shell';
import { apiNoError } from './client';

/** POST /Dashboard-summary. */
export const dashboardSummary = () => apiNoError.post<ApiReply<DashboardSummary>>('/Dashboard-summary');

/** GET /Notice-lists, silently. */
export const dashboardNotices = () => apiNoError.get<ApiReply<{ data: Notice[] }>>('/Notice-lists');
